"""Hints: the Expert's choice for a seat, with its expected gain in words.

`advise(view)` is a top-level function on picklable data (a frozen view in, a frozen `Advice` out),
so the view can run it in the bot worker process, where the value tables live.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import Roll
from tabletop_desktop.engine.qwixx.bots import expert
from tabletop_desktop.engine.qwixx.bots.judge import action_for, best_outcome, pace_of, worth
from tabletop_desktop.engine.qwixx.bots.turns import Outcome
from tabletop_desktop.engine.qwixx.view import QwixxView


@dataclass(frozen=True)
class Advice:
    """The suggested action, its expected gain in points over skipping, and the hint in words."""

    action: Action
    gain: float
    words: str


def _colour_words(view: QwixxView, colour: tuple[str, int, int]) -> str:
    row, white, number = colour
    assert view.dice is not None
    return f"{row} {number} (white {view.dice.white[white]} + {row} {view.dice.colour(row)})"


def _plan_words(view: QwixxView, outcome: Outcome) -> str:
    assert view.dice is not None
    total = view.dice.white_sum
    if view.phase == "white":
        first = (f"Cross the white sum {total} in {outcome.white_row}"
                 if outcome.white_row else f"Skip the white sum {total}")
        if outcome.colour is not None:
            return f"{first}, then cross {_colour_words(view, outcome.colour)} with a colour die"
        if view.seat == view.active and outcome.white_row is None:
            return f"{first} and skip the colour cross too (a penalty)"
        return first
    if outcome.colour is not None:
        return f"Cross {_colour_words(view, outcome.colour)}"
    if view.must_use_colour:
        return "Skip the colour cross and take the penalty"
    return "Skip the colour cross"


def advise(view: QwixxView) -> Advice:
    """The Expert's choice for the view's seat now, with its expected gain over skipping
    (expected final score; with other seats, expected final margin over the best of them)."""
    if view.phase == "roll":
        return Advice(Roll(view.seat), 0.0, "Roll the dice.")
    found = best_outcome(view, random.Random(0), expert.future, expert.SPREAD)
    if found is None:
        return Advice(action_for(view, None), 0.0, "Nothing to decide now.")
    chosen, _, judged = found
    pace = pace_of(view)
    skip = next(o for o, _ in judged if o.white_row is None and o.colour is None)
    gain = worth(view, chosen, expert.future, pace) - worth(view, skip, expert.future, pace)
    action = action_for(view, chosen)
    measure = "expected final score" if len(view.sheets) == 1 else "expected lead at the end"
    plan = _plan_words(view, chosen)
    if chosen is skip or (chosen.white_row is None and chosen.colour is None):
        words = f"{plan}: every cross on offer costs more in boxes than it brings ({measure})."
    else:
        sign = "+" if gain >= 0 else "-"
        words = f"{plan}: about {sign}{abs(gain):.1f} points more than skipping ({measure})."
    return Advice(action, gain, words)
