"""`python -m tabletop_desktop.bench [GAME] [--json FILE]`: the app's performance figures.

App-wide figures ("app"): start-up time to the first shown window (median of several cold starts of
the real app in a child process), and for each benchmarked game (only GAME when one is named) a
bots-only game played whole in the real window, in a child process of its own: the worst event-loop
stall while bots think (target: at most 50 ms) and over the whole game, the seconds it took and the
app's peak memory, under "play" by game (`figures["app"]["play"]["qwixx"]["play_seconds"]`). The
worst of those over the games played stand beside the start-up figures: `worst_stall_*_ms`,
`peak_memory_*_mb` (the highest), `worst_stall_game` (where the worst stall while bots think was),
and `play_games`, `play_moves`, `play_seconds`, `bot_requests_timed` (totals). With `--quick` each
game stops after its first few moves.

Each game adds its own figures (Qwirkle: move generation and whole greedy games).

`python -m tabletop_desktop.bench network --rooms N [--json FILE] [--processes 2]` measures the
network server instead: rooms of scripted network clients played on loopback (bench_network.py).

Figures depend on the machine: compare them on one machine, and quote the command with them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tabletop_desktop.cli import STARTUP_PROBE_ENV

Figures = dict[str, Any]


def measure_startup(runs: int = 5) -> Figures:
    """Start the real app `runs` times (offscreen unless a display is set) and time the first
    shown window, both from outside (process spawn) and as the app itself reports it."""
    outside: list[float] = []
    inside: list[float] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, TABLETOP_DESKTOP_HOME=home, **{STARTUP_PROBE_ENV: "exit"})
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            began = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-m", "tabletop_desktop"],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith("first-window-shown"):
                    outside.append(time.perf_counter() - began)
                    inside.append(float(line.split()[1]))
                    break
            proc.wait(timeout=60)
    if not outside:
        raise RuntimeError("the app never reported its first window")
    return {
        "startup_to_first_window_s_median": round(statistics.median(outside), 3),
        "startup_to_first_window_s_max": round(max(outside), 3),
        "startup_in_app_s_median": round(statistics.median(inside), 3),
        "startup_runs": len(outside),
        "startup_target_s": 1.0,
    }


QUICK_MOVES = 16  # with --quick, each game in the window stops after this many moves


def measure_play(game_id: str, moves: int | None = None) -> Figures:
    """Play a bots-only game in the real window in a child process (so its peak memory is the
    app's own) and report the worst event-loop stall while bots think, and the peak memory.
    `moves`: stop after that many moves instead of at the end of the game."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, TABLETOP_DESKTOP_HOME=home)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        limit = [] if moves is None else ["--moves", str(moves)]
        out = subprocess.run(
            [sys.executable, "-m", "tabletop_desktop.bench_play", game_id, *limit],
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
    if out.returncode != 0:
        raise RuntimeError(f"the play benchmark failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure_plays(game_ids: list[str], moves: int | None = None) -> Figures:
    """`measure_play` for each game, one after the other (each its own child process, so no game
    shares the CPU with another), and the worst figures over them."""
    play = {game_id: measure_play(game_id, moves) for game_id in game_ids}
    worst = max(play, key=lambda g: play[g]["worst_stall_while_bot_thinks_ms"])
    return {
        "play": play,
        "play_games": list(play),
        "worst_stall_game": worst,
        "worst_stall_while_bot_thinks_ms": play[worst]["worst_stall_while_bot_thinks_ms"],
        "worst_stall_overall_ms": max(f["worst_stall_overall_ms"] for f in play.values()),
        "stall_target_ms": play[worst]["stall_target_ms"],
        "peak_memory_mb": max(f["peak_memory_mb"] for f in play.values()),
        "peak_memory_bot_worker_mb": max(f["peak_memory_bot_worker_mb"] for f in play.values()),
        "play_moves": sum(f["play_moves"] for f in play.values()),
        "play_seconds": round(sum(f["play_seconds"] for f in play.values()), 1),
        "bot_requests_timed": sum(f["bot_requests_timed"] for f in play.values()),
    }


def game_figures(game_id: str, quick: bool) -> Figures:
    """A game's own figures: its engine package's `perf.figures(quick)` (move generation, bot
    decision times, a bots-only game...). Each game keeps its benchmark beside its engine."""
    import importlib

    try:
        perf = importlib.import_module(f"tabletop_desktop.engine.{game_id}.perf")
    except ModuleNotFoundError as exc:
        raise LookupError(f"no benchmark for {game_id}") from exc
    return perf.figures(quick)


def benchmarked_games() -> list[str]:
    """Every available game whose engine has a `perf` module."""
    import importlib.util

    from tabletop_desktop.engine.registry import all_games

    def has_perf(game_id: str) -> bool:
        # A game registered from elsewhere (a test's toy game) has no package here to look in.
        try:
            return importlib.util.find_spec(f"tabletop_desktop.engine.{game_id}.perf") is not None
        except ModuleNotFoundError:
            return False

    return [g.id for g in all_games() if g.available and has_perf(g.id)]


def main(argv: list[str] | None = None) -> int:
    args_given = sys.argv[1:] if argv is None else argv
    if args_given[:1] == ["network"]:  # the server's figures: no Qt, no window
        from tabletop_desktop import bench_network

        return bench_network.main(args_given[1:])
    parser = argparse.ArgumentParser(prog="python -m tabletop_desktop.bench", description=__doc__)
    parser.add_argument(
        "game", nargs="?", help="only this game's figures and game in the window (plus start-up)"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"fewer runs, each game in the window stopped after {QUICK_MOVES} moves, for a fast look",
    )
    parser.add_argument("--skip-app", action="store_true", help="game figures only")
    args = parser.parse_args(argv)

    known = benchmarked_games()
    games = [args.game] if args.game else known
    unknown = [g for g in games if g not in known]
    if unknown:
        parser.error(f"no benchmark for {', '.join(unknown)}; known: {', '.join(known)}")

    figures: Figures = {"python": sys.version.split()[0], "cpus": os.cpu_count()}
    if not args.skip_app:
        figures["app"] = measure_startup(runs=3 if args.quick else 7)
        figures["app"].update(measure_plays(games, QUICK_MOVES if args.quick else None))
    for game_id in games:
        figures[game_id] = game_figures(game_id, args.quick)

    text = json.dumps(figures, indent=2)
    print(text)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
