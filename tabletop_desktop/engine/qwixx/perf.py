"""Performance figures for the Qwixx engine and bots (used by `python -m tabletop_desktop.bench
qwixx`): legal-move generation, bot decision times, and whole bots-only games.

Positions come from seeded games between Casual bots. `BOT_LEVELS` lists the levels whose decision
times are measured; add a level there to measure it too.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from tabletop_desktop.engine.perf_common import percentile
from tabletop_desktop.engine.qwixx.api import make_bot, new_game
from tabletop_desktop.engine.qwixx.legal import colour_moves, white_rows
from tabletop_desktop.engine.qwixx.state import QwixxState

# Levels whose decision times are measured, and the line-ups of whole bots-only games; a level
# whose bot is not built yet is left out (see `_available`).
BOT_LEVELS: list[str] = ["beginner", "casual", "strong", "expert"]
GAME_LINEUPS: list[list[str]] = [["casual", "casual"], ["casual"], ["strong", "casual"],
                                 ["expert", "strong"], ["expert"]]


def _times(values: Sequence[float]) -> dict[str, float]:
    return {
        "mean_ms": statistics.fmean(values),
        "p95_ms": percentile(values, 0.95),
        "max_ms": max(values),
    }


def _play(state: QwixxState, levels: Sequence[str], seed: int,
          on_decision: Any = None) -> QwixxState:
    """Play `state` to the end with one bot per seat; `on_decision(level, seconds)` hears every
    decision's time."""
    bots = [make_bot(level) for level in levels]
    rngs = [random.Random(seed * 31 + s) for s in range(len(levels))]
    while not state.is_over():
        chosen = []
        for seat in state.pending():
            view = state.view_for(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, rngs[seat], bots[seat].level.think_seconds)
            if on_decision is not None:
                on_decision(levels[seat], time.perf_counter() - start)
            chosen.append(action)
        for action in chosen:
            state.apply(action)
    return state


def measure_legal_moves(seed: int, games: int) -> dict[str, Any]:
    """Time legal-move generation (white rows and colour moves for every seat) on every position
    of `games` 3-seat Casual games."""
    times: list[float] = []
    counts: list[int] = []
    for g in range(games):
        state = new_game(3, seed + g, {})
        bots = [make_bot("casual") for _ in range(3)]
        rng = random.Random(seed + g)
        while not state.is_over():
            if state.dice is not None and state.phase in ("white", "colour"):
                start = time.perf_counter()
                n = 0
                for sheet in state.sheets:
                    n += len(white_rows(sheet, state.locked, state.dice))
                    n += len(colour_moves(sheet, state.locked, state.dice))
                times.append((time.perf_counter() - start) * 1000 / len(state.sheets))
                counts.append(n)
            chosen = [bots[s].choose(state.view_for(s), rng, 1.0) for s in state.pending()]
            for action in chosen:
                state.apply(action)
    return {"positions": len(times), **_times(times), "mean_moves": statistics.fmean(counts)}


def measure_decisions(levels: Sequence[str], seed: int, games: int) -> dict[str, Any]:
    """Decision times per level, each level playing 2-seat games against itself."""
    result: dict[str, Any] = {}
    for level in levels:
        times: list[float] = []
        for g in range(games):
            _play(new_game(2, seed + g, {}), [level, level], seed + g,
                  lambda _lvl, s, times=times: times.append(s * 1000))
        result[level] = {"decisions": len(times), **_times(times)}
    return result


def measure_games(levels: Sequence[str], seed: int, games: int) -> dict[str, Any]:
    """Whole bots-only games with the seats `levels`: wall time, rolls and scores."""
    times: list[float] = []
    rolls: list[int] = []
    scores: list[list[int]] = [[] for _ in levels]
    for g in range(games):
        start = time.perf_counter()
        state = _play(new_game(len(levels), seed + g, {}), levels, seed + g)
        times.append((time.perf_counter() - start) * 1000)
        rolls.append(state.rolls)
        for s, score in enumerate(state.scores()):
            scores[s].append(score)
    return {
        "seats": list(levels),
        "games": games,
        "game_mean_ms": statistics.fmean(times),
        "game_max_ms": max(times),
        "rolls_per_game": statistics.fmean(rolls),
        "mean_scores": [statistics.fmean(s) for s in scores],
    }


def figures(quick: bool) -> dict[str, Any]:
    """Qwixx's figures for `python -m tabletop_desktop.bench qwixx`."""
    games = 3 if quick else 20
    levels = [lv for lv in BOT_LEVELS if _available(lv)]
    result: dict[str, Any] = {
        "legal_moves": measure_legal_moves(seed=1, games=games),
        "decisions": measure_decisions(levels, seed=1, games=games),
    }
    for lineup in GAME_LINEUPS:
        if all(level in levels for level in lineup):
            name = "_vs_".join(lineup) if len(lineup) > 1 else f"{lineup[0]}_solo"
            result[f"game_{name}"] = measure_games(lineup, seed=1, games=games)
    return result


def _available(level: str) -> bool:
    try:
        make_bot(level)
    except LookupError:
        return False
    return True


if __name__ == "__main__":
    print(figures(quick=True))
