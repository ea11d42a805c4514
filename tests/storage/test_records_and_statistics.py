"""Finished-game records and the statistics computed from them."""

from __future__ import annotations

import json

import pytest

from tabletop_desktop.engine.core import ScoreChanged
from tabletop_desktop.engine.registry import game
from tabletop_desktop.storage.jsonfile import envelope
from tabletop_desktop.storage.records import (
    GameSummary,
    load_records,
    record_finished_game,
    records_dir,
)
from tabletop_desktop.storage.saves import SavedGame, SeatSetup
from tabletop_desktop.storage.statistics import load_statistics
from tests.storage.helpers import chips_game

PEOPLE_AND_BOTS = [
    [SeatSetup("Ada", "person"), SeatSetup("Robo", "bot", "first")],
    [SeatSetup("Ada", "person"), SeatSetup("Bea", "person"), SeatSetup("Slowpoke", "bot", "slow")],
    [
        SeatSetup("Cy", "person"),
        SeatSetup("Robo", "bot", "first"),
        SeatSetup("Deep", "bot", "slow"),
    ],
    [SeatSetup("Ada", "person"), SeatSetup("Robo", "bot", "first")],
]


def finish(seed: int, seats: list[SeatSetup], extras=None):
    setup, record, state, history = chips_game(seed, seats)
    summary = GameSummary.from_history(
        game("chips"), setup, state, history, setup.names(), extras=extras
    )
    path = record_finished_game(SavedGame.from_state(setup, record, state), summary)
    return state, history, summary, path


def test_summary_from_the_engine_events():
    seats = PEOPLE_AND_BOTS[1]
    state, history, summary, _ = finish(11, seats, extras={"fives": [1, 0, 2]})
    assert state.is_over()
    scores = state.scores()
    best = max(scores)
    assert [(s.name, s.kind, s.level, s.score) for s in summary.seats] == [
        (seat.name, seat.kind, seat.level, scores[i]) for i, seat in enumerate(seats)
    ]
    assert [s.winner for s in summary.seats] == [v == best for v in scores]
    assert summary.turns == len(history)
    assert summary.reason == "Every chip has been played."
    assert summary.extras == {"fives": [1, 0, 2]}
    # The best move is the first play of the highest chip.
    chips = [a.chip if hasattr(a, "chip") else 0 for a, _ in history]
    first_best = chips.index(max(chips))
    best_action = history[first_best][0]
    assert summary.best_move is not None
    assert summary.best_move.points == max(chips) == 5
    assert summary.best_move.seat == best_action.seat
    assert summary.best_move.description == f"{seats[best_action.seat].name}: played a 5."
    # Deltas in the history add up to the final scores.
    totals = [0] * len(seats)
    for _, events in history:
        for e in events:
            if isinstance(e, ScoreChanged):
                totals[e.seat] += e.delta
    assert tuple(totals) == scores


def test_extras_must_be_storable():
    setup, _, state, history = chips_game(3)
    with pytest.raises(TypeError):
        GameSummary.from_history(
            game("chips"), setup, state, history, setup.names(), extras={"x": {1, 2}}
        )


def test_records_round_trip_with_unique_names():
    paths = [finish(seed, PEOPLE_AND_BOTS[0])[3] for seed in (5, 6, 7)]
    assert len(set(paths)) == 3
    assert all(p.parent == records_dir() and p.name.startswith("chips-") for p in paths)
    games, warnings = load_records("chips")
    assert warnings == [] and len(games) == 3
    assert games[0].summary == finish(5, PEOPLE_AND_BOTS[0])[2]
    assert len(load_records("chips")[0]) == 3  # the same game again was not recorded twice
    assert games[0].record.actions  # the moves are kept for a later replay
    assert [p.name for p in records_dir().iterdir() if p.name.startswith(".")] == []


