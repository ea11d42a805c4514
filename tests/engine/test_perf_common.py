from tabletop_desktop.engine.perf_common import percentile


def test_percentile_is_the_nearest_rank_value_of_the_sorted_times():
    times = [5.0, 1.0, 4.0, 2.0, 3.0, 10.0, 9.0, 8.0, 7.0, 6.0]
    assert percentile(times, 0.5) == 6.0
    assert percentile(times, 0.95) == 10.0
    assert percentile(times, 0.0) == 1.0
    assert percentile(times, 1.0) == 10.0  # the largest, never past the end
    assert percentile([3.5], 0.99) == 3.5
