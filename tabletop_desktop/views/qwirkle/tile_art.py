"""Painting Qwirkle tiles: black rounded squares with a bright symbol, a thin bevel and a soft shadow.

Everything is vector (QPainterPath), so tiles stay crisp at every zoom and at 2x. A tile is an int
`colour_index * 6 + shape_index` (colours red orange yellow green blue purple; shapes circle square
diamond clover star4 star8). The six shapes differ in outline so they read without colour; the
colour-blind palette also prints a small colour letter in the corner, so every tile can be told apart
by shape and letter alone.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from tabletop_desktop.engine.qwirkle.tiles import tile_name
from tabletop_desktop.i18n import fill, text, translate

# Bright, saturated, and far apart in hue like the printed tiles.
NORMAL_PALETTE = ("#e8322e", "#f58a1f", "#f7d51d", "#3fbf4a", "#2f8cf0", "#a251d8")
# Okabe-Ito colours: distinguishable with the common forms of colour blindness; lightness differs too.
COLOUR_BLIND_PALETTE = ("#d55e00", "#e69f00", "#f0e442", "#009e73", "#56b4e9", "#cc79a7")

TILE_RADIUS = 0.13  # corner radius as a fraction of the tile side


def palette_colours(colour_blind: bool) -> tuple[QColor, ...]:
    """The six symbol colours for the chosen palette."""
    return tuple(QColor(c) for c in (COLOUR_BLIND_PALETTE if colour_blind else NORMAL_PALETTE))


def tile_words(tile: int) -> str:
    """"red circle", "blue 8-point star": the engine's name of the tile (the same words as the
    game log), in the person's language."""
    return text(tile_name(tile))


def tiles_in_words(tiles: Iterable[int]) -> str:
    """Several tiles' names in a list: "red circle, blue square"."""
    words = [tile_words(tile) for tile in tiles]
    if not words:
        return ""
    joined = words[0]
    for word in words[1:]:
        joined = fill(translate("QwirkleTiles", "{tiles}, {tile}", "a list of tiles' names"),
                      {"tiles": joined, "tile": word})
    return joined


def colour_letter(colour: int) -> str:
    """The letter painted on a tile for the colour-blind palette: the colour's initial."""
    letters = (translate("QwirkleTiles", "R", "the initial of red, painted on a tile"),
               translate("QwirkleTiles", "O", "the initial of orange, painted on a tile"),
               translate("QwirkleTiles", "Y", "the initial of yellow, painted on a tile"),
               translate("QwirkleTiles", "G", "the initial of green, painted on a tile"),
               translate("QwirkleTiles", "B", "the initial of blue, painted on a tile"),
               translate("QwirkleTiles", "P", "the initial of purple, painted on a tile"))
    return letters[colour]


