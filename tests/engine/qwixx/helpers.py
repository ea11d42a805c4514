"""Helpers for Qwixx engine tests: tables with chosen sheets and dice, and deep snapshots."""

from __future__ import annotations

from typing import Any

from tabletop_desktop.engine.qwixx.actions import Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.api import new_game
from tabletop_desktop.engine.qwixx.dice import Dice
from tabletop_desktop.engine.qwixx.sheet import ROWS, Sheet
from tabletop_desktop.engine.qwixx.state import QwixxState

NAMES = ("Ada", "Bo", "Cy", "Di", "Ed")


def sheet(penalties: int = 0, **rows: list[int]) -> Sheet:
    """A sheet from row name -> numbers crossed, e.g. sheet(red=[2, 3, 4])."""
    return Sheet.from_crosses(rows, penalties)


def table(
    seats: int = 2,
    sheets: list[Sheet] | None = None,
    locked: tuple[str, ...] = (),
    active: int = 0,
    options: dict[str, Any] | None = None,
) -> QwixxState:
    """A game before a roll, with these sheets, locked rows and active seat."""
    state = new_game(seats, 1, options or {})
    if sheets is not None:
        state.sheets = list(sheets)
    state.locked = frozenset(locked)
    state.active = active
    return state


def rolled(state: QwixxState, white: tuple[int, int], **colours: int) -> QwixxState:
    """The active seat rolls through the real Roll action; then the dice are set to these values
    (the colour dice of locked rows are left out, as on the table)."""
    state.apply(Roll(state.active))
    given = {row: colours.get(row, 1) for row in ROWS if row not in state.locked}
    state.dice = Dice(white, tuple(given.items()))
    return state


def white_all(state: QwixxState, *rows: str | None) -> list:
    """Every seat commits its white-sum choice (seat order); the events of all commits."""
    events = []
    for seat, row in enumerate(rows):
        events += state.apply(WhiteChoice(seat, row))
    return events


def deep(state: QwixxState) -> tuple:
    """Everything a state holds, for "nothing changed" comparisons."""
    return (
        tuple(state.sheets),
        state.locked,
        state.dice,
        state.phase,
        state.active,
        state.rolls,
        tuple(sorted(state.committed.items(), key=lambda kv: kv[0])),
        frozenset(state.crossed_in_action1),
        state.last_choices,
        state.over,
        state.end_reason,
        state.rng.getstate(),
    )


def of_type(events: list, kind: type) -> list:
    """The events of one class."""
    return [e for e in events if isinstance(e, kind)]
