"""The registry of games: metadata for the home screen and the New Game dialog, and lazy access to
each game's engine module (so start-up imports no engine that is not played).

A game's engine module (e.g. `tabletop_desktop.engine.qwirkle`) provides every function of the
`GameModule` protocol in engine/module.py: new_game, the actions' JSON, determinize, make_bot,
advise, events_for, the finished game's summary hooks and its tournament counters.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import OptionSpec
from tabletop_desktop.engine.module import GameModule, load_engine


@dataclass(frozen=True)
class GameInfo:
    id: str
    name: str
    pitch: str  # one line for the home screen
    min_seats: int
    max_seats: int
    engine_module: str
    available: bool  # False: shown on the home screen as "coming soon", never started
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[BotLevel, ...] = ()
    art: str = ""  # file under resources/art/
    # True when a seat holds pieces the others must not see (a rack, a hand): pass and play then
    # covers the table at each handover. Qwixx's score sheets are public, so it needs no cover.
    hidden_pieces: bool = True
    # "module:function" taking the options dict of a NEW game (never a loaded one) and returning
    # (options, warnings): fills "hidden" options from the person's own files, e.g. Quiddler's
    # house word lists; warnings are sentences about those files that could not be used.
    prepare_options: str = ""
    # "module:function" of the game's own self-test steps (`--self-test`: the screens a bots-only
    # game never shows), called as function(test, window) with the types of
    # views/common/self_test.py; "" for none.
    self_test: str = ""

    def prepared_options(self, options: dict) -> dict:
        return self.prepared_options_with_warnings(options)[0]

    def prepared_options_with_warnings(self, options: dict) -> tuple[dict, list[str]]:
        if not self.prepare_options:
            return dict(options), []
        prepared, warnings = _named_function(self.prepare_options)(dict(options))
        return prepared, list(warnings)

    def self_test_steps(self) -> Callable[..., None] | None:
        """The game's own self-test steps, or None when it has none."""
        return _named_function(self.self_test) if self.self_test else None

    def engine(self) -> GameModule:
        if not self.available:
            raise LookupError(f"{self.name} is not available yet.")
        return load_engine(self.engine_module)

    def bot_level(self, key: str) -> BotLevel:
        for level in self.bot_levels:
            if level.key == key:
                return level
        raise KeyError(f"{self.name} has no bot level '{key}'.")


def _named_function(spec: str) -> Callable[..., Any]:
    """The function a "module:function" string names, its module imported."""
    module_name, _, function = spec.partition(":")
    found = getattr(importlib.import_module(module_name), function)
    if not callable(found):
        raise TypeError(f"{spec} is not a function.")
    return found


_GAMES: dict[str, GameInfo] = {}
_builtin_loaded = False


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def _load_builtin() -> None:
    # Each game's metadata lives in a small `info.py` that imports nothing heavy.
    global _builtin_loaded
    if _builtin_loaded:
        return
    _builtin_loaded = True
    for name in BUILTIN_GAMES:
        importlib.import_module(f"tabletop_desktop.engine.{name}.info")


BUILTIN_GAMES = ("qwirkle", "qwixx", "quiddler")


def all_games() -> list[GameInfo]:
    """Every registered game, the built-in ones first in home-screen order."""
    _load_builtin()
    order = {name: i for i, name in enumerate(BUILTIN_GAMES)}
    return sorted(_GAMES.values(), key=lambda g: order.get(g.id, len(order)))


def game(game_id: str) -> GameInfo:
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"Unknown game '{game_id}'.") from None
