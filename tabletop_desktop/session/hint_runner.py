"""Finds hints off the GUI thread, beside the bot runner and in the same worker process.

A hint is the game's own `advise(view, rng, budget_s)` (engine code: the Strong bot's move in
Qwirkle, the Expert's choice in Qwixx, the exact solver in Quiddler). It runs in the bots' worker
process, because a pure-Python search in a thread holds the GIL and makes the window stutter; when
that process cannot be used it runs in a thread instead (slower window, same advice).

Every question carries the runner's generation; `invalidate()` (any move, undo, load) moves it on,
so advice for a position that has gone is dropped instead of shown.
"""

from __future__ import annotations

import logging
import threading
import traceback

from PySide6.QtCore import QObject, Qt, Signal

from tabletop_desktop.engine.core import Advice, Seat, View
from tabletop_desktop.session import bot_worker
from tabletop_desktop.session.bot_runner import call_in_worker

log = logging.getLogger(__name__)

HINT_BUDGET_S = 0.4  # the most a hint may think: a person asked and is waiting


class _Relay(QObject):
    # generation, seat, advice (None on failure), error text (None on success)
    answered = Signal(int, int, object, object)


class HintRunner(QObject):
    """One hint per seat at a time; answers to an older position are dropped."""

    answered = Signal(int, object)  # seat, Advice
    failed = Signal(int, str)  # seat, what went wrong

    def __init__(self, engine_module: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine_module = engine_module
        self.generation = 0
        self._asked: set[Seat] = set()
        self._closed = False
        self._relay = _Relay()
        self._relay.answered.connect(self._on_relay, Qt.ConnectionType.QueuedConnection)

    def asking(self) -> frozenset[Seat]:
        """Seats whose hint is being looked for now."""
        return frozenset(self._asked)

    def ask(self, seat: Seat, view: View, seed: int, budget_s: float = HINT_BUDGET_S) -> bool:
        """Look for advice for `view` (the seat's own view); False when one is already coming."""
        if self._closed or seat in self._asked:
            return False
        self._asked.add(seat)
        generation, relay, module = self.generation, self._relay, self._engine_module
        call_in_worker(
            bot_worker.advise, (module, view, seed, budget_s),
            lambda advice, error: relay.answered.emit(generation, seat, advice, error),
            lambda why: self._in_thread(generation, seat, view, seed, budget_s, why),
        )
        return True

    def _in_thread(self, generation: int, seat: Seat, view: View, seed: int, budget_s: float,
                   why: str) -> None:
        log.warning("Hint worker process unavailable (%s); the hint is found in a thread", why)
        relay, module = self._relay, self._engine_module

        def run() -> None:
            try:
                advice = bot_worker.advise(module, view, seed, budget_s)
            except Exception:  # noqa: BLE001 - reported, never raised into the thread
                relay.answered.emit(generation, seat, None, traceback.format_exc())
                return
            relay.answered.emit(generation, seat, advice, None)

        threading.Thread(target=run, name="hint", daemon=True).start()

    def invalidate(self) -> None:
        """The position changed: advice still on its way is dropped when it arrives."""
        self.generation += 1
        self._asked.clear()

    def shutdown(self) -> None:
        self.invalidate()
        self._closed = True

    def _on_relay(self, generation: int, seat: int, advice: object, error: object) -> None:
        if self._closed or generation != self.generation:
            return
        self._asked.discard(seat)
        if error is not None or not isinstance(advice, Advice):
            log.warning("A hint for seat %d failed: %s", seat, error)
            self.failed.emit(seat, str(error))
            return
        self.answered.emit(seat, advice)
