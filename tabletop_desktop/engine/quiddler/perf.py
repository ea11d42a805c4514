"""Performance figures for Quiddler (used by `python -m tabletop_desktop.bench quiddler`).

- Word lists: the time to load each shipped list with its solver index, in a new process (cold:
  nothing cached), the median of a few runs. Target for the full list: at most 300 ms.
- The exact solver: `best_play` on seeded random hands of 4, 8 and 11 cards dealt from the
  118-card deck, with the full list; median, 99th percentile and largest time, for the last turn
  (`going_out=False`) and going out (`going_out=True`). Target for 11 cards: median at most
  10 ms, 99th percentile at most 50 ms. Wall-clock times on a shared machine include other
  people's work; processor times of this process are reported too.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from typing import Any

from tabletop_desktop.engine.perf_common import percentile
from tabletop_desktop.engine.quiddler.cards import full_deck
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.engine.quiddler.words import LEVELS, load_word_list

_LOAD_CODE = (
    "import time, sys\n"
    "t = time.perf_counter()\n"
    "from tabletop_desktop.engine.quiddler.words import load_word_list\n"
    "w = load_word_list(sys.argv[1])\n"
    "print(time.perf_counter() - t, len(w))\n"
)


def measure_load(level: str, runs: int) -> dict[str, Any]:
    """Load `level` in `runs` new processes: import of the word module + reading + index."""
    times: list[float] = []
    size = 0
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", _LOAD_CODE, level],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        seconds, words = out.stdout.split()
        times.append(float(seconds) * 1000)
        size = int(words)
    return {
        "words": size,
        "load_ms_median": round(statistics.median(times), 1),
        "load_ms_max": round(max(times), 1),
        "runs": runs,
    }


def measure_solver(hand_size: int, hands: int, seed: int, level: str = "full") -> dict[str, Any]:
    """Time `best_play` both ways on `hands` seeded random hands of `hand_size` cards."""
    words = load_word_list(level)
    rng = random.Random(seed * 1000 + hand_size)
    deck = full_deck()
    out: dict[str, Any] = {"hands": hands, "word_list": level, "words": len(words)}
    samples = [rng.sample(deck, hand_size) for _ in range(hands)]
    for going_out in (False, True):
        wall: list[float] = []
        cpu: list[float] = []
        for hand in samples:
            c0 = time.process_time()
            t0 = time.perf_counter()
            best_play(hand, words, going_out=going_out)
            wall.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        name = "go_out" if going_out else "last_turn"
        out[name] = {
            "median_ms": round(statistics.median(wall), 2),
            "p99_ms": round(percentile(wall, 0.99), 2),
            "max_ms": round(max(wall), 2),
            "cpu_median_ms": round(statistics.median(cpu), 2),
            "cpu_p99_ms": round(percentile(cpu, 0.99), 2),
        }
    return out


def figures(quick: bool) -> dict[str, Any]:
    """Quiddler's figures for `python -m tabletop_desktop.bench quiddler`."""
    hands = 100 if quick else 1000
    runs = 3 if quick else 5
    return {
        "word_list_load": {level: measure_load(level, runs) for level in LEVELS},
        "word_list_load_target_ms": 300,
        "solver": {
            f"{size}_cards": measure_solver(size, hands if size == 11 else hands // 2, seed=1)
            for size in (4, 8, 11)
        },
        "solver_target_11_cards_ms": {"median": 10, "p99": 50},
    }


if __name__ == "__main__":
    import json

    print(json.dumps(figures(quick="--quick" in sys.argv), indent=2))
