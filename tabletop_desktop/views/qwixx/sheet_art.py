"""A Qwixx score sheet painted as the printed pad: white paper, four full-width coloured rows of
white numbered boxes with a lock symbol at each row's end, the points table, four penalty boxes and
the line of totals (each row, the penalties, in all). Crosses are pen strokes from corner to
corner under the number, which stays readable; boxes a cross left behind are struck out.

`paint_sheet` draws in sheet units (SHEET_W x SHEET_H); the scene item, the end-of-game picture and
the printed summary all use it, so the sheet looks the same everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from tabletop_desktop.engine.qwixx.sheet import (
    MAX_PENALTIES,
    NUMBERS,
    PENALTY_POINTS,
    POINTS,
    ROWS,
    Sheet,
)
from tabletop_desktop.i18n import translate
from tabletop_desktop.views.qwixx.palette import ROW_NAMES, ROW_PATTERNS, PadStyle

SHEET_W = 792.0
SHEET_H = 436.0
PAD = 14.0
HEADER_H = 40.0
LABEL_W = 66.0
BOX = 50.0
PITCH = 57.0
ROWS_TOP = 50.0
ROW_PITCH = 66.0
BAND_H = 60.0
BOXES_LEFT = PAD + LABEL_W + 6.0
LOCK_R = 23.0
BOTTOM_TOP = ROWS_TOP + 3 * ROW_PITCH + BAND_H + 12.0
TOTALS_TOP = BOTTOM_TOP + 56.0

# The smallest writing on a small (compact) sheet, in sheet units: the table shows small sheets
# only while this is at least 11 px on screen (table_scene.choose_layout).
COMPACT_TEXT = 27.0
CROSS_PEN = 4.5  # a box's cross: corner to corner, under the number
CROSS_INSET = 0.1
NUMBER_EDGE = 4.0  # the paper-white edge around a crossed number

Box = tuple[str, int]  # (row, number)


def font(pixels: float, bold: bool = False) -> QFont:
    """A sheet font at a size in sheet units."""
    f = QFont()
    f.setFamilies(["DejaVu Sans", "Noto Sans", "Arial", "Helvetica"])
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def box_rect(row: str, index: int) -> QRectF:
    """The box of `row` at position `index` (0..10), in sheet units."""
    top = ROWS_TOP + ROWS.index(row) * ROW_PITCH + (BAND_H - BOX) / 2
    return QRectF(BOXES_LEFT + index * PITCH, top, BOX, BOX)


def lock_centre(row: str) -> QPointF:
    top = ROWS_TOP + ROWS.index(row) * ROW_PITCH
    return QPointF(BOXES_LEFT + 11 * PITCH + LOCK_R - 2, top + BAND_H / 2)


def band_rect(row: str) -> QRectF:
    top = ROWS_TOP + ROWS.index(row) * ROW_PITCH
    return QRectF(PAD, top, SHEET_W - 2 * PAD, BAND_H)


def penalty_rect(index: int) -> QRectF:
    return QRectF(SHEET_W - PAD - (MAX_PENALTIES - index) * 46.0 + 6, BOTTOM_TOP + 8, 38, 38)


def box_at(point: QPointF) -> Box | None:
    """The (row, number) under a point in sheet units, or None."""
    for row in ROWS:
        band = band_rect(row)
        if not band.top() <= point.y() <= band.bottom():
            continue
        for index, number in enumerate(NUMBERS[row]):
            if box_rect(row, index).adjusted(-3, -5, 3, 5).contains(point):
                return row, number
    return None


@dataclass
class SheetLook:
    """Everything one sheet shows besides its crosses."""

    name: str = ""
    kind: str = ""  # "Person", "Bot · Strong"
    note: str = ""  # "crossed red 7", "choosing...", "has chosen"
    active: bool = False  # the seat whose turn it is (rolls, colour choice)
    locked: frozenset[str] = frozenset()  # rows locked for everyone
    legal: frozenset[Box] = frozenset()  # boxes the deciding person may cross now
    preview: Box | None = None  # hover or keyboard cursor: the cross that would be made
    pencilled: Box | None = None  # own white choice, made but not yet revealed
    hint: frozenset[Box] = frozenset()
    fresh: dict[Box, float] = field(default_factory=dict)  # crosses being drawn: progress 0..1
    fresh_penalty: float = 1.0  # the newest penalty cross's progress
    lock_glow: dict[str, float] = field(default_factory=dict)  # a lock happening: 0..1..0
    winner: bool = False
    compact: bool = False  # drawn small beside the large sheet: larger writing, no points table


def ink_pen(style: PadStyle, width: float, colour: QColor | None = None) -> QPen:
    pen = QPen(colour or style.ink, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def draw_number(painter: QPainter, rect: QRectF, text: str, number_font: QFont, colour: QColor,
                edge: QColor | None = None) -> None:
    """`text` centred in `rect`; with `edge`, ringed by a thin band of that colour so it reads
    over a cross drawn under it."""
    metrics = QFontMetricsF(number_font)
    x = rect.center().x() - metrics.horizontalAdvance(text) / 2
    baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2
    path = QPainterPath()
    path.addText(QPointF(x, baseline), number_font, text)
    if edge is not None:
        halo = QPen(edge, NUMBER_EDGE)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, halo)
    painter.fillPath(path, colour)


def draw_cross(painter: QPainter, rect: QRectF, pen: QPen, progress: float = 1.0,
               inset_share: float = 0.2) -> None:
    """A pen-stroke X over `rect`: the first stroke, then the second (progress 0..1)."""
    inset = rect.width() * inset_share
    r = rect.adjusted(inset, inset, -inset, -inset)
    # Slightly uneven strokes, as a hand makes them.
    first = QLineF(r.left(), r.top() + r.height() * 0.04, r.right(), r.bottom() - r.height() * 0.02)
    second = QLineF(r.right() - r.width() * 0.03, r.top(), r.left() + r.width() * 0.02, r.bottom())
    painter.setPen(pen)
    one = min(1.0, progress * 2)
    if one > 0:
        painter.drawLine(QLineF(first.p1(), first.pointAt(one)))
    two = max(0.0, progress * 2 - 1)
    if two > 0:
        painter.drawLine(QLineF(second.p1(), second.pointAt(two)))


def draw_lock(painter: QPainter, centre: QPointF, size: float, colour: QColor, closed: bool) -> None:
    """A padlock glyph: body and shackle (open: the shackle lifted to one side)."""
    body = QRectF(centre.x() - size * 0.42, centre.y() - size * 0.05, size * 0.84, size * 0.6)
    pen = QPen(colour, size * 0.13)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QPainterPath()
    lift = 0.0 if closed else size * 0.16
    left = centre.x() - size * 0.26
    right = centre.x() + size * 0.26
    shackle.moveTo(left, body.top() - lift)
    shackle.arcTo(QRectF(left, body.top() - size * 0.5 - lift, right - left, size * 0.5 * 2), 180, -180)
    if closed:
        shackle.lineTo(right, body.top())
    painter.drawPath(shackle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(body, size * 0.1, size * 0.1)


def paint_sheet(painter: QPainter, marks: Sheet, look: SheetLook, style: PadStyle) -> None:
    """Paint one sheet at the painter's origin, SHEET_W x SHEET_H sheet units."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    paint_paper(painter, look, style)
    _header(painter, marks, look, style)
    for row in ROWS:
        _row(painter, row, marks, look, style)
    if not look.compact:
        _points_table(painter, style)
    _penalties(painter, marks, look, style)
    _totals(painter, marks, style, look.compact)
    painter.restore()


