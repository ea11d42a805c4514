"""Bot-versus-bot tournaments: measure how strong each bot level is.

    python -m tabletop_desktop.tournament qwirkle --seats expert@0.3,casual --games 1000 --seed 1 \
        --jobs 2 --json bench-out/expert-casual.json

Seats are rotated: game g seats the bots shifted by g places, so over a multiple of the seat count
every bot plays every position equally often. Every game gets its own seed derived from the
tournament seed and the game number, so any single game can be replayed.

Win rates count a shared win among k seats as 1/k of a win (a two-player tie is half a win); the
plain win, tie and loss counts are reported as well. Confidence intervals are 95 % Wilson intervals
on that win share.

Each game records its slowest decision (seat, bot, level, seconds, budget, and the moves made before
it, so the position can be rebuilt from the game's seed); the report names the slowest of all and
counts the decisions that went over their budget.

Pure Python, no Qt: the engine is driven through the registry and the `GameState` API only.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_desktop.engine.module import load_engine
from tabletop_desktop.engine.registry import game as find_game

OVER_BUDGET_LINES = 10  # games over budget listed in the text report, slowest first


@dataclass(frozen=True)
class Entrant:
    """One bot in the tournament: a level key and the thinking budget it gets per decision."""

    label: str  # unique name in the results, e.g. "expert@0.3" or "casual#2"
    level: str
    budget_s: float | None  # None: the level's own `think_seconds`


def parse_seats(text: str) -> list[Entrant]:
    """Parse "expert@0.3,casual" into entrants; repeated specs get "#2", "#3" suffixes."""
    entrants: list[Entrant] = []
    seen: dict[str, int] = {}
    for raw in text.split(","):
        spec = raw.strip()
        if not spec:
            raise ValueError(f"Empty seat in {text!r}.")
        level, _, budget_text = spec.partition("@")
        if not level.strip():
            raise ValueError(f"No bot level in {spec!r}.")
        budget = None
        if budget_text:
            budget = float(budget_text)
            if not budget > 0:
                raise ValueError(f"The budget in {spec!r} must be positive.")
        seen[spec] = seen.get(spec, 0) + 1
        label = spec if seen[spec] == 1 else f"{spec}#{seen[spec]}"
        entrants.append(Entrant(label, level.strip(), budget))
    return entrants


def game_seed(seed: int, index: int) -> int:
    """A per-game seed derived from the tournament seed, stable across Python versions."""
    digest = hashlib.sha256(f"tabletop-tournament:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def seating(entrant_count: int, index: int) -> list[int]:
    """Entrant index for each seat in game `index`: the line-up shifted by `index` places."""
    return [(seat + index) % entrant_count for seat in range(entrant_count)]


def play_game(
    engine_module: str, entrants: Sequence[Entrant], index: int, seed: int
) -> dict[str, Any]:
    """Play one game and return its result as plain data (sent back from worker processes)."""
    engine = load_engine(engine_module)
    order = seating(len(entrants), index)
    this_seed = game_seed(seed, index)
    state = engine.new_game(len(entrants), this_seed, {})
    bots = [engine.make_bot(entrants[e].level) for e in order]
    budgets = [
        entrants[e].budget_s if entrants[e].budget_s is not None else bots[s].level.think_seconds
        for s, e in enumerate(order)
    ]
    # Each seat's RNG is derived from the game seed so a game is reproducible bot by bot.
    rngs = [random.Random(this_seed * 31 + seat + 1) for seat in range(len(entrants))]
    turns = [0] * len(entrants)
    times: list[list[float]] = [[] for _ in entrants]
    counts: list[dict[str, float]] = [{} for _ in entrants]
    slowest: dict[str, Any] | None = None
    guard = 0
    while not state.is_over():
        pending = state.pending()
        # Seats that decide together all choose from the same moment, before anyone's move lands.
        chosen = []
        for seat in pending:
            view = state.view_for(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, rngs[seat], budgets[seat])
            took = time.perf_counter() - start
            times[seat].append(took)
            if slowest is None or took > slowest["seconds"]:
                # Where to find it again: this game's seed and the moves made before it.
                slowest = {
                    "seat": seat,
                    "bot": entrants[order[seat]].label,
                    "level": entrants[order[seat]].level,
                    "seconds": took,
                    "budget_s": budgets[seat],
                    "moves_before": sum(turns),
                }
            chosen.append(action)
        for action in chosen:
            events = state.apply(action)
            turns[action.seat] += 1
            # The game's own counters (Qwirkles, penalties, words...): engine/module.py.
            for seat, name, amount in (c for ev in events for c in engine.tournament_counter(ev)):
                counts[seat][name] = counts[seat].get(name, 0) + amount
        guard += 1
        if guard > 100_000:
            raise RuntimeError(f"Game {index} does not end.")
    scores = list(state.scores())
    winners = list(state.winners())
    return {
        "index": index,
        "seed": this_seed,
        "entrant_by_seat": order,
        "scores": scores,
        "winners": winners,
        "turns": turns,
        "times": times,
        "counts": counts,
        "budgets": budgets,
        "slowest_decision": slowest,
    }


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion (successes may be fractional for ties)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarize(entrants: Sequence[Entrant], games: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Per-entrant statistics over finished games."""
    per: list[dict[str, Any]] = []
    for e, entrant in enumerate(entrants):
        scores: list[int] = []
        turns = 0
        times: list[float] = []
        wins = ties = losses = 0
        share = 0.0
        budgets: set[float] = set()
        counts: dict[str, float] = {}
        for g in games:
            seat = g["entrant_by_seat"].index(e)
            scores.append(g["scores"][seat])
            turns += g["turns"][seat]
            times.extend(g["times"][seat])
            budgets.add(g["budgets"][seat])
            for name, amount in g["counts"][seat].items():
                counts[name] = counts.get(name, 0) + amount
            if seat in g["winners"]:
                if len(g["winners"]) == 1:
                    wins += 1
                else:
                    ties += 1
                share += 1 / len(g["winners"])
            else:
                losses += 1
        n = len(games)
        low, high = wilson(share, n)
        per.append(
            {
                "bot": entrant.label,
                "level": entrant.level,
                "budget_s": sorted(budgets)[0] if len(budgets) == 1 else sorted(budgets),
                "games": n,
                "wins": wins,
                "ties": ties,
                "losses": losses,
                "win_rate": share / n if n else 0.0,
                "win_rate_ci95": [low, high],
                "score_mean": statistics.fmean(scores) if scores else 0.0,
                "score_sd": statistics.stdev(scores) if len(scores) > 1 else 0.0,
                "points_per_turn": sum(scores) / turns if turns else 0.0,
                "turns_per_game": turns / n if n else 0.0,
                "decision_time_mean_s": statistics.fmean(times) if times else 0.0,
                "decision_time_max_s": max(times) if times else 0.0,
                "per_game": {name: amount / n for name, amount in sorted(counts.items())},
            }
        )
    lengths = [sum(g["turns"]) for g in games]
    return {
        "bots": per,
        "game_length_mean_turns": statistics.fmean(lengths) if lengths else 0.0,
        "ties_count_as": "1/k of a win for a k-way shared win (half in two-player games)",
    }


