"""Quiddler's events (frozen dataclasses) and the public result of a round.

No event holds a card that a seat may not see: a draw from the pile names no card, and a deal
names only the card turned up to start the discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from tabletop_desktop.engine.core import Event
from tabletop_desktop.engine.message import Message, translate

Word = tuple[str, ...]
Words = tuple[Word, ...]

LONGEST = "longest"  # bonus names as used in RoundResult.bonuses and RoundScored.bonuses
MOST = "most"


@dataclass(frozen=True)
class RoundDealt(Event):
    """A new round: `hand_size` cards each, dealt by `dealer`; `discard_top` turned up."""

    reveals_hidden: ClassVar[bool] = True
    # Why a move before it cannot be undone (session/undo_rule.py), in the game's words.
    hidden_by_you: ClassVar[Message] = translate(
        "quiddler", "Your last move ended the round, and the next one was dealt, so it can't be "
        "undone: moves can be undone once nothing is drawn after them.")
    hidden_by_other: ClassVar[Message] = translate(
        "quiddler", "A new round was dealt after your move, so it can't be undone: moves can be "
        "undone once nothing is drawn after them.")
    # The table's refusal of undoing the move that revealed it (server/table_game.py).
    cannot_undo: ClassVar[Message] = translate(
        "quiddler", "Your last move ended the round, and the next one was dealt, so it can't be "
        "undone.")
    round: int
    dealer: int
    hand_size: int
    discard_top: str


@dataclass(frozen=True)
class CardDrawn(Event):
    """`seat` drew from "pile" (card None: only that seat sees it) or "discard" (card named)."""

    seat: int
    source: str
    card: str | None

    hidden_by_you: ClassVar[Message] = translate(
        "quiddler", "Your last move drew a card from the draw pile, so it can't be undone: moves "
        "can be undone once nothing is drawn after them.")
    hidden_by_other: ClassVar[Message] = translate(
        "quiddler", "Another player drew from the draw pile after your move, so it can't be "
        "undone: moves can be undone once nothing is drawn after them.")
    cannot_undo: ClassVar[Message] = translate(
        "quiddler", "Your last move drew a card from the draw pile, so it can't be undone.")

    @property
    def reveals_hidden(self) -> bool:  # type: ignore[override]
        # A card from the pile was hidden until now; the discard pile's top was in plain sight.
        return self.source == "pile"


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class WentOut(Event):
    """`seat` laid all its cards but one down in `words` and discarded `discard`."""

    seat: int
    words: Words
    discard: str


@dataclass(frozen=True)
class LastTurnPlayed(Event):
    """`seat`'s last turn after someone went out: `words` laid down, `left` counting against."""

    seat: int
    words: Words
    left: tuple[str, ...]
    discard: str


@dataclass(frozen=True)
class PileReshuffled(Event):
    """The draw pile ran out: `count` discards (all but the top one) became the new pile."""

    count: int


@dataclass(frozen=True)
class RoundResult:
    """One round as the score sheet shows it. Every field is per seat where it is a tuple of
    seat_count items: `words` laid down, `left` cards counted against, `bonuses` won ("longest",
    "most"), `word_points` (points of the words), `left_points`, `scores` (the round score as played,
    may be negative) and `totals` (running totals after the round, clamped at 0)."""

    round: int
    dealer: int
    went_out: int | None  # None when the round ended because nothing was left to draw
    words: tuple[Words, ...]
    left: tuple[tuple[str, ...], ...]
    bonuses: tuple[tuple[str, ...], ...]
    word_points: tuple[int, ...]
    left_points: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class RoundScored(Event):
    """The end of a round: the same facts as the round's `RoundResult`."""

    round: int
    words: tuple[Words, ...]
    left: tuple[tuple[str, ...], ...]
    bonuses: tuple[tuple[str, ...], ...]
    round_scores: tuple[int, ...]
    totals: tuple[int, ...]
    result: RoundResult


def events_for(seats: tuple[int, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
    """The events as `seats` may see them: a card another seat drew from the pile stays face down
    (the same `CardDrawn`, with the card None). A card taken from the discard pile was in plain
    sight, and every other event is public."""
    return tuple(
        replace(event, card=None)
        if isinstance(event, CardDrawn) and event.source == "pile" and event.seat not in seats
        else event
        for event in events
    )
