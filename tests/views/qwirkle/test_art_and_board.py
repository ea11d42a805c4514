"""Tile art, tile items, the scene and the board view: what a person sees before any game logic."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.board_view import BoardView
from tabletop_desktop.views.qwirkle.tile_art import paint_tile, shape_path
from tabletop_desktop.views.qwirkle.tile_item import CELL, cell_at, cell_centre


def _render(tile: int, colour_blind: bool = False, side: int = 80) -> QImage:
    img = QImage(side, side, QImage.Format.Format_ARGB32)
    img.fill(QColor("#2d6b48"))
    p = QPainter(img)
    paint_tile(p, QRectF(4, 4, side - 8, side - 8), tile, colour_blind)
    p.end()
    return img


def test_six_shapes_have_different_outlines(qapp):
    masks = []
    for shape in range(6):
        img = QImage(100, 100, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.black)
        p = QPainter(img)
        p.translate(50, 50)
        p.fillPath(shape_path(shape), Qt.GlobalColor.white)
        p.end()
        bits = bytes(img.constBits())
        masks.append({i for i in range(0, len(bits), 4) if bits[i] > 128})
    # Every pair of shapes differs in many pixels: none is a recoloured copy of another.
    for a in range(6):
        assert len(masks[a]) > 900
        for b in range(a + 1, 6):
            assert len(masks[a] ^ masks[b]) > 300, (a, b)


def test_tile_is_dark_with_a_bright_symbol_in_its_colour(qapp):
    img = _render(0)  # red circle
    corner = QColor(img.pixel(12, 12))
    centre = QColor(img.pixel(40, 40))
    assert corner.lightness() < 70
    assert centre.red() > 180 and centre.green() < 110


def test_colour_blind_palette_differs_and_adds_a_letter(qapp):
    normal, cb = _render(24, False, 120), _render(24, True, 120)  # blue circle
    assert normal != cb
    # The colour letter in the lower right corner adds light pixels there.
    def light_pixels(img: QImage) -> int:
        return sum(1 for x in range(80, 108) for y in range(80, 108) if QColor(img.pixel(x, y)).lightness() > 200)

    assert light_pixels(cb) > light_pixels(normal) + 5


def test_cells_map_to_scene_and_back():
    for cell in [(0, 0), (3, -2), (-5, 7)]:
        assert cell_at(cell_centre(cell)) == cell
    assert cell_centre((1, 1)).y() == -CELL  # y grows upwards as in the rules


def test_board_view_click_reports_the_cell_and_fit_shows_every_tile(qtbot):
    scene = BoardScene()
    for i in range(8):
        scene.add_tile((i, 0), i % 6)
    scene.add_tile((0, 5), 7)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(640, 420)
    view.show()
    qtbot.waitExposed(view)
    view.fit_board()
    visible = view.visible_cells_rect()
    for item in scene.tiles.values():
        assert visible.contains(item.sceneBoundingRect())
    target = view.mapFromScene(cell_centre((2, 1)))
    with qtbot.waitSignal(view.cellClicked) as blocker:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert blocker.args == [(2, 1)]


def test_zoom_keys_and_panning_stop_auto_fit(qtbot):
    scene = BoardScene()
    scene.add_tile((0, 0), 0)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.show()
    qtbot.waitExposed(view)
    view.fit_board()
    z = view.zoom()
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() < z
    assert view.user_moved
    QTest.keyClick(view, Qt.Key.Key_0)
    assert not view.user_moved and abs(view.zoom() - z) < 1e-6
    # A drag on empty table pans instead of clicking.
    start = QPoint(250, 200)
    h0 = view.horizontalScrollBar().value()
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(view.viewport(), start + QPoint(40, 0))
    QTest.mouseMove(view.viewport(), start + QPoint(90, 0))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(90, 0))
    assert view.horizontalScrollBar().value() != h0
    assert view.user_moved


def test_marks_and_colour_blind_switch(qapp):
    scene = BoardScene()
    scene.add_tile((0, 0), 5)
    scene.set_candidates([(1, 0), (0, 1)])
    scene.set_dead([(2, 2)])
    assert scene.candidate_cells() == {(1, 0), (0, 1)}
    scene.set_candidates([])
    assert scene.candidate_cells() == set()
    assert scene.dead_cells() == {(2, 2)}
    scene.set_colour_blind(True)
    assert scene.tiles[(0, 0)]._colour_blind


def test_panning_repaints_the_whole_felt(qtbot, monkeypatch):
    """The felt is lit relative to the window onto the table: a pan that only moved pixels and
    painted the uncovered strip showed lighter and darker blocks. Every scroll repaints it all.
    (Offscreen Qt repaints everything anyway, so this checks that the view asks for it.)"""
    from tests.views.qwirkle.helpers import make_table

    session, view = make_table(qtbot)
    board_view = view.board_view
    asked: list[bool] = []
    viewport = board_view.viewport()
    real_update = viewport.update
    monkeypatch.setattr(viewport, "update", lambda *args: (asked.append(not args), real_update(*args)))
    bar = board_view.horizontalScrollBar()
    bar.setRange(-500, 500)
    bar.setValue(bar.value() + 40)
    assert asked and asked[-1]  # update() with no rectangle: the whole viewport
    asked.clear()
    board_view.centerOn(board_view.mapToScene(board_view.viewport().rect().center()) + QPointF(60, 30))
    assert asked
