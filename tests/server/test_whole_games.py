"""Whole games of each title on a real server: scripted clients on real sockets (one or two
joining computers and the host), bots on the server, played to the end."""

from __future__ import annotations

import random

import pytest

from tests.server.harness import create_room, join, play_to_end

TABLES = {
    "qwirkle": [{"name": "Ada", "kind": "here", "level": None},
                {"name": "Seat 2", "kind": "remote", "level": None},
                {"name": "Cy", "kind": "bot", "level": "casual"}],
    "qwixx": [{"name": "Ada", "kind": "here", "level": None},
              {"name": "Seat 2", "kind": "remote", "level": None},
              {"name": "Seat 3", "kind": "remote", "level": None},
              {"name": "Dee", "kind": "bot", "level": None}],
    "quiddler": [{"name": "Seat 1", "kind": "remote", "level": None},
                 {"name": "Bo", "kind": "bot", "level": None},
                 {"name": "Ada", "kind": "here", "level": None}],
}
OPTIONS = {"quiddler": {"word_list": "common"}}


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_whole_game_with_remote_seats_and_bots(server, game_id):
    seats = TABLES[game_id]
    host, created = create_room(server.base, game_id, seats, OPTIONS.get(game_id))
    code = host.code
    lobby = host.expect("lobby")
    assert lobby["host"] is True and lobby["can_start"] is False
    remote = [i for i, s in enumerate(seats) if s["kind"] == "remote"]
    joiners = [join(server.base, code, f"Player {i}") for i in remote]
    assert [j.seats for j in joiners] == [[i] for i in remote]
    host.drain()
    host.send({"type": "start"})
    sync = host.expect("sync")
    assert sync["seats_here"] == host.seats
    assert set(sync["views"]) == {str(s) for s in host.seats}
    for joiner in joiners:
        got = joiner.expect("sync")
        assert list(got["views"]) == [str(joiner.seats[0])]
    game = play_to_end(server.config.data, code, [host, *joiners], random.Random(7))
    assert game.is_over()
    for client in [host, *joiners]:
        last = [m for m in client.drain() if m["type"] == "played"]
        final = last[-1] if last else None
        if final is not None:
            assert final["facts"]["over"] is True
            assert final["facts"]["move_count"] == len(game.history)


def test_a_heavy_bot_thinks_in_the_worker_process_and_plays_to_the_end(tmp_path):
    from tests.server.harness import ServerThread

    running = ServerThread(tmp_path / "data", bot_processes=1)
    try:
        host, _ = create_room(running.base, "qwirkle", [
            {"name": "Ada", "kind": "here", "level": None},
            {"name": "Sam", "kind": "bot", "level": "strong"}])
        host.send({"type": "start"})
        host.expect("sync")
        game = play_to_end(running.config.data, host.code, [host], random.Random(11))
        assert game.is_over()
        bot_moves = [a for a, _ in game.history if a.seat == 1]
        assert bot_moves
    finally:
        running.stop()


def test_the_server_imports_no_qt_and_seeds_bots_as_a_local_game():
    import subprocess
    import sys

    code = ("import sys; import tabletop_desktop.server.__main__, tabletop_desktop.server.server;"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
    from tabletop_desktop.server.table_game import bot_seed
    from tabletop_desktop.session.game_session import bot_seed as local_seed

    assert all(bot_seed(s, i, k) == local_seed(s, i, k) for s in (0, 99) for i in (0, 5)
               for k in (0, 3))
