"""The Qwixx table: the dice tray, the deciding person's sheet large under it, and every other
seat's sheet smaller beside or below it (whichever keeps both the large sheet and the small ones
most legible in the window's shape). The view fits the whole table in the window."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.theme import LIGHT, ThemeColours
from tabletop_desktop.views.qwixx.dice_item import TRAY_H, DiceTray
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import BOX, SHEET_H, SHEET_W
from tabletop_desktop.views.qwixx.sheet_item import SheetItem

GAP = 22.0
MARGIN = 18.0
MAX_SMALL = 0.62  # a small sheet is at most this share of the large one


@dataclass(frozen=True)
class Layout:
    """Where the others' sheets go: `side` "right" or "below", in `lines` columns or rows."""

    side: str
    lines: int
    scale: float
    width: float
    height: float


# How much the small sheets' legibility weighs against the large sheet's (a weighted geometric
# mean of their box sizes on screen).
SMALL_WEIGHT = 0.4
SMALL_FLOOR_PX = 13.0  # below this a small sheet's numbers get hard to read: avoid it if possible


def _shapes(others: int, side: str, lines: int, scale: float) -> tuple[float, float]:
    """The table's width and height with the others' sheets at `scale`."""
    block_h = TRAY_H + GAP + SHEET_H
    per = math.ceil(others / lines)
    if side == "right":
        column_h = per * scale * SHEET_H + (per - 1) * GAP
        return SHEET_W + GAP + lines * scale * SHEET_W + (lines - 1) * GAP, max(block_h, column_h)
    row_w = per * scale * SHEET_W + (per - 1) * GAP
    return max(SHEET_W, row_w), block_h + GAP + lines * scale * SHEET_H + (lines - 1) * GAP


def choose_layout(others: int, view_w: float, view_h: float) -> Layout:
    """The arrangement (others beside or below the large sheet, in one or two lines, at some
    scale) that keeps both the large sheet and the small ones most legible in this window: the
    best weighted geometric mean of the two box sizes on screen."""
    if others == 0:
        return Layout("none", 0, 0.0, SHEET_W, TRAY_H + GAP + SHEET_H)
    best, best_score = None, -1.0
    for side in ("right", "below"):
        for lines in (1, 2):
            if lines > others:
                continue
            for step in range(20, int(MAX_SMALL * 100) + 1):
                scale = step / 100
                width, height = _shapes(others, side, lines, scale)
                fit = min(view_w / (width + 2 * MARGIN), view_h / (height + 2 * MARGIN))
                main_px, small_px = fit * BOX, fit * scale * BOX
                score = main_px ** (1 - SMALL_WEIGHT) * small_px ** SMALL_WEIGHT
                if small_px < SMALL_FLOOR_PX:
                    score *= (small_px / SMALL_FLOOR_PX) ** 3
                if score > best_score + 1e-9:
                    best, best_score = Layout(side, lines, scale, width, height), score
    return best


class TableScene(QGraphicsScene):
    """The sheets and the dice; `arrange` places them for a main seat and a window shape."""

    def __init__(self, seat_count: int, style: PadStyle, parent: object = None) -> None:
        super().__init__(parent)
        self.style = style
        self.tray = DiceTray(style)
        self.addItem(self.tray)
        self.sheets = [SheetItem(seat, style) for seat in range(seat_count)]
        for item in self.sheets:
            self.addItem(item)
        self.main_seat = 0
        self.layout: Layout | None = None
        self.table_rect = QRectF(0, 0, SHEET_W, SHEET_H)

    def set_style(self, style: PadStyle) -> None:
        self.style = style
        self.tray.set_style(style)
        for item in self.sheets:
            item.set_style(style)

    def arrange(self, main_seat: int, view_w: float, view_h: float) -> None:
        """Main seat's sheet large under the tray, the others in seat order after it."""
        self.main_seat = main_seat
        count = len(self.sheets)
        others = [(main_seat + k) % count for k in range(1, count)]
        layout = choose_layout(len(others), max(1.0, view_w), max(1.0, view_h))
        self.layout = layout
        self.tray.setPos(0, 0)
        self.tray.set_width(SHEET_W)
        main = self.sheets[main_seat]
        main.setScale(1.0)
        main.setPos(0, TRAY_H + GAP)
        main.setZValue(2)
        s = layout.scale
        if layout.side == "right":
            per = math.ceil(len(others) / layout.lines)
            column_h = per * s * SHEET_H + (per - 1) * GAP
            top = max(0.0, (layout.height - column_h) / 2)
            block_top = max(0.0, (layout.height - (TRAY_H + GAP + SHEET_H)) / 2)
            self.tray.setPos(0, block_top)
            main.setPos(0, block_top + TRAY_H + GAP)
            for k, seat in enumerate(others):
                col, pos = divmod(k, per)
                x = SHEET_W + GAP + col * (s * SHEET_W + GAP)
                self._place(seat, s, QPointF(x, top + pos * (s * SHEET_H + GAP)))
        elif layout.side == "below":
            per = math.ceil(len(others) / layout.lines)
            row_w = per * s * SHEET_W + (per - 1) * GAP
            left = (layout.width - row_w) / 2
            main.setPos((layout.width - SHEET_W) / 2, TRAY_H + GAP)
            self.tray.setPos((layout.width - SHEET_W) / 2, 0)
            for k, seat in enumerate(others):
                line, pos = divmod(k, per)
                y = TRAY_H + GAP + SHEET_H + GAP + line * (s * SHEET_H + GAP)
                self._place(seat, s, QPointF(left + pos * (s * SHEET_W + GAP), y))
        self.table_rect = QRectF(-MARGIN, -MARGIN, layout.width + 2 * MARGIN, layout.height + 2 * MARGIN)
        self.setSceneRect(self.table_rect)

    def _place(self, seat: int, scale: float, pos: QPointF) -> None:
        item = self.sheets[seat]
        item.setScale(scale)
        item.setPos(pos)
        item.setZValue(1)


class TableView(QGraphicsView):
    """The window onto the table: the felt behind, the whole table always in sight."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.colours: ThemeColours = LIGHT
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 220)
        self.setAccessibleName("Table with the score sheets and the dice")

    def refit(self) -> None:
        """Arrange the sheets for this window's shape and fit the table in it."""
        size = self.viewport().size()
        self.table.arrange(self.table.main_seat, size.width(), size.height())
        self.fitInView(self.table.table_rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.resetTransform()
        area = QRectF(self.viewport().rect())
        paint_table(painter, area, self.colours)
        painter.restore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            return
        super().keyPressEvent(event)
