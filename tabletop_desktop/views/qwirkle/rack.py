"""The person's rack: up to six tiles on a wooden ledge at the bottom edge.

Click a tile to pick it up, or drag it onto the table. The rack reports presses, drags and releases
as signals with global positions; the game view decides what they mean. Picked-up tiles are lifted
with a gold ring, tiles marked for an exchange are lifted with a swap badge, and tiles already laid
on the table this turn leave an empty slot.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from tabletop_desktop.i18n import fill, translate
from tabletop_desktop.views.qwirkle.tile_art import paint_tile, paint_tile_glow, tiles_in_words

SLOTS = 6
GAP = 10
MARGIN = 12


class Rack(QWidget):
    """Shows the tiles of one hand (or a covered rack when the hand must stay hidden)."""

    tileClicked = Signal(int)
    dragStarted = Signal(int)
    dragMoved = Signal(int, QPoint)  # rack index, global position
    dragReleased = Signal(int, QPoint)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles: list[int | None] = []  # by slot; None: laid on the table this turn
        self.selected: int | None = None
        self.marked: set[int] = set()
        self.focus_index: int | None = None  # keyboard focus ring
        self.hidden_hand = False
        self.enabled_for_turn = False
        self.colour_blind = False
        self.dark = False
        self._press: QPoint | None = None
        self._press_index: int | None = None
        self._drag_index: int | None = None
        self._drag_pos: QPointF | None = None
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translate("QwirkleRack", "Your rack"))

    # --- state ------------------------------------------------------------------------------
    def set_tiles(self, tiles: list[int | None]) -> None:
        self.tiles = list(tiles)
        self._update_tooltip()
        self.update()

    def set_state(self, selected: int | None, marked: set[int], focus_index: int | None) -> None:
        self.selected, self.marked, self.focus_index = selected, set(marked), focus_index
        self.update()

    def set_hidden(self, hidden: bool) -> None:
        self.hidden_hand = hidden
        self._update_tooltip()
        self.update()

    def _update_tooltip(self) -> None:
        if self.hidden_hand:
            self.setToolTip(translate("QwirkleRack", "This hand is hidden until its player takes "
                                      "the screen."))
            return
        tiles = [t for t in self.tiles if t is not None]
        self.setToolTip(fill(translate("QwirkleRack", "Your tiles: {tiles}"),
                             {"tiles": tiles_in_words(tiles)}) if tiles else "")

    # --- geometry ---------------------------------------------------------------------------
    def tile_side(self) -> float:
        """As large as the height allows, but never wider than the rack: a narrow window (a small
        screen at a high scale) used to cut off the last tiles."""
        by_height = (self.height() - 2 * MARGIN) * 0.86
        by_width = (self.width() - 2 * MARGIN - 28 - (SLOTS - 1) * GAP) / SLOTS  # 28: the ledge
        return max(24.0, min(68.0, by_height, by_width))

    def slot_rect(self, index: int) -> QRectF:
        side = self.tile_side()
        total = SLOTS * side + (SLOTS - 1) * GAP
        left = max(MARGIN, (self.width() - total) / 2)
        top = (self.height() - side) / 2 + 3
        return QRectF(left + index * (side + GAP), top, side, side)

    def slot_at(self, pos: QPointF) -> int | None:
        for i in range(len(self.tiles)):
            if self.slot_rect(i).adjusted(-GAP / 2, -MARGIN, GAP / 2, MARGIN).contains(pos):
                return i
        return None

    def slot_centre_global(self, index: int) -> QPoint:
        return self.mapToGlobal(self.slot_rect(index).center().toPoint())

    def sizeHint(self) -> QSize:
        return QSize(int(SLOTS * 68 + (SLOTS - 1) * GAP + 2 * MARGIN), 92)

    def minimumSizeHint(self) -> QSize:
        return QSize(int(SLOTS * 40 + (SLOTS - 1) * GAP + 2 * MARGIN), 64)

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = self.tile_side()
        first, last = self.slot_rect(0), self.slot_rect(SLOTS - 1)
        ledge = QRectF(first.left() - 14, first.top() - 10, last.right() - first.left() + 28, side + 22)
        wood = QLinearGradient(ledge.topLeft(), ledge.bottomLeft())
        if self.dark:
            wood.setColorAt(0, QColor("#4a3b30"))
            wood.setColorAt(1, QColor("#2c221b"))
        else:
            wood.setColorAt(0, QColor("#b98a58"))
            wood.setColorAt(1, QColor("#8a5f36"))
        p.setPen(QPen(QColor(0, 0, 0, 90), 1))
        p.setBrush(wood)
        p.drawRoundedRect(ledge, 12, 12)
        for i in range(SLOTS):
            rect = self.slot_rect(i)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 45))
            p.drawRoundedRect(rect, side * 0.13, side * 0.13)
            if self.hidden_hand:
                if i < len(self.tiles):
                    self._paint_back(p, rect)
                continue
            tile = self.tiles[i] if i < len(self.tiles) else None
            if tile is None or i == self._drag_index:
                continue
            lifted = i == self.selected or i in self.marked
            if lifted:
                rect = rect.translated(0, -8)
            paint_tile(p, rect, tile, self.colour_blind)
            if i == self.selected:
                paint_tile_glow(p, rect, QColor("#ffd54a"), 3.5)
            if i in self.marked:
                self._paint_swap_badge(p, rect)
            if i == self.focus_index:
                pen = QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), side * 0.18, side * 0.18)
        if self._drag_index is not None and self._drag_pos is not None and self.rect().contains(self._drag_pos.toPoint()):
            tile = self.tiles[self._drag_index]
            if tile is not None:
                r = QRectF(0, 0, side * 1.06, side * 1.06)
                r.moveCenter(self._drag_pos)
                paint_tile(p, r, tile, self.colour_blind)
        p.end()

    def _paint_back(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(QColor(0, 0, 0, 160), 1))
        p.setBrush(QColor("#25272c"))
        p.drawRoundedRect(rect, rect.width() * 0.13, rect.width() * 0.13)
        p.setPen(QPen(QColor(255, 255, 255, 40), 2))
        p.drawRoundedRect(rect.adjusted(8, 8, -8, -8), 6, 6)

    def _paint_swap_badge(self, p: QPainter, rect: QRectF) -> None:
        r = rect.width() * 0.17
        centre = QPointF(rect.right() - r * 0.6, rect.top() + r * 0.6)
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.setBrush(QColor("#d9480f"))
        p.drawEllipse(centre, r, r)
        p.setPen(QPen(QColor("#ffffff"), max(1.5, r * 0.18), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        d = r * 0.45
        p.drawLine(QPointF(centre.x() - d, centre.y() - d * 0.4), QPointF(centre.x() + d, centre.y() - d * 0.4))
        p.drawLine(QPointF(centre.x() + d, centre.y() + d * 0.4), QPointF(centre.x() - d, centre.y() + d * 0.4))
        paint_tile_glow(p, rect, QColor("#d9480f"), 3.0)

    # --- mouse ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.hidden_hand:
            return
        index = self.slot_at(event.position())
        if index is not None and index < len(self.tiles) and self.tiles[index] is not None:
            self._press = event.position().toPoint()
            self._press_index = index
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press_index is None or self._press is None:
            return
        pos = event.position()
        if self._drag_index is None:
            if (pos.toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
                return
            self._drag_index = self._press_index
            self.dragStarted.emit(self._drag_index)
        self._drag_pos = pos
        self.update()
        self.dragMoved.emit(self._drag_index, event.globalPosition().toPoint())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index, dragging = self._press_index, self._drag_index is not None
        self._press = self._press_index = self._drag_index = self._drag_pos = None
        self.update()
        if index is None:
            return
        if dragging:
            self.dragReleased.emit(index, event.globalPosition().toPoint())
        else:
            self.tileClicked.emit(index)

    def contains_global(self, pos: QPoint) -> bool:
        """True when a global position lies over the rack (a tile dragged home)."""
        return self.rect().contains(self.mapFromGlobal(pos))


class RackOrder:
    """Keeps the rack's order across turns: tiles kept stay put, new tiles fill in at the end
    (a new seat on show starts afresh)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.order: list[int] = []

    def arrange(self, seat: int | None, hand: tuple[int, ...]) -> tuple[int, ...]:
        if seat != self.seat:
            self.seat, self.order = seat, []
        left = list(hand)
        kept = []
        for tile in self.order:
            if tile in left:
                left.remove(tile)
                kept.append(tile)
        self.order = kept + left
        return tuple(self.order)
