"""The Expert's games played to the end (rollout.py): they end, score like real games, choose by
the same table rule as the bots' own judgement, and the Expert uses them only near the end."""

from __future__ import annotations

import random
import statistics
import time

from tabletop_desktop.engine.qwixx import make_bot
from tabletop_desktop.engine.qwixx.bots import expert
from tabletop_desktop.engine.qwixx.bots import solo_values as sv
from tabletop_desktop.engine.qwixx.bots.judge import pace_of
from tabletop_desktop.engine.qwixx.bots.rollout import Game, Table, roll_pick, white_pick
from tabletop_desktop.engine.qwixx.bots.turns import outcomes
from tabletop_desktop.engine.qwixx.sheet import ROWS
from tests.engine.qwixx.helpers import rolled, sheet, table


def duel() -> Table:
    return Table(sv.DUEL_FILE_NAME)


def test_table_lookups_agree_with_solo_values():
    t = duel()
    for codes, pens in [((0, 0, 0, 0), 0), ((3, 17, 56, 40), 2), ((56, 5, 56, 0), 1)]:
        assert t.value(codes, pens) == sv.value(codes, pens, sv.DUEL_FILE_NAME)


def test_games_from_empty_sheets_end_with_real_scores():
    t = duel()
    rng = random.Random(3)
    scores = []
    for _ in range(40):
        game = Game([[0] * 4, [0] * 4], [0, 0], [0, 0])
        game.play_out(t, 0, rng)
        assert game.over()
        scores.extend(game.scores)
    # Two table players score about 83 each (the Strong scores 80 to 88 in real games).
    assert 65 < statistics.fmean(scores) < 100


def test_the_active_seats_rule_is_the_table_argmax():
    # No choice ends the game here: the rollout's whole-roll rule is the best by points plus the
    # duel table's value of the sheet, as the bots judge it.
    state = rolled(table(2, [sheet(red=[2, 4], green=[12, 10, 9]), sheet()]), (3, 4),
                   red=2, yellow=5, green=1, blue=6)
    view = state.view_for(0)
    t = duel()

    def own(o):
        return o.gain + t.value(o.codes, o.penalties)

    best = max(outcomes(view), key=own)
    codes = list(sv.sheet_codes(view.sheet, view.locked))
    colours = [2, 5, 1, 6]
    r, q, n = roll_pick(t, codes.copy(), 0, (3, 4), colours, 0.0)
    game = Game([codes.copy()], [0], [0])
    if r >= 0:
        game.cross(0, r, 7)
    if q >= 0:
        game.cross(0, q, n)
    assert game.scores[0] + t.value(game.codes[0], 0) == own(best)
    white = white_pick(t, codes.copy(), 0, 7, 0.0)
    assert white in (-1, 0, 1, 2, 3)


def test_a_seat_behind_does_not_end_the_game_in_a_rollout():
    # Green locked; red 12 would lock red and end the game 68 to 73: the rule declines it.
    t = duel()
    behind = sheet(red=[2, 3, 4, 5, 6, 7, 8, 9, 10], yellow=[11], blue=[3])
    codes = list(sv.sheet_codes(behind, ("green",)))
    assert white_pick(t, codes, 0, 12, lead=47 - 73) != ROWS.index("red")
    assert white_pick(t, codes, 0, 12, lead=47 - 64) == ROWS.index("red")


def test_expert_plays_out_only_near_the_end():
    fresh = rolled(table(2, [sheet(), sheet()]), (3, 4), red=2, yellow=5, green=1, blue=6)
    view = fresh.view_for(0)
    assert not expert.near_end(view, pace_of(view))
    late = rolled(table(2, [sheet(red=[2, 3, 4, 5, 6]), sheet(yellow=[2, 3])], locked=("green",)),
                  (3, 4), red=2, yellow=5, blue=6)
    view = late.view_for(0)
    assert expert.near_end(view, pace_of(view))
    bot = make_bot("expert")
    # A generous budget: the roll cap ends the look-ahead, never the clock, so it is reproducible.
    first = bot.choose(view, random.Random(4), 100.0)
    assert first == bot.choose(view, random.Random(4), 100.0)
    assert late.check(first) is None


def test_the_look_ahead_stops_at_its_share_of_the_budget():
    late = rolled(table(2, [sheet(red=[2, 3, 4, 5, 6]), sheet(yellow=[2, 3])], locked=("green",)),
                  (3, 4), red=2, yellow=5, blue=6)
    view = late.view_for(0)
    bot = make_bot("expert")
    played: list[int] = []
    real = expert.played_out

    def counted(*args: object) -> tuple[float, int]:
        played.append(1)
        return real(*args)  # type: ignore[arg-type]

    expert.played_out = counted  # type: ignore[assignment]
    try:
        started = time.perf_counter()
        quick = bot.choose(view, random.Random(4), 1e-6)
        elapsed = time.perf_counter() - started
        quick_games = len(played)
        played.clear()
        bot.choose(view, random.Random(4), 100.0)
    finally:
        expert.played_out = real  # type: ignore[assignment]
    # Out of time after the first round of games: too few to overrule the judgement.
    assert quick_games == expert.CANDIDATES
    assert len(played) > 10 * expert.CANDIDATES
    judged = expert.best_outcome(view, random.Random(4), expert.future, expert.SPREAD)
    assert judged is not None
    assert quick == expert.action_for(view, judged[0])
    assert elapsed < 0.25
