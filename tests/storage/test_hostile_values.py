"""Values that are valid JSON but impossible (a date in the year 9999 in the last time zone, a
score of 10**4000, a starting seat of 10**100) and names full of control characters: reading
reports and sets them aside, and nothing later (local time, averages, New Game) can raise."""

from __future__ import annotations

import json

from tabletop_desktop.engine.registry import game
from tabletop_desktop.storage import fields as f
from tabletop_desktop.storage.autosaves import autosave_path, read_autosaves, write_autosave
from tabletop_desktop.storage.jsonfile import envelope, write_json_atomic
from tabletop_desktop.storage.records import GameSummary, record_finished_game
from tabletop_desktop.storage.saves import SavedGame, load_game, save_game
from tabletop_desktop.storage.settings import load_settings, settings_path
from tabletop_desktop.storage.statistics import load_statistics
from tests.storage.helpers import chips_autosaved, chips_game, chips_saved

IMPOSSIBLE_DATE = "9999-12-31T23:59:59-12:00"
HOSTILE_NAME = "Ada\n\x1b[31m\u202e<img src=/dev/zero>\x00" + "x" * 500


def _edit(path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _finished_record(seed: int = 3):
    setup, record, state, history = chips_game(seed)
    summary = GameSummary.from_history(game("chips"), setup, state, history, setup.names())
    return record_finished_game(SavedGame.from_state(setup, record, state), summary)


def test_an_impossible_date_in_the_autosave_reads_as_the_file_time_and_keeps_the_game():
    # The dates are the app's own (a wrong clock wrote them): they never make the game damaged.
    saved = chips_autosaved()
    write_autosave(saved)
    path = autosave_path(saved.autosave_id)
    _edit(path, lambda d: d.update(created=IMPOSSIBLE_DATE, updated="yesterday"))
    listing = read_autosaves()
    assert listing.warnings == [] and len(listing.games) == 1
    [game_read] = listing.games
    assert game_read.record == saved.record and path.exists()
    assert abs((game_read.updated - f.now()).total_seconds()) < 60  # the file's own time
    assert game_read.created == game_read.updated
    game_read.updated.astimezone()  # usable as local time


def test_dates_read_back_are_usable_as_local_time():
    for text in ("0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-12:00", "1969-12-31T23:00"):
        try:
            moment = f.need_time(text, "bad")
        except f.Invalid:
            continue
        moment.astimezone()  # must not raise
        raise AssertionError(f"{text} was accepted")
    assert f.need_time("2026-01-02T03:04:05+02:00", "bad").hour == 1


def test_an_impossible_date_or_score_in_a_record_leaves_statistics_working():
    good = _finished_record()
    bad_date = _finished_record(4)  # the app's own date: read as the file's time, kept
    _edit(bad_date, lambda d: d.update(finished=IMPOSSIBLE_DATE))
    bad_score = _finished_record(5)
    _edit(bad_score, lambda d: d["summary"]["seats"][0].update(score=10**4000))
    stats, warnings = load_statistics("chips")
    assert stats.games_played == 2
    assert stats.average_score is not None
    assert len(warnings) == 1
    assert good.exists() and bad_date.exists() and not bad_score.exists()


def test_a_huge_starting_seat_in_the_new_game_choices_is_dropped_with_a_warning():
    defaults = {
        "qwirkle": {
            "seats": [{"name": "Ada", "kind": "person", "level": None},
                      {"name": "Bo", "kind": "bot", "level": "casual"}],
            "options": {"first_move": "free", "starter": 10**100, "undo": True},
        },
        "chips": {"seats": [{"name": HOSTILE_NAME, "kind": "person", "level": None}],
                  "options": {"undo": True}},
    }
    write_json_atomic(settings_path(),
                      envelope("settings", 1, {"theme": "dark", "new_game_defaults": defaults}))
    settings, warnings = load_settings()
    assert settings.theme == "dark"
    assert "qwirkle" not in settings.new_game_defaults
    assert any("new-game choices" in w for w in warnings)
    name = settings.new_game_defaults["chips"]["seats"][0]["name"]
    assert name == f.clean_text(HOSTILE_NAME, f.NAME_CHARS)


def test_names_from_files_lose_control_characters_and_are_cut(tmp_path):
    path = tmp_path / "game.tabletop"
    save_game(path, chips_saved())
    _edit(path, lambda d: d["setup"]["seats"][0].update(name=HOSTILE_NAME))
    saved = load_game(path)
    name = saved.setup.seats[0].name
    assert len(name) <= f.NAME_CHARS
    assert name.startswith("Ada") and "<img src=/dev/zero>" in name
    assert not any(ord(ch) < 32 or ch == "\u202e" for ch in name)


def test_record_names_and_texts_are_cleaned():
    path = _finished_record()

    def change(d):
        d["summary"]["seats"][0]["name"] = HOSTILE_NAME
        if d["summary"]["best_move"]:
            d["summary"]["best_move"]["description"] = "a\nb\x07c"
    _edit(path, change)
    stats, warnings = load_statistics("chips")
    assert warnings == [] and stats.games_played == 1
    from tabletop_desktop.storage.records import load_records

    games, _ = load_records("chips")
    seat = games[0].summary.seats[0]
    assert len(seat.name) <= f.NAME_CHARS and "\n" not in seat.name
    move = games[0].summary.best_move
    assert move is None or "\n" not in move.description


def test_game_extras_of_every_game_read_back_and_absurd_ones_are_refused():
    import pytest

    from tabletop_desktop.storage.records import _extras_from_json

    quiddler = {"best_word": {"seat": 1, "word": "quiz", "cards": ["qu", "i", "z"], "points": 31,
                              "round": 4}, "words": [3, 5], "went_out": [1, 0], "bonuses": [0, 1]}
    qwixx = {"rolls": 40, "locked": ["red"], "penalties": [0, 2], "red_crosses": [5, 3]}
    assert _extras_from_json(quiddler) == quiddler
    assert _extras_from_json(qwixx) == qwixx
    for bad in ({"x": 10**4000}, {"x": [[[[1]]]]}, {"x": list(range(100))}, {"x": float("nan")},
                {"x": {"y": {"z": {"w": 1}}}}):
        with pytest.raises(f.Invalid):
            _extras_from_json(bad)
