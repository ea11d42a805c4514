"""A person's turns through the real Quiddler view: draws by click and drag, words built by drag,
a refused go-out with its reason, discards by drag and double-click, the last turn, a round end."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut
from tabletop_desktop.engine.quiddler.rounds import word_points, word_problem, word_text
from tabletop_desktop.engine.quiddler.solver import best_play
from tests.views.quiddler.helpers import (
    acting,
    click_scene,
    double_click_card,
    drag_card_to_discard,
    drag_card_to_row,
    drag_scene,
    ids_for,
    make_table,
)


def _draw_by_click(view, session):
    seat = acting(session)
    spot = view.scene.pile_spot()
    click_scene(view, QPointF(spot.x, spot.y))
    assert session.history[-1][0] == Draw(seat, "pile")
    return seat


def test_clicking_the_pile_draws_and_the_new_card_joins_the_fan(qtbot):
    session, view = make_table(qtbot)
    seat = acting(session)
    before = len(session.view_for(seat).hand)
    assert "draw a card" in view.status_text()
    assert not view.actions_bar.go_out.isEnabled()
    _draw_by_click(view, session)
    assert len(view.arrangement.hand) == before + 1
    new = view.arrangement.hand[-1]
    assert view.scene.cards[("h", new)].marked is not None  # the card just drawn is outlined
    assert "build words in the rows" in view.status_text()


def test_dragging_the_discard_top_into_the_hand_takes_it(qtbot):
    session, view = make_table(qtbot)
    seat = acting(session)
    top = session.view_for(seat).discard_top
    spot = view.scene.discard_spot_at()
    hand_spot = view.scene.hand_spot(0, len(view.arrangement.hand) + 1)
    drag_scene(view, QPointF(spot.x, spot.y), QPointF(hand_spot.x - 30, hand_spot.y))
    assert session.history[-1][0] == Draw(seat, "discard")
    assert view.arrangement.cards[view.arrangement.hand[0]] == top  # dropped at the left end


def test_a_word_built_by_drag_says_it_is_a_word_and_what_it_scores(qtbot):
    session, view = make_table(qtbot, seed=12)
    seat = _draw_by_click(view, session)
    hand = session.view_for(seat).hand
    play = best_play(hand, view.local.word_list, going_out=False)
    assert play is not None and play.words, "pick a seed whose hand holds a word"
    word = play.words[0]
    for cid in ids_for(view, word):
        drag_card_to_row(view, cid, 0)
    assert view.arrangement.row_cards(0) == tuple(word)
    row = view.scene.rows[0]
    assert row.state == "good"
    assert row.text == f"{word_text(word)} \u00b7 {word_points(word)} points"
    # A second row appeared to drop the next word into; Back to hand empties the rows.
    assert view.scene.rows_shown == 2
    view.actions_bar.back.click()
    assert not any(view.arrangement.rows)


def test_dragging_within_the_hand_reorders_it(qtbot):
    session, view = make_table(qtbot)
    a = view.arrangement
    first, last = a.hand[0], a.hand[-1]
    end = view.scene.hand_spot(len(a.hand) - 1, len(a.hand))
    drag_scene(view, view.scene.cards[("h", first)].pos(), QPointF(end.x + 40, end.y))
    assert a.hand[-1] == first and a.hand[-2] == last
    assert len(session.history) == 0  # arranging is not a move


def test_a_refused_go_out_says_why_and_changes_nothing(qtbot):
    session, view = make_table(qtbot, seed=3)
    seat = _draw_by_click(view, session)
    a = view.arrangement
    cards = [a.cards[c] for c in a.hand]
    row = a.hand[:-1]
    if word_problem(cards[:-1], view.local.word_list) is None:
        row = list(reversed(row))
    for cid in row:
        drag_card_to_row(view, cid, 0)
    said = []
    view.statusChanged.connect(said.append)
    history = len(session.history)
    action = a.go_out_action(seat)[0]
    reason = session.check(action)
    assert reason is not None and "not in the word list" in reason
    view.actions_bar.go_out.click()
    assert said[-1] == reason
    assert len(session.history) == history
    assert view.scene.rows[0].state == "bad"


def test_go_out_with_cards_outside_the_words_explains(qtbot):
    session, view = make_table(qtbot, seed=3)
    _draw_by_click(view, session)
    said = []
    view.statusChanged.connect(said.append)
    view.actions_bar.go_out.click()
    assert said[-1].startswith("Build your words first")
    drag_card_to_row(view, view.arrangement.hand[0], 0)
    view.actions_bar.go_out.click()
    assert "are not in a word yet" in said[-1]


def test_discard_by_drag_and_by_double_click(qtbot):
    session, view = make_table(qtbot)
    seat = _draw_by_click(view, session)
    cid = view.arrangement.hand[1]
    card = view.arrangement.cards[cid]
    drag_card_to_discard(view, cid)
    assert session.history[-1][0] == Discard(seat, card)
    assert session.view_for(seat).discard_top == card
    assert view.scene.cards[("d", view.local.discard_serial)].card == card
    view.reveal()  # the next person is at the screen
    seat = _draw_by_click(view, session)
    cid = view.arrangement.hand[0]
    card = view.arrangement.cards[cid]
    double_click_card(view, cid)
    assert session.history[-1][0] == Discard(seat, card)


def test_double_click_before_drawing_is_refused_with_a_reason(qtbot):
    session, view = make_table(qtbot)
    said = []
    view.statusChanged.connect(said.append)
    double_click_card(view, view.arrangement.hand[0])
    assert said[-1] == "Draw a card first: click the draw pile or the discard pile."
    assert session.history == []


def _play_turn(view, session) -> None:
    """The acting person draws, goes out when the solver can, otherwise discards (on a last turn
    laying down the solver's best words)."""
    view.reveal()
    seat = _draw_by_click(view, session)
    v = session.view_for(seat)
    if v.went_out is None:
        out = best_play(v.hand, view.local.word_list, going_out=True) if v.may_go_out else None
        if out is not None:
            assert view.arrangement.lay_out(out.words, out.discard)
            view.refresh()
            view.actions_bar.go_out.click()
            assert isinstance(session.history[-1][0], GoOut)
            return
        double_click_card(view, view.arrangement.hand[0])
        return
    keep = best_play(v.hand, view.local.word_list, going_out=False)
    assert view.arrangement.lay_out(keep.words, keep.discard)
    view.refresh()
    assert "this is your last turn" in view.scene.banner.text
    moves = len(session.history)
    double_click_card(view, view.arrangement.hand[-1])
    if len(session.history) == moves:  # cards stay in the hand: the person is asked first
        from PySide6.QtWidgets import QPushButton

        view.input.last_turn_box.findChild(QPushButton, "lastTurnDiscard").click()


def test_a_round_ends_with_the_summary_and_the_score_sheet(qtbot):
    session, view = make_table(qtbot, seed=8)
    while session.state.round == 1:
        _play_turn(view, session)
    result = session.state.round_results[0]
    panel = view.round_panel
    assert panel.isVisible()
    assert panel.title.text().startswith("Round 1 of 8 (3 cards) is over")
    assert panel.table.rowCount() == 2
    for s in range(2):
        assert panel.table.item(s, 5).text() == str(result.totals[s])
    panel.extra.click()  # "Score sheet"
    assert view.sheet_panel.isVisible()
    sheet = view.sheet_panel.table
    assert sheet.item(0, 1).text().endswith(str(result.totals[0])) or "\u2605" in sheet.item(0, 1).text()
    view.actions_bar.sheet.click()
    assert not view.sheet_panel.isVisible()
    panel.close_button.click()
    assert not panel.isVisible()
    assert session.state.round == 2
    assert len(view.arrangement.hand) == 4


def test_the_round_summary_holds_the_bots_until_the_person_continues(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"), seed=5)
    assert acting(session) == 0  # the person starts round 1, so the bot starts round 2
    session.start()
    while session.state.round == 1:
        qtbot.waitUntil(lambda: session.state.round > 1 or acting(session) == 0, timeout=20_000)
        if session.state.round == 1:
            qtbot.waitUntil(lambda: not view.scene.mover.busy, timeout=5000)
            _play_turn(view, session)
    panel = view.round_panel
    assert panel.isVisible()
    assert acting(session) == 1  # the bot starts round 2...
    moves = len(session.history)
    qtbot.wait(1500)  # ...but not while the person reads the summary
    assert len(session.history) == moves and panel.isVisible()
    assert view.status_text() == "Round 2 starts when you press Continue."
    panel.close_button.click()
    qtbot.waitUntil(lambda: len(session.history) > moves, timeout=10_000)
    assert session.history[moves][0].seat == 1
    session.shutdown()  # the bot plays on otherwise, into a view the next test no longer has


def test_cards_by_keyboard_pick_move_into_a_row_and_discard(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    session, view = make_table(qtbot)
    seat = _draw_by_click(view, session)
    a = view.arrangement
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    first = a.hand[0]
    assert view.local.key_card == first
    assert view.scene.cards[("h", first)].marked is not None
    QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert a.hand[1] == first  # moved one place right
    QTest.keyClick(view, Qt.Key.Key_1)
    assert a.rows[0] == [first]
    QTest.keyClick(view, Qt.Key.Key_0)
    assert a.hand[-1] == first and not any(a.rows)
    card = a.cards[first]
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert session.history[-1][0] == Discard(seat, card)


def test_the_draw_phase_hint_names_the_pile_to_draw_from():
    from tabletop_desktop.engine.quiddler.advice import advise_hand
    from tabletop_desktop.engine.quiddler.words import WordList

    words = WordList(["cat", "at", "act"])
    take = advise_hand(0, ("c", "a", "q"), "draw", "t", words, last_turn=False, may_go_out=True)
    assert take.action == Draw(0, "discard")
    assert take.words.startswith("Take the T from the discard pile")
    pile = advise_hand(0, ("c", "a", "q"), "draw", "z", words, last_turn=False, may_go_out=True)
    assert pile.action == Draw(0, "pile")
    assert "the Z on the discard pile does not help" in pile.words
    empty = advise_hand(0, ("c", "a", "q"), "draw", None, words, last_turn=False, may_go_out=True)
    assert empty.words == "Draw from the draw pile: the discard pile is empty."
