"""The Qwixx table: the dice tray, the deciding person's sheet large under it, and every other
seat's sheet smaller beside or below it (whichever keeps both the large sheet and the small ones
most legible in the window's shape), or, when small sheets would be too small to read, a strip
in brief per other seat. The view fits the whole table in the window."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.theme import LIGHT, ThemeColours
from tabletop_desktop.views.qwixx.dice_item import TRAY_H, DiceTray
from tabletop_desktop.views.qwixx.opponent_strip import STRIP_H, STRIP_TEXT, STRIP_W, OpponentStrip
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import BOX, COMPACT_TEXT, SHEET_H, SHEET_W
from tabletop_desktop.views.qwixx.sheet_item import SheetItem

GAP = 22.0
MARGIN = 18.0
MAX_SMALL = 0.62  # a small sheet is at most this share of the large one


@dataclass(frozen=True)
class Layout:
    """Where the others' sheets go: `side` "right" or "below", in `lines` columns or rows, at
    `scale`; with `strips`, each other seat is a strip in brief (opponent_strip.py) instead."""

    side: str
    lines: int
    scale: float
    width: float
    height: float
    strips: bool = False


# How much the small sheets' legibility weighs against the large sheet's (a weighted geometric
# mean of their box sizes on screen).
SMALL_WEIGHT = 0.4
SMALL_FLOOR_PX = 13.0  # below this a small sheet's numbers get hard to read: avoid it if possible
MIN_TEXT_PX = 11.0  # the others' writing on screen: below this, strips instead of small sheets


def _shapes(others: int, side: str, lines: int, item_w: float, item_h: float) -> tuple[float, float]:
    """The table's width and height with the others' items (`item_w` x `item_h` each)."""
    block_h = TRAY_H + GAP + SHEET_H
    per = math.ceil(others / lines)
    if side == "right":
        column_h = per * item_h + (per - 1) * GAP
        return SHEET_W + GAP + lines * item_w + (lines - 1) * GAP, max(block_h, column_h)
    row_w = per * item_w + (per - 1) * GAP
    return max(SHEET_W, row_w), block_h + GAP + lines * item_h + (lines - 1) * GAP


def _fit(view_w: float, view_h: float, width: float, height: float) -> float:
    return min(view_w / (width + 2 * MARGIN), view_h / (height + 2 * MARGIN))


def _arrangements(others: int):
    for side in ("right", "below"):
        for lines in (1, 2):
            if lines <= others:
                yield side, lines


def choose_layout(others: int, view_w: float, view_h: float) -> Layout:
    """The arrangement (others beside or below the large sheet, in one or two lines, at some
    scale) that keeps both the large sheet and the small ones most legible in this window: the
    best weighted geometric mean of the two box sizes on screen. When even that leaves the small
    sheets' writing under 11 px, each other seat gets a strip in brief instead."""
    if others == 0:
        return Layout("none", 0, 0.0, SHEET_W, TRAY_H + GAP + SHEET_H)
    best, best_score = None, -1.0
    for side, lines in _arrangements(others):
        for step in range(20, int(MAX_SMALL * 100) + 1):
            scale = step / 100
            width, height = _shapes(others, side, lines, scale * SHEET_W, scale * SHEET_H)
            fit = _fit(view_w, view_h, width, height)
            main_px, small_px = fit * BOX, fit * scale * BOX
            score = main_px ** (1 - SMALL_WEIGHT) * small_px ** SMALL_WEIGHT
            if small_px < SMALL_FLOOR_PX:
                score *= (small_px / SMALL_FLOOR_PX) ** 3
            if score > best_score + 1e-9:
                best, best_score = Layout(side, lines, scale, width, height), score
    if text_px(best, view_w, view_h) >= MIN_TEXT_PX:
        return best
    return max((Layout(side, lines, 1.0, *_shapes(others, side, lines, STRIP_W, STRIP_H), strips=True)
                for side, lines in _arrangements(others)),
               key=lambda layout: _fit(view_w, view_h, layout.width, layout.height))


def text_px(layout: Layout, view_w: float, view_h: float) -> float:
    """The others' smallest writing on screen with `layout` in a `view_w` x `view_h` window."""
    units = STRIP_TEXT if layout.strips else COMPACT_TEXT
    return _fit(view_w, view_h, layout.width, layout.height) * layout.scale * units


class TableScene(QGraphicsScene):
    """The sheets and the dice; `arrange` places them for a main seat and a window shape."""

    def __init__(self, seat_count: int, style: PadStyle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.style = style
        self.tray = DiceTray(style)
        self.addItem(self.tray)
        self.sheets = [SheetItem(seat, style) for seat in range(seat_count)]
        self.strips = [OpponentStrip(seat, style) for seat in range(seat_count)]
        for item in self.sheets + self.strips:
            self.addItem(item)
            item.hide()
        self.main_seat = 0
        self.layout: Layout | None = None
        self.table_rect = QRectF(0, 0, SHEET_W, SHEET_H)

    def set_style(self, style: PadStyle) -> None:
        self.style = style
        self.tray.set_style(style)
        for item in self.sheets + self.strips:
            item.set_style(style)

    def shown_item(self, seat: int) -> SheetItem | OpponentStrip:
        """What stands for `seat` on the table now: its sheet, or its strip in brief."""
        strip = self.layout is not None and self.layout.strips and seat != self.main_seat
        return self.strips[seat] if strip else self.sheets[seat]

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
        for seat in range(count):
            self.sheets[seat].setVisible(seat == main_seat or not layout.strips)
            self.strips[seat].setVisible(seat != main_seat and layout.strips)
        s = layout.scale
        item_w, item_h = (STRIP_W, STRIP_H) if layout.strips else (s * SHEET_W, s * SHEET_H)
        if layout.side == "right":
            per = math.ceil(len(others) / layout.lines)
            column_h = per * item_h + (per - 1) * GAP
            top = max(0.0, (layout.height - column_h) / 2)
            block_top = max(0.0, (layout.height - (TRAY_H + GAP + SHEET_H)) / 2)
            self.tray.setPos(0, block_top)
            main.setPos(0, block_top + TRAY_H + GAP)
            for k, seat in enumerate(others):
                col, pos = divmod(k, per)
                x = SHEET_W + GAP + col * (item_w + GAP)
                self._place(seat, s, QPointF(x, top + pos * (item_h + GAP)))
        elif layout.side == "below":
            per = math.ceil(len(others) / layout.lines)
            row_w = per * item_w + (per - 1) * GAP
            left = (layout.width - row_w) / 2
            main.setPos((layout.width - SHEET_W) / 2, TRAY_H + GAP)
            self.tray.setPos((layout.width - SHEET_W) / 2, 0)
            for k, seat in enumerate(others):
                line, pos = divmod(k, per)
                y = TRAY_H + GAP + SHEET_H + GAP + line * (item_h + GAP)
                self._place(seat, s, QPointF(left + pos * (item_w + GAP), y))
        self.table_rect = QRectF(-MARGIN, -MARGIN, layout.width + 2 * MARGIN, layout.height + 2 * MARGIN)
        self.setSceneRect(self.table_rect)

    def _place(self, seat: int, scale: float, pos: QPointF) -> None:
        item = self.shown_item(seat)
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
        self.setAccessibleName(translate("QwixxTable", "Table with the score sheets and the dice"))

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
