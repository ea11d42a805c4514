"""The printed score summary: page 1 holds the players (seat kinds, bot levels), the final table and
a chart of each player's score turn by turn; page 2 holds the final board and the best moves.
Everything is painted with QPainter, so print preview and PDF export share one code path."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtPrintSupport import QPrinter

from tabletop_desktop.views.common.print_helpers import MUTED, pdf_printer, spread_labels
from tabletop_desktop.views.common.print_helpers import print_font as _font
from tabletop_desktop.views.common.print_helpers import print_text as _text
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.summary import (
    GameFacts,
    board_picture,
    describe_move,
    ending_sentence,
    game_facts,
    title_for,
)


def print_summary(session, scene: BoardScene, printer: QPrinter) -> None:
    """Paint the score summary onto `printer` (two pages)."""
    facts = game_facts(session)
    # The chart and the seat dots follow the person's palette, like the screen.
    colour_blind = bool(getattr(getattr(session, "settings", None), "colour_blind", False))
    facts.seat_colours = [seat_colour(i, colour_blind) for i in range(len(facts.names))]
    painter = QPainter(printer)
    if not painter.isActive():
        raise OSError("The printer could not be opened.")
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
    y = _text(painter, 0, 0, "Qwirkle: score summary", _font(20, True))
    y = _text(painter, 0, y + unit, title_for(facts), _font(13, True), QColor("#2f6d4f"))
    if ending_sentence(facts):
        y = _text(painter, 0, y + unit, ending_sentence(facts), _font(10), MUTED)
    y += 6 * unit
    columns = [("Player", 6), ("Seat", 56), ("Score", 100), ("Qwirkles", 126), ("Exchanges", 150)]
    head = _font(10, True)
    for label, x in columns:
        _text(painter, x * unit, y, label, head, MUTED)
    y += 7 * unit
    painter.setPen(QPen(MUTED, max(1.0, unit * 0.2)))
    painter.drawLine(QPointF(0, y - 1.5 * unit), QPointF(page.width(), y - 1.5 * unit))
    order = sorted(range(len(facts.names)), key=lambda i: -facts.scores[i])
    body = _font(11)
    for i in order:
        name = facts.names[i] + (" (winner)" if i in facts.winners else "")
        score = str(facts.scores[i]) + (" (+6)" if facts.bonus_seat == i else "")
        painter.setBrush(facts.seat_colours[i])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(2.5 * unit, y + 2.6 * unit), 1.4 * unit, 1.4 * unit)
        row = [name, facts.kinds[i], score, str(facts.qwirkles[i]), str(facts.exchanges[i])]
        for (_, x), value in zip(columns, row, strict=True):
            _text(painter, x * unit, y, value, _font(11, True) if x == 6 and i in facts.winners else body)
        y += 7 * unit
    return y


def _chart(painter: QPainter, area: QRectF, unit: float, facts: GameFacts) -> None:
    """Each player's running score after each of their turns, as coloured lines."""
    y = _text(painter, area.left(), area.top(), "Score by turn", _font(13, True))
    plot = QRectF(area.left() + 14 * unit, y + 4 * unit, area.width() - 34 * unit, area.bottom() - y - 16 * unit)
    turns = max((len(p) - 1 for p in facts.progress), default=1) or 1
    top = max((max(p) for p in facts.progress if p), default=10)
    top = max(10, ((top + 49) // 50) * 50)
    axis = QPen(MUTED, max(1.0, unit * 0.25))
    grid = QPen(QColor(0, 0, 0, 40), max(1.0, unit * 0.15))
    small = _font(8)
    painter.setFont(small)
    for k in range(6):
        value = top * k / 5
        gy = plot.bottom() - plot.height() * k / 5
        painter.setPen(grid)
        painter.drawLine(QPointF(plot.left(), gy), QPointF(plot.right(), gy))
        painter.setPen(MUTED)
        painter.drawText(QRectF(area.left(), gy - 3 * unit, 12 * unit, 6 * unit),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{value:.0f}")
    painter.setPen(axis)
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    step = max(1, turns // 10)
    for t in range(0, turns + 1, step):
        x = plot.left() + plot.width() * t / turns
        painter.drawText(QRectF(x - 5 * unit, plot.bottom() + unit, 10 * unit, 5 * unit),
                         Qt.AlignmentFlag.AlignHCenter, str(t))
    painter.drawText(QRectF(plot.left(), plot.bottom() + 6 * unit, plot.width(), 5 * unit),
                     Qt.AlignmentFlag.AlignHCenter, "turn")
    ends: list[QPointF] = []
    for seat, points in enumerate(facts.progress):
        path = QPainterPath()
        for t, value in enumerate(points):
            pt = QPointF(plot.left() + plot.width() * t / turns, plot.bottom() - plot.height() * value / top)
            path.moveTo(pt) if t == 0 else path.lineTo(pt)
        pen = QPen(facts.seat_colours[seat], max(1.5, unit * 0.6))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        ends.append(path.currentPosition())
    _legend(painter, plot, unit, facts, ends)


def _legend(painter: QPainter, plot: QRectF, unit: float, facts: GameFacts, ends: list[QPointF]) -> None:
    """Each player's name and final score beside the end of their line, nudged apart vertically
    (with a thin leader to the line's end when moved)."""
    painter.setFont(_font(8))
    metrics = painter.fontMetrics()
    gap = metrics.height() * 1.05
    ys = spread_labels([e.y() for e in ends], gap, plot.top(), plot.bottom())
    right = max((e.x() for e in ends), default=plot.right())
    x = right + 3 * unit
    for seat, (end, y) in enumerate(zip(ends, ys, strict=True)):
        colour = facts.seat_colours[seat]
        if abs(y - end.y()) > 0.5:
            painter.setPen(QPen(colour, max(1.0, unit * 0.2)))
            painter.drawLine(end, QPointF(x - 0.6 * unit, y))
        painter.setPen(colour.darker(130))
        baseline = y + (metrics.ascent() - metrics.descent()) / 2
        label = metrics.elidedText(f"{facts.names[seat]} {facts.scores[seat]}", Qt.TextElideMode.ElideMiddle,
                                   int(plot.right() + 19 * unit - x))
        painter.drawText(QPointF(x, baseline), label)


def _page_two(painter: QPainter, page: QRectF, unit: float, facts: GameFacts, scene: BoardScene) -> None:
    y = _text(painter, 0, 0, "The final board", _font(16, True))
    best_height = 60 * unit
    room = QRectF(0, y + 3 * unit, page.width(), page.height() - y - best_height)
    side = int(min(room.width(), room.height()))
    picture = board_picture(scene, max(200, min(side, 2400)), on_paper=True)
    scale = min(room.width() / picture.width(), room.height() / picture.height())
    target = QRectF(0, room.top(), picture.width() * scale, picture.height() * scale)
    target.moveLeft((page.width() - target.width()) / 2)
    painter.drawPixmap(target, picture, QRectF(picture.rect()))
    y = target.bottom() + 6 * unit
    y = _text(painter, 0, y, "Best moves", _font(13, True))
    for move in facts.best_moves[:5]:
        y = _text(painter, 2 * unit, y + unit, describe_move(facts, move), _font(11))
    painter.setFont(_font(8))


__all__ = ["pdf_printer", "print_summary", "spread_labels"]
