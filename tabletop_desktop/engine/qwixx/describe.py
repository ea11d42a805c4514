"""Log sentences for Qwixx actions, built from the events the action just produced.

A secret action-1 choice is never described while others are still choosing ("Bo has made a
choice."); the last commit reveals them all ("White sum 7: Ada crossed red 7, Bo declined.").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_desktop.engine.core import Action, Event, GameOver
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import (
    Crossed,
    DiceRolled,
    PenaltyTaken,
    RowLocked,
    WhiteSumsResolved,
)
from tabletop_desktop.engine.qwixx.sheet import MAX_PENALTIES

if TYPE_CHECKING:
    from tabletop_desktop.engine.qwixx.state import QwixxState


def names_in_words(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bo", "Ada, Bo and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _skipping(cross: Crossed) -> str:
    """"skipping 5", "skipping 3 boxes" or ""."""
    if not cross.skipped:
        return ""
    if len(cross.skipped) == 1:
        return f"skipping {cross.skipped[0]}"
    return f"skipping {len(cross.skipped)} boxes"


def _skipped(cross: Crossed) -> str:
    words = _skipping(cross)
    return f" ({words})" if words else ""


def _aftermath(state: QwixxState, events: Sequence[Event], names: Sequence[str]) -> str:
    """Locks and the end of the game, as sentences to append."""
    parts: list[str] = []
    for event in events:
        if isinstance(event, RowLocked):
            who = names_in_words([names[s] for s in event.seats])
            parts.append(f"{who} locked {event.row}: the {event.row} die leaves the game.")
            if event.bonus_seats:
                also = names_in_words([names[s] for s in event.bonus_seats])
                parts.append(f"{also} also get{'s' if len(event.bonus_seats) == 1 else ''} "
                             "the lock cross.")
        elif isinstance(event, GameOver):
            winners = names_in_words([names[s] for s in event.winners])
            verb = "wins" if len(event.winners) == 1 else "share the win"
            parts.append(f"Game over: {state.end_reason_for(names)} {winners} {verb}.")
    return "".join(" " + p for p in parts)


def describe_action(state: QwixxState, action: Action, names: Sequence[str]) -> str:
    """The sentence for `action`, which `state` has just applied."""
    name = names[action.seat]
    events = state.last_events
    if isinstance(action, Roll):
        rolled = next((e for e in events if isinstance(e, DiceRolled)), None)
        if rolled is None:
            return f"{name} rolled."
        return f"{name} rolled: {rolled.dice.describe()}."
    if isinstance(action, WhiteChoice):
        resolved = next((e for e in events if isinstance(e, WhiteSumsResolved)), None)
        if resolved is None:
            return f"{name} has made a choice."
        crosses = {e.seat: e for e in events if isinstance(e, Crossed)}
        said = []
        for seat, row in resolved.choices:
            if row is None:
                said.append(f"{names[seat]} declined")
            else:
                said.append(f"{names[seat]} crossed {row} {resolved.white_sum}"
                            + _skipped(crosses[seat]))
        text = f"White sum {resolved.white_sum}: " + ", ".join(said) + "."
        return text + _aftermath(state, events, names)
    if isinstance(action, ColourChoice):
        cross = next((e for e in events if isinstance(e, Crossed)), None)
        penalty = next((e for e in events if isinstance(e, PenaltyTaken)), None)
        if cross is not None:
            dice = state.dice
            white = dice.white[action.white] if dice is not None else None
            parts = []
            if white is not None:
                parts.append(f"white {white} + {cross.row} {cross.number - white}")
            if cross.skipped:
                parts.append(_skipping(cross))
            how = f" ({', '.join(parts)})" if parts else ""
            text = f"{name} crossed {cross.row} {cross.number}{how}."
        elif penalty is not None:
            text = (f"{name} crossed nothing this turn and takes a penalty "
                    f"({penalty.penalties} of {MAX_PENALTIES}).")
        else:
            text = f"{name} did not use a colour die."
        return text + _aftermath(state, events, names)
    return f"{name} moved."
