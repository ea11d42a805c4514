"""The printed chart's legend: labels of close scores are nudged apart and never overlap."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tabletop_desktop.views.qwirkle.printing import spread_labels


def test_close_labels_are_nudged_apart_and_far_ones_stay_put():
    assert spread_labels([100.0, 300.0], 12, 0, 400) == [100.0, 300.0]
    ys = spread_labels([200.0, 201.0, 199.0], 12, 0, 400)
    ordered = sorted(ys)
    assert ordered[1] - ordered[0] >= 12 and ordered[2] - ordered[1] >= 12
    # The order of the lines' ends is kept: the lowest score's label stays lowest on the page.
    assert ys[2] < ys[0] < ys[1]


def test_labels_pushed_past_the_bottom_come_back_up():
    ys = spread_labels([398.0, 399.0, 400.0], 12, 0, 400)
    assert max(ys) <= 400 and sorted(ys) == ys and ys[1] - ys[0] >= 12 and ys[2] - ys[1] >= 12


@given(st.lists(st.floats(0, 400), min_size=1, max_size=6))
def test_labels_never_overlap_and_stay_on_the_plot(values):
    gap = 12.0
    ys = spread_labels(values, gap, 0, 400)
    ordered = sorted(ys)
    assert all(b - a >= gap - 1e-9 for a, b in zip(ordered, ordered[1:], strict=False))
    assert all(-1e-9 <= y <= 400 + 1e-9 for y in ys)  # six labels of 12 always fit in 400
