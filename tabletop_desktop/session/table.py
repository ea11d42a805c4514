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

from tabletop_desktop.engine.core import Action, Seat, View
from tabletop_desktop.engine.registry import GameInfo
from tabletop_desktop.session.table_facts import Played, SeatFacts, TableFacts

# The table's records live in table_facts.py, plain data with no Qt, so that the server (which never
# loads Qt) builds and sends them too; they are named here as well, where the views find them.
__all__ = ["Played", "SeatFacts", "TableChange", "TableFacts", "TableSession"]

if TYPE_CHECKING:
    from tabletop_desktop.storage.records import GameSummary


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
