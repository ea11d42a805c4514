"""One running copy of the app per person: a second launch hands its file to the first.

Two copies would share one autosave and overwrite each other's game. So the first copy takes a
lock file (`QLockFile` in the state folder) and listens on a local channel (a Unix socket, a named
pipe on Windows: `multiprocessing.connection`, which the frozen app bundles anyway for the bots'
worker, unlike QtNetwork); a later launch (also a double-click on a saved game) finds the lock
taken, connects, sends the file to open (or nothing: "come to the front") and exits. The running
copy raises its window and opens the file.

A copy killed without clean-up leaves its lock file and, on Unix, its socket file behind: the lock
names the dead process, so `QLockFile` takes it over, and the new first copy removes the old
socket before listening. The lock comes first so two copies started at the same moment cannot
both remove each other's socket.

Messages are bytes, never pickles: one JSON object `{"open": "/absolute/path.tabletop"}` or
`{"open": null}`, answered by `ok`.
"""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
import sys
import tempfile
import threading
import time
from multiprocessing.connection import Client, Connection, Listener
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Qt, Signal

from tabletop_desktop import APP_ID

log = logging.getLogger(__name__)

MAX_MESSAGE_BYTES = 64 * 1024  # a path; anything longer is not from us
CONNECT_TRIES_S = 5.0  # how long a second launch keeps trying while the first one starts
MAX_SOCKET_PATH = 100  # Unix socket paths are limited to about 104-108 bytes


def instance_key(folder: Path) -> str:
    """The channel's name for the app whose state lives in `folder` (per person and per folder,
    so tests and `TABLETOP_DESKTOP_HOME` get their own)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (containers)
        user = "user"
    digest = hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:16]
    return f"{APP_ID}-{digest}"


def _state_folder() -> Path:
    from tabletop_desktop.storage.paths import state_dir

    folder = state_dir()
    return folder if folder.is_dir() else Path(tempfile.gettempdir())


def _address(key: str, folder: Path) -> tuple[str, str]:
    """(address, family) of the channel: a named pipe on Windows; on Unix a socket in the
    person's own runtime folder, else the state folder, else the temporary folder (whichever
    gives a path short enough)."""
    if sys.platform == "win32":
        return rf"\\.\pipe\{key}", "AF_PIPE"
    candidates = [os.environ.get("XDG_RUNTIME_DIR", ""), str(folder), tempfile.gettempdir()]
    for base in candidates:
        if base and Path(base).is_dir():
            path = os.path.join(base, f"{key}.sock")
            if len(path.encode()) <= MAX_SOCKET_PATH:
                return path, "AF_UNIX"
    return os.path.join("/tmp", f"{key}.sock"), "AF_UNIX"


class _Relay(QObject):
    request = Signal(object)


class SingleInstance(QObject):
    """The lock and the listening channel of one running copy."""

    # A later launch asked for this: a Path to open, or None to just come to the front.
    fileRequested = Signal(object)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder if folder is not None else _state_folder()
        self.key = instance_key(self.folder)
        self.address, self.family = _address(self.key, self.folder)
        self._lock = QLockFile(str(self.folder / f"{self.key}.lock"))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self._listener: Listener | None = None
        self._relay = _Relay()
        self._relay.request.connect(self.fileRequested, Qt.ConnectionType.QueuedConnection)

    # --- the first copy -----------------------------------------------------------------------
    def claim(self) -> bool:
        """Become the running copy: True if no other copy is running (this one now listens),
        False if another one holds the lock (hand the file over to it)."""
        if not self._lock.tryLock(0):
            return False
        if self.family == "AF_UNIX":
            try:
                os.unlink(self.address)  # a socket left by a copy that was killed
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.warning("Cannot remove the old socket %s: %s", self.address, exc)
        try:
            listener = Listener(self.address, self.family, backlog=8)
            if self.family == "AF_UNIX":
                os.chmod(self.address, 0o600)  # only this person's launches may connect
        except OSError as exc:
            # The lock still keeps other copies out; they will fail to connect and say so.
            log.warning("Cannot listen for other launches: %s", exc)
            return True
        self._listener = listener
        threading.Thread(target=self._serve, args=(listener,), name="other-launches",
                         daemon=True).start()
        log.info("Listening for other launches on %s", self.address)
        return True

    def close(self) -> None:
        """Stop listening and release the lock (the app quits)."""
        listener, self._listener = self._listener, None
        if listener is not None:
            try:
                listener.close()  # removes the socket file
            except OSError:
                pass
        if self._lock.isLocked():
            self._lock.unlock()

    def _serve(self, listener: Listener) -> None:
        # A thread of its own: a later launch gets its answer even while the window is busy.
        while self._listener is listener:
            try:
                connection = listener.accept()
            except OSError:
                return  # closed
            try:
                self._answer(connection)
            except (OSError, EOFError) as exc:
                log.warning("A message from another launch was lost: %s", exc)
            finally:
                connection.close()

    def _answer(self, connection: Connection) -> None:
        if not connection.poll(5.0):
            return
        data = connection.recv_bytes(MAX_MESSAGE_BYTES)
        try:
            message = json.loads(data.decode("utf-8"))
            target = message.get("open") if isinstance(message, dict) else None
            path = Path(target) if isinstance(target, str) and target else None
        except (UnicodeDecodeError, ValueError):
            log.warning("Ignored a garbled message from another launch")
            return
        connection.send_bytes(b"ok")
        log.info("Another launch asked to %s", f"open {path}" if path else "come to the front")
        self._relay.request.emit(path)

    # --- a later copy -------------------------------------------------------------------------
    def hand_over(self, path: Path | None, timeout_s: float = CONNECT_TRIES_S) -> bool:
        """Send `path` (or nothing) to the running copy; True once it confirmed. Tries for up to
        `timeout_s` while the running copy may still be starting."""
        target = str(Path(path).resolve()) if path is not None else None
        message = json.dumps({"open": target}).encode("utf-8")
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                connection = Client(self.address, self.family)
            except OSError as exc:
                if time.monotonic() >= deadline:
                    log.warning("Cannot reach the running copy: %s", exc)
                    return False
                time.sleep(0.1)
                continue
            try:
                connection.send_bytes(message)
                if connection.poll(max(1.0, deadline - time.monotonic())):
                    return connection.recv_bytes(16) == b"ok"
                log.warning("The running copy did not confirm the hand-over")
                return False
            except (OSError, EOFError) as exc:
                log.warning("The hand-over to the running copy failed: %s", exc)
                return False
            finally:
                connection.close()
