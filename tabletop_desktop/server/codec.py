"""What the server encodes for the wire: views, events, advice (engine objects) and the facts.

Engine objects go through `engine/wire.py` when it is there (the codec the clients decode with);
until then a small tagged encoder of the same shape stands in. Only encoding happens here: the
server never decodes an engine object from the network (actions come through the engine's own
`action_from_json`).
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

try:  # the shared codec (engine/wire.py), once it has landed
    _wire: Any = importlib.import_module("tabletop_desktop.engine.wire")
except ImportError:  # pragma: no cover - only before engine/wire.py exists
    _wire = None


def _tagged(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"$": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = _tagged(getattr(value, f.name))
        return out
    if isinstance(value, tuple):
        return {"$": "tuple", "items": [_tagged(v) for v in value]}
    if isinstance(value, frozenset | set):
        items = [_tagged(v) for v in value]
        return {"$": "frozenset", "items": sorted(items, key=repr)}
    if isinstance(value, list):
        return [_tagged(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _tagged(v) for k, v in value.items()}
        return {"$": "dict", "items": [[_tagged(k), _tagged(v)] for k, v in value.items()]}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"{type(value).__name__} cannot cross the network")


def encode(game_id: str, value: Any) -> Any:
    """An engine object (a view, an event, advice) as JSON data."""
    if _wire is not None:
        return _wire.GameWire.for_game(game_id).encode(value)
    return _tagged(value)
