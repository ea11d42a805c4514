"""Measures what a rule is worth to the Qwixx Strong bot: two-seat games between the shipped levels
and Strong with extra rules switched on, seats rotated, seeded as the tournament command seeds them.

Usage: .venv/bin/python scripts/qwixx_bot_study.py A B [--games N] [--seed S] [--jobs J]

A and B are level keys (beginner, casual, strong, expert) or "strong+RULE+RULE..." with rules from:
  ahead  end the game (a second lock or a fourth penalty) whenever that wins it;
  near   count the sheet's future at 0.9 for each sign of the end (a row locked, a row someone could
         lock now), at most two;
  deny   add half of what a lock of its own takes from the best other sheet's future.
For example `strong+ahead+near+deny casual --games 4000 --seed 11 --jobs 2` (under 30 s on 2 cores;
a game with the Expert takes about 0.3 s of one core).

This is the study behind the note in strong.py: each rule makes Strong win more often against
Casual and makes it about as much harder for the Expert to beat.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop_desktop.engine import qwixx  # noqa: E402
from tabletop_desktop.engine.qwixx.bots import rollout, solo_values, strong  # noqa: E402
from tabletop_desktop.engine.qwixx.bots.judge import Pace  # noqa: E402
from tabletop_desktop.engine.qwixx.bots.turns import Outcome, others_after, seat_codes  # noqa: E402
from tabletop_desktop.engine.qwixx.view import QwixxView  # noqa: E402
from tabletop_desktop.tournament import Entrant, build_report, format_table, play_game  # noqa: E402

RULES = ("ahead", "near", "deny")
NEAR_SCALE = 0.9  # the future's weight per sign of the end
DENY_SHARE = 0.5  # the share of what a lock takes from the others that counts for it
WON = 1000.0  # an ending that wins: above every other choice


class StrongVariant(strong.StrongBot):
    """Strong with some of RULES switched on."""

    def __init__(self, rules: Sequence[str]) -> None:
        super().__init__(qwixx.make_bot("strong").level)
        unknown = set(rules) - set(RULES)
        if unknown:
            raise ValueError(f"Unknown rules {sorted(unknown)}; known: {', '.join(RULES)}.")
        self.rules = frozenset(rules)
        self.duel = rollout.Table(solo_values.DUEL_FILE_NAME)

    def worth(self, view: QwixxView, outcome: Outcome, pace: Pace) -> float:
        if not self.rules:
            return strong.worth(view, outcome, pace)
        mine = view.sheets[view.seat].score() + outcome.gain
        after = others_after(view, outcome.new_locks)
        if outcome.ends:
            if after and mine < max(score for _, score, _, _ in after):
                return mine - strong.LOST_END
            return mine + (WON if "ahead" in self.rules else 0.0)
        to_come = strong.future(outcome.codes, outcome.penalties, pace)
        if "near" in self.rules:
            to_come *= NEAR_SCALE ** min(2, pace.locked + pace.threats)
        value = mine + to_come
        if "deny" in self.rules and outcome.new_locks:
            taken = [self.duel.value(seat_codes(view, seat), pens) - self.duel.value(codes, pens)
                     for seat, _, codes, pens in after]
            value += DENY_SHARE * max(taken)
        return value


# play_game (tournament.py) finds the bots and the game through a module's make_bot, new_game and
# tournament_counter: this one, imported by name in the worker processes too.
MODULE = "scripts.qwixx_bot_study"
new_game = qwixx.new_game
tournament_counter = qwixx.tournament_counter


def make_bot(spec: str) -> Any:
    """The bot named by a level key or "strong+RULE+...". """
    level, *rules = spec.split("+")
    if not rules:
        return qwixx.make_bot(level)
    if level != "strong":
        raise ValueError(f"Rules can only be added to strong, not {level!r}.")
    return StrongVariant(rules)


def duel(a: str, b: str, games: int, seed: int, jobs: int = 1) -> dict[str, Any]:
    """The tournament's report (tournament.build_report) of `games` two-seat games of A against
    B, seats rotated and seeded as the tournament command does."""
    make_bot(a), make_bot(b)  # unknown names fail here, before any game
    entrants = [Entrant(a, a, None), Entrant(b if b != a else f"{b}#2", b, None)]
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            futures = [pool.submit(play_game, MODULE, entrants, i, seed)
                       for i in range(games)]
            results = [f.result() for f in futures]
    else:
        results = [play_game(MODULE, entrants, i, seed) for i in range(games)]
    return build_report("qwixx", entrants, results, games, seed, jobs, time.perf_counter() - started)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    print(format_table(duel(args.a, args.b, args.games, args.seed, args.jobs)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
