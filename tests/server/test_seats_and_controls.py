"""Seats, the lobby, reconnecting with a token, the host's controls, undo and hints, on a real
server."""

from __future__ import annotations

import json

from tabletop_desktop.engine.wire import message_from_json
from tests.server.harness import Client, create_room, game_from_file, join

QUIDDLER = [{"name": "Ada", "kind": "here", "level": None},
            {"name": "Seat 2", "kind": "remote", "level": None},
            {"name": "Seat 3", "kind": "remote", "level": None}]


def statuses(lobby):
    return [s["status"] for s in lobby["seats"]]


def test_the_lobby_fills_and_the_host_alone_may_start(server):
    host, created = create_room(server.base, "quiddler", QUIDDLER)
    assert [s["seat"] for s in created["seats"]] == [0]
    assert len(created["host_token"]) >= 32
    lobby = host.expect("lobby")
    assert statuses(lobby) == ["online", "empty", "empty"] and not lobby["can_start"]
    host.send({"type": "start"})
    assert host.expect("refused")["code"] == "cannot_start"
    host.command("act", action={"type": "draw", "seat": 0, "source": "pile"})
    assert host.expect("refused")["code"] == "not_started"
    bo = join(server.base, host.code, "  Bo  ")
    lobby = bo.expect("lobby")
    assert lobby["seats"][1]["name"] == "Bo" and lobby["host"] is False
    bo.send({"type": "start"})
    assert bo.expect("refused")["code"] == "not_host"
    # The host hands the seat nobody came for to a bot, then starts.
    host.send({"type": "give_to_bot", "seat": 0, "level": "easy"})
    assert host.expect("refused")["code"] == "bot_seat"
    host.send({"type": "give_to_bot", "seat": 2, "level": "nobody"})
    assert host.expect("refused")["code"] == "bad_level"
    host.send({"type": "give_to_bot", "seat": 2, "level": "easy"})
    lobby = host.expect("lobby")
    while lobby["seats"][2]["status"] != "bot":
        lobby = host.expect("lobby")
    assert lobby["can_start"] is True
    host.send({"type": "start"})
    sync = host.expect("sync")
    assert sync["facts"]["seats"][2]["bot_level"] == "Easy"
    assert [s["at_this_screen"] for s in sync["facts"]["seats"]] == [True, False, False]
    assert bo.expect("sync")["seats_here"] == [1]
    late = Client(server.base, host.code)
    late.send({"type": "join", "name": "Cy"})
    assert late.expect("refused")["code"] == "already_started"


def test_a_dropped_seat_reconnects_with_its_token_and_resumes_with_sync(server):
    host, _ = create_room(server.base, "qwixx", [{"name": "Ada", "kind": "here", "level": None},
                                                {"name": "Seat 2", "kind": "remote",
                                                 "level": None}])
    bo = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    first = bo.expect("sync")
    token = bo.tokens[1]
    bo.close()
    while (status := host.expect("seat_status"))["status"] != "reconnecting":
        pass
    assert status == {"type": "seat_status", "seat": 1, "status": "reconnecting"}
    if first["facts"]["pending"] == [0]:  # the game goes on without the seat: the host rolls
        host.command("act", action={"type": "roll", "seat": 0})
    again = Client(server.base, host.code)
    again.send({"type": "rejoin", "token": token})
    assert again.expect("joined") == {"type": "joined", "seats": [{"seat": 1, "token": token}]}
    sync = again.expect("sync")
    game = game_from_file(server.config.data, host.code)
    assert sync["seats_here"] == [1] and list(sync["views"]) == ["1"]
    assert sync["facts"]["move_count"] == len(game.history) == len(sync["played"])
    while (status := host.expect("seat_status"))["status"] != "online":
        pass
    # A second connection with the same token takes the seat over; the first one is told.
    third = Client(server.base, host.code)
    third.send({"type": "rejoin", "token": token})
    third.expect("sync")
    assert again.expect("closed")["code"] == "seat_taken"


def test_the_host_rejoins_with_the_host_token_and_may_cancel(server, tmp_path):
    host, created = create_room(server.base, "qwirkle", [
        {"name": "Ada", "kind": "here", "level": None},
        {"name": "Bo", "kind": "bot", "level": None}])
    host.close()
    back = Client(server.base, host.code)
    back.send({"type": "rejoin", "token": created["host_token"]})
    assert back.expect("joined")["seats"][0]["seat"] == 0
    lobby = back.expect("lobby")
    assert lobby["host"] is True and lobby["can_start"] is True
    path = server.config.data / "rooms" / f"{host.code}.json"
    stored = json.loads(path.read_text("utf-8"))
    assert created["host_token"] not in path.read_text("utf-8")
    assert stored["host_token_sha256"] and stored["seats"][0]["token_sha256"]
    back.send({"type": "cancel"})
    assert back.expect("closed")["code"] == "cancelled"
    assert not path.exists()


