"""The bench figures' solver part runs and reports what the bench prints (small sample: the
real measurement is `python -m tabletop_desktop.bench quiddler`)."""

from tabletop_desktop.engine.quiddler.perf import measure_solver


def test_solver_figures_have_every_field():
    figures = measure_solver(8, hands=5, seed=2, level="common")
    assert figures["hands"] == 5 and figures["words"] > 30_000
    for way in ("last_turn", "go_out"):
        row = figures[way]
        assert set(row) == {"median_ms", "p99_ms", "max_ms", "cpu_median_ms", "cpu_p99_ms"}
        assert 0 <= row["median_ms"] <= row["max_ms"]
