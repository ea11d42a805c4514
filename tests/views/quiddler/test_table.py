"""The Quiddler view around a turn: the pass-and-play cover, the word check, the hint, the
last-turn state, the end of the game with its summary and printout."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter

from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.windows.game_screen import GameScreen
from tests.views.quiddler.helpers import acting, make_table


def _faces(view):
    return [item.face_up for key, item in view.scene.cards.items() if key[0] == "h"]


def test_the_cover_hides_the_hand_at_each_handover(qtbot):
    session, view = make_table(qtbot)
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    screen.attach(session, view)
    view.local.revealed = None
    session.start()  # pass and play: the first person is asked to the screen
    assert screen.cover.isVisible()
    assert not view.local.hand_visible()
    assert _faces(view) and not any(_faces(view))
    assert all(not row.text or row.state == "empty" for row in view.scene.rows)
    first = acting(session)
    assert view.status_text() == f"Pass the screen to {session.names()[first]}."
    screen.cover.button.click()
    assert view.local.hand_visible() and all(_faces(view))
    session.submit(Draw(first, "pile"))
    card = session.view_for(first).hand[0]
    session.submit(Discard(first, card))
    # The other person's turn: covered again, and the new hand is face down.
    assert screen.cover.isVisible()
    assert view.shown_seat == acting(session) != first
    assert not any(_faces(view))
    screen.cover.button.click()
    assert all(_faces(view))
    # Taking up one's hand is not drawing: no card is outlined as just drawn.
    assert not any(view.scene.cards[("h", c)].marked for c in view.arrangement.hand)
    view.setParent(None)  # the view is the test's, not the screen's, to close


def test_the_word_check_is_open_at_any_time_and_judges_words(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"), seed=5)
    check = view.word_check
    assert acting(session) == 0  # the person's own turn: the check is open too
    assert check.edit.isEnabled()
    word = next(w for w in ("cat", "quiz", "zebra", "word") if w in view.local.word_list)
    check.edit.setText(word)
    assert check.result.text() == f"\u2714 {word.upper()} counts in this game's word list."
    session.submit(Draw(0, "pile"))
    session.submit(Discard(0, session.view_for(0).hand[0]))
    assert acting(session) == 1
    assert check.edit.isEnabled()
    check.edit.setText("qzxv")
    assert check.result.text() == "\u2716 QZXV is not in this game's word list."
    check.edit.setText("ice-cream")
    assert "Only letters" in check.result.text()


def test_typing_in_the_word_check_holds_the_bots_and_never_draws(qtbot):
    """Typing "need" while a bot plays: the bot waits, the letters (a D too) are text, and Esc
    closes the check and lets the bot go on."""
    from PySide6.QtTest import QTest

    session, view = make_table(qtbot, kinds=("person", "bot"), seed=5)
    session.submit(Draw(0, "pile"))
    session.submit(Discard(0, session.view_for(0).hand[0]))
    assert acting(session) == 1
    edit = view.word_check.edit
    view.window().activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus, timeout=2000)
    assert session.bots.is_held()
    assert "waits while you check a word" in view.status_text()
    assert view.scene.plates[1].note == "waits for your word check"
    moves = len(session.history)
    session.start()
    QTest.keyClicks(edit, "nee")
    qtbot.wait(800)  # far longer than the bot needs (its pause is 0 here)
    assert len(session.history) == moves  # held
    QTest.keyClicks(edit, "d")
    assert edit.text() == "need"
    assert len(session.history) == moves
    QTest.keyClick(edit, Qt.Key.Key_Escape)
    assert not edit.hasFocus() and not session.bots.is_held()
    qtbot.waitUntil(lambda: acting(session) == 0, timeout=10_000)  # the bot played its turn
    # Back on the person's turn, typing again is still text: D never draws a card.
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus, timeout=2000)
    moves = len(session.history)
    QTest.keyClicks(edit, "qued")
    assert len(session.history) == moves and edit.text() == "needqued"
    session.shutdown()


def test_the_hint_lays_out_the_solvers_play(qtbot):
    session, view = make_table(qtbot, seed=12)
    seat = acting(session)
    session.submit(Draw(seat, "pile"))
    assert view.can_hint()
    said = []
    view.statusChanged.connect(said.append)
    view.hint()
    qtbot.waitUntil(lambda: not view.hints.running, timeout=10_000)
    hand = session.view_for(seat).hand
    out = best_play(hand, view.local.word_list, going_out=True)
    play = out or best_play(hand, view.local.word_list, going_out=False)
    assert view.arrangement.words() == tuple(tuple(w) for w in play.words)
    assert view.arrangement.loose()[-1] == play.discard
    assert said[-1] == view.local.hint.text
    assert ("You can go out" in said[-1]) == (out is not None)
    assert session.hints_used()[seat] == 1  # counted for the end summary and the statistics


def test_after_someone_goes_out_the_last_turn_is_plain(qtbot):
    session, view = make_table(qtbot, seed=21)
    # Play until a person can go out (both persons draw from the pile and discard otherwise).
    for _ in range(200):
        seat = acting(session)
        session.submit(Draw(seat, "pile"))
        v = session.view_for(seat)
        out = best_play(v.hand, view.local.word_list, going_out=True)
        if out is not None:
            session.submit(GoOut(seat, tuple(tuple(w) for w in out.words), out.discard))
            break
        session.submit(Discard(seat, v.hand[0]))
    else:
        raise AssertionError("nobody could go out")
    name = session.names()[seat]
    view.reveal()
    other = acting(session)
    assert other != seat
    assert view.scene.banner.text.startswith(f"{name} went out with ")
    assert "this is your last turn" in view.scene.banner.text
    assert view.status_text().startswith(f"{name} went out: this is your last turn")
    plate = view.scene.plates[seat]
    assert plate.detail == "went out"
    assert ("l", seat, 0, 0) in view.scene.cards  # the words lie face up on the plate
    session.submit(Draw(other, "pile"))
    assert not view.actions_bar.go_out.isEnabled()
    assert "last turn" in view.actions_bar.go_out.toolTip()
    # An invalid row is refused before the engine sees it, with a reason.
    a = view.arrangement
    a.move(a.hand[0], 0, 0)
    view.refresh()
    said = []
    view.statusChanged.connect(said.append)
    view.input.discard(a.hand[-1])
    assert "take its cards out of the row" in said[-1]
    assert session.view_for(other).phase == "discard"


def _play_to_the_end(session, view) -> None:
    wl = view.local.word_list
    while not session.state.is_over():
        seat = acting(session)
        session.submit(Draw(seat, "pile"))
        v = session.view_for(seat)
        if v.went_out is None:
            out = best_play(v.hand, wl, going_out=True)
            if out is not None:
                session.submit(GoOut(seat, tuple(tuple(w) for w in out.words), out.discard))
            else:
                session.submit(Discard(seat, max(v.hand, key=lambda c: (len(c), c))))
        else:
            keep = best_play(v.hand, wl, going_out=False)
            session.submit(LastTurn(seat, tuple(tuple(w) for w in keep.words), keep.discard))


def test_end_of_game_summary_sheet_and_printout(qtbot, tmp_path):
    session, view = make_table(qtbot, seed=2)
    _play_to_the_end(session, view)
    state = session.state
    assert len(state.round_results) == 8
    summary = view.end_summary()
    winners = state.winners()
    names = session.names()
    assert names[winners[0]] in summary.title
    assert [s.score for s in summary.seats] == list(state.scores())
    assert summary.best_move.split(":")[0] in names
    assert view.status_text().startswith("The game is over")
    # The last round's summary and the felt say who won, not only that the game is over.
    winner_line = f"{names[winners[0]]} wins with {state.scores()[winners[0]]} points"
    assert view.round_panel.isVisible() and winner_line in view.round_panel.lines.text()
    assert winner_line in view.scene.round_text.text
    view.show_sheet(True)
    sheet = view.sheet_panel.table
    assert sheet.item(8, 1).text().endswith(str(state.scores()[0]))
    winner_cell = sheet.item(8, 1 + winners[0]).text()
    assert winner_cell == f"winner: {state.scores()[winners[0]]}"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "summary.pdf"
    printer.setOutputFileName(str(path))
    view.print_summary(printer)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 3000


def test_with_motion_the_deal_and_the_draws_glide_and_the_table_settles(qtbot):
    from tabletop_desktop.storage.settings import Settings

    session, view = make_table(qtbot, settings=Settings(animation_speed="fast"))
    assert view.scene.mover.busy  # the first deal glides out of the pile
    qtbot.waitUntil(lambda: not view.scene.mover.busy, timeout=5000)
    busy = []
    view.scene.mover.busyChanged.connect(busy.append)
    seat = acting(session)
    session.submit(Draw(seat, "pile"))
    assert view.scene.mover.busy  # the new card glides in from the pile
    qtbot.waitUntil(lambda: not view.scene.mover.busy, timeout=5000)
    assert busy[0] is True and busy[-1] is False
    item = view.scene.cards[("h", view.arrangement.hand[-1])]
    assert item.pos() == item.spot.pos
    view.apply_settings(Settings(reduce_motion=True))
    assert not view.playback.motion


def test_taking_back_a_draw_from_the_discard_pile_redraws_the_table(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"), seed=5)
    assert acting(session) == 0  # the bot stays idle: the session is not started
    top = session.view_for(0).discard_top
    session.submit(Draw(0, "discard"))
    assert len(view.arrangement.hand) == 4
    view.arrangement.move(view.arrangement.hand[0], 0, 0)
    assert session.can_undo()[0], session.can_undo()[1]
    assert session.undo()
    assert len(view.arrangement.hand) == 3 and not any(view.arrangement.rows)
    assert view.scene.cards[("d", view.local.discard_serial)].card == top
    assert sum(1 for k in view.scene.cards if k[0] == "h") == 3


def test_pass_and_play_hides_the_hand_while_a_bot_plays(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot", "person"), seed=5)
    assert acting(session) == 0 and view.local.hand_visible()
    session.submit(Draw(0, "pile"))
    session.submit(Discard(0, session.view_for(0).hand[0]))
    assert acting(session) == 1  # the bot's turn (idle: the session is not started)
    assert not view.local.hand_visible()
    assert not any(_faces(view))
    # The note over the face-down cards sits on a plate, above them, so it stays readable.
    note = view.scene.hand_note
    assert "face down" in note.text and note.plate
    assert note.zValue() > max(view.scene.cards[("h", c)].zValue() for c in view.arrangement.hand)
    assert view.word_check.edit.isEnabled()


def test_going_out_is_celebrated_briefly_and_not_with_reduced_motion(qtbot):
    from tabletop_desktop.storage.settings import Settings

    session, view = make_table(qtbot, settings=Settings(animation_speed="fast"))
    view.playback.celebrate(0, (("q", "u", "i", "c", "k", "l", "y"),), went_out=False)
    assert view.scene.flashes[-1].text == "QUICKLY: 7 letters!"
    view.playback.celebrate(1, (("a", "t"),), went_out=True)
    assert view.scene.flashes[-1].text == f"{session.names()[1]} went out!"
    qtbot.waitUntil(lambda: all(b.scene() is None for b in view.scene.flashes), timeout=3000)
    view.apply_settings(Settings(reduce_motion=True))
    count = len(view.scene.flashes)
    view.playback.celebrate(1, (("a", "t"),), went_out=True)
    assert len(view.scene.flashes) == count


def test_a_card_dropped_into_a_word_row_sits_inside_the_row(qtbot):
    """The pointer is still over the card just dropped: it must not rise out of the row (it did,
    by some 8 px on screen, over the row's edge), and the row's sentence fits on one line."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from tests.views.quiddler.helpers import card_item, drag_card_to_row

    session, view = make_table(qtbot)
    session.submit(Draw(acting(session), "pile"))
    first, second = view.arrangement.hand[:2]
    drag_card_to_row(view, first, 0)
    row = view.scene.rows[0]
    assert row.text == "A word needs at least 2 cards"
    assert row.text_lines() == 1
    drag_card_to_row(view, second, 0)
    for cid in (first, second):
        item = card_item(view, cid)
        point = view.table.mapFromScene(item.pos())
        for dx in (1, 2):  # the pointer stays over the card and moves a hair, as a hand does
            QTest.mouseMove(view.table.viewport(), point + QPoint(dx, 0))
        assert not item.lifted
        painted = item.mapToScene(item.shape()).boundingRect()
        assert row.rect().contains(painted), (painted, row.rect())
    assert row.text_lines() == 1
    # In the hand, a card still rises under the pointer.
    view.input.back_to_hand()
    hand_card = card_item(view, first)
    qtbot.waitUntil(lambda: not view.scene.mover.busy, timeout=2000)
    QTest.mouseMove(view.table.viewport(), view.table.mapFromScene(hand_card.pos()))
    assert hand_card.lifted
