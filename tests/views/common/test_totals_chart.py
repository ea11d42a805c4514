"""The printed summaries' shared chart of running totals: every player's line in their colour
inside the plot, end labels that never overlap for close totals, round numbers on the value axis,
totals below 0 inside the plot, and no crash on an empty or one-point series."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.common.totals_chart import (
    MAX_BANDS,
    ChartLayout,
    nice_step,
    paint_totals_chart,
    value_range,
    x_ticks,
)

WIDTH, HEIGHT = 900, 520
UNIT = WIDTH / 180.0
COLOURS = [seat_colour(i) for i in range(4)]


def _paint(series, labels=None, x_last=None, colours=COLOURS) -> tuple[QImage, ChartLayout]:
    """The chart painted on a white image the size of an A4-wide page's chart (no antialiasing,
    so a line's pixels are exactly its colour)."""
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    labels = labels if labels is not None else [f"P{i} {s[-1] if s else 0}" for i, s in enumerate(series)]
    painter = QPainter(image)
    layout = paint_totals_chart(painter, QRectF(0, 0, WIDTH, HEIGHT), UNIT, title="Score by turn",
                                series=series, labels=labels, colours=colours[:len(series)],
                                x_word="turn", x_last=x_last)
    painter.end()
    return image, layout


def _pixels(image: QImage, rect: QRectF, colour: QColor) -> list[tuple[int, int]]:
    """Where `colour` is, exactly, inside `rect`."""
    want = colour.rgb()
    return [(x, y) for y in range(int(rect.top()), int(rect.bottom()) + 1, 1)
            for x in range(int(rect.left()), int(rect.right()) + 1, 2)
            if 0 <= x < image.width() and 0 <= y < image.height() and image.pixel(x, y) == want]


def test_each_players_line_is_drawn_in_their_colour_inside_the_plot(qapp):
    series = [[0, 10, 30, 55], [0, 20, 25, 60], [0, 5, 15, 20], [0, 40, 70, 90]]
    image, layout = _paint(series)
    for seat, colour in enumerate(COLOURS):
        assert len(_pixels(image, layout.plot, colour)) > 100, f"seat {seat}'s line is missing"
    # The highest line reaches further up than the lowest: the values are plotted, not drawn flat.
    top_of = [min(y for _, y in _pixels(image, layout.plot, c)) for c in COLOURS]
    assert top_of[3] < top_of[0] < top_of[2]


def test_close_final_totals_get_labels_that_do_not_overlap_and_keep_their_order(qapp):
    series = [[0, 50, 101], [0, 49, 100], [0, 51, 102], [0, 50, 100]]
    image, layout = _paint(series)
    boxes = layout.labels
    assert len(boxes) == 4
    for i, a in enumerate(boxes):
        assert a.left() >= layout.plot.right()
        assert a.right() <= WIDTH + 0.5 and a.top() >= 0 and a.bottom() <= HEIGHT
        for b in boxes[i + 1:]:
            assert not a.intersects(b), (a, b)
    finals = [s[-1] for s in series]
    by_value = sorted(range(4), key=lambda i: (-finals[i], i))
    by_height = sorted(range(4), key=lambda i: boxes[i].top())
    assert by_height == by_value  # the highest total's label stays on top
    for seat, box in enumerate(boxes):  # each label is written in its player's (darker) colour
        assert _pixels(image, box, COLOURS[seat].darker(130)), seat


def test_long_names_are_shortened_to_stay_on_the_page(qapp):
    series = [[0, 10], [0, 12]]
    _, layout = _paint(series, labels=["W" * 60 + " 10", "Bo 12"])
    assert all(box.right() <= WIDTH + 0.5 for box in layout.labels)


@pytest.mark.parametrize("series", [[], [[]], [[0]], [[7], [0, 3]], [[0], [0], [0], [0]]])
def test_empty_and_one_point_series_paint_without_crashing(qapp, series):
    image, layout = _paint(series)
    assert layout.plot.width() > 0 and layout.plot.height() > 0
    assert len(layout.labels) == len(series)


def test_totals_below_zero_stay_inside_the_plot(qapp):
    series = [[0, -5, -10, -5, 12], [0, 3, 8, 20, 25]]
    image, layout = _paint(series)
    pixels = _pixels(image, QRectF(0, 0, WIDTH, HEIGHT), COLOURS[0])
    assert pixels
    inside = layout.plot.adjusted(-3, -3, 3, 3)
    assert all(inside.contains(x, y) for x, y in pixels)
    # The lowest point of the first line lies below the whole second line (which never dips).
    assert max(y for _, y in pixels) > max(y for _, y in _pixels(image, layout.plot, COLOURS[1]))


def test_a_fixed_x_axis_leaves_room_for_the_rounds_still_to_come(qapp):
    image, layout = _paint([[0, 20, 45], [0, 15, 30]], x_last=8)
    rightmost = max(x for x, _ in _pixels(image, layout.plot, COLOURS[0]))
    assert rightmost < layout.plot.left() + layout.plot.width() * 0.35  # 2 of 8 rounds played


def test_the_value_axis_reads_in_round_numbers():
    assert value_range([[0, 209]]) == (0, 250, 50)
    assert value_range([[0, 116]]) == (0, 120, 20)
    assert value_range([[0, -5, 67]], least_top=20) == (-20, 80, 20)
    assert value_range([]) == (0, 10, 2)
    assert [nice_step(n, 15) for n in (8, 26, 40, 100)] == [1, 2, 5, 10]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.integers(-200, 2000), max_size=40), max_size=6),
       st.integers(1, 100))
def test_the_value_axis_always_holds_every_total_and_zero(series, least_top):
    bottom, top, step = value_range(series, least_top)
    values = [v for s in series for v in s]
    assert bottom <= min(values + [0]) and top >= max(values + [least_top])
    assert bottom % step == 0 and top % step == 0
    assert (top - bottom) // step <= MAX_BANDS
    assert bottom <= 0 < top


@pytest.mark.parametrize(("last", "expected"), [
    (0, [0]),
    (8, list(range(9))),
    (20, list(range(0, 21, 2))),
    (21, list(range(0, 19, 2)) + [21]),  # the roll the game ended on gets its number; 20 would
    (23, list(range(0, 21, 2)) + [23]),  # crowd it and is dropped
    (38, [0, 5, 10, 15, 20, 25, 30, 35, 38]),
])
def test_the_x_axis_numbers_the_last_turn(last, expected):
    assert x_ticks(last) == expected


@given(st.integers(1, 400))
def test_x_axis_numbers_are_few_rising_apart_and_end_on_the_last(last):
    ticks = x_ticks(last)
    assert ticks[0] == 0 and ticks[-1] == last
    assert len(ticks) <= 16 + 1
    step = nice_step(last, 15)
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert all(g * 2 > step for g in gaps)  # never crowded: over half a round step apart
