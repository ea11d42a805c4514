"""Beginner: plays like a new player. It crosses whatever it sees, even far to the right of its
last cross, and does not mind skipping boxes (nor, often, taking a penalty)."""

from __future__ import annotations

import random

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots.common import colour_options, white_options
from tabletop_desktop.engine.qwixx.view import QwixxView

MAX_SKIPS = 4  # happily skips up to four boxes
TAKE_CHANCE = 0.8  # sometimes it just does not notice a cross it could take


class BeginnerBot:
    """Takes a cross it sees (any row, skips up to four boxes), picked at random."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or a random acceptable cross, or decline."""
        seat = view.seat
        if view.phase == "roll":
            return Roll(seat)
        if view.phase == "white":
            options = [o for o in white_options(view) if o.skips <= MAX_SKIPS]
            if not options or rng.random() > TAKE_CHANCE:
                return WhiteChoice(seat, None)
            return WhiteChoice(seat, rng.choice(options).row)
        options = [o for o in colour_options(view) if o.skips <= MAX_SKIPS]
        if not options or rng.random() > TAKE_CHANCE:
            return ColourChoice(seat, None)
        choice = rng.choice(options)
        return ColourChoice(seat, choice.row, choice.white)
