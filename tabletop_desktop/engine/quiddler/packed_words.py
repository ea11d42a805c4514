"""A game's copy of the person's imported word list, stored compactly in its options.

A game carries the words it is played with in its hidden option `custom_words`, so a saved game
replays exactly whatever the person imports later. A plain JSON list of 200,000 words is about
2.7 MB, and a save holds the options twice (set-up and record): far over storage's 2 MB cap. So a
new game stores the list packed: the sorted words front-coded (each word as how many letters it
shares with the one before, then the rest), compressed with zlib and written as base64 text:

    {"packed": "front-zlib-base64", "count": 200000, "data": "eNp..."}

That is about 2.4 bytes a word (200,000 words: under 500 kB). A plain list of words (older games,
tests, other callers) still works as it always did. Everything that needs the game's list asks
`game_word_list(options)`, which unpacks once per process and caches the result, so a bot's
request for the list costs a dictionary look-up.
"""

from __future__ import annotations

import base64
import binascii
import threading
import zlib
from collections.abc import Iterable, Mapping
from typing import Any, TypeGuard

from tabletop_desktop.engine.quiddler.words import WordList, word_list_for, word_list_key

FORMAT = "front-zlib-base64"
# The most words an imported list may hold, chosen from the time a new game takes: measured in
# the window (2 persons, first game after start), a 100,000-word list adds 0.4 to 0.6 s of CPU
# time to the first game (0.93 to 1.15 s against 0.50 to 0.60 s with a shipped list; 50,000
# words add 0.3 s) and about nothing to the next (0.1 s either way: the list is cached). A game never carries more, so a save claiming more is
# refused before anything is unpacked.
MAX_WORDS = 100_000
MAX_WORD_LETTERS = 20  # ten cards of two letters: no longer word fits in a hand
# One packed line: the shared-prefix character, at most MAX_WORD_LETTERS letters, the separator.
_MAX_LINE_BYTES = MAX_WORD_LETTERS + 2
_SHARED_MAX = 36  # the shared-prefix count is one character: "0" + n, n <= 20 letters


def pack_words(words: Iterable[str]) -> dict[str, Any]:
    """The packed form of `words` (deduplicated and sorted first, so equal lists pack equally)."""
    ordered = sorted(set(words))
    lines: list[str] = []
    previous = ""
    for word in ordered:
        shared = 0
        limit = min(len(word), len(previous), _SHARED_MAX)
        while shared < limit and word[shared] == previous[shared]:
            shared += 1
        lines.append(chr(48 + shared) + word[shared:])
        previous = word
    data = zlib.compress("\n".join(lines).encode("utf-8"), 9)
    return {"packed": FORMAT, "count": len(ordered), "data": base64.b64encode(data).decode("ascii")}


def is_packed(value: Any) -> TypeGuard[dict[str, Any]]:
    """Whether `value` is a packed list (a dict saying so), rather than a plain list of words."""
    return isinstance(value, dict) and value.get("packed") == FORMAT


def unpack_words(value: Mapping[str, Any]) -> list[str]:
    """The words of a packed list, in order. Raises ValueError (with the reason) when the data is
    not a list this module packed: wrong format, bad base64, damaged or oversized compressed text,
    or a count that does not match."""
    if not is_packed(value):
        raise ValueError("The imported word list is not in a form this version can read.")
    data, count = value.get("data"), value.get("count")
    if not isinstance(data, str) or not isinstance(count, int) or isinstance(count, bool):
        raise ValueError("The imported word list is damaged.")
    if not 0 <= count <= MAX_WORDS:
        raise ValueError(f"The imported word list is too large: it claims {count:,} words and a "
                         f"game plays with at most {MAX_WORDS:,}.")
    try:
        raw = base64.b64decode(data.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        # Never inflate more than `count` words can take: a small file cannot expand to millions.
        text = inflater.decompress(raw, max(1, count * _MAX_LINE_BYTES))
        if inflater.unconsumed_tail or not inflater.eof:
            raise ValueError("The imported word list is damaged or too large.")
        lines = text.decode("utf-8").split("\n") if text else []
    except (binascii.Error, UnicodeError, zlib.error) as exc:
        raise ValueError("The imported word list is damaged.") from exc
    words: list[str] = []
    previous = ""
    for line in lines:
        shared = ord(line[0]) - 48 if line else -1
        if not 0 <= shared <= min(len(previous), _SHARED_MAX):
            raise ValueError("The imported word list is damaged.")
        previous = previous[:shared] + line[1:]
        words.append(previous)
    if len(words) != count:
        raise ValueError("The imported word list is damaged (its word count does not match).")
    return words


def custom_word_count(value: Any) -> int:
    """How many words the option `custom_words` holds (packed or plain), without unpacking."""
    if is_packed(value):
        count = value.get("count")
        return count if isinstance(count, int) and not isinstance(count, bool) else 0
    return len(value) if isinstance(value, list | tuple) else 0


_lock = threading.Lock()
# packed data text -> its words; a few games' lists at most (a str keeps its hash, so looking
# the same option value up again does not rehash half a megabyte).
_unpacked: dict[str, list[str]] = {}
_lists: dict[tuple, tuple[WordList, str]] = {}


def cached_words(value: Mapping[str, Any]) -> list[str]:
    """`unpack_words(value)`, unpacked once per process (the list is shared: do not change it)."""
    data = value.get("data")
    key = data if isinstance(data, str) else None  # anything else is refused by unpack_words
    with _lock:
        words = _unpacked.get(key) if key is not None else None
    if words is None:
        words = unpack_words(value)
        if key is not None:
            with _lock:
                if len(_unpacked) >= 4:
                    _unpacked.pop(next(iter(_unpacked)))
                _unpacked[key] = words
    return words


def _plain_options(options: Mapping[str, Any]) -> dict[str, Any]:
    value = options.get("custom_words")
    if not is_packed(value):
        return dict(options)
    return {**options, "custom_words": cached_words(value)}


def _resolved(options: Mapping[str, Any]) -> tuple[WordList, str]:
    value = options.get("custom_words")
    if not is_packed(value):
        return word_list_for(options), word_list_key(options)
    cache_key = (
        value.get("data"),
        str(options.get("word_list")),
        tuple(options.get("house_allow") or ()),
        tuple(options.get("house_deny") or ()),
    )
    with _lock:
        found = _lists.get(cache_key)
    if found is None:
        plain = _plain_options(options)
        found = (word_list_for(plain), word_list_key(plain))
        with _lock:
            if len(_lists) >= 8:
                _lists.pop(next(iter(_lists)))
            _lists[cache_key] = found
    return found


def game_word_list(options: Mapping[str, Any]) -> WordList:
    """The list a game with these options judges words by (`words.word_list_for`, with a packed
    `custom_words` unpacked first). Raises ValueError when a packed list is damaged."""
    return _resolved(options)[0]


def game_word_list_key(options: Mapping[str, Any]) -> str:
    """`words.word_list_key` of the options with their words unpacked: a packed list and the same
    words as a plain list have the same key."""
    return _resolved(options)[1]
