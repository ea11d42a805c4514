"""The `finished` message: when a network game ends, every computer at the table is told the
game's summary, built on the server from the real game with the engine's summary hooks (the same
`GameSummary` a local game records), once after the last move and again after a rejoin; it tells
nothing a summary does not show."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_desktop.server.finished_summary import game_summary
from tabletop_desktop.storage.records import GameSummary
from tests.server.harness import Client, create_room, game_from_file, join, play_to_end

TABLES = {
    "qwixx": ([{"name": "Ada", "kind": "here", "level": None},
               {"name": "Seat 2", "kind": "remote", "level": None},
               {"name": "Dee", "kind": "bot", "level": None}], {}),
    "qwirkle": ([{"name": "Ada", "kind": "here", "level": None},
                 {"name": "Seat 2", "kind": "remote", "level": None},
                 {"name": "Cy", "kind": "bot", "level": "casual"}], {}),
    "quiddler": ([{"name": "Ada", "kind": "here", "level": None},
                  {"name": "Seat 2", "kind": "remote", "level": None}],
                 {"word_list": "common"}),
}


def _finished(client: Client) -> list[dict]:
    client.drain()
    return [m for m in map(json.loads, client.received) if m["type"] == "finished"]


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_computer_is_told_the_summary_of_the_finished_game_once(server, game_id):
    seats, options = TABLES[game_id]
    host, _ = create_room(server.base, game_id, seats, options)
    joiner = join(server.base, host.code, "Bo")
    host.drain()
    host.send({"type": "start"})
    host.expect("sync")
    joiner.expect("sync")
    assert _finished(host) == [] and _finished(joiner) == []  # not before the end
    game = play_to_end(server.config.data, host.code, [host, joiner], random.Random(3))
    assert game.is_over()

    told = [_finished(host), _finished(joiner)]
    assert [len(t) for t in told] == [1, 1]
    message = told[0][0]
    assert told[1][0] == message  # the same summary for every computer
    room = server.room_json(host.code)
    assert message["room"] == host.code and message["game"] == room["game_uid"]
    assert len(message["game"]) == 16 and message["started"] == room["created"]

    summary = GameSummary.from_json(message["summary"])
    kinds = [(s["kind"], s["level"]) for s in room["seats"]]
    assert summary == game_summary(game, kinds, room["hints"])
    assert [s.name for s in summary.seats] == game.names
    assert [s.score for s in summary.seats] == list(game.state.scores())
    assert {i for i, s in enumerate(summary.seats) if s.winner} == set(game.state.winners())
    assert [s.kind for s in summary.seats] == ["bot" if k == "bot" else "person" for k, _ in kinds]
    assert summary.reason and summary.turns > 0 and summary.best_move is not None
    if game_id == "qwixx":  # the game's own counters, per seat
        assert summary.extras["rolls"] == summary.turns
        assert len(summary.extras["penalties"]) == 3
    if game_id == "quiddler":  # its best move is its best word
        assert " laid down " in summary.best_move.description
    # Nothing a summary does not show: no seed, no record, no hand.
    text = json.dumps(message)
    assert str(game.seed) not in text
    assert not {"seed", "record", "actions", "views"} & (set(message) | set(message["summary"]))


def test_a_computer_that_comes_back_after_the_end_is_told_again(server):
    seats, options = TABLES["qwirkle"]
    host, _ = create_room(server.base, "qwirkle", seats, options)
    joiner = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    host.expect("sync")
    joiner.expect("sync")
    play_to_end(server.config.data, host.code, [host, joiner], random.Random(5))
    first = _finished(joiner)
    token = joiner.tokens[joiner.seats[0]]
    joiner.close()
    again = Client(server.base, host.code)
    again.send({"type": "rejoin", "token": token})
    again.expect("sync")
    told = again.expect("finished")
    assert told == first[0]
    assert game_from_file(server.config.data, host.code).is_over()
    again.close()
    host.close()
