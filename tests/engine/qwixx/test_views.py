"""Views: every sheet is public, a secret action-1 choice is never in another seat's view, views
pickle, and `determinize` rebuilds a state consistent with a view."""

from __future__ import annotations

import pickle
import random

from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tabletop_desktop.engine.qwixx.api import determinize
from tabletop_desktop.engine.qwixx.view import NOT_YET
from tests.engine.qwixx.helpers import NAMES, rolled, sheet, table


def _after_first_commit(row: str | None):
    state = rolled(table(3, [sheet(red=[2, 3]), sheet(), sheet()]), (2, 3))
    state.apply(WhiteChoice(0, row))
    return state


def test_a_committed_choice_is_not_in_any_other_view():
    choices = [None, "red", "yellow", "green", "blue"]
    views = {row: _after_first_commit(row).view_for(1) for row in choices}
    assert len({pickle.dumps(v) for v in views.values()}) == 1  # byte for byte the same
    view = views["red"]
    assert view.committed_seats == (0,) and view.my_white_choice == NOT_YET
    assert view.pending == (1, 2)


def test_the_own_choice_is_in_the_own_view_only():
    state = _after_first_commit("red")
    assert state.view_for(0).my_white_choice == "red"
    assert state.view_for(0).legal_actions() == []  # chosen: nothing more to do this phase
    state.apply(WhiteChoice(1, None))
    assert state.view_for(1).my_white_choice is None
    assert state.view_for(2).my_white_choice == NOT_YET


def test_the_log_never_reveals_a_choice_before_all_are_made():
    state = _after_first_commit("red")
    assert str(state.describe(WhiteChoice(0, "red"), NAMES)) == "Ada has made a choice."
    state.apply(WhiteChoice(2, "blue"))
    assert str(state.describe(WhiteChoice(2, "blue"), NAMES)) == "Cy has made a choice."


def test_after_the_reveal_the_choices_are_public():
    state = _after_first_commit("red")
    state.apply(WhiteChoice(1, None))
    state.apply(WhiteChoice(2, "blue"))
    view = state.view_for(2)
    assert view.last_choices == ((0, "red"), (1, None), (2, "blue"))
    assert view.sheets[0].row("red").crossed == (2, 3, 5)
    assert view.phase == "colour" and view.active == 0


def test_views_pickle_and_say_what_to_do():
    state = rolled(table(2), (1, 2))
    for seat in (0, 1):
        view = state.view_for(seat)
        assert pickle.loads(pickle.dumps(view)) == view
        assert len(view.legal_actions()) == len(view.white_rows()) + 1
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, None))
    active, other = state.view_for(0), state.view_for(1)
    # Public: everyone sees that the active player must use a colour die or take a penalty.
    assert active.must_use_colour and other.must_use_colour
    assert other.legal_actions() == []
    assert ColourChoice(0, None) in active.legal_actions()
    assert active.colour_moves() and all(len(m) == 3 for m in active.colour_moves())


def test_determinize_keeps_the_table_and_the_own_choice_and_forgets_the_others():
    state = _after_first_commit("red")
    state.apply(WhiteChoice(1, "blue"))
    view = state.view_for(2)
    again = determinize(view, random.Random(3))
    assert again.sheets == state.sheets and again.dice == state.dice
    assert again.pending() == (0, 1, 2)  # the others' secret choices are not made yet
    mine = determinize(state.view_for(1), random.Random(3))
    assert mine.pending() == (0, 2) and mine.committed == {1: "blue"}
    # A determinized state plays on.
    for seat in mine.pending():
        mine.apply(WhiteChoice(seat, None))
    assert mine.phase == "colour"


def test_determinize_in_the_colour_phase_keeps_the_penalty_rule():
    state = rolled(table(2), (1, 2))
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, "red"))
    again = determinize(state.view_for(1), random.Random(1))
    assert again.pending() == (0,) and again.crossed_in_action1 == set()
    again.apply(ColourChoice(0, None))
    assert again.sheets[0].penalties == 1
