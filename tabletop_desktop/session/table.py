"""What a game's view may know of a session, and the one interface it codes against.

A view draws one seat's side of the table (or several, when people share one screen) from what
this module names: the seat views (`view_for`), the public facts (`TableFacts`), the moves as
they were played (`Played`, events already cut to what this screen may see) and a handful of
signals and commands. It never holds a `GameState`. `GameSession` implements `TableSession` for a
game played on this computer; a session for a table on another computer implements the same
interface, so the views run unchanged there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from PySide6.QtCore import SignalInstance

from tabletop_desktop.engine.core import Action, Event, Seat, View
from tabletop_desktop.engine.registry import GameInfo

if TYPE_CHECKING:
    from tabletop_desktop.storage.records import GameSummary


@dataclass(frozen=True)
class SeatFacts:
    """Who sits at one seat, as everybody at the table may know it."""

    name: str
    bot_level: str | None  # the level's name ("Strong") for a bot, None for a person
    at_this_screen: bool  # a person playing at this screen (not a bot, not a remote player)

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None


@dataclass(frozen=True)
class TableFacts:
    """What every seat may know about the game as a whole, at one moment."""

    game_id: str
    seats: tuple[SeatFacts, ...]
    pending: tuple[Seat, ...]  # the seats that must act now
    scores: tuple[int, ...]
    over: bool
    winners: tuple[Seat, ...]  # empty until the game is over
    end_reason: str  # how it ended, with the players' names ("Bo took a fourth penalty."); "" before
    move_count: int  # moves played so far (the record's length)
    can_undo: bool
    undo_words: str  # what Undo would take back now, or why it cannot, in the game's words
    practice: bool  # a generous undo made this a practice game
    options: tuple[tuple[str, object], ...]  # the game's options, as (key, value) pairs
    hints: tuple[int, ...] = ()  # hints each seat asked for so far (end summaries show them)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def screen_seats(self) -> tuple[Seat, ...]:
        """The people playing at this screen (several when they pass and play)."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.at_this_screen)

    def option(self, key: str, default: object = None) -> object:
        return dict(self.options).get(key, default)


@dataclass(frozen=True)
class Played:
    """One move as this screen saw it: the action, its events (cut to what this screen may
    know: a card another seat drew stays face down) and its sentence in the log."""

    action: Action
    events: tuple[Event, ...]
    line: str


@dataclass(frozen=True)
class TableChange:
    """One change of the table, published once when the session has finished with it: a move was
    played (`played` set), or everything was rebuilt (`"reset"`: start, undo, load)."""

    kind: Literal["played", "reset"]
    facts: TableFacts
    played: Played | None = None


class TableSession(Protocol):
    """The session as a view sees it. Signals are Qt signals of the session object:

    - `tableChanged(TableChange)`: once per change, after the session has finished with it.
    - `hintReady(int, Advice)`: the advice a person at this screen asked for (`ask_hint`).
    - `refused(str)`: why a submitted move, an undo or a hint request was refused.
    - `handoverNeeded(int)`: pass and play, cover the table until this person confirms.
    """

    info: GameInfo

    @property
    def tableChanged(self) -> SignalInstance: ...

    @property
    def hintReady(self) -> SignalInstance: ...

    @property
    def refused(self) -> SignalInstance: ...

    @property
    def handoverNeeded(self) -> SignalInstance: ...

    def facts(self) -> TableFacts:
        """The public facts now."""
        ...

    def view_for(self, seat: Seat) -> View:
        """What `seat` may know now. A view asks for the seats of this screen only (or, when
        only bots play, for any seat: the screen then watches)."""
        ...

    def played(self) -> Sequence[Played]:
        """Every move so far, oldest first, as this screen saw it."""
        ...

    def summary(self) -> GameSummary:
        """The game as its record sums it up: scores, winners, best move, hints each seat used."""
        ...

    def submit(self, action: Action) -> bool:
        """Play a person's action; refused (signal `refused`, nothing changed) when illegal."""
        ...

    def undo(self) -> bool: ...

    def ask_hint(self, seat: Seat) -> bool:
        """Ask for advice for a person at this screen who must act now; answered later by
        `hintReady`, or refused at once (`refused`, False)."""
        ...

    def set_animating(self, busy: bool) -> None:
        """A view animates: the next bot move waits until every view is idle."""
        ...

    def hold_bots(self, reason: str, held: bool) -> None:
        """A view holds the bots while a person reads something that covers the table."""
        ...
