"""`GameModule`: the module-level functions every game's engine module provides.

A game is a `GameState` subclass (engine/core.py) plus one module, e.g.
`tabletop_desktop.engine.qwirkle`, that offers every function below. The registry hands the module
out as a `GameModule` (`GameInfo.engine()`); the session, the bots' worker and the tournament call
these functions directly. Every function is required: a game with nothing of its own to say
returns the neutral answer each one names (None, "", {} or no counters), so no caller has to ask
whether a function exists.

Each game narrows the types to its own (Qwirkle's `determinize` takes a `QwirkleView` and returns
a `QwirkleState`); a module is only ever handed its own game's views, states and actions, so the
base types here are what a caller may rely on. tests/engine/test_game_modules.py checks that each
built-in game's module offers every function with these parameters.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, cast

from tabletop_desktop.engine.bots import Bot
from tabletop_desktop.engine.core import Action, Advice, Event, GameState, JSONDict, Seat, View
from tabletop_desktop.engine.message import Text

# A game's record: each action with the events it made, in order.
History = Sequence[tuple[Action, Sequence[Event]]]
# (seat, the seat's name, points, the sentence that describes it: a Message, English as str())
BestMoveTuple = tuple[Seat, str, int, Text]
# (seat, counter name, amount): one tournament counter step, e.g. (0, "qwirkles", 1).
CounterStep = tuple[Seat, str, float]


class GameModule(Protocol):
    """What the app uses of a game's engine module (module-level functions, no `self` there)."""

    # --- playing --------------------------------------------------------------------------------
    def new_game(
        self, seat_count: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """A new game with options filled in from the defaults and checked (ValueError with the
        reason for an option the game refuses)."""
        ...

    def action_to_json(self, action: Action) -> JSONDict:
        """The action as a plain JSON dict, for save files."""
        ...

    def action_from_json(self, data: Any) -> Action:
        """The action that `data` (as read from a file: anything) describes; ValueError when it
        describes none."""
        ...

    # --- the network --------------------------------------------------------------------------
    def wire_classes(self) -> tuple[type, ...]:
        """Every class the game's views, events and hints may hold, the only ones its network
        data is decoded into (engine/wire.py): frozen dataclasses, its actions excepted (they
        travel as `action_to_json`)."""
        ...

    # --- bots and hints -------------------------------------------------------------------------
    def determinize(self, view: View, rng: random.Random) -> GameState:
        """A full state consistent with what `view.seat` knows, the hidden rest dealt by `rng`."""
        ...

    def make_bot(self, level_key: str) -> Bot:
        """The bot for one of the game's level keys (`GameInfo.bot_levels`)."""
        ...

    def advise(self, view: View, rng: random.Random, budget_s: float) -> Advice:
        """A hint for `view.seat` from its view alone, in about `budget_s` seconds. Pure engine
        code, picklable in and out: it runs in the bots' worker process."""
        ...

    def events_for(self, seats: tuple[Seat, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
        """`events` as `seats` may see them: what another seat alone may know (a card it drew)
        hidden, e.g. by the same event with the card None."""
        ...

    def action_for(self, seats: tuple[Seat, ...], action: Action) -> Action | None:
        """`action` as `seats` may see it: the action itself when nothing in it is another
        seat's secret (always when its own seat is among `seats`); else a redacted action of the
        engine's that keeps only what the table may know (Qwirkle: `ExchangeUnseen(seat, count)`,
        how many tiles went back, not which); or None when only the move's seat may be told (a
        Qwixx white-sum choice; the reveal's events carry every choice once all have chosen).
        A redacted action is a record only: the rules refuse it when submitted.

        The server sends every connection its moves cut this way (server/table_messages.py).
        On one screen (session/game_session.py) the seats are the screen's persons: in pass and
        play the actor of every person's move is one of them, so only bots' secrets are cut,
        which no person at the screen may know either; when only bots play, the screen watches
        every seat and nothing is cut."""
        ...

    # --- the finished game's record -------------------------------------------------------------
    def summary_extras(self, state: GameState, history: History) -> dict[str, Any]:
        """The game's own counters for the record (flat, JSON-safe), or {} when it keeps none."""
        ...

    def summary_best_move(
        self, state: GameState, history: History, names: Sequence[str]
    ) -> BestMoveTuple | None:
        """The game's best move, or None for the common one: the action that scored the most."""
        ...

    def summary_turns(self, state: GameState, history: History) -> int | None:
        """The game's length in its own units (Qwixx: rolls), or None for the number of moves."""
        ...

    def summary_end_reason(self, state: GameState, names: Sequence[str]) -> Text:
        """How the game ended, with the players' names (a Message); "" for the game-over event's
        own sentence (and while the game goes on)."""
        ...

    # --- tournaments ----------------------------------------------------------------------------
    def tournament_counter(self, event: Event) -> Iterable[CounterStep]:
        """The game's own tournament counters an event adds to (none for most events)."""
        ...


# The Protocol's members, in order: what every game's engine module must define.
MEMBERS: tuple[str, ...] = tuple(
    name for name in GameModule.__dict__ if not name.startswith("_")
)


def load_engine(module_name: str) -> GameModule:
    """The engine module `module_name` (e.g. "tabletop_desktop.engine.qwirkle"), imported."""
    # A module cannot declare that it implements a Protocol; the conformance test checks it.
    return cast(GameModule, importlib.import_module(module_name))


def end_reason(engine: GameModule, state: GameState,
               history: Sequence[tuple[Action, Sequence[Event]]], names: Sequence[str]) -> Text:
    """How a game ended, with the players' names: the game's own `summary_end_reason`, else the
    reason its last `GameOver` event gave; "" while it goes on. The session here and the network
    server both say it this way (a Message: the session renders it, the server sends it)."""
    from tabletop_desktop.engine.core import GameOver

    if not state.is_over():
        return ""
    reason = engine.summary_end_reason(state, list(names))
    if reason:
        return reason
    for _, events in reversed(history):
        for event in events:
            if isinstance(event, GameOver):
                return event.reason
    return ""
