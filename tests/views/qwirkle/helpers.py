"""Play the Qwirkle view like a person: clicks, drags and keys on the real widgets."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwirkle import create_game_view
from tabletop_desktop.views.qwirkle.tile_item import cell_centre

NAMES = ("Ada", "Bo", "Cy")


def make_table(qtbot, kinds=("person", "person"), levels=None, seed=5, options=None, settings=None):
    """A session and its view on screen. Bots stay idle until `session.start()`."""
    levels = levels or [None if k == "person" else "casual" for k in kinds]
    seats = [SeatSetup(NAMES[i], k, lv) for i, (k, lv) in enumerate(zip(kinds, levels, strict=True))]
    opts = {"first_move": "free", "starter": 0} if options is None else options
    setup = GameSetup("qwirkle", seats, opts, seed)
    settings = settings or Settings(reduce_motion=True)
    session = GameSession(setup, settings=settings, autosave=False)
    session.pause_scale = 0.0
    view = create_game_view(session, settings, None)
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    view.board_view.reset_to_fit()
    return session, view


def cell_point(view, cell) -> QPoint:
    """Where a cell's centre is in the board viewport (the cell must be in sight)."""
    view.board_view.ensureVisible(view.scene.board_rect([cell], 0.3), 0, 0)
    return view.board_view.mapFromScene(cell_centre(cell))


def rack_point(view, index: int) -> QPoint:
    return view.rack.slot_rect(index).center().toPoint()


def rack_index_of(view, tile: int) -> int:
    p = view.placement
    return next(i for i in p.rack_indices() if p.hand[i] == tile)


def click_rack(view, index: int) -> None:
    QTest.mouseClick(view.rack, Qt.MouseButton.LeftButton, pos=rack_point(view, index))


def click_cell(view, cell) -> None:
    QTest.mouseClick(view.board_view.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(view, cell))


def drag_rack_to_cell(view, index: int, cell) -> None:
    """Press on a rack tile, move in steps over the table, release on the cell."""
    start = rack_point(view, index)
    target_global = view.board_view.viewport().mapToGlobal(cell_point(view, cell))
    end = view.rack.mapFromGlobal(target_global)
    QTest.mousePress(view.rack, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        QTest.mouseMove(view.rack, start + (end - start) * (k / 5))
    QTest.mouseRelease(view.rack, Qt.MouseButton.LeftButton, pos=end)


def drag_cell_to_rack(view, cell) -> None:
    """Drag one of this turn's tiles from the table back home to the rack."""
    vp = view.board_view.viewport()
    start = cell_point(view, cell)
    end = vp.mapFromGlobal(view.rack.mapToGlobal(rack_point(view, 0)))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * (k / 5))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def person_order(board, placements):
    """The order a person lays a move in: each tile next to the table or to a tile just laid."""
    taken = set(board)
    left = list(placements)
    ordered = []
    while left:
        nxt = next(
            (pt for pt in left if not taken or any((pt[0][0] + dx, pt[0][1] + dy) in taken
                                                   for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))),
            left[0],
        )
        left.remove(nxt)
        ordered.append(nxt)
        taken.add(nxt[0])
    return ordered


def play_by_clicks(view, placements) -> None:
    """Lay each (cell, tile) by clicking the rack tile and then the cell, in a person's order."""
    for cell, tile in person_order(view.placement.board, placements):
        click_rack(view, rack_index_of(view, tile))
        click_cell(view, cell)


def click_button(view, button) -> None:
    assert button.isEnabled(), button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
