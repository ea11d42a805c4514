"""The real server (tabletop_desktop.server) as a subprocess on 127.0.0.1, port 0: started, read
for its `listening` line, killed (SIGKILL, like a crash) and started again on the same port and
data folder."""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

START_TIMEOUT_S = 15.0


class ServerProcess:
    def __init__(self, data: Path, bot_pause: float = 0.0, extra: tuple[str, ...] = (),
                 scheme: str = "ws") -> None:
        self.data = data
        self.bot_pause = bot_pause
        self.extra = extra
        self.scheme = scheme
        self.port = 0
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> ServerProcess:
        command = [sys.executable, "-m", "tabletop_desktop.server", "--host", "127.0.0.1",
                   "--port", str(self.port), "--data", str(self.data),
                   "--bot-pause", str(self.bot_pause), *self.extra]
        env = dict(os.environ)
        env.pop("QT_QPA_PLATFORM", None)
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True, env=env)
        self.port = self._listening_port()
        return self

    def _listening_port(self) -> int:
        assert self.process is not None and self.process.stdout is not None
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if not selector.select(timeout=max(0.0, deadline - time.monotonic())):
                break
            line = self.process.stdout.readline()
            if not line:
                break
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if isinstance(message, dict) and "listening" in message:
                # Keep reading what it prints, so a full pipe never stalls the server.
                threading.Thread(target=self._drain, args=(self.process.stdout,),
                                 daemon=True).start()
                return int(message["listening"]["port"])
        self.stop()
        raise RuntimeError("The server did not say it was listening.")

    @staticmethod
    def _drain(stream: Any) -> None:
        for _ in stream:
            pass

    def url(self, code: str) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}/room/{code}"

    def kill(self) -> None:
        """SIGKILL: the server gets no chance to say goodbye."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(5)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
