"""Hints: the Expert's choice in words with its expected gain, picklable both ways."""

from __future__ import annotations

import pickle
import random

from tabletop_desktop.engine.qwixx import make_bot
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.advice import expert_advice as advise
from tests.engine.qwixx.helpers import rolled, sheet, table


def test_roll_phase_says_roll():
    state = table(1)
    advice = advise(state.view_for(0))
    assert (advice.action, advice.gain, str(advice.words)) == (Roll(0), 0.0, "Roll the dice.")


def test_white_phase_names_both_crosses_and_the_gain():
    state = rolled(table(1, [sheet()]), (1, 1), red=1, yellow=6, green=5, blue=6)
    view = pickle.loads(pickle.dumps(state.view_for(0)))
    advice = advise(view)
    assert advice == pickle.loads(pickle.dumps(advice))
    assert advice.action == make_bot("expert").choose(view, random.Random(0), 1.0)
    assert isinstance(advice.action, WhiteChoice)
    assert advice.gain > 0
    assert str(advice.words).startswith(
        "Cross the white sum 2 in yellow, then cross red 2 (white 1 + red 1) with a colour die: "
    )
    assert str(advice.words).endswith("points more than skipping (expected final score).")
    assert f"+{advice.gain:.1f}" in str(advice.words)


def test_colour_phase_and_a_skip_in_words():
    # After red 2 every colour cross is a 7, five boxes into a fresh row (or four in red).
    state = rolled(table(2, [sheet(), sheet()]), (1, 1), red=6, yellow=6, green=6, blue=6)
    state.apply(WhiteChoice(0, "red"))
    state.apply(WhiteChoice(1, None))
    advice = advise(state.view_for(0))
    assert advice.action == ColourChoice(0, None)
    assert str(advice.words).startswith("Skip the colour cross")
    assert "(expected lead at the end)" in str(advice.words)


def test_must_use_colour_mentions_the_penalty_when_skipping_is_best():
    # Nothing crossed in action 1 and every colour cross would ruin a row late in the game.
    full = sheet(red=[2, 3, 4], yellow=[2, 3, 4], green=[12, 11, 10], blue=[12, 11, 10])
    state = rolled(table(1, [full]), (6, 6), red=6, yellow=6, green=6, blue=6)
    state.apply(WhiteChoice(0, None))
    advice = advise(state.view_for(0))
    if advice.action == ColourChoice(0, None):
        assert "penalty" in str(advice.words)
    else:
        assert str(advice.words).startswith("Cross ")
