"""What a finished Qwirkle game's record and a tournament take from the game itself.

Qwirkle's record needs nothing of its own: its best move is the placement that scored the most
(the common rule), its length is its number of moves and the game-over event says how it ended. A
tournament counts the Qwirkles each seat made.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tabletop_desktop.engine.core import Event, GameState, Seat
from tabletop_desktop.engine.message import Text
from tabletop_desktop.engine.module import BestMoveTuple, CounterStep, History
from tabletop_desktop.engine.qwirkle.actions import TilesPlaced


def summary_extras(state: GameState, history: History) -> dict[str, Any]:
    """No counters of Qwirkle's own in the record."""
    return {}


def summary_best_move(
    state: GameState, history: History, names: Sequence[str]
) -> BestMoveTuple | None:
    """The common best move: the placement that scored the most."""
    return None


def summary_turns(state: GameState, history: History) -> int | None:
    """A Qwirkle game's length is its number of moves."""
    return None


def summary_end_reason(state: GameState, names: Sequence[str]) -> Text:
    """The game-over event's own sentence says how the game ended."""
    return ""


def tournament_counter(event: Event) -> Iterable[CounterStep]:
    """The Qwirkles each placement made, for its seat."""
    if isinstance(event, TilesPlaced) and event.qwirkles:
        seat: Seat = event.seat
        yield seat, "qwirkles", event.qwirkles
