"""A new Quiddler game's hidden word options, from the house words and imported list as data.

The game carries its own copy of the house words and of the imported list in its options, so a
saved game replays with exactly the words it was played with, whatever the person changes later.
Reading the person's files is storage's business (`storage/word_lists.prepare_with_warnings`
reads them and calls `word_options` here); the engine only ever sees the words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

CUSTOM = "custom"


def word_options(options: Mapping[str, Any], stored_level: str, fallback_level: str,
                 allow: Sequence[str], deny: Sequence[str],
                 custom: Mapping[str, Any] | list) -> dict[str, Any]:
    """`options` with `word_list`, `custom_words`, `house_allow` and `house_deny` filled in.

    A level chosen in the New Game dialog stands; without one `stored_level` is used. "custom"
    without an imported list (`custom` empty; else packed, see packed_words) falls back to
    `fallback_level` (the stored level, or the default one when that is "custom")."""
    prepared = dict(options)
    level = prepared.get("word_list") or stored_level
    packed: Mapping[str, Any] | list = []
    if level == CUSTOM:
        packed = custom
        if not packed:
            level = fallback_level
    prepared["word_list"] = level
    # Packed (see packed_words): a plain list of a large import would not fit in a save.
    prepared["custom_words"] = dict(packed) if packed else []
    prepared["house_allow"] = list(allow)
    prepared["house_deny"] = list(deny)
    return prepared
