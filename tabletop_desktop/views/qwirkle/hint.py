"""The hint: the Strong bot's move for the person's view, found in the bots' worker process with
a small budget. A pure-Python search in a thread would hold the GIL and make the window stutter;
the worker process thinks beside it. If the worker can't be used, the highest-scoring legal move
stands in, and it is said so in the log."""

from __future__ import annotations

import logging
from concurrent.futures import Future

from PySide6.QtCore import QObject, Signal

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.engine.qwirkle.view import QwirkleView

log = logging.getLogger(__name__)

HINT_BUDGET_S = 0.4
ENGINE_MODULE = "tabletop_desktop.engine.qwirkle"
HINT_LEVEL = "strong"


def best_scoring_action(view: QwirkleView) -> Action | None:
    """The legal action with the highest immediate score (placements before exchanges)."""
    actions = view.legal_actions()
    if not actions:
        return None
    board = view.board_dict

    def points(action: Action) -> int:
        if isinstance(action, Place):
            return rules.score(board, list(action.placements)) + 1000
        return 0

    return max(actions, key=points)


class _Signals(QObject):
    done = Signal(int, object)  # token, action or None


class HintFinder(QObject):
    """Asks for one hint at a time; answers for an outdated request (`token`) are dropped."""

    found = Signal(object)  # the suggested action, or None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._token = 0
        self._view: QwirkleView | None = None
        self.running = False
        self.used_worker = False  # the last hint came from the worker (tests and the bench)

    def request(self, view: QwirkleView, seed: int) -> None:
        """Ask the worker process for the Strong bot's move for `view`."""
        from tabletop_desktop.session import bot_worker
        from tabletop_desktop.session.bot_runner import worker_pool

        self._token += 1
        token, signals = self._token, self._signals
        self._view = view
        self.running = True
        try:
            future = worker_pool().submit(bot_worker.choose, ENGINE_MODULE, HINT_LEVEL, view, seed,
                                          HINT_BUDGET_S)
        except Exception as exc:  # noqa: BLE001 - no worker: the quick answer below stands in
            log.warning("Hint worker unavailable, using the best-scoring move: %s", exc)
            signals.done.emit(token, None)
            return

        def done(f: Future) -> None:
            # The executor's own thread: only the queued signal crosses to the GUI thread.
            try:
                action = f.result()
            except BaseException as exc:  # noqa: BLE001 - a hint must never break the game
                log.warning("Hint worker failed, using the best-scoring move: %s", exc)
                action = None
            signals.done.emit(token, ("worker", action) if action is not None else None)

        future.add_done_callback(done)

    def cancel(self) -> None:
        """Forget the request in flight (the turn changed)."""
        self._token += 1
        self.running = False

    def _on_done(self, token: int, answer: object) -> None:
        if token != self._token:
            return
        self.running = False
        if isinstance(answer, tuple):
            self.used_worker = True
            self.found.emit(answer[1])
            return
        self.used_worker = False
        self.found.emit(best_scoring_action(self._view) if self._view is not None else None)
