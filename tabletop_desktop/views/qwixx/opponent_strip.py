"""Another seat's sheet in brief, for a table too small to show every sheet legibly: one strip per
seat with its name, what it did with this roll, its crosses per row (how many, and how far along
the row), its penalties and its score, all written at least `STRIP_TEXT` scene units high. The
tooltip says the same in words, with the number of the last cross in each row.

Five seats at 1024 x 700 made the others' sheets so small that their numbers were 5 to 9 px
high on screen; the table uses these strips whenever a small sheet's writing would fall below
11 px (table_scene.choose_layout).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.engine.qwixx.sheet import LAST_INDEX, MAX_PENALTIES, ROWS, Sheet, index_of
from tabletop_desktop.i18n import translate
from tabletop_desktop.views.qwixx.palette import ROW_PATTERNS, PadStyle
from tabletop_desktop.views.qwixx.sheet_art import (
    SheetLook,
    draw_cross,
    draw_lock,
    font,
    ink_pen,
    paint_paper,
)
from tabletop_desktop.views.qwixx.sheet_item import SeatPiece
from tabletop_desktop.views.qwixx.words import row_name

STRIP_W = 430.0
STRIP_H = 96.0
STRIP_TEXT = 21.0  # the smallest writing on a strip, in scene units
PAD = 14.0
CHIP_TOP = 50.0
CHIP_H = 36.0
CHIP_GAP = 8.0
PENALTY_BOX = 15.0


def strip_words(name: str, marks: Sheet) -> str:
    """The strip in words, for its tooltip and a screen reader."""
    rows = []
    for row in ROWS:
        crossed = marks.row(row).crossed
        if not crossed:
            rows.append(translate("QwixxStrip", "{row}: no crosses").format(row=row_name(row)))
        elif len(crossed) == 1:
            rows.append(translate("QwixxStrip", "{row}: 1 cross, on {number}").format(
                row=row_name(row), number=crossed[-1]))
        else:
            rows.append(translate("QwixxStrip", "{row}: %n crosses, the last on {number}", "",
                                  marks.crosses(row)).format(row=row_name(row), number=crossed[-1]))
    penalties = marks.penalties
    if penalties == 0:
        penalty_words = translate("QwixxStrip", "no penalties")
    elif penalties == 1:
        penalty_words = translate("QwixxStrip", "1 penalty")
    else:
        penalty_words = translate("QwixxStrip", "%n penalties", "", penalties)
    return translate("QwixxStrip", "{name}, {points} points: {rows}; {penalties}.",
                     "a seat's sheet in brief: its rows and penalties").format(
        name=name, points=marks.score(), rows="; ".join(rows), penalties=penalty_words)


class OpponentStrip(SeatPiece):
    """One seat in brief; `show_seat` gives it the seat's crosses and what its sheet would show."""

    def __init__(self, seat: int, style: PadStyle) -> None:
        super().__init__(seat, style)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, STRIP_W + 8, STRIP_H + 10)

    def show_seat(self, marks: Sheet, look: SheetLook) -> None:
        self.marks, self.look = marks, look
        self.setToolTip(strip_words(look.name, marks))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_paper(painter, self.look, self.style, QRectF(0, 0, STRIP_W, STRIP_H))
        self._header(painter)
        width = (STRIP_W - 2 * PAD - 3 * CHIP_GAP - 2 * PENALTY_BOX - 14) / 4
        for index, row in enumerate(ROWS):
            self._chip(painter, row, QRectF(PAD + index * (width + CHIP_GAP), CHIP_TOP, width, CHIP_H))
        self._penalties(painter, STRIP_W - PAD - 2 * PENALTY_BOX - 4)
        painter.restore()

    def _header(self, painter: QPainter) -> None:
        style, look = self.style, self.look
        score_box = QRectF(STRIP_W - PAD - 90, 6, 90, 38)
        painter.setPen(style.ink)
        painter.setFont(font(30, True))
        painter.drawText(score_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         str(self.marks.score()))
        room = score_box.left() - PAD - 8
        painter.setFont(font(24, True))
        metrics = painter.fontMetrics()
        name = metrics.elidedText(look.name, Qt.TextElideMode.ElideRight, int(room * 0.6 if look.note else room))
        painter.drawText(QRectF(PAD, 6, room, 38), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if look.note:
            left = PAD + metrics.horizontalAdvance(name) + 10
            painter.setFont(font(STRIP_TEXT, True))
            painter.setPen(QColor("#2f6d4f") if look.active else style.muted)
            note = painter.fontMetrics().elidedText(look.note, Qt.TextElideMode.ElideRight,
                                                    int(max(10, PAD + room - left)))
            painter.drawText(QRectF(left, 6, PAD + room - left, 38),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, note)

    def _chip(self, painter: QPainter, row: str, rect: QRectF) -> None:
        """The row's colour with its number of crosses, a bar for how far along the row the last
        cross is, and a lock when the row is locked."""
        style, marks = self.style, self.marks
        locked = row in self.look.locked
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.row(row))
        painter.drawRoundedRect(rect, 8, 8)
        pattern = ROW_PATTERNS[row]
        if style.colour_blind and pattern is not None:
            painter.setBrush(QBrush(QColor(0, 0, 0, 70), pattern))
            painter.drawRoundedRect(rect, 8, 8)
        if locked:
            painter.setBrush(QColor(30, 30, 30, 90))
            painter.drawRoundedRect(rect, 8, 8)
        text = QColor("#ffffff") if locked else style.band_text(row)
        painter.setPen(text)
        painter.setFont(font(STRIP_TEXT, True))
        painter.drawText(rect.adjusted(7, 0, 0, -5), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         f"{marks.crosses(row)}\u00d7")
        crossed = marks.row(row).crossed
        if crossed and not locked:  # the last cross's number, in a white box as on the sheet
            last = QRectF(rect.right() - 36, rect.top() + 4, 32, rect.height() - 14)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(last, 5, 5)
            painter.setPen(style.row_text(row))
            painter.drawText(last, Qt.AlignmentFlag.AlignCenter, str(crossed[-1]))
        track = QRectF(rect.left() + 6, rect.bottom() - 8, rect.width() - 12, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 110))
        painter.drawRoundedRect(track, 2, 2)
        if crossed:
            share = (index_of(row, crossed[-1]) + 1) / (LAST_INDEX + 1)
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(QRectF(track.left(), track.top(), track.width() * share, track.height()), 2, 2)
        if locked:
            centre = rect.center()
            centre.setX(rect.right() - 15)
            centre.setY(rect.center().y() - 3)
            draw_lock(painter, centre, 16, QColor("#ffffff"), True)

    def _penalties(self, painter: QPainter, left: float) -> None:
        """Four small boxes, a red cross in each penalty taken."""
        for index in range(MAX_PENALTIES):
            col, line = index % 2, index // 2
            rect = QRectF(left + col * (PENALTY_BOX + 4), CHIP_TOP + line * (PENALTY_BOX + 5) + 1,
                          PENALTY_BOX, PENALTY_BOX)
            painter.setPen(QPen(self.style.muted, 1.5))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(rect, 3, 3)
            if index < self.marks.penalties:
                draw_cross(painter, rect, ink_pen(self.style, 2.5, self.style.warn), 1.0, 0.1)
