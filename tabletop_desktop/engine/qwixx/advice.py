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
from tabletop_desktop.engine.message import Message, translate
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots import expert
from tabletop_desktop.engine.qwixx.bots.judge import action_for, best_outcome, pace_of, worth
from tabletop_desktop.engine.qwixx.bots.turns import Outcome
from tabletop_desktop.engine.qwixx.legal import legal_colour_moves, legal_white_rows
from tabletop_desktop.engine.qwixx.texts import row_name
from tabletop_desktop.engine.qwixx.view import QwixxView

log = logging.getLogger(__name__)

# A plain suggestion skips rather than leave this many boxes behind (when skipping is free).
PLAIN_SKIP_FROM = 3


@dataclass(frozen=True)
class ExpertAdvice:
    """The suggested action, its expected gain in points over skipping, and the hint in words."""

    action: Action
    gain: float
    words: Message


def _box(row: str, number: int) -> Message:
    """"red 7": one box of a row."""
    return translate("qwixx", "{row} {number}", "a box crossed on a row", row=row_name(row),
                     number=number)


def _colour_words(view: QwixxView, colour: tuple[str, int, int]) -> Message:
    row, white, number = colour
    assert view.dice is not None
    return translate("qwixx", "{row} {number} (white {white} + {row} {die})", row=row_name(row),
                     number=number, white=view.dice.white[white], die=str(view.dice.colour(row)))


def _plan_words(view: QwixxView, outcome: Outcome) -> Message:
    """The plan as the first part of a hint ("Cross the white sum 7 in red, then ...")."""
    assert view.dice is not None
    total = view.dice.white_sum
    if view.phase == "white":
        row = outcome.white_row
        if outcome.colour is not None:
            cross = _colour_words(view, outcome.colour)
            if row:
                return translate("qwixx", "Cross the white sum {sum} in {row}, then cross {cross} "
                                 "with a colour die", sum=total, row=row_name(row), cross=cross)
            return translate("qwixx", "Skip the white sum {sum}, then cross {cross} with a colour "
                             "die", sum=total, cross=cross)
        if view.seat == view.active and row is None:
            return translate("qwixx", "Skip the white sum {sum} and skip the colour cross too "
                             "(a penalty)", sum=total)
        if row:
            return translate("qwixx", "Cross the white sum {sum} in {row}", sum=total,
                             row=row_name(row))
        return translate("qwixx", "Skip the white sum {sum}", sum=total)
    if outcome.colour is not None:
        return translate("qwixx", "Cross {cross}", cross=_colour_words(view, outcome.colour))
    if view.must_use_colour:
        return translate("qwixx", "Skip the colour cross and take the penalty")
    return translate("qwixx", "Skip the colour cross")


def expert_advice(view: QwixxView) -> ExpertAdvice:
    """The Expert's choice for the view's seat now, with its expected gain over skipping
    (expected final score; with other seats, expected final margin over the best of them)."""
    if view.phase == "roll":
        return ExpertAdvice(Roll(view.seat), 0.0, translate("qwixx", "Roll the dice."))
    found = best_outcome(view, random.Random(0), expert.future, expert.SPREAD)
    if found is None:
        return ExpertAdvice(action_for(view, None), 0.0, translate("qwixx", "Nothing to decide "
                                                                       "now."))
    chosen, _, judged = found
    pace = pace_of(view)
    skip = next(o for o, _ in judged if o.white_row is None and o.colour is None)
    gain = worth(view, chosen, expert.future, pace) - worth(view, skip, expert.future, pace)
    action = action_for(view, chosen)
    solo = len(view.sheets) == 1
    plan = _plan_words(view, chosen)
    words: Message
    if chosen is skip or (chosen.white_row is None and chosen.colour is None):
        if solo:
            words = translate("qwixx", "{plan}: every cross on offer costs more in boxes than it "
                              "brings (expected final score).", plan=plan)
        else:
            words = translate("qwixx", "{plan}: every cross on offer costs more in boxes than it "
                              "brings (expected lead at the end).", plan=plan)
    else:
        sign = "+" if gain >= 0 else "-"
        points = f"{sign}{abs(gain):.1f}"
        if solo:
            words = translate("qwixx", "{plan}: about {points} points more than skipping "
                              "(expected final score).", plan=plan, points=points)
        else:
            words = translate("qwixx", "{plan}: about {points} points more than skipping "
                              "(expected lead at the end).", plan=plan, points=points)
    return ExpertAdvice(action, gain, words)


def plain_advice(view: QwixxView) -> Advice:
    """The legal cross that skips the fewest boxes (ties: the leftmost row); skip when every cross
    would skip three or more boxes and skipping costs nothing."""
    sheet = view.sheets[view.seat]
    options: list[tuple[int, str, Action, Message]] = []
    if view.phase == "white" and view.dice is not None:
        total = view.dice.white_sum
        for row in legal_white_rows(view):
            options.append((len(sheet.skipped_by(row, total)), row, WhiteChoice(view.seat, row),
                            _box(row, total)))
        skip: Action = WhiteChoice(view.seat, None)
        free = True
    elif view.phase == "colour":
        for row, white, number in legal_colour_moves(view):
            options.append((len(sheet.skipped_by(row, number)), row,
                            ColourChoice(view.seat, row, white), _box(row, number)))
        skip, free = ColourChoice(view.seat, None), not view.must_use_colour
    else:
        if view.phase == "roll":
            return Advice(translate("qwixx", "Roll the dice."), Roll(view.seat))
        return Advice(translate("qwixx", "Nothing to decide now."))
    if not options:
        if free:
            return Advice(translate("qwixx", "Nothing fits: skip."), skip)
        return Advice(translate("qwixx", "Nothing fits: skip. (It costs a penalty.)"), skip)
    skipped, _, action, box = min(options, key=lambda o: (o[0], o[1]))
    if skipped >= PLAIN_SKIP_FROM and free:
        return Advice(translate("qwixx", "Skip: every cross would leave three or more boxes "
                                "behind."), skip)
    if skipped == 0:
        return Advice(translate("qwixx", "Cross {box}: it leaves no box behind.", box=box), action)
    if skipped == 1:
        return Advice(translate("qwixx", "Cross {box}: it leaves 1 box behind.", box=box), action)
    return Advice(translate("qwixx", "Cross {box}: it leaves {count} boxes behind.", box=box,
                            count=skipped), action)


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
