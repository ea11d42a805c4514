"""Solo games (one seat, the same machine), the tournament counters, the bench figures, and the
registry entry."""

from __future__ import annotations

import random

from tabletop_desktop.engine.core import GameOver
from tabletop_desktop.engine.qwixx import make_bot, new_game, tournament_counter
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import PenaltyTaken, QwixxGameOver, RowLocked
from tabletop_desktop.engine.qwixx.perf import BOT_LEVELS, figures
from tabletop_desktop.engine.registry import game
from tabletop_desktop.tournament import Entrant, run_tournament


def test_a_solo_turn_is_roll_white_colour_with_one_seat():
    state = new_game(1, 9, {})
    assert state.pending() == (0,)
    state.apply(Roll(0))
    assert state.pending() == (0,) and state.phase == "white"
    state.apply(WhiteChoice(0, None))
    assert state.phase == "colour" and state.pending() == (0,)
    state.apply(ColourChoice(0, None))
    assert state.sheets[0].penalties == 1 and state.active == 0 and state.phase == "roll"


def test_solo_games_end_and_score_like_any_other():
    for seed in range(5):
        state = new_game(1, seed, {})
        bot = make_bot("casual")
        rng = random.Random(seed)
        events = []
        while not state.is_over():
            events += state.apply(bot.choose(state.view_for(0), rng, 1.0))
        over = [e for e in events if isinstance(e, GameOver)]
        assert len(over) == 1 and over[0].winners == (0,)
        assert over[0].scores == (state.sheets[0].score(),)


def test_tournament_counter_counts_penalties_locks_and_rolls():
    assert list(tournament_counter(PenaltyTaken(1, 2))) == [(1, "penalties", 1)]
    assert list(tournament_counter(RowLocked("red", (0, 2)))) == [(0, "locks", 1), (2, "locks", 1)]
    over = QwixxGameOver((3, 4), (1,), "Red and blue are locked.", rolls=23)
    assert list(tournament_counter(over)) == [(0, "rolls", 23), (1, "rolls", 23)]


def test_the_tournament_reports_rolls_per_game():
    report = run_tournament("qwixx", [Entrant("casual", "casual", None),
                                      Entrant("beginner", "beginner", None)], 4, 1)
    per_game = report["bots"][0]["per_game"]
    assert per_game["rolls"] == report["bots"][1]["per_game"]["rolls"] > 5


def test_bench_figures_quick(monkeypatch):
    from tabletop_desktop.engine.qwixx import perf

    # Only the light levels here: the heavy bots' figures are the bench's job, not a test's.
    monkeypatch.setattr(perf, "BOT_LEVELS", ["beginner", "casual"])
    data = figures(quick=True)
    assert data["legal_moves"]["positions"] > 0
    assert set(BOT_LEVELS) >= {"beginner", "casual", "strong", "expert"}
    assert "game_expert_vs_strong" not in data
    assert data["decisions"]["casual"]["mean_ms"] < 50
    assert data["game_casual_vs_casual"]["rolls_per_game"] > 5
    assert data["game_casual_solo"]["seats"] == ["casual"]


def test_registry_entry():
    info = game("qwixx")
    assert info.available and not info.hidden_pieces and info.art == "qwixx.svg"
    assert (info.min_seats, info.max_seats) == (1, 5)
    assert [lv.key for lv in info.bot_levels] == ["beginner", "casual", "strong", "expert"]
    assert info.bot_level("expert").heavy
    assert all(str(lv.description).endswith(".") for lv in info.bot_levels)
    assert {o.key: o.default for o in info.options} == {
        "lock_for_everyone": False,
        "until_all_locked": False,
    }


def test_summary_extras_are_flat_and_survive_a_finished_game_record():
    from tabletop_desktop.engine.qwixx import summary_extras
    from tabletop_desktop.storage.records import _extras_from_json

    state = new_game(2, 4, {})
    bots = [make_bot("casual"), make_bot("casual")]
    rng = random.Random(4)
    while not state.is_over():
        for action in [bots[s].choose(state.view_for(s), rng, 1.0) for s in state.pending()]:
            state.apply(action)
    extras = summary_extras(state, [])
    assert _extras_from_json(extras) == extras
    assert extras["rolls"] == state.rolls and len(extras["red_crosses"]) == 2
    assert extras["penalties"] == [s.penalties for s in state.sheets]
