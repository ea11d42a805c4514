"""A person's turns through the real view: clicks, drags, keys, refusals, returning tiles, exchange."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop_desktop.engine.qwirkle.actions import Exchange, Place
from tabletop_desktop.views.qwirkle.moment import LayingRules
from tabletop_desktop.views.qwirkle.placement import Placement
from tests.views.qwirkle.helpers import (
    click_button,
    click_cell,
    click_rack,
    drag_cell_to_rack,
    drag_rack_to_cell,
    make_table,
    play_by_clicks,
    rack_index_of,
)


def _single_tile_moves(session, seat):
    return [a for a in session.view_for(seat).legal_actions() if isinstance(a, Place) and len(a.placements) == 1]


def _open_table(qtbot, seed=5):
    """Ada has opened with one tile by clicks; it is Bo's turn."""
    session, view = make_table(qtbot, seed=seed)
    tile = view.placement.hand[0]
    click_rack(view, 0)
    click_cell(view, (0, 0))
    click_button(view, view.buttons.confirm)
    assert session.state.pending() == (1,)
    assert view.shown_seat == 1
    return session, view, tile


def test_click_tile_then_cell_then_confirm_submits_a_place(qtbot):
    session, view = make_table(qtbot)
    assert view.status_text() == "Your turn: place tiles in one line, then press Confirm (Enter)." or \
        view.status_text().startswith("Ada, your turn")
    assert not view.buttons.confirm.isEnabled()
    assert "Place at least one tile" in view.buttons.confirm.toolTip()
    tile = view.placement.hand[2]
    click_rack(view, 2)
    assert view.scene.candidate_cells() == {(0, 0)}
    click_cell(view, (0, 0))
    assert view.scene.tiles[(0, 0)].tentative
    assert view.rack.tiles[2] is None
    assert view.strip.preview.text() == "This move: 1 point"
    assert view.buttons.confirm.isEnabled()
    with qtbot.waitSignal(session.actionApplied) as applied:
        click_button(view, view.buttons.confirm)
    action = applied.args[0]
    assert action == Place(0, (((0, 0), tile),))
    assert not view.scene.tiles[(0, 0)].tentative


def test_drag_from_rack_to_a_cell_places_the_tile(qtbot):
    session, view, _ = _open_table(qtbot)
    move = _single_tile_moves(session, 1)[0]
    (cell, tile), = move.placements
    index = rack_index_of(view, tile)
    drag_rack_to_cell(view, index, cell)
    assert view.placement.placements() == ((cell, tile),)
    assert view.scene.tiles[cell].tentative
    assert view.strip.preview.text().startswith("This move: ")
    QTest.keyClick(view.board_view, Qt.Key.Key_Return)
    assert session.history[-1][0] == move


def test_illegal_drop_is_refused_with_the_reason_and_nothing_changes(qtbot):
    session, view, _ = _open_table(qtbot)
    history = len(session.history)
    rack_before = list(view.rack.tiles)
    said = []
    view.statusChanged.connect(said.append)
    drag_rack_to_cell(view, 0, (1, 1))  # touches the first tile only diagonally
    assert said[-1] == "Place next to a tile already on the table."
    assert view.rack.selected is None  # the tile went home
    assert (1, 1) not in view.scene.tiles
    assert view.rack.tiles == rack_before
    assert view.placement.placed == []
    assert len(session.history) == history


def test_keyboard_alone_places_and_confirms(qtbot):
    session, view, _ = _open_table(qtbot)
    move = _single_tile_moves(session, 1)[0]
    (cell, tile), = move.placements
    index = rack_index_of(view, tile)
    bv = view.board_view
    QTest.keyClick(bv, Qt.Key.Key_1 + index)
    assert view.placement.selected == index
    assert view.cursor_cell is not None
    x, y = view.cursor_cell
    keys = ([Qt.Key.Key_Right] * (cell[0] - x) + [Qt.Key.Key_Left] * (x - cell[0])
            + [Qt.Key.Key_Up] * (cell[1] - y) + [Qt.Key.Key_Down] * (y - cell[1]))
    for key in keys:
        QTest.keyClick(bv, key)
    assert view.cursor_cell == cell
    QTest.keyClick(bv, Qt.Key.Key_Space)
    assert view.placement.placements() == ((cell, tile),)
    with qtbot.waitSignal(session.actionApplied):
        QTest.keyClick(bv, Qt.Key.Key_Return)
    assert session.history[-1][0] == move


def test_return_tiles_with_escape_and_by_dragging_home(qtbot):
    session, view = make_table(qtbot, seed=9)
    first = next(a for a in session.view_for(0).legal_actions() if isinstance(a, Place) and len(a.placements) >= 2)
    play_by_clicks(view, first.placements)
    assert len(view.placement.placed) == len(first.placements)
    cell = first.placements[-1][0]
    drag_cell_to_rack(view, cell)
    assert cell not in view.scene.tiles
    assert len(view.placement.placed) == len(first.placements) - 1
    QTest.keyClick(view.board_view, Qt.Key.Key_Escape)
    assert view.placement.placed == []
    assert not view.scene.tiles
    assert None not in view.rack.tiles
    assert not view.buttons.return_tiles.isEnabled()
    assert len(session.history) == 0


