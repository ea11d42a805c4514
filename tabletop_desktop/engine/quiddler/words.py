"""Word lists: which words count, and the index the solver searches.

`WordList(words)` keeps every letters-only word of at least 2 letters (lowercased) for `in`, and
groups them by their letter multiset (an exact integer key: 5 bits per letter), so the solver can
ask "which words use exactly these letters?" for each part of a hand with one dictionary look-up.

`load_word_list(level)` loads a shipped list (`resources/words/<level>.txt.gz`, built by
`scripts/build_word_lists.py` from SCOWL) once per process; `word_list_for(options)` gives the list
a game's options ask for (a level or the person's own words, with house allow and deny lists).
"""

from __future__ import annotations

import gzip
import hashlib
import re
import threading
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

LEVELS: tuple[str, ...] = ("common", "standard", "full")
DEFAULT_LEVEL = "full"
CUSTOM = "custom"
MIN_WORD_LETTERS = 2

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
# Each letter owns a 5-bit field of the key, so a letter may appear up to 31 times in a word
# before fields could run into each other; longer words are kept for `in` but not indexed.
LETTER_WEIGHT: dict[str, int] = {c: 1 << (5 * i) for i, c in enumerate(_ALPHABET)}
MAX_INDEXED_LETTERS = 31
_LETTERS_ONLY = re.compile(r"[a-z]+")


def letter_key(text: str) -> int:
    """The letter-multiset key of `text` (anagrams share a key; any two different multisets of at
    most 31 letters differ)."""
    return sum(map(LETTER_WEIGHT.__getitem__, text))


class WordList:
    """A set of words with the solver's anagram index.

    Built once from any iterable of words: each is stripped and lowercased; anything that is not
    letters a-z only, or shorter than 2 letters, is ignored.
    """

    __slots__ = ("_words", "_by_key", "name")

    def __init__(self, words: Iterable[str] = (), *, name: str = "") -> None:
        # An imported list as a game stores it is already clean: one check for all of it.
        kept = set(words) if isinstance(words, list) and _all_clean(words) else _cleaned(words)
        self._words: frozenset[str] = frozenset(kept)
        self._by_key: dict[int, tuple[str, ...]] = _index(sorted(kept))
        self.name = name

    @classmethod
    def _trusted(cls, words: list[str], name: str) -> WordList:
        """A list from words already known to be clean (a shipped file): skips the checks."""
        self = cls.__new__(cls)
        self._words = frozenset(words)
        self._by_key = _index(words)
        self.name = name
        return self

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._words))

    def __repr__(self) -> str:
        return f"WordList({self.name or 'custom'}, {len(self._words)} words)"

    def anagrams(self, key: int) -> tuple[str, ...]:
        """The words whose letter multiset has this `letter_key` (empty when none)."""
        return self._by_key.get(key, ())

    @property
    def index(self) -> Mapping[int, tuple[str, ...]]:
        """letter key -> the words with those letters (read only by convention)."""
        return self._by_key

    def subset(self, keep: object, name: str = "") -> WordList:
        """The words of this list for which `keep(word)` is true (a function), or that are also in
        `keep` (a `WordList` or set): a bot's smaller vocabulary inside the game's list."""
        if callable(keep):
            words = sorted(w for w in self._words if keep(w))
        else:
            words = sorted(w for w in self._words if w in keep)  # type: ignore[operator]
        return WordList._trusted(words, name or self.name)

    def changed(
        self, allow: Iterable[str] = (), deny: Iterable[str] = (), name: str = ""
    ) -> WordList:
        """A copy with the house `allow` words added and the `deny` words removed (cheap: the
        index is copied, not rebuilt)."""
        add = WordList(allow)._words - self._words
        remove = WordList(deny)._words & (self._words | add)
        if not add and not remove:
            return self
        new = WordList.__new__(WordList)
        new._words = (self._words | add) - remove
        by_key = dict(self._by_key)
        for word in sorted(add - remove):
            if len(word) <= MAX_INDEXED_LETTERS:
                key = letter_key(word)
                by_key[key] = tuple(sorted(by_key.get(key, ()) + (word,)))
        for word in remove:
            if len(word) <= MAX_INDEXED_LETTERS:
                key = letter_key(word)
                rest = tuple(w for w in by_key.get(key, ()) if w != word)
                if rest:
                    by_key[key] = rest
                else:
                    by_key.pop(key, None)
        new._by_key = by_key
        new.name = name or self.name
        return new


