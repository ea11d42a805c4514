"""A game as data: (game, seed, seat count, options, actions) and its replay.

This record is the core of every save file, autosave and finished-game record. It holds JSON-ready
values only; `replay` rebuilds the state by applying the actions again, so nothing read from disk
is ever trusted as state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_desktop.engine.core import Action, Event, GameState, IllegalAction, JSONDict
from tabletop_desktop.engine.registry import game


@dataclass
class GameRecord:
    game_id: str
    seed: int
    seat_count: int
    options: JSONDict = field(default_factory=dict)
    actions: list[JSONDict] = field(default_factory=list)

    def to_json(self) -> JSONDict:
        return {
            "game": self.game_id,
            "seed": self.seed,
            "seat_count": self.seat_count,
            "options": dict(self.options),
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Validate the shape of a record read from disk (raises ValueError with the reason)."""
        if not isinstance(data, dict):
            raise ValueError("the game record is not an object")
        game_id, seed, seats = data.get("game"), data.get("seed"), data.get("seat_count")
        options, actions = data.get("options", {}), data.get("actions", [])
        if not isinstance(game_id, str):
            raise ValueError("the game record names no game")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the game record's seed is not a whole number")
        if not isinstance(seats, int) or isinstance(seats, bool):
            raise ValueError("the game record's seat count is not a whole number")
        if not isinstance(options, dict):
            raise ValueError("the game record's options are not an object")
        if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
            raise ValueError("the game record's actions are not a list of objects")
        return cls(game_id, seed, seats, dict(options), list(actions))


def new_state(game_id: str, seat_count: int, seed: int, options: JSONDict) -> GameState:
    info = game(game_id)
    if not info.min_seats <= seat_count <= info.max_seats:
        raise ValueError(
            f"{info.name} takes {info.min_seats} to {info.max_seats} players, not {seat_count}."
        )
    return info.engine().new_game(seat_count, seed, options)


def replay(record: GameRecord) -> tuple[GameState, list[tuple[Action, list[Event]]]]:
    """Rebuild the state from a record. Raises ValueError (with the step) if an action is
    malformed or illegal: a damaged or foreign file never yields a half-valid game."""
    state = new_state(record.game_id, record.seat_count, record.seed, record.options)
    engine = game(record.game_id).engine()
    history: list[tuple[Action, list[Event]]] = []
    for index, data in enumerate(record.actions):
        try:
            action = engine.action_from_json(data)
            events = state.apply(action)
        except (IllegalAction, ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"move {index + 1} cannot be replayed: {exc}") from exc
        history.append((action, events))
    return state, history


def action_list_to_json(game_id: str, actions: Sequence[Action]) -> list[JSONDict]:
    engine = game(game_id).engine()
    return [engine.action_to_json(a) for a in actions]