def run_tournament(
    game_id: str,
    entrants: Sequence[Entrant],
    games: int,
    seed: int,
    jobs: int = 1,
    progress: Callable[[int, int, list[dict[str, Any]]], None] | None = None,
) -> dict[str, Any]:
    """Play `games` games and return the JSON-ready report (settings, per-bot stats, games)."""
    info = find_game(game_id)
    if not info.min_seats <= len(entrants) <= info.max_seats:
        raise ValueError(f"{info.name} takes {info.min_seats} to {info.max_seats} seats.")
    for entrant in entrants:
        info.bot_level(entrant.level)  # unknown levels fail here, before any game starts
    module = info.engine_module
    started = time.perf_counter()
    results: list[dict[str, Any]] = []
    if jobs <= 1:
        for i in range(games):
            results.append(play_game(module, entrants, i, seed))
            if progress:
                progress(len(results), games, results)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [
                pool.submit(play_game, module, entrants, i, seed) for i in range(games)
            ]
            for future in futures:
                results.append(future.result())
                if progress:
                    progress(len(results), games, results)
    return build_report(game_id, entrants, results, games, seed, jobs, time.perf_counter() - started)


def build_report(
    game_id: str,
    entrants: Sequence[Entrant],
    results: list[dict[str, Any]],
    planned: int,
    seed: int,
    jobs: int,
    wall_time_s: float,
) -> dict[str, Any]:
    """The JSON-ready report over the games finished so far (`planned` were asked for)."""
    report: dict[str, Any] = {
        "game": game_id,
        "seats": [e.label for e in entrants],
        "games": len(results),
        "planned_games": planned,
        "seed": seed,
        "jobs": jobs,
        "wall_time_s": wall_time_s,
        "rotation": "game g seats the line-up shifted by g places",
    }
    report.update(summarize(entrants, results))
    report["game_results"] = [
        {
            k: g[k]
            for k in (
                "index", "seed", "entrant_by_seat", "scores", "winners", "turns",
                "slowest_decision",
            )
        }
        for g in results
    ]
    report["slowest_decision"] = slowest_overall(results)
    report["decisions_over_budget"] = sum(
        t > budget for g in results for seat, budget in enumerate(g["budgets"])
        for t in g["times"][seat]
    )
    return report


