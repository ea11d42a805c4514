"""The home-screen card art: one valid, landscape 4:3 SVG for every built-in game."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.registry import BUILTIN_GAMES, game
from tabletop_desktop.resources import resource_path


@pytest.mark.parametrize("game_id", BUILTIN_GAMES)
def test_each_game_has_landscape_svg_art(qapp, game_id: str) -> None:
    from PySide6.QtSvg import QSvgRenderer

    info = game(game_id)
    path = resource_path("art", info.art)
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    box = renderer.viewBoxF()
    assert box.width() / box.height() == pytest.approx(4 / 3)


@pytest.mark.parametrize("game_id", BUILTIN_GAMES)
def test_art_paints_the_whole_card(qapp, game_id: str) -> None:
    """The art fills its card edge to edge (no transparent margins showing the card behind)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(200, 150, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(resource_path("art", game(game_id).art))).render(
        painter, QRectF(0, 0, 200, 150)
    )
    painter.end()
    for x, y in ((0, 0), (199, 0), (0, 149), (199, 149), (100, 75)):
        assert image.pixelColor(x, y).alpha() == 255, (x, y)
