"""Qwixx's events (frozen dataclasses). Core's TurnChanged, ScoreChanged and GameOver are used too;
`QwixxGameOver` is a GameOver that also says how many rolls the game took."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_desktop.engine.core import Event, GameOver
from tabletop_desktop.engine.message import Message, translate
from tabletop_desktop.engine.qwixx.dice import Dice


@dataclass(frozen=True)
class DiceRolled(Event):
    """The active seat rolled: random dice nobody could know before."""

    reveals_hidden: ClassVar[bool] = True
    # How the undo rule words it (session/undo_rule.py).
    hidden_by_you: ClassVar[Message] = translate(
        "qwixx", "You rolled the dice, so it can't be undone: a choice can be undone until the "
        "next roll.")
    hidden_by_other: ClassVar[Message] = translate(
        "qwixx", "The dice were rolled after your choice, so it can't be undone: a choice can be "
        "undone until the next roll.")
    # The table's refusal of undoing the move that revealed it (server/table_game.py).
    cannot_undo: ClassVar[Message] = translate("qwixx",
                                               "You rolled the dice, so it can't be undone.")
    seat: int
    dice: Dice


@dataclass(frozen=True)
class WhiteCommitted(Event):
    """A seat has made its action-1 choice (never says which)."""

    seat: int


@dataclass(frozen=True)
class WhiteSumsResolved(Event):
    """Every seat's action-1 choice, revealed together (seat order)."""

    hidden_by_you: ClassVar[Message] = translate(
        "qwixx", "Your choice revealed everyone's white-sum choices, so it can't be undone: a "
        "white-sum choice can be undone while others are still choosing.")
    hidden_by_other: ClassVar[Message] = translate(
        "qwixx", "Everyone's white-sum choices were revealed after yours, so it can't be undone: "
        "a white-sum choice can be undone while others are still choosing.")
    cannot_undo: ClassVar[Message] = translate(
        "qwixx", "Your choice revealed everyone's white-sum choices, so it can't be undone.")
    white_sum: int
    choices: tuple[tuple[int, str | None], ...]

    @property
    def reveals_hidden(self) -> bool:  # type: ignore[override]
        # Alone at the table (solo) nobody else's choice was secret: the own choice stays undoable
        # until the next roll, like a colour choice.
        return len(self.choices) > 1


@dataclass(frozen=True)
class Crossed(Event):
    """One cross on a sheet; `skipped` are the numbers it passed over; `action` is 1 or 2."""

    seat: int
    row: str
    number: int
    skipped: tuple[int, ...]
    action: int


@dataclass(frozen=True)
class RowLocked(Event):
    """A row was locked by `seats` (who crossed its last number and took the lock cross);
    `bonus_seats` got the lock cross too under the lock-for-everyone option."""

    row: str
    seats: tuple[int, ...]
    bonus_seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class PenaltyTaken(Event):
    """The active seat crossed nothing on its turn; `penalties` is its new count."""

    seat: int
    penalties: int


@dataclass(frozen=True)
class ColourSkipped(Event):
    """The active seat declined action 2."""

    seat: int


@dataclass(frozen=True)
class QwixxGameOver(GameOver):
    """The end of a game, with the number of rolls it took."""

    rolls: int = 0


def events_for(seats: tuple[int, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events as `seats` may see them: all of them, unchanged. Qwixx hides nothing once it
    happens: the dice are rolled in the open, the sheets are public, and a white-sum choice is
    told only as `WhiteCommitted` (who has chosen, never what) until `WhiteSumsResolved` reveals
    every choice at once, to everybody."""
    return events
