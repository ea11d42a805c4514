"""One card on the table (`CardItem`) and the glide that moves cards to where they belong.

Items are placed by the scene's layout: every card has a target (position of its centre, rotation,
scale, face up or down). `Mover` takes each item from where it is to its target with one ease-out
animation (or at once with reduced motion) and tells the view when it is busy, so bots wait for
the table to settle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.views.quiddler.card_art import (
    CARD_H,
    CARD_W,
    RADIUS,
    card_path,
    paint_back,
    paint_face,
    paint_shadow,
)

GLIDE_MS = 240  # one card's move at normal speed
LIFT = 14.0  # how far a hand card rises under the pointer


@dataclass(frozen=True)
class Spot:
    """Where a card belongs: its centre in scene coordinates, rotation (degrees), scale, z."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 10.0

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


class CardItem(QGraphicsObject):
    """A card: face up (`card` set and `face_up`) or its back. The item's origin is its centre."""

    def __init__(self, key: object, card: str | None, face_up: bool = True) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self.face_up = face_up and card is not None
        self.colour_blind = False
        self.marked: QColor | None = None  # an outline: a hint, the card just drawn
        self.lifted = False
        self.interactive = False  # a card of the person's own hand (or words)
        self.lifts = True  # rises under the pointer (a card of the fan; not one in a word row)
        self.spot: Spot | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_face(self, card: str | None, face_up: bool) -> None:
        face_up = face_up and card is not None
        if (card, face_up) != (self.card, self.face_up):
            self.card, self.face_up = card, face_up
            self.update()

    def set_marked(self, colour: QColor | None) -> None:
        if colour != self.marked:
            self.marked = colour
            self.update()

    def rect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-8, -8 - LIFT, 10, 12)

    def shape(self):  # noqa: ANN201 - Qt's name
        return card_path(self.rect().translated(0, -LIFT if self.lifted else 0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.rect().translated(0, -LIFT if self.lifted else 0)
        paint_shadow(painter, rect, self.lifted)
        if self.face_up and self.card is not None:
            paint_face(painter, rect, self.card, self.colour_blind)
        else:
            paint_back(painter, rect)
        if self.marked is not None:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.marked, 3.2))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), RADIUS + 2, RADIUS + 2)
            painter.restore()

    def set_lifts(self, lifts: bool) -> None:
        """A card in a word row stays in its well: lifted there it would stick out over the row's
        edge (a card just dropped into a row is still under the pointer)."""
        self.lifts = lifts
        if not lifts and self.lifted:
            self.prepareGeometryChange()
            self.lifted = False
            self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001 - Qt's name
        if self.interactive and self.lifts and not self.lifted:
            self.prepareGeometryChange()
            self.lifted = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001 - Qt's name
        if self.lifted:
            self.prepareGeometryChange()
            self.lifted = False
            self.update()
        super().hoverLeaveEvent(event)

    def place(self, spot: Spot) -> None:
        """Put the card at `spot` at once."""
        self.spot = spot
        self.setPos(spot.pos)
        self.setRotation(spot.rotation)
        self.setScale(spot.scale)
        self.setZValue(spot.z)


class Mover(QObject):
    """Glides cards to their spots; `busyChanged(True/False)` around any running glide."""

    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0  # 0: no motion at all
        self._running: dict[CardItem, QVariantAnimation] = {}
        self._done: dict[CardItem, Callable[[], None]] = {}
        self._delayed: list[QTimer] = []
        self._busy = False

    @property
    def busy(self) -> bool:
        return bool(self._running) or bool(self._delayed)

    def move(self, item: CardItem, spot: Spot, delay_ms: int = 0,
             done: Callable[[], None] | None = None) -> None:
        """Glide `item` to `spot` (after `delay_ms`); `done` runs when it arrives."""
        old = self._running.pop(item, None)
        if old is not None:
            old.stop()
        old_done = self._done.pop(item, None)
        if old_done is not None:
            old_done()
        item.spot = spot
        if self.factor <= 0:
            item.place(spot)
            if done is not None:
                done()
            return
        start = (item.pos(), item.rotation(), item.scale())
        if (abs(start[0].x() - spot.x) < 0.5 and abs(start[0].y() - spot.y) < 0.5
                and abs(start[1] - spot.rotation) < 0.2 and abs(start[2] - spot.scale) < 0.01):
            item.place(spot)
            if done is not None:
                done()
            return
        animation = QVariantAnimation(self)
        animation.setDuration(max(1, int(GLIDE_MS * self.factor)))
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setZValue(max(item.zValue(), spot.z) + 500)  # above resting cards while it travels

        def step(t: float) -> None:
            x = start[0].x() + (spot.x - start[0].x()) * t
            y = start[0].y() + (spot.y - start[0].y()) * t
            item.setPos(x, y)
            item.setRotation(start[1] + (spot.rotation - start[1]) * t)
            item.setScale(start[2] + (spot.scale - start[2]) * t)

        def finished() -> None:
            if self._running.get(item) is not animation:
                return
            del self._running[item]
            item.place(spot)
            callback = self._done.pop(item, None)
            if callback is not None:
                callback()
            self._check_idle()

        animation.valueChanged.connect(step)
        animation.finished.connect(finished)
        self._running[item] = animation
        if done is not None:
            self._done[item] = done
        if not self._busy:
            self._busy = True
            self.busyChanged.emit(True)
        if delay_ms > 0 and self.factor > 0:
            timer = QTimer(self)
            timer.setSingleShot(True)

            def begin() -> None:
                if timer in self._delayed:
                    self._delayed.remove(timer)
                if self._running.get(item) is animation:
                    animation.start()
                else:
                    self._check_idle()
                timer.deleteLater()

            timer.timeout.connect(begin)
            self._delayed.append(timer)
            timer.start(int(delay_ms * self.factor))
        else:
            animation.start()

    def stop(self, item: CardItem) -> None:
        """Forget `item`'s glide (it is being dragged or removed)."""
        animation = self._running.pop(item, None)
        if animation is not None:
            animation.stop()
        self._done.pop(item, None)
        self._check_idle()

    def finish_all(self) -> None:
        """Jump every card to its spot now."""
        for timer in self._delayed:
            timer.stop()
            timer.deleteLater()
        self._delayed.clear()
        running, self._running = self._running, {}
        callbacks, self._done = self._done, {}
        for item, animation in running.items():
            animation.stop()
            if item.spot is not None:
                item.place(item.spot)
        for callback in callbacks.values():
            callback()
        self._check_idle()

    def _check_idle(self) -> None:
        if self._busy and not self._running and not self._delayed:
            self._busy = False
            self.busyChanged.emit(False)
