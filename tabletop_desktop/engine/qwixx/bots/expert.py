"""Expert: plays from the exact solo value table (solo_values.py) and reads the race to the end.

Solo it plays the table's best choice: the expected final score of every whole-roll choice is its
points plus the table's value of the sheet it leads to, which is optimal play (115.5 points on
average). With other seats it uses the duel table instead (the same programme where the others
may end the game between its own rolls: it takes points sooner and values its locks), for its own
sheet and the others'; each choice is judged by the chance of winning that the expected final
margin over the best other seat gives (judge.py), so a lock counts for what it denies the others and for ending the
game when ahead, and a choice that ends the game is judged by the final scores.

When the game may end on the next roll (a row locked, and a row someone can lock or a third
penalty on a sheet) it looks further: the best few choices by that judgement are each played to
the end up to 160 times (rollout.py, the same dice for every choice; fewer when much of the game
is left) and one that wins clearly more often
than the judgement's own choice replaces it. Against Strong (2 seats, 400 games) that added about
2 points of wins (59.8 to 62.0 % on seed 7, 54.3 to 56.0 % on seed 8); played out at every sign of
the end (a lock or a lockable row) with 48 games a choice, it did worse (49 % on seed 7, 300 games,
against the Strong of the time).

Tried since and not kept (2 seats, 400 games against Strong on seed 7, where this bot wins 62.1 %):
- looking ahead at every sign of the end with 300 games a choice and up to 8,000 rolls a decision
  (about ten times the work, 96 ms a decision on average): 61.8 %;
- judging by a chance of winning fitted to 312,000 positions of games played by the table rule
  (logistic, on the lead, both tables' values, lockable rows, penalties and who rolls next; its
  log-loss 0.579 against 0.586 for the margin rule): 60.0 %;
- duel tables whose end hazard follows the pace (6 % a roll, 10 % once a row is locked or lockable):
  51.5 % against a Strong that uses them too (this bot: 51.2 % against that Strong).

And against Strong on seed 11 (1,000 games, where this bot wins 60.8 %):
- the table for the sheet whose owner does not roll next read as it stands before another seat's
  roll (white sum only, then its own roll; computed from the duel table): 60.7 %;
- both sheets' futures shrunk by 0.8 per sign of the end: 59.9 %;
- the rules of scripts/qwixx_bot_study.py (end a game it leads, shrink the future near the end,
  half of what a lock denies) as a plain rule, 12 settings of the last two, 4,000 games each:
  58.4 to 59.6 %. So a tuned rule on the duel table reaches what this bot does;
- against the Strong with all three of those rules, this bot wins 50.3 % (600 games); playing
  its look-ahead games by those rules instead of the table rule: 51.0 %.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.actions import Roll
from tabletop_desktop.engine.qwixx.bots import solo_values, strong
from tabletop_desktop.engine.qwixx.bots.judge import Pace, action_for, best_outcome, pace_of
from tabletop_desktop.engine.qwixx.bots.rollout import Game, Table
from tabletop_desktop.engine.qwixx.bots.solo_values import sheet_codes
from tabletop_desktop.engine.qwixx.bots.turns import Outcome
from tabletop_desktop.engine.qwixx.sheet import ROWS
from tabletop_desktop.engine.qwixx.view import QwixxView

# With other seats: judge by the chance of winning, the margin over 3 * sqrt(points still to come)
# (judge.worth); tuned against Strong in 2-seat games.
SPREAD = 3.0
CANDIDATES = 4  # choices played out near the end (the best by the judgement)
ROLLOUTS = 160  # games played to the end for each of them
# At most this many rolls played out per decision (about 30 microseconds a roll): a long game ahead
# gets fewer rollouts, so no decision takes much over 0.1 s (one took 1.2 s without the cap).
MAX_ROLLS = 3_000
OVERRIDE = 0.03  # the judgement's choice gives way only to one winning this much more often
# The cap bounds the work, not the wall clock: on a busy machine one decision took 393 ms (limit
# 250 ms). So the look-ahead also stops once this share of the budget has passed since the decision
# began (150 ms with the level's 1 s); stopped by the clock before MIN_PLAYED games a choice, the
# judgement's choice stands (too few games to overrule it). Tests pass a generous budget, so their
# results never depend on the clock.
LOOK_AHEAD_SHARE = 0.15
MIN_PLAYED = 40


def future(codes: Sequence[int], penalties: int, pace: Pace, own_roll_next: bool = True
           ) -> float:
    """Expert's estimate of the points a sheet will still score."""
    if pace.limit != 2:
        # The tables know only the usual end (the second lock).
        return strong.future_by_rows(codes, penalties, pace, own_roll_next)
    if pace.seats == 1:
        return solo_values.value(codes, penalties)
    return solo_values.value(codes, penalties, solo_values.DUEL_FILE_NAME)


