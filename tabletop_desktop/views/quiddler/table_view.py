"""The graphics view that shows the table, scaled to fit, and turns the mouse into intentions:
a click on a card or pile, a double-click on a card, or a card dragged to a target. The game view
decides what each means; a card dropped nowhere useful glides back where it was."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.theme import ThemeColours, current_colours
from tabletop_desktop.views.quiddler.card_item import CardItem
from tabletop_desktop.views.quiddler.table_scene import TableScene, Target

PILE_KEY = "pile"


class TableView(QGraphicsView):
    """Shows a `TableScene`; emits what the person does with the mouse."""

    clicked = Signal(object)  # a card key, or "pile"
    doubleClicked = Signal(object)  # a card key
    dropped = Signal(object, object)  # a card key (or "pile"), a Target or None
    dragStarted = Signal(object)  # a card key (or "pile")

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.colours: ThemeColours | None = None
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the game view (cards by keyboard)
        self.draggable = lambda key: False  # the game view says which cards may be picked up
        self.hand_count = lambda: 0
        self._press: tuple[object, QPointF, QPointF] | None = None  # key, press pos, grab offset
        self._dragging: CardItem | None = None
        self._drag_key: object = None
        self.setMinimumSize(320, 240)

    # --- fitting ----------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        # The felt covers the whole viewport, not only the scene's rectangle.
        visible = self.mapToScene(self.viewport().rect()).boundingRect()
        paint_table(painter, visible.united(rect), self.colours or current_colours(),
                    self.table.sceneRect().center())

    # --- the mouse ----------------------------------------------------------------------------------
    def _key_at(self, pos: QPointF) -> object:
        item = self.table.card_at(pos)
        if item is not None:
            return item.key
        if self.table.pile.sceneBoundingRect().contains(pos) and self.table.pile.count:
            return PILE_KEY
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self.parentWidget() is not None:
            self.parentWidget().setFocus(Qt.FocusReason.MouseFocusReason)  # keys for the cards
        pos = self.mapToScene(event.position().toPoint())
        key = self._key_at(pos)
        if key is None:
            self._press = None
            return
        item = self.table.cards.get(key)
        offset = pos - item.pos() if item is not None else QPointF(0, 0)
        self._press = (key, pos, offset)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        key, start, offset = self._press
        if self._dragging is None:
            distance = (event.position().toPoint() - self.mapFromScene(start)).manhattanLength()
            if distance < QApplication.startDragDistance() or not self.draggable(key):
                return
            self._start_drag(key)
        if self._dragging is not None:
            self._dragging.setPos(pos - offset)
            self.table.show_hot(self.table.hit(pos, self.hand_count()))

    def _start_drag(self, key: object) -> None:
        if key == PILE_KEY:
            spot = self.table.pile_spot()
            item = self.table.put(("drag", "pile"), None, False, spot)
        else:
            item = self.table.cards.get(key)
            if item is None:
                return
        self.table.mover.stop(item)
        item.setRotation(0.0)  # a card held up straightens out of the fan
        item.setZValue(10_000)
        item.setCursor(Qt.CursorShape.ClosedHandCursor)
        self._dragging = item
        self._drag_key = key
        self.dragStarted.emit(key)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        pos = self.mapToScene(event.position().toPoint())
        key = self._press[0]
        self._press = None
        if self._dragging is not None:
            dragged, self._dragging = self._dragging, None
            target = self.table.hit(pos, self.hand_count())
            self.table.clear_hot()
            if key == PILE_KEY:
                self.table.take(("drag", "pile"))
            dragged.setCursor(Qt.CursorShape.OpenHandCursor)
            self.dropped.emit(key, target)
            return
        self.clicked.emit(key)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = self.mapToScene(event.position().toPoint())
        item = self.table.card_at(pos)
        self._press = None
        if item is not None:
            self.doubleClicked.emit(item.key)


def target_name(target: Target | None) -> str:
    """For messages and tests: "row 2", "the hand", "the discard pile"."""
    if target is None:
        return translate("QuiddlerTable", "nowhere", "where a card is dropped")
    if target.kind == "row":
        return translate("QuiddlerTable", "row {number}", "a word row").format(number=target.zone + 1)
    if target.kind == "hand":
        return translate("QuiddlerTable", "your hand")
    if target.kind == "discard":
        return translate("QuiddlerTable", "the discard pile")
    return translate("QuiddlerTable", "the draw pile")
