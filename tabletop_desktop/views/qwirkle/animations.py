"""Other seats' moves, played tile by tile: each tile glides onto its cell (ease-out), then the score
counts up beside the move; a Qwirkle flashes its line and shows a short banner (under a second,
never blocking input). Moves queue up so a fast bot never skips a step. With reduce motion (or a
zero duration) tiles simply appear.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.i18n import fill, translate
from tabletop_desktop.views.common.numbers import shown_number
from tabletop_desktop.views.qwirkle.board_scene import Z_EFFECT, Z_MOVING, Z_TILE, BoardScene
from tabletop_desktop.views.qwirkle.tile_item import CELL, Cell, cell_centre

TILE_MS = 240  # one tile's glide at normal speed (150-300 ms range)
COUNT_MS = 450
CELEBRATE_MS = 850


class Banner(QGraphicsObject):
    """A rounded label on the table: the score counting up ("+7") or "Qwirkle!"."""

    def __init__(self, text: str, colour: QColor, size: float = 34.0) -> None:
        super().__init__()
        self._text = text
        self._colour = colour
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(int(size))
        self.setZValue(Z_EFFECT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Readable at any zoom: the banner keeps its size on screen.
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemIgnoresTransformations, True)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        self.update()

    def boundingRect(self) -> QRectF:
        metrics = QFontMetricsF(self._font)
        w = metrics.horizontalAdvance(self._text) + 36
        h = metrics.height() + 16
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 220), 3))
        painter.setBrush(self._colour)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)


class _Counter(QObject):
    """Drives a banner's "+N" text from 0 up to the move's points."""

    def __init__(self, banner: Banner) -> None:
        super().__init__()
        self.banner = banner
        self._value = 0

    def _get(self) -> int:
        return self._value

    def _set(self, value: int) -> None:
        self._value = value
        self.banner.set_text(fill(translate("QwirkleAnimations", "+{points}", "points gained"),
                                  {"points": shown_number(value)}))

    value = Property(int, _get, _set)


class MoveAnimator(QObject):
    """Plays placements on the scene one after another and reports when it is busy."""

    busyChanged = Signal(bool)

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.factor = 1.0  # animation-speed multiplier; 0 means no motion
        self._queue: deque[Callable[[], None]] = deque()
        self._running: QSequentialAnimationGroup | None = None
        self._effects: list[QObject] = []  # celebrations still running (not blocking anything)
        self._busy = False
        self._items: dict[int, list] = {}  # id(group) -> tile items it moves
        self._banners: dict[int, Banner] = {}  # id(effect group) -> its banner

    @property
    def busy(self) -> bool:
        return self._busy

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def ms(self, base: int) -> int:
        return int(base * self.factor)

    # --- public -----------------------------------------------------------------------------
    def play_placement(
        self,
        placements: tuple[tuple[Cell, int], ...],
        points: int,
        qwirkle_lines: list[tuple[Cell, ...]],
        on_done: Callable[[], None] | None = None,
        start: QPointF | None = None,
    ) -> None:
        """Queue one move: tiles glide in from `start` (scene point) in order, then the score."""
        self._queue.append(lambda: self._start(placements, points, qwirkle_lines, on_done, start))
        self._set_busy(True)
        if self._running is None:
            self._next()

    def finish_all(self) -> None:
        """Jump every queued and running animation to its end (undo, load, closing)."""
        while self._running is not None or self._queue:
            group = self._running
            if group is not None:
                group.setCurrentTime(group.totalDuration())
                group.stop()
                self._on_group_done(group)
            else:
                self._next()
        for effect in self._effects:
            effect.stop()
        self._clear_effects()

    # --- internals --------------------------------------------------------------------------
    def _next(self) -> None:
        if self._running is not None:
            return
        if not self._queue:
            self._set_busy(False)
            return
        self._queue.popleft()()

    def _start(self, placements, points, qwirkle_lines, on_done, start) -> None:
        items = []
        for cell, tile in placements:
            self.scene.remove_tile(cell)  # an animation replaces whatever sat there in the scene
            items.append(self.scene.add_tile(cell, tile))
        if self.factor <= 0:
            if on_done:
                on_done()
            self._next()
            return
        group = QSequentialAnimationGroup(self)
        for item in items:
            target = cell_centre(item.cell)
            origin = start if start is not None else target + QPointF(0, -CELL * 2.2)
            item.setPos(origin)
            item.setOpacity(0.0)
            item.setScale(1.25)
            item.setZValue(Z_MOVING)
            step = QParallelAnimationGroup(group)
            for prop, a, b in (("pos", origin, target), ("opacity", 0.0, 1.0), ("scale", 1.25, 1.0)):
                anim = QPropertyAnimation(item, prop.encode(), step)
                anim.setStartValue(a)
                anim.setEndValue(b)
                anim.setDuration(self.ms(TILE_MS))
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                step.addAnimation(anim)
            group.addAnimation(step)
        last = cell_centre(placements[-1][0])
        banner = Banner("+0", QColor(30, 30, 30, 215), 20)
        banner.setPos(last + QPointF(0, -CELL * 0.85))
        banner.setOpacity(0.0)
        self.scene.addItem(banner)
        counter = _Counter(banner)
        counter.setParent(group)
        show = QPropertyAnimation(banner, b"opacity", group)
        show.setStartValue(0.0)
        show.setEndValue(1.0)
        show.setDuration(self.ms(120))
        group.addAnimation(show)
        count = QPropertyAnimation(counter, b"value", group)
        count.setStartValue(0)
        count.setEndValue(points)
        count.setDuration(self.ms(COUNT_MS))
        count.setEasingCurve(QEasingCurve.Type.OutQuad)
        group.addAnimation(count)
        group.addPause(self.ms(350))
        self._items[id(group)] = items
        self._running = group
        group.finished.connect(lambda g=group, b=banner, lines=qwirkle_lines, done=on_done: self._finished(g, b, lines, done))
        group.start()

    def _finished(self, group, banner, qwirkle_lines, on_done) -> None:
        if self._running is not group:
            return
        self._on_group_done(group)
        if banner.scene() is not None:
            self.scene.removeItem(banner)
        if qwirkle_lines:
            self.celebrate(qwirkle_lines)
        if on_done:
            on_done()
        self._next()

    def _on_group_done(self, group) -> None:
        for item in self._items.pop(id(group), []):
            item.setZValue(Z_TILE)
            item.setOpacity(1.0)
            item.setScale(1.0)
            if item.cell is not None:
                item.setPos(cell_centre(item.cell))
        for child in list(self.scene.items()):
            if isinstance(child, Banner) and child.text().startswith("+"):
                self.scene.removeItem(child)
        self._running = None
        group.deleteLater()

    def celebrate(self, lines: list[tuple[Cell, ...]]) -> None:
        """Flash the Qwirkle line(s) and show a short banner; never blocks input or the bots."""
        if self.factor <= 0:
            return
        group = QParallelAnimationGroup(self)
        cells = {c for line in lines for c in line}
        for cell in cells:
            item = self.scene.tiles.get(cell)
            if item is None:
                continue
            glow = QPropertyAnimation(item, b"glow", group)
            glow.setDuration(CELEBRATE_MS)
            glow.setKeyValueAt(0.0, 0.0)
            glow.setKeyValueAt(0.3, 1.0)
            glow.setKeyValueAt(1.0, 0.0)
            group.addAnimation(glow)
        line = lines[0]
        centre = sum((cell_centre(c) for c in line), QPointF()) / len(line)
        top = min(cell_centre(c).y() for c in line)
        banner = Banner(translate("QwirkleAnimations", "Qwirkle!", "the call when a line of six "
                                  "is completed"), QColor("#d9480f"), 30)
        banner.setPos(QPointF(centre.x(), top - CELL * 0.95))  # just above the line, not over it
        self.scene.addItem(banner)
        pop = QPropertyAnimation(banner, b"scale", group)
        pop.setDuration(CELEBRATE_MS)
        pop.setKeyValueAt(0.0, 0.5)
        pop.setKeyValueAt(0.25, 1.1)
        pop.setKeyValueAt(1.0, 1.0)
        fade = QPropertyAnimation(banner, b"opacity", group)
        fade.setDuration(CELEBRATE_MS)
        fade.setKeyValueAt(0.0, 0.0)
        fade.setKeyValueAt(0.15, 1.0)
        fade.setKeyValueAt(0.75, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group.addAnimation(pop)
        group.addAnimation(fade)
        self._banners[id(group)] = banner
        self._effects.append(group)
        group.finished.connect(lambda g=group: self._effect_done(g))
        group.start()

    def _effect_done(self, group) -> None:
        banner = self._banners.pop(id(group), None)
        if banner is not None and banner.scene() is not None:
            self.scene.removeItem(banner)
        for item in self.scene.tiles.values():
            item._set_glow(0.0)
        if group in self._effects:
            self._effects.remove(group)
        group.deleteLater()

    def _clear_effects(self) -> None:
        for group in list(self._effects):
            self._effect_done(group)


def count_up(duration_ms: int, end: int, step: Callable[[int], None], parent: QObject) -> QVariantAnimation:
    """A small helper for counting a number up in a label (the score preview)."""
    anim = QVariantAnimation(parent)
    anim.setStartValue(0)
    anim.setEndValue(end)
    anim.setDuration(duration_ms)
    anim.valueChanged.connect(lambda v: step(int(v)))
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return anim
