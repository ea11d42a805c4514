"""The printed score summary: page 1 holds the players, the score table (each row, the penalties,
the total) and a chart of each player's total roll by roll; the following pages show every sheet as
on paper, three to a page. Painted with QPainter, so print preview and PDF export share one path."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from tabletop_desktop.views.common.print_helpers import MUTED, spread_labels
from tabletop_desktop.views.common.print_helpers import print_font as _font
from tabletop_desktop.views.common.print_helpers import print_text as _text
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.common.totals_chart import paint_totals_chart
from tabletop_desktop.views.qwixx.engine_link import ROWS
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import SHEET_H, SHEET_W, SheetLook, paint_sheet
from tabletop_desktop.views.qwixx.summary import GameFacts, describe_best, game_facts, title_for

SHEETS_PER_PAGE = 3


def print_summary(session: object, printer: QPrinter) -> None:
    """Paint the score summary onto `printer`."""
    painter = QPainter(printer)
    if not painter.isActive():
        raise OSError("The printer could not be opened.")
    page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    page.moveTo(0, 0)
    paint_summary(painter, page, printer.newPage, game_facts(session))
    painter.end()


def summary_pages(session: object, width: int = 620) -> list[QImage]:
    """The printed pages as images (A4 proportions), to look at and to test."""
    facts = game_facts(session)
    height = round(width * 297 / 210)
    pages: list[QImage] = []
    painter = QPainter()

    def new_page() -> None:
        if painter.isActive():
            painter.end()
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(QColor("#ffffff"))
        pages.append(image)
        painter.begin(image)

    new_page()
    paint_summary(painter, QRectF(0, 0, width, height), new_page, facts)
    painter.end()
    return pages


def paint_summary(painter: QPainter, page: QRectF, new_page: Callable[[], object], facts: GameFacts) -> None:
    """Every page of the summary: `new_page()` starts the next one."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = page.width() / 180.0  # "millimetre-ish" units of an A4-wide page
    y = _page_one(painter, page, unit, facts)
    _chart(painter, QRectF(0, y + 8 * unit, page.width(), min(page.height() - y - 12 * unit, 110 * unit)),
           unit, facts)
    style = PadStyle(colour_blind=facts.colour_blind)
    for first in range(0, len(facts.names), SHEETS_PER_PAGE):
        new_page()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        _sheets_page(painter, page, unit, facts, style, range(first, min(len(facts.names),
                                                                         first + SHEETS_PER_PAGE)))


def _page_one(painter: QPainter, page: QRectF, unit: float, facts: GameFacts) -> float:
    y = _text(painter, 0, 0, "Qwixx: score summary", _font(20, True))
    y = _text(painter, 0, y + unit, title_for(facts), _font(13, True), QColor("#2f6d4f"))
    if facts.end_reason:
        y = _text(painter, 0, y + unit, f"The game ended: {facts.end_reason}", _font(10), MUTED)
    y = _text(painter, 0, y + unit, f"{facts.rolls} rolls. Best roll: {describe_best(facts)}", _font(10), MUTED)
    y += 6 * unit
    columns = [("Player", 6), ("Seat", 44), ("Red", 78), ("Yellow", 92), ("Green", 110), ("Blue", 126),
               ("Penalties", 140), ("Total", 164)]
    head = _font(9.5, True)
    for label, x in columns:
        _text(painter, x * unit, y, label, head, MUTED)
    y += 7 * unit
    painter.setPen(QPen(MUTED, max(1.0, unit * 0.2)))
    painter.drawLine(QPointF(0, y - 1.5 * unit), QPointF(page.width(), y - 1.5 * unit))
    order = sorted(range(len(facts.names)), key=lambda i: (-facts.scores[i], i))
    for i in order:
        marks = facts.sheets[i]
        painter.setBrush(seat_colour(i, facts.colour_blind))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(2.5 * unit, y + 2.6 * unit), 1.4 * unit, 1.4 * unit)
        name = facts.names[i] + ("  (winner)" if i in facts.winners and len(facts.names) > 1 else "")
        values = [name, facts.kinds[i]] + [str(marks.row_score(r)) for r in ROWS] + [
            f"−{5 * marks.penalties}" if marks.penalties else "0", str(facts.scores[i])]
        for (_, x), value in zip(columns, values, strict=True):
            bold = (x == 6 and i in facts.winners) or x == 164
            _text(painter, x * unit, y, value, _font(10.5, bold))
        y += 7 * unit
    return y


def _chart(painter: QPainter, area: QRectF, unit: float, facts: GameFacts) -> None:
    """Each player's total after each roll, as coloured lines (below 0 after early penalties)."""
    labels = [f"{name} {score}" for name, score in zip(facts.names, facts.scores, strict=True)]
    # The seats keep the colours of the score table's dots above.
    colours = [seat_colour(seat, facts.colour_blind) for seat in range(len(facts.names))]
    paint_totals_chart(painter, area, unit, title="Totals by roll", series=facts.progress,
                       labels=labels, colours=colours, x_word="roll", least_top=20)


def _sheets_page(painter: QPainter, page: QRectF, unit: float, facts: GameFacts, style: PadStyle,
                 seats: range) -> None:
    y = _text(painter, 0, 0, "The score sheets", _font(16, True))
    room = (page.height() - y - 4 * unit) / SHEETS_PER_PAGE
    scale = min(page.width() / SHEET_W, (room - 6 * unit) / SHEET_H)
    left = (page.width() - SHEET_W * scale) / 2
    for k, seat in enumerate(seats):
        painter.save()
        painter.translate(left, y + 4 * unit + k * room)
        painter.scale(scale, scale)
        look = SheetLook(name=facts.names[seat], kind=facts.kinds[seat], locked=facts.locked,
                         winner=seat in facts.winners and len(facts.names) > 1)
        paint_sheet(painter, facts.sheets[seat], look, style)
        painter.restore()


__all__ = ["paint_summary", "print_summary", "spread_labels", "summary_pages"]
