"""A tile on the table as a QGraphicsObject, so `pos`, `opacity` and `scale` animate with
QPropertyAnimation. The item is centred on its position; one cell is `CELL` scene units wide."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.views.qwirkle.tile_art import paint_tile, paint_tile_glow, tile_words

CELL = 100.0
TILE_SIDE = 92.0

Cell = tuple[int, int]


def cell_centre(cell: Cell) -> QPointF:
    """Scene position of a cell's centre (x to the right, y up as in the rules)."""
    return QPointF(cell[0] * CELL, -cell[1] * CELL)


def cell_at(point: QPointF) -> Cell:
    """The cell under a scene point."""
    return (round(point.x() / CELL), round(-point.y() / CELL))


class TileItem(QGraphicsObject):
    """One tile. `tentative` marks a tile placed this turn but not yet confirmed; `outline` (a colour
    or None) rings the last move of an opponent; `glow` (0..1) is the Qwirkle flash."""

    def __init__(self, tile: int, colour_blind: bool = False, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.cell: Cell | None = None
        self._colour_blind = colour_blind
        self._tentative = False
        self._outline: QColor | None = None
        self._glow = 0.0
        words = tile_words(tile)
        self.setToolTip(words[:1].upper() + words[1:])  # "Red circle"
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # --- looks ------------------------------------------------------------------------------
    def set_colour_blind(self, on: bool) -> None:
        if on != self._colour_blind:
            self._colour_blind = on
            self.update()

    def set_tentative(self, on: bool) -> None:
        if on != self._tentative:
            self._tentative = on
            self.update()

    @property
    def tentative(self) -> bool:
        return self._tentative

    def set_outline(self, colour: QColor | None) -> None:
        self._outline = colour
        self.update()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    # --- QGraphicsItem ------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        half = CELL * 0.62
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        detail = option.levelOfDetailFromTransform(painter.worldTransform())
        rect = QRectF(-TILE_SIDE / 2, -TILE_SIDE / 2, TILE_SIDE, TILE_SIDE)
        paint_tile(painter, rect, self.tile, self._colour_blind, detail)
        if self._outline is not None:
            paint_tile_glow(painter, rect, self._outline, 6.0)
        if self._tentative:
            # Not yet played: a white dashed rim and a gold pip, unlike any seat's outline.
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            pen = QPen(QColor(255, 255, 255, 230), 3.0, Qt.PenStyle.DashLine)
            pen.setDashPattern([2.5, 1.5])
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 16, 16)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 1.5))
            painter.setBrush(QColor("#ffd54a"))
            painter.drawEllipse(QPointF(TILE_SIDE * 0.36, -TILE_SIDE * 0.36), 7.0, 7.0)
            painter.restore()
        if self._glow > 0.0:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            colour = QColor(255, 244, 190, int(200 * self._glow))
            painter.setPen(QPen(colour, 10 * self._glow))
            painter.setBrush(QColor(255, 255, 255, int(50 * self._glow)))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 16, 16)
            painter.restore()
