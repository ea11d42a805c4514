"""Casual: the highest score this turn over every placement (greedy)."""

from __future__ import annotations

import random
from collections import Counter

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.bots.common import (
    Candidate,
    candidates,
    exchange_or_pass,
    largest_group_tiles,
    pick,
)
from tabletop_desktop.engine.qwirkle.view import QwirkleView


def duplicates(tiles: tuple[int, ...]) -> int:
    """Extra copies of a tile type (twins can never share a line)."""
    return sum(n - 1 for n in Counter(tiles).values())


class CasualBot:
    """Greedy: maximum points now. Ties go to the move that plays more tiles (fresh tiles and a
    step towards the end bonus), then keeps fewer twins, then to the rng."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: QwirkleView, rng: random.Random, budget_s: float) -> Action:
        """A maximum-score placement, or an exchange (pass) when nothing can be placed."""
        options = candidates(view)
        if not options:
            return exchange_or_pass(view, keep=largest_group_tiles(view.hand))

        def key(c: Candidate) -> tuple[int, int, int]:
            return (c.points, c.size, -duplicates(c.kept))

        return pick(rng, options, key).action(view.seat)
