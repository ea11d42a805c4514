"""The printed score summary: page 1 holds the players, the score table (each row, the penalties,
the total), a chart of each player's total roll by roll and, under it, the score sheets as on
paper, two or three side by side, as many as fit; the rest follow on the next page. The chart gives up some
height (down to `CHART_LEAST`) when that brings every sheet onto page 1. Painted with QPainter, so
print preview and PDF export share one path."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from tabletop_desktop.engine.qwixx.sheet import PENALTY_POINTS, ROWS
from tabletop_desktop.i18n import shown_name, translate
from tabletop_desktop.views.common.print_helpers import MUTED, spread_labels
from tabletop_desktop.views.common.print_helpers import print_font as _font
from tabletop_desktop.views.common.print_helpers import print_text as _text
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.common.totals_chart import paint_totals_chart
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import SHEET_H, SHEET_W, SheetLook, paint_sheet
from tabletop_desktop.views.qwixx.summary import GameFacts, describe_best, title_for

SHEET_COLUMNS = 2
CHART_MOST = 110.0  # the chart's height in page units (a page is 180 units wide)
CHART_LEAST = 72.0
GAP = 4.0  # between sheets, in page units
BOTTOM = 3.0  # kept free at the foot of a page (the sheets' shadows)
SOLO_WIDTH = 140.0


@dataclass(frozen=True)
class SheetPlace:
    page: int  # 0 is page 1
    seat: int
    rect: QRectF  # where the sheet goes on its page, in painter units


@dataclass(frozen=True)
class SummaryLayout:
    chart: QRectF
    sheets_title: float  # where "The score sheets" starts on page 1, when a sheet fits there
    places: tuple[SheetPlace, ...]

    @property
    def pages(self) -> int:
        return 1 + max((place.page for place in self.places), default=0)


def _sheet_size(page: QRectF, unit: float, columns: int) -> tuple[float, float]:
    width = (page.width() - (columns - 1) * GAP * unit) / columns
    width = min(width, SOLO_WIDTH * unit)  # a solo game's one sheet: large, not page-wide
    return width, width * SHEET_H / SHEET_W


def layout_summary(page: QRectF, unit: float, table_bottom: float, seats: int) -> SummaryLayout:
    """Where the chart and every sheet go: the sheets right after the chart on page 1, two to a
    row (three when that brings them all onto page 1; a solo game's one sheet larger, in the
    middle); the chart as tall as `CHART_MOST` unless a shorter one (not under `CHART_LEAST`)
    brings more rows of sheets onto page 1; the sheets that still do not fit continue on the next
    page."""
    title = 10 * unit  # "The score sheets" and the space under it
    chart_top = table_bottom + 8 * unit
    most = min(CHART_MOST * unit, page.height() - chart_top - 4 * unit)
    least = min(CHART_LEAST * unit, most)

    def rows_after(chart_h: float, columns: int) -> int:
        height = _sheet_size(page, unit, columns)[1]
        room = page.height() - BOTTOM * unit - (chart_top + chart_h + 6 * unit + title)
        rows = math.ceil(seats / columns)
        return max(0, min(rows, math.floor((room + GAP * unit) / (height + GAP * unit))))

    # Two sheets to a row; three, a little smaller, when that brings every sheet onto page 1.
    columns = 1 if seats == 1 else SHEET_COLUMNS
    if columns < seats and rows_after(least, columns) < math.ceil(seats / columns) \
            and rows_after(least, columns + 1) >= math.ceil(seats / (columns + 1)):
        columns += 1
    width, height = _sheet_size(page, unit, columns)
    on_first = rows_after(least, columns)
    chart_h = most
    if rows_after(most, columns) < on_first:  # a shorter chart, just short enough for those rows
        chart_h = (page.height() - BOTTOM * unit - chart_top - 6 * unit - title
                   - on_first * (height + GAP * unit) + GAP * unit)
    chart = QRectF(0, chart_top, page.width(), chart_h)
    first_top = chart.bottom() + 6 * unit
    places: list[SheetPlace] = []
    page_index, y = 0, first_top + title
    for seat in range(seats):
        col = seat % columns
        if col == 0 and y + height > page.height() - BOTTOM * unit + 0.5:
            page_index, y = page_index + 1, title
        left = (page.width() - width) / 2 if columns == 1 else col * (width + GAP * unit)
        places.append(SheetPlace(page_index, seat, QRectF(left, y, width, height)))
        if col == columns - 1 or seat == seats - 1:
            y += height + GAP * unit
    return SummaryLayout(chart, first_top, tuple(places))


def print_summary(facts: GameFacts, printer: QPrinter) -> None:
    """Paint the score summary onto `printer`."""
    painter = QPainter(printer)
    if not painter.isActive():
        raise OSError(translate("QwixxPrinting", "The printer could not be opened."))
    page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    page.moveTo(0, 0)
    paint_summary(painter, page, printer.newPage, facts)
    painter.end()


def summary_pages(facts: GameFacts, width: int = 620) -> list[QImage]:
    """The printed pages as images (A4 proportions), to look at and to test."""
    return summary_pages_and_layout(facts, width)[0]


def summary_pages_and_layout(facts: GameFacts, width: int = 620) -> tuple[list[QImage], SummaryLayout]:
    """The printed pages as images, and where the chart and the sheets went on them."""
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
    layout = paint_summary(painter, QRectF(0, 0, width, height), new_page, facts)
    painter.end()
    return pages, layout


def paint_summary(painter: QPainter, page: QRectF, new_page: Callable[[], object],
                  facts: GameFacts) -> SummaryLayout:
    """Every page of the summary: `new_page()` starts the next one. Returns where things went."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    unit = page.width() / 180.0  # "millimetre-ish" units of an A4-wide page
    y = _page_one(painter, page, unit, facts)
    layout = layout_summary(page, unit, y, len(facts.names))
    _chart(painter, layout.chart, unit, facts)
    style = PadStyle(colour_blind=facts.colour_blind)
    shown_page = 0
    if layout.places and layout.places[0].page == 0:
        _text(painter, 0, layout.sheets_title, translate("QwixxPrinting", "The score sheets"),
              _font(14, True))
    for place in layout.places:
        if place.page != shown_page:
            new_page()
            shown_page = place.page
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            _text(painter, 0, 0, translate("QwixxPrinting", "The score sheets"), _font(14, True))
        _sheet(painter, place.rect, facts, style, place.seat)
    return layout


