"""Files that are not what they say, for the word-list tests: real FIFOs, links to endless
devices, and a call that must finish in time (a regression fails instead of hanging)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

DEADLINE_S = 15.0


def make_fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def release_fifo(path: Path) -> None:
    """Open the FIFO's writing end for a moment, so a reader stuck in open() is let go."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        return  # nobody is reading: nothing to release
    os.close(fd)


def link_to(path: Path, device: str) -> Path:
    path.symlink_to(device)
    return path


def finishes_in_time(call: Callable[[], Any], fifo: Path | None = None,
                     deadline: float = DEADLINE_S) -> tuple[Any, BaseException | None]:
    """(result, exception) of `call()` run on a daemon thread; fails the test if it does not end
    within `deadline` seconds (it would hang the app's window the same way)."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["result"] = call()
        except BaseException as exc:  # noqa: BLE001 - reported to the test below
            outcome["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(deadline)
    if worker.is_alive():
        if fifo is not None:
            release_fifo(fifo)
        raise AssertionError(f"the call did not end within {deadline} s (it hangs)")
    return outcome.get("result"), outcome.get("error")