def test_undo_takes_back_only_ones_own_last_move_before_anything_is_revealed(server):
    # Qwixx: the roll reveals dice (no undo); a white-sum choice reveals nothing until all have
    # chosen, so the chooser may take it back while the other seat has not chosen.
    host, _ = create_room(server.base, "qwixx", [{"name": "Ada", "kind": "here", "level": None},
                                                {"name": "Seat 2", "kind": "remote",
                                                 "level": None}])
    bo = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    sync = host.expect("sync")
    bo.expect("sync")
    roller = sync["facts"]["pending"][0]
    owner = {0: host, 1: bo}
    owner[roller].command("act", action={"type": "roll", "seat": roller})
    played = owner[roller].expect("played")
    owner[roller].command("undo")
    answer = owner[roller].expect("refused")
    assert answer["code"] == "undo_refused"
    assert played["facts"]["can_undo"] is False
    chooser = 1 - roller
    owner[chooser].drain()
    owner[chooser].command("act", action={"type": "white", "seat": chooser, "row": None})
    mine = owner[chooser].expect("played")
    assert mine["facts"]["can_undo"] is True
    theirs = owner[roller].expect("played")
    assert theirs["played"]["action"] is None  # a white-sum choice stays secret
    assert mine["played"]["action"] == {"type": "white", "seat": chooser, "row": None}
    # The log line, the same for everybody, says only that a choice was made.
    assert theirs["played"]["line"] == mine["played"]["line"]
    assert str(message_from_json(theirs["played"]["line"])).endswith(" has made a choice.")
    assert theirs["facts"]["can_undo"] is False
    owner[roller].command("undo")
    assert owner[roller].expect("refused")["code"] == "undo_refused"
    owner[chooser].command("undo")
    resync = owner[chooser].expect("sync")
    assert resync["facts"]["move_count"] == 1
    assert owner[roller].expect("sync")["facts"]["move_count"] == 1


def test_a_hint_answers_the_seat_that_asked(server):
    host, _ = create_room(server.base, "qwixx", [{"name": "Ada", "kind": "here", "level": None}])
    host.send({"type": "start"})
    assert host.expect("sync")["facts"]["pending"] == [0]
    host.command("act", action={"type": "roll", "seat": 0})
    host.expect("played")
    host.command("hint", seat=0)
    answer = host.expect("hint")
    assert answer["seat"] == 0 and answer["advice"]["$"] == "Advice"
    assert answer["advice"]["words"]
    host.command("hint", seat=1)
    assert host.expect("refused")["code"] == "no_such_seat"


def test_a_seat_gone_a_while_is_left_and_the_host_gives_it_to_a_bot(server, monkeypatch):
    import tabletop_desktop.server.room as room_module

    monkeypatch.setattr(room_module, "RECONNECT_S", 0.3)
    host, _ = create_room(server.base, "qwirkle", [{"name": "Ada", "kind": "here", "level": None},
                                                  {"name": "Seat 2", "kind": "remote",
                                                   "level": None}])
    bo = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    host.expect("sync")
    bo.close()
    seen = []
    while "left" not in seen:
        seen.append(host.expect("seat_status", timeout=5)["status"])
    assert seen[-2:] == ["reconnecting", "left"]
    host.send({"type": "give_to_bot", "seat": 1, "level": "beginner"})
    sync = host.expect("sync")
    assert sync["facts"]["seats"][1]["bot_level"] == "Beginner"
    import random

    from tests.server.harness import play_to_end

    game = play_to_end(server.config.data, host.code, [host], random.Random(5))
    assert game.is_over()
    # The old token is forgotten with the seat.
    again = Client(server.base, host.code)
    again.send({"type": "rejoin", "token": bo.tokens[1]})
    assert again.expect("refused")["code"] == "bad_token"


def test_two_people_share_one_joining_computer(server):
    host, _ = create_room(server.base, "qwirkle", [{"name": "Ada", "kind": "here", "level": None},
                                                  {"name": "Seat 2", "kind": "remote",
                                                   "level": None},
                                                  {"name": "Seat 3", "kind": "remote",
                                                   "level": None}])
    shared = join(server.base, host.code, "Bo")
    shared.send({"type": "join", "name": "Cy"})
    second = shared.expect("joined")["seats"]
    assert [s["seat"] for s in second] == [2]
    host.send({"type": "start"})
    sync = shared.expect("sync")
    assert sync["seats_here"] == [1, 2] and sorted(sync["views"]) == ["1", "2"]
    assert [s["at_this_screen"] for s in sync["facts"]["seats"]] == [False, True, True]
    assert [s["name"] for s in sync["facts"]["seats"]] == ["Ada", "Bo", "Cy"]


