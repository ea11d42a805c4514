"""Qwixx's bots, one module per level (see `info.BOT_LEVELS` for their names and time limits).

Every bot sees only a `QwixxView` and returns a legal action; given the same view and an RNG in the
same state it returns the same action.
"""

from __future__ import annotations

import importlib
from typing import Any

# level key -> (module, class)
_BOTS = {
    "beginner": ("beginner", "BeginnerBot"),
    "casual": ("casual", "CasualBot"),
    "strong": ("strong", "StrongBot"),
    "expert": ("expert", "ExpertBot"),
}


def make_bot(level_key: str) -> Any:
    """The bot for a level key: "beginner", "casual", "strong" or "expert"."""
    from tabletop_desktop.engine.qwixx.info import INFO

    level = INFO.bot_level(level_key)  # KeyError for unknown keys
    module_name, class_name = _BOTS[level_key]
    full_name = f"{__name__}.{module_name}"
    try:
        module = importlib.import_module(full_name)
    except ModuleNotFoundError as exc:
        if exc.name != full_name:
            raise
        raise LookupError(f"The Qwixx {level.name} bot is not built yet.") from None
    return getattr(module, class_name)(level)
