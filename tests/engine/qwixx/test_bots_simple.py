"""Beginner and Casual: legal answers from views only, reproducible, each level's defining choice,
and make_bot's dispatch."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.qwixx import make_bot, new_game
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.bots import make_bot as dispatch
from tabletop_desktop.engine.qwixx.view import QwixxView
from tests.engine.qwixx.helpers import rolled, sheet, table, white_all


class ViewOnlyGuard:
    """Wraps a bot and checks that it is handed a view (never the state)."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.level = bot.level

    def choose(self, view, rng, budget_s):
        assert type(view) is QwixxView
        return self.bot.choose(view, rng, budget_s)


def play(levels, seed, options=None):
    state = new_game(len(levels), seed, options or {})
    bots = [ViewOnlyGuard(make_bot(level)) for level in levels]
    rngs = [random.Random(seed * 10 + s) for s in range(len(levels))]
    log = []
    while not state.is_over():
        chosen = [bots[s].choose(state.view_for(s), rngs[s], 1.0) for s in state.pending()]
        for action in chosen:
            assert state.check(action) is None, (action, state.check(action))
            state.apply(action)
            log.append(action)
    return state, log


@pytest.mark.parametrize("levels", [("beginner",), ("casual",), ("casual", "beginner"),
                                    ("beginner", "casual", "casual", "beginner", "casual")])
def test_bots_play_legal_games_to_the_end(levels):
    for seed in range(3):
        state, _ = play(levels, seed)
        assert state.is_over()


def test_bots_are_reproducible():
    assert play(("casual", "beginner"), 5)[1] == play(("casual", "beginner"), 5)[1]


def test_make_bot_dispatch_and_unknown_levels():
    assert str(make_bot("casual").level.name) == "Casual"
    assert dispatch("beginner").level.key == "beginner"
    with pytest.raises(KeyError):
        make_bot("grandmaster")


def test_levels_not_built_yet_say_so():
    for key in ("strong", "expert"):
        try:
            bot = make_bot(key)
        except LookupError as exc:
            assert "not built yet" in str(exc)
        else:
            assert bot.level.key == key


def test_every_bot_rolls_when_it_is_its_turn():
    state = new_game(2, 1, {})
    for level in ("beginner", "casual"):
        assert make_bot(level).choose(state.view_for(0), random.Random(1), 1.0) == Roll(0)


def test_casual_takes_the_cross_that_skips_least_and_refuses_big_skips():
    state = rolled(table(2, [sheet(red=[5], blue=[12, 11, 10]), sheet()]), (3, 4))
    bot = make_bot("casual")
    # White sum 7: red 7 skips 6 (one box), blue 7 skips 9 and 8; red it is.
    assert bot.choose(state.view_for(0), random.Random(1), 1.0) == WhiteChoice(0, "red")
    # Seat 1 has an empty sheet: 7 would skip five boxes anywhere.
    assert bot.choose(state.view_for(1), random.Random(1), 1.0) == WhiteChoice(1, None)


def test_casual_prefers_a_cross_to_a_penalty():
    crossed = sheet(red=[2, 3, 4], green=[12, 11], blue=[12, 11])
    state = rolled(table(2, [crossed, sheet()]), (6, 6), red=3, yellow=6, green=6, blue=6)
    white_all(state, None, None)
    # Only red 9 is possible (yellow 12 needs five crosses, green and blue 12 are behind), and it
    # skips four boxes: more than the penalty limit of 3, so Casual takes the penalty.
    bot = make_bot("casual")
    assert bot.choose(state.view_for(0), random.Random(1), 1.0) == ColourChoice(0, None)
    state = rolled(table(2, [sheet(red=[2, 3, 4, 5]), sheet()], locked=("green", "blue"),
                         options={"until_all_locked": True}), (6, 1), red=2, yellow=6)
    white_all(state, None, None)
    # White 1 + red 2 = red 3 is behind; white 6 + red 2 = red 8 skips 6 and 7: more than
    # Casual likes, but better than a penalty. Yellow 7 would skip five boxes.
    choice = bot.choose(state.view_for(0), random.Random(1), 1.0)
    assert choice == ColourChoice(0, "red", 0)


def test_casual_locks_when_it_can():
    state = rolled(table(2, [sheet(red=[2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), sheet()]), (6, 6))
    assert make_bot("casual").choose(state.view_for(0), random.Random(1), 1.0) == WhiteChoice(
        0, "red"
    )


def test_casual_beats_beginner_clearly():
    wins = 0
    games = 40
    for g in range(games):
        levels = ("casual", "beginner") if g % 2 == 0 else ("beginner", "casual")
        state, _ = play(levels, 100 + g)
        casual = levels.index("casual")
        wins += state.scores()[casual] > state.scores()[1 - casual]
    assert wins >= 0.8 * games
