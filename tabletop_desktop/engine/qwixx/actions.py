"""Qwixx's actions (frozen dataclasses) and their JSON form for saving."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop_desktop.engine.core import Action, action_head
from tabletop_desktop.engine.qwixx.sheet import ROWS

MAX_SEATS = 5


@dataclass(frozen=True)
class Roll(Action):
    """The active seat rolls the dice still in play."""

    # Not a choice, only chance: the generous undo (session/undo_rule.py) takes back the choice
    # before it instead; replaying from the record would roll the same dice anyway.
    is_choice: ClassVar[bool] = False


@dataclass(frozen=True)
class WhiteChoice(Action):
    """Action 1: cross the white sum in `row`, or None to decline. Secret until every seat has
    chosen; then all choices land together."""

    row: str | None = None


@dataclass(frozen=True)
class ColourChoice(Action):
    """Action 2, active seat only: white die `white` (0 or 1) plus `row`'s colour die, crossed in
    `row`; `row=None` skips (a penalty if the seat crossed nothing in action 1)."""

    row: str | None = None
    white: int = 0


def action_to_json(action: Action) -> dict[str, Any]:
    """A plain JSON dict for an action."""
    if isinstance(action, Roll):
        return {"type": "roll", "seat": action.seat}
    if isinstance(action, WhiteChoice):
        return {"type": "white", "seat": action.seat, "row": action.row}
    if isinstance(action, ColourChoice):
        return {"type": "colour", "seat": action.seat, "row": action.row, "white": action.white}
    raise ValueError(f"Not a Qwixx action: {action!r}")


def _row(value: Any) -> str | None:
    if value is None or value in ROWS:
        return value
    raise ValueError("an action's row is not red, yellow, green, blue or none")


def action_from_json(data: Any) -> Action:
    """The action for a JSON dict; raises ValueError for anything malformed."""
    seat, kind = action_head(data, MAX_SEATS)
    if kind == "roll":
        return Roll(seat)
    if kind == "white":
        return WhiteChoice(seat, _row(data.get("row")))
    if kind == "colour":
        white = data.get("white", 0)
        if white not in (0, 1) or isinstance(white, bool):
            raise ValueError("an action's white die is not 0 or 1")
        return ColourChoice(seat, _row(data.get("row")), white)
    raise ValueError(f"unknown action type {kind!r}")
