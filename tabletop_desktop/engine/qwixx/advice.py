"""Hints: the Expert's choice for a seat, with its expected gain in words.

`advise(view, rng, budget_s)` is the engine module's hint (engine/core.py `Advice`): a top-level
function on picklable data (a frozen view in, a frozen `Advice` out), so the session's hint
runner runs it in the bot worker process, where the value tables live. Should the Expert fail,
a plain suggestion stands in: the legal cross that leaves the fewest boxes behind.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass

from tabletop_desktop.engine.core import Action, Advice
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots import expert
from tabletop_desktop.engine.qwixx.bots.judge import action_for, best_outcome, pace_of, worth
from tabletop_desktop.engine.qwixx.bots.turns import Outcome
from tabletop_desktop.engine.qwixx.legal import legal_colour_moves, legal_white_rows
from tabletop_desktop.engine.qwixx.view import QwixxView

log = logging.getLogger(__name__)

# A plain suggestion skips rather than leave this many boxes behind (when skipping is free).
PLAIN_SKIP_FROM = 3


@dataclass(frozen=True)
class ExpertAdvice:
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


def expert_advice(view: QwixxView) -> ExpertAdvice:
    """The Expert's choice for the view's seat now, with its expected gain over skipping
    (expected final score; with other seats, expected final margin over the best of them)."""
    if view.phase == "roll":
        return ExpertAdvice(Roll(view.seat), 0.0, "Roll the dice.")
    found = best_outcome(view, random.Random(0), expert.future, expert.SPREAD)
    if found is None:
        return ExpertAdvice(action_for(view, None), 0.0, "Nothing to decide now.")
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
    return ExpertAdvice(action, gain, words)


def plain_advice(view: QwixxView) -> Advice:
    """The legal cross that skips the fewest boxes (ties: the leftmost row); skip when every cross
    would skip three or more boxes and skipping costs nothing."""
    sheet = view.sheets[view.seat]
    options: list[tuple[int, str, Action, str]] = []
    if view.phase == "white" and view.dice is not None:
        total = view.dice.white_sum
        for row in legal_white_rows(view):
            options.append((len(sheet.skipped_by(row, total)), row, WhiteChoice(view.seat, row),
                            f"{row} {total}"))
        skip: Action = WhiteChoice(view.seat, None)
        free = True
    elif view.phase == "colour":
        for row, white, number in legal_colour_moves(view):
            options.append((len(sheet.skipped_by(row, number)), row,
                            ColourChoice(view.seat, row, white), f"{row} {number}"))
        skip, free = ColourChoice(view.seat, None), not view.must_use_colour
    else:
        return Advice("Roll the dice.", Roll(view.seat)) if view.phase == "roll" \
            else Advice("Nothing to decide now.")
    if not options:
        return Advice("Nothing fits: skip." + ("" if free else " (It costs a penalty.)"), skip)
    skipped, _, action, words = min(options, key=lambda o: (o[0], o[1]))
    if skipped >= PLAIN_SKIP_FROM and free:
        return Advice("Skip: every cross would leave three or more boxes behind.", skip)
    boxes = "no box" if skipped == 0 else ("1 box" if skipped == 1 else f"{skipped} boxes")
    return Advice(f"Cross {words}: it leaves {boxes} behind.", action)


def advise(view: QwixxView, rng: random.Random | None = None, budget_s: float = 0.0) -> Advice:
    """The engine module's hint for the view's seat (engine/core.py `Advice`): the Expert's
    choice in words, or the plain suggestion should the Expert fail. The Expert is exact and
    quick, so neither `rng` nor `budget_s` changes what it says."""
    try:
        found = expert_advice(view)
    except Exception as exc:  # noqa: BLE001 - any failure of the Expert: the plain one stands in
        log.info("Hint: no Expert advice (%s); a plain suggestion instead", exc)
        return plain_advice(view)
    return Advice(found.words, found.action)
