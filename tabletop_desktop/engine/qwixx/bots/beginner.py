"""Beginner: plays like a new player. It crosses whatever it sees, often far to the right of its
last cross, and takes a bad cross rather than a penalty; it does not plan its rows."""

from __future__ import annotations

import random

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots.common import colour_options, white_options
from tabletop_desktop.engine.qwixx.view import QwixxView

WHITE_SKIPS = 4  # happily skips up to four boxes for the white sum
COLOUR_SKIPS = 3  # a colour cross it does not need: up to three boxes
PENALTY_SKIPS = 6  # anything rather than a penalty, nearly
TAKE_CHANCE = 0.85  # sometimes it just does not notice a cross it could take


class BeginnerBot:
    """Takes a cross it sees (picked at random among the ones that do not skip too much)."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or a random acceptable cross, or decline."""
        seat = view.seat
        if view.phase == "roll":
            return Roll(seat)
        if view.phase == "white":
            options = [o for o in white_options(view) if o.skips <= WHITE_SKIPS]
            if not options or rng.random() > TAKE_CHANCE:
                return WhiteChoice(seat, None)
            return WhiteChoice(seat, rng.choice(options).row)
        if view.must_use_colour:
            options = [o for o in colour_options(view) if o.skips <= PENALTY_SKIPS]
        else:
            options = [o for o in colour_options(view) if o.skips <= COLOUR_SKIPS]
            if rng.random() > TAKE_CHANCE:
                options = []
        if not options:
            return ColourChoice(seat, None)
        choice = rng.choice(options)
        return ColourChoice(seat, choice.row, choice.white)