def _page_one(painter: QPainter, page: QRectF, unit: float, facts: GameFacts) -> float:
    y = _text(painter, 0, 0, translate("QwixxPrinting", "Qwixx: score summary"), _font(20, True))
    y = _text(painter, 0, y + unit, title_for(facts), _font(13, True), QColor("#2f6d4f"))
    if facts.end_reason:
        y = _text(painter, 0, y + unit, translate("QwixxPrinting", "The game ended: {reason}").format(
            reason=facts.end_reason), _font(10), MUTED)
    y = _text(painter, 0, y + unit, translate("QwixxPrinting", "%n rolls. Best roll: {best}", "",
                                              facts.rolls).format(best=describe_best(facts)),
              _font(10), MUTED)
    y += 6 * unit
    columns = [(translate("QwixxPrinting", "Player"), 6),
               (translate("QwixxPrinting", "Seat", "a column: person or bot"), 44),
               (translate("QwixxRows", "Red"), 78), (translate("QwixxRows", "Yellow"), 92),
               (translate("QwixxRows", "Green"), 110), (translate("QwixxRows", "Blue"), 126),
               (translate("QwixxPrinting", "Penalties"), 140), (translate("QwixxPrinting", "Total"), 164)]
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
        name = shown_name(facts.names[i])
        if i in facts.winners and len(facts.names) > 1:
            name = translate("QwixxPrinting", "{name}  (winner)").format(name=name)
        values = [name, facts.kinds[i]] + [str(marks.row_score(r)) for r in ROWS] + [
            f"−{PENALTY_POINTS * marks.penalties}" if marks.penalties else "0", str(facts.scores[i])]
        for (_, x), value in zip(columns, values, strict=True):
            bold = (x == 6 and i in facts.winners) or x == 164
            _text(painter, x * unit, y, value, _font(10.5, bold))
        y += 7 * unit
    return y


def _chart(painter: QPainter, area: QRectF, unit: float, facts: GameFacts) -> None:
    """Each player's total after each roll, as coloured lines (below 0 after early penalties)."""
    labels = [translate("QwixxPrinting", "{name} {points}", "a chart's label: a name and the total")
              .format(name=shown_name(name), points=score)
              for name, score in zip(facts.names, facts.scores, strict=True)]
    # The seats keep the colours of the score table's dots above.
    colours = [seat_colour(seat, facts.colour_blind) for seat in range(len(facts.names))]
    paint_totals_chart(painter, area, unit, title=translate("QwixxPrinting", "Totals by roll"),
                       series=facts.progress, labels=labels, colours=colours,
                       x_word=translate("QwixxPrinting", "roll", "the chart's axis: roll by roll"),
                       least_top=20)


def _sheet(painter: QPainter, rect: QRectF, facts: GameFacts, style: PadStyle, seat: int) -> None:
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / SHEET_W, rect.height() / SHEET_H)
    look = SheetLook(name=shown_name(facts.names[seat]), kind=facts.kinds[seat], locked=facts.locked,
                     winner=seat in facts.winners and len(facts.names) > 1)
    paint_sheet(painter, facts.sheets[seat], look, style)
    painter.restore()


__all__ = ["layout_summary", "paint_summary", "print_summary", "spread_labels", "summary_pages",
           "summary_pages_and_layout"]
