"""scripts/qwixx_bot_study.py, the study behind Strong's rules: its names are checked, Strong with no
extra rule plays exactly as the shipped Strong, each rule changes what it chooses in the way its
description says, and a short duel adds up."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from tabletop_desktop.engine.qwixx import make_bot, new_game
from tabletop_desktop.engine.qwixx.bots.judge import action_for
from tabletop_desktop.engine.qwixx.bots.turns import others_after, outcomes

_PATH = Path(__file__).resolve().parents[3] / "scripts" / "qwixx_bot_study.py"
_spec = importlib.util.spec_from_file_location("qwixx_bot_study", _PATH)
assert _spec is not None and _spec.loader is not None
study = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(study)


def _decisions(seed: int, games: int = 3):
    """Every (view, rng seed) where a seat has a choice to make, in games the Casual bot plays."""
    casual = make_bot("casual")
    for g in range(games):
        state = new_game(2, seed + g, {})
        rng = random.Random(seed + g)
        while not state.is_over():
            views = [state.view_for(s) for s in state.pending()]
            for view in views:
                if view.phase != "roll" and outcomes(view):
                    yield view
            for action in [casual.choose(v, rng, 0.1) for v in views]:
                state.apply(action)


def test_names_are_checked():
    assert type(study.make_bot("casual")).__name__ == "CasualBot"
    assert study.make_bot("strong+ahead+deny").rules == {"ahead", "deny"}
    with pytest.raises(ValueError, match="Unknown rules"):
        study.make_bot("strong+hurry")
    with pytest.raises(ValueError, match="only be added to strong"):
        study.make_bot("casual+ahead")


def test_no_extra_rule_plays_as_the_shipped_strong():
    shipped, plain = make_bot("strong"), study.StrongVariant([])
    for view in _decisions(40):
        assert plain.choose(view, random.Random(1), 1.0) == shipped.choose(view, random.Random(1), 1.0)


def test_ahead_takes_an_ending_that_wins():
    bot = study.StrongVariant(["ahead"])
    checked = 0
    for view in _decisions(60, games=12):
        mine = view.sheets[view.seat].score()
        winning = [o for o in outcomes(view) if o.ends
                   and mine + o.gain > max(s for _, s, _, _ in others_after(view, o.new_locks))]
        if winning:
            assert bot.choose(view, random.Random(1), 1.0) in {action_for(view, o) for o in winning}
            checked += 1
    assert checked >= 3


def test_deny_and_near_change_some_choices():
    plain = study.StrongVariant([])
    for rule in ("deny", "near"):
        variant = study.StrongVariant([rule])
        differ = sum(variant.choose(v, random.Random(1), 1.0) != plain.choose(v, random.Random(1), 1.0)
                     for v in _decisions(80, games=6))
        assert differ >= 1, rule


def test_a_short_duel_is_reported_as_the_tournament_reports():
    report = study.duel("strong+ahead", "casual", 6, seed=3)
    assert report["seats"] == ["strong+ahead", "casual"] and report["games"] == 6
    first, second = report["bots"]
    assert first["wins"] + first["ties"] + first["losses"] == 6
    assert (first["wins"], first["losses"]) == (second["losses"], second["wins"])
    low, high = first["win_rate_ci95"]
    assert low <= first["win_rate"] <= high
    assert first["score_mean"] > 0 and second["score_mean"] > 0
