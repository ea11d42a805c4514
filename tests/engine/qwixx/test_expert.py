"""Expert: always legal (solo, with others, with both options), optimal solo choices from the
table, its solo average over a short run, and the race to the end with others."""

from __future__ import annotations

import random
import statistics

import pytest

from tabletop_desktop.engine.qwixx import make_bot
from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tabletop_desktop.engine.qwixx.bots import solo_values as sv
from tabletop_desktop.engine.qwixx.bots.turns import outcomes
from tests.engine.qwixx.helpers import rolled, sheet, table
from tests.engine.qwixx.test_bots_strong import play


@pytest.mark.parametrize(
    ("levels", "options"),
    [
        (("expert",), {}),
        (("expert", "strong"), {}),
        (("expert", "casual", "expert"), {"lock_for_everyone": True}),
        (("expert", "beginner", "strong", "casual", "expert"), {"until_all_locked": True}),
    ],
)
def test_expert_plays_legal_games_to_the_end(levels, options):
    for seed in range(3):
        assert play(levels, seed, options).is_over()


def test_expert_solo_average_is_near_the_optimum():
    # 50 solo games (about a second): the optimum averages 115.5 with a spread of about 25.
    scores = [play(("expert",), seed).scores()[0] for seed in range(50)]
    assert statistics.fmean(scores) > 100


def test_expert_solo_choice_is_the_table_argmax():
    state = rolled(table(1, [sheet(red=[2, 4], green=[12, 10, 9])]), (3, 4),
                   red=2, yellow=5, green=1, blue=6)
    view = state.view_for(0)
    base = view.sheet.score()

    def expected(o):
        rest = 0.0 if o.ends else sv.value(o.codes, o.penalties)
        return base + o.gain + rest

    best = max(outcomes(view), key=expected)
    action = make_bot("expert").choose(view, random.Random(1), 1.0)
    assert action == WhiteChoice(0, best.white_row)
    assert expected(best) > base + sv.sheet_value(view.sheet, view.locked)  # a roll helps


def test_expert_takes_the_win_by_locking():
    # Green is locked; Expert leads and can lock red with white 6 + red 6: the game ends, won.
    ahead = sheet(red=[2, 3, 4, 5, 6, 7], yellow=[2, 3, 4, 5], blue=[12, 11, 10])
    behind = sheet(yellow=[2, 3], blue=[12])
    state = rolled(table(2, [ahead, behind], locked=("green",)), (1, 6), red=6, yellow=1, blue=1)
    bot = make_bot("expert")
    assert bot.choose(state.view_for(0), random.Random(1), 1.0) == WhiteChoice(0, None)
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, None))
    assert bot.choose(state.view_for(0), random.Random(1), 1.0) == ColourChoice(0, "red", 1)


def test_expert_does_not_end_a_game_it_would_lose():
    # Same board, but Expert is far behind: locking red would end the game lost.
    behind = sheet(red=[2, 3, 4, 5, 6, 7])
    ahead = sheet(yellow=[2, 3, 4, 5, 6, 7, 8, 9], blue=[12, 11, 10, 9, 8, 7, 6])
    state = rolled(table(2, [behind, ahead], locked=("green",)), (6, 6), red=1, yellow=1, blue=1)
    action = make_bot("expert").choose(state.view_for(0), random.Random(1), 1.0)
    assert action != WhiteChoice(0, "red")
