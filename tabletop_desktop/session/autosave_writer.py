"""Writes the autosave and finished-game records on a background thread, in order.

An atomic write ends with fsync, which took 12-26 ms per move on the development machine and can
take far longer on a busy disk: on the GUI thread that would be a visible stall after every move.
The session builds the data on the GUI thread (cheap) and hands a write job here; one thread runs
the jobs in the order they came, so the autosave on disk is always the latest one queued.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for

from PySide6.QtCore import QObject, Qt, Signal

from tabletop_desktop.engine.message import Message, Text, with_args
from tabletop_desktop.i18n import text

log = logging.getLogger(__name__)


class WriteFailure(Exception):
    """Raised by a job whose failure needs its own whole sentence: `failed` carries it as is."""


def _sentence(failure: Text, exc: Exception) -> str:
    if isinstance(exc, WriteFailure):
        return text(exc.args[0]) if exc.args else str(exc)
    if isinstance(failure, Message):
        return text(with_args(failure, error=str(exc)))
    return f"{failure}: {exc}"


class _Relay(QObject):
    failed = Signal(str)


class AutosaveWriter(QObject):
    """Runs file writes one after another off the GUI thread; reports failures by `failed`."""

    failed = Signal(str)  # a sentence for the person, on the GUI thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending: list[Future] = []
        self._relay = _Relay()
        self._relay.failed.connect(self._on_failed, Qt.ConnectionType.QueuedConnection)
        self._closed = False
        # The kinds of failure reported since the last write that worked (writer thread only):
        # a full disk fails every autosave, and the person needs to hear it once, not per move.
        self._reported: set[str] = set()

    def submit(self, job: Callable[[], object], failure: Text) -> None:
        """Queue `job`; if it raises, `failed` carries `failure` with the error as its {error}
        (a Message, in the person's language; a plain string gets ": <error>" after it) or the
        sentence of a WriteFailure, once for each kind of `failure` until a write works again."""
        if self._closed:
            log.warning("Write after close ignored: %s", failure)
            return
        relay = self._relay

        def run() -> None:
            try:
                job()
            except Exception as exc:  # noqa: BLE001 - a full disk must not end the game
                if failure in self._reported:
                    log.warning("%s again: %s", failure, exc)
                    return
                self._reported.add(failure)
                log.warning("%s: %s", failure, exc, exc_info=True)
                relay.failed.emit(_sentence(failure, exc))
            else:
                self._reported.clear()

        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(self._executor.submit(run))

    def flush(self, timeout_s: float = 5.0) -> bool:
        """Wait until every queued write is on disk; False if that took longer than `timeout_s`."""
        pending = [f for f in self._pending if not f.done()]
        if not pending:
            return True
        _, not_done = wait_for(pending, timeout=timeout_s)
        return not not_done

    def close(self) -> None:
        """Accept no more writes; the queued ones still finish (the thread ends after them)."""
        self._closed = True
        self._executor.shutdown(wait=False)

    def _on_failed(self, message: str) -> None:
        self.failed.emit(message)
