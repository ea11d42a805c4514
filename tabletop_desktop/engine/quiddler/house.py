"""Fills a NEW Quiddler game's hidden options from the person's stored word-list settings.

`GameInfo.prepare_options` points here. The game then carries its own copy of the house words and
of the imported list in its options, so a saved game replays with exactly the words it was played
with, whatever the person changes later. Pure Python: storage is Qt-free.
"""

from __future__ import annotations

from typing import Any

from tabletop_desktop.engine.quiddler.packed_words import pack_words
from tabletop_desktop.storage.word_lists import (
    DEFAULT_LEVEL,
    custom_path,
    load_word_list_settings,
    read_custom_words,
    read_packed_custom,
)

# (file identity, packed list) of the imported list last read: every new game and "Play again"
# would read it again otherwise.
_last: tuple[tuple[str, int, int], dict[str, Any]] | None = None


def _packed_custom_list() -> tuple[dict[str, Any] | list, list[str]]:
    """The imported list, packed ([] when there is none), read again only when its file changed,
    and warnings (a list that cannot be used)."""
    global _last
    try:
        path = custom_path()
        info = path.stat()
        identity = (str(path), info.st_mtime_ns, info.st_size)
    except OSError:
        return [], []
    if _last is not None and _last[0] == identity:
        return dict(_last[1]), []
    packed = read_packed_custom()  # written with the list: no reading, checking and packing
    warnings: list[str] = []
    if packed is None:
        words, warnings = read_custom_words()
        if not words:
            return [], warnings
        packed = pack_words(words)
    _last = (identity, packed)
    return dict(packed), warnings


def prepare_with_warnings(options: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """`options` with `word_list`, `custom_words`, `house_allow` and `house_deny` filled in, and
    sentences about the person's word-list files that could not be used (to show them).

    A level chosen in the New Game dialog stands; without one the stored level is used. "custom"
    without an imported list falls back to the stored level (or the default one).
    """
    prepared = dict(options)
    stored, warnings = load_word_list_settings()
    level = prepared.get("word_list") or stored.level
    packed: dict[str, Any] | list = []
    if level == "custom":
        packed, custom_warnings = _packed_custom_list()
        warnings += custom_warnings
        if not packed:
            level = stored.level if stored.level != "custom" else DEFAULT_LEVEL
    prepared["word_list"] = level
    # Packed (see packed_words): a plain list of a large import would not fit in a save.
    prepared["custom_words"] = packed
    prepared["house_allow"] = list(stored.allow)
    prepared["house_deny"] = list(stored.deny)
    return prepared, warnings


def prepare(options: dict[str, Any]) -> dict[str, Any]:
    """`prepare_with_warnings` without the warnings."""
    return prepare_with_warnings(options)[0]
