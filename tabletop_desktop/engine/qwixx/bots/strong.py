"""Strong: plans its rows with the duel value table and will not end a game it would lose.

It judges every choice this roll, both crosses together on its own turn, by its own expected final
score: the points now plus what its sheet should still bring, from the duel table (solo_values.py:
the solo programme where the game may end between its own rolls, so it takes points sooner than a
solo player). It does not always take both crosses: a cross that wastes good boxes is declined.
The other sheets count in one way: a choice that ends the game (a second lock, a fourth penalty)
while it is behind is out of the question unless nothing else is left. It does not race: it does
not lock just to end a game it leads, nor weigh what a lock denies the others; that is the
Expert's game (expert.py).

With the play-until-all-locked option (the table knows only the usual end at the second lock) it
uses a hand-made estimate per row instead (`future_by_rows`): the boxes to the right of the last
cross, weighted by how often their number comes up, each future cross worth the crosses before it,
shrinking as the end comes near.

Measured in 2-seat games, 1,000 games each (win % against Casual / Expert's win % against it):
the hand-made estimate judged by the margin over the best other seat, 71.1 / 53.0 (seed 1); the
duel table by the margin, 73.9 / 50.3 (seed 1; as strong as the Expert); this rule, 69.8 / 57.7
(seed 1) and 71.5 / 60.5 (seed 7). Taking a lock to end a game it leads added about 3 points
against Casual but made it as hard for the Expert as the margin did, so it is left to the Expert.
Ending a game it leads and a duel table whose end hazard follows the pace (10 % a roll instead of
6 % once a row is locked or lockable) together: 74.1 % against Casual (2,000 games, seed 1; this
rule 69.0 % on the same games), but the Expert then won only 51.2 % against it (400 games, seed 7).
Every version that beat Casual 73 % or more was as strong as the Expert.

The three rules the Expert has and this bot lacks, measured one by one with
scripts/qwixx_bot_study.py on seed 1 (4,000 games against Casual, 1,000 against the Expert):
this bot 69.2 % against Casual (the Expert beats it 58.4 % in the tournament); ending a game it
leads ("ahead") 72.7 % / Expert 53.5 %; counting its future at 0.9 per sign of the end ("near")
72.2 % / 52.8 %; half of what its lock takes from the others ("deny") 71.5 % / 55.5 %; all three
75.4 % / 48.4 %. Each buys about as much against Casual as it costs the Expert, so none is taken.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import Roll
from tabletop_desktop.engine.qwixx.bots import solo_values
from tabletop_desktop.engine.qwixx.bots.judge import Pace, action_for, pace_of
from tabletop_desktop.engine.qwixx.bots.solo_values import LOCKED
from tabletop_desktop.engine.qwixx.bots.turns import (
    COUNT,
    LAST,
    WAYS,
    Outcome,
    number_at,
    others_after,
    outcomes,
)
from tabletop_desktop.engine.qwixx.view import QwixxView

# The row estimate (with the play-until-all-locked option). Tuned against Casual in 2-seat games
# with the usual end (600 to 1000 games a setting; rates 0.45 to 1.0, a term for the lock's chance,
# one per penalty already taken, a discount for rows another seat can lock, other scales and
# judging by the chance of winning all did as well or worse: about 70 % wins).
CROSS_RATE = 0.55  # expected crosses per box still open, for a box whose number comes up most
END_SHRINK = (1.1, 1.0, 0.9)  # the estimate's scale with 0, 1, 2+ rows locked or lockable now
# A choice that ends the game while behind: this far below every other choice.
LOST_END = 1000.0

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


def worth(view: QwixxView, outcome: Outcome, pace: Pace) -> float:
    """The seat's expected final score after `outcome`, far down when it ends the game lost."""
    mine = view.sheets[view.seat].score() + outcome.gain
    if not outcome.ends:
        return mine + future(outcome.codes, outcome.penalties, pace)
    others = [score for _, score, _, _ in others_after(view, outcome.new_locks)]
    if others and mine < max(others):
        return mine - LOST_END
    return mine


class StrongBot:
    """Judges whole-roll choices by its own expected final score (the duel table)."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level
        # Load the table now (about 0.7 s, in the worker process), not during the first decision.
        solo_values.table(solo_values.DUEL_FILE_NAME)

    def worth(self, view: QwixxView, outcome: Outcome, pace: Pace) -> float:
        """How good `outcome` is (see `worth` above); scripts/qwixx_bot_study.py overrides it to
        measure other rules."""
        return worth(view, outcome, pace)

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or the choice with the best expected final score that does not lose the game."""
        if view.phase == "roll":
            return Roll(view.seat)
        found = outcomes(view)
        if not found:
            return action_for(view, None)
        pace = pace_of(view)
        judged = [(o, self.worth(view, o, pace)) for o in found]
        top = max(w for _, w in judged)
        tied = [o for o, w in judged if w >= top - 1e-9]
        # Among equal choices, the one with fewer crosses keeps more boxes open.
        fewest = min(o.crosses for o in tied)
        tied = [o for o in tied if o.crosses == fewest]
        return action_for(view, tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))])
