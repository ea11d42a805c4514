"""What the remote session reads from and writes to the wire, in one place.

The JSON codec itself is the engine's (`engine/wire.py`: tagged dataclasses, decoded only into the
classes on each game's allow-list, nothing evaluated or unpickled); actions go as the engine's own
`action_to_json`. This module only names the few calls the remote session makes, so the session
reads as the protocol does and a test can hand it another codec.
"""

from __future__ import annotations

from typing import Any, Protocol

from tabletop_desktop.engine.core import Action, Advice, View
from tabletop_desktop.engine.wire import WireError, text_from_json
from tabletop_desktop.i18n import text
from tabletop_desktop.session.table import Played, SeatFacts, TableFacts
from tabletop_desktop.session.wire_table import TableWire


class BadMessage(ValueError):
    """A message from the server that does not decode into what it claims to be."""


class RemoteCodec(Protocol):
    def facts(self, game_id: str, data: Any) -> TableFacts: ...

    def view(self, game_id: str, data: Any) -> View: ...

    def played(self, game_id: str, data: Any) -> Played: ...

    def advice(self, game_id: str, data: Any) -> Advice: ...

    def action(self, game_id: str, action: Action) -> dict[str, Any]: ...


class WireCodec:
    """The engine's wire codec (engine/wire.py, with the table's records: session/wire_table.py),
    one per game. A `played` comes either tagged as a whole (`{"$": "Played", ...}`) or, as
    docs/protocol.md writes it, as `{"action": <action JSON>, "events": [...], "line": ...}`."""

    def __init__(self) -> None:
        self._wires: dict[str, TableWire] = {}

    def _wire(self, game_id: str) -> TableWire:
        if game_id not in self._wires:
            self._wires[game_id] = TableWire.for_game(game_id)
        return self._wires[game_id]

    def facts(self, game_id: str, data: Any) -> TableFacts:
        if isinstance(data, dict) and "$" not in data:
            return _checked(lambda: plain_facts(data), TableFacts)
        wire = self._wire(game_id)
        return _checked(lambda: wire.facts_from_wire(data), TableFacts)

    def view(self, game_id: str, data: Any) -> View:
        wire = self._wire(game_id)
        return _checked(lambda: wire.view_from_wire(data), View)

    def played(self, game_id: str, data: Any) -> Played:
        wire = self._wire(game_id)
        if isinstance(data, dict) and "$" not in data:
            return _checked(lambda: Played(
                self._action_of(wire, data), tuple(wire.events_from_wire(data["events"])),
                _line(data["line"])), Played)
        return _checked(lambda: wire.played_from_wire(data), Played)

    @staticmethod
    def _action_of(wire: TableWire, data: dict[str, Any]) -> Action:
        """The move's action as the server's `action_for(this connection's seats)` cut it: the
        action, a redacted one of the engine's (Qwirkle's `ExchangeUnseen`: the count, not the
        tiles), or null when only its seat may be told (a Qwixx white-sum choice), which stands
        here as a bare action of its seat, as on the host's screen (GameSession._screen_action)."""
        if data.get("action") is None:
            return Action(_int(data["seat"], 0, 63))
        return wire.action_from_wire(data["action"])

    def advice(self, game_id: str, data: Any) -> Advice:
        wire = self._wire(game_id)
        return _checked(lambda: wire.advice_from_wire(data), Advice)

    def action(self, game_id: str, action: Action) -> dict[str, Any]:
        return dict(self._wire(game_id).action_to_wire(action))


def plain_facts(data: dict[str, Any]) -> TableFacts:
    """TableFacts from their fields as plain JSON (docs/protocol.md), every type checked."""
    seats = tuple(
        SeatFacts(_text(s["name"], 40), _optional_text(s.get("bot_level")),
                  _bool(s.get("at_this_screen", False)))
        for s in _items(data["seats"], 16))
    count = len(seats)
    options = []
    for pair in _items(data.get("options", []), 200):
        key, value = _items(pair, 2)
        options.append((_text(key, 80), _plain(value)))
    return TableFacts(
        game_id=_text(data["game_id"], 40), seats=seats,
        pending=tuple(_int(s, 0, count - 1) for s in _items(data["pending"], count)),
        scores=tuple(_int(v, -10**9, 10**9) for v in _items(data["scores"], count)),
        over=_bool(data["over"]),
        winners=tuple(_int(s, 0, count - 1) for s in _items(data["winners"], count)),
        end_reason=_said(data.get("end_reason", "")),
        move_count=_int(data["move_count"], 0, 10**6), can_undo=_bool(data["can_undo"]),
        undo_words=_said(data.get("undo_words", "")),
        practice=_bool(data.get("practice", False)), options=tuple(options),
        hints=tuple(_int(v, 0, 10**6) for v in _items(data.get("hints", []), count)),
    )


def _text(value: Any, most: int) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise BadMessage("a text field is not a short text")
    return value


def _optional_text(value: Any) -> str | None:
    return None if value is None else _text(value, 80)


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise BadMessage("a yes-or-no field is not true or false")
    return value


def _int(value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadMessage("a number field is not a whole number in its range")
    return value


def _items(value: Any, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise BadMessage("a list field is not a short list")
    return value


def _plain(value: Any, depth: int = 0) -> Any:
    """An option's value: plain JSON data, as the local session's facts hold it."""
    if depth > 8:
        raise BadMessage("an option is nested too deeply")
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list):
        return [_plain(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v, depth + 1) for k, v in value.items()}
    raise BadMessage("an option is not plain data")


def _line(value: Any) -> str:
    try:
        return _said(value)
    except BadMessage:
        raise BadMessage("a log line is not a short text") from None


def _said(value: Any) -> str:
    """A sentence from the server in the person's language: message JSON (engine/wire.py:
    checked there, rendered with i18n.text, filled with engine/message.fill only), or a short
    plain text as it is."""
    try:
        return text(text_from_json(value))
    except WireError as exc:
        raise BadMessage(f"a sentence is not a message: {exc}") from exc


def _checked(decode: Any, kind: type) -> Any:
    try:
        value = decode()
    except BadMessage:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever the codec raises, the message is bad
        raise BadMessage(f"{kind.__name__} could not be read: {exc}") from exc
    if not isinstance(value, kind):
        raise BadMessage(f"expected {kind.__name__}, got {type(value).__name__}")
    return value
