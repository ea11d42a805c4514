"""The Undo button beside the rack: what it says it takes back, that alone against a bot the game
becomes practice, and why it waits when another person is at the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop_desktop.session.game_session import UNDONE_PRACTICE
from tests.views.qwirkle.helpers import click_button, click_cell, click_rack, make_table


def _lay_first_tile(view):
    click_rack(view, 0)
    click_cell(view, (0, 0))
    click_button(view, view.buttons.confirm)


def test_alone_with_a_bot_undo_takes_back_a_move_that_drew_and_says_it_is_practice(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    hand = list(session.state.hands[0])
    undo = view.strip.undo
    assert not undo.isEnabled()
    assert undo.toolTip() == "You have not confirmed a move yet, so there is nothing to undo."
    assert not any("practice" in line for line in view.end_summary().lines)
    session.start()
    _lay_first_tile(view)  # Ada draws a tile; the bot answers
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=5000)
    assert undo.isEnabled()
    tip = undo.toolTip()
    assert tip.startswith("Undo your last move (") and "becomes a practice game" in tip
    said = []
    view.statusChanged.connect(said.append)
    click_button(view, undo)
    assert session.history == [] and session.state.hands[0] == hand and session.practice
    assert UNDONE_PRACTICE in said
    assert not view.scene.tiles and view.my_turn()
    assert view.strip.practice.isVisible()  # the table says so from now on, and the summary
    assert "A practice game: a move was undone after the tiles drawn since had been seen." in \
        view.end_summary().lines


def test_with_two_people_undo_waits_and_a_click_says_why(qtbot):
    session, view = make_table(qtbot, kinds=("person", "person"))
    _lay_first_tile(view)
    undo = view.strip.undo
    reason = session.can_undo()[1]
    assert not undo.isEnabled() and undo.toolTip() == reason
    assert reason.startswith("Your last move drew new tiles from the bag, so it can't be undone")
    said = []
    view.statusChanged.connect(said.append)
    QTest.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert said == [reason] and len(session.history) == 1
    assert not view.strip.practice.isVisible()

