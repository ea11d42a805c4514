"""`TableGame`: one network game's rules side: the state, its record and what may be done now.

Pure and synchronous (no network, no files): the room calls it on the event loop, the store
saves its `record()`. Every check that an action may be played lives here, in the order a person
would want to be told (whose seat, whose turn, then the rules' own reason).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Sequence
from typing import Any

from tabletop_desktop.engine.core import (
    Action,
    Event,
    GameState,
    IllegalAction,
    JSONDict,
    Seat,
    View,
)
from tabletop_desktop.engine.message import Text, translate
from tabletop_desktop.engine.module import GameModule, end_reason
from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.engine.replay import GameRecord, new_state
from tabletop_desktop.server.protocol import Refusal

UNDO_NOT_YOURS = translate("server", "Only your own last move can be undone, before anybody else "
                           "has played.")
UNDO_REVEALED = translate("server", "Your last move showed something that was hidden (a draw, a "
                          "deal, a roll or the choices), so it can't be undone.")
UNDO_OFF = translate("server", "Undo is turned off for this game.")
UNDO_OVER = translate("server", "The game is over, so moves can't be undone.")
UNDO_NOTHING = translate("server", "Nothing has been played yet, so there is nothing to undo.")


def bot_seed(game_seed: int, action_index: int, seat: Seat) -> int:
    """The seed of a bot's RNG for one decision, the same formula as session/game_session.py
    (which imports Qt, so the server cannot import it): the same game replays the same bot moves
    wherever it is played."""
    digest = hashlib.sha256(f"{game_seed}:{action_index}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _json_text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


class TableGame:
    """The authoritative state of one game, its moves with their events and log lines."""

    def __init__(self, record: GameRecord, names: Sequence[str]) -> None:
        self.info: GameInfo = game(record.game_id)
        self.engine: GameModule = self.info.engine()
        self.game_id = record.game_id
        self.seed = record.seed
        self.names = list(names)
        self.state: GameState = new_state(record.game_id, record.seat_count, record.seed,
                                          record.options)
        # The record keeps every option spelled out (the engine filled in the defaults).
        self.options: JSONDict = dict(self.state.options)
        self.history: list[tuple[Action, list[Event]]] = []
        self.lines: list[Text] = []  # Messages: each client renders them (message JSON)
        # Each move's action as the engine's JSON, made once when it is played: the room's file
        # (written after every move) and every `played` message reuse it instead of encoding the
        # whole game again each time.
        self.action_json: list[JSONDict] = []
        # The same as JSON text, and the options too: the room's file is written after every
        # move, and joining the parts made once costs a long game a fraction of encoding it all.
        self.action_text: list[str] = []
        self.options_text = _json_text(self.options)
        for number, data in enumerate(record.actions, 1):
            try:
                self._apply(self.engine.action_from_json(data))
            except (IllegalAction, ValueError, KeyError, TypeError) as exc:
                raise ValueError(f"move {number} cannot be replayed: {exc}") from exc

    @property
    def seat_count(self) -> int:
        return self.state.seat_count

    def record(self) -> GameRecord:
        actions = list(self.action_json)
        return GameRecord(self.game_id, self.seed, self.seat_count, dict(self.options), actions)

    def record_text(self) -> str:
        """`record().to_json()` as compact JSON text, joined from the parts made once."""
        head = _json_text({"game": self.game_id, "seed": self.seed,
                           "seat_count": self.seat_count})
        return (f'{head[:-1]},"options":{self.options_text},'
                f'"actions":[{",".join(self.action_text)}]}}')

    def view_for(self, seat: Seat) -> View:
        return self.state.view_for(seat)

    def pending(self) -> tuple[Seat, ...]:
        return tuple(self.state.pending())

    def is_over(self) -> bool:
        return bool(self.state.is_over())

    # --- playing ---------------------------------------------------------------------------------
    def read_action(self, data: Any) -> Action:
        """The action a client sent (the engine's own JSON), checked to survive the save format
        unchanged: the rules' checks assume every field has its type."""
        try:
            action = self.engine.action_from_json(data)
            again = self.engine.action_from_json(self.engine.action_to_json(action))
        except Exception:  # noqa: BLE001 - a malformed action may fail in any way
            raise Refusal("not_an_action") from None
        if again != action or not isinstance(action, Action):
            raise Refusal("not_an_action")
        return action

    def check(self, action: Action, seats: Collection[Seat]) -> None:
        """Refusal unless `action` may be played now by a holder of `seats`."""
        seat = action.seat
        if not 0 <= seat < self.seat_count:
            raise Refusal("no_such_seat")
        if seat not in seats:
            raise Refusal("not_your_seat")
        if self.is_over():
            raise Refusal("game_over")
        if seat not in self.pending():
            raise Refusal("not_your_turn")
        try:
            reason = self.state.check(action)
        except Exception:  # noqa: BLE001 - the rules could not even look at it
            reason = self.engine_refusal()
        if reason is not None:
            raise Refusal("illegal", reason)

    @staticmethod
    def engine_refusal() -> Text:
        return "That is not a move in this game."

    def play(self, action: Action) -> tuple[list[Event], Text]:
        """Apply a checked action; its events and its log line."""
        self._apply(action)
        return self.history[-1][1], self.lines[-1]

    def _apply(self, action: Action) -> None:
        events = self.state.apply(action)
        self.history.append((action, events))
        self.action_json.append(self.engine.action_to_json(action))
        self.action_text.append(_json_text(self.action_json[-1]))
        self.lines.append(self.state.describe(action, self.names))

    def end_reason(self) -> Text:
        return end_reason(self.engine, self.state, self.history, self.names)

    # --- undo (docs/protocol.md, "Undo in a network game") ----------------------------------------
    def undo_problem(self, seats: Collection[Seat]) -> Text | None:
        """None when the holder of `seats` may take back the last move now; else why not."""
        if self.options.get("undo", True) is False:
            return UNDO_OFF
        if self.is_over():
            return UNDO_OVER
        if not self.history:
            return UNDO_NOTHING
        action, events = self.history[-1]
        if action.seat not in seats:
            return UNDO_NOT_YOURS
        revealing = next((e for e in events if getattr(e, "reveals_hidden", False)), None)
        if revealing is not None:
            # The event's own whole sentence (`cannot_undo`: "You rolled the dice, so it can't
            # be undone."), else the general one.
            said: Text = getattr(revealing, "cannot_undo", "")
            return said or UNDO_REVEALED
        return None

    def undo(self) -> None:
        """Take back the last move: the record replayed without it (the same seeded game, so
        nothing new is dealt)."""
        actions = [a for a, _ in self.history[:-1]]
        self.state = new_state(self.game_id, self.seat_count, self.seed, self.options)
        self.history, self.lines, self.action_json, self.action_text = [], [], [], []
        for action in actions:
            self._apply(action)