def paint_paper(painter: QPainter, look: SheetLook, style: PadStyle, rect: QRectF | None = None) -> None:
    """The paper with its shadow; the edge marks the seat to act (green) or a winner (gold)."""
    rect = rect or QRectF(0, 0, SHEET_W, SHEET_H)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(3, 5), 14, 14)  # a soft shadow on the table
    edge = QColor("#e0a100") if look.winner else (QColor("#2f6d4f") if look.active else style.paper_edge)
    painter.setPen(QPen(edge, 5 if (look.active or look.winner) else 1.5))
    painter.setBrush(style.paper)
    painter.drawRoundedRect(rect, 14, 14)


def _header(painter: QPainter, marks: Sheet, look: SheetLook, style: PadStyle) -> None:
    big = 1.45 if look.compact else 1.0  # small sheets write larger so they stay legible
    painter.setFont(font(24 * big, True))
    painter.setPen(style.ink)
    metrics = painter.fontMetrics()
    name = metrics.elidedText(look.name, Qt.TextElideMode.ElideRight, 260)
    baseline = 31.0 + 6 * (big - 1)
    painter.drawText(QPointF(PAD + 4, baseline), name)
    x = PAD + 4 + metrics.horizontalAdvance(name) + 12
    if not look.compact:  # the scoreboard beside the table names the seat kinds too
        painter.setFont(font(16))
        painter.setPen(style.muted)
        small = painter.fontMetrics()
        kind = small.elidedText(look.kind, Qt.TextElideMode.ElideRight, 150)
        painter.drawText(QPointF(x, baseline), kind)
        x += small.horizontalAdvance(kind) + 14
    if look.note:
        painter.setFont(font(COMPACT_TEXT if look.compact else 17, True))
        colour = QColor("#2f6d4f") if look.active else style.ink
        painter.setPen(colour)
        room = SHEET_W - 150 - x
        painter.drawText(QPointF(x, baseline), painter.fontMetrics().elidedText(
            look.note, Qt.TextElideMode.ElideRight, int(max(20, room))))
    painter.setFont(font(28 * big, True))
    painter.setPen(style.ink)
    painter.drawText(QRectF(SHEET_W - 160, 4, 160 - PAD - 4, 40 + 6 * (big - 1)),
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(marks.score()))


