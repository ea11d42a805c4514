"""A person plays a network game through the real widgets: clicks on the rack and the board and
Confirm in the Qwirkle view on the host's computer, the game held by the real server, a player at
another computer (scripted) answering; and the Qwixx view's keys on a joining computer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwirkle import create_game_view
from tests.network.table import WAIT_MS, close_all, open_table
from tests.views.qwirkle.helpers import click_button, play_by_clicks


def _qwirkle_view(qtbot, session):
    view = create_game_view(session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    view.board_view.reset_to_fit()
    session.start()
    return view


def _largest_place(session, seat):
    """The largest placement the rack allows, or None when no tile fits (the server deals from a
    seed of its own, so a rack that must be exchanged can happen)."""
    places = [a for a in session.view_for(seat).legal_actions() if isinstance(a, Place)]
    return max(places, key=lambda a: len(a.placements)) if places else None


def test_a_persons_clicks_play_qwirkle_over_the_network(qtbot, server):
    host, (bo,) = open_table(qtbot, server, "qwirkle", host_scripted=False,
                             options={"first_move": "free", "starter": 0})
    view = _qwirkle_view(qtbot, host.session)
    said = []
    view.statusChanged.connect(said.append)
    for _turn in range(3):
        qtbot.waitUntil(lambda: view.moment.deciding == 0, timeout=WAIT_MS)
        count = host.session.facts().move_count
        move = _largest_place(host.session, 0)
        if move is None:  # nothing fits: exchange (the rules' only way on), then go on
            move = host.session.view_for(0).legal_actions()[0]
            assert host.session.submit(move)
        else:
            play_by_clicks(view, move.placements)
            assert view.placement.placements()
            click_button(view, view.buttons.confirm)
        # The move went to the server and came back as the table's next change.
        qtbot.waitUntil(lambda c=count: host.session.facts().move_count > c, timeout=WAIT_MS)
        played = host.session.played()[count]
        assert played.action == move
        if isinstance(move, Place):
            assert set(dict(move.placements)) <= set(view.scene.tiles)
            assert not any(view.scene.tiles[cell].tentative for cell, _ in move.placements)
        # Bo's computer sees Ada's move too, and answers.
        qtbot.waitUntil(lambda c=count: bo.session.facts().move_count > c + 1, timeout=WAIT_MS)
        seen = bo.session.played()[count].action
        # An exchange reaches the other seat without its tiles (the engine's action_for).
        assert seen == move if isinstance(move, Place) else seen.seat == 0
    assert host.refusals == [] and bo.refusals == []
    assert said  # the view said what to do, in its message area
    # A move the rules refuse is refused by the server in the rules' words, and nothing changes.
    qtbot.waitUntil(lambda: view.moment.deciding == 0, timeout=WAIT_MS)
    count = host.session.facts().move_count
    far = max(cell[0] for cell in view.scene.tiles) + 5
    tile = host.session.view_for(0).hand[0]
    with qtbot.waitSignal(host.session.refused, timeout=WAIT_MS) as refusal:
        assert host.session.submit(Place(0, (((far, far), tile),)))
    assert refusal.args[0]
    assert host.session.facts().move_count == count
    # Then the rest of the game plays itself to the end on both computers.
    host.scripted = True
    host.play_if_due()
    qtbot.waitUntil(lambda: host.session.facts().over and bo.session.facts().over,
                    timeout=25000)
    assert host.session.facts().scores == bo.session.facts().scores
    close_all(host, bo)


def test_the_qwixx_view_on_a_joining_computer_plays_by_keys(qtbot, server):
    from tabletop_desktop.views.qwixx import create_game_view as qwixx_view

    host, (bo,) = open_table(qtbot, server, "qwixx", joiners_scripted=False)
    view = qwixx_view(bo.session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    bo.session.start()
    host.play_if_due()
    # Bo (seat 1) plays with the keyboard only: Space rolls, or a skip/cross by keys.
    moves = 0
    for _ in range(40):
        if bo.session.facts().over or moves >= 6:
            break
        qtbot.waitUntil(lambda: bo.session.facts().over or view.moment.deciding == 1,
                        timeout=WAIT_MS)
        if bo.session.facts().over:
            break
        mine = sum(p.action.seat == 1 for p in bo.session.played())
        moment = view.moment
        if moment.roll is not None:
            QTest.keyClick(view, Qt.Key.Key_Space)
        elif moment.skip is not None:
            QTest.keyClick(view, Qt.Key.Key_S)
        else:  # a cross is due: the first row with a legal box, then Enter
            row = sorted(moment.legal)[0][0]
            key = {"red": Qt.Key.Key_1, "yellow": Qt.Key.Key_2, "green": Qt.Key.Key_3,
                   "blue": Qt.Key.Key_4}[row]
            QTest.keyClick(view, key)
            QTest.keyClick(view, Qt.Key.Key_Return)
        # Bo's own move comes back from the server (other seats may play in between).
        qtbot.waitUntil(lambda m=mine: sum(p.action.seat == 1 for p in bo.session.played()) > m
                        or bool(bo.refusals), timeout=WAIT_MS)
        assert bo.refusals == []
        moves += 1
        host.play_if_due()
    assert moves >= 3
    assert any(p.action.seat == 1 for p in host.session.played())
    close_all(host, bo)


def test_a_persons_clicks_play_quiddler_over_the_network(qtbot, server):
    """Click the pile to draw, double-click a card to discard: two turns of Ada's by the mouse
    in the Quiddler view, Bo answering from his own computer."""
    from PySide6.QtCore import QPointF

    from tabletop_desktop.engine.quiddler.actions import Discard, Draw
    from tabletop_desktop.views.quiddler import create_game_view as quiddler_view
    from tests.views.quiddler.helpers import click_scene, double_click_card

    host, (bo,) = open_table(qtbot, server, "quiddler", host_scripted=False,
                             options={"no_go_out_first_turn": True})
    view = quiddler_view(host.session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(1000, 720)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.local.word_list is not None, timeout=WAIT_MS)
    view.table.fit()
    view.reveal()  # Ada is at the screen
    host.session.start()
    said = []
    view.statusChanged.connect(said.append)
    bo.play_if_due()
    turns = 0
    for _turn in range(2):
        qtbot.waitUntil(lambda: view.model.moment.deciding == 0, timeout=WAIT_MS)
        if view.model.moment.last_turn:
            break  # Bo went out: Ada's last turn asks about the cards left (not this test's)
        count = host.session.facts().move_count
        spot = view.scene.pile_spot()
        click_scene(view, QPointF(spot.x, spot.y))
        qtbot.waitUntil(lambda c=count: host.session.facts().move_count > c, timeout=WAIT_MS)
        assert host.session.played()[count].action == Draw(0, "pile")
        card = view.arrangement.hand[0]
        double_click_card(view, card)
        if not host.session._moving and host.session.facts().move_count == count + 1:
            pytest.fail(f"the double-click sent nothing: {said[-3:]}")
        qtbot.waitUntil(lambda c=count: host.session.facts().move_count > c + 1, timeout=WAIT_MS)
        assert isinstance(host.session.played()[count + 1].action, Discard)
        turns += 1
    assert turns >= 1
    assert host.refusals == [] and bo.refusals == []
    close_all(host, bo)
