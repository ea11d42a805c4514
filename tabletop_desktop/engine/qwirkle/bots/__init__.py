"""Qwirkle's bots, one module per level (see `info.BOT_LEVELS` for their names and time limits).

Every bot sees only a `QwirkleView` and returns a legal action; given the same view and an RNG in
the same state it returns the same action (search bots cap their samples as well as their time).
"""

from __future__ import annotations

from typing import Any


def make_bot(level_key: str) -> Any:
    """The bot for a level key: "beginner", "casual", "strong" or "expert"."""
    from tabletop_desktop.engine.qwirkle.info import INFO

    level = INFO.bot_level(level_key)  # KeyError for unknown keys
    if level_key == "beginner":
        from tabletop_desktop.engine.qwirkle.bots.beginner import BeginnerBot

        return BeginnerBot(level)
    if level_key == "casual":
        from tabletop_desktop.engine.qwirkle.bots.casual import CasualBot

        return CasualBot(level)
    if level_key == "strong":
        from tabletop_desktop.engine.qwirkle.bots.strong import StrongBot

        return StrongBot(level)
    from tabletop_desktop.engine.qwirkle.bots.expert import ExpertBot

    return ExpertBot(level)
