"""One seat's sheet on the table as a scene item. The deciding person's sheet reports the box under
the pointer (to show the cross and the boxes it would skip before a click) and clicks on boxes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tabletop_desktop.engine.qwixx.sheet import Sheet
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import SHEET_H, SHEET_W, SheetLook, box_at, paint_sheet


class SeatPiece(QGraphicsObject):
    """What stands for one seat on the table (its sheet, or its strip in brief): the seat's
    crosses (`marks`) and everything else it shows (`look`), in the table's palette."""

    def __init__(self, seat: int, style: PadStyle) -> None:
        super().__init__()
        self.seat = seat
        self.style = style
        self.marks = Sheet()
        self.look = SheetLook()
        # Many boxes and words: painted once into a pixmap at screen resolution and reused until
        # it changes (a full repaint of five sheets took 25-50 ms, cached about 1 ms).
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_style(self, style: PadStyle) -> None:
        self.style = style
        self.update()


class SheetItem(SeatPiece):
    """A seat's score sheet; `marks` and `look` say what it shows."""

    boxHovered = Signal(object)  # (row, number) of a legal box under the pointer, or None
    boxClicked = Signal(object)  # (row, number) clicked (legal or not: the view explains)

    def __init__(self, seat: int, style: PadStyle) -> None:
        super().__init__(seat, style)
        self.interactive = False
        self._hovered: object = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, SHEET_W + 8, SHEET_H + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_sheet(painter, self.marks, self.look, self.style)

    def show_marks(self, marks: Sheet) -> None:
        self.marks = marks
        self.update()

    def set_interactive(self, interactive: bool) -> None:
        self.interactive = interactive
        self.setCursor(Qt.CursorShape.ArrowCursor)
        if not interactive and self._hovered is not None:
            self._hovered = None
            self.boxHovered.emit(None)

    # --- pointer ------------------------------------------------------------------------------
    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if not self.interactive:
            return
        box = box_at(event.pos())
        legal = box if box in self.look.legal else None
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        if legal != self._hovered:
            self._hovered = legal
            self.boxHovered.emit(legal)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered is not None:
            self._hovered = None
            self.boxHovered.emit(None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive:
            return
        box = box_at(event.pos())
        if box is not None:
            self.boxClicked.emit(box)
