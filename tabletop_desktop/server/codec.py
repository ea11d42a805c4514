"""What the server encodes for the wire: views, events and advice, by engine/wire.py.

The clients decode with the same codec (only into each game's allow-listed classes). Only
encoding happens here: the server never decodes an engine object from the network (actions come
through the engine's own `action_from_json`). One codec per game, made once.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tabletop_desktop.engine.wire import GameWire


@cache
def _wire(game_id: str) -> GameWire:
    return GameWire.for_game(game_id)


def encode(game_id: str, value: Any) -> Any:
    """An engine object (a view, a tuple of events, advice) as JSON data."""
    return _wire(game_id).encode(value)
