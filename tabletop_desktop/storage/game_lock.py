"""A lock per game in progress, so two running copies of the app never write one autosave.

A second copy may start while the first one runs (when the first does not answer in time): both
list the games in progress, and each game may be played by one window at a time. The lock is a
file next to the autosave, created with O_EXCL (so only one copy can make it), holding the pid of
its process, the host and the process's start time. A lock whose process is gone (killed, or a
new process that reused its pid) is stale and is taken over. Pure Python: storage never imports
Qt.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import sys
from contextlib import suppress
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# Lock files this process holds (any window of it): another window of the same process must see
# them as taken, while a lock naming this pid that nobody here holds is a leftover of an earlier
# process that had the same pid (containers start every run as the same pid).
_held: set[str] = set()


def _start_time(pid: int) -> str:
    """When process `pid` started, as the system counts it ("" where that is not known): a pid
    reused by a later process then does not keep an old lock alive."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return ""
    # The command name (field 2) is in brackets and may hold spaces; field 22 is the start time.
    fields = text.rsplit(")", 1)[-1].split()
    return fields[19] if len(fields) > 19 else ""


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill(pid, 0) would send CTRL_C_EVENT there
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        try:
            ok = kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        finally:
            kernel32.CloseHandle(handle)
        return bool(ok) and code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: alive
    except OSError:
        return False
    return True


def _owner() -> dict[str, Any]:
    pid = os.getpid()
    return {"pid": pid, "host": socket.gethostname(), "started": _start_time(pid)}


def _is_stale(path: Path, holder: dict[str, Any]) -> bool:
    pid = holder.get("pid")
    if not isinstance(pid, int) or isinstance(pid, bool):
        return True  # not a lock of ours (half written by a copy killed while taking it)
    if holder.get("host") != socket.gethostname():
        return False  # another machine sharing the folder: its process cannot be checked
    if pid == os.getpid():
        return str(path) not in _held
    if not _pid_alive(pid):
        return True
    started, now_started = holder.get("started"), _start_time(pid)
    return bool(started and now_started and started != now_started)  # the pid was reused


def _read_holder(path: Path) -> dict[str, Any] | None:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except OSError:
        return {}
    try:
        holder = json.loads(text)
    except ValueError:
        return {}
    return holder if isinstance(holder, dict) else {}


class GameLock:
    """The lock of one game in progress (`<autosave>.lock`)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.held = False

    def acquire(self) -> bool:
        """Take the lock: True if this window may play the game now, False if another window
        (of this copy or another) holds it. A stale lock is taken over. Never raises: a folder
        that cannot hold the lock (a file in its place) lets the game go on, unprotected."""
        if self.held:
            return True
        for _ in range(5):
            try:
                fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
            except FileExistsError:
                if not self._take_over_stale():
                    return False
                continue
            except OSError as exc:
                log.warning("The game lock %s cannot be made: %s", self.path, exc)
                return True
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(_owner(), handle)
            self.held = True
            _held.add(str(self.path))
            return True
        return False

    def _take_over_stale(self) -> bool:
        """Remove the lock file if its holder is gone; False if it is alive. Two copies taking
        over at once: only one can rename the stale file away, and the other tries again."""
        holder = _read_holder(self.path)
        if holder is None:
            return True  # gone meanwhile: try again
        if not _is_stale(self.path, holder):
            return False
        aside = self.path.with_name(f"{self.path.name}.stale-{os.getpid()}")
        try:
            os.rename(self.path, aside)
        except FileNotFoundError:
            return True
        except OSError as exc:
            log.warning("The stale game lock %s cannot be removed: %s", self.path, exc)
            return False
        if _read_holder(aside) != holder:
            # A fresh lock of another copy got here between reading and renaming: give it back.
            with suppress(OSError):
                os.link(aside, self.path)
        with suppress(OSError):
            os.unlink(aside)
        log.info("Took over the stale game lock %s (%s)", self.path, holder)
        return True

    def is_taken(self) -> bool:
        """Whether another window holds this game now (without taking it)."""
        if self.held:
            return False
        holder = _read_holder(self.path)
        return holder is not None and not _is_stale(self.path, holder)

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        _held.discard(str(self.path))
        with suppress(OSError):
            os.unlink(self.path)
