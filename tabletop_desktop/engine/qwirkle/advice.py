"""Hints: the Strong bot's move for a seat's view, with the words that say what it is.

`advise(view, rng, budget_s)` is a top-level function on picklable data (a frozen view in, a frozen
`Advice` out), so the session can run it in the bots' worker process. If the search fails, the
highest-scoring legal move stands in: a hint must never leave the person without an answer.
"""

from __future__ import annotations

import logging
import random

from tabletop_desktop.engine.bots import Bot
from tabletop_desktop.engine.core import Action, Advice
from tabletop_desktop.engine.message import Text, translate
from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.actions import Exchange, Place
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.tiles import tiles_message
from tabletop_desktop.engine.qwirkle.view import QwirkleView

log = logging.getLogger(__name__)

HINT_LEVEL = "strong"
NOTHING_TO_DO = translate("qwirkle", "There is nothing to decide now.")
PASS_HINT = translate("qwirkle", "Hint: no tile fits and the bag is empty, so pass (P).")


def points_words(n: int) -> Text:
    return translate("qwirkle", "1 point") if n == 1 else translate("qwirkle", "%n points", "", n)


def hint_words(action: Action, table: Board) -> Text:
    """What the hint says on the status line, in whole sentences."""
    if isinstance(action, Place):
        points = rules.score(table, list(action.placements))
        return translate("qwirkle", "Hint: {tiles} for {points}, shown faintly on the table. "
                         "Press Place the hint (H) or click a faint tile to lay it out.",
                         tiles=tiles_message([tile for _, tile in action.placements]),
                         points=points_words(points))
    if isinstance(action, Exchange):
        return translate("qwirkle", "Hint: no placement is worth much; exchange {tiles}. Press "
                         "Place the hint (H) to mark them for the exchange.",
                         tiles=tiles_message(list(action.tiles)))
    return PASS_HINT


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


_bots: dict[str, Bot] = {}


def _hint_bot() -> Bot:
    """The Strong bot, made once per process (the worker answers many hints)."""
    from tabletop_desktop.engine.qwirkle.api import make_bot

    if HINT_LEVEL not in _bots:
        _bots[HINT_LEVEL] = make_bot(HINT_LEVEL)
    return _bots[HINT_LEVEL]


def advise(view: QwirkleView, rng: random.Random, budget_s: float) -> Advice:
    """The Strong bot's move for `view.seat` now (within `budget_s`), in words and as the action."""
    if not view.legal_actions():
        return Advice(NOTHING_TO_DO)
    action: Action | None
    try:
        action = _hint_bot().choose(view, rng, budget_s)
    except Exception as exc:  # noqa: BLE001 - a hint must never break the game
        log.warning("The hint's search failed, using the best-scoring move: %s", exc)
        action = best_scoring_action(view)
    assert action is not None  # the view has legal actions
    return Advice(hint_words(action, rules.as_board(view.board_dict)), action)
