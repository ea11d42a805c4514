"""The six dice on the table: rounded, pipped, two white and one per row colour. A roll tumbles
them for a moment (random faces, a little spin) before they settle; a locked row's die leaves the
table. With reduced motion the dice simply show their new faces.

`DiceTray` holds the dice and, beside them, what they show and who rolled them ("Ada rolled:
white sum 7."); what to do about it is said in the game screen's message area, not here.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Property, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.views.common.message_area import wrap_lines
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import font

DIE = 52.0
DIE_GAP = 11.0
DICE_ORDER = ("white", "white", "red", "yellow", "green", "blue")
TRAY_H = 96.0
HEADLINE_PX = (26, 24, 22, 20)  # the roll's sentence, as large as fits on one line
DETAIL_PX = 16
ROLL_MS = 520
LEAVE_MS = 420

_PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def paint_die(painter: QPainter, rect: QRectF, colour: str, value: int, style: PadStyle,
              dim: bool = False) -> None:
    """One die face in `rect`: a rounded body with a soft shadow and its pips."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(2, 4), rect.width() * 0.2, rect.width() * 0.2)
    face = style.die_face(colour)
    if dim:
        face.setAlpha(110)
    edge = QColor(face).darker(135)
    painter.setPen(QPen(edge, max(1.0, rect.width() * 0.03)))
    painter.setBrush(face)
    painter.drawRoundedRect(rect, rect.width() * 0.2, rect.width() * 0.2)
    # A faint highlight along the top edge, as on a real die.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 55))
    top = QRectF(rect.left() + rect.width() * 0.1, rect.top() + rect.height() * 0.06,
                 rect.width() * 0.8, rect.height() * 0.22)
    painter.drawRoundedRect(top, rect.width() * 0.1, rect.width() * 0.1)
    painter.setBrush(style.die_pips(colour))
    radius = rect.width() * 0.085
    for fx, fy in _PIPS.get(value, ()):
        painter.drawEllipse(QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()),
                            radius, radius)


class DieItem(QGraphicsObject):
    """One die; `roll_to` tumbles it to a value, `leave` takes it off the table."""

    def __init__(self, colour: str, style: PadStyle) -> None:
        super().__init__()
        self.colour = colour
        self.style = style
        self.value = 0  # 0: not rolled yet (a blank face)
        self.shown = 0
        self.away = False
        self._tumble = 0.0
        self._rng = random.Random(hash(colour) & 0xFFFF)
        self._anim: QVariantAnimation | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setTransformOriginPoint(DIE / 2, DIE / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, DIE + 14, DIE + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_die(painter, QRectF(0, 0, DIE, DIE), self.colour, self.shown, self.style)

    def set_style(self, style: PadStyle) -> None:
        self.style = style
        self.update()

    def _get_tumble(self) -> float:
        return self._tumble

    def _set_tumble(self, t: float) -> None:
        # While tumbling, the face changes every few frames and the die turns a little.
        step = int(t * 9)
        if step != int(self._tumble * 9) and t < 1.0:
            self.shown = self._rng.randint(1, 6)
        self._tumble = t
        if t >= 1.0:
            self.shown = self.value
            self.setRotation(0)
        else:
            self.setRotation((1 - t) * 28 * (1 if step % 2 else -1))
        self.update()

    tumble = Property(float, _get_tumble, _set_tumble)

    def stop(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        self._set_tumble(1.0)

    def set_value(self, value: int) -> None:
        """Show a face at once (no motion)."""
        self.stop()
        self.value = self.shown = value
        self.update()

    def roll_to(self, value: int, ms: int) -> QVariantAnimation | None:
        """Tumble to `value` over `ms` milliseconds (0: just show it)."""
        self.stop()
        self.value = value
        if ms <= 0:
            self._set_tumble(1.0)
            return None
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(lambda v: self._set_tumble(float(v)))
        self._anim = anim
        anim.start()
        return anim

    def set_away(self, away: bool, ms: int = 0) -> None:
        """A locked row's die leaves the table (slides down and fades); back after an undo."""
        if away == self.away:
            return
        self.away = away
        if ms <= 0 or not away:
            self.setOpacity(0.0 if away else 1.0)
            self.setVisible(not away)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InCubic)
        start = self.pos()

        def step(v: object) -> None:
            t = float(v)
            self.setOpacity(1 - t)
            self.setPos(start + QPointF(0, 40 * t))
            self.setRotation(40 * t)
            if t >= 1.0:
                self.setVisible(False)
                self.setPos(start)
                self.setRotation(0)

        anim.valueChanged.connect(step)
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)


class DiceTray(QGraphicsObject):
    """A darker strip of table with the six dice and, to their right, the moment in words."""

    def __init__(self, style: PadStyle) -> None:
        super().__init__()
        self.style = style
        self.width = 792.0
        self.headline = ""
        self.detail = ""
        self.dice = [DieItem(colour, style) for colour in DICE_ORDER]
        for index, die in enumerate(self.dice):
            die.setParentItem(self)
            die.setPos(self._die_pos(index))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    @staticmethod
    def _die_pos(index: int) -> QPointF:
        extra = 10.0 if index >= 2 else 0.0  # a small gap between the white and coloured dice
        return QPointF(18 + index * (DIE + DIE_GAP) + extra, (TRAY_H - DIE) / 2 - 2)

    def dice_right(self) -> float:
        return self._die_pos(5).x() + DIE + 22

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, TRAY_H)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.update()

    def set_style(self, style: PadStyle) -> None:
        self.style = style
        for die in self.dice:
            die.set_style(style)
        self.update()

    def set_caption(self, headline: str, detail: str) -> None:
        if (headline, detail) != (self.headline, self.detail):
            self.headline, self.detail = headline, detail
            self.update()

    def caption_lines(self) -> tuple[QFont, list[str]]:
        """The headline's font and lines: one line as large as fits, else two at the smallest
        size (a long name), the second shortened with "…" if need be."""
        room = self.caption_room().width()
        for px in HEADLINE_PX:
            headline_font = font(px, True)
            if QFontMetricsF(headline_font).horizontalAdvance(self.headline) <= room:
                return headline_font, [self.headline] if self.headline else []
        return headline_font, wrap_lines(self.headline, headline_font, room)[0]

    def caption_room(self) -> QRectF:
        left = self.dice_right()
        return QRectF(left, 8, self.width - left - 14, TRAY_H - 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 55))
        painter.drawRoundedRect(self.boundingRect(), 18, 18)
        room = self.caption_room()
        headline_font, lines = self.caption_lines()
        detail_font = font(DETAIL_PX)
        big, small = QFontMetricsF(headline_font), QFontMetricsF(detail_font)
        height = len(lines) * big.lineSpacing() + (small.lineSpacing() + 4 if self.detail else 0)
        y = room.top() + (room.height() - height) / 2  # the words sit in the middle of the tray
        painter.setPen(QColor("#ffffff"))
        painter.setFont(headline_font)
        for line in lines:
            painter.drawText(QPointF(room.left(), y + big.ascent()), line)
            y += big.lineSpacing()
        if self.detail:
            painter.setFont(detail_font)
            painter.setPen(QColor(255, 255, 255, 225))
            detail = small.elidedText(self.detail, Qt.TextElideMode.ElideRight, room.width())
            painter.drawText(QPointF(room.left(), y + 4 + small.ascent()), detail)