def band_name(row: str) -> str:
    """The row's name on its band ("RED"), in the person's language."""
    return translate("QwixxRows", ROW_NAMES[row])


def _row(painter: QPainter, row: str, marks: Sheet, look: SheetLook, style: PadStyle) -> None:
    band = band_rect(row)
    colour = style.row(row)
    locked = row in look.locked
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 10, 10)
    pattern = ROW_PATTERNS[row]
    if style.colour_blind and pattern is not None:
        brush = QBrush(QColor(0, 0, 0, 70), pattern)
        painter.setBrush(brush)
        painter.drawRoundedRect(band, 10, 10)
    if locked:  # a locked row goes quiet: its boxes can no longer be crossed by anyone
        painter.setBrush(QColor(30, 30, 30, 90))
        painter.drawRoundedRect(band, 10, 10)
    # The row's name, so the rows stay apart whatever colours a person sees (a small sheet
    # writes its initial, large enough to read).
    painter.save()
    painter.setPen(style.band_text(row) if not locked else QColor("#ffffff"))
    label = QRectF(band.left() + 2, band.top(), LABEL_W, band.height())
    if look.compact:
        painter.setFont(font(COMPACT_TEXT + 4, True))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, band_name(row)[:1])
    elif locked:
        painter.setFont(font(14, True))
        painter.drawText(label.adjusted(0, 0, 0, -16), Qt.AlignmentFlag.AlignCenter, band_name(row))
        painter.setFont(font(11, True))
        painter.drawText(label.adjusted(0, 22, 0, 0), Qt.AlignmentFlag.AlignCenter,
                         translate("QwixxSheet", "locked", "under a locked row's name"))
    else:
        painter.setFont(font(14, True))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, band_name(row))
    painter.restore()
    crossed = set(marks.row(row).crossed)
    skipped = set(marks.skipped(row))
    numbers = NUMBERS[row]
    preview_skips: set[int] = set()
    if look.preview is not None and look.preview[0] == row:
        preview_skips = set(marks.skipped_by(row, look.preview[1]))
    for index, number in enumerate(numbers):
        rect = box_rect(row, index)
        key = (row, number)
        gone = number in skipped or (locked and number not in crossed)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 120) if gone else QColor("#ffffff"))
        painter.drawRoundedRect(rect, 8, 8)
        if key in look.legal:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), 7))
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 10, 10)
            painter.setPen(QPen(style.ink, 4))
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 10, 10)
        if key in look.hint:
            pen = QPen(style.hint, 5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect.center(), BOX * 0.62, BOX * 0.62)
        # Crosses go on first and the number over them with a thin paper-white edge, so a crossed
        # number stays readable (a cross drawn over it hid half of its strokes).
        if number in crossed:
            draw_cross(painter, rect, ink_pen(style, CROSS_PEN), look.fresh.get(key, 1.0), CROSS_INSET)
        elif look.preview == key:
            draw_cross(painter, rect, ink_pen(style, CROSS_PEN, QColor(27, 34, 48, 120)), 1.0, CROSS_INSET)
        elif look.pencilled == key:
            pen = ink_pen(style, CROSS_PEN, style.pencil)
            pen.setStyle(Qt.PenStyle.DashLine)
            draw_cross(painter, rect, pen, 1.0, CROSS_INSET)
        text = style.row_text(row)
        if gone:
            text = QColor(text)
            text.setAlpha(110)
        marked = number in crossed or look.preview == key or look.pencilled == key
        draw_number(painter, rect, str(number),
                    font((27 if number < 10 else 25) * (1.15 if look.compact else 1.0), True),
                    text, QColor("#ffffff") if marked else None)
        if number in skipped:
            painter.setPen(ink_pen(style, 3, QColor(27, 34, 48, 150)))
            painter.drawLine(QLineF(rect.left() + 8, rect.bottom() - 8, rect.right() - 8, rect.top() + 8))
        elif number in preview_skips:
            pen = ink_pen(style, 3.5, style.warn)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QLineF(rect.left() + 8, rect.bottom() - 8, rect.right() - 8, rect.top() + 8))
    _lock_symbol(painter, row, marks, look, style)


