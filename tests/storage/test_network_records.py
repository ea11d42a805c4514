"""Records of network games: written from the server's summary with the room and the seats played
here, kept once per game, read back without a set-up, and counted for this computer's people."""

from __future__ import annotations

import json

from tabletop_desktop.storage.records import (
    NETWORK_SETUP,
    BestMove,
    GameSummary,
    NetworkPlace,
    SeatSummary,
    load_records,
    record_network_game,
    records_dir,
)
from tabletop_desktop.storage.statistics import compute_statistics, counted_game


def _summary(winner: int = 1) -> GameSummary:
    seats = [SeatSummary("Ada", "person", None, 120, winner == 0, 1),
             SeatSummary("Bo", "person", None, 150, winner == 1, 0),
             SeatSummary("Robo", "bot", "casual", 90, winner == 2)]
    return GameSummary("qwirkle", seats, BestMove(1, "Bo", 24, "Bo: a Qwirkle!"), 40,
                       {"rolls": 3}, "Bo placed their last tile.")


def test_a_network_game_is_recorded_once_and_read_back_without_a_setup():
    place = NetworkPlace("ABCDEFGHJK", "0123456789abcdef", (0,))
    path = record_network_game(_summary(), place)
    assert record_network_game(_summary(), place) == path  # told again: the same record
    assert len(list(records_dir().glob("*.json"))) == 1
    data = json.loads(path.read_text("utf-8"))
    assert data["network"] == {"room": "ABCDEFGHJK", "game": "0123456789abcdef", "seats_here": [0]}
    assert data["setup"] is None and data["record"] is None
    games, warnings = load_records("qwirkle")
    assert warnings == []
    (kept,) = games
    assert kept.summary == _summary() and kept.network == place
    assert kept.setup is None and kept.setup_problem == NETWORK_SETUP
    assert kept.seats_here() == [0]
    other = NetworkPlace("ABCDEFGHJK", "fedcba9876543210", (0,))  # the room's next game
    assert record_network_game(_summary(), other) != path


def test_a_network_game_counts_for_the_people_at_this_computer_only(tmp_path):
    here_ada = record_network_game(_summary(winner=1), NetworkPlace("R1", "g1", (0,)), where=tmp_path)
    record_network_game(_summary(winner=0), NetworkPlace("R2", "g2", (0,)), where=tmp_path)
    record_network_game(_summary(winner=2), NetworkPlace("R3", "g3", ()), where=tmp_path)
    games, _ = load_records("qwirkle", tmp_path)
    assert here_ada in [g.path for g in games]
    stats = compute_statistics("qwirkle", games)
    assert stats.games_played == 2 and stats.bots_only_games == 1  # nobody here in the third
    assert [(p.name, p.games, p.wins) for p in stats.people] == [("Ada", 2, 1)]
    assert stats.wins_by_kind == {"person": 1, "bot": 0}  # Bo's win is his computer's
    assert stats.average_score == 120 and stats.best_score.name == "Ada"
    assert stats.best_move is None  # Bo's move, made at another computer
    assert stats.person_hints == 2
    assert [counted_game(g) for g in games].count(False) == 1


def test_a_garbled_network_part_sets_the_record_aside(tmp_path):
    path = record_network_game(_summary(), NetworkPlace("R1", "g1", (0,)), where=tmp_path)
    data = json.loads(path.read_text("utf-8"))
    data["network"]["seats_here"] = [7]
    path.write_text(json.dumps(data), "utf-8")
    games, warnings = load_records("qwirkle", tmp_path)
    assert games == [] and len(warnings) == 1 and "network table" in warnings[0]
