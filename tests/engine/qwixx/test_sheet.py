"""The score sheet: numbers per row, the points table, left to right, skipping, the lock rule."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.qwixx.sheet import NUMBERS, POINTS, ROWS, Sheet, index_of
from tests.engine.qwixx.helpers import sheet


def test_rows_run_as_on_the_paper_sheet():
    assert ROWS == ("red", "yellow", "green", "blue")
    assert NUMBERS["red"] == NUMBERS["yellow"] == tuple(range(2, 13))
    assert NUMBERS["green"] == NUMBERS["blue"] == tuple(range(12, 1, -1))
    assert index_of("red", 12) == index_of("blue", 2) == 10
    assert index_of("green", 12) == index_of("yellow", 2) == 0


def test_points_table_is_n_times_n_plus_one_over_two():
    assert POINTS == tuple(n * (n + 1) // 2 for n in range(13))
    full = Sheet.from_crosses({row: list(NUMBERS[row]) for row in ROWS})
    assert full.score() == 312  # the maximum: four full rows with their lock crosses


def test_score_counts_the_lock_cross_and_penalties():
    s = sheet(penalties=2, red=[2, 3, 4, 5, 6, 12], green=[10, 9])
    assert s.crosses("red") == 7  # six numbers and the lock cross
    assert s.row_score("red") == 28 and s.row_score("green") == 3
    assert s.score() == 28 + 3 - 10


def test_crosses_go_left_to_right_and_skipped_boxes_are_gone():
    s = sheet(red=[4], blue=[11])
    assert s.next_index("red") == 3
    assert s.skipped_by("red", 7) == (5, 6)
    assert s.skipped("red") == (2, 3)
    assert s.skipped_by("blue", 8) == (10, 9)
    assert "left" in s.cross_problem("red", 3, frozenset())
    assert "already crossed" in s.cross_problem("red", 4, frozenset())
    assert s.cross_problem("red", 5, frozenset()) is None
    assert s.cross_problem("blue", 12, frozenset()) is not None


def test_the_last_number_needs_five_crosses_first():
    four = sheet(yellow=[2, 3, 4, 5])
    problem = four.cross_problem("yellow", 12, frozenset())
    assert problem is not None and "at least 5 crosses" in problem and "you have 4" in problem
    five = sheet(yellow=[2, 3, 4, 5, 6])
    assert five.cross_problem("yellow", 12, frozenset()) is None
    locked = five.with_cross("yellow", 12)
    assert locked.row("yellow").lock and locked.crosses("yellow") == 7


def test_a_locked_row_takes_no_cross():
    assert "locked" in Sheet().cross_problem("green", 12, frozenset({"green"}))


def test_impossible_rows_are_refused_in_words():
    with pytest.raises(ValueError, match="not on the red row|not a number"):
        Sheet.from_crosses({"red": [13]})
    with pytest.raises(ValueError, match="already crossed"):
        Sheet.from_crosses({"red": [5, 5]})
    with pytest.raises(ValueError, match="5 crosses"):
        Sheet.from_crosses({"blue": [12, 2]})
    with pytest.raises(ValueError, match="no 'purple' row"):
        Sheet.from_crosses({"purple": [3]})


def test_numbers_given_in_any_order_are_read_left_to_right():
    assert sheet(green=[2, 12, 11, 10, 9, 8]).row("green").crossed == (12, 11, 10, 9, 8, 2)
