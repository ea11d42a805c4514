"""Beginner: plays one tile at a time, usually a good one, like a new player."""

from __future__ import annotations

import random

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.bots.common import (
    candidates,
    exchange_or_pass,
    largest_group_tiles,
)
from tabletop_desktop.engine.qwirkle.view import QwirkleView

# How often the beginner takes its best single tile; otherwise it takes one of the next best.
BEST_CHANCE = 0.6


class BeginnerBot:
    """Single tiles only (except the first move, which the rules may make longer)."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: QwirkleView, rng: random.Random, budget_s: float) -> Action:
        """A good-scoring single tile, sometimes not the best; exchange when stuck."""
        options = candidates(view)
        if view.first_move:
            if not options:
                return exchange_or_pass(view)
            # A new player starts with the biggest line they can see.
            longest = max(c.size for c in options)
            options = [c for c in options if c.size == longest]
            return options[rng.randrange(len(options))].action(view.seat)
        singles = [c for c in options if c.size == 1]
        if not singles:
            return exchange_or_pass(view, keep=largest_group_tiles(view.hand))
        singles.sort(key=lambda c: (-c.points, c.move[0]))
        if rng.random() < BEST_CHANCE or len(singles) == 1:
            return singles[0].action(view.seat)
        top = singles[1:4]
        return top[rng.randrange(len(top))].action(view.seat)