def slowest_overall(results: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The slowest decision of the whole tournament (None before any decision), with its game."""
    worst: dict[str, Any] | None = None
    for g in results:
        s = g["slowest_decision"]
        if s is not None and (worst is None or s["seconds"] > worst["seconds"]):
            worst = {"game": g["index"], "game_seed": g["seed"], **s}
    return worst


def format_table(report: dict[str, Any]) -> str:
    """A plain-text table of the per-bot statistics."""
    head = (
        f"{'bot':<16}{'budget':>8}{'win %':>8}{'95% CI':>16}{'W/T/L':>14}{'score':>9}{'sd':>7}"
        f"{'pts/turn':>9}{'turns':>7}{'t mean':>8}{'t max':>8}  extra"
    )
    lines = [
        f"{report['game']}: {report['games']} of {report['planned_games']} games, "
        f"seed {report['seed']}, "
        f"{report['wall_time_s']:.0f} s",
        head,
    ]
    for b in report["bots"]:
        low, high = b["win_rate_ci95"]
        budget = b["budget_s"] if isinstance(b["budget_s"], list) else f"{b['budget_s']:g}"
        extra = " ".join(f"{k}/game={v:.2f}" for k, v in b["per_game"].items())
        ci = f"{100 * low:.1f}-{100 * high:.1f}%"
        wtl = f"{b['wins']}/{b['ties']}/{b['losses']}"
        lines.append(
            f"{b['bot']:<16}{budget!s:>8}{100 * b['win_rate']:>7.1f}%"
            f"{ci:>16}{wtl:>14}"
            f"{b['score_mean']:>9.1f}{b['score_sd']:>7.1f}{b['points_per_turn']:>9.2f}"
            f"{b['turns_per_game']:>7.1f}{b['decision_time_mean_s']:>8.3f}"
            f"{b['decision_time_max_s']:>8.3f}  {extra}"
        )
    lines.append(f"mean game length: {report['game_length_mean_turns']:.1f} turns; "
                 f"ties count as {report['ties_count_as']}")
    worst = report["slowest_decision"]
    if worst is not None:
        lines.append(
            f"slowest decision: {worst['seconds']:.3f} s against a budget of "
            f"{worst['budget_s']:g} s, by {worst['bot']} ({worst['level']}) in seat "
            f"{worst['seat']} of game {worst['game']} (seed {worst['game_seed']}) at move "
            f"{worst['moves_before'] + 1}; decisions over their budget: "
            f"{report['decisions_over_budget']}"
        )
    over = [g for g in report["game_results"] if over_budget(g["slowest_decision"])]
    for g in sorted(over, key=lambda g: -g["slowest_decision"]["seconds"])[:OVER_BUDGET_LINES]:
        s = g["slowest_decision"]
        lines.append(
            f"  game {g['index']} (seed {g['seed']}): {s['seconds']:.3f} s against "
            f"{s['budget_s']:g} s, by {s['bot']} in seat {s['seat']} at move {s['moves_before'] + 1}"
        )
    if len(over) > OVER_BUDGET_LINES:
        lines.append(f"  and {len(over) - OVER_BUDGET_LINES} more games over budget")
    return "\n".join(lines)


def over_budget(decision: dict[str, Any] | None) -> bool:
    return decision is not None and decision["seconds"] > decision["budget_s"]


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m tabletop_desktop.tournament",
                                     description="Bot-versus-bot tournament with rotated seats.")
    parser.add_argument("game", help="game id, e.g. qwirkle")
    parser.add_argument("--seats", required=True,
                        help="comma-separated bot levels, each optionally LEVEL@SECONDS")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--json", type=Path, help="write the full report here")
    parser.add_argument("--import", dest="imports", action="append", default=[],
                        help="import this module first (registers extra games, e.g. for tests)")
    args = parser.parse_args(argv)
    for name in args.imports:
        importlib.import_module(name)
    try:
        entrants = parse_seats(args.seats)
        if args.games < 1:
            raise ValueError("--games must be at least 1.")

        started = time.perf_counter()

        def progress(done: int, total: int, results: list[dict[str, Any]]) -> None:
            if done % max(1, total // 20) == 0 or done == total:
                partial = build_report(args.game, entrants, results, total, args.seed,
                                       args.jobs, time.perf_counter() - started)
                rates = ", ".join(f"{b['bot']} {100 * b['win_rate']:.1f}%" for b in partial["bots"])
                print(f"  {done}/{total} games: {rates}", file=sys.stderr, flush=True)
                if args.json and done < total:  # a long run killed early still leaves its data
                    write_json(args.json, partial)

        report = run_tournament(args.game, entrants, args.games, args.seed, args.jobs, progress)
    except (KeyError, ValueError, LookupError) as exc:
        parser.error(str(exc.args[0] if exc.args else exc))
    print(format_table(report))
    if args.json:
        write_json(args.json, report)
    return 0


def write_json(path: Path, report: dict[str, Any]) -> None:
    """Write the report (replacing the file only once the new one is complete)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(report, indent=1))
    tmp.replace(path)


if __name__ == "__main__":
    sys.exit(main())