def test_exchange_marked_tiles(qtbot):
    session, view, _ = _open_table(qtbot)
    hand = view.placement.hand
    click_button(view, view.buttons.exchange)
    assert view.placement.mode == "exchange"
    assert not view.buttons.confirm.isEnabled()
    click_rack(view, 1)
    click_rack(view, 4)
    assert view.rack.marked == {1, 4}
    with qtbot.waitSignal(session.actionApplied) as applied:
        click_button(view, view.buttons.confirm)
    assert applied.args[0] == Exchange(1, (hand[1], hand[4]))


def test_exchange_limits_are_explained():
    p = Placement()
    p.start(0, LayingRules((((0, 0), 3),)), (1, 2, 7, 8, 13, 14), 2, True)
    p.begin_exchange()
    for i in (0, 1, 2):
        p.select(i)
    assert p.confirm_problem() == "You can exchange at most 2 tiles: only 2 left in the bag."
    assert p.action() is None
    p.select(2)
    assert p.action() == Exchange(0, (1, 2))


def test_hint_lays_out_a_legal_move_when_the_person_chooses_to(qtbot):
    session, view, _ = _open_table(qtbot)
    assert view.can_hint()
    click_button(view, view.buttons.hint)
    qtbot.waitUntil(lambda: view.hints.action is not None, timeout=5000)
    assert view.buttons.hint.text() == "Place the hint"
    click_button(view, view.buttons.hint)
    assert view.hints.action is None and not view.hints.ghosts
    assert view.buttons.hint.text() == "Hint"
    action = view.placement.action()
    assert action is not None and session.check(action) is None


def test_hint_shows_faint_tiles_and_leaves_the_laid_tiles_and_the_zoom_alone(qtbot):
    session, view, _ = _open_table(qtbot)
    p = view.placement
    # Bo lays a tile of his own (any cell where it fits), by clicks.
    index = next(i for i in p.rack_indices() if p.candidates(i))
    cell = sorted(p.candidates(index))[0]
    click_rack(view, index)
    click_cell(view, cell)
    laid, rack = list(p.placed), list(view.rack.tiles)
    qtbot.wait(20)  # the fit queued when the table was first drawn has run
    # The table was left zoomed out (an earlier fit); the hint must not refit it.
    view.board_view.set_zoom(0.3)
    zoom = view.board_view.zoom()
    click_button(view, view.buttons.hint)
    qtbot.waitUntil(lambda: not view.hints.running, timeout=5000)
    assert p.placed == laid and list(view.rack.tiles) == rack  # Bo's move is untouched
    assert view.scene.tiles[cell].tentative
    assert view.board_view.zoom() == zoom
    hint = view.hints.action
    assert isinstance(hint, Place)  # this table's hint is a placement
    assert set(view.hints.ghosts) == {c for c, _ in hint.placements}
    assert all(g.opacity() < 1 for g in view.hints.ghosts.values())
    status = view.status_text()
    assert status.startswith("Hint: ") and "click a faint tile" in status
    assert status.endswith("Your own tiles stay until then.")
    # A click on a faint tile is the person's choice: now the hint is laid out.
    click_cell(view, next(c for c, _ in hint.placements if c not in p.placed_cells()))
    assert p.placements() == hint.placements and not view.hints.ghosts
    assert view.board_view.zoom() == zoom


def test_the_hint_is_found_in_the_worker_process_and_counted(qtbot, monkeypatch):
    from tabletop_desktop.session import hint_runner

    in_thread = []
    real = hint_runner.HintRunner._in_thread
    monkeypatch.setattr(hint_runner.HintRunner, "_in_thread",
                        lambda self, *args: (in_thread.append(args), real(self, *args)))
    session, view, _ = _open_table(qtbot)
    view.hint()
    qtbot.waitUntil(lambda: not view.hints.running, timeout=8000)
    assert view.hints.action is not None
    assert in_thread == []  # the Strong bot thought in the worker, not in a GUI-side thread
    assert view.hints_used()[view.shown_seat] == 1
    summary = view.end_summary()
    mine = next(s for s in summary.seats if s.name == session.names()[view.shown_seat])
    assert "1 hint" in mine.details


def test_without_a_worker_the_hint_is_still_found(qtbot, monkeypatch):
    from tabletop_desktop.session import bot_runner

    def broken():
        raise RuntimeError("no worker here")

    monkeypatch.setattr(bot_runner, "worker_pool", broken)
    session, view, _ = _open_table(qtbot)
    view.hint()
    qtbot.waitUntil(lambda: not view.hints.running, timeout=8000)
    assert view.hints.action is not None
    view.place_hint()
    action = view.placement.action()
    assert action is not None and session.check(action) is None


def test_exchange_on_the_first_move_says_the_rule(qtbot):
    session, view = make_table(qtbot, options={"first_move": "largest_group", "starter": 0})
    exchange = view.buttons.exchange
    assert not exchange.isEnabled()
    said = []
    view.statusChanged.connect(said.append)
    QTest.mouseClick(exchange, Qt.MouseButton.LeftButton)  # the person tries anyway
    size = session.view_for(0).first_move_size
    rule = (f"No exchange on the first move: the starter must play their largest group, "
            f"{size} tile{'s' if size != 1 else ''}, as one line on the empty table.")
    assert said == [rule] and view.last_message == rule
    assert exchange.toolTip() == rule
    assert view.status_text().endswith("There is no exchange on the first move.")  # before a click
    assert session.history == []