def test_the_console_script_names_the_servers_main():
    import tomllib
    from pathlib import Path

    from tabletop_desktop.server.__main__ import main

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())
    assert project["project"]["scripts"]["tabletop-desktop-server"] == \
        "tabletop_desktop.server.__main__:main"
    assert callable(main)
    assert any(d.startswith("websockets") for d in project["project"]["dependencies"])


def test_another_seats_exchange_arrives_as_its_count_and_cannot_be_played(server):
    # Qwirkle (the first move free, so an exchange may open): the exchanger is told its tiles,
    # the other seat only how many (the engine's `exchange_unseen`), in `played` and in `sync`.
    host, _ = create_room(server.base, "qwirkle",
                          [{"name": "Ada", "kind": "here", "level": None},
                           {"name": "Seat 2", "kind": "remote", "level": None}],
                          options={"first_move": "free"})
    bo = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    sync = host.expect("sync")
    bo.expect("sync")
    owner = {0: host, 1: bo}
    mover = sync["facts"]["pending"][0]
    other = 1 - mover
    state = server.server.lobby.get(host.code).game.state
    tiles = list(state.hands[mover][:2])
    owner[mover].command("act", action={"type": "exchange", "seat": mover, "tiles": tiles})
    mine = owner[mover].expect("played")["played"]
    theirs = owner[other].expect("played")["played"]
    assert mine["action"] == {"type": "exchange", "seat": mover, "tiles": tiles}
    assert theirs["action"] == {"type": "exchange_unseen", "seat": mover, "count": 2}
    assert theirs["line"] == mine["line"]
    assert str(message_from_json(theirs["line"])).endswith(" exchanged 2 tiles.")
    # The record is not a move: played back as one, the rules refuse it in words.
    owner[other].command("act", action={"type": "exchange_unseen", "seat": other, "count": 2})
    refused = owner[other].expect("refused")
    assert refused["code"] == "illegal"
    assert refused["reason"] == "Choose which tiles to exchange, not only how many."
    # A returning connection is told the same.
    again = Client(server.base, host.code)
    again.send({"type": "rejoin", "token": owner[other].tokens[other]})
    assert again.expect("sync")["played"][0]["action"] == theirs["action"]
    again.close()


def test_a_player_who_leaves_before_the_start_frees_the_seat_for_someone_else(server):
    host, _ = create_room(server.base, "quiddler", QUIDDLER)
    bo = join(server.base, host.code, "Bo")
    bo.send({"type": "leave"})
    assert bo.expect("closed")["code"] == "left"
    while (lobby := host.expect("lobby"))["seats"][1]["status"] != "empty":
        pass
    assert lobby["seats"][1]["name"] == "Seat 2" and not lobby["can_start"]
    again = Client(server.base, host.code)
    again.send({"type": "rejoin", "token": bo.tokens[1]})
    assert again.expect("refused")["code"] == "bad_token"  # the seat is open, not Bo's
    cy = join(server.base, host.code, "Cy")
    assert cy.seats == [1]
    saved = json.loads((server.config.data / "rooms" / f"{host.code}.json").read_text("utf-8"))
    assert saved["seats"][1]["name"] == "Cy"


def test_a_player_who_leaves_a_started_game_is_left_at_once_and_may_change_their_mind(server):
    host, _ = create_room(server.base, "qwirkle", [{"name": "Ada", "kind": "here", "level": None},
                                                  {"name": "Seat 2", "kind": "remote",
                                                   "level": None}])
    bo = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    host.expect("sync")
    bo.send({"type": "leave"})
    assert bo.expect("closed")["code"] == "left"
    # Straight to "left" (no minute of "reconnecting"): the host may hand the seat on now.
    while (status := host.expect("seat_status"))["seat"] != 1:
        pass
    assert status["status"] == "left"
    back = Client(server.base, host.code)
    back.send({"type": "rejoin", "token": bo.tokens[1]})
    assert back.expect("joined")["seats"] == [{"seat": 1, "token": bo.tokens[1]}]
    while (status := host.expect("seat_status"))["seat"] != 1:
        pass
    assert status["status"] == "online"


def test_leave_is_refused_from_a_connection_without_a_seat(server):
    host, _ = create_room(server.base, "qwirkle", [{"name": "Ada", "kind": "here", "level": None},
                                                  {"name": "Seat 2", "kind": "remote",
                                                   "level": None}])
    stranger = Client(server.base, host.code)
    stranger.send({"type": "leave"})
    assert stranger.expect("refused")["code"] == "not_joined"