def _lock_symbol(painter: QPainter, row: str, marks: Sheet, look: SheetLook, style: PadStyle) -> None:
    centre = lock_centre(row)
    locked = row in look.locked
    glow = look.lock_glow.get(row, 0.0)
    if glow > 0:
        painter.setPen(Qt.PenStyle.NoPen)
        halo = QColor("#fff3b0")
        halo.setAlphaF(min(1.0, glow))
        painter.setBrush(halo)
        painter.drawEllipse(centre, LOCK_R * (1.2 + 0.5 * glow), LOCK_R * (1.2 + 0.5 * glow))
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, LOCK_R, LOCK_R)
    draw_lock(painter, centre, LOCK_R * 1.1, style.ink if locked else style.row_text(row), locked)
    if marks.row(row).lock:
        rect = QRectF(centre.x() - LOCK_R, centre.y() - LOCK_R, 2 * LOCK_R, 2 * LOCK_R)
        draw_cross(painter, rect.adjusted(-4, -4, 4, 4), ink_pen(style, 5.5),
                   look.fresh.get((row, 0), 1.0))


def _points_table(painter: QPainter, style: PadStyle) -> None:
    top = BOTTOM_TOP
    painter.setFont(font(12, True))
    painter.setPen(style.muted)
    painter.drawText(QRectF(PAD, top + 4, 70, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     translate("QwixxSheet", "crosses", "the points table's heading: crosses in a row"))
    painter.drawText(QRectF(PAD, top + 26, 70, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     translate("QwixxSheet", "points", "the points table's heading"))
    cell = 33.0
    left = PAD + 66
    painter.setPen(QPen(style.paper_edge, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(left - 2, top + 2, cell * 12 + 4, 46), 5, 5)
    for k in range(1, 13):
        x = left + (k - 1) * cell
        painter.setPen(style.muted)
        painter.setFont(font(13))
        painter.drawText(QRectF(x, top + 4, cell, 20), Qt.AlignmentFlag.AlignCenter, f"{k}x")
        painter.setPen(style.ink)
        painter.setFont(font(14, True))
        painter.drawText(QRectF(x, top + 26, cell, 20), Qt.AlignmentFlag.AlignCenter, str(POINTS[k]))


def _penalties(painter: QPainter, marks: Sheet, look: SheetLook, style: PadStyle) -> None:
    first = penalty_rect(0)
    painter.setFont(font(COMPACT_TEXT, True) if look.compact else font(13, True))
    painter.setPen(style.muted)
    painter.drawText(QRectF(first.left() - 130, first.top(), 122, first.height()),
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     "−5" if look.compact else translate("QwixxSheet", "penalties −5"))
    for index in range(MAX_PENALTIES):
        rect = penalty_rect(index)
        painter.setPen(QPen(style.muted, 2))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 6, 6)
        if index < marks.penalties:
            progress = look.fresh_penalty if index == marks.penalties - 1 else 1.0
            draw_cross(painter, rect, ink_pen(style, 5, style.warn), progress)


def _totals(painter: QPainter, marks: Sheet, style: PadStyle, compact: bool = False) -> None:
    top = TOTALS_TOP
    height = 40.0
    width = 78.0
    sign = 30.0
    x = PAD
    painter.setFont(font(COMPACT_TEXT if compact else 22, True))
    parts: list[tuple[str, QColor, QColor, str]] = []
    for row in ROWS:
        parts.append((str(marks.row_score(row)), style.row(row), style.row_text(row), "+" if row != "blue" else "−"))
    parts.append((str(PENALTY_POINTS * marks.penalties), style.muted, style.ink, "="))
    for value, edge, text, after in parts:
        rect = QRectF(x, top, width, height)
        painter.setPen(QPen(edge, 4))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, 7, 7)
        painter.setPen(text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, value)
        painter.setPen(style.muted)
        painter.drawText(QRectF(x + width, top, sign, height), Qt.AlignmentFlag.AlignCenter, after)
        x += width + sign
    rect = QRectF(x, top, width + 22, height)
    painter.setPen(QPen(style.ink, 4))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(rect, 7, 7)
    painter.setPen(style.ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(marks.score()))
    if compact:
        return
    painter.setFont(font(13))
    painter.setPen(style.muted)
    painter.drawText(QRectF(rect.right() + 10, top, SHEET_W - rect.right() - 10 - PAD, height),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     translate("QwixxSheet", "in all", "beside the sheet's total"))
