"""The printed Quiddler summary: the result, every round's words and scores per player, and a
chart of the running totals round by round. Painted with QPainter, so print preview and PDF export
share one code path; long games flow onto further pages."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtPrintSupport import QPrinter

from tabletop_desktop.engine.quiddler.events import RoundResult
from tabletop_desktop.i18n import shown_name, translate
from tabletop_desktop.session.table import TableFacts
from tabletop_desktop.views.common.print_helpers import print_font as _font
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.common.totals_chart import paint_totals_chart
from tabletop_desktop.views.quiddler.summary import (
    ROUNDS,
    bonus_words,
    build_end_summary,
    left_line,
    round_title,
    signed,
    words_line,
)

INK = QColor("#202622")
MUTED = QColor("#5f675f")


class _Pages:
    """A cursor down the page that starts a new page when the next block does not fit."""

    def __init__(self, painter: QPainter, page: QRectF, new_page: Callable[[], object]) -> None:
        self.painter, self.new_page = painter, new_page
        self.page = QRectF(0, 0, page.width(), page.height())
        self.unit = page.width() / 180.0
        self.y = 0.0

    def need(self, height: float) -> None:
        if self.y + height > self.page.height() and self.y > 0:
            self.new_page()
            self.y = 0.0

    def text(self, text: str, font: QFont, colour: QColor = INK, indent: float = 0.0,
             width: float | None = None) -> None:
        p = self.painter
        p.setFont(font)
        p.setPen(colour)
        width = width or self.page.width() - indent
        rect = p.boundingRect(QRectF(indent, 0, width, 10_000),
                              int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), text)
        self.need(rect.height())
        p.drawText(QRectF(indent, self.y, width, rect.height() + 2),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), text)
        self.y += rect.height()

    def gap(self, units: float) -> None:
        self.y += units * self.unit


def print_summary(facts: TableFacts, results: Sequence[RoundResult], current_round: int,
                  colour_blind: bool, printer: QPrinter) -> None:
    """Paint the Quiddler summary onto `printer`: from the public facts and the score sheet
    (`results`, every finished round; `current_round` is the one being played)."""
    painter = QPainter(printer)
    if not painter.isActive():
        raise OSError(translate("QuiddlerPrinting", "The printer could not be opened."))
    page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    paint_summary(facts, results, current_round, colour_blind, painter, page, printer.newPage)
    painter.end()


def paint_summary(facts: TableFacts, results: Sequence[RoundResult], current_round: int,
                  colour_blind: bool, painter: QPainter, page: QRectF,
                  new_page: Callable[[], object]) -> None:
    """Paint the summary with `painter` on pages of `page`'s size; `new_page` starts the next."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pages = _Pages(painter, page, new_page)
    names = facts.names
    summary = build_end_summary(facts, results)
    colours = [seat_colour(i, colour_blind) for i in range(len(names))]

    pages.text(translate("QuiddlerPrinting", "Quiddler \u2014 score summary"), _font(18, True))
    pages.gap(2)
    if facts.over:
        pages.text(summary.title, _font(13, True))
    else:
        pages.text(translate("QuiddlerPrinting", "Game in progress: round {round} of {rounds}.")
                   .format(round=current_round, rounds=ROUNDS), _font(13, True))
    pages.gap(1)
    for seat in summary.seats:
        values = dict(name=seat.name, kind=seat.kind_label, points=seat.score, details=seat.details)
        line = (translate("QuiddlerPrinting", "{name} ({kind}): {points} points \u2014 {details}  "
                          "\u2605 winner", "{kind}: person or bot").format(**values) if seat.winner
                else translate("QuiddlerPrinting", "{name} ({kind}): {points} points \u2014 {details}",
                               "{kind}: person or bot").format(**values))
        pages.text(line, _font(10.5), indent=4 * pages.unit)
    pages.text(translate("QuiddlerPrinting", "Best word: {best}").format(best=summary.best_move),
               _font(10.5), MUTED, indent=4 * pages.unit)
    pages.gap(4)
    chart_h = 70 * pages.unit
    pages.need(chart_h + 10 * pages.unit)
    _chart(painter, QRectF(0, pages.y, pages.page.width(), chart_h), pages.unit, results, names, colours)
    pages.y += chart_h + 6 * pages.unit
    for result in results:
        pages.need(12 * pages.unit)
        pages.text(round_title(result, names), _font(11.5, True))
        for s, name in enumerate(names):
            bonuses = ", ".join(bonus_words(b) for b in result.bonuses[s])
            values = dict(name=shown_name(name), words=words_line(result.words[s]),
                          left=left_line(result.left[s]), bonuses=bonuses,
                          points=signed(result.scores[s]), total=result.totals[s])
            line = (translate("QuiddlerPrinting", "{name}: {words}; left {left}; {bonuses} \u2014 "
                              "{points}, total {total}", "a player's round: words, cards left, "
                              "bonuses, score").format(**values) if bonuses else
                    translate("QuiddlerPrinting", "{name}: {words}; left {left} \u2014 {points}, "
                              "total {total}", "a player's round: words, cards left, score")
                    .format(**values))
            pages.text(line, _font(9.5), indent=4 * pages.unit)
        pages.gap(2)
    if not results:
        pages.text(translate("QuiddlerPrinting", "No round has been played to the end yet."),
                   _font(10.5), MUTED)


def _chart(painter: QPainter, rect: QRectF, unit: float, results, names, colours) -> None:  # noqa: ANN001
    """Running totals after each round, one line per player, the axis always showing all rounds."""
    series = [[0] + [r.totals[s] for r in results] for s in range(len(names))]
    totals = [points[-1] for points in series]
    labels = [translate("QuiddlerPrinting", "{name} {points}", "a chart's label: a name and the "
                        "total").format(name=shown_name(name), points=total)
              for name, total in zip(names, totals, strict=True)]
    paint_totals_chart(painter, rect, unit,
                       title=translate("QuiddlerPrinting", "Running totals, round by round"),
                       series=series, labels=labels, colours=colours,
                       x_word=translate("QuiddlerPrinting", "round", "the chart's axis: round by "
                                        "round"), x_last=ROUNDS,
                       title_pt=11, line_width=0.8)
