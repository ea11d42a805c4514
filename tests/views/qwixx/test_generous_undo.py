"""Solo Qwixx through the real view: the take-back button undoes a colour choice even after the
next roll, says beforehand that the game then becomes practice, and the sheet follows."""

from __future__ import annotations

from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tests.views.qwixx.helpers import click_button, make_table


def test_solo_take_back_after_the_next_roll_makes_practice_and_redraws(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    with qtbot.waitSignal(session.actionApplied):
        click_button(view.bar.roll)
    assert session.submit(WhiteChoice(0, None))
    colour = next(a for a in session.state.legal_actions(0)
                  if isinstance(a, ColourChoice) and a.row is not None)
    assert session.submit(colour)
    with qtbot.waitSignal(session.actionApplied):
        click_button(view.bar.roll)  # the next roll is out: the old rule refused from here on
    take_back = view.bar.take_back
    assert take_back.isEnabled()
    assert "becomes a practice game" in take_back.toolTip()
    click_button(take_back)
    assert session.practice and session.state.phase == "colour"
    assert session.state.sheets[0].row(colour.row).crossed == ()
    assert view.status_text()
