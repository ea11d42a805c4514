"""Expert: determinized Monte Carlo search over the tiles it cannot see.

Candidates are the Strong bot's best placements (plus its exchange). For each sample the engine's
`determinize(view, rng)` deals the unseen tiles to the bag and the other hands; every surviving
candidate is then played out on that same deal (common random numbers, so candidates are compared
on identical luck; see `lookahead.playout`). Successive halving drops the weaker half of the candidates after rounds of
samples, so the samples go to the moves that are still in contention.

The search stops at the sample cap or when the time budget is nearly spent, whichever comes first;
tests use the cap (with a generous budget) so that results never depend on the clock.
"""

from __future__ import annotations

import random
import time

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.api import determinize
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.common import kept_after
from tabletop_desktop.engine.qwirkle.bots.lookahead import Option, playout
from tabletop_desktop.engine.qwirkle.bots.strong import StrongBot
from tabletop_desktop.engine.qwirkle.view import QwirkleView

TIME_SAFETY = 0.9  # share of the budget for sampling (ranking the candidates comes first)


class ExpertBot:
    """Determinized search over Strong's best candidates, within a sample cap and a time budget."""

    def __init__(self, level: BotLevel, top_k: int = 8, sample_cap: int = 48) -> None:
        self.level = level
        self.top_k = top_k
        self.sample_cap = sample_cap
        self.strong = StrongBot(level)

    def options(self, view: QwirkleView, board: Board) -> list[Option]:
        """Strong's top placements and, with tiles in the bag, its exchange."""
        ranked = self.strong.ranked(view, board)
        result = [
            Option(c.action(view.seat), c.move[0], c.points, c.kept)
            for _, c in ranked[: self.top_k]
        ]
        swap = self.strong.exchange(view)
        if swap is not None:
            tiles = swap[1].tiles
            result.append(Option(swap[1], (), 0, kept_after(view.hand, tiles), tiles))
        return result

    def choose(self, view: QwirkleView, rng: random.Random, budget_s: float) -> Action:
        """The option with the best mean playout value (Strong's choice when there is nothing to
        search: the first move, the exact endgame, or a single option)."""
        start = time.perf_counter()
        deadline = start + TIME_SAFETY * budget_s
        board = view.make_board()
        if view.first_move or (view.bag_count == 0 and view.seat_count == 2):
            return self.strong.choose(view, rng, budget_s)
        options = self.options(view, board)
        if not options:
            return self.strong.choose(view, rng, budget_s)
        if len(options) == 1:
            return options[0].action
        alive = options
        # Halve the field after rounds of 4, 8, 16... samples (successive halving).
        next_cut = 4
        for sample_no in range(1, self.sample_cap + 1):
            round_start = time.perf_counter()
            sample = determinize(view, rng)
            for option in alive:
                option.total += playout(view, sample, board, option)
                option.samples += 1
            now = time.perf_counter()
            # Stop before a round that would likely end past the deadline.
            if now + (now - round_start) > deadline:
                break
            if sample_no == next_cut and len(alive) > 2:
                alive = sorted(alive, key=lambda o: -o.mean)[: max(2, len(alive) // 2)]
                next_cut *= 2
        best = max(alive, key=lambda o: o.mean)
        return best.action

