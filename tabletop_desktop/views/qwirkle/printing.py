"""The printed score summary: page 1 holds the players (seat kinds, bot levels), the final table and
a chart of each player's score turn by turn; page 2 holds the final board and the best moves.
Everything is painted with QPainter, so print preview and PDF export share one code path."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtPrintSupport import QPrinter

from tabletop_desktop.i18n import fill, shown_name, translate
from tabletop_desktop.session.table import Played, TableFacts
from tabletop_desktop.views.common.numbers import shown_number
from tabletop_desktop.views.common.print_helpers import (
    MUTED,
    pdf_printer,
    spread_labels,
)
from tabletop_desktop.views.common.print_helpers import print_font as _font
from tabletop_desktop.views.common.print_helpers import print_text as _text
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.common.totals_chart import paint_totals_chart
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.summary import (
    GameFacts,
    board_picture,
    describe_move,
    ending_sentence,
    game_facts,
    title_for,
)


def print_summary(table: TableFacts, played: Sequence[Played], colour_blind: bool, scene: BoardScene,
                  printer: QPrinter) -> None:
    """Paint the score summary onto `printer` (two pages); the chart and the seat dots follow
    the person's palette (`colour_blind`), like the screen."""
    facts = game_facts(table, played)
    facts.seat_colours = [seat_colour(i, colour_blind) for i in range(len(facts.names))]
    painter = QPainter(printer)
    if not painter.isActive():
        raise OSError(translate("QwirklePrinting", "The printer could not be opened."))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    page.moveTo(0, 0)
    unit = page.width() / 180.0  # layout in "millimetre-ish" units of an A4-wide page
    y = _page_one(painter, page, unit, facts)
    _chart(painter, QRectF(0, y + 6 * unit, page.width(), min(page.height() - y - 10 * unit, 95 * unit)), unit, facts)
    printer.newPage()
    _page_two(painter, page, unit, facts, scene)
    painter.end()


def _page_one(painter: QPainter, page: QRectF, unit: float, facts: GameFacts) -> float:
    y = _text(painter, 0, 0, translate("QwirklePrinting", "Qwirkle: score summary"), _font(20, True))
    y = _text(painter, 0, y + unit, title_for(facts), _font(13, True), QColor("#2f6d4f"))
    if ending_sentence(facts):
        y = _text(painter, 0, y + unit, ending_sentence(facts), _font(10), MUTED)
    y += 6 * unit
    columns = [(translate("QwirklePrinting", "Player"), 6), (translate("QwirklePrinting", "Seat"), 56),
               (translate("QwirklePrinting", "Score"), 100), (translate("QwirklePrinting", "Qwirkles"), 126),
               (translate("QwirklePrinting", "Exchanges"), 150)]
    head = _font(10, True)
    for label, x in columns:
        _text(painter, x * unit, y, label, head, MUTED)
    y += 7 * unit
    painter.setPen(QPen(MUTED, max(1.0, unit * 0.2)))
    painter.drawLine(QPointF(0, y - 1.5 * unit), QPointF(page.width(), y - 1.5 * unit))
    order = sorted(range(len(facts.names)), key=lambda i: -facts.scores[i])
    body = _font(11)
    for i in order:
        name = shown_name(facts.names[i])
        if i in facts.winners:
            name = fill(translate("QwirklePrinting", "{name} (winner)"), {"name": name})
        score = shown_number(facts.scores[i])
        if facts.bonus_seat == i:
            score = fill(translate("QwirklePrinting", "{score} (+6)", "a score with the end bonus in it"),
                         {"score": score})
        painter.setBrush(facts.seat_colours[i])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(2.5 * unit, y + 2.6 * unit), 1.4 * unit, 1.4 * unit)
        row = [name, facts.kinds[i], score, shown_number(facts.qwirkles[i]),
               shown_number(facts.exchanges[i])]
        for (_, x), value in zip(columns, row, strict=True):
            _text(painter, x * unit, y, value, _font(11, True) if x == 6 and i in facts.winners else body)
        y += 7 * unit
    return y


def _chart(painter: QPainter, area: QRectF, unit: float, facts: GameFacts) -> None:
    """Each player's running score after each of their turns, as coloured lines."""
    labels = [fill(translate("QwirklePrinting", "{name} {score}", "a player's name and final score"),
                   {"name": shown_name(name), "score": shown_number(score)})
              for name, score in zip(facts.names, facts.scores, strict=True)]
    paint_totals_chart(painter, area, unit, title=translate("QwirklePrinting", "Score by turn"),
                       series=facts.progress, labels=labels, colours=facts.seat_colours,
                       x_word=translate("QwirklePrinting", "turn", "the chart's axis: turn 1, 2, 3..."))


def _page_two(painter: QPainter, page: QRectF, unit: float, facts: GameFacts, scene: BoardScene) -> None:
    y = _text(painter, 0, 0, translate("QwirklePrinting", "The final board"), _font(16, True))
    best_height = 60 * unit
    room = QRectF(0, y + 3 * unit, page.width(), page.height() - y - best_height)
    side = int(min(room.width(), room.height()))
    picture = board_picture(scene, max(200, min(side, 2400)), on_paper=True)
    scale = min(room.width() / picture.width(), room.height() / picture.height())
    target = QRectF(0, room.top(), picture.width() * scale, picture.height() * scale)
    target.moveLeft((page.width() - target.width()) / 2)
    painter.drawPixmap(target, picture, QRectF(picture.rect()))
    y = target.bottom() + 6 * unit
    y = _text(painter, 0, y, translate("QwirklePrinting", "Best moves"), _font(13, True))
    for move in facts.best_moves[:5]:
        y = _text(painter, 2 * unit, y + unit, describe_move(facts, move), _font(11))
    painter.setFont(_font(8))


__all__ = ["pdf_printer", "print_summary", "spread_labels"]
