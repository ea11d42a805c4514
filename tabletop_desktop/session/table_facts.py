"""The table's records: who sits where (`SeatFacts`), what every seat may know of the game as a
whole (`TableFacts`) and one move as a screen saw it (`Played`).

Plain frozen data with no Qt, so that the server, which never loads Qt, builds and sends the same
records a local session hands its views (session/wire_table.py is their network codec).
`session/table.py` names them beside the `TableSession` interface they belong to.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_desktop.engine.core import Action, Event, Seat


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
