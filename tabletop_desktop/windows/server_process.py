"""The host's table server, started as a separate process so the window never waits on it.

From source it is `python -m tabletop_desktop.server`; in the frozen app there is no Python to
run, so the app's own executable starts with `--server` first (cli.py hands the rest of the
arguments to the server). With `--port 0` the server picks a free port and prints one line,
`{"listening": {"host": H, "port": P}}`, when it is ready; this object reads it and says so.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from tabletop_desktop.i18n import translate

START_TIMEOUT_MS = 20_000  # a cold start of the frozen app on a slow disk takes seconds
STOP_TIMEOUT_MS = 3_000  # the server saves every room on SIGTERM before it goes
MAX_OUTPUT_CHARS = 4_000  # what is kept of the server's error output for the message

SERVER_FLAG = "--server"  # cli.py reads the same flag (a test checks they agree)


def server_command(bind_host: str, data_dir: Path, extra: Sequence[str] = (), port: int = 0) -> list[str]:
    """The program and arguments that start a server listening on `bind_host`, on a free port
    (or on `port`: a table reopened where its players' apps look for it)."""
    args = ["--host", bind_host, "--port", str(port), "--data", str(data_dir), *extra]
    if getattr(sys, "frozen", False):
        return [sys.executable, SERVER_FLAG, *args]
    return [sys.executable, "-m", "tabletop_desktop.server", *args]


class ServerProcess(QObject):
    """One server process: `start()`, then `listening(host, port)` or `failed(sentence)`."""

    listening = Signal(str, int)
    failed = Signal(str)
    stopped = Signal()

    def __init__(self, command: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.command = list(command)
        self.host: str | None = None
        self.port: int | None = None
        self._stdout = b""
        self._stderr = b""
        self._stopping = False
        self.process = QProcess(self)
        self.process.readyReadStandardOutput.connect(self._read_stdout)
        self.process.readyReadStandardError.connect(self._read_stderr)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._error)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)

    def start(self, timeout_ms: int = START_TIMEOUT_MS) -> None:
        self.process.start(self.command[0], self.command[1:])
        self._timer.start(timeout_ms)

    def is_running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    def stop(self) -> None:
        """Ask the server to finish (it saves its rooms), and end it if it does not."""
        self._stopping = True
        self._timer.stop()
        if not self.is_running():
            return
        self.process.terminate()
        if not self.process.waitForFinished(STOP_TIMEOUT_MS):
            self.process.kill()
            self.process.waitForFinished(STOP_TIMEOUT_MS)

    # --- what the process says ------------------------------------------------------------------
    def _read_stdout(self) -> None:
        self._stdout += bytes(self.process.readAllStandardOutput().data())
        while self.port is None and b"\n" in self._stdout:
            line, self._stdout = self._stdout.split(b"\n", 1)
            found = self._listening_line(line)
            if found is not None:
                self._timer.stop()
                self.host, self.port = found
                self.listening.emit(*found)
        self._stdout = self._stdout[-MAX_OUTPUT_CHARS:]

    @staticmethod
    def _listening_line(line: bytes) -> tuple[str, int] | None:
        try:
            data = json.loads(line.decode("utf-8", "replace"))
        except ValueError:
            return None
        where = data.get("listening") if isinstance(data, dict) else None
        if not isinstance(where, dict):
            return None
        host, port = where.get("host"), where.get("port")
        if isinstance(host, str) and isinstance(port, int) and 0 < port < 65536:
            return host, port
        return None

    def _read_stderr(self) -> None:
        self._stderr = (self._stderr + bytes(self.process.readAllStandardError().data()))[-MAX_OUTPUT_CHARS:]

    def last_error_line(self) -> str:
        lines = [line for line in self._stderr.decode("utf-8", "replace").splitlines() if line.strip()]
        return lines[-1].strip() if lines else ""

    def _fail(self, sentence: str) -> None:
        detail = self.last_error_line()
        self.failed.emit(translate("ServerProcess", "{sentence} It said: {detail}",
                                   "the sentence above, then what the server wrote").format(
            sentence=sentence, detail=detail) if detail else sentence)

    def _timed_out(self) -> None:
        if self.port is None:
            self.stop()
            self._fail(translate("ServerProcess", "The table's server did not start in time, so the game "
                                 "cannot be hosted."))

    def _finished(self, *_: object) -> None:
        self._timer.stop()
        if self._stopping:
            self.stopped.emit()
        elif self.port is None:
            self._fail(translate("ServerProcess", "The table's server stopped before it was ready, so the "
                                 "game cannot be hosted."))
        else:
            self._fail(translate("ServerProcess", "The table's server stopped during the game."))

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._stopping:
            self._timer.stop()
            self._fail(translate("ServerProcess", "The table's server could not be started, so the game "
                                 "cannot be hosted."))
