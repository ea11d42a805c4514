"""Casual: a sensible greedy player. It crosses when a cross skips at most one box, locks a row
when it can, and avoids a penalty by taking the least wasteful cross on offer."""

from __future__ import annotations

import random

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots.common import Option, colour_options, pick, white_options
from tabletop_desktop.engine.qwixx.view import QwixxView

MAX_SKIPS = 1  # a cross that skips more than this is not worth it...
PENALTY_SKIPS = 3  # ...unless the alternative is a penalty (-5)


def _key(option: Option) -> tuple[int, int, int]:
    # Fewest boxes skipped first; a lock (it scores the lock cross too) wins a tie.
    return (option.skips, 0 if option.locks else 1, 0)


class CasualBot:
    """Greedy, one cross at a time, with penalty avoidance."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or the least wasteful cross within the limits, or decline."""
        seat = view.seat
        if view.phase == "roll":
            return Roll(seat)
        if view.phase == "white":
            options = [o for o in white_options(view) if o.skips <= MAX_SKIPS]
            if not options:
                return WhiteChoice(seat, None)
            return WhiteChoice(seat, pick(rng, options, _key).row)
        options = colour_options(view)
        limit = PENALTY_SKIPS if view.must_use_colour else MAX_SKIPS
        options = [o for o in options if o.skips <= limit]
        if not options:
            return ColourChoice(seat, None)
        best = pick(rng, options, _key)
        return ColourChoice(seat, best.row, best.white)
