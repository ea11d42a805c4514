"""Game card art for the home screen and the New Game dialog.

The art ships as SVG under `resources/art/`; when a file is missing or unreadable a tasteful card
is painted instead (the table surface with a few of the game's pieces), so the app never crashes
and never shows an empty box.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from tabletop_desktop.engine.registry import GameInfo
from tabletop_desktop.resources import resource_path
from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.theme import LIGHT, piece_colours


def game_art(info: GameInfo, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The game's card art at `size` (logical pixels), from its SVG or painted as a fallback."""
    pixmap = QPixmap(size * device_pixel_ratio)
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, size.width(), size.height())
    clip = QPainterPath()
    clip.addRoundedRect(rect, 10, 10)
    painter.setClipPath(clip)
    if not _paint_svg(painter, info, rect):
        paint_fallback_art(painter, info, rect)
    painter.end()
    return pixmap


def _paint_svg(painter: QPainter, info: GameInfo, rect: QRectF) -> bool:
    if not info.art:
        return False
    try:
        path = resource_path("art", info.art)
    except FileNotFoundError:
        return False
    if not path.is_file():
        return False
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return False
    # Cover the card like CSS "object-fit: cover": fill it, cropping the longer side.
    view = renderer.viewBoxF()
    if view.isEmpty():
        view = QRectF(0, 0, renderer.defaultSize().width(), renderer.defaultSize().height())
    scale = max(rect.width() / max(view.width(), 1), rect.height() / max(view.height(), 1))
    w, h = view.width() * scale, view.height() * scale
    target = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
    renderer.render(painter, target)
    return True


def paint_fallback_art(painter: QPainter, info: GameInfo, rect: QRectF) -> None:
    """The painted card: the felt table with a few pieces of the game on it."""
    paint_table(painter, rect, LIGHT, QPointF(rect.center().x(), rect.top() + rect.height() * 0.35))
    rng = random.Random(info.id)
    if info.id == "qwirkle":
        _paint_tiles(painter, rect, rng)
    elif info.id == "qwixx":
        _paint_dice(painter, rect, rng)
    elif info.id == "quiddler":
        _paint_cards(painter, rect)
    else:
        _paint_initial(painter, rect, info.name[:1])


def _shadowed(painter: QPainter, shape: QRectF, radius: float, fill: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(shape.translated(2, 3), radius, radius)
    painter.setBrush(fill)
    painter.drawRoundedRect(shape, radius, radius)


def _paint_tiles(painter: QPainter, rect: QRectF, rng: random.Random) -> None:
    colours = list(piece_colours().values())
    side = rect.height() * 0.2
    gap = side * 0.12
    # An L of tiles, like the start of a real game.
    cells = [(-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0), (0, -1), (0, 1), (1, 1)]
    centre = rect.center()
    for index, (cx, cy) in enumerate(cells):
        x = centre.x() + cx * (side + gap) - side / 2
        y = centre.y() + cy * (side + gap) - side / 2
        tile = QRectF(x, y, side, side)
        _shadowed(painter, tile, side * 0.16, QColor("#151515"))
        painter.setBrush(colours[index % len(colours)])
        inner = tile.adjusted(side * 0.22, side * 0.22, -side * 0.22, -side * 0.22)
        if index % 3 == 0:
            painter.drawEllipse(inner)
        elif index % 3 == 1:
            painter.drawRect(inner)
        else:
            diamond = QPainterPath()
            diamond.moveTo(inner.center().x(), inner.top())
            diamond.lineTo(inner.right(), inner.center().y())
            diamond.lineTo(inner.center().x(), inner.bottom())
            diamond.lineTo(inner.left(), inner.center().y())
            diamond.closeSubpath()
            painter.drawPath(diamond)


def _paint_dice(painter: QPainter, rect: QRectF, rng: random.Random) -> None:
    faces = [("#ffffff", "#222222"), ("#ffffff", "#222222"), ("#e23b3b", "#ffffff"),
             ("#f2c531", "#222222"), ("#3a9c4f", "#ffffff"), ("#2f6fd0", "#ffffff")]
    side = rect.height() * 0.24
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    for index, (fill, pip) in enumerate(faces):
        col, row = index % 3, index // 3
        x = rect.center().x() + (col - 1) * side * 1.35 - side / 2 + (row * side * 0.3)
        y = rect.center().y() + (row - 0.5) * side * 1.3 - side / 2
        painter.save()
        painter.translate(x + side / 2, y + side / 2)
        painter.rotate(rng.uniform(-14, 14))
        die = QRectF(-side / 2, -side / 2, side, side)
        _shadowed(painter, die, side * 0.18, QColor(fill))
        painter.setBrush(QColor(pip))
        r = side * 0.09
        for px, py in pips[rng.randint(1, 6)]:
            painter.drawEllipse(QPointF(px * side * 0.26, py * side * 0.26), r, r)
        painter.restore()


def _paint_cards(painter: QPainter, rect: QRectF) -> None:
    letters = ["Q", "U", "I", "D", "D", "L", "E", "R"][:5]
    w, h = rect.height() * 0.36, rect.height() * 0.5
    pivot = QPointF(rect.center().x(), rect.bottom() + h * 0.9)
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman"])
    font.setBold(True)
    font.setPixelSize(int(h * 0.42))
    for index, letter in enumerate(letters):
        painter.save()
        painter.translate(pivot)
        painter.rotate((index - (len(letters) - 1) / 2) * 11)
        card = QRectF(-w / 2, -h * 2.05, w, h)
        _shadowed(painter, card, w * 0.1, QColor("#fbf5e6"))
        painter.setPen(QPen(QColor("#3b2f22")))
        painter.setFont(font)
        painter.drawText(card, Qt.AlignmentFlag.AlignCenter, letter)
        painter.restore()


def _paint_initial(painter: QPainter, rect: QRectF, initial: str) -> None:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(rect.height() * 0.45))
    painter.setFont(font)
    painter.setPen(QColor(255, 255, 255, 210))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, initial)
