"""Strong: legal from views only in every line-up and option, and its defining choices: it judges
by its own score with the duel table, does not end a game it would lose, and does not always take
both crosses."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.qwixx import make_bot, new_game
from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tabletop_desktop.engine.qwixx.bots import strong
from tabletop_desktop.engine.qwixx.view import QwixxView
from tests.engine.qwixx.helpers import rolled, sheet, table, white_all


def play(levels, seed, options=None):
    """A whole game; every action is checked legal before it lands."""
    state = new_game(len(levels), seed, options or {})
    bots = [make_bot(level) for level in levels]
    rngs = [random.Random(seed * 10 + s) for s in range(len(levels))]
    while not state.is_over():
        chosen = []
        for seat in state.pending():
            view = state.view_for(seat)
            assert type(view) is QwixxView
            chosen.append(bots[seat].choose(view, rngs[seat], 1.0))
        for action in chosen:
            assert state.check(action) is None, (action, state.check(action))
            state.apply(action)
    return state


@pytest.mark.parametrize(
    ("levels", "options"),
    [
        (("strong",), {}),
        (("strong", "casual"), {}),
        (("strong", "strong", "beginner"), {"lock_for_everyone": True}),
        (("strong", "casual", "strong", "casual", "beginner"), {"until_all_locked": True}),
    ],
)
def test_strong_plays_legal_games_to_the_end(levels, options):
    for seed in range(3):
        assert play(levels, seed, options).is_over()


def test_strong_does_not_take_whatever_it_sees():
    # Another seat's roll: the white sum 7 would skip five boxes of every fresh row.
    state = rolled(table(2, [sheet(), sheet()], active=1), (1, 6))
    assert make_bot("strong").choose(state.view_for(0), random.Random(1), 1.0) == WhiteChoice(0, None)


def test_strong_is_reproducible():
    a = play(("strong", "casual"), 5)
    b = play(("strong", "casual"), 5)
    assert a.sheets == b.sheets and a.rolls == b.rolls


def test_strong_does_not_end_a_game_it_would_lose():
    # Green is locked; the white sum 12 would lock red: 21 points, more than Strong's sheet can
    # still hope for (40 - 47 = about 7 by the table), but the game would end 68 to 73. It declines.
    from tabletop_desktop.engine.qwixx.bots.judge import pace_of
    from tabletop_desktop.engine.qwixx.bots.turns import outcomes

    behind = sheet(red=[2, 3, 4, 5, 6, 7, 8, 9, 10], yellow=[11], blue=[3])
    ahead = sheet(yellow=[2, 3, 4, 5, 6, 7, 8, 9, 10], blue=[12, 11, 10, 9, 8, 7, 6])
    state = rolled(table(2, [behind, ahead], locked=("green",)), (6, 6), red=1, yellow=1, blue=1)
    view = state.view_for(0)
    pace = pace_of(view)
    lock = next(o for o in outcomes(view) if o.white_row == "red")
    stay = next(o for o in outcomes(view) if o.white_row is None)
    # By its own score alone the lock is better...
    assert view.sheet.score() + lock.gain > view.sheet.score() + strong.future(stay.codes, 0, pace)
    # ...but it ends the game lost.
    action = make_bot("strong").choose(view, random.Random(1), 1.0)
    assert action == WhiteChoice(0, None)


def test_strong_takes_a_winning_lock_only_for_its_points():
    # The same board with the other seat at 64 points: the lock wins (68 to 64) and is worth more
    # than what the sheet may still bring, so Strong takes it.
    behind = sheet(red=[2, 3, 4, 5, 6, 7, 8, 9, 10], yellow=[11], blue=[3])
    ahead = sheet(yellow=[2, 3, 4, 5, 6, 7, 8, 9], blue=[12, 11, 10, 9, 8, 7, 6])
    state = rolled(table(2, [behind, ahead], locked=("green",)), (6, 6), red=1, yellow=1, blue=1)
    action = make_bot("strong").choose(state.view_for(0), random.Random(1), 1.0)
    assert action == WhiteChoice(0, "red")


def test_strong_declines_a_wasteful_second_cross():
    # First roll: the white sum 2 is the perfect start in red; every colour cross on offer (red 7,
    # yellow 7, green 2, blue 2) would skip four or more boxes: it crosses the 2, skips the colour.
    state = rolled(table(2, [sheet(), sheet()]), (1, 1), red=6, yellow=6, green=1, blue=1)
    bot = make_bot("strong")
    first = bot.choose(state.view_for(0), random.Random(1), 1.0)
    assert first == WhiteChoice(0, "red")
    other = make_bot("casual").choose(state.view_for(1), random.Random(1), 1.0)
    white_all(state, "red", other.row)
    second = bot.choose(state.view_for(0), random.Random(1), 1.0)
    assert second == ColourChoice(0, None)


def test_strong_judges_by_its_own_score_with_the_duel_table():
    # Two seats, usual end, nothing ends: Strong's choice is the best by its points plus the duel
    # table's value of its own sheet (the hand-made row estimate picks another here).
    from tabletop_desktop.engine.qwixx.bots import solo_values as sv
    from tabletop_desktop.engine.qwixx.bots.turns import outcomes

    mine = sheet(red=[2, 4], green=[12, 10, 9])
    other = sheet(yellow=[3, 5, 6], blue=[11])
    state = rolled(table(2, [mine, other]), (3, 4), red=2, yellow=5, green=1, blue=6)
    view = state.view_for(0)

    def own(o):
        return o.gain + sv.value(o.codes, o.penalties, sv.DUEL_FILE_NAME)

    best = max(outcomes(view), key=own)
    action = make_bot("strong").choose(view, random.Random(1), 1.0)
    assert action == WhiteChoice(0, best.white_row)


def test_strong_is_a_heavy_bot():
    # It loads the duel table, so it thinks in the worker process like the Expert.
    from tabletop_desktop.engine.qwixx.info import INFO

    assert INFO.bot_level("strong").heavy
