"""Keys that cannot end a turn by mistake: Enter on a picked card never discards (Delete does,
and the status line says so), and a last-turn discard that leaves cards in the hand is asked
about first, with what it costs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from tabletop_desktop.engine.quiddler.actions import Discard, Draw, LastTurn
from tabletop_desktop.engine.quiddler.cards import POINTS
from tabletop_desktop.engine.quiddler.solver import best_play
from tests.views.quiddler.helpers import acting, double_click_card, make_table


def _said(view) -> list[str]:
    said: list[str] = []
    view.statusChanged.connect(said.append)
    return said


def test_enter_on_a_picked_card_names_delete_and_never_discards(qtbot):
    session, view = make_table(qtbot)
    seat = acting(session)
    assert session.submit(Draw(seat, "pile"))
    said = _said(view)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert "Delete discards it and ends your turn" in said[-1]
    moves = len(session.history)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(view, key)
        assert len(session.history) == moves  # still the person's turn
        assert "Enter does not discard: press Delete" in said[-1]
    card = view.arrangement.cards[view.local.key_card]
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert session.history[-1][0] == Discard(seat, card)


def _to_last_turn(view, session) -> int:
    """Both seats play (by the solver) until one goes out; returns the seat on its last turn."""
    while session.state.went_out is None:
        seat = acting(session)
        assert session.submit(Draw(seat, "pile"))
        v = session.view_for(seat)
        out = best_play(v.hand, view.local.word_list, going_out=True) if v.may_go_out else None
        if out is not None:
            from tabletop_desktop.engine.quiddler.actions import GoOut

            assert session.submit(GoOut(seat, out.words, out.discard))
        else:
            assert session.submit(Discard(seat, v.hand[0]))
    view.reveal()
    return acting(session)


def _box(view) -> QMessageBox | None:
    box = view.input.last_turn_box
    return box if box is not None and box.isVisible() else None


def test_a_last_turn_discard_that_leaves_cards_asks_first_and_says_the_cost(qtbot):
    session, view = make_table(qtbot, seed=8)
    seat = _to_last_turn(view, session)
    assert session.submit(Draw(seat, "pile"))
    hand = list(session.view_for(seat).hand)
    said = _said(view)
    moves = len(session.history)
    first = view.arrangement.hand[0]
    card = view.arrangement.cards[first]
    double_click_card(view, first)
    assert len(session.history) == moves  # not yet: asked first
    box = _box(view)
    assert box is not None
    left = list(hand)
    left.remove(card)
    cost = sum(POINTS[c] for c in left)
    assert f"cost you {cost} points" in box.informativeText()
    assert f"{cost} points against you" in said[-1]
    keep = box.findChild(QPushButton, "lastTurnKeep")
    assert box.defaultButton() is keep  # Enter on the question keeps playing
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    assert len(session.history) == moves
    double_click_card(view, first)
    box = _box(view)
    box.findChild(QPushButton, "lastTurnDiscard").click()
    action = session.history[moves][0]
    assert isinstance(action, LastTurn) and action.discard == card and action.words == ()


def test_a_last_turn_discard_with_every_card_in_words_needs_no_question(qtbot):
    session, view = make_table(qtbot, seed=6)
    seat = _to_last_turn(view, session)
    assert session.submit(Draw(seat, "pile"))
    v = session.view_for(seat)
    play = best_play(v.hand, view.local.word_list, going_out=True)
    assert play is not None, "pick a seed whose last-turn hand lays down whole"
    assert view.arrangement.lay_out(play.words, play.discard)
    view.refresh()
    moves = len(session.history)
    double_click_card(view, view.arrangement.hand[-1])
    assert _box(view) is None
    assert isinstance(session.history[moves][0], LastTurn)
