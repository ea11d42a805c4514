"""Choosing a Qwixx move by judging where each choice leads, shared by Strong and Expert.

Each choice this roll (see turns.py) ends in a sheet for this seat and, through any row it locks,
changed prospects for the others. A choice is worth the seat's points plus what its sheet should
still bring (`future`), minus the same for the best other seat: the expected final margin. When the
choice ends the game the margin is exact. Solo, it is simply the expected final score.

The two bots differ in `future`: Strong's is a hand-tuned estimate per row, Expert's comes from the
exact value tables (solo_values.py).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots.turns import (
    Outcome,
    lock_limit,
    others_after,
    outcomes,
)
from tabletop_desktop.engine.qwixx.sheet import ROWS
from tabletop_desktop.engine.qwixx.view import QwixxView


@dataclass(frozen=True)
class Pace:
    """How near the end the game looks: rows locked, rows someone could lock at once (5 or more
    crosses and the last number still open), the most penalties on any sheet, the seat count."""

    locked: int
    threats: int
    max_penalties: int
    seats: int
    limit: int


# future(codes, penalties, pace, own_roll_next) -> expected points still to come for that sheet;
# own_roll_next: the next roll is that sheet's owner's (both actions), not another seat's.
Future = Callable[[Sequence[int], int, Pace, bool], float]


def pace_of(view: QwixxView) -> Pace:
    """The pace of the game in the view (before this seat's choice)."""
    threats = sum(
        1
        for row in ROWS
        if row not in view.locked and any(len(s.row(row).crossed) >= 5 for s in view.sheets)
    )
    return Pace(
        locked=len(view.locked),
        threats=threats,
        max_penalties=max(s.penalties for s in view.sheets),
        seats=len(view.sheets),
        limit=lock_limit(view),
    )


def worth(view: QwixxView, outcome: Outcome, future: Future, pace: Pace,
          spread: float = 0.0) -> float:
    """The expected final score after `outcome` (solo); with other seats the expected final margin
    over the best of them, or, with `spread` > 0, the chance of winning: the margin over its
    uncertainty, spread * sqrt(the points still to come on both sheets)."""
    mine: float = view.sheets[view.seat].score() + outcome.gain
    to_come = 0.0
    # This choice is the last of the roll for this seat: the next roll is the next seat's.
    next_roller = (view.active + 1) % pace.seats
    locked = pace.locked + len(outcome.new_locks)
    after = Pace(locked, pace.threats, max(pace.max_penalties, outcome.penalties), pace.seats,
                 pace.limit)
    if not outcome.ends:
        to_come = future(outcome.codes, outcome.penalties, after, next_roller == view.seat)
        mine += to_come
    if pace.seats == 1:
        return mine
    best_other = None
    best_to_come = 0.0
    for seat, score, codes, penalties in others_after(view, outcome.new_locks):
        theirs_to_come = 0.0 if outcome.ends else future(codes, penalties, after,
                                                         next_roller == seat)
        theirs = score + theirs_to_come
        if best_other is None or theirs > best_other:
            best_other, best_to_come = theirs, theirs_to_come
    assert best_other is not None
    margin = mine - best_other
    if spread <= 0:
        return margin
    if outcome.ends:
        return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    sigma = spread * math.sqrt(max(1.0, to_come + best_to_come))
    return 0.5 * (1.0 + math.erf(margin / (sigma * math.sqrt(2.0))))


def best_outcome(view: QwixxView, rng: random.Random, future: Future, spread: float = 0.0
                 ) -> tuple[Outcome, float, list[tuple[Outcome, float]]] | None:
    """The best choice now, its worth, and every choice with its worth (None: nothing to decide)."""
    found = outcomes(view)
    if not found:
        return None
    pace = pace_of(view)
    judged = [(o, worth(view, o, future, pace, spread)) for o in found]
    top = max(w for _, w in judged)
    tied = [o for o, w in judged if w >= top - 1e-9]
    # Among equal choices, the one with fewer crosses keeps more boxes open.
    fewest = min(o.crosses for o in tied)
    tied = [o for o in tied if o.crosses == fewest]
    chosen = tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]
    return chosen, top, judged


def action_for(view: QwixxView, outcome: Outcome | None) -> Action:
    """The action that starts `outcome` now (the white-sum part in action 1, the colour part in
    action 2); a roll in the roll phase."""
    seat = view.seat
    if view.phase == "roll":
        return Roll(seat)
    if view.phase == "white":
        return WhiteChoice(seat, outcome.white_row if outcome else None)
    if outcome is None or outcome.colour is None:
        return ColourChoice(seat, None)
    row, white, _ = outcome.colour
    return ColourChoice(seat, row, white)


def choose_with(view: QwixxView, rng: random.Random, future: Future, spread: float = 0.0
                ) -> Action:
    """The bot's action: roll when it is time, otherwise the best-judged choice."""
    if view.phase == "roll":
        return Roll(view.seat)
    best = best_outcome(view, rng, future, spread)
    return action_for(view, best[0] if best else None)
