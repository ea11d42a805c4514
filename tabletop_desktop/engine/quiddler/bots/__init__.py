"""Quiddler's bots, one module per level (see `info.BOT_LEVELS` for their names and time limits).

Every bot sees only a `QuiddlerView` and returns a legal action; given the same view and an RNG in
the same state it returns the same action.
"""

from __future__ import annotations

from typing import Any


def make_bot(level_key: str) -> Any:
    """The bot for a level key: "easy", "medium" or "hard".

    A bot sits down with the default word list already loaded (about 0.15 s once per process),
    so its first move is no slower than the others."""
    from tabletop_desktop.engine.quiddler.info import INFO, OPTIONS
    from tabletop_desktop.engine.quiddler.words import LEVELS, load_word_list

    level = INFO.bot_level(level_key)  # KeyError for unknown keys
    default = next((o.default for o in OPTIONS if o.key == "word_list"), None)
    if default in LEVELS:
        load_word_list(str(default))
    if level_key == "easy":
        from tabletop_desktop.engine.quiddler.bots.easy import EasyBot

        return EasyBot(level)
    if level_key == "medium":
        from tabletop_desktop.engine.quiddler.bots.medium import MediumBot

        return MediumBot(level)
    from tabletop_desktop.engine.quiddler.bots.hard import HardBot

    return HardBot(level)
