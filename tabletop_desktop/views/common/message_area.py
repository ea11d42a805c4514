"""The game screen's message area: the one place where a game says what the person may do now,
why a move was refused, or what a hint advises.

It always keeps room for exactly two lines, whatever it shows: a message that wrapped to a second
line used to make the line taller, which shrank the table above it, so Qwixx's sheets flipped
between stacked and side by side and Qwirkle's rack moved. A longer message is shortened with "…"
at the end of the second line; the whole text is in the tooltip and the accessible name.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from tabletop_desktop.views.common.text import plain, safe_tip

LINES = 2  # the room the area keeps, whatever it shows


def wrap_lines(text: str, font: QFont, width: float, lines: int = LINES) -> tuple[list[str], bool]:
    """`text` broken into at most `lines` lines of `width` (between words, inside a word too long
    for a line), the last one shortened with "…" when the text goes on; and whether it was."""
    if not text or width <= 0:
        return ([text] if text else []), False
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    spans: list[tuple[int, int]] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    shown = [text[start:start + length].rstrip() for start, length in spans[:lines]]
    elided = len(spans) > lines
    if elided:
        rest = text[spans[lines - 1][0]:].strip()
        shown[-1] = QFontMetricsF(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return shown, elided


class MessageArea(QLabel):
    """A plain-text message in a box of fixed height (two lines). `text()` is the whole message;
    `shown_lines()` what is drawn. A QLabel so the theme's status look and the refusal flash
    (`QLabel[role="status"][flash="true"]`) apply; it draws the text itself."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.setObjectName("statusLine")
        self.setProperty("role", "status")
        self._text = ""
        self._shown: list[str] = []
        self._elided = False
        # Any width the layout gives it (a long name must not widen the window), one fixed height.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_height()

    # --- the text -------------------------------------------------------------------------------
    def setText(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        self.setAccessibleName(text)  # a screen reader reads the whole message
        self._rewrap()

    def text(self) -> str:
        return self._text

    def shown_lines(self) -> list[str]:
        """The lines as drawn (at most two; the second ends in "…" when the message is longer)."""
        return list(self._shown)

    def is_elided(self) -> bool:
        return self._elided

    # --- size -----------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(200, self.height_for_lines())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.height_for_lines())

    def height_for_lines(self) -> int:
        """Two lines of the current font and the theme's padding and border."""
        margins = self.height() - self.contentsRect().height()
        return LINES * math.ceil(QFontMetricsF(self.font()).lineSpacing()) + margins

    def _fit_height(self) -> None:
        self.ensurePolished()
        self.setFixedHeight(self.height_for_lines())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()
            self._rewrap()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rewrap()

    def _rewrap(self) -> None:
        self._shown, self._elided = wrap_lines(self._text, self.font(), self.contentsRect().width())
        self.setToolTip(safe_tip(self._text) if self.is_elided() else "")
        self.update()

    # --- painting -------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)  # the themed box (the label's own text is always empty)
        if not self._shown:
            return
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        metrics = QFontMetricsF(self.font())
        area = self.contentsRect()
        spacing = metrics.lineSpacing()
        # One line sits in the middle of the box, two fill it.
        top = area.top() + (area.height() - spacing * len(self._shown)) / 2
        for index, line in enumerate(self._shown):
            painter.drawText(QPointF(area.left(), top + index * spacing + metrics.ascent()), line)
        painter.end()
