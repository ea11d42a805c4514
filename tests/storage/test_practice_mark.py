"""The practice mark of a game (a generous undo went behind a draw): written only when true, read
with default False, in the finished-game summary and in saved games."""

from __future__ import annotations

import pytest

from tabletop_desktop.storage import fields as f
from tabletop_desktop.storage.records import GameSummary, SeatSummary
from tabletop_desktop.storage.saves import SavedGame, load_game, save_game
from tests.session.conftest import chips_setup


def _summary(practice: bool) -> GameSummary:
    seats = [SeatSummary("Ada", "person", None, 5, True), SeatSummary("Bo", "bot", "first", 3, False)]
    return GameSummary("chips", seats, None, 4, practice=practice)


def test_the_summary_writes_practice_only_when_true_and_reads_false_by_default():
    assert "practice" not in _summary(False).to_json()
    data = _summary(True).to_json()
    assert data["practice"] is True
    assert GameSummary.from_json(data).practice is True
    del data["practice"]
    assert GameSummary.from_json(data).practice is False
    with pytest.raises(f.Invalid):
        GameSummary.from_json({**data, "practice": "yes"})


def test_a_saved_game_keeps_its_practice_mark(tmp_path):
    from tabletop_desktop.engine.replay import GameRecord, new_state

    setup = chips_setup(["person", "bot"])
    record = GameRecord("chips", setup.seed, 2, {"undo": True})
    state = new_state("chips", 2, setup.seed, {"undo": True})
    setup = type(setup)(setup.game_id, setup.seats, {"undo": True}, setup.seed)
    plain = SavedGame.from_state(setup, record, state)
    assert "practice" not in plain.to_json()
    save_game(tmp_path / "plain.tabletop", plain)
    assert load_game(tmp_path / "plain.tabletop").practice is False
    plain.practice = True
    assert plain.to_json()["practice"] is True
    save_game(tmp_path / "practice.tabletop", plain)
    assert load_game(tmp_path / "practice.tabletop").practice is True
