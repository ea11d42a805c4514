"""The imported word list a game carries, packed: exact round trip, damaged data refused, and the
largest list a game may carry (MAX_WORDS) whose saved game stays under storage's 2 MB cap and
replays exactly."""

from __future__ import annotations

import base64
import random
import time
import zlib

import pytest

from tabletop_desktop.engine.quiddler import words as words_module
from tabletop_desktop.engine.quiddler.api import game_options, new_game
from tabletop_desktop.engine.quiddler.packed_words import (
    MAX_WORDS,
    custom_word_count,
    game_word_list,
    game_word_list_key,
    pack_words,
    unpack_words,
)
from tabletop_desktop.engine.quiddler.words import load_word_list, word_list_for, word_list_key


def _big_list(count: int = MAX_WORDS) -> list[str]:
    """Real words first (the shipped full list), then each with an ending, up to `count`."""
    base = list(load_word_list("full"))
    seen = set(base)
    out = list(base)
    for ending in ("s", "ed", "ing", "er", "ly", "ness"):
        for word in base:
            if len(out) >= count:
                return out
            grown = word + ending
            if grown not in seen and len(grown) <= 20:
                seen.add(grown)
                out.append(grown)
    return out


def test_packing_round_trips_exactly_and_sorts():
    words = ["zebra", "quiz", "qi", "quiz", "quizzed", "a" * 20, "ab"]
    packed = pack_words(words)
    assert packed["count"] == 6 and custom_word_count(packed) == 6
    assert unpack_words(packed) == sorted(set(words))
    assert pack_words(reversed(words)) == packed  # equal lists pack equally
    assert unpack_words(pack_words([])) == []


def test_a_packed_list_judges_like_the_plain_list_with_the_same_key():
    words = ["ax", "quiz", "xylophone", "zebra"]  # sorted, as a game stores them
    plain = {"word_list": "custom", "custom_words": words, "house_allow": ["qi"],
             "house_deny": ["ax"]}
    packed = {**plain, "custom_words": pack_words(words)}
    a, b = word_list_for(plain), game_word_list(packed)
    assert sorted(a) == sorted(b) == ["qi", "quiz", "xylophone", "zebra"]
    assert game_word_list_key(packed) == word_list_key(plain)
    assert game_word_list(packed) is b  # cached: a bot's request is a look-up


@pytest.mark.parametrize("damage", [
    lambda p: {**p, "data": p["data"][:-8]},
    lambda p: {**p, "data": "not base64!"},
    lambda p: {**p, "count": p["count"] + 1},
    lambda p: {**p, "data": base64.b64encode(zlib.compress(b"\xff\xfe")).decode()},
    lambda p: {**p, "data": base64.b64encode(zlib.compress(b"9abc")).decode(), "count": 1},
    lambda p: {**p, "count": "3"},
    lambda p: {**p, "packed": "something-else"},
])
def test_damaged_packed_lists_are_refused_with_a_reason(damage):
    packed = damage(pack_words(["quiz", "quizzes", "zebra"]))
    with pytest.raises(ValueError, match="word"):
        game_options({"word_list": "custom", "custom_words": packed})


def test_a_compression_bomb_is_refused():
    bomb = zlib.compress(b"0" + b"a" * (30 * 1024 * 1024), 9)
    packed = {"packed": "front-zlib-base64", "count": 1,
              "data": base64.b64encode(bomb).decode()}
    with pytest.raises(ValueError, match="too large"):
        unpack_words(packed)


def test_an_empty_packed_list_is_refused_like_an_empty_plain_one():
    with pytest.raises(ValueError, match="empty"):
        game_options({"word_list": "custom", "custom_words": pack_words([])})


def test_the_largest_list_saves_under_the_cap_and_replays_exactly(tmp_path):
    from tabletop_desktop.session.game_session import GameSession
    from tabletop_desktop.storage.jsonfile import MAX_BYTES_BY_KIND
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup, load_game, save_game

    words = _big_list()
    assert len(words) == MAX_WORDS
    options = {"word_list": "custom", "custom_words": pack_words(words)}
    setup = GameSetup("quiddler", [SeatSetup("Ada", "person", None),
                                   SeatSetup("Bo", "person", None)], options, 7)
    session = GameSession(setup, autosave=False)
    rng = random.Random(3)
    for _ in range(30):  # some draws and discards
        seat = session.state.pending()[0]
        assert session.submit(rng.choice(session.state.legal_actions(seat)))
    path = tmp_path / "big.tabletop"
    save_game(path, session.saved_game())
    assert path.stat().st_size < MAX_BYTES_BY_KIND["save"] // 2
    loaded = load_game(path)
    assert loaded.record.actions == session.record().actions
    assert loaded.snapshot == session.state.snapshot()
    replayed = new_game(2, 7, loaded.setup.options)
    assert len(replayed.words) == len(words_module.WordList(words))
    # A bot asking for the list gets it at once (cached per process).
    view = session.state.view_for(0)
    started = time.perf_counter()
    for _ in range(100):
        assert view.word_list() is replayed.words
    assert time.perf_counter() - started < 0.05
    # Another game with the same list (a load, a replay) does not unpack it again.
    started = time.perf_counter()
    new_game(2, 8, loaded.setup.options)
    assert time.perf_counter() - started < 0.05