def test_statistics_over_several_games_with_a_damaged_record_among_them():
    finished = [
        finish(seed, seats) for seed, seats in zip((1, 2, 3, 4), PEOPLE_AND_BOTS, strict=True)
    ]
    damaged = records_dir() / "chips-20260101-000000-bad.json"
    damaged.write_bytes(records_dir().joinpath(finished[0][3].name).read_bytes()[:200])
    hostile = records_dir() / "chips-20260101-000001-bad.json"
    data = json.loads(finished[1][3].read_text())
    data["summary"]["seats"][0]["score"] = "lots"
    hostile.write_text(json.dumps(data))
    newer = records_dir() / "chips-20260101-000002-new.json"
    newer.write_text(json.dumps(envelope("record", 7, {"summary": "something new"})))

    stats, warnings = load_statistics("chips")

    # Expected values straight from the engine states, not from the summaries.
    expected_person_wins = expected_bot_wins = 0
    wins_by_level: dict[str, int] = {}
    games_by_level: dict[str, int] = {}
    scores, person_scores = [], []
    for (state, _history, _, _), seats in zip(finished, PEOPLE_AND_BOTS, strict=True):
        winners = [seats[i] for i in state.winners()]
        expected_person_wins += any(s.kind == "person" for s in winners)
        expected_bot_wins += any(s.kind == "bot" for s in winners)
        for level in {s.level for s in winners if s.kind == "bot"}:
            wins_by_level[level] = wins_by_level.get(level, 0) + 1
        for level in {s.level for s in seats if s.kind == "bot"}:
            games_by_level[level] = games_by_level.get(level, 0) + 1
        scores += state.scores()
        person_scores += [
            v for v, s in zip(state.scores(), seats, strict=True) if s.kind == "person"
        ]

    assert stats.games_played == 4
    assert stats.wins_by_kind == {"person": expected_person_wins, "bot": expected_bot_wins}
    assert stats.wins_by_level == wins_by_level
    assert stats.games_by_level == games_by_level == {"first": 3, "slow": 2}
    assert stats.average_score == pytest.approx(sum(scores) / len(scores))
    assert stats.person_average_score == pytest.approx(sum(person_scores) / len(person_scores))
    assert stats.best_score is not None and stats.best_score.score == max(scores)
    assert stats.person_best_score is not None and stats.person_best_score.score == max(
        person_scores
    )
    assert stats.person_best_score.kind == "person"
    assert stats.best_move is not None and stats.best_move.points == 5
    assert stats.best_move.description.endswith("played a 5.")
    assert stats.best_move.name == finished[0][2].best_move.name  # a tie keeps the earliest
    assert stats.person_win_rate() == pytest.approx(expected_person_wins / 4)

    assert len(warnings) == 3
    assert not damaged.exists() and not hostile.exists()
    assert len(list(records_dir().glob("chips-20260101-000000-bad.json.damaged-*"))) == 1
    assert len(list(records_dir().glob("chips-20260101-000001-bad.json.damaged-*"))) == 1
    assert "This game record is damaged (it ends too early) and was set aside" in warnings[0]
    assert "(seat 1's score is not a whole number)" in warnings[1]
    assert "newer version of Tabletop Desktop" in warnings[2]
    assert newer.exists()  # not damaged: left for the newer version

    # Loading again finds nothing more to set aside.
    again, warnings = load_statistics("chips")
    assert again == stats and len(warnings) == 1


def test_no_games_yet():
    stats, warnings = load_statistics("chips")
    assert (stats.games_played, stats.average_score, stats.best_move, warnings) == (
        0,
        None,
        None,
        [],
    )
    assert stats.person_win_rate() is None


def test_a_game_finished_again_is_recorded_once():
    # A kill after the record was written but before the autosave went: Continue offers the last
    # move again, and the game finishes a second time (perhaps with another last move).
    setup, record, state, history = chips_game(9, PEOPLE_AND_BOTS[0])
    saved = SavedGame.from_state(setup, record, state)
    summary = GameSummary.from_history(game("chips"), setup, state, history, setup.names())
    first = record_finished_game(saved, summary)
    again = record_finished_game(saved, summary)
    assert again == first
    other = finish(10, PEOPLE_AND_BOTS[0])[3]  # another game (another seed) gets its own record
    assert other != first
    games, warnings = load_records("chips")
    assert warnings == [] and sorted(g.path for g in games) == sorted([first, other])
