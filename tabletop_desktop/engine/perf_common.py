"""What the games' performance figures (engine/<game>/perf.py, run by `python -m
tabletop_desktop.bench`) share."""

from __future__ import annotations

from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The value below which the fraction `q` (0 to 1) of `values` lies: the nearest-rank value
    of the sorted list, the largest for q = 1. `values` must not be empty."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]
