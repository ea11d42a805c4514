"""Strong: legal from views only in every line-up and option, and its defining choices: it
watches the end of the game and does not always take both crosses."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.qwixx import make_bot, new_game
from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
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


def test_strong_locks_to_end_a_game_it_leads():
    # Green is locked; Strong leads and can lock red with the white sum 12: the game ends won.
    ahead = sheet(red=[2, 3, 4, 5, 6, 7], yellow=[2, 3, 4, 5], blue=[12, 11, 10])
    behind = sheet(yellow=[2, 3], blue=[12])
    state = rolled(table(2, [ahead, behind], locked=("green",)), (6, 6), red=1, yellow=1, blue=1)
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


def test_strong_judges_by_the_duel_table_margin():
    # Two seats, usual end: Strong's choice is the best by its points plus the duel table's value
    # of its sheet, minus the same for the other seat (the margin); it does not change the table.
    from tabletop_desktop.engine.qwixx.bots import solo_values as sv
    from tabletop_desktop.engine.qwixx.bots.turns import others_after, outcomes

    mine = sheet(red=[2, 4], green=[12, 10, 9])
    other = sheet(yellow=[3, 5, 6], blue=[11])
    state = rolled(table(2, [mine, other]), (3, 4), red=2, yellow=5, green=1, blue=6)
    view = state.view_for(0)

    def margin(o):
        rest = 0.0 if o.ends else sv.value(o.codes, o.penalties, sv.DUEL_FILE_NAME)
        (_, score, codes, pens), = others_after(view, o.new_locks)
        theirs = score + (0.0 if o.ends else sv.value(codes, pens, sv.DUEL_FILE_NAME))
        return view.sheet.score() + o.gain + rest - theirs

    best = max(outcomes(view), key=margin)
    action = make_bot("strong").choose(view, random.Random(1), 1.0)
    assert action == WhiteChoice(0, best.white_row)


def test_strong_is_a_heavy_bot():
    # It loads the duel table, so it thinks in the worker process like the Expert.
    from tabletop_desktop.engine.qwixx.info import INFO

    assert INFO.bot_level("strong").heavy
