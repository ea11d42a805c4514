"""What a seat's choices this roll lead to, on compact row codes (see solo_values.py), for the
Strong and Expert bots and the hints.

A sheet is four row codes (ROWS order; 56 = locked, by anyone) plus the penalties. `outcomes(view)`
lists every choice the seat has now, whole-roll choices included: in action 1 the active seat's
white-sum choice is judged together with the colour cross it makes possible afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_desktop.engine.qwixx.bots.solo_values import (
    LOCKED,
    row_code,
    row_of_code,
    sheet_codes,
)
from tabletop_desktop.engine.qwixx.sheet import MAX_PENALTIES, PENALTY_POINTS, ROWS
from tabletop_desktop.engine.qwixx.view import QwixxView


def _tables() -> tuple[list[list[int]], list[list[int]]]:
    cross = [[-1] * 11 for _ in range(57)]
    gain = [[0] * 11 for _ in range(57)]
    for code in range(LOCKED):
        last, k = row_of_code(code)
        first = 0 if last is None else last + 1
        for t in range(first, 11):
            if t == 10:
                if k >= 5:
                    cross[code][t] = LOCKED
                    gain[code][t] = (k + 1) + (k + 2)  # the last number and the lock cross
            else:
                cross[code][t] = row_code(t, k + 1, False)
                gain[code][t] = k + 1
    return cross, gain


def _last_cross(code: int) -> int:
    last = row_of_code(code)[0]
    assert last is not None  # only the empty row (code 0) has no last cross
    return last


CROSS, GAIN = _tables()  # CROSS[code][box]: the code after crossing box (-1: not allowed)
# LAST[code]: box index of the last cross (-1 none); COUNT[code]: crosses (lock cross not counted)
LAST = [-1] + [_last_cross(c) for c in range(1, LOCKED)] + [10]
COUNT = [0] + [row_of_code(c)[1] for c in range(1, LOCKED)] + [0]
# How many of the 36 white-dice rolls give each sum (2..12).
WAYS = {n: 6 - abs(7 - n) for n in range(2, 13)}


def box(row: int, number: int) -> int:
    """Box index of `number` in row `row` (0, 1: red, yellow run 2..12; 2, 3 run 12..2)."""
    return number - 2 if row < 2 else 12 - number


def number_at(row: int, index: int) -> int:
    """The number in box `index` of row `row`."""
    return index + 2 if row < 2 else 12 - index


@dataclass(frozen=True)
class Outcome:
    """One choice of the seat this roll and the sheet it leads to."""

    white_row: str | None  # action 1 (None: declined, or not this seat's decision any more)
    colour: tuple[str, int, int] | None  # action 2: (row, white die index, number), or None
    codes: tuple[int, ...]  # one row code per row, in ROWS order
    penalties: int
    gain: int  # points this choice adds to the seat's score (a penalty counts -5)
    new_locks: tuple[str, ...]  # rows this choice locks
    ends: bool  # the game ends with this choice (locks or a fourth penalty)
    crosses: int  # crosses made by this choice


def seat_codes(view: QwixxView, seat: int) -> tuple[int, int, int, int]:
    """Row codes of `seat`'s sheet in the view (rows locked by anyone count as locked)."""
    return sheet_codes(view.sheets[seat], view.locked)


def lock_limit(view: QwixxView) -> int:
    """How many locked rows end the game (2, or 4 with the play-until-all-locked option)."""
    return 4 if view.option("until_all_locked") else 2


def _cross(codes: list[int], r: int, number: int) -> tuple[int, int] | None:
    code = codes[r]
    if code == LOCKED:
        return None
    nc = CROSS[code][box(r, number)]
    if nc < 0:
        return None
    return nc, GAIN[code][box(r, number)]


def outcomes(view: QwixxView) -> list[Outcome]:
    """Every choice the view's seat has now (empty when it has nothing to decide or no dice)."""
    dice = view.dice
    if dice is None or view.is_over or view.seat not in view.pending:
        return []
    me = view.seat
    start = list(seat_codes(view, me))
    pens = view.sheets[me].penalties
    limit = lock_limit(view)
    locked_before = len(view.locked)
    result: list[Outcome] = []
    if view.phase == "white":
        firsts: list[tuple[str | None, list[int], int, tuple[str, ...]]] = [(None, start, 0, ())]
        for r, name in enumerate(ROWS):
            done = _cross(start, r, dice.white_sum)
            if done is not None:
                codes = start.copy()
                codes[r] = done[0]
                firsts.append((name, codes, done[1], (name,) if done[0] == LOCKED else ()))
        active = me == view.active
        for row, codes, gain, locks in firsts:
            ends = locked_before + len(locks) >= limit
            crossed = 1 if row is not None else 0
            if not active or ends:
                result.append(Outcome(row, None, tuple(codes), pens, gain, locks, ends, crossed))
                continue
            result.extend(_colour_outcomes(view, row, codes, pens, gain, locks, crossed))
        return result
    if view.phase == "colour" and me == view.active:
        crossed = 1 if view.crossed_in_action1 else 0
        return _colour_outcomes(view, None, start, pens, 0, (), crossed)
    return []


def _colour_outcomes(view: QwixxView, white_row: str | None, codes: list[int], pens: int,
                     gain: int, locks: tuple[str, ...], crossed: int) -> list[Outcome]:
    dice = view.dice
    assert dice is not None
    limit = lock_limit(view)
    locked_before = len(view.locked)
    found: list[Outcome] = []
    if crossed:
        found.append(Outcome(white_row, None, tuple(codes), pens, gain, locks,
                             locked_before + len(locks) >= limit, crossed))
    else:
        ends = pens + 1 >= MAX_PENALTIES
        found.append(Outcome(white_row, None, tuple(codes), pens + 1, gain - PENALTY_POINTS,
                             locks, ends, 0))
    for row, die in dice.colours:
        r = ROWS.index(row)
        if row in locks:
            continue  # locked in action 1: its die left the table
        seen = set()
        for w in (0, 1):
            number = dice.white[w] + die
            if number in seen:
                continue
            seen.add(number)
            done = _cross(codes, r, number)
            if done is None:
                continue
            after = codes.copy()
            after[r] = done[0]
            more = locks + ((row,) if done[0] == LOCKED else ())
            found.append(Outcome(white_row, (row, w, number), tuple(after), pens,
                                 gain + done[1], more, locked_before + len(more) >= limit,
                                 crossed + 1))
    return found


def others_after(view: QwixxView, new_locks: Sequence[str]
                 ) -> list[tuple[int, int, tuple[int, ...], int]]:
    """(seat, score, codes, penalties) of every other seat once `new_locks` are locked; with the
    lock-for-everyone option a seat with 5 crosses in a newly locked row gets its lock cross."""
    result = []
    for seat, sheet in enumerate(view.sheets):
        if seat == view.seat:
            continue
        codes = list(sheet_codes(sheet, view.locked))
        score = sheet.score()
        for row in new_locks:
            r = ROWS.index(row)
            if view.option("lock_for_everyone") and codes[r] != LOCKED and COUNT[codes[r]] >= 5:
                score += COUNT[codes[r]] + 1
            codes[r] = LOCKED
        result.append((seat, score, tuple(codes), sheet.penalties))
    return result
