"""The shipped solo value table: the known optimum, and one step of the Bellman equation redone by
brute force over every roll with the engine's own sheet rules (and on the mirrored sheet)."""

from __future__ import annotations

import itertools

import pytest

from tabletop_desktop.engine.qwixx.bots import solo_values as sv
from tabletop_desktop.engine.qwixx.sheet import ROWS, Sheet

MIRROR = {"red": "green", "yellow": "blue", "green": "red", "blue": "yellow"}


def _future(sheet: Sheet, locked: frozenset[str]) -> float:
    if sheet.penalties >= 4 or len(locked) >= 2:
        return 0.0
    return sv.sheet_value(sheet, locked)


def _after(sheet, locked, row, number):
    """(sheet, locked) after a cross, or None when the engine's rules refuse it."""
    if sheet.cross_problem(row, number, locked) is not None:
        return None
    sheet = sheet.with_cross(row, number)
    if sheet.row(row).lock:
        locked = locked | {row}
    return sheet, locked


def brute_force_value(sheet: Sheet, locked: frozenset[str], future=_future) -> float:
    """E over every roll of the best (action 1, action 2) pair, by enumeration; `future` values
    the sheet after the roll."""
    base = sheet.score()
    open_rows = [r for r in ROWS if r not in locked]
    # Points + future of every (white-sum cross, colour cross) outcome, memoised.
    memo: dict[tuple, float | None] = {}

    def outcome(first, second):
        key = (first, second)
        if key not in memo:
            s, lk = sheet, locked
            result = None
            ok = True
            for cross in (first, second):
                if cross is None:
                    continue
                if cross is second and len(lk) >= 2:
                    ok = False  # action 1 ended the game: no action 2
                    break
                nxt = _after(s, lk, *cross)
                if nxt is None:
                    ok = False
                    break
                s, lk = nxt
            if ok:
                if first is None and second is None:
                    s = s.with_penalty()
                result = s.score() - base + future(s, lk)
            memo[key] = result
        return memo[key]

    total = 0.0
    for w1, w2 in itertools.product(range(1, 7), repeat=2):
        firsts = [None] + [(r, w1 + w2) for r in open_rows]
        for colours in itertools.product(range(1, 7), repeat=len(open_rows)):
            seconds = [None]
            for row, d in zip(open_rows, colours, strict=True):
                seconds += [(row, w1 + d), (row, w2 + d)]
            best = max(
                v
                for f in firsts
                for s2 in seconds
                if (v := outcome(f, s2)) is not None
            )
            total += best
    return total / (36 * 6 ** len(open_rows))


def _mirrored(sheet: Sheet, locked: frozenset[str]) -> tuple[Sheet, frozenset[str]]:
    crosses = {MIRROR[r]: [14 - n for n in sheet.row(r).crossed] for r in ROWS}
    return Sheet.from_crosses(crosses, sheet.penalties), frozenset(MIRROR[r] for r in locked)


def test_empty_sheet_is_worth_the_known_optimum():
    assert sv.value((0, 0, 0, 0), 0) == pytest.approx(115.48, abs=0.05)
    assert sv.sheet_value(Sheet(), frozenset()) == pytest.approx(115.48, abs=0.05)


def test_row_codes_round_trip():
    seen = set()
    for last in range(10):
        for crosses in range(1, last + 2):
            code = sv.row_code(last, crosses, False)
            assert sv.row_of_code(code) == (last, crosses)
            seen.add(code)
    assert seen == set(range(1, 56))
    assert sv.row_code(None, 0, False) == 0
    assert sv.row_code(3, 2, True) == sv.LOCKED
    with pytest.raises(ValueError):
        sv.row_code(2, 4, False)


@pytest.mark.parametrize(
    ("crosses", "penalties", "locked"),
    [
        # One row locked (three colour dice): the game ends at the next lock.
        ({"red": [2, 3, 4, 5, 6, 12], "yellow": [5, 7, 9, 10], "green": [12, 8, 6],
          "blue": [9, 7, 6, 5, 4]}, 1, {"red"}),
        ({"red": [3, 6], "yellow": [2, 3, 4, 6, 8, 9, 10], "green": [11, 10, 9, 7, 5, 4, 3, 2],
          "blue": [6, 4]}, 3, {"green"}),
        # Two open rows near their lock, the others gone quiet.
        ({"red": [2, 4, 5, 7, 9, 10], "yellow": [11], "green": [12, 11, 10, 9, 8, 7, 6, 5],
          "blue": [9, 8, 6, 5, 4, 2]}, 0, {"blue"}),
    ],
)
def test_table_satisfies_bellman_by_brute_force_and_mirror(crosses, penalties, locked):
    sheet = Sheet.from_crosses(crosses, penalties)
    locked = frozenset(locked)
    expected = brute_force_value(sheet, locked)
    assert sv.sheet_value(sheet, locked) == pytest.approx(expected, abs=0.02)
    mirror_sheet, mirror_locked = _mirrored(sheet, locked)
    assert brute_force_value(mirror_sheet, mirror_locked) == pytest.approx(expected, abs=1e-9)
    assert sv.sheet_value(mirror_sheet, mirror_locked) == sv.sheet_value(sheet, locked)


def test_finished_games_are_worth_nothing_more():
    assert sv.value((sv.LOCKED, sv.LOCKED, 0, 0), 0) == 0.0
    assert sv.value((0, 0, 0, 0), 4) == 0.0


def test_damaged_file_is_refused():
    with pytest.raises(ValueError):
        sv.decode(b"not a table")


def _duel_mine(sheet: Sheet, locked: frozenset[str]) -> float:
    if sheet.penalties >= 4 or len(locked) >= 2:
        return 0.0
    return sv.sheet_value(sheet, locked, sv.DUEL_FILE_NAME)


def _duel_theirs(sheet: Sheet, locked: frozenset[str]) -> float:
    """Before another seat's roll: the game goes on with chance 1 - DUEL_HAZARD, then only the
    white sum (no penalty), then this seat's own roll."""
    if sheet.penalties >= 4 or len(locked) >= 2:
        return 0.0
    keep = 1.0 - sv.DUEL_HAZARD
    total = 0.0
    for w1, w2 in itertools.product(range(1, 7), repeat=2):
        best = keep * _duel_mine(sheet, locked)
        for row in ROWS:
            nxt = _after(sheet, locked, row, w1 + w2)
            if nxt is not None:
                gain = nxt[0].score() - sheet.score()
                best = max(best, gain + keep * _duel_mine(*nxt))
        total += best
    return total / 36


def test_duel_table_satisfies_its_own_programme():
    # Before this seat's roll: its best choice, then the game goes on with chance 1 - hazard
    # to the other seat's roll.
    assert sv.value((0, 0, 0, 0), 0, sv.DUEL_FILE_NAME) == pytest.approx(43.86, abs=0.05)
    sheet = Sheet.from_crosses({"red": [2, 3, 4, 5, 6, 12], "yellow": [4, 6, 8, 9, 10],
                                "green": [11, 9, 8, 6], "blue": [10, 8]}, 2)
    locked = frozenset({"red"})
    keep = 1.0 - sv.DUEL_HAZARD
    expected = brute_force_value(sheet, locked, lambda s, lk: keep * _duel_theirs(s, lk))
    assert sv.sheet_value(sheet, locked, sv.DUEL_FILE_NAME) == pytest.approx(expected, abs=0.02)
