"""One running copy of the app per person: a second launch hands its file to the first.

Two copies would share one autosave and overwrite each other's game. So the first copy takes a
lock file (`QLockFile` in the state folder) and listens on a local socket (`QLocalServer`); a
later launch (also a double-click on a saved game) finds the lock taken, connects, sends the file
to open (or nothing: "come to the front") and exits. The running copy raises its window and opens
the file.

A copy killed without clean-up leaves its lock file and, on Unix, its socket file behind: the
lock names the dead process, so `QLockFile` takes it over, and the new first copy removes the old
socket (`QLocalServer.removeServer`) before listening. The lock comes first so two copies started
at the same moment cannot both remove each other's socket.

Messages are one line of JSON: `{"open": "/absolute/path.tabletop"}` or `{"open": null}`, answered
by `ok`.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import time
from pathlib import Path

from PySide6.QtCore import QDir, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from tabletop_desktop import APP_ID

log = logging.getLogger(__name__)

MAX_MESSAGE_BYTES = 64 * 1024  # a path; anything longer is not from us
CONNECT_TRIES_S = 5.0  # how long a second launch keeps trying while the first one starts


def instance_key(folder: Path) -> str:
    """The socket name for the app whose state lives in `folder` (per person and per folder,
    so tests and `TABLETOP_DESKTOP_HOME` get their own; short enough for a Unix socket path)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (containers)
        user = "user"
    digest = hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:16]
    return f"{APP_ID}-{digest}"


def _state_folder() -> Path:
    from tabletop_desktop.storage.paths import state_dir

    folder = state_dir()
    return folder if folder.is_dir() else Path(QDir.tempPath())


class SingleInstance(QObject):
    """The lock and the local socket of one running copy."""

    # A later launch asked for this: a Path to open, or None to just come to the front.
    fileRequested = Signal(object)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else _state_folder()
        self.key = instance_key(self.folder)
        self._lock = QLockFile(str(self.folder / f"{self.key}.lock"))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}

    # --- the first copy -----------------------------------------------------------------------
    def claim(self) -> bool:
        """Become the running copy: True if no other copy is running (this one now listens),
        False if another one holds the lock (hand the file over to it)."""
        if not self._lock.tryLock(0):
            return False
        QLocalServer.removeServer(self.key)  # a socket left by a copy that was killed
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.key):
            # The lock still keeps other copies out; they will fail to connect and say so.
            log.warning("Cannot listen for other launches: %s", server.errorString())
            return True
        server.newConnection.connect(self._on_connection)
        self._server = server
        log.info("Listening for other launches on %s", self.key)
        return True

    def close(self) -> None:
        """Stop listening and release the lock (the app quits)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock.isLocked():
            self._lock.unlock()

    def _on_connection(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_ready(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            if socket.bytesAvailable():
                self._on_ready(socket)

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _on_ready(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_MESSAGE_BYTES:
                socket.abort()
            else:
                self._buffers[socket] = data
            return
        self._buffers[socket] = b""
        line = data.split(b"\n", 1)[0]
        try:
            message = json.loads(line.decode("utf-8"))
            target = message.get("open") if isinstance(message, dict) else None
            path = Path(target) if isinstance(target, str) and target else None
        except (UnicodeDecodeError, ValueError):
            log.warning("Ignored a garbled message from another launch")
            socket.abort()
            return
        socket.write(b"ok\n")
        socket.flush()
        log.info("Another launch asked to %s", f"open {path}" if path else "come to the front")
        self.fileRequested.emit(path)

    # --- a later copy -------------------------------------------------------------------------
    def hand_over(self, path: Path | None, timeout_s: float = CONNECT_TRIES_S) -> bool:
        """Send `path` (or nothing) to the running copy; True once it confirmed. Tries for up to
        `timeout_s` while the running copy may still be starting."""
        target = str(Path(path).resolve()) if path is not None else None
        message = (json.dumps({"open": target}) + "\n").encode("utf-8")
        deadline = time.monotonic() + timeout_s
        while True:
            socket = QLocalSocket()
            socket.connectToServer(self.key)
            if socket.waitForConnected(1000):
                socket.write(message)
                socket.flush()
                socket.waitForBytesWritten(2000)
                left_ms = max(1000, int((deadline - time.monotonic()) * 1000))
                answer = b""
                while b"\n" not in answer and socket.waitForReadyRead(left_ms):
                    answer += bytes(socket.readAll().data())
                socket.disconnectFromServer()
                if answer.startswith(b"ok"):
                    return True
                log.warning("The running copy did not confirm the hand-over")
                return False
            if time.monotonic() >= deadline:
                log.warning("Cannot reach the running copy: %s", socket.errorString())
                return False
            time.sleep(0.1)
