"""What the screen says when the person waits: bots-only games, a bot's turn, the tracker caption,
the strip without a second bag count, and dead-cell marks that read on both themes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QLabel

from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.tile_item import TILE_SIDE
from tabletop_desktop.views.qwirkle.tracker import UnseenTracker
from tests.views.qwirkle.helpers import click_button, click_cell, click_rack, make_table


def test_a_bots_only_game_shows_a_calm_watching_note_instead_of_rack_and_buttons(qtbot):
    session, view = make_table(qtbot, kinds=("bot", "bot"))
    assert view.watching_bots()
    assert view.watching.isVisible() and "Watching the bots play" in view.watching.text()
    assert not view.rack.isVisible()
    assert not view.buttons.isVisible()
    assert "bots' hands" in view.tracker.caption
    assert view.status_text() == "Watching the bots play. Ada is thinking\u2026"


def test_on_a_bots_turn_the_rack_stays_and_the_buttons_say_why_they_wait(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot", "bot"))
    assert not view.watching.isVisible() and view.buttons.isVisible()
    assert view.buttons.note.text() == ""  # the person's own turn: nothing to explain
    click_rack(view, 0)
    click_cell(view, (0, 0))
    click_button(view, view.buttons.confirm)
    assert session.state.pending() == (1,)
    # Bo's turn: the person may still look at (and plan with) their tiles.
    assert view.rack.isVisible() and not view.rack.hidden_hand
    assert [t for t in view.rack.tiles if t is not None] != []
    for button in (view.buttons.confirm, view.buttons.exchange, view.buttons.hint, view.buttons.return_tiles):
        assert not button.isEnabled()
        assert button.toolTip() == "Waiting for Bo to move."
    assert view.buttons.note.text() == "Waiting for Bo to move."
    assert view.status_text() == "Bo is thinking\u2026"


def test_when_the_person_moves_next_the_note_says_so(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    table_height = view.board_view.height()
    click_rack(view, 0)
    click_cell(view, (0, 0))
    click_button(view, view.buttons.confirm)
    assert view.buttons.note.text() == "Waiting for Bo; you play next."
    qtbot.wait(20)
    assert view.board_view.height() == table_height  # the note's line is kept: the table doesn't jump


def test_the_strip_does_not_repeat_the_bag_count_of_the_scoreboard(qtbot):
    session, view = make_table(qtbot)
    texts = [label.text() for label in view.strip.findChildren(QLabel)]
    assert not any("bag" in text for text in texts)
    assert view.strip.tracker_toggle.isVisible() and view.strip.fit.isVisible()


def test_the_tracker_shows_every_colour_group_whole_with_a_caption(qtbot):
    tracker = UnseenTracker()
    qtbot.addWidget(tracker)
    tracker.show()
    # 940: the game view's width in a 1280x800 window; 420: a cramped window.
    for width, rows in ((940, 2), (1300, 1), (420, 6)):
        tracker.resize(width, tracker.heightForWidth(width))
        qtbot.waitUntil(lambda w=width: tracker.width() == w, timeout=1000)
        assert tracker.height() == tracker.heightForWidth(width)
        inside = QRectF(tracker.rect())
        for colour in range(6):
            group = [tracker.tile_rect(colour * 6 + shape) for shape in range(6)]
            assert len({r.top() for r in group}) == 1, "a colour group is split over two rows"
            for rect in group:
                assert inside.contains(rect.adjusted(0, 0, 12, 0)), (width, colour, rect)
        assert len({tracker.tile_rect(t).top() for t in range(36)}) == rows
    assert tracker.caption == "Tiles you have not seen yet: in the bag or in other players' hands"
    image = tracker.grab().toImage()
    caption_ink = sum(1 for x in range(8, 300) for y in range(2, 16)
                      if QColor(image.pixel(x, y)).lightness() < 150)
    assert caption_ink > 50  # the caption is painted


def _mark_contrast(dark: bool) -> float:
    """Lightness difference between the table and the stroke of a dead-cell cross on it."""
    colours = theme_colours("dark" if dark else "light")
    scene = BoardScene()
    scene.set_dark(dark)
    scene.set_dead([(0, 0)])
    image = QImage(100, 100, QImage.Format.Format_ARGB32)
    table = QColor(colours.table_centre)
    image.fill(table)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 100, 100), QRectF(-50, -50, 100, 100))
    painter.end()
    d = int(TILE_SIDE * 0.11 / 2)  # halfway along one arm of the cross, off the crossing
    stroke = QColor(image.pixel(50 + d, 50 + d))
    return abs(stroke.lightnessF() - table.lightnessF())


def test_dead_cell_marks_read_on_both_themes_but_stay_quiet():
    for dark in (False, True):
        contrast = _mark_contrast(dark)
        assert 0.1 < contrast < 0.35, (dark, contrast)


def test_the_others_moves_stay_marked_until_the_person_moves_and_the_log_names_the_tiles(qtbot):
    from tabletop_desktop.engine.qwirkle.actions import TilesPlaced
    from tabletop_desktop.engine.qwirkle.advice import best_scoring_action
    from tabletop_desktop.engine.qwirkle.tiles import tile_name

    session, view = make_table(qtbot, kinds=("person", "bot", "bot"), levels=(None, "casual", "casual"))
    session.start()
    assert session.submit(best_scoring_action(session.view_for(0)))
    qtbot.waitUntil(lambda: view.my_turn() and not view.animator.busy, timeout=10_000)
    qtbot.wait(3600)  # a person thinking for a while (marks used to fade after 3.5 s)
    placed = {}
    for action, events in session.history[1:]:
        for event in events:
            if isinstance(event, TilesPlaced):
                placed[event.seat] = [cell for cell, _ in event.placements]
                line = session.log[session.history.index((action, events))]
                assert all(tile_name(t) in line for _, t in event.placements)
    assert placed  # the bots placed tiles (seed 5)
    for seat, cells in placed.items():
        for cell in cells:  # still ringed: no timer took the mark away
            assert view.scene.tiles[cell]._outline is not None, (seat, cell)
    # The person's next move clears the marks of moves they have now seen.
    assert session.submit(best_scoring_action(session.view_for(0)))
    assert all(view.scene.tiles[c]._outline is None for cells in placed.values() for c in cells)
    session.shutdown()  # its bots must not play on into the next test's event loop


def test_a_handover_lists_what_changed_since_that_persons_last_turn(qtbot):
    from tabletop_desktop.engine.qwirkle.advice import best_scoring_action
    from tabletop_desktop.session.game_session import GameSession
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.windows.game_screen import GameScreen

    seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "person", None),
             SeatSetup("Cy", "bot", "casual")]
    session = GameSession(GameSetup("qwirkle", seats, {"first_move": "free", "starter": 0}, 5),
                          settings=Settings(reduce_motion=True), autosave=False)
    session.pause_scale = 0.0
    screen = GameScreen()
    qtbot.addWidget(screen)
    from tabletop_desktop.views.qwirkle import create_game_view

    view = create_game_view(session, Settings(reduce_motion=True), screen)
    screen.attach(session, view, Settings(reduce_motion=True))
    screen.resize(1200, 800)
    screen.show()
    session.start()
    cover = screen.cover
    assert cover.isVisible() and not cover.changes.isVisible()  # nothing happened yet
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert session.submit(best_scoring_action(session.view_for(0)))  # Ada
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert session.submit(best_scoring_action(session.view_for(1)))  # Bo
    qtbot.waitUntil(lambda: 0 in session.state.pending(), timeout=10_000)  # Cy has moved
    assert cover.isVisible() and cover.title.text() == "Pass the screen to Ada"
    text = cover.changes.text()
    assert text.startswith("Since Ada's last turn:")
    assert session.log[1] in text and session.log[2] in text and session.log[0] not in text
    screen.detach()
    session.shutdown()


def test_the_message_area_says_once_that_the_bots_are_watched(qtbot):
    session, view = make_table(qtbot, kinds=("bot", "bot"))
    said: list[str] = []
    view.statusChanged.connect(said.append)
    session.start()
    qtbot.waitUntil(lambda: len(session.history) >= 1, timeout=10_000)
    assert said and all(text.count("Watching the bots play") == 1 for text in said)
    assert view.status.text == view.status_text()
