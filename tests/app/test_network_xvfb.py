"""Network play between two real app processes on one X11 display (Qt's xcb platform under an
Xvfb this test starts): the host opens a Qwirkle table with one joining seat, the joiner joins by
Home > Join a game with the address and the code from the host's lobby, both play, the joiner's
network goes for a moment (a forwarder on the loopback in front of the table drops its
connection and lets nothing through) and comes back, and the game goes on. Each app is driven by
tests/app/network_driver.py and saves screenshots of each step: into the test's own folder, or
into TABLETOP_DESKTOP_SHOTS=DIR when that is set (for a person to look at).

Skipped where Xvfb is not installed (`apt-get install xvfb xauth` and Qt's xcb libraries; see
the README)."""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from tests.network.cut_proxy import CutProxy

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed"),
]

pytest.importorskip("tabletop_desktop.server")
pytest.importorskip("tabletop_desktop.session.remote_session")

DRIVER = Path(__file__).with_name("network_driver.py")
ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 40.0  # for all of it; the test takes about 10 s when the machine is not busy


class GateProxy(CutProxy):
    """The loopback forwarder of tests/network, which can also be closed: while `closed`, every
    new connection is dropped at once (the joiner's network is down)."""

    closed = False

    async def _pair(self, reader: Any, writer: Any) -> None:
        if self.closed:
            writer.transport.abort()
            return
        await super()._pair(reader, writer)


class App:
    """One app process and the JSON lines it says, read on a thread of their own."""

    def __init__(self, role: str, args: list[str], env: dict[str, str], home: Path) -> None:
        self.role = role
        env = {**env, "TABLETOP_DESKTOP_HOME": str(home)}
        home.mkdir(parents=True, exist_ok=True)
        self.errors = home / "stderr.txt"  # a file, not a pipe: nobody reads it while it runs
        with self.errors.open("w") as errors:
            self.process = subprocess.Popen([sys.executable, str(DRIVER), role, *args], env=env, cwd=ROOT,
                                            stdout=subprocess.PIPE, stderr=errors, text=True)
        self.lines: queue.Queue[dict[str, Any]] = queue.Queue()
        self.said: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            try:
                self.lines.put(json.loads(line))
            except ValueError:
                pass  # something else printed: not a step

    def expect(self, key: str, value: str | None, until: float) -> dict[str, Any]:
        """The next line with `key` (and that value), failing on an error or at `until`."""
        while True:
            try:
                line = self.lines.get(timeout=max(0.05, until - time.monotonic()))
            except queue.Empty:
                pytest.fail(f"The {self.role} did not get to {key}={value}; it said {self.said}")
            self.said.append(line)
            assert "error" not in line, line["error"]
            if key in line and (value is None or line[key] == value):
                return line
            if time.monotonic() > until:
                pytest.fail(f"The {self.role} did not get to {key}={value}; it said {self.said}")

    def stop(self) -> tuple[int, str]:
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)
        return self.process.returncode, self.errors.read_text(errors="replace")


@pytest.fixture
def display():
    """A fresh X display of its own (Xvfb picks a free number and writes it on a pipe)."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x1000x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


@pytest.fixture
def shots(tmp_path):
    kept = os.environ.get("TABLETOP_DESKTOP_SHOTS")
    folder = Path(kept) if kept else tmp_path / "shots"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "quit").unlink(missing_ok=True)
    return folder


def test_a_host_and_a_joiner_play_in_two_app_processes_and_the_joiner_comes_back(display, shots, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT))
    until = time.monotonic() + WAIT_S
    apps: list[App] = []
    try:
        host = App("host", [str(shots)], env, tmp_path / "host")
        apps.append(host)
        assert host.expect("step", "started", until)["platform"] == "xcb"
        lobby = host.expect("lobby", None, until)["lobby"]
        address, code = lobby["address"], lobby["code"]
        assert address.startswith("127.0.0.1:")
        with GateProxy(int(address.rsplit(":", 1)[1])) as proxy:
            # The joiner reaches the table through the forwarder: its network, which the test
            # drops below; the host's own connection does not pass there.
            joiner = App("join", [str(shots), f"127.0.0.1:{proxy.port}", code], env, tmp_path / "joiner")
            apps.append(joiner)
            for app in (host, joiner):
                app.expect("step", "table", until)
            for app in (host, joiner):
                assert app.expect("step", "moves", until)["count"] >= 4
            proxy.closed = True
            proxy.cut()
            host.expect("step", "seat_reconnecting", until)
            banner = joiner.expect("step", "reconnecting", until)["banner"]
            assert banner and "connection" in banner[0].lower(), banner
            proxy.closed = False
            for app in (host, joiner):
                app.expect("step", "back", until)
            for app in (host, joiner):
                assert app.expect("step", "moves", until)["count"] >= 6
                app.expect("step", "done", until)
            (shots / "quit").write_text("")
            for app in (host, joiner):
                code_, errors = app.stop()
                assert code_ == 0, errors[-2000:]
    finally:
        (shots / "quit").write_text("")
        for app in apps:
            if app.process.poll() is None:
                app.stop()
        (shots / "quit").unlink(missing_ok=True)  # the folder keeps only the screenshots
    names = {"host_new_game", "host_lobby_waiting", "host_lobby_ready", "host_game",
             "host_seat_reconnecting", "host_game_after", "join_home", "join_join_dialog",
             "join_lobby", "join_game", "join_reconnecting", "join_game_after"}
    for name in names:
        path = shots / f"{name}.png"
        assert path.is_file() and path.stat().st_size > 2000, path
