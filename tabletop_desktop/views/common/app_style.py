"""The app's widget style: Fusion (the same on every platform) with three things it lacks.

- Check boxes drawn in the theme's own colours: Fusion's box has a border a shade off the window,
  nearly invisible on the dark theme.
- A focus ring in a colour that stands out on both themes, so the keyboard's place is always seen.
- No stock icons on dialog buttons (OK, Close, Cancel): the platform's theme added odd ones.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QProxyStyle, QPushButton, QStyle, QStyleFactory, QStyleOption, QWidget

from tabletop_desktop.views.common.theme import LIGHT, ThemeColours


class TabletopStyle(QProxyStyle):
    """Fusion with themed check boxes and focus rings; `colours` follows the theme."""

    def __init__(self, colours: ThemeColours = LIGHT) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.colours = colours

    def styleHint(self, hint, option=None, widget=None, returnData=None) -> int:  # noqa: N802
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)

    def drawPrimitive(self, element, option: QStyleOption, painter: QPainter,  # noqa: N802
                      widget: QWidget | None = None) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            self._check_box(option, painter)
            return
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            if isinstance(widget, QPushButton):
                return  # the style sheet rings the whole button; a second ring round the text
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(QColor(self.colours.focus), 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # A little outside the text it rings (tab titles, check box labels), never over it.
            painter.drawRoundedRect(QRectF(option.rect).adjusted(-2, -1, 2, 1), 4, 4)
            painter.restore()
            return
        super().drawPrimitive(element, option, painter, widget)

    def _check_box(self, option: QStyleOption, painter: QPainter) -> None:
        c = self.colours
        on = bool(option.state & QStyle.StateFlag.State_On)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        rect = QRectF(option.rect).adjusted(1, 1, -1, -1)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        border = QColor(c.accent if on else c.muted_text)
        fill = QColor(c.accent if on else c.panel)
        if not enabled:
            border.setAlpha(110)
            fill = QColor(c.panel_border) if on else fill
        painter.setPen(QPen(border, 1.6))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 3, 3)
        if on:
            pen = QPen(QColor(c.accent_text), max(1.8, rect.width() / 7))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            tick = QPainterPath(QPointF(rect.left() + rect.width() * 0.24, rect.center().y()))
            tick.lineTo(QPointF(rect.left() + rect.width() * 0.43, rect.bottom() - rect.height() * 0.27))
            tick.lineTo(QPointF(rect.right() - rect.width() * 0.22, rect.top() + rect.height() * 0.27))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(tick)
        painter.restore()
