"""Qwixx's motion: one step after another (the dice tumble, then the white-sum crosses appear
together, then the colour cross, a lock, a penalty), each drawn over a few hundred milliseconds,
and short banners for a lock or a penalty. While steps run, the session's bots wait
(`busyChanged`). With reduced motion every step happens at once."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.views.qwixx.sheet_art import font

CROSS_MS = 320
ROLL_MS = 520
LOCK_MS = 700
PENALTY_MS = 450
BANNER_MS = 900


@dataclass
class Step:
    """`begin` changes what the table shows; `tick(t)` draws progress 0..1 over `ms`."""

    begin: Callable[[], None]
    ms: int = 0
    tick: Callable[[float], None] | None = None


class Choreographer(QObject):
    """Plays steps in order; `finish_all` jumps to the end (undo, load, closing)."""

    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0  # animation-speed multiplier; 0 is reduced motion
        self._queue: deque[Step] = deque()
        self._running: QVariantAnimation | None = None
        self._current: Step | None = None
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def ms(self, base: int) -> int:
        return int(base * self.factor)

    def add(self, step: Step) -> None:
        self._queue.append(step)
        if self._running is None:
            self._next()

    def finish_all(self) -> None:
        while self._running is not None or self._queue:
            if self._running is not None:
                anim, self._running = self._running, None
                anim.stop()
                if self._current is not None and self._current.tick is not None:
                    self._current.tick(1.0)
                self._current = None
            else:
                self._next()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _next(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            ms = self.ms(step.ms)
            if ms <= 0 or step.tick is None:
                step.begin()
                if step.tick is not None:
                    step.tick(1.0)
                continue
            self._set_busy(True)  # before `begin`, so what it redraws knows a step is running
            step.begin()
            anim = QVariantAnimation(self)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(ms)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            tick = step.tick
            anim.valueChanged.connect(lambda v, tick=tick: tick(float(v)))
            anim.finished.connect(lambda a=anim: self._done(a))
            self._running, self._current = anim, step
            anim.start()
            return
        self._set_busy(False)

    def _done(self, anim: QVariantAnimation) -> None:
        if self._running is not anim:
            return
        if self._current is not None and self._current.tick is not None:
            self._current.tick(1.0)
        self._running, self._current = None, None
        anim.deleteLater()
        self._next()


class Banner(QGraphicsObject):
    """A short rounded label over a sheet ("Red is locked!", "Penalty −5")."""

    def __init__(self, text: str, colour: QColor, size: float = 30.0) -> None:
        super().__init__()
        self._text = text
        self._colour = colour
        self._font = font(size, True)
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self._font)
        w = metrics.horizontalAdvance(self._text) + 44
        h = metrics.height() + 20
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 230), 4))
        painter.setBrush(self._colour)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font)
        painter.setPen(QColor("#ffffff") if self._colour.lightness() < 170 else QColor("#1b2230"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)


def flash_banner(scene: QGraphicsScene, text: str, colour: QColor, centre, scale: float, ms: int) -> None:
    """Pop a banner at `centre` (scene point) for `ms`; never blocks input or the bots."""
    if ms <= 0:
        return
    banner = Banner(text, colour)
    banner.setScale(scale)
    banner.setPos(centre)
    scene.addItem(banner)
    anim = QVariantAnimation(scene)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(ms)

    def step(v: object) -> None:
        t = float(v)
        banner.setOpacity(min(1.0, t * 6) if t < 0.7 else max(0.0, (1 - t) / 0.3))
        banner.setScale(scale * (0.7 + 0.3 * min(1.0, t * 4)))
        if t >= 1.0 and banner.scene() is not None:
            banner.scene().removeItem(banner)

    anim.valueChanged.connect(step)
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
