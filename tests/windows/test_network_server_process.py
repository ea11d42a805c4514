"""The host's app starts the table server as a separate process and reads where it listens; a
server that fails or never says so gives a sentence, and the window never waits on it."""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop_desktop.windows.server_process import SERVER_FLAG, ServerProcess, server_command

# A stand-in for the server, until tabletop_desktop.server exists on this branch: it prints the
# same ready line on the loopback and waits to be stopped.
FAKE_READY = ("import json, socket, sys, time\n"
              "s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen()\n"
              "print('starting', flush=True)\n"
              "print(json.dumps({'listening': {'host': '127.0.0.1', 'port': s.getsockname()[1]}}), flush=True)\n"
              "time.sleep(30)\n")


def test_the_command_runs_the_server_module_or_the_frozen_app(tmp_path, monkeypatch):
    command = server_command("127.0.0.1", tmp_path)
    assert command[:3] == [sys.executable, "-m", "tabletop_desktop.server"]
    assert command[3:] == ["--host", "127.0.0.1", "--port", "0", "--data", str(tmp_path)]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert server_command("0.0.0.0", tmp_path)[:2] == [sys.executable, SERVER_FLAG]


def test_the_ready_line_gives_the_port(app, qtbot):
    server = ServerProcess([sys.executable, "-c", FAKE_READY])
    try:
        with qtbot.waitSignal(server.listening, timeout=10_000) as ready:
            server.start()
        host, port = ready.args
        assert host == "127.0.0.1" and 0 < port < 65536
    finally:
        with qtbot.waitSignal(server.stopped, timeout=10_000):
            server.stop()
    assert not server.is_running()


def test_a_server_that_stops_at_once_says_why(app, qtbot):
    script = "import sys; print('The port is taken.', file=sys.stderr); sys.exit(2)"
    server = ServerProcess([sys.executable, "-c", script])
    with qtbot.waitSignal(server.failed, timeout=10_000) as failed:
        server.start()
    sentence = failed.args[0]
    assert sentence.startswith("The table's server stopped before it was ready")
    assert sentence.endswith("The port is taken.")


def test_a_server_that_never_says_it_is_ready_is_stopped(app, qtbot):
    server = ServerProcess([sys.executable, "-c", "import time; time.sleep(30)"])
    with qtbot.waitSignal(server.failed, timeout=10_000) as failed:
        server.start(timeout_ms=500)
    assert "did not start in time" in failed.args[0]
    assert not server.is_running()


def test_a_missing_program_says_it_could_not_start(app, qtbot, tmp_path):
    server = ServerProcess([str(Path(tmp_path) / "no-such-program")])
    with qtbot.waitSignal(server.failed, timeout=10_000) as failed:
        server.start()
    assert "could not be started" in failed.args[0]


def test_the_app_and_the_launcher_agree_on_the_server_flag():
    from tabletop_desktop import cli

    assert cli.SERVER_FLAG == SERVER_FLAG


def test_the_apps_own_command_runs_the_server(tmp_path, capsys):
    import pytest

    pytest.importorskip("tabletop_desktop.server")
    from tabletop_desktop import cli

    assert cli.main([SERVER_FLAG, "--help"]) == 0
    assert "--port" in capsys.readouterr().out