def near_end(view: QwixxView, pace: Pace) -> bool:
    """Whether the rollouts are worth their time: others at the table, the usual end, and the end
    in sight."""
    if pace.seats < 2 or pace.limit != 2 or view.option("lock_for_everyone"):
        return False
    return pace.locked >= 1 and (pace.threats >= 1 or pace.max_penalties >= 3)


def start(view: QwixxView, outcome: Outcome, table: Table, rng: random.Random) -> tuple[Game, int]:
    """The position after `outcome` and the rest of this roll (the others' action 1 by the table
    rule), and the seat that rolls next."""
    game = Game(
        [list(sheet_codes(s, view.locked)) for s in view.sheets],
        [s.penalties for s in view.sheets],
        [s.score() for s in view.sheets],
    )
    me, active = view.seat, view.active
    dice = view.dice
    assert dice is not None
    colours = [0, 0, 0, 0]
    for row, die in dice.colours:
        colours[ROWS.index(row)] = die
    white_row = ROWS.index(outcome.white_row) if outcome.white_row else -1
    plan = None
    if outcome.colour is not None:
        plan = (white_row, ROWS.index(outcome.colour[0]), outcome.colour[2])
    if view.phase == "white":
        if me == active:
            plan = plan or (white_row, -1, 0)
            game.finish_roll(table, active, dice.white, colours, {me: white_row}, plan)
        else:
            game.finish_roll(table, active, dice.white, colours, {me: white_row}, None)
    else:  # this seat's action 2
        crossed = view.crossed_in_action1
        if plan is not None:
            crossed = game.cross(me, plan[1], plan[2]) or crossed
            game.lock_rows()
        if not crossed:
            game.penalty(me)
    return game, (active + 1) % len(view.sheets)


def played_out(view: QwixxView, outcome: Outcome, table: Table, seed: int) -> tuple[float, int]:
    """1 for a win, 0.5 for a tie, 0 for a loss in one game played to the end after `outcome`
    (the margin breaks ties between choices), and the rolls it took."""
    rng = random.Random(seed)
    game, roller = start(view, outcome, table, rng)
    rolls = game.play_out(table, roller, rng)
    mine = game.scores[view.seat]
    best = max(s for i, s in enumerate(game.scores) if i != view.seat)
    result = 1.0 if mine > best else 0.5 if mine == best else 0.0
    return result + (mine - best) * 1e-4, rolls


class ExpertBot:
    """The value tables' best choice: solo optimal, with others judged by the chance of winning and,
    near the end, by games played out."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level
        # Load the tables now (about a second each), not during the first decision.
        solo_values.table()
        self.duel = Table(solo_values.DUEL_FILE_NAME)

    def choose(self, view: QwixxView, rng: random.Random, budget_s: float) -> Action:
        """Roll, or the choice with the best expected final score (solo) or chance of winning."""
        if view.phase == "roll":
            return Roll(view.seat)
        deadline = time.perf_counter() + LOOK_AHEAD_SHARE * budget_s
        found = best_outcome(view, rng, future, SPREAD)
        if found is None:
            return action_for(view, None)
        chosen, _, judged = found
        pace = pace_of(view)
        if len(judged) > 1 and near_end(view, pace):
            chosen = self.look_ahead(view, rng, chosen, judged, deadline)
        return action_for(view, chosen)

    def look_ahead(self, view: QwixxView, rng: random.Random, chosen: Outcome,
                   judged: list[tuple[Outcome, float]], deadline: float) -> Outcome:
        """The best of the top few choices by games played to the end (the same dice for each),
        within the roll cap and until `deadline` (time.perf_counter)."""
        ranked = sorted(judged, key=lambda j: -j[1])
        candidates = [chosen] + [o for o, _ in ranked if o != chosen][: CANDIDATES - 1]
        seeds = [rng.randrange(1 << 30) for _ in range(ROLLOUTS)]
        totals = [0.0] * len(candidates)
        rolls = played = 0
        out_of_time = False
        for seed in seeds:  # the same dice for every candidate, seed by seed
            for i, o in enumerate(candidates):
                result, n = played_out(view, o, self.duel, seed)
                totals[i] += result
                rolls += n
            played += 1
            if rolls >= MAX_ROLLS:
                break
            if time.perf_counter() >= deadline:
                out_of_time = True
                break
        if out_of_time and played < MIN_PLAYED:
            return chosen
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        if totals[best] - totals[0] < OVERRIDE * played:
            return chosen
        return candidates[best]
