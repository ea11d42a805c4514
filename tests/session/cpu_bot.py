"""A deliberately CPU-heavy bot for the toy game, to measure how a thinking bot stalls the window.

It burns pure-Python work (holding the GIL) for its whole budget, then plays its first chip. The
runner is given this module as the "engine module", so the worker process imports it by name.
"""

from __future__ import annotations

import random
import time

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action, View

IN_THREAD = BotLevel("busy", "Busy", "Thinks hard in a thread.", 1.0)
IN_WORKER = BotLevel("busy-heavy", "Busy", "Thinks hard in the worker process.", 1.0, heavy=True)


class BusyBot:
    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: View, rng: random.Random, budget_s: float) -> Action:
        from tests.support.toy_game import Pass, PlayChip

        end = time.perf_counter() + budget_s
        total = 0
        while time.perf_counter() < end:
            # Small pure-Python steps, like a search evaluating positions.
            for i in range(2000):
                total += (i * i) % 7
        hand = getattr(view, "hand", ())
        return PlayChip(view.seat, hand[0]) if hand else Pass(view.seat)


def make_bot(level_key: str) -> BusyBot:
    return BusyBot(IN_WORKER if level_key == IN_WORKER.key else IN_THREAD)
