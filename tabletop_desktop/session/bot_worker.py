"""What runs inside the worker process for heavy bots.

The worker receives only picklable data (the engine module's name, a level key, the seat's frozen
view, a seed and a budget), imports the engine itself and makes the bot there. Keeping this module
free of Qt keeps the worker's start-up short: a spawned process imports only what it needs.

Frozen apps (PyInstaller): the spawn start method starts the app's own executable again, so the
entry point must call `multiprocessing.freeze_support()` first thing in `main()`.
"""

from __future__ import annotations

import importlib
import os
import random
from typing import Any

from tabletop_desktop.engine.core import Action, View

# Bots are reused between requests so a bot that builds tables once pays for it once per worker.
_bots: dict[tuple[str, str], Any] = {}


def init_worker() -> None:
    """Run once in each new worker: a lower priority so the window's process wins the CPU."""
    if hasattr(os, "nice"):
        try:
            os.nice(5)
        except OSError:
            pass  # Not allowed here; the worker simply keeps the normal priority.


def bot_for(engine_module: str, level_key: str) -> Any:
    """The bot for `level_key` of the game whose engine is `engine_module`, made once per process."""
    key = (engine_module, level_key)
    bot = _bots.get(key)
    if bot is None:
        bot = importlib.import_module(engine_module).make_bot(level_key)
        _bots[key] = bot
    return bot


def choose(engine_module: str, level_key: str, view: View, seed: int, budget_s: float) -> Action:
    """Ask the bot for its action inside the worker process (one request at a time per process)."""
    return bot_for(engine_module, level_key).choose(view, random.Random(seed), budget_s)


def choose_fresh(engine_module: str, level_key: str, view: View, seed: int, budget_s: float) -> Action:
    """Ask a new bot for its action; threads use this so two seats never share a bot's scratch data."""
    bot = importlib.import_module(engine_module).make_bot(level_key)
    return bot.choose(view, random.Random(seed), budget_s)


def warm_up(engine_module: str) -> bool:
    """Import the engine ahead of the first request, so the first bot move is not late."""
    importlib.import_module(engine_module)
    return True
