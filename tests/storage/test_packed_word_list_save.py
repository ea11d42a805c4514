"""A saved game's packed word list is never inflated past what a game may carry: a small file
that claims, or expands to, millions of words is refused at once with a message (opening it,
and the Continue offer at start, which reads the autosave)."""

from __future__ import annotations

import base64
import json
import time
import zlib

import pytest

from tabletop_desktop.engine.quiddler.packed_words import FORMAT, MAX_WORDS, pack_words
from tabletop_desktop.storage.autosaves import autosave_path, read_autosave
from tabletop_desktop.storage.jsonfile import StoredFileError
from tabletop_desktop.storage.saves import GameSetup, SavedGame, SeatSetup, load_game, save_game

EIGHT_MILLION = 8_000_000


def _quiddler_save(path) -> dict:
    """A real saved Quiddler game with an imported list of three words, as JSON."""
    from tabletop_desktop.engine.quiddler.api import new_game
    from tabletop_desktop.engine.replay import GameRecord

    options = {"word_list": "custom", "custom_words": pack_words(["qi", "quiz", "zebra"])}
    seats = [SeatSetup("Ada", "person"), SeatSetup("Bo", "person")]
    state = new_game(2, 5, options)
    setup = GameSetup("quiddler", seats, dict(state.options), 5)
    record = GameRecord("quiddler", 5, 2, dict(state.options), [])
    save_game(path, SavedGame.from_state(setup, record, state))
    return json.loads(path.read_text("utf-8"))


def _with_list(data: dict, packed: dict) -> dict:
    data["setup"]["options"]["custom_words"] = packed
    data["record"]["options"]["custom_words"] = packed
    return data


def _bomb(lines: int) -> str:
    """Packed data that expands to `lines` words ("ab", then "ab" again and again: 3 bytes each)
    from a few kilobytes."""
    text = b"0ab" + b"\n2" * (lines - 1)
    return base64.b64encode(zlib.compress(text, 9)).decode("ascii")


@pytest.mark.parametrize("claimed", [EIGHT_MILLION, 100])
def test_a_small_save_whose_list_expands_to_millions_of_words_is_refused_at_once(
        tmp_path, claimed):
    path = tmp_path / "bomb.tabletop"
    data = _with_list(_quiddler_save(path), {"packed": FORMAT, "count": claimed,
                                              "data": _bomb(EIGHT_MILLION)})
    path.write_text(json.dumps(data), "utf-8")
    assert path.stat().st_size < 100_000  # the tester's file was 63 KB
    started = time.perf_counter()
    with pytest.raises(StoredFileError) as caught:
        load_game(path)
    assert time.perf_counter() - started < 1.0  # it froze the window 8 s at 1.4 GB
    assert "word list is" in caught.value.message and "too large" in caught.value.message
    assert path.exists()  # a file the person chose is never moved


def test_the_continue_offer_sets_such_an_autosave_aside_with_a_message(tmp_path):
    path = autosave_path("0123456789abcdef")
    path.parent.mkdir(parents=True, exist_ok=True)
    data = _with_list(_quiddler_save(path), {"packed": FORMAT, "count": EIGHT_MILLION,
                                              "data": _bomb(EIGHT_MILLION)})
    path.write_text(json.dumps(data), "utf-8")
    started = time.perf_counter()
    saved, warnings = read_autosave()
    assert time.perf_counter() - started < 1.0
    assert saved is None and "too large" in warnings[0] and "set aside" in warnings[0]


def test_a_list_at_the_cap_still_loads(tmp_path):
    path = tmp_path / "fine.tabletop"
    words = [a + b + c for a in "bcdfghjklm" for b in "aeiou" for c in "bcdfghjklmnprstvwxyz"]
    assert len(words) <= MAX_WORDS
    path.write_text(json.dumps(_with_list(_quiddler_save(path), pack_words(words))), "utf-8")
    assert load_game(path).setup.options["custom_words"]["count"] == len(words)
