"""The chart every printed summary shows: each player's running total after each turn, roll or
round, one coloured line per player, with "Name 123" beside the end of each line."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from tabletop_desktop.views.common.numbers import shown_number
from tabletop_desktop.views.common.print_helpers import MUTED, print_font, print_text, spread_labels

GRID = QColor(0, 0, 0, 40)
MAX_X_TICKS = 16  # numbers under the x axis; more would crowd an A4-wide chart


MAX_BANDS = 6  # grid bands up the value axis


@dataclass
class ChartLayout:
    """Where the chart put things: the plot (where the lines are) and each end label's box."""

    plot: QRectF
    labels: list[QRectF] = field(default_factory=list)


def _round_numbers():
    """1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, ...: steps an axis reads easily in."""
    yield from (1, 2, 5)
    scale = 10
    while True:
        yield from (scale, 2 * scale, 25 * scale // 10, 5 * scale)
        scale *= 10


def nice_step(span: float, bands: int) -> int:
    """The smallest round number (see `_round_numbers`) that splits `span` into at most `bands`
    bands, so an axis reads 0, 5, 10 rather than 0, 4, 8 or 0, 17, 34."""
    return next(step for step in _round_numbers() if span <= step * bands)


def x_ticks(last: int) -> list[int]:
    """The numbers under the x axis: round steps from 0, and always `last` itself (the turn, roll
    or round the game ended on), dropping the round step just before it when the two would
    crowd each other (half a step apart or less)."""
    if last <= 0:
        return [0]
    step = nice_step(last, MAX_X_TICKS - 1)
    ticks = list(range(0, last + 1, step))
    if ticks[-1] != last:
        if len(ticks) > 1 and 2 * (last - ticks[-1]) <= step:
            ticks.pop()
        ticks.append(last)
    return ticks


def value_range(series: Sequence[Sequence[float]], least_top: int = 10) -> tuple[int, int, int]:
    """The value axis for `series`: (bottom, top, step), both ends whole steps, at most
    `MAX_BANDS` bands, always showing 0 and at least `least_top`, and reaching below 0 only when a
    total does."""
    values = [v for points in series for v in points]
    high = max([least_top, *values])
    low = min([0, *values])
    for step in _round_numbers():
        bottom, top = math.floor(low / step) * step, math.ceil(high / step) * step
        if top - bottom <= MAX_BANDS * step:
            return int(bottom), int(top), int(step)
    raise AssertionError("unreachable: the steps grow without end")


def paint_totals_chart(painter: QPainter, area: QRectF, unit: float, *, title: str,
                       series: Sequence[Sequence[float]], labels: Sequence[str],
                       colours: Sequence[QColor], x_word: str, x_last: int | None = None,
                       least_top: int = 10, title_pt: float = 13, line_width: float = 0.6,
                       label_room: float = 20) -> ChartLayout:
    """Paint the chart into `area` (sizes in `unit`s, about a millimetre of an A4 page).

    `series[p][k]` is player p's total after their k-th turn (k = 0 is the start); `labels[p]`
    is the text at the end of their line (usually "Name 123"); `x_word` names the x axis ("turn",
    "roll", "round"), which runs from 0 to `x_last` (default: the longest series). `least_top`
    is the lowest top of the value axis, `title_pt` the title's size, `line_width` the lines'
    width in units, `label_room` the units right of the plot kept for the end labels.
    Returns where the plot and the end labels went (for tests)."""
    painter.save()
    y = print_text(painter, area.left(), area.top(), title, print_font(title_pt, True))
    plot = QRectF(area.left() + 14 * unit, y + 4 * unit, area.width() - (14 + label_room) * unit,
                  area.bottom() - y - 16 * unit)
    longest = max((len(points) - 1 for points in series), default=0)
    last = max(1, longest if x_last is None else x_last)
    bottom, top, step = value_range(series, least_top)
    span = max(1, top - bottom)

    def at(t: float, value: float) -> QPointF:
        return QPointF(plot.left() + plot.width() * t / last,
                       plot.bottom() - plot.height() * (value - bottom) / span)

    _grid(painter, area, plot, unit, at, bottom, top, step)
    _x_axis(painter, plot, unit, at, last, x_word, bottom)
    ends: list[QPointF] = []
    for seat, points in enumerate(series):
        path = QPainterPath()
        for t, value in enumerate(points):
            path.moveTo(at(t, value)) if t == 0 else path.lineTo(at(t, value))
        pen = QPen(colours[seat], max(1.5, unit * line_width), Qt.PenStyle.SolidLine,
                   Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if len(points) == 1:  # a line of one point is not drawn: show a dot instead
            painter.drawPoint(path.currentPosition())
        ends.append(path.currentPosition() if points else at(0, 0))
    boxes = _end_labels(painter, area, plot, unit, ends, labels, colours)
    painter.restore()
    return ChartLayout(plot, boxes)


def _grid(painter: QPainter, area: QRectF, plot: QRectF, unit: float, at, bottom: int, top: int,
          step: int) -> None:
    """Faint lines across the plot at each step, their values at the left."""
    grid = QPen(GRID, max(1.0, unit * 0.15))
    painter.setFont(print_font(8))
    for value in range(bottom, top + 1, step):
        gy = at(0, value).y()
        painter.setPen(grid)
        painter.drawLine(QPointF(plot.left(), gy), QPointF(plot.right(), gy))
        painter.setPen(MUTED)
        painter.drawText(QRectF(area.left(), gy - 3 * unit, 12 * unit, 6 * unit),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, shown_number(value))


def _x_axis(painter: QPainter, plot: QRectF, unit: float, at, last: int, x_word: str,
            bottom: int) -> None:
    """The axes, the numbers under the x axis (in round steps) and its word."""
    painter.setPen(QPen(MUTED, max(1.0, unit * 0.25)))
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    if bottom < 0:  # totals went below 0: the zero line is drawn as firmly as the axes
        zero = at(0, 0).y()
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
    painter.setFont(print_font(8))
    for t in x_ticks(last):
        x = at(t, 0).x()
        painter.drawText(QRectF(x - 5 * unit, plot.bottom() + unit, 10 * unit, 5 * unit),
                         Qt.AlignmentFlag.AlignHCenter, shown_number(t))
    painter.drawText(QRectF(plot.left(), plot.bottom() + 6 * unit, plot.width(), 5 * unit),
                     Qt.AlignmentFlag.AlignHCenter, x_word)


def _end_labels(painter: QPainter, area: QRectF, plot: QRectF, unit: float, ends: list[QPointF],
                labels: Sequence[str], colours: Sequence[QColor]) -> list[QRectF]:
    """Each label beside the end of its line, nudged apart so close totals never print over each
    other (with a thin leader to the line's end when moved), shortened to fit the page."""
    painter.setFont(print_font(8))
    metrics = painter.fontMetrics()
    gap = metrics.height() * 1.05
    # A label never sits on the x axis (a total of 0, or the lowest one, would be struck through).
    ys = spread_labels([e.y() for e in ends], gap, plot.top(), plot.bottom() - gap / 2)
    x = max((e.x() for e in ends), default=plot.right()) + 3 * unit
    room = max(int(area.right() - x), 1)
    boxes: list[QRectF] = []
    for seat, (end, y) in enumerate(zip(ends, ys, strict=True)):
        colour = QColor(colours[seat])
        if abs(y - end.y()) > 0.5:
            painter.setPen(QPen(colour, max(1.0, unit * 0.2)))
            painter.drawLine(end, QPointF(x - 0.6 * unit, y))
        painter.setPen(colour.darker(130))
        baseline = y + (metrics.ascent() - metrics.descent()) / 2
        text = metrics.elidedText(labels[seat], Qt.TextElideMode.ElideMiddle, room)
        painter.drawText(QPointF(x, baseline), text)
        boxes.append(QRectF(x, baseline - metrics.ascent(), metrics.horizontalAdvance(text),
                            metrics.height()))
    return boxes