def _cleaned(words: Iterable[object]) -> set[str]:
    """Each item stripped and lowercased, kept when it is letters a-z only, 2 letters or more."""
    kept: set[str] = set()
    fullmatch = _LETTERS_ONLY.fullmatch
    for raw in words:
        if not isinstance(raw, str):
            continue
        word = raw.strip().lower()
        if len(word) >= MIN_WORD_LETTERS and fullmatch(word):
            kept.add(word)
    return kept


_CLEAN_LINES = re.compile(r"(?:[a-z]{2,}\n)*[a-z]{2,}")


def _all_clean(words: list) -> bool:
    """Whether every item is a lowercase letters-only word of at least 2 letters (checked by one
    regular-expression match over all of them instead of one per word)."""
    if not words or not all(isinstance(w, str) for w in words):
        return False
    return _CLEAN_LINES.fullmatch("\n".join(words)) is not None


def _index(words: list[str]) -> dict[int, tuple[str, ...]]:
    """Group sorted words by letter key (tuples keep each group's sorted order)."""
    weight = LETTER_WEIGHT.__getitem__
    by_key: dict[int, Any] = {}
    get = by_key.get
    for word in words:
        if len(word) > MAX_INDEXED_LETTERS:
            continue
        key = sum(map(weight, word))
        group = get(key)
        if group is None:
            by_key[key] = (word,)
        else:
            by_key[key] = group + (word,)
    return by_key


_lock = threading.Lock()
_loaded: dict[str, WordList] = {}
_built: dict[str, WordList] = {}


def load_word_list(level: str = DEFAULT_LEVEL) -> WordList:
    """The shipped list of this level ("common", "standard" or "full"), loaded once per process."""
    if level not in LEVELS:
        raise ValueError(f"There is no word list called {level!r} (choose {', '.join(LEVELS)}).")
    with _lock:
        found = _loaded.get(level)
        if found is None:
            from tabletop_desktop.resources import resource_path

            data = resource_path("words", f"{level}.txt.gz").read_bytes()
            words = gzip.decompress(data).decode("ascii").split()
            found = _loaded[level] = WordList._trusted(words, level)
        return found


def _as_words(value: Any) -> list[str]:
    if isinstance(value, str):
        return value.split()
    if isinstance(value, (list, tuple)):
        return [w for w in value if isinstance(w, str)]
    return []


def word_list_key(options: Mapping[str, Any]) -> str:
    """A short fingerprint of the word list these options make: equal keys, equal lists."""
    level = options.get("word_list", DEFAULT_LEVEL)
    digest = hashlib.sha256()
    for part in (
        str(level),
        "\n".join(_as_words(options.get("custom_words"))) if level == CUSTOM else "",
        "\n".join(sorted(_as_words(options.get("house_allow")))),
        "\n".join(sorted(_as_words(options.get("house_deny")))),
    ):
        digest.update(part.encode("utf-8", "replace"))
        digest.update(b"\0")
    return f"{level}:{digest.hexdigest()[:16]}"


def word_list_for(options: Mapping[str, Any]) -> WordList:
    """The list a game with these options judges words by: `word_list` (a level, or "custom" for
    `custom_words`), plus `house_allow`, minus `house_deny`. Cached by content."""
    level = options.get("word_list", DEFAULT_LEVEL)
    allow = _as_words(options.get("house_allow"))
    deny = _as_words(options.get("house_deny"))
    if level != CUSTOM and level not in LEVELS:
        level = DEFAULT_LEVEL
    if level != CUSTOM and not allow and not deny:
        return load_word_list(level)
    key = word_list_key({**options, "word_list": level})
    with _lock:
        found = _built.get(key)
    if found is not None:
        return found
    if level == CUSTOM:
        base = WordList(_as_words(options.get("custom_words")), name="custom")
    else:
        base = load_word_list(level)
    found = base.changed(allow, deny, name=f"{base.name} + house words" if allow or deny else "")
    with _lock:
        if len(_built) > 8:  # a few games' lists at most; forget the oldest
            _built.pop(next(iter(_built)))
        _built[key] = found
    return found
