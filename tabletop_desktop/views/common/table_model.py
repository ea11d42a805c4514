"""The per-seat table model: the one place a game's view learns what the moment is.

It listens to the session once per change (`tableChanged`) and publishes one immutable `Moment`,
made by the game's own pure function from what this screen may know (`Table`: the public facts,
the views of the seats shown here, the moves as this screen saw them). A view draws from the
moment and the change's events only; it never reads a game state and never asks the engine what
is legal. Hints go the same way: `ask_hint()` asks the session, `hintReady` brings the advice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from tabletop_desktop.engine.core import Action, Advice, Seat, View
from tabletop_desktop.session.table import Played, TableChange, TableFacts, TableSession


@dataclass(frozen=True)
class Table:
    """Everything this screen may know at one moment: the input of a game's moment function."""

    facts: TableFacts
    views: Mapping[Seat, View]  # the seats shown at this screen (every seat when only bots play)
    played: Sequence[Played]  # every move so far, oldest first, as this screen saw it

    @property
    def names(self) -> list[str]:
        return self.facts.names

    @property
    def persons(self) -> tuple[Seat, ...]:
        return self.facts.screen_seats

    def deciding_person(self) -> Seat | None:
        """The first person at this screen who must act now (None: a bot or nobody)."""
        if self.facts.over:
            return None
        persons = set(self.persons)
        return next((seat for seat in self.facts.pending if seat in persons), None)

    def person_on_show(self) -> Seat | None:
        """The person whose hidden pieces this screen may show without asking: the person who
        decides now, else the only person here; None when nobody is here, or when people share
        the screen and none of them decides (each game says whose side it shows then)."""
        deciding = self.deciding_person()
        if deciding is not None:
            return deciding
        return self.persons[0] if len(self.persons) == 1 else None

    def view(self, seat: Seat | None = None) -> View:
        """The view of `seat`, or of the seat this screen shows first (the deciding person, else
        the first person, else the first seat that must act, else seat 0)."""
        if seat is None:
            seat = self.shown_seat()
        return self.views[seat]

    def shown_seat(self) -> Seat:
        deciding = self.deciding_person()
        if deciding is not None:
            return deciding
        if self.persons:
            return self.persons[0]
        pending = [seat for seat in self.facts.pending if seat in self.views]
        return pending[0] if pending else min(self.views)


@dataclass(frozen=True)
class Moment:
    """The part every game's moment has; each game's moment adds its own moves to it.

    `deciding` is the person at this screen who decides now (None while a bot or nobody does);
    `status` is what the message area says (what to do, or why we wait); `waiting` is why the
    person cannot act now ("Bo is choosing a white sum."), "" when they can; `headline` is the
    table's own caption (the dice tray, the round); `can_undo`/`undo_words` and `can_hint` say
    whether those buttons work and what their tooltips say."""

    deciding: Seat | None
    status: str
    waiting: str = ""
    headline: str = ""
    can_undo: bool = False
    undo_words: str = ""
    can_hint: bool = False
    over: bool = False
    # The legal moves, each with the action it stands for (a game's own keys: a box, a pile).
    moves: Mapping[object, Action] = field(default_factory=dict)


MomentOf = Callable[[Table], Moment]


class TableModel(QObject):
    """Turns the session's changes into one moment each, for the seats at this screen."""

    changed = Signal(object, object)  # TableChange, Moment: once per change of the table
    hintReady = Signal(int, object)  # seat, Advice: the hint a person at this screen asked for
    hintAsked = Signal(int)  # seat: a hint is being looked for (its button says so)

    def __init__(self, session: TableSession, moment_of: MomentOf,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._moment_of = moment_of
        self._asking: set[Seat] = set()
        self.moments_made = 0  # how many moments were made: one per change (tests count it)
        self.table = self._table(session.facts())
        self.moment = self._make(self.table)
        session.tableChanged.connect(self._on_change)
        session.hintReady.connect(self._on_hint)

    @property
    def facts(self) -> TableFacts:
        return self.table.facts

    def asking_hint(self, seat: Seat) -> bool:
        return seat in self._asking

    def ask_hint(self, seat: Seat) -> bool:
        """Ask the session for advice for `seat`; `hintReady` brings it."""
        if seat in self._asking:
            return False
        if not self.session.ask_hint(seat):
            return False
        self._asking.add(seat)
        self.hintAsked.emit(seat)
        return True

    def _table(self, facts: TableFacts) -> Table:
        seats = facts.screen_seats or tuple(range(len(facts.seats)))
        views = {seat: self.session.view_for(seat) for seat in seats}
        return Table(facts, views, tuple(self.session.played()))

    def _make(self, table: Table) -> Moment:
        self.moments_made += 1
        return self._moment_of(table)

    def _on_change(self, change: TableChange) -> None:
        self._asking.clear()  # advice for the position that has gone never arrives
        self.table = self._table(change.facts)
        self.moment = self._make(self.table)
        self.changed.emit(change, self.moment)

    def _on_hint(self, seat: int, advice: Advice) -> None:
        self._asking.discard(seat)
        self.hintReady.emit(seat, advice)
