"""The tournament command: seat rotation, seeds, statistics and the JSON report."""

from __future__ import annotations

import json

import pytest

import tests.support.toy_game  # noqa: F401  (registers "chips")
from tabletop_desktop.tournament import (
    Entrant,
    format_table,
    game_seed,
    main,
    parse_seats,
    run_tournament,
    seating,
    wilson,
)


def test_parse_seats_reads_budgets_and_names_repeats():
    seats = parse_seats("expert@0.3,casual,casual")
    assert seats == [
        Entrant("expert@0.3", "expert", 0.3),
        Entrant("casual", "casual", None),
        Entrant("casual#2", "casual", None),
    ]
    with pytest.raises(ValueError):
        parse_seats("casual,@")
    with pytest.raises(ValueError):
        parse_seats("casual@-1,beginner")


def test_rotation_gives_every_bot_every_seat_equally():
    seen = {(seat, e) for g in range(3) for seat, e in enumerate(seating(3, g))}
    assert seen == {(s, e) for s in range(3) for e in range(3)}
    assert game_seed(5, 0) != game_seed(5, 1) and game_seed(5, 1) == game_seed(5, 1)


def test_wilson_interval_contains_the_rate_and_narrows():
    low, high = wilson(60, 100)
    assert low < 0.6 < high
    low2, high2 = wilson(600, 1000)
    assert low < low2 < 0.6 < high2 < high
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_toy_tournament_report_is_consistent():
    report = run_tournament("chips", parse_seats("first,first@0.05"), games=12, seed=4)
    bots = report["bots"]
    assert [b["bot"] for b in bots] == ["first", "first@0.05"]
    assert [b["budget_s"] for b in bots] == [0.1, 0.05]
    for b in bots:
        assert b["wins"] + b["ties"] + b["losses"] == 12
        assert b["win_rate_ci95"][0] <= b["win_rate"] <= b["win_rate_ci95"][1]
        assert b["decision_time_max_s"] >= b["decision_time_mean_s"] >= 0
    # Chips always deals out all 30 points; shares of the win add up to one per game.
    games = report["game_results"]
    assert all(sum(g["scores"]) == 30 for g in games)
    assert sum(b["win_rate"] for b in bots) == pytest.approx(1.0)
    assert sum(b["score_mean"] for b in bots) == pytest.approx(30.0)
    # Rotation: each bot sat in seat 0 for half the games.
    assert sum(g["entrant_by_seat"][0] == 0 for g in games) == 6
    assert report["game_length_mean_turns"] == pytest.approx(10.0)


def test_tournament_is_reproducible_and_parallel_matches_serial():
    seats = parse_seats("first,first")
    one = run_tournament("chips", seats, games=6, seed=9)
    two = run_tournament("chips", seats, games=6, seed=9, jobs=2)
    assert untimed(one["game_results"]) == untimed(two["game_results"])


def untimed(games):
    """Game results without the slowest decision, which depends on the clock."""
    return [{k: v for k, v in g.items() if k != "slowest_decision"} for g in games]


def test_command_line_writes_json(tmp_path, capsys):
    out = tmp_path / "r.json"
    code = main(["chips", "--import", "tests.support.toy_game", "--seats", "first,first",
                 "--games", "4", "--seed", "2", "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text())
    assert data["games"] == 4 and len(data["bots"]) == 2
    assert "win %" in capsys.readouterr().out


def test_command_line_refuses_unknown_levels():
    with pytest.raises(SystemExit):
        main(["chips", "--seats", "first,grandmaster", "--games", "2"])


def test_short_qwirkle_tournament_is_sane():
    report = run_tournament("qwirkle", parse_seats("casual,beginner@0.1"), games=2, seed=1)
    casual, beginner = report["bots"]
    assert beginner["budget_s"] == 0.1 and casual["budget_s"] == 0.5
    assert casual["wins"] + casual["ties"] + casual["losses"] == 2
    for b in (casual, beginner):
        assert 50 < b["score_mean"] < 500 and 1 < b["points_per_turn"] < 20
        assert b["turns_per_game"] > 5
        assert "qwirkles" in b["per_game"] or b["per_game"] == {}
    # Qwirkle ends when a hand empties or nobody can place: every game has a sensible length.
    assert all(10 < sum(g["turns"]) < 200 for g in report["game_results"])


def test_each_game_records_its_slowest_decision(capsys):
    # The slow level sleeps for its budget on every move; the first-chip level answers at once.
    report = run_tournament("chips", parse_seats("first,slow@0.03"), games=4, seed=3)
    for g in report["game_results"]:
        slowest = g["slowest_decision"]
        assert slowest["level"] == "slow" and slowest["bot"] == "slow@0.03"
        assert g["entrant_by_seat"][slowest["seat"]] == 1  # the slow bot's seat in this game
        assert slowest["seconds"] >= 0.03 and slowest["budget_s"] == 0.03
        assert 0 <= slowest["moves_before"] < sum(g["turns"])
    worst = report["slowest_decision"]
    assert worst["seconds"] == max(g["slowest_decision"]["seconds"] for g in report["game_results"])
    assert worst["seconds"] == pytest.approx(report["bots"][1]["decision_time_max_s"])
    game = report["game_results"][worst["game"]]
    assert worst["game_seed"] == game["seed"] and worst["seat"] == game["slowest_decision"]["seat"]
    print(format_table(report))
    text = capsys.readouterr().out
    assert f"slowest decision: {worst['seconds']:.3f} s against a budget of 0.03 s" in text
    assert f"in seat {worst['seat']} of game {worst['game']}" in text


def test_report_lists_the_games_whose_slowest_decision_went_over_budget():
    report = run_tournament("chips", parse_seats("first,slow@0.03"), games=2, seed=3)
    report["game_results"][1]["slowest_decision"]["seconds"] = 9.5  # as if one move had stalled
    report["game_results"][0]["slowest_decision"]["seconds"] = 0.01  # and one was quick
    lines = format_table(report).splitlines()
    listed = [line for line in lines if line.startswith("  game ")]
    assert len(listed) == 1 and listed[0].startswith("  game 1 (seed ")
    assert "9.500 s against 0.03 s, by slow@0.03 in seat" in listed[0]