def _star(points: int, outer: float, inner: float, turn: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = turn + math.pi * i / points - math.pi / 2
        p = QPointF(r * math.cos(a), r * math.sin(a))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


_SHAPES: dict[int, QPainterPath] = {}
_SHAPE_UNITS = 100.0  # shapes are built 100 units wide: curves flatten finely at that size


def shape_path(shape: int) -> QPainterPath:
    """The symbol outline for `shape` in a tile 100 units wide centred on (0, 0)."""
    if shape not in _SHAPES:
        _SHAPES[shape] = _build_shape(shape)
    return _SHAPES[shape]


def _build_shape(shape: int) -> QPainterPath:
    u = _SHAPE_UNITS
    path = QPainterPath()
    if shape == 0:  # circle
        path.addEllipse(QPointF(0, 0), 0.29 * u, 0.29 * u)
        return path
    if shape == 1:  # square
        path.addRoundedRect(QRectF(-0.26 * u, -0.26 * u, 0.52 * u, 0.52 * u), 0.04 * u, 0.04 * u)
        return path
    if shape == 2:  # diamond: taller than wide, like the printed tile
        path.moveTo(0, -0.37 * u)
        path.lineTo(0.27 * u, 0)
        path.lineTo(0, 0.37 * u)
        path.lineTo(-0.27 * u, 0)
        path.closeSubpath()
        return path
    if shape == 3:  # clover: four round lobes around a core
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            lobe = QPainterPath()
            lobe.addEllipse(QPointF(dx * 0.17 * u, dy * 0.17 * u), 0.135 * u, 0.135 * u)
            path = path.united(lobe)
        core = QPainterPath()
        core.addEllipse(QPointF(0, 0), 0.15 * u, 0.15 * u)
        return path.united(core)
    if shape == 4:  # 4-point star with slender points
        return _star(4, 0.38 * u, 0.11 * u)
    return _star(8, 0.37 * u, 0.2 * u)  # 8-point star: shorter, denser points


def tile_outline(rect: QRectF) -> QPainterPath:
    """The rounded-square body of a tile filling `rect`."""
    path = QPainterPath()
    r = rect.width() * TILE_RADIUS
    path.addRoundedRect(rect, r, r)
    return path


def paint_shadow(painter: QPainter, rect: QRectF, strength: float = 1.0) -> None:
    """A soft shadow below and right of the tile: stacked translucent rounded rects (cheap blur)."""
    side = rect.width()
    painter.setPen(Qt.PenStyle.NoPen)
    offset = side * 0.045
    steps = 4
    for i in range(steps, 0, -1):
        grow = side * 0.018 * i
        alpha = int(34 * strength / i)
        painter.setBrush(QColor(0, 0, 0, alpha))
        r = rect.adjusted(-grow + offset, -grow + offset * 1.4, grow + offset, grow + offset * 1.4)
        painter.drawRoundedRect(r, side * TILE_RADIUS + grow, side * TILE_RADIUS + grow)


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    tile: int,
    colour_blind: bool = False,
    detail: float = 1.0,
    shadow: bool = True,
    dim: bool = False,
) -> None:
    """Paint `tile` filling the square `rect`.

    `detail` is the on-screen size factor (pixels per scene unit times the side): below a few dozen
    pixels the bevel, gradients and letter are skipped so a zoomed-out board stays clean and fast.
    """
    side = rect.width()
    on_screen = side * detail
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if shadow and on_screen > 18:
        paint_shadow(painter, rect)
    body = tile_outline(rect)
    if on_screen > 24:
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, QColor("#34373d"))
        grad.setColorAt(0.5, QColor("#1b1c20"))
        grad.setColorAt(1.0, QColor("#0c0c0e"))
        painter.fillPath(body, QBrush(grad))
        # Bevel: a light rim at the top-left and a dark one at the bottom-right.
        inner = rect.adjusted(side * 0.035, side * 0.035, -side * 0.035, -side * 0.035)
        bevel = QLinearGradient(inner.topLeft(), inner.bottomRight())
        bevel.setColorAt(0.0, QColor(255, 255, 255, 70))
        bevel.setColorAt(0.45, QColor(255, 255, 255, 8))
        bevel.setColorAt(1.0, QColor(0, 0, 0, 120))
        pen = QPen(QBrush(bevel), max(side * 0.028, 0.6))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = inner.width() * TILE_RADIUS
        painter.drawRoundedRect(inner, r, r)
        painter.setPen(QPen(QColor(0, 0, 0, 200), max(side * 0.012, 0.5)))
        painter.drawPath(body)
    else:
        painter.fillPath(body, QColor("#1a1b1e"))

    colour = palette_colours(colour_blind)[tile // 6]
    if dim:
        colour = QColor(colour)
        colour.setAlpha(110)
    painter.translate(rect.center())
    unit = side / _SHAPE_UNITS
    painter.scale(unit, unit)
    symbol = shape_path(tile % 6)
    if on_screen > 24:
        fill = QLinearGradient(QPointF(0, -38), QPointF(0, 38))
        fill.setColorAt(0.0, colour.lighter(135))
        fill.setColorAt(0.55, colour)
        fill.setColorAt(1.0, colour.darker(118))
        painter.setPen(QPen(colour.darker(160), 1.6))
        painter.setBrush(QBrush(fill))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
    painter.drawPath(symbol)
    if colour_blind and on_screen > 30:
        font = QFont("Sans Serif")
        font.setBold(True)
        font.setPixelSize(max(int(side * 0.2), 6))
        painter.scale(1 / unit, 1 / unit)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 215))
        box = QRectF(side * 0.25, side * 0.22, side * 0.22, side * 0.25)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, colour_letter(tile // 6))
    painter.restore()


def paint_tile_glow(painter: QPainter, rect: QRectF, colour: QColor, width: float) -> None:
    """An outline around a tile's body (last-move outline, hint, selection)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    grow = width / 2 + rect.width() * 0.02
    painter.drawPath(tile_outline(rect.adjusted(-grow, -grow, grow, grow)))
    painter.restore()


def tile_pixmap(tile: int, side: int, colour_blind: bool = False, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A tile as a transparent pixmap of `side` logical pixels (icons, summaries, tooltips)."""
    pad = max(2, side // 10)
    px = QPixmap(int((side + 2 * pad) * device_pixel_ratio), int((side + 2 * pad) * device_pixel_ratio))
    px.setDevicePixelRatio(device_pixel_ratio)
    px.fill(Qt.GlobalColor.transparent)
    p = QPainter(px)
    paint_tile(p, QRectF(pad, pad, side, side), tile, colour_blind)
    p.end()
    return px


def felt_gradient(rect: QRectF, dark: bool) -> QRadialGradient:
    """The table surface: a calm radial gradient (green felt, or dark slate in the dark theme)."""
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    if dark:
        grad.setColorAt(0.0, QColor("#3a4450"))
        grad.setColorAt(1.0, QColor("#1c2128"))
    else:
        grad.setColorAt(0.0, QColor("#3f8a5c"))
        grad.setColorAt(1.0, QColor("#245a3c"))
    return grad
