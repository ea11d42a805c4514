"""Measures how long the GUI event loop was blocked: the worst gap between timer ticks.

A `QTimer` asks to tick every few milliseconds; when the event loop is busy (or the GUI thread
waits for the GIL held by a bot's thread) the tick comes late. The worst lateness is the worst
stall a person would have felt as a frozen window.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer


class StallProbe(QObject):
    """Ticks every `interval_ms` and keeps the worst lateness seen between `start()` and `stop()`."""

    def __init__(self, interval_ms: int = 5, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval_ms = interval_ms
        self.worst_ms = 0.0
        self.ticks = 0
        self._last: float | None = None
        self._timer = QTimer(self)
        # A precise timer, so ordinary timer coarsening is not mistaken for a stall.
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Forget earlier figures and start measuring."""
        self.worst_ms = 0.0
        self.ticks = 0
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> float:
        """Stop measuring; returns `worst_ms`."""
        self._timer.stop()
        self._tick()
        self._last = None
        return self.worst_ms

    def is_running(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        now = time.perf_counter()
        if self._last is not None:
            late_ms = (now - self._last) * 1000.0 - self.interval_ms
            if late_ms > self.worst_ms:
                self.worst_ms = late_ms
            self.ticks += 1
        self._last = now
