"""Fills a NEW Quiddler game's hidden options from the person's stored word-list settings.

`GameInfo.prepare_options` points here. The game then carries its own copy of the house words and
of the imported list in its options, so a saved game replays with exactly the words it was played
with, whatever the person changes later. Pure Python: storage is Qt-free.
"""

from __future__ import annotations

from typing import Any

from tabletop_desktop.engine.quiddler.packed_words import pack_words
from tabletop_desktop.storage.word_lists import DEFAULT_LEVEL, custom_words, load_word_list_settings


def prepare(options: dict[str, Any]) -> dict[str, Any]:
    """`options` with `word_list`, `custom_words`, `house_allow` and `house_deny` filled in.

    A level chosen in the New Game dialog stands; without one the stored level is used. "custom"
    without an imported list falls back to the stored level (or the default one).
    """
    prepared = dict(options)
    stored, _warnings = load_word_list_settings()
    level = prepared.get("word_list") or stored.level
    words: list[str] = []
    if level == "custom":
        words = custom_words()
        if not words:
            level = stored.level if stored.level != "custom" else DEFAULT_LEVEL
    prepared["word_list"] = level
    # Packed (see packed_words): a plain list of a large import would not fit in a save.
    prepared["custom_words"] = pack_words(words) if words else []
    prepared["house_allow"] = list(stored.allow)
    prepared["house_deny"] = list(stored.deny)
    return prepared
