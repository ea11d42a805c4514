"""`python -m tabletop_desktop.bench`: every benchmarked game is played in the real window (one
child process each), `bench GAME` plays only that game, and the worst figures stand beside the
start-up ones. The bench's own measurements are stubbed here except in the last test, which plays
the opening of a Qwixx game in a real child process."""

from __future__ import annotations

import json

from tabletop_desktop import bench
from tabletop_desktop.bench_play import _worst_lateness


def fake_play(played: list):
    stalls = {"qwirkle": (30.0, 60.0), "qwixx": (45.0, 40.0), "quiddler": (10.0, 90.0)}

    def measure_play(game_id: str, moves: int | None = None) -> dict:
        played.append((game_id, moves))
        thinking, overall = stalls[game_id]
        return {
            "play_game": game_id,
            "play_bots": ["a", "b"],
            "play_moves": 10,
            "play_whole_game": moves is None,
            "play_seconds": 2.5,
            "bot_requests_timed": 9,
            "worst_stall_while_bot_thinks_ms": thinking,
            "worst_stall_overall_ms": overall,
            "stall_target_ms": 50,
            "peak_memory_mb": 100.0 + len(game_id),
            "peak_memory_bot_worker_mb": 80.0,
        }

    return measure_play


def run_bench(monkeypatch, tmp_path, *args: str) -> tuple[dict, list]:
    played: list = []
    monkeypatch.setattr(bench, "measure_startup", lambda runs: {"startup_runs": runs})
    monkeypatch.setattr(bench, "measure_play", fake_play(played))
    monkeypatch.setattr(bench, "game_figures", lambda game_id, quick: {"quick": quick})
    out = tmp_path / "bench.json"
    assert bench.main([*args, "--json", str(out)]) == 0
    return json.loads(out.read_text()), played


def test_every_benchmarked_game_is_played_in_the_window(monkeypatch, tmp_path, capsys):
    figures, played = run_bench(monkeypatch, tmp_path)
    games = bench.benchmarked_games()
    assert set(games) == {"qwirkle", "qwixx", "quiddler"}
    assert played == [(g, None) for g in games]  # whole games, one after the other
    app = figures["app"]
    assert list(app["play"]) == games == app["play_games"]
    for game_id in games:
        one = app["play"][game_id]
        assert one["play_game"] == game_id and one["play_whole_game"]
        assert {"worst_stall_while_bot_thinks_ms", "worst_stall_overall_ms", "play_seconds"} <= set(one)
        assert figures[game_id] == {"quick": False}
    # The worst over the games, under the keys one game's figures had before.
    assert app["worst_stall_while_bot_thinks_ms"] == 45.0 and app["worst_stall_game"] == "qwixx"
    assert app["worst_stall_overall_ms"] == 90.0 and app["stall_target_ms"] == 50
    assert app["peak_memory_mb"] == 108.0 and app["peak_memory_bot_worker_mb"] == 80.0
    assert (app["play_moves"], app["play_seconds"], app["bot_requests_timed"]) == (30, 7.5, 27)
    assert app["startup_runs"] == 7
    assert json.loads(capsys.readouterr().out) == figures


def test_naming_a_game_plays_only_that_game_and_quick_stops_early(monkeypatch, tmp_path):
    figures, played = run_bench(monkeypatch, tmp_path, "qwixx", "--quick")
    assert played == [("qwixx", bench.QUICK_MOVES)]
    assert list(figures["app"]["play"]) == ["qwixx"] and figures["app"]["startup_runs"] == 3
    assert figures["app"]["worst_stall_overall_ms"] == 40.0
    assert not figures["app"]["play"]["qwixx"]["play_whole_game"]
    assert set(figures) == {"python", "cpus", "app", "qwixx"}


def test_skip_app_plays_nothing(monkeypatch, tmp_path):
    figures, played = run_bench(monkeypatch, tmp_path, "quiddler", "--skip-app")
    assert played == [] and "app" not in figures and figures["quiddler"] == {"quick": False}


def test_the_stall_counts_inside_a_thinking_window_only_up_to_the_answer():
    ticks = [0.0, 0.005, 0.010, 0.110, 0.115, 0.315]
    overall, thinking = _worst_lateness(ticks, [(0.0, 0.060)])
    assert round(overall) == 195  # 0.115 -> 0.315, less the 5 ms tick
    assert round(thinking) == 45  # 0.010 -> the answer at 0.060


def test_the_play_child_plays_a_few_moves_of_a_game_in_the_real_window():
    figures = bench.measure_play("qwixx", moves=2)
    assert figures["play_game"] == "qwixx" and figures["play_moves"] >= 2
    assert not figures["play_whole_game"]
    assert figures["worst_stall_overall_ms"] >= figures["worst_stall_while_bot_thinks_ms"] >= 0
    assert figures["peak_memory_mb"] > 0 and figures["play_seconds"] > 0
