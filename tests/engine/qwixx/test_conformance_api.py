"""The conformance API in `tabletop_desktop.engine.qwixx`, on plain data only."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine import qwixx
from tabletop_desktop.engine.qwixx import IllegalMove, can_cross, resolve_roll, score_sheet

EMPTY = {"red": [], "yellow": [], "green": [], "blue": [], "penalties": 0}
ALL_DICE = {"white": [3, 4], "red": 2, "yellow": 5, "green": 6, "blue": 1}


def seats(*sheets):
    return [{**EMPTY, **s} for s in sheets]


def test_the_api_is_exported_and_illegal_move_is_a_value_error():
    assert issubclass(IllegalMove, ValueError)
    for name in ("score_sheet", "can_cross", "resolve_roll", "IllegalMove"):
        assert name in qwixx.__all__ and hasattr(qwixx, name)


def test_score_sheet_uses_the_table_and_the_lock_cross():
    assert score_sheet({}, 0) == 0
    assert score_sheet({"red": [2]}, 0) == 1
    assert score_sheet({"red": [2, 3, 4, 5, 6, 12]}, 1) == 28 - 5  # 6 numbers + lock cross
    assert score_sheet({"green": [12, 11, 10, 9, 8, 2]}, 0) == 28
    full = {"red": list(range(2, 13)), "yellow": list(range(2, 13)),
            "green": list(range(12, 1, -1)), "blue": list(range(12, 1, -1))}
    assert score_sheet(full, 0) == 312
    assert score_sheet({"blue": [5, 4]}, 4) == 3 - 20
    with pytest.raises(IllegalMove):
        score_sheet({"red": [1]}, 0)
    with pytest.raises(IllegalMove):
        score_sheet({"pink": [3]}, 0)


def test_can_cross_left_to_right_lock_prerequisite_and_locked_rows():
    crosses = {"red": [2, 5], "green": [12, 11, 10, 9, 8]}
    assert can_cross(crosses, [], "red", 6)
    assert not can_cross(crosses, [], "red", 4)
    assert not can_cross(crosses, [], "red", 5)
    assert not can_cross(crosses, [], "red", 12)  # needs 5 crosses in red
    assert can_cross(crosses, [], "green", 2)  # five green crosses: may lock
    assert not can_cross(crosses, ["green"], "green", 7)
    assert not can_cross(crosses, set(), "red", 13)
    assert not can_cross(crosses, set(), "purple", 3)
    assert can_cross({}, (), "blue", 12)


def test_resolve_roll_a_plain_roll():
    state = {"sheets": seats({}, {}), "locked": [], "active": 0}
    decisions = {"white": ["red", "blue"], "colour": {"row": "yellow", "white": 1}}
    result = resolve_roll(state, ALL_DICE, decisions)
    assert result["game_over"] is False and result["locked"] == []
    assert result["sheets"][0]["red"] == [7] and result["sheets"][0]["yellow"] == [9]
    assert result["sheets"][1]["blue"] == [7]
    assert result["sheets"][1]["penalties"] == 0
    # The input is not changed.
    assert state["sheets"][0]["red"] == []


def test_resolve_roll_penalty_for_the_active_seat_only():
    state = {"sheets": seats({}, {}), "locked": [], "active": 1}
    result = resolve_roll(state, ALL_DICE, {"white": [None, None], "colour": None})
    assert [s["penalties"] for s in result["sheets"]] == [0, 1]


def test_resolve_roll_two_seats_lock_the_same_row():
    five = {"red": [2, 3, 4, 5, 6]}
    state = {"sheets": seats(five, five), "locked": [], "active": 0}
    dice = {"white": [6, 6], "red": 1, "yellow": 1, "green": 1, "blue": 1}
    result = resolve_roll(state, dice, {"white": ["red", "red"], "colour": None})
    assert result["locked"] == ["red"] and result["game_over"] is False
    assert result["sheets"][0]["red"][-1] == 12 == result["sheets"][1]["red"][-1]
    with pytest.raises(IllegalMove, match="red row is locked"):
        resolve_roll(state, dice, {"white": ["red", "red"], "colour": {"row": "red", "white": 0}})


def test_resolve_roll_a_colour_decision_after_action_one_ended_the_game_is_refused():
    state = {"sheets": seats({"red": [2, 3, 4, 5, 6]}, {"yellow": [2, 3, 4, 5, 6]}),
             "locked": [], "active": 0}
    dice = {"white": [6, 6], "red": 1, "yellow": 1, "green": 1, "blue": 1}
    result = resolve_roll(state, dice, {"white": ["red", "yellow"], "colour": None})
    assert result["game_over"] is True and result["locked"] == ["red", "yellow"]
    with pytest.raises(IllegalMove, match="already ended the game"):
        resolve_roll(state, dice, {"white": ["red", "yellow"],
                                   "colour": {"row": "green", "white": 0}})


def test_resolve_roll_a_lock_from_this_rolls_white_sum_then_the_colour_die():
    state = {"sheets": seats({"red": [2, 3, 4, 5]}), "locked": ["green"], "active": 0}
    dice = {"white": [6, 1], "red": 6, "yellow": 1, "blue": 1}
    result = resolve_roll(state, dice, {"white": ["red"], "colour": {"row": "red", "white": 0}})
    assert result["sheets"][0]["red"] == [2, 3, 4, 5, 7, 12]
    assert result["locked"] == ["red", "green"] and result["game_over"] is True


def test_resolve_roll_fourth_penalty_ends_the_game():
    state = {"sheets": seats({"penalties": 3}, {}), "locked": [], "active": 0}
    result = resolve_roll(state, ALL_DICE, {"white": [None, "red"], "colour": None})
    assert result["game_over"] is True and result["sheets"][0]["penalties"] == 4


@pytest.mark.parametrize(
    ("state", "dice", "decisions", "words"),
    [
        ({"sheets": seats({}), "locked": [], "active": 0}, ALL_DICE,
         {"white": ["red", None], "colour": None}, "one white-sum decision per seat"),
        ({"sheets": seats({"red": [9]}), "locked": [], "active": 0}, ALL_DICE,
         {"white": ["red"], "colour": None}, "left"),
        ({"sheets": seats({}), "locked": ["red"], "active": 0}, ALL_DICE,
         {"white": ["red"], "colour": None}, "locked"),
        ({"sheets": seats({}), "locked": [], "active": 0}, ALL_DICE,
         {"white": ["pink"], "colour": None}, "no 'pink' row"),
        ({"sheets": seats({}), "locked": [], "active": 0}, ALL_DICE,
         {"white": [None], "colour": {"row": "red", "white": 2}}, "two white dice"),
        ({"sheets": seats({}), "locked": [], "active": 0}, {"white": [3], "red": 1},
         {"white": [None], "colour": None}, "two white dice"),
        ({"sheets": seats({}), "locked": [], "active": 0}, {**ALL_DICE, "red": 7},
         {"white": [None], "colour": None}, "1 to 6"),
        ({"sheets": seats({}), "locked": [], "active": 3}, ALL_DICE,
         {"white": [None], "colour": None}, "active seat"),
        ({"sheets": seats({}), "locked": ["red", "blue"], "active": 0},
         {"white": [1, 1], "yellow": 1, "green": 1}, {"white": [None], "colour": None},
         "already over"),
        ({"sheets": seats({"red": [2, 3, 4, 5, 6, 12]}), "locked": [], "active": 0}, ALL_DICE,
         {"white": [None], "colour": None}, "must be locked"),
        ({"sheets": seats({}), "locked": [], "active": 0}, {"white": [1, 2], "red": 1},
         {"white": [None], "colour": {"row": "blue", "white": 0}}, "blue die was not given"),
    ],
)
def test_resolve_roll_refuses_illegal_input_in_words(state, dice, decisions, words):
    with pytest.raises(IllegalMove, match=words):
        resolve_roll(state, dice, decisions)


def test_resolve_roll_ignores_the_die_of_a_row_locked_before_the_roll():
    state = {"sheets": seats({}, {}), "locked": ["red"], "active": 1}
    result = resolve_roll(state, ALL_DICE, {"white": ["yellow", None],
                                            "colour": {"row": "blue", "white": 0}})
    assert result["sheets"][1]["blue"] == [4] and result["locked"] == ["red"]
