"""SIGKILL of a server process mid-game, and a restart on the same data folder: every room resumes
at its last completed move, nothing a client was told is lost, and the games play on to the end."""

from __future__ import annotations

import json
import random

from tests.server.harness import Client, ServerProcess, create_room, join, play_to_end

TABLES = {
    "qwirkle": [{"name": "Ada", "kind": "here", "level": None},
                {"name": "Seat 2", "kind": "remote", "level": None},
                {"name": "Cy", "kind": "bot", "level": None}],
    "quiddler": [{"name": "Ada", "kind": "here", "level": None},
                 {"name": "Seat 2", "kind": "remote", "level": None}],
    "qwixx": [{"name": "Ada", "kind": "here", "level": None},
              {"name": "Seat 2", "kind": "remote", "level": None},
              {"name": "Cy", "kind": "bot", "level": None}],
}


def test_a_sigkill_and_a_restart_resume_every_room_at_its_last_completed_move(tmp_path):
    data = tmp_path / "data"
    server = ServerProcess(data)
    rng = random.Random(3)
    rooms = {}
    try:
        for game_id, seats in TABLES.items():
            host, created = create_room(server.base, game_id, seats)
            bo = join(server.base, host.code, "Bo")
            host.send({"type": "start"})
            host.expect("sync")
            bo.expect("sync")
            play_to_end(data, host.code, [host, bo], rng, stop_after=5)
            rooms[game_id] = (host, bo, created["host_token"])
        server.process.kill()  # SIGKILL: no chance to write anything more
        server.process.wait(5)
    finally:
        server.stop()
    told = {}
    for game_id, (host, bo, _) in rooms.items():
        for client in (host, bo):
            assert client.closed(timeout=5)
        moves = [json.loads(t) for t in host.received]
        told[game_id] = max([m["facts"]["move_count"] for m in moves if m["type"] == "played"])
        stored = json.loads((data / "rooms" / f"{host.code}.json").read_text("utf-8"))
        # The file holds at least every move a client was told of (it is written first).
        assert len(stored["record"]["actions"]) >= told[game_id] >= 5
        told[game_id] = (told[game_id], stored["record"]["actions"])

    again = ServerProcess(data)
    try:
        for game_id, (host, bo, host_token) in rooms.items():
            seen, actions = told[game_id]
            back_host = Client(again.base, host.code)
            back_host.send({"type": "rejoin", "token": host_token})
            sync = back_host.expect("sync")
            back_bo = Client(again.base, host.code)
            back_bo.send({"type": "rejoin", "token": bo.tokens[1]})
            bo_sync = back_bo.expect("sync")
            back_bo.tokens, back_bo.seats = dict(bo.tokens), [1]
            back_host.tokens, back_host.seats = dict(host.tokens), [0]
            # The moves before the kill are all there, in order, as the clients saw them.
            assert sync["facts"]["move_count"] >= len(actions)
            before = [json.loads(t) for t in host.received]
            lines = [m["played"]["line"] for m in before if m["type"] == "played"]
            assert [p["line"] for p in sync["played"]][:len(lines)] == lines
            assert bo_sync["seats_here"] == [1]
            game = play_to_end(data, host.code, [back_host, back_bo], rng)
            assert game.is_over()
            assert [game.engine.action_to_json(a) for a, _ in game.history][:len(actions)] \
                == actions
    finally:
        again.stop()


def test_sigterm_tells_every_client_and_keeps_the_rooms(tmp_path):
    data = tmp_path / "data"
    server = ServerProcess(data)
    try:
        host, created = create_room(server.base, "qwixx", [
            {"name": "Ada", "kind": "here", "level": None}])
        host.expect("lobby")
        server.process.terminate()
        assert server.process.wait(10) == 0
    finally:
        server.stop()
    assert host.closed(timeout=5)
    assert json.loads(host.received[-1])["code"] == "shutdown"
    assert (data / "rooms" / f"{host.code}.json").is_file()
