"""The bot protocol: a bot gets a view, an RNG and a time budget and returns an action.

Bots see only a seat's `View` (never the state). Search bots build full states consistent with the
view through their game's `determinize(view, rng)`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from tabletop_desktop.engine.core import Action, View
from tabletop_desktop.engine.message import Text


@dataclass(frozen=True)
class BotLevel:
    """A bot level as a person sees it in the New Game dialog.

    `think_seconds` is the most the bot may think per decision at normal settings; `heavy` bots run in
    a worker process so a pure-Python search never holds the GUI process's GIL.
    """

    key: str  # stable id used in saves and statistics: "beginner", "casual", "strong", "expert"
    name: Text  # "Beginner" (a Message to be translated; str() is the English)
    description: Text  # one line: "Plays sensible single tiles, like a new player."
    think_seconds: float
    heavy: bool = False


class Bot(Protocol):
    level: BotLevel

    def choose(self, view: View, rng: random.Random, budget_s: float) -> Action:
        """Return a legal action for `view.seat`, using at most about `budget_s` seconds."""
        ...
