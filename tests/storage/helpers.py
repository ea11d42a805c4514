"""Games of the toy game "chips" for storage tests."""

from __future__ import annotations

import tests.support.toy_game  # noqa: F401  (registers "chips")
from tabletop_desktop.engine.core import Action, Event, GameState
from tabletop_desktop.engine.replay import GameRecord, action_list_to_json, new_state
from tabletop_desktop.storage.saves import GameSetup, SavedGame, SeatSetup, new_autosave_id


def chips_game(
    seed: int = 7, seats: list[SeatSetup] | None = None, moves: int | None = None
) -> tuple[GameSetup, GameRecord, GameState, list[tuple[Action, list[Event]]]]:
    """Play chips with every seat taking its first legal action, for `moves` moves or to the end."""
    seats = seats or [SeatSetup("Ada", "person"), SeatSetup("Robo", "bot", "first")]
    setup = GameSetup("chips", seats, {"undo": True}, seed)
    state = new_state("chips", len(seats), seed, setup.options)
    history: list[tuple[Action, list[Event]]] = []
    while not state.is_over() and (moves is None or len(history) < moves):
        action = state.legal_actions(state.current_seat)[0]
        history.append((action, state.apply(action)))
    actions = action_list_to_json("chips", [a for a, _ in history])
    record = GameRecord("chips", seed, len(seats), dict(setup.options), actions)
    return setup, record, state, history


def chips_saved(seed: int = 7, moves: int | None = 4, autosave_id: str = "") -> SavedGame:
    setup, record, state, _ = chips_game(seed, moves=moves)
    return SavedGame.from_state(setup, record, state, autosave_id=autosave_id)


def chips_autosaved(seed: int = 7, moves: int | None = 4) -> SavedGame:
    """A game of chips in progress, with an id for its own autosave."""
    return chips_saved(seed, moves, new_autosave_id())
