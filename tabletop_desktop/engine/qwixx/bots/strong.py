"""Strong: plans its rows with the duel value table and watches the other sheets.

It judges every choice this roll, both crosses together on its own turn, by the expected final
margin over the best other seat (judge.py). What a sheet should still bring comes from the duel
table (solo_values.py: the solo programme where the game may end between its own rolls), for its
own sheet and the others', so it takes points sooner than a solo player; a lock counts for the
points it denies the others and for ending the game when it is ahead. It does not always take both
crosses: a cross that wastes good boxes is declined.

With the play-until-all-locked option (the table knows only the usual end at the second lock) it
uses a hand-made estimate per row instead (`future_by_rows`): the boxes to the right of the last
cross, weighted by how often their number comes up, each future cross worth the crosses before it,
shrinking as the end comes near.

Against Casual in 2-seat games (1,000 games, seed 1) the hand-made estimate alone won 71.1 %, the
duel table by the margin 73.9 % (75.7 % and 73.7 % on seeds 7 and 8; duel tables with other
hazards did no better). The Expert differs by reading the race (see expert.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.bots import solo_values
from tabletop_desktop.engine.qwixx.bots.judge import Pace, choose_with
from tabletop_desktop.engine.qwixx.bots.solo_values import LOCKED
from tabletop_desktop.engine.qwixx.bots.turns import COUNT, LAST, WAYS, number_at
from tabletop_desktop.engine.qwixx.view import QwixxView

# The row estimate (with the play-until-all-locked option). Tuned against Casual in 2-seat games
# with the usual end (600 to 1000 games a setting; rates 0.45 to 1.0, a term for the lock's chance,
# one per penalty already taken, a discount for rows another seat can lock, other scales and
# judging by the chance of winning all did as well or worse: about 70 % wins).
CROSS_RATE = 0.55  # expected crosses per box still open, for a box whose number comes up most
END_SHRINK = (1.1, 1.0, 0.9)  # the estimate's scale with 0, 1, 2+ rows locked or lockable now
# > 0: judge by the chance of winning (judge.worth); with the duel table 3.0 won 75.9 % against
# Casual and the margin alone 75.7 % (seed 7, 1,000 games): the margin keeps it apart from Expert.
SPREAD = 0.0

# BOX_WEIGHT[row][box]: how often the box's number comes up (1 for 7, 1/6 for 2 and 12).
BOX_WEIGHT = [[WAYS[number_at(r, t)] / 6 for t in range(11)] for r in range(4)]


def row_future(r: int, code: int, scale: float) -> float:
    """Estimated points still to come in row `r` (code as in solo_values)."""
    if code == LOCKED:
        return 0.0
    last, k = LAST[code], COUNT[code]
    weights = BOX_WEIGHT[r]
    m = CROSS_RATE * scale * sum(weights[t] for t in range(last + 1, 10))
    # The lock itself is counted when it is on offer (its two crosses are points now); counting
    # its chance in the estimate did not help.
    return m * k + m * (m + 1) / 2


def future_by_rows(codes: Sequence[int], penalties: int, pace: Pace, own_roll_next: bool = True
                   ) -> float:
    """The hand-made estimate of the points a sheet will still score (any end rule)."""
    near = pace.locked + pace.threats + (1 if pace.max_penalties >= 3 else 0)
    if pace.limit > 2:
        near = max(0, near - (pace.limit - 2))
    scale = END_SHRINK[min(near, len(END_SHRINK) - 1)]
    if pace.locked >= pace.limit:
        return 0.0
    return sum(row_future(r, code, scale) for r, code in enumerate(codes))


def future(codes: Sequence[int], penalties: int, pace: Pace, own_roll_next: bool = True
           ) -> float:
    """Strong's estimate of the points a sheet will still score: the duel table's value, or the
    row estimate when the game ends only with all four rows locked."""
    if pace.limit != 2:
        return future_by_rows(codes, penalties, pace, own_roll_next)
    return solo_values.value(codes, penalties, solo_values.DUEL_FILE_NAME)


class StrongBot:
    """Judges whole-roll choices with the duel table and the other seats in view."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level
        # Load the table now (about 0.7 s, in the worker process), not during the first decision.
        solo_values.table(solo_values.DUEL_FILE_NAME)

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or the choice with the best expected final margin (solo: final score)."""
        return choose_with(view, rng, future, SPREAD)
