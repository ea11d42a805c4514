"""What the remote session reads from and writes to the wire, in one place.

The JSON codec itself is the engine's (`engine/wire.py`: tagged dataclasses, decoded only into the
classes on each game's allow-list, nothing evaluated or unpickled); actions go as the engine's own
`action_to_json`. This module only names the few calls the remote session makes, so the session
reads as the protocol does and a test can hand it another codec.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from tabletop_desktop.engine.core import Action, Advice, View
from tabletop_desktop.session.table import Played, TableFacts


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
        self._wires: dict[str, Any] = {}

    def _wire(self, game_id: str) -> Any:
        if game_id not in self._wires:
            # Imported when first needed: the codec module is the wire helper's, beside this one.
            module = importlib.import_module("tabletop_desktop.session.wire_table")
            self._wires[game_id] = module.TableWire.for_game(game_id)
        return self._wires[game_id]

    def facts(self, game_id: str, data: Any) -> TableFacts:
        wire = self._wire(game_id)
        return _checked(lambda: wire.facts_from_wire(data), TableFacts)

    def view(self, game_id: str, data: Any) -> View:
        wire = self._wire(game_id)
        return _checked(lambda: wire.view_from_wire(data), View)

    def played(self, game_id: str, data: Any) -> Played:
        wire = self._wire(game_id)
        if isinstance(data, dict) and "$" not in data:
            return _checked(lambda: Played(
                wire.action_from_wire(data["action"]),
                tuple(wire.events_from_wire(data["events"])),
                _line(data["line"])), Played)
        return _checked(lambda: wire.played_from_wire(data), Played)

    def advice(self, game_id: str, data: Any) -> Advice:
        wire = self._wire(game_id)
        return _checked(lambda: wire.advice_from_wire(data), Advice)

    def action(self, game_id: str, action: Action) -> dict[str, Any]:
        return dict(self._wire(game_id).action_to_wire(action))


def _line(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 2000:
        raise BadMessage("a log line is not a short text")
    return value


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
