"""The Qwixx moment as a pure function of the table (no session, nothing drawn): who decides, the
legal boxes and the action each stands for, Roll and Skip, what skipping costs, the words, the
undo words and whether a hint may be asked."""

from __future__ import annotations

from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.state import QwixxState
from tabletop_desktop.session.table import Played, SeatFacts, TableFacts
from tabletop_desktop.views.common.table_model import Table
from tabletop_desktop.views.qwixx.moment import QwixxMoment, qwixx_moment, refusal
from tests.engine.qwixx.helpers import rolled, sheet, table

NAMES = ("Ada", "Bo", "Cy")


def table_of(state: QwixxState, persons: tuple[int, ...], played: list[Played] | None = None,
             can_undo: bool = False, undo_words: str = "Nothing to take back.") -> Table:
    """What a screen with these persons would know of `state`."""
    count = len(state.sheets)
    seats = tuple(SeatFacts(NAMES[i], None if i in persons else "Casual", i in persons)
                  for i in range(count))
    over = state.is_over()
    facts = TableFacts("qwixx", seats, tuple(state.pending()), tuple(state.scores()), over,
                       tuple(state.winners()) if over else (), "", len(played or []), can_undo,
                       undo_words, False, ())
    shown = persons or tuple(range(count))
    return Table(facts, {seat: state.view_for(seat) for seat in shown}, tuple(played or ()))


def moment_of(state: QwixxState, persons: tuple[int, ...] = (0,), **kw) -> QwixxMoment:
    moment = qwixx_moment(table_of(state, persons, **kw))
    assert isinstance(moment, QwixxMoment)
    return moment


def test_the_roll_is_the_persons_with_the_roll_action_and_nothing_to_cross():
    m = moment_of(table(2))
    assert m.deciding == 0 and m.phase == "roll"
    assert m.roll == Roll(0) and m.skip is None and m.moves == {}
    assert m.status == "Your roll: press Roll (R or Space)."
    assert m.headline == "No roll yet." and not m.can_hint and m.waiting == ""


def test_the_white_sum_offers_every_fitting_row_with_its_action():
    state = rolled(table(2, [sheet(red=[2, 3, 4, 5, 6, 7, 8]), sheet()]), (3, 4), red=1)
    m = moment_of(state)
    assert m.phase == "white" and m.deciding == 0 and m.can_hint
    # Red is past 7: the sheet's own rule leaves it out.
    assert m.moves == {(row, 7): WhiteChoice(0, row) for row in ("yellow", "green", "blue")}
    assert m.skip == WhiteChoice(0, None) and not m.skip_costs
    assert m.status.startswith("White sum 7: everyone may cross it.")
    assert refusal(m, ("red", 7)).startswith("You can't cross the white sum 7 in red")
    assert refusal(m, ("yellow", 9)) == "The white sum is 7: cross 7 in one row, or Skip (S)."


def test_after_the_white_choice_the_person_waits_and_sees_their_pencilled_box():
    state = rolled(table(2), (3, 4))
    state.apply(WhiteChoice(0, "blue"))
    m = moment_of(state)
    assert m.deciding is None and m.moves == {}
    assert m.pencilled == {0: ("blue", 7)}
    assert m.status == "You chose blue 7; waiting for Bo to choose."
    assert m.waiting == m.status and m.committed == (0,)


def test_the_colour_choice_costs_a_penalty_after_an_empty_white_sum():
    state = rolled(table(2), (1, 2), red=3, yellow=3, green=3, blue=3)
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, None))
    m = moment_of(state)
    assert m.phase == "colour" and m.deciding == 0 and m.skip_costs
    assert m.skip == ColourChoice(0, None)
    assert m.moves[("red", 4)] == ColourChoice(0, "red", 0)
    assert m.moves[("red", 5)] == ColourChoice(0, "red", 1)
    assert "you must cross something or take a penalty" in m.status
    assert m.detail == "White 1 or 2, plus a colour die."
    assert refusal(m, ("red", 9)).startswith("Red 9 is not a colour sum now")


def test_a_bots_colour_choice_is_waited_for_and_the_large_sheet_is_the_persons():
    state = rolled(table(2, active=1), (1, 2))
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, None))
    m = moment_of(state)
    assert m.deciding is None and m.large_seat == 0
    assert m.status == "Bo makes the colour choice\u2026" == m.waiting


def test_only_bots_show_the_active_seat_large_and_undo_speaks_of_the_dice():
    state = table(3, active=2)
    m = moment_of(state, persons=())
    assert m.deciding is None and m.large_seat == 2
    state = rolled(table(1), (3, 4))
    played = [Played(Roll(0), tuple(state_events(state)), "Ada rolled.")]
    m = moment_of(state, played=played)
    assert m.undo_words == "Your roll showed the dice, so it can't be taken back."


def state_events(state: QwixxState) -> list:
    from tabletop_desktop.engine.qwixx.events import DiceRolled

    assert state.dice is not None
    return [DiceRolled(0, state.dice)]


def test_in_pass_and_play_the_last_chooser_stays_large_and_hears_their_own_choice():
    state = rolled(table(3), (3, 4))
    played = []
    for seat, row in ((0, "red"), (1, "blue")):
        state.apply(WhiteChoice(seat, row))
        played.append(Played(WhiteChoice(seat, row), (), f"{NAMES[seat]} has made a choice."))
    m = moment_of(state, persons=(0, 1), played=played)
    assert m.deciding is None and m.large_seat == 1
    assert m.pencilled == {0: ("red", 7), 1: ("blue", 7)}
    assert m.status.startswith("You chose blue 7; waiting for Cy")
