"""One autosave per game in progress: every unfinished game is kept, the single autosave of earlier
versions moves in, a newer version's autosave stays where it is, a wrong clock never makes the
app's own file damaged, and what a kill leaves behind never brings back a finished game nor
records one twice."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from tabletop_desktop.engine.registry import game
from tabletop_desktop.storage import records
from tabletop_desktop.storage.autosaves import (
    autosave_path,
    autosaves_dir,
    clear_autosave,
    legacy_autosave_path,
    read_autosaves,
    write_autosave,
)
from tabletop_desktop.storage.jsonfile import envelope, write_json_atomic
from tabletop_desktop.storage.records import (
    GameSummary,
    load_records,
    record_finished_game,
    records_dir,
)
from tabletop_desktop.storage.saves import SavedGame, load_game, save_game
from tests.storage.helpers import chips_autosaved, chips_game, chips_saved

ROOT = Path(__file__).resolve().parents[2]


def _summary(saved: SavedGame) -> GameSummary:
    setup, _record, state, history = chips_game(saved.setup.seed)
    return GameSummary.from_history(game("chips"), setup, state, history, setup.names())


def _finished(autosave_id: str, seed: int = 7, like: SavedGame | None = None) -> SavedGame:
    """A game of chips played to its end; the same game as `like` (its start time too)."""
    done = chips_saved(seed, moves=None, autosave_id=autosave_id)
    if like is not None:
        done.created = like.created
    return done


def _age(path: Path, hours: float = 2.0) -> None:
    moment = time.time() - hours * 3600
    os.utime(path, (moment, moment))


def _killed_while_renaming(call: str, saved: SavedGame, tmp_path: Path) -> None:
    """Run `call` (write_autosave or record_finished_game of `saved`) in a child process that
    dies right after its temporary file is complete on disk and before the rename, exactly as a
    kill at that moment would leave it."""
    game_file = tmp_path / "game-to-write.tabletop"
    save_game(game_file, saved)
    code = f"""
