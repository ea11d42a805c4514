"""Every ambiguous case of the rules file, one by one, through the real state machine."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.core import GameOver, IllegalAction
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import (
    ColourSkipped,
    Crossed,
    DiceRolled,
    PenaltyTaken,
    RowLocked,
    WhiteCommitted,
    WhiteSumsResolved,
)
from tests.engine.qwixx.helpers import NAMES, deep, of_type, rolled, sheet, table, white_all

FIVE_RED = [2, 3, 4, 5, 6]
FIVE_YELLOW = [2, 3, 4, 5, 6]


def test_a_turn_runs_roll_white_colour_then_the_next_player():
    state = table(3)
    assert state.phase == "roll" and state.pending() == (0,)
    events = state.apply(Roll(0))
    assert isinstance(events[0], DiceRolled) and state.rolls == 1
    assert state.phase == "white" and state.pending() == (0, 1, 2)
    assert len(state.dice.colours) == 4
    state.apply(WhiteChoice(2, None))
    assert state.pending() == (0, 1)
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, None))
    assert state.phase == "colour" and state.pending() == (0,)
    state.apply(ColourChoice(0, None))
    assert state.phase == "roll" and state.active == 1 and state.pending() == (1,)


def test_white_choices_land_together_only_when_everyone_has_chosen():
    state = rolled(table(3), (3, 4))
    first = state.apply(WhiteChoice(1, "red"))
    assert of_type(first, WhiteCommitted) == [WhiteCommitted(1)]
    assert not of_type(first, Crossed) and state.sheets[1].crosses("red") == 0
    state.apply(WhiteChoice(0, "blue"))
    last = state.apply(WhiteChoice(2, None))
    resolved = of_type(last, WhiteSumsResolved)
    assert resolved == [WhiteSumsResolved(7, ((0, "blue"), (1, "red"), (2, None)))]
    assert {(c.seat, c.row, c.number, c.action) for c in of_type(last, Crossed)} == {
        (0, "blue", 7, 1),
        (1, "red", 7, 1),
    }
    assert str(state.describe(WhiteChoice(2, None), NAMES)) == (
        "White sum 7: Ada crossed blue 7 (skipping 5 boxes). Bo crossed red 7 (skipping 5 boxes). "
        "Cy declined."
    )
    assert str(state.describe(WhiteChoice(2, None), ["Ada", "Bo", "You"])).endswith(". You declined.")


def test_two_seats_locking_the_same_row_at_once_both_get_the_lock_cross():
    state = rolled(table(3, [sheet(red=FIVE_RED), sheet(red=FIVE_RED), sheet()]), (6, 6))
    events = white_all(state, "red", "red", "green")
    assert of_type(events, RowLocked) == [RowLocked("red", (0, 1))]
    assert state.locked == {"red"}
    assert state.sheets[0].row("red").lock and state.sheets[1].row("red").lock
    assert state.sheets[0].crosses("red") == state.sheets[1].crosses("red") == 7
    assert not state.sheets[2].row("red").lock
    # One lock: the game goes on, and the red die has left the table before action 2.
    assert state.phase == "colour" and state.dice.colour("red") is None
    assert state.sheets[2].row("green").crossed == (12,)
    assert "Ada and Bo locked red" in str(state.describe(WhiteChoice(2, "green"), NAMES))


def test_a_seat_without_five_crosses_cannot_lock_even_when_another_can():
    state = rolled(table(2, [sheet(red=FIVE_RED), sheet(red=[2, 3, 4, 5])]), (6, 6))
    state.apply(WhiteChoice(0, "red"))
    reason = str(state.check(WhiteChoice(1, "red")))
    assert reason is not None and "at least 5 crosses" in reason


def test_two_rows_locked_in_action_one_end_the_game_before_action_two():
    state = rolled(table(2, [sheet(red=FIVE_RED), sheet(yellow=FIVE_YELLOW)]), (6, 6))
    events = white_all(state, "red", "yellow")
    assert [e.row for e in of_type(events, RowLocked)] == ["red", "yellow"]
    over = of_type(events, GameOver)
    assert over and over[0].reason == "Red and yellow are locked."
    assert state.is_over() and state.pending() == () and state.phase == "over"
    # Action 2 is not played.
    assert str(state.check(ColourChoice(0, "green", 0))) == "The game is over."
    assert str(state.check(ColourChoice(0, None))) == "The game is over."


def test_a_third_lock_in_the_same_action_also_counts():
    sheets = [sheet(red=FIVE_RED), sheet(yellow=FIVE_YELLOW), sheet()]
    state = rolled(table(3, sheets, locked=("green",)), (6, 6))
    events = white_all(state, "red", "yellow", None)
    assert state.locked == {"red", "yellow", "green"}
    assert of_type(events, GameOver)[0].reason == "Red, yellow and green are locked."


def test_a_lock_in_action_two_ends_the_game_when_it_is_the_second():
    state = rolled(table(2, [sheet(blue=[12, 11, 10, 9, 8]), sheet()], locked=("red",)), (1, 3),
                   blue=1)
    white_all(state, None, None)
    events = state.apply(ColourChoice(0, "blue", 0))
    assert of_type(events, RowLocked) == [RowLocked("blue", (0,))]
    assert state.is_over() and of_type(events, GameOver)[0].reason == "Red and blue are locked."


def test_both_crosses_in_one_row_the_colour_one_to_the_right():
    state = rolled(table(2), (2, 3), red=4)
    white_all(state, "red", None)
    assert state.crossed_in_action1 == {0}
    assert state.sheets[0].row("red").crossed == (5,)
    # White 2 + red 4 = 6, to the right of 5: fine. White 3 + red 4 = 7 too.
    events = state.apply(ColourChoice(0, "red", 1))
    assert [(c.number, c.action) for c in of_type(events, Crossed)] == [(7, 2)]
    assert state.sheets[0].row("red").crossed == (5, 7)
    assert str(state.describe(ColourChoice(0, "red", 1), NAMES)) == (
        "Ada crossed red 7 (white 3 + red 4, skipping 6)."
    )


def test_the_colour_cross_may_not_land_left_of_the_white_cross():
    state = rolled(table(1), (5, 6), red=1)
    white_all(state, "red")  # red 11
    reason = str(state.check(ColourChoice(0, "red", 0)))
    assert reason is not None and "left" in reason and "red 6" in reason


def test_a_lock_whose_fifth_cross_came_from_this_rolls_white_sum():
    state = rolled(table(2, [sheet(red=[2, 3, 4, 5]), sheet()]), (6, 1), red=6)
    white_all(state, "red", None)  # red 7: the fifth cross
    assert len(state.sheets[0].row("red").crossed) == 5
    events = state.apply(ColourChoice(0, "red", 0))  # white 6 + red 6 = 12
    assert of_type(events, RowLocked) == [RowLocked("red", (0,))]
    assert state.sheets[0].crosses("red") == 7 and "red" in state.locked


def test_a_locked_row_is_closed_to_white_sums_and_has_no_die():
    state = rolled(table(2, locked=("yellow",)), (2, 3))
    assert state.dice.colour("yellow") is None
    assert [r for r, _ in state.dice.colours] == ["red", "green", "blue"]
    reason = str(state.check(WhiteChoice(1, "yellow")))
    assert reason is not None and "locked" in reason
    assert "yellow" not in state.view_for(1).white_rows()
    white_all(state, None, None)
    assert "locked" in str(state.check(ColourChoice(0, "yellow", 0)))


def test_the_rolled_dice_leave_out_locked_rows():
    state = table(2, locked=("red", "blue"), options={"until_all_locked": True})
    state.apply(Roll(0))
    assert [r for r, _ in state.dice.colours] == ["yellow", "green"]


def test_declining_both_costs_the_active_player_a_penalty_and_nobody_else():
    state = rolled(table(3), (1, 1))
    white_all(state, None, None, None)
    events = state.apply(ColourChoice(0, None))
    assert of_type(events, ColourSkipped) == [ColourSkipped(0)]
    assert of_type(events, PenaltyTaken) == [PenaltyTaken(0, 1)]
    assert [s.penalties for s in state.sheets] == [1, 0, 0]
    assert state.scores() == (-5, 0, 0)
    assert str(state.describe(ColourChoice(0, None), NAMES)) == (
        "Ada crossed nothing this turn and takes a penalty (1 of 4)."
    )
    assert str(state.describe(ColourChoice(0, None), ["You", "Bo", "Cy"])) == (
        "You crossed nothing this turn and take a penalty (1 of 4)."
    )


def test_declining_the_colour_after_a_white_cross_costs_nothing():
    state = rolled(table(2), (1, 1))
    white_all(state, "red", None)
    assert state.view_for(0).must_use_colour is False
    events = state.apply(ColourChoice(0, None))
    assert not of_type(events, PenaltyTaken) and state.sheets[0].penalties == 0


def test_a_colour_cross_alone_avoids_the_penalty():
    state = rolled(table(2), (1, 1), green=6)
    white_all(state, None, "red")
    assert state.view_for(0).must_use_colour is True
    events = state.apply(ColourChoice(0, "green", 0))  # green 7
    assert not of_type(events, PenaltyTaken)


def test_the_fourth_penalty_ends_the_game():
    state = rolled(table(2, [sheet(penalties=3, red=[2, 3]), sheet(blue=[12])], active=0), (1, 1))
    white_all(state, None, None)
    events = state.apply(ColourChoice(0, None))
    assert of_type(events, PenaltyTaken) == [PenaltyTaken(0, 4)]
    over = of_type(events, GameOver)
    assert over and over[0].reason == "Player 1 took a fourth penalty."
    assert over[0].scores == (3 - 20, 1) and over[0].winners == (1,)
    assert state.is_over() and state.pending() == ()
    assert str(state.describe(ColourChoice(0, None), NAMES)).endswith(
        "Game over: Ada took a fourth penalty. Bo wins."
    )
    assert str(state.describe(ColourChoice(0, None), ["Ada", "You"])).endswith(
        "Game over: Ada took a fourth penalty. You win."
    )


def test_one_lock_alone_does_not_end_the_game():
    state = rolled(table(2, [sheet(red=FIVE_RED), sheet()]), (6, 6))
    white_all(state, "red", None)
    assert not state.is_over() and state.phase == "colour"


def test_equal_totals_share_the_win():
    sheets = [sheet(red=FIVE_RED), sheet(yellow=FIVE_YELLOW)]
    state = rolled(table(2, sheets, locked=("green",)), (6, 6))
    events = white_all(state, "red", "yellow")
    assert of_type(events, GameOver)[0].winners == (0, 1)
    assert "Ada and Bo share the win." in str(state.describe(WhiteChoice(1, "yellow"), NAMES))
    assert "Bo and you share the win." in str(state.describe(WhiteChoice(1, "yellow"), ["You", "Bo"]))


def test_option_lock_for_everyone_gives_the_lock_cross_to_seats_with_five():
    sheets = [sheet(red=FIVE_RED), sheet(red=[2, 3, 4, 5, 7]), sheet(red=[2, 3, 4, 5])]
    state = rolled(table(3, sheets, options={"lock_for_everyone": True}), (6, 6))
    events = white_all(state, "red", None, None)
    assert of_type(events, RowLocked) == [RowLocked("red", (0,), (1,))]
    assert state.sheets[1].row("red").lock and state.sheets[1].crosses("red") == 6
    assert not state.sheets[2].row("red").lock
    assert "Bo also gets the lock cross." in str(state.describe(WhiteChoice(2, None), NAMES))
    text = str(state.describe(WhiteChoice(2, None), ["Ada", "You", "Cy"]))
    assert "You also get the lock cross." in text and "Ada locked red:" in text


def test_without_the_option_nobody_else_gets_the_lock_cross():
    sheets = [sheet(red=FIVE_RED), sheet(red=[2, 3, 4, 5, 7])]
    state = rolled(table(2, sheets), (6, 6))
    events = white_all(state, "red", None)
    assert of_type(events, RowLocked) == [RowLocked("red", (0,))]
    assert not state.sheets[1].row("red").lock


def test_option_until_all_locked_plays_on_after_the_second_lock():
    options = {"until_all_locked": True}
    sheets = [sheet(red=FIVE_RED), sheet(yellow=FIVE_YELLOW)]
    state = rolled(table(2, sheets, options=options), (6, 6))
    white_all(state, "red", "yellow")
    assert state.locked == {"red", "yellow"} and not state.is_over()
    assert state.phase == "colour" and [r for r, _ in state.dice.colours] == ["green", "blue"]
    state.apply(ColourChoice(0, None))  # crossed red in action 1: no penalty
    assert state.phase == "roll" and state.active == 1


def test_option_until_all_locked_ends_when_the_fourth_row_locks():
    options = {"until_all_locked": True}
    blue = [12, 11, 10, 9, 8]
    state = rolled(table(1, [sheet(blue=blue)], locked=("red", "yellow", "green"),
                         options=options), (1, 1), blue=1)
    white_all(state, None)
    events = state.apply(ColourChoice(0, "blue", 0))
    assert of_type(events, GameOver)[0].reason == "All four rows are locked."


def test_option_until_all_locked_still_ends_on_a_fourth_penalty():
    options = {"until_all_locked": True}
    state = rolled(table(1, [sheet(penalties=3)], options=options), (1, 1))
    white_all(state, None)
    state.apply(ColourChoice(0, None))
    assert state.is_over() and state.end_reason == "Player 1 took a fourth penalty."


def test_options_are_off_by_default_and_unknown_options_refused():
    from tabletop_desktop.engine.qwixx.api import new_game

    assert new_game(2, 1, {}).options == {"lock_for_everyone": False, "until_all_locked": False}
    with pytest.raises(ValueError, match="Unknown option"):
        new_game(2, 1, {"bonus": True})


@pytest.mark.parametrize(
    ("phase_setup", "action", "words"),
    [
        ("roll", Roll(1), "not your turn"),
        ("roll", WhiteChoice(0, "red"), "Roll the dice first"),
        ("roll", ColourChoice(0, "red", 0), "Roll the dice first"),
        ("white", Roll(0), "already rolled"),
        ("white", ColourChoice(0, "red", 0), "First everyone decides"),
        ("white", ColourChoice(1, "red", 0), "Only the active player"),
        ("white", WhiteChoice(0, "purple"), "no 'purple' row"),
        ("white", WhiteChoice(7, "red"), "no seat"),
        ("colour", WhiteChoice(1, "red"), "already been decided"),
        ("colour", ColourChoice(0, "red", 2), "one of the two white dice"),
        ("colour", ColourChoice(1, None), "Only the active player"),
    ],
)
def test_out_of_turn_and_malformed_actions_are_refused_and_change_nothing(
    phase_setup, action, words
):
    state = table(2)
    if phase_setup != "roll":
        rolled(state, (2, 3))
    if phase_setup == "colour":
        white_all(state, None, None)
    before = deep(state)
    reason = str(state.check(action))
    assert reason is not None and words in reason
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert deep(state) == before


def test_a_seat_commits_only_once_per_roll():
    state = rolled(table(2), (2, 3))
    state.apply(WhiteChoice(0, None))
    before = deep(state)
    with pytest.raises(IllegalAction, match="already made your choice"):
        state.apply(WhiteChoice(0, "red"))
    assert deep(state) == before


def test_every_legal_action_is_accepted():
    state = rolled(table(2, [sheet(red=FIVE_RED), sheet()]), (6, 6), red=6, blue=3)
    for seat in (0, 1):
        for action in state.legal_actions(seat):
            assert state.check(action) is None
    # White sum 12: red (seat 0 has five red crosses to lock) and the left end of green and
    # blue; yellow 12 would need five yellow crosses.
    assert {a.row for a in state.legal_actions(0)} == {"red", "green", "blue", None}
    assert {a.row for a in state.legal_actions(1)} == {"green", "blue", None}
    white_all(state, None, None)
    moves = {(a.row, a.white) for a in state.legal_actions(0)}
    assert ("red", 0) in moves and (None, 0) in moves
    assert ("red", 1) not in moves  # both white dice show 6: listed once
    assert state.check(ColourChoice(0, "red", 1)) is None  # ...but still allowed
    assert state.legal_actions(1) == []
