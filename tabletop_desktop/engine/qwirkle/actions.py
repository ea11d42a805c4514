"""Qwirkle's actions and events (frozen dataclasses), and actions as JSON for saving."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop_desktop.engine.core import Action, Event
from tabletop_desktop.engine.qwirkle.board import OFFSET, Cell
from tabletop_desktop.engine.qwirkle.tiles import TILE_TYPES

Placement = tuple[tuple[Cell, int], ...]


@dataclass(frozen=True)
class Place(Action):
    """Put tiles from the hand on the table: ((x, y), tile) pairs."""

    placements: Placement


@dataclass(frozen=True)
class Exchange(Action):
    """Swap these hand tiles for as many from the bag."""

    tiles: tuple[int, ...]


@dataclass(frozen=True)
class ExchangeUnseen(Action):
    """Another seat's `Exchange` as the table may know it: how many tiles went back to the bag,
    not which (`action_for`). A record only, never a move: the rules refuse it."""

    count: int


@dataclass(frozen=True)
class Pass(Action):
    """Only when the bag is empty and no tile can be placed."""


@dataclass(frozen=True)
class TilesPlaced(Event):
    seat: int
    placements: Placement
    points: int
    qwirkles: int
    lines: tuple[tuple[Cell, ...], ...]  # every line scored, as cells


@dataclass(frozen=True)
class TilesDrawn(Event):
    reveals_hidden: ClassVar[bool] = True
    seat: int
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class TilesDrawnUnseen(Event):
    """Another seat drew tiles: how many, as this screen may know it (the tiles stay hidden)."""

    seat: int
    count: int


def events_for(seats: tuple[int, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events as `seats` may see them: tiles another seat draws become a count."""
    return tuple(
        TilesDrawnUnseen(e.seat, len(e.tiles)) if isinstance(e, TilesDrawn) and e.seat not in seats
        else e
        for e in events
    )


def action_for(seats: tuple[int, ...], action: Action) -> Action | None:
    """The action as `seats` may see it: another seat's exchange becomes `ExchangeUnseen` (the
    count, which its `TilesExchanged` event tells anyway; the tiles stay hidden, as the tiles
    drawn for them do). A placement and a pass are public."""
    if isinstance(action, Exchange) and action.seat not in seats:
        return ExchangeUnseen(action.seat, len(action.tiles))
    return action


@dataclass(frozen=True)
class TilesExchanged(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class EndBonus(Event):
    seat: int
    points: int = 6


def action_to_json(action: Action) -> dict[str, Any]:
    """A plain JSON dict for an action."""
    if isinstance(action, Place):
        return {
            "type": "place",
            "seat": action.seat,
            "tiles": [[x, y, t] for (x, y), t in action.placements],
        }
    if isinstance(action, Exchange):
        return {"type": "exchange", "seat": action.seat, "tiles": list(action.tiles)}
    if isinstance(action, Pass):
        return {"type": "pass", "seat": action.seat}
    if isinstance(action, ExchangeUnseen):
        return {"type": "exchange_unseen", "seat": action.seat, "count": action.count}
    raise ValueError(f"Not a Qwirkle action: {action!r}")


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value < hi:
        raise ValueError(f"an action's {what} is not valid")
    return value


def action_from_json(data: Any) -> Action:
    """The action for a JSON dict; raises ValueError for anything malformed."""
    if not isinstance(data, dict):
        raise ValueError("an action is not an object")
    kind = data.get("type")
    seat = _int(data.get("seat"), "seat", 0, 6)
    if kind == "pass":
        return Pass(seat)
    if kind == "exchange_unseen":
        # Another seat's exchange as a network client is told it; the rules refuse it as a move.
        return ExchangeUnseen(seat, _int(data.get("count"), "count", 1, 7))
    tiles = data.get("tiles")
    if not isinstance(tiles, list) or not 1 <= len(tiles) <= 6:
        raise ValueError("an action's tiles are not a list of 1 to 6 tiles")
    if kind == "exchange":
        return Exchange(seat, tuple(_int(t, "tile", 0, TILE_TYPES) for t in tiles))
    if kind == "place":
        placements = []
        for item in tiles:
            if not isinstance(item, list) or len(item) != 3:
                raise ValueError("a placed tile is not [x, y, tile]")
            x = _int(item[0], "x", -OFFSET, OFFSET)
            y = _int(item[1], "y", -OFFSET, OFFSET)
            placements.append(((x, y), _int(item[2], "tile", 0, TILE_TYPES)))
        return Place(seat, tuple(placements))
    raise ValueError(f"unknown action type {kind!r}")
