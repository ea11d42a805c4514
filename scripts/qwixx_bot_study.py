"""Measures what a rule is worth to the Qwixx Strong bot: two-seat games between the shipped levels
and Strong with extra rules switched on, seats rotated, seeded as the tournament command seeds them.

Usage: .venv/bin/python scripts/qwixx_bot_study.py A B [--games N] [--seed S] [--jobs J]

A and B are level keys (beginner, casual, strong, expert) or "strong+RULE+RULE..." with rules from:
  ahead  end the game (a second lock or a fourth penalty) whenever that wins it;
  near   count the sheet's future at 0.9 for each sign of the end (a row locked, a row someone could
         lock now), at most two;
  deny   add half of what a lock of its own takes from the best other sheet's future.
For example `strong+ahead+near+deny casual --games 4000 --seed 11 --jobs 2` (about 15 s on 2 cores;
a game with the Expert takes about 0.3 s of one core).

This is the study behind the note in strong.py: each rule makes Strong win more often against
Casual and makes it about as much harder for the Expert to beat.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop_desktop.engine import qwixx  # noqa: E402
from tabletop_desktop.engine.qwixx.bots import make_bot, rollout, solo_values, strong  # noqa: E402
from tabletop_desktop.engine.qwixx.bots.judge import Pace  # noqa: E402
from tabletop_desktop.engine.qwixx.bots.turns import Outcome, others_after, seat_codes  # noqa: E402
from tabletop_desktop.engine.qwixx.view import QwixxView  # noqa: E402
from tabletop_desktop.tournament import game_seed, seating, wilson  # noqa: E402

RULES = ("ahead", "near", "deny")
NEAR_SCALE = 0.9  # the future's weight per sign of the end
DENY_SHARE = 0.5  # the share of what a lock takes from the others that counts for it
WON = 1000.0  # an ending that wins: above every other choice


class StrongVariant(strong.StrongBot):
    """Strong with some of RULES switched on."""

    def __init__(self, rules: Sequence[str]) -> None:
        super().__init__(make_bot("strong").level)
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


def bot_for(spec: str) -> Any:
    """The bot named by a level key or "strong+RULE+...". """
    level, *rules = spec.split("+")
    if not rules:
        return make_bot(level)
    if level != "strong":
        raise ValueError(f"Rules can only be added to strong, not {level!r}.")
    return StrongVariant(rules)


_bots: dict[str, Any] = {}


def play(specs: tuple[str, str], index: int, seed: int) -> tuple[int, int]:
    """Game `index`: the final scores of specs[0] and specs[1] (seats rotated by game)."""
    order = seating(2, index)
    this_seed = game_seed(seed, index)
    state = qwixx.new_game(2, this_seed, {})
    for spec in specs:
        if spec not in _bots:
            _bots[spec] = bot_for(spec)
    bots = [_bots[specs[e]] for e in order]
    rngs = [random.Random(this_seed * 31 + seat + 1) for seat in range(2)]
    while not state.is_over():
        chosen = [bots[s].choose(state.view_for(s), rngs[s], 1.0) for s in state.pending()]
        for action in chosen:
            state.apply(action)
    scores = state.scores()
    return scores[order.index(0)], scores[order.index(1)]


def _play_star(args: tuple[tuple[str, str], int, int]) -> tuple[int, int]:
    return play(*args)


def duel(a: str, b: str, games: int, seed: int, jobs: int = 1) -> dict[str, float]:
    """A's share of wins against B (a tie counts half), its 95 % interval and the mean scores."""
    work = [((a, b), i, seed) for i in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play_star, work, chunksize=8))
    else:
        results = [_play_star(w) for w in work]
    wins = sum(1 for x, y in results if x > y)
    ties = sum(1 for x, y in results if x == y)
    low, high = wilson(wins + ties / 2, games)
    return {"share": (wins + ties / 2) / games, "low": low, "high": high, "wins": wins,
            "ties": ties, "losses": games - wins - ties,
            "score_a": sum(x for x, _ in results) / games,
            "score_b": sum(y for _, y in results) / games}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    bot_for(args.a), bot_for(args.b)  # unknown names fail here, before any game
    r = duel(args.a, args.b, args.games, args.seed, args.jobs)
    print(f"{args.a} vs {args.b}, {args.games} games, seed {args.seed}: "
          f"{100 * r['share']:.1f} % ({100 * r['low']:.1f}-{100 * r['high']:.1f}), "
          f"W/T/L {r['wins']}/{r['ties']}/{r['losses']}, "
          f"mean scores {r['score_a']:.1f} / {r['score_b']:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
