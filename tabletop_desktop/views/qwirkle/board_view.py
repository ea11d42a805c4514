"""The window onto the table: pan by dragging, scroll bars or keys; zoom by wheel, pinch or +/-;
fit to the board; keep the action in sight as the board grows (unless the person panned away).

Clicks on cells and drags of this turn's tiles are reported as signals; the game view decides what
they mean. Keys go to `key_handler` first so the game view can use arrows for its cursor.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen, QTransform, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.theme import LIGHT, ThemeColours
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.tile_item import CELL, Cell, TileItem, cell_at

MIN_ZOOM = 0.08
MAX_ZOOM = 1.8
# Zooming out leaves this much room to grow; a board this much smaller than the view refits.
GROW_ROOM = 0.88
REFIT_ABOVE = 1.6
MAX_FIT_ZOOM = 0.8  # fitting never blows tiles up past a comfortable size


class BoardView(QGraphicsView):
    """QGraphicsView over a BoardScene with the table surface painted behind it."""

    cellClicked = Signal(object)  # Cell
    tileDragMoved = Signal(object, QPoint)  # source cell, global position
    tileDragReleased = Signal(object, QPoint)  # source cell, global position
    tileDragCancelled = Signal(object)
    zoomChanged = Signal(float)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.colours: ThemeColours = LIGHT
        self.user_moved = False  # the person panned or zoomed: stop auto-fitting until "fit"
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.draggable: Callable[[Cell], bool] = lambda cell: False
        self._press: QPoint | None = None
        self._press_cell: Cell | None = None
        self._dragging_tile = False
        self._panning = False
        self._last_pan: QPoint | None = None
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        # The felt reaches every edge: drag the table, the wheel and Fit move it, so scroll bars
        # (which left a bare strip beside the felt) stay hidden while still tracking the position.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(240, 120)  # a short window keeps its buttons whole
        self.setAccessibleName(translate("QwirkleBoard", "Table", "the table the tiles lie on"))
        self.setStyleSheet(
            "QScrollBar { background: transparent; border: none; width: 10px; height: 10px; }"
            "QScrollBar::handle { background: rgba(255, 255, 255, 70); border-radius: 4px; min-width: 30px;"
            " min-height: 30px; margin: 2px; }"
            "QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }"
            "QScrollBar::add-page, QScrollBar::sub-page { background: transparent; }"
        )

    # --- zoom -------------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, value: float, anchor_under_mouse: bool = False) -> None:
        value = max(MIN_ZOOM, min(MAX_ZOOM, value))
        if abs(value - self.zoom()) < 1e-6:
            return
        if not anchor_under_mouse:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setTransform(QTransform.fromScale(value, value))
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.zoomChanged.emit(value)

    def zoom_by(self, factor: float, anchor_under_mouse: bool = False) -> None:
        self.user_moved = True
        self.set_zoom(self.zoom() * factor, anchor_under_mouse)

    def fit_board(self, rect: QRectF | None = None) -> None:
        """Show `rect` (default: all tiles with a margin) as large as fits, centred."""
        rect = rect or self.board_scene.board_rect()
        self.board_scene.update_scene_rect()
        vp = self.viewport().rect()
        if vp.width() < 10 or vp.height() < 10:
            return
        z = min(vp.width() / rect.width(), vp.height() / rect.height(), MAX_FIT_ZOOM)
        self.set_zoom(z)
        self.centerOn(rect.center())

    def reset_to_fit(self) -> None:
        """Fit the board and resume keeping the action in sight."""
        self.user_moved = False
        self.fit_board()

    def keep_in_sight(self, cells: list[Cell] | None = None) -> None:
        """After the board changed: keep it all in view unless the person moved the view away.

        The zoom changes only when the board no longer fits (or has become much smaller than
        the view): every zoom change re-renders every cached tile, which made each move hitch.
        When it must zoom out, it leaves room to grow so the next few moves need no change."""
        self.board_scene.update_scene_rect()
        if self.user_moved:
            return
        rect = self.board_scene.board_rect()
        vp = self.viewport().rect()
        if vp.width() < 10 or vp.height() < 10:
            return
        fit = min(vp.width() / rect.width(), vp.height() / rect.height(), MAX_FIT_ZOOM)
        zoom = self.zoom()
        if fit < zoom:
            self.set_zoom(fit * GROW_ROOM)
            self.centerOn(rect.center())
        elif fit > zoom * REFIT_ABOVE:
            self.fit_board()
        elif not self.visible_cells_rect().contains(rect):
            self.centerOn(rect.center())

    def visible_cells_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    # --- painting ---------------------------------------------------------------------------
    def scrollContentsBy(self, dx: int, dy: int) -> None:
        # Qt scrolls by moving the viewport's pixels and repainting only the uncovered strip. The
        # felt is lit relative to the viewport, not the scene, so moved pixels no longer match
        # their new place: panning or re-centring left lighter and darker blocks. Repaint it all.
        super().scrollContentsBy(dx, dy)
        if dx or dy:
            self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.resetTransform()
        vp = QRectF(self.viewport().rect())
        paint_table(painter, vp, self.colours)
        painter.restore()
        # A faint grid near the tiles, only when cells are big enough to matter.
        if self.zoom() * CELL < 26:
            return
        painter.save()
        area = self.board_scene.board_rect(margin_cells=2).intersected(rect)
        painter.setPen(QPen(QColor(255, 255, 255, 16), 1.0 / max(self.zoom(), 0.01)))
        left = int(area.left() // CELL) * CELL + CELL / 2
        x = left
        while x < area.right():
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            x += CELL
        y = int(area.top() // CELL) * CELL + CELL / 2
        while y < area.bottom():
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            y += CELL
        painter.restore()

    # --- input ------------------------------------------------------------------------------
    def cell_at_view(self, pos: QPoint) -> Cell:
        return cell_at(self.mapToScene(pos))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._press = event.position().toPoint()
            self._last_pan = self._press
            cell = self.cell_at_view(self._press)
            self._press_cell = cell if event.button() == Qt.MouseButton.LeftButton else None
            self._panning = event.button() == Qt.MouseButton.MiddleButton
            self._dragging_tile = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # Quick clicks on neighbouring cells are two clicks, not a double click.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        moved = (pos - self._press).manhattanLength() >= QApplication.startDragDistance()
        if not self._panning and not self._dragging_tile and moved:
            if self._press_cell is not None and self.draggable(self._press_cell):
                self._dragging_tile = True
            else:
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging_tile:
            self.tileDragMoved.emit(self._press_cell, event.globalPosition().toPoint())
        elif self._panning and self._last_pan is not None:
            delta = pos - self._last_pan
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            self.user_moved = True
        self._last_pan = pos
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        if self._dragging_tile:
            self.tileDragReleased.emit(self._press_cell, event.globalPosition().toPoint())
        elif not self._panning and self._press_cell is not None:
            self.cellClicked.emit(self._press_cell)
        self.viewport().unsetCursor()
        self._press = None
        self._press_cell = None
        self._panning = False
        self._dragging_tile = False
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            super().wheelEvent(event)  # horizontal scrolling
            self.user_moved = True
            return
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta:
            self.zoom_by(1.0015**delta, anchor_under_mouse=True)
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.NativeGesture:
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1.0 + event.value(), anchor_under_mouse=True)
                return True
        if event.type() == QEvent.Type.Gesture:
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if pinch is not None:
                self.zoom_by(pinch.scaleFactor(), anchor_under_mouse=True)
                return True
        return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8)
        elif key in (Qt.Key.Key_0, Qt.Key.Key_F):
            self.reset_to_fit()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.user_moved = True
            super().keyPressEvent(event)
        else:
            super().keyPressEvent(event)

    def item_at_cell(self, cell: Cell) -> TileItem | None:
        return self.board_scene.tiles.get(cell)
