"""Performance and sanity figures for the Qwirkle engine (used by `python -m tabletop_desktop.bench`).

Positions come from seeded 2-player greedy self-play (greedy: the highest immediate score; with no
placement, exchange the whole hand, or pass). Compare with the reference figures in the rules file.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.perf_common import percentile
from tabletop_desktop.engine.qwirkle.actions import Exchange, Pass, TilesPlaced
from tabletop_desktop.engine.qwirkle.api import new_game
from tabletop_desktop.engine.qwirkle.legal import move_to_place
from tabletop_desktop.engine.qwirkle.movegen import best_move, generate
from tabletop_desktop.engine.qwirkle.state import QwirkleState


def greedy_action(state: QwirkleState) -> Action:
    """The greedy choice for the seat to move."""
    seat = state.turn
    hand = state.hands[seat]
    if state.board.is_empty():
        return max(state.legal_actions(seat), key=lambda a: len(getattr(a, "placements", ())))
    move = best_move(state.board, hand)
    if move is not None:
        return move_to_place(seat, move)
    if state.bag:
        return Exchange(seat, tuple(hand[: len(state.bag)]))
    return Pass(seat)


def measure_movegen(seed: int, games: int) -> dict[str, Any]:
    """Time full move generation on every non-empty-table position of `games` greedy games."""
    times: list[float] = []
    cpu_times: list[float] = []
    counts: list[int] = []
    for g in range(games):
        state = new_game(2, seed + g, {})
        while not state.is_over():
            if not state.board.is_empty():
                hand = state.hands[state.turn]
                c0 = time.process_time()
                t0 = time.perf_counter()
                moves = generate(state.board, hand)
                times.append((time.perf_counter() - t0) * 1000)
                cpu_times.append((time.process_time() - c0) * 1000)
                counts.append(len(moves))
            state.apply(greedy_action(state))
    return {
        "positions": len(times),
        "mean_ms": statistics.fmean(times),
        "p95_ms": percentile(times, 0.95),
        "max_ms": max(times),
        # Processor time of this process only: steadier than wall time on a busy machine.
        "cpu_mean_ms": statistics.fmean(cpu_times),
        "cpu_p95_ms": percentile(cpu_times, 0.95),
        "cpu_max_ms": max(cpu_times),
        "mean_moves": statistics.fmean(counts),
        "p95_moves": percentile([float(c) for c in counts], 0.95),
        "max_moves": max(counts),
    }


def play_greedy_game(seed: int) -> QwirkleState:
    """One whole 2-player greedy game."""
    state = new_game(2, seed, {})
    while not state.is_over():
        state.apply(greedy_action(state))
    return state


def measure_greedy_games(seed: int, games: int) -> dict[str, Any]:
    """Time whole 2-player greedy games and report points per turn, turns and Qwirkles."""
    times: list[float] = []
    points: list[int] = []
    turns: list[int] = []
    qwirkles: list[int] = []
    cpu_times: list[float] = []
    for g in range(games):
        c0 = time.process_time()
        t0 = time.perf_counter()
        state = new_game(2, seed + g, {})
        game_qwirkles = 0
        while not state.is_over():
            for event in state.apply(greedy_action(state)):
                if isinstance(event, TilesPlaced):
                    game_qwirkles += event.qwirkles
        times.append((time.perf_counter() - t0) * 1000)
        cpu_times.append((time.process_time() - c0) * 1000)
        points.extend(state.scores())
        turns.append(state.turn_number)
        qwirkles.append(game_qwirkles)
    return {
        "games": games,
        "median_ms": statistics.median(times),
        "mean_ms": statistics.fmean(times),
        "cpu_median_ms": statistics.median(cpu_times),
        "points_per_player": statistics.fmean(points),
        "turns_per_player": statistics.fmean(turns) / 2,
        "points_per_turn": sum(points) / sum(turns),
        "qwirkles_per_game": statistics.fmean(qwirkles),
    }


if __name__ == "__main__":
    print(measure_movegen(1, 50))
    print(measure_greedy_games(1000, 50))


def figures(quick: bool) -> dict[str, Any]:
    """Qwirkle's figures for `python -m tabletop_desktop.bench qwirkle`."""
    games = 4 if quick else 20
    return {
        "movegen": measure_movegen(seed=1, games=games),
        "greedy_games": measure_greedy_games(seed=1, games=games),
    }
