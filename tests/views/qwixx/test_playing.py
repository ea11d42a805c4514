"""A person's choices through the real Qwixx view: roll, the white sum and the colour choice by
click, a skip, a penalty, a lock, refusals in words, and the game's end."""

from __future__ import annotations

from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import Crossed, PenaltyTaken, RowLocked
from tabletop_desktop.engine.qwixx.sheet import NUMBERS
from tests.views.qwixx.helpers import click_box, click_button, fewest_skips, hover_box, make_table


def _roll(qtbot, session, view):
    with qtbot.waitSignal(session.actionApplied):
        click_button(view.bar.roll)
    return session.view_for(view.main_seat)


def test_solo_roll_white_sum_and_colour_choice_by_click(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    assert view.status_text() == "Your roll: press Roll (R or Space)."
    assert not view.bar.skip.isEnabled()
    seen = _roll(qtbot, session, view)
    assert session.history[-1][0] == Roll(0)
    total = seen.dice.white_sum
    assert view.status_text().startswith(f"White sum {total}: everyone may cross it.")
    assert view.scene.tray.headline == f"You rolled: white sum {total}."
    legal = view.scene.sheets[0].look.legal
    assert legal == {(row, total) for row in ("red", "yellow", "green", "blue")}
    # Pointing at a box shows the cross and the boxes it would skip, before anything is committed.
    hover_box(view, 0, "green", total)
    assert view.scene.sheets[0].look.preview == ("green", total)
    assert len(session.history) == 1
    click_box(view, 0, "green", total)
    assert session.history[-1][0] == WhiteChoice(0, "green")
    assert view.display[0].row("green").crossed == (total,)
    # Skipped boxes are struck out on the sheet from now on.
    assert view.display[0].skipped("green") == NUMBERS["green"][:NUMBERS["green"].index(total)]
    assert "Your colour choice (you may)" in view.status_text()
    assert view.bar.skip.text() == "Skip"
    moves = session.view_for(0).colour_moves()
    if moves:
        row, white, number = moves[0]
        click_box(view, 0, row, number)
        action = session.history[-1][0]
        assert isinstance(action, ColourChoice) and action.row == row
        assert number in view.display[0].row(row).crossed
    else:
        click_button(view.bar.skip)
    assert session.state.phase == "roll"
    assert view.status_text() == "Your roll: press Roll (R or Space)."


def test_a_refused_box_says_why_and_changes_nothing(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    seen = _roll(qtbot, session, view)
    total = seen.dice.white_sum
    other = next(n for n in NUMBERS["red"] if n != total)
    said = []
    view.statusChanged.connect(said.append)
    click_box(view, 0, "red", other)
    assert said[-1] == f"The white sum is {total}: cross {total} in one row, or Skip (S)."
    assert len(session.history) == 1


def test_skipping_both_actions_takes_a_penalty_and_four_end_the_game(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    for penalty in range(1, 5):
        _roll(qtbot, session, view)
        click_button(view.bar.skip)  # decline the white sum
        assert "you must cross something or take a penalty" in view.status_text()
        assert view.bar.skip.text() == "Skip (−5)"
        click_button(view.bar.skip)
        events = session.history[-1][1]
        assert any(isinstance(e, PenaltyTaken) and e.penalties == penalty for e in events)
        assert view.display[0].penalties == penalty
    assert session.state.is_over()
    assert view.status_text().startswith("The game is over.")
    assert not view.bar.roll.isVisible() and not view.bar.skip.isVisible()
    summary = view.end_summary()
    assert summary.title == "Ada scored -20 points."
    assert summary.seats[0].details.endswith(", penalties −20")
    assert summary.lines[0] == "The game ended: Ada took a fourth penalty."


def test_crossing_a_last_number_locks_the_row_its_die_leaves_and_play_goes_on_to_the_end(qtbot):
    session, view = make_table(qtbot, kinds=("person",), seed=3)
    locked = None
    for _ in range(200):
        if session.state.is_over():
            break
        m = view.moment
        if m.roll is not None:
            _roll(qtbot, session, view)
            continue
        lock_box = next((b for b in sorted(m.moves) if b[1] == NUMBERS[b[0]][10]), None)
        if lock_box is not None:
            click_box(view, 0, *lock_box)
            locked = lock_box[0]
            break
        if m.moves and len(view.display[0].skipped_by(*fewest_skips(view))) <= 1:
            click_box(view, 0, *fewest_skips(view))
        else:
            click_button(view.bar.skip)
    assert locked is not None, "no lock came up in 200 steps"
    events = [e for _, evs in session.history for e in evs]
    assert any(isinstance(e, RowLocked) and e.row == locked and e.seats == (0,) for e in events)
    assert view.display[0].row(locked).lock and locked in view.shown_locked
    die = view.scene.tray.dice[2 + ("red", "yellow", "green", "blue").index(locked)]
    assert die.away and not die.isVisible()
    assert locked in view.scene.sheets[0].look.locked
    assert any(isinstance(e, Crossed) and e.row == locked for e in session.history[-1][1])
    # Play on by clicks to the end of the game: the status, the bar and the summary say so.
    for _ in range(400):
        if session.state.is_over():
            break
        m = view.moment
        if m.roll is not None:
            _roll(qtbot, session, view)
        elif m.moves and len(view.display[0].skipped_by(*fewest_skips(view))) <= 2:
            click_box(view, 0, *fewest_skips(view))
        else:
            click_button(view.bar.skip)
    assert session.state.is_over()
    assert view.status_text().startswith("The game is over.")
    assert view.scene.tray.headline == "Game over."
    reason = view.end_summary().lines[0]
    assert reason.startswith("The game ended: ") and ("locked" in reason or "fourth penalty" in reason)


def test_the_take_back_button_returns_an_own_colour_choice(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    _roll(qtbot, session, view)
    click_button(view.bar.skip)  # Ada declines; Bo (a bot) has not chosen yet: may take it back
    assert session.can_undo()[0]
    assert view.bar.take_back.isEnabled()
    click_button(view.bar.take_back)
    assert session.state.phase == "white" and 0 in session.state.pending()
    assert view.moment.seat == 0


def test_a_bots_choice_appears_on_its_sheet_and_in_its_note(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    session.start()
    _roll(qtbot, session, view)
    qtbot.waitUntil(lambda: 1 in session.state.view_for(0).committed_seats, timeout=5000)
    assert view.scene.sheets[1].look.note == "has chosen"
    click_button(view.bar.skip)
    bo = session.view_for(0).last_choices
    choice = dict(bo)[1]
    total = session.view_for(0).dice.white_sum
    note = view.scene.sheets[1].look.note
    if choice is None:
        assert note.startswith("no white cross")
    else:
        assert note.startswith(f"crossed {choice} {total}")
        assert total in view.display[1].row(choice).crossed


def test_taking_back_the_first_roll_is_refused_but_a_choice_before_the_next_roll_is_not(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    _roll(qtbot, session, view)
    assert not view.bar.take_back.isEnabled()  # the dice were seen: a roll is never taken back
    assert view.bar.take_back.toolTip() == "Your roll showed the dice, so it can't be taken back."
    click_button(view.bar.skip)
    click_button(view.bar.skip)  # a penalty; the next roll is not made yet
    assert view.display[0].penalties == 1
    click_button(view.bar.take_back)
    assert session.state.phase == "colour"
    assert view.display[0].penalties == 0 and view.scene.sheets[0].marks.penalties == 0
    assert [die.shown for die in view.scene.tray.dice[:2]] == list(session.view_for(0).dice.white)
