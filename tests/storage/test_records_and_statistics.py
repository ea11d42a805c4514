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
    # Average and best are people's: the bots' scores are not mixed in.
    assert stats.average_score == pytest.approx(sum(person_scores) / len(person_scores))
    assert sum(scores) != sum(person_scores)
    assert stats.best_score is not None and stats.best_score.score == max(person_scores)
    assert stats.best_score.kind == "person"
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


def _summary(seats, scores, winners, practice=False):
    from tabletop_desktop.storage.records import SeatSummary

    return GameSummary("chips", [
        SeatSummary(seat.name, seat.kind, seat.level, score, i in winners)
        for i, (seat, score) in enumerate(zip(seats, scores, strict=True))
    ], None, 10, practice=practice)


def test_practice_is_written_only_when_true_and_read_with_a_default():
    seats = PEOPLE_AND_BOTS[0]
    plain, practice = _summary(seats, [5, 3], {0}), _summary(seats, [5, 3], {0}, practice=True)
    assert "practice" not in plain.to_json()
    assert practice.to_json()["practice"] is True
    assert GameSummary.from_json(plain.to_json()).practice is False
    assert GameSummary.from_json(practice.to_json()) == practice
    with pytest.raises(ValueError, match="practice"):
        GameSummary.from_json({**plain.to_json(), "practice": "yes"})


def test_bots_only_and_practice_games_stay_out_of_the_figures_and_people_get_their_own():
    from datetime import UTC, datetime, timedelta

    from tabletop_desktop.storage.records import FinishedGame
    from tabletop_desktop.storage.statistics import compute_statistics

    robo, deep = SeatSetup("Robo", "bot", "first"), SeatSetup("Deep", "bot", "slow")
    ada, bea = SeatSetup("Ada", "person"), SeatSetup("Bea", "person")
    start = datetime(2026, 5, 1, tzinfo=UTC)
    played = [  # seats, scores, winners, practice
        ([ada, robo], [20, 10], {0}, False),
        ([ada, bea, robo], [8, 14, 30], {2}, False),
        ([SeatSetup("ADA", "person"), bea], [25, 25], {0, 1}, False),  # the same Ada, a shared win
        ([robo, deep], [90, 80], {0}, False),  # bots only
        ([ada, robo], [99, 1], {0}, True),  # practice
    ]
    games = [
        FinishedGame("chips", start + timedelta(days=i), _summary(s, sc, w, p), None, None)
        for i, (s, sc, w, p) in enumerate(played)
    ]
    stats = compute_statistics("chips", games)
    assert (stats.games_played, stats.bots_only_games, stats.practice_games) == (3, 1, 1)
    assert stats.wins_by_kind == {"person": 2, "bot": 1}
    assert stats.games_by_level == {"first": 2} and stats.wins_by_level == {"first": 1}
    assert stats.average_score == pytest.approx((20 + 8 + 14 + 25 + 25) / 5)  # people only
    assert stats.best_score.score == 25 and stats.best_score.name == "ADA"  # not the bots' 90
    assert stats.last_played == start + timedelta(days=4)
    people = {p.name: p for p in stats.people}
    assert list(people) == ["Ada", "Bea"]  # most games first
    assert (people["Ada"].games, people["Ada"].wins, people["Ada"].best_score) == (3, 2, 25)
    assert people["Ada"].average_score == pytest.approx((20 + 8 + 25) / 3)
    assert people["Ada"].win_rate == pytest.approx(2 / 3)
    assert (people["Bea"].games, people["Bea"].wins, people["Bea"].average_score) == (2, 1, 19.5)


def test_the_history_is_every_game_newest_first_with_its_set_up():
    from tabletop_desktop.storage.statistics import load_all_statistics

    first = finish(1, PEOPLE_AND_BOTS[0])[3]
    bots = finish(2, [SeatSetup("Robo", "bot", "first"), SeatSetup("Deep", "bot", "first")])[3]
    everything = load_all_statistics(["chips"])
    assert [g.path for g in everything.history] == [bots, first]
    assert everything.by_game["chips"].games_played == 1
    assert everything.by_game["chips"].bots_only_games == 1
    assert everything.last_played_game() == "chips"
    assert everything.history[0].setup is not None
    assert everything.history[0].setup.seats[0].name == "Robo"
    # A record without its set-up still counts; it only cannot be reprinted, and says why.
    data = json.loads(first.read_text())
    del data["setup"]
    first.write_text(json.dumps(data))
    again = load_all_statistics(["chips"])
    assert again.by_game["chips"].games_played == 1 and again.warnings == []
    assert again.history[1].setup is None and "seats" in again.history[1].setup_problem


def test_a_record_with_99_seats_says_so():
    seats = [{"name": "A", "kind": "person", "level": None, "score": 1, "winner": False}] * 99
    with pytest.raises(ValueError, match="it lists 99 seats; no game takes more than 64"):
        GameSummary.from_json({"game": "chips", "seats": seats, "best_move": None, "turns": 1})


def test_the_history_orders_games_of_one_second_by_when_they_ended():
    from datetime import UTC, datetime
    from pathlib import Path

    from tabletop_desktop.storage.records import FinishedGame
    from tabletop_desktop.storage.statistics import _finish_order

    second = datetime(2026, 5, 1, 12, 0, 0, tzinfo=UTC)
    summary = _summary(PEOPLE_AND_BOTS[0], [5, 3], {0})
    earlier = FinishedGame("qwixx", second, summary, None, Path("qwixx-20260501-120000-100000-aa.json"))
    later = FinishedGame("quiddler", second, summary, None,
                         Path("quiddler-20260501-120000-900000-bb.json"))
    assert sorted([earlier, later], key=_finish_order, reverse=True) == [later, earlier]
