"""Saved games and the autosave: round trips, and every kind of bad file refused clearly."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tabletop_desktop.storage.autosaves import (
    autosave_path,
    autosaves_dir,
    clear_autosave,
    read_autosaves,
    write_autosave,
)
from tabletop_desktop.storage.jsonfile import StoredFileError
from tabletop_desktop.storage.saves import SAVE_EXTENSION, SavedGame, load_game, save_game
from tests.storage.helpers import chips_autosaved, chips_saved

ID = "0123456789abcdef"


def _offered() -> tuple[list[SavedGame], list[str]]:
    listing = read_autosaves()
    return listing.games, listing.warnings


def test_save_and_load_round_trip(tmp_path):
    saved = chips_saved(moves=5)
    path = tmp_path / f"evening{SAVE_EXTENSION}"
    save_game(path, saved)
    loaded = load_game(path)
    assert loaded == saved
    assert loaded.snapshot["scores"] == saved.snapshot["scores"]


@pytest.mark.parametrize("seed", [0, -3, 2**62])
def test_any_whole_seed_round_trips(tmp_path, seed):
    saved = chips_saved(seed=seed, moves=2)
    save_game(tmp_path / "s.tabletop", saved)
    assert load_game(tmp_path / "s.tabletop").setup.seed == seed


def test_a_finished_game_round_trips(tmp_path):
    saved = chips_saved(moves=None)
    assert saved.snapshot["over"] is True
    save_game(tmp_path / "done.tabletop", saved)
    assert load_game(tmp_path / "done.tabletop") == saved


def test_autosave_write_read_clear():
    assert _offered() == ([], [])
    saved = chips_autosaved(moves=3)
    write_autosave(saved)
    assert autosave_path(saved.autosave_id).suffix == SAVE_EXTENSION
    assert _offered() == ([saved], [])
    clear_autosave(saved.autosave_id)
    assert not autosave_path(saved.autosave_id).exists()
    clear_autosave(saved.autosave_id)  # twice is fine
    assert _offered() == ([], [])


def _edit(change: Callable[[dict[str, Any]], None]) -> bytes:
    data = chips_saved(moves=4).to_json()
    data = json.loads(json.dumps(data))
    change(data)
    return json.dumps(data).encode()


def _set(*keys_and_value: Any) -> Callable[[dict[str, Any]], None]:
    *keys, value = keys_and_value

    def change(data: dict[str, Any]) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


GOOD = json.dumps(chips_saved(moves=4).to_json()).encode()

BAD_AUTOSAVES = {
    "damaged bytes": (GOOD[:50] + b"\xc3\x28" + GOOD[52:], "it is not text"),
    "truncated": (GOOD[: len(GOOD) // 2], "it ends too early"),
    "not JSON": (b"PK\x03\x04 a zip file perhaps", None),
    "foreign JSON": (b'{"players": ["Ada"], "score": 12}', None),
    "seats not a list": (_edit(_set("setup", "seats", "Ada and Robo")), "the seats are missing"),
    "seed a string": (_edit(_set("setup", "seed", "7")), "its seed is not a whole number"),
    "seed a boolean": (_edit(_set("setup", "seed", True)), "its seed is not a whole number"),
    "name a number": (_edit(_set("setup", "seats", 0, "name", 12)), "seat 1 has no usable name"),
    "name too long": (
        _edit(_set("setup", "seats", 0, "name", "A" * 20_000)),
        "seat 1 has no usable name",
    ),
    "alien seat": (
        _edit(_set("setup", "seats", 1, "kind", "alien")),
        "seat 2 is neither a person nor a bot",
    ),
    "unknown bot level": (
        _edit(_set("setup", "seats", 1, "level", "godlike")),
        "seat 2 is a bot of a level Chips does not have",
    ),
    "too many seats": (
        _edit(_set("setup", "seats", [{"name": "A", "kind": "person", "level": None}] * 9)),
        "Chips takes 1 to 4 players; this file has 9",
    ),
    "99 seats": (
        _edit(_set("setup", "seats", [{"name": "A", "kind": "person", "level": None}] * 99)),
        "Chips takes 1 to 4 players; this file has 99",
    ),
    "unknown game": (
        _edit(_set("setup", "game", "chess")),
        "it is for a game this version does not have: chess",
    ),
    "bad option": (
        _edit(_set("setup", "options", {"undo": "sometimes"})),
        "its options are not valid: Option 'Allow taking back a move' must be on or off",
    ),
    "unknown option": (
        _edit(_set("setup", "options", {"cheat": True})),
        "its options are not valid: Unknown option(s): cheat",
    ),
    "actions not a list": (
        _edit(_set("record", "actions", {"0": 1})),
        "the game record's actions are not a list of objects",
    ),
    "record of another game": (
        _edit(_set("record", "seed", 8)),
        "its moves belong to a different game",
    ),
    "illegal move": (
        _edit(_set("record", "actions", 1, "chip", 99)),
        "move 2 cannot be replayed: You have no chip worth 99",
    ),
    "malformed move": (
        _edit(_set("record", "actions", 0, {"type": "teleport", "seat": 0})),
        "move 1 cannot be replayed: unknown action 'teleport'",
    ),
    "snapshot mismatch": (
        _edit(_set("snapshot", "scores", [99, 0])),
        "its moves do not lead to the position it claims",
    ),
    "deep nesting": (
        _edit(_set("setup", "options", json.loads("[" * 50 + "]" * 50))),
        "it is nested too deeply",
    ),
}


@pytest.mark.parametrize("case", BAD_AUTOSAVES)
def test_bad_autosave_is_set_aside_with_a_clear_warning(case):
    content, reason = BAD_AUTOSAVES[case]
    path = autosave_path(ID)
    path.write_bytes(content)
    games, warnings = _offered()
    assert games == []
    assert not path.exists()
    asides = list(path.parent.glob(f"{path.name}.damaged-*"))
    assert len(asides) == 1 and asides[0].read_bytes() == content
    assert len(warnings) == 1
    warning = warnings[0]
    assert warning.endswith(
        f" and was set aside as {asides[0].name}. The game cannot be continued."
    )
    if reason is not None:
        assert warning.startswith(f"This autosaved game is damaged ({reason}) and was set aside")
    else:
        assert warning.startswith("This file is not a Tabletop Desktop autosaved game")
    # The app goes on: a new autosave works at once.
    write_autosave(chips_autosaved(moves=2))
    assert len(_offered()[0]) == 1


def test_opening_a_bad_file_explains_and_leaves_it_where_it_is(tmp_path):
    path = tmp_path / "friend.tabletop"
    path.write_bytes(BAD_AUTOSAVES["illegal move"][0])
    with pytest.raises(StoredFileError) as caught:
        load_game(path)
    assert caught.value.message == (
        "This saved game is damaged (move 2 cannot be replayed: You have no chip worth 99)."
    )
    assert caught.value.path == path and path.exists()


def test_from_state_caches_the_snapshot():
    saved = chips_saved(moves=2)
    again = SavedGame.from_state(saved.setup, saved.record, _replayed(saved), created=saved.created)
    assert again.snapshot == saved.snapshot and again.created == saved.created


def _replayed(saved: SavedGame):
    from tabletop_desktop.engine.replay import replay

    return replay(saved.record)[0]


def test_a_snapshot_with_tuples_compares_as_json(tmp_path, monkeypatch):
    from tests.support.toy_game import ChipsState

    monkeypatch.setattr(
        ChipsState, "snapshot", lambda self: {"scores": self.scores(), "hands": (1, (2,))}
    )
    saved = chips_saved(moves=3)
    save_game(tmp_path / "t.tabletop", saved)
    assert load_game(tmp_path / "t.tabletop") == saved


def test_too_many_moves_are_refused_before_replaying(tmp_path, monkeypatch):
    from tabletop_desktop.storage import saves

    saved = chips_saved(moves=4)
    save_game(tmp_path / "long.tabletop", saved)
    monkeypatch.setattr(saves, "MAX_ACTIONS", 3)
    with pytest.raises(StoredFileError, match=r"damaged \(it holds more than 3 moves\)"):
        load_game(tmp_path / "long.tabletop")


def test_temporaries_left_by_a_killed_write_are_cleaned_up():
    import os
    import time

    folder = autosaves_dir()
    old = folder / f".{ID}.tabletop.abc123.tmp"
    fresh = folder / f".{ID}.tabletop.def456.tmp"
    for path in (old, fresh):
        path.write_text("{half a fi")
    hours_ago = time.time() - 3 * 3600
    os.utime(old, (hours_ago, hours_ago))
    assert _offered() == ([], [])
    assert not old.exists() and fresh.exists()  # a write in progress elsewhere is left alone


def test_an_unchanged_autosave_is_read_and_replayed_once(monkeypatch):
    from tabletop_desktop.storage import saves

    saved = chips_autosaved(moves=3)
    write_autosave(saved)
    reads = []
    real = saves.read_json
    monkeypatch.setattr(saves, "read_json", lambda *a, **k: reads.append(a) or real(*a, **k))
    [first], _ = _offered()
    [second], _ = _offered()
    assert len(reads) == 1
    assert first is not second and first.record.actions == second.record.actions
    write_autosave(chips_saved(moves=4, autosave_id=saved.autosave_id))  # read again
    [third], _ = _offered()
    assert len(reads) == 2 and len(third.record.actions) == 4
