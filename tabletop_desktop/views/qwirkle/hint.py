"""The hint: the Strong bot's move for the person's view, found off the GUI thread with a small
budget. If the bot can't be used, the highest-scoring legal move stands in."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.engine.qwirkle.view import QwirkleView

HINT_BUDGET_S = 0.4


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


def suggest(view: QwirkleView, seed: int, budget_s: float = HINT_BUDGET_S) -> Action | None:
    """The Strong bot's choice for `view`, or the best-scoring move when the bot is unavailable."""
    try:
        from tabletop_desktop.engine.qwirkle import make_bot

        action = make_bot("strong").choose(view, random.Random(seed), budget_s)
        if action is not None:
            return action
    except Exception:  # noqa: BLE001 - a hint must never break the game; fall back below
        pass
    return best_scoring_action(view)


class _Signals(QObject):
    done = Signal(int, object)  # token, action or None


class _HintTask(QRunnable):
    def __init__(self, view: QwirkleView, token: int, seed: int, signals: _Signals) -> None:
        super().__init__()
        self.view, self.token, self.seed, self.signals = view, token, seed, signals

    def run(self) -> None:
        self.signals.done.emit(self.token, suggest(self.view, self.seed))


class HintFinder(QObject):
    """Asks for one hint at a time; answers for an outdated request (`token`) are dropped."""

    found = Signal(object)  # the suggested action, or None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._token = 0
        self.running = False

    def request(self, view: QwirkleView, seed: int) -> None:
        self._token += 1
        self.running = True
        QThreadPool.globalInstance().start(_HintTask(view, self._token, seed, self._signals))

    def cancel(self) -> None:
        """Forget the request in flight (the turn changed)."""
        self._token += 1
        self.running = False

    def _on_done(self, token: int, action: object) -> None:
        if token != self._token:
            return
        self.running = False
        self.found.emit(action)