import os, sys
sys.path.insert(0, {str(ROOT)!r})
import tests.support.toy_game
from tabletop_desktop.storage.saves import load_game
from tabletop_desktop.storage.autosaves import write_autosave
from tabletop_desktop.storage.records import GameSummary, record_finished_game
from tests.storage.test_autosaves import _summary
saved = load_game({str(game_file)!r})
saved.autosave_id = {saved.autosave_id!r}
os.replace = lambda *a, **k: os._exit(9)   # the kill, between fsync and rename
os.link = lambda *a, **k: os._exit(9)
{call}
"""
    child = subprocess.run([sys.executable, "-c", code], env=dict(os.environ), cwd=ROOT,
                           capture_output=True, text=True, timeout=120)
    assert child.returncode == 9, child.stderr


def test_every_game_in_progress_keeps_its_own_autosave():
    first, second = chips_autosaved(seed=1, moves=2), chips_autosaved(seed=2, moves=3)
    write_autosave(first)
    second.updated = first.updated.replace(year=first.updated.year + 1)  # played later
    write_autosave(second)
    listing = read_autosaves()
    assert [g.autosave_id for g in listing.games] == [second.autosave_id, first.autosave_id]
    assert listing.warnings == [] and listing.finished == []
    clear_autosave(second.autosave_id)
    assert [g.autosave_id for g in read_autosaves().games] == [first.autosave_id]


def test_the_single_autosave_of_earlier_versions_moves_into_the_folder():
    old = chips_saved(moves=3)  # no id: written by the earlier version
    save_game(legacy_autosave_path(), old)
    listing = read_autosaves()
    assert listing.warnings == []
    [moved] = listing.games
    assert moved.record == old.record and moved.created == old.created and moved.autosave_id
    assert not legacy_autosave_path().exists()
    assert load_game(autosave_path(moved.autosave_id)).record == old.record
    assert [g.autosave_id for g in read_autosaves().games] == [moved.autosave_id]  # once


def test_an_earlier_autosave_that_cannot_move_stays_where_it_is(app_home):
    old = chips_saved(moves=3)
    save_game(legacy_autosave_path(), old)
    folder = app_home / "state" / "autosaves"
    if folder.is_dir():
        folder.rmdir()
    folder.write_text("a file in the way")
    assert read_autosaves().games == []
    assert load_game(legacy_autosave_path()).record == old.record  # never lost


def test_autosaves_from_a_newer_version_stay_in_place_and_are_not_offered():
    newer = json.dumps(envelope("save", 2, {"setup": {}}))
    autosave_path("00112233aabbccdd").write_text(newer)
    legacy_autosave_path().write_text(newer)
    listing = read_autosaves()
    assert listing.games == []
    assert len(listing.warnings) == 2
    for warning in listing.warnings:
        assert "made by a newer version of Tabletop Desktop" in warning
        assert "left as it is for that version" in warning
    assert autosave_path("00112233aabbccdd").read_text() == newer
    assert legacy_autosave_path().read_text() == newer
    assert not list(autosaves_dir().parent.rglob("*.damaged-*"))


def test_another_kind_of_file_as_an_autosave_is_named_with_the_right_article():
    write_json_atomic(autosave_path("00112233aabbccdd"), envelope("settings", 1, {}))
    [warning] = read_autosaves().warnings
    assert warning.startswith(
        "This file is a Tabletop Desktop settings file, not an autosaved game and was set aside"
    )


def test_a_clock_before_1970_never_makes_the_own_autosave_or_record_damaged(monkeypatch):
    saved = chips_autosaved(moves=3)
    saved.created = saved.updated = datetime(1969, 7, 20, 20, 17, tzinfo=UTC)
    write_autosave(saved)
    listing = read_autosaves()
    assert listing.warnings == [] and [g.record for g in listing.games] == [saved.record]

    class Clock1969(datetime):
        @classmethod
        def now(cls, tz=None):
            return datetime(1969, 7, 20, 20, 17, 40, 123, tzinfo=UTC)

    monkeypatch.setattr(records, "datetime", Clock1969)
    done = _finished("")
    record_finished_game(done, _summary(done))
    games, warnings = load_records("chips")
    assert warnings == [] and len(games) == 1


def test_a_finished_game_in_an_autosave_is_never_offered():
    recorded = _finished("aaaaaaaaaaaaaaaa", seed=3)
    record_finished_game(recorded, _summary(recorded))
    write_autosave(recorded)  # a kill between the record and the clearing
    unrecorded = _finished("bbbbbbbbbbbbbbbb", seed=4)
    write_autosave(unrecorded)  # a kill between the last move and the record
    listing = read_autosaves()
    assert listing.games == []
    assert [g.autosave_id for g in listing.finished] == ["bbbbbbbbbbbbbbbb"]
    assert not autosave_path("aaaaaaaaaaaaaaaa").exists()  # recorded: cleared at once
    assert autosave_path("bbbbbbbbbbbbbbbb").exists()  # kept until the caller recorded it


def test_a_kill_between_fsync_and_rename_never_brings_back_a_finished_game(tmp_path):
    live = chips_autosaved(moves=5)
    write_autosave(live)
    _killed_while_renaming("write_autosave(saved)",
                           chips_saved(moves=6, autosave_id=live.autosave_id), tmp_path)
    [temp] = autosaves_dir().glob(".*.tmp")
    assert json.loads(temp.read_text())["record"]["actions"][5]  # complete, 6 moves
    # Continued from the live file and played to the end: recorded, then cleared.
    done = _finished(live.autosave_id, like=live)
    record_finished_game(done, _summary(done))
    clear_autosave(live.autosave_id)
    for left in autosaves_dir().glob(".*.tmp"):
        _age(left)  # an hour later
    listing = read_autosaves()
    assert listing.games == [] and listing.finished == []
    assert len(load_records("chips")[0]) == 1


def test_a_temporary_autosave_of_a_recorded_game_is_deleted_not_recovered(tmp_path):
    live = chips_autosaved(moves=5)
    _killed_while_renaming("write_autosave(saved)", live, tmp_path)
    done = _finished(live.autosave_id, like=live)
    record_finished_game(done, _summary(done))  # finished in another window, say
    [temp] = autosaves_dir().glob(".*.tmp")
    _age(temp)
    listing = read_autosaves()
    assert listing.games == [] and listing.finished == []
    assert not temp.exists() and not autosave_path(live.autosave_id).exists()


def test_a_temporary_autosave_behind_the_live_one_is_deleted_one_ahead_recovered(tmp_path):
    live = chips_autosaved(moves=6)
    _killed_while_renaming("write_autosave(saved)",
                           chips_saved(moves=4, autosave_id=live.autosave_id), tmp_path)
    write_autosave(live)  # played on after the restart
    [behind] = autosaves_dir().glob(".*.tmp")
    _age(behind, 2)
    # The clock went back meanwhile: the live file looks older, but it is further on.
    _age(autosave_path(live.autosave_id), 2.5)
    [offered] = read_autosaves().games
    assert len(offered.record.actions) == 6 and not behind.exists()

    _killed_while_renaming("write_autosave(saved)",
                           chips_saved(moves=7, autosave_id=live.autosave_id), tmp_path)
    [ahead] = autosaves_dir().glob(".*.tmp")
    _age(ahead)
    [offered] = read_autosaves().games
    assert len(offered.record.actions) == 7 and not ahead.exists()


def test_a_kill_while_writing_the_record_never_counts_the_game_twice(tmp_path):
    done = _finished("cccccccccccccccc")
    _killed_while_renaming("record_finished_game(saved, _summary(saved))", done, tmp_path)
    [temp] = records_dir().glob(".*.tmp")
    # Continue offers the last move again; finishing it records the game: the same record.
    path = record_finished_game(done, _summary(done))
    assert path.is_file() and not temp.exists()
    assert len(list(records_dir().glob("chips-*.json"))) == 1
    games, warnings = load_records("chips")
    assert len(games) == 1 and warnings == []


def test_an_old_temporary_record_of_a_recorded_game_is_deleted(tmp_path):
    done = _finished("dddddddddddddddd")
    _killed_while_renaming("record_finished_game(saved, _summary(saved))", done, tmp_path)
    [temp] = records_dir().glob(".*.tmp")
    # A copy without the fix wrote a second record of the game meanwhile.
    other = records_dir() / f"chips-20260101-000000-000000-{done.fingerprint()}.json"
    other.write_text(temp.read_text())
    _age(temp)
    load_records("chips")
    assert not temp.exists()
    assert list(records_dir().glob(f"*-{done.fingerprint()}.json")) == [other]


def test_a_file_where_the_records_folder_should_be_refuses_the_record(app_home):
    import pytest

    (app_home / "data").mkdir(parents=True, exist_ok=True)
    (app_home / "data" / "records").write_text("not a folder")
    done = _finished("eeeeeeeeeeeeeeee")
    with pytest.raises(OSError, match="is a file"):
        record_finished_game(done, _summary(done))



def test_the_last_autosave_of_a_recorded_game_is_cleared_a_copy_played_on_is_kept():
    from datetime import timedelta

    live = chips_autosaved(moves=5)
    live.updated -= timedelta(seconds=30)  # the autosave before the last move
    write_autosave(live)
    done = _finished("", like=live)
    record_finished_game(done, _summary(done))  # killed before the autosave was cleared
    assert read_autosaves().games == []
    assert not autosave_path(live.autosave_id).exists()

    # The same game opened from a saved file and played on after it was recorded: its own game.
    fork = chips_saved(moves=5, autosave_id="0f0f0f0f0f0f0f0f")
    fork.created = live.created
    fork.updated = done.updated + timedelta(minutes=5)
    write_autosave(fork)
    assert [g.autosave_id for g in read_autosaves().games] == ["0f0f0f0f0f0f0f0f"]
