"""The table the game is played on: felt green in the light theme, slate in the dark one, painted
procedurally (a soft radial light, a vignette and a faint grain) so no image files are needed.

Game views call `paint_table` from `QGraphicsView.drawBackground`; `TableSurface` is a plain widget
with the same background for screens that are not graphics views (the home screen's hero, covers).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPixmap, QRadialGradient
from PySide6.QtWidgets import QWidget

from tabletop_desktop.views.common.theme import ThemeColours, current_colours

_GRAIN_SIZE = 192
_grain_cache: dict[str, QPixmap] = {}


def _grain(colour: str) -> QPixmap:
    """A small tileable noise texture; seeded so the table looks the same every time."""
    cached = _grain_cache.get(colour)
    if cached is not None:
        return cached
    rng = random.Random(20240611)
    base = QColor(colour)
    size = _GRAIN_SIZE
    pixels = bytearray(size * size * 4)
    specks = size * size // 5
    # One batch of random bytes, four per speck, keeps this off the start-up path's budget (a
    # random call per value took about 0.1 s).
    noise = rng.randbytes(specks * 6)
    light = [(base.red() * a // 255, base.green() * a // 255, base.blue() * a // 255)
             for a in range(256)]
    for k in range(0, specks * 6, 6):
        # Premultiplied BGRA: a faint light or dark speck; pairs of specks read as felt fibres.
        alpha = 4 + noise[k] % 9
        r, g, b = (0, 0, 0) if noise[k + 1] & 1 else light[alpha]
        x = (noise[k + 2] << 8 | noise[k + 3]) % size
        y = (noise[k + 4] << 8 | noise[k + 5]) % size
        speck = bytes((b, g, r, alpha))
        row = y * size
        for dx in range(1 + (noise[k + 1] >> 1) % 3):
            i = (row + (x + dx) % size) * 4
            pixels[i:i + 4] = speck
    image = QImage(bytes(pixels), _GRAIN_SIZE, _GRAIN_SIZE, _GRAIN_SIZE * 4,
                   QImage.Format.Format_ARGB32_Premultiplied).copy()
    pixmap = QPixmap.fromImage(image)
    _grain_cache[colour] = pixmap
    return pixmap


def paint_table(painter: QPainter, rect: QRectF, colours: ThemeColours | None = None,
                light_centre: QPointF | None = None) -> None:
    """Paint the table background into `rect` (scene or widget coordinates)."""
    colours = colours or current_colours()
    centre = light_centre or rect.center()
    radius = max(rect.width(), rect.height()) * 0.75
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0.0, QColor(colours.table_centre))
    gradient.setColorAt(1.0, QColor(colours.table_edge))
    painter.save()
    painter.fillRect(rect, gradient)
    painter.drawTiledPixmap(rect, _grain(colours.table_grain), rect.topLeft())
    painter.restore()


class TableSurface(QWidget):
    """A widget whose background is the table; children sit on top of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_table(painter, QRectF(self.rect()))
        painter.end()
