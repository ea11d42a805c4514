"""What one seat may know about a Quiddler game: a frozen, picklable snapshot.

The seat's own hand, and public facts: counts of the other hands, the discard pile (every card in it
was seen face up), the cards each seat picked up from the discard pile and still holds, the words
laid down this round and the score sheet. No other seat's hidden card, no card of the draw pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_desktop.engine.core import Action, View
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, LastTurn
from tabletop_desktop.engine.quiddler.events import RoundResult

Word = tuple[str, ...]
Words = tuple[Word, ...]


@dataclass(frozen=True)
class QuiddlerView(View):
    """One seat's knowledge. `pending`, `scores` and `is_over` come from `View`."""

    hand: tuple[str, ...]  # this seat's cards, in the order they came (the view may reorder)
    hand_counts: tuple[int, ...]  # cards held by each seat
    round: int  # 1..8
    hand_size: int  # cards dealt this round (round + 2)
    dealer: int
    turn: int  # the seat to act (the last one to act once the game is over)
    phase: str  # "draw" | "discard" | "over"
    pile_count: int
    discard_pile: tuple[str, ...]  # bottom first; every card in it was seen face up
    discards_seen: tuple[str, ...]  # this round, in order: the card turned up, then each discard
    taken_from_discard: tuple[tuple[str, ...], ...]  # per seat: picked up, still held
    turns_taken: tuple[int, ...]  # per seat: turns finished this round
    went_out: int | None  # the seat that went out this round, if any
    last_turns_left: tuple[int, ...]  # seats still to play their last turn, next first
    laid: tuple[Words | None, ...]  # per seat: words laid down this round (None: none yet)
    left: tuple[tuple[str, ...] | None, ...]  # per seat: cards left after the last turn
    totals: tuple[int, ...]  # running totals (clamped at 0)
    round_results: tuple[RoundResult, ...]  # the score sheet so far
    options: dict[str, Any]  # the game's options (read only)
    word_list_key: str  # equal keys: equal word lists

    @property
    def discard_top(self) -> str | None:
        """The top card of the discard pile (None while it is empty)."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.seat in self.pending

    @property
    def last_turn(self) -> bool:
        """True when someone went out and this seat's turn is its last one of the round."""
        return self.went_out is not None and self.my_turn

    @property
    def may_go_out(self) -> bool:
        """True when going out is allowed on this seat's turn now (it has drawn; nobody went out;
        not its first turn when the option forbids that)."""
        if not self.my_turn or self.phase != "discard" or self.went_out is not None:
            return False
        return not (self.options.get("no_go_out_first_turn") and self.turns_taken[self.seat] == 0)

    def legal_actions(self) -> list[Action]:
        """The draws, or one plain discard per different card (on a last turn: laying nothing
        down); going out and words are for the solver to find (as `QuiddlerState.legal_actions`)."""
        if not self.my_turn:
            return []
        seat = self.seat
        if self.phase == "draw":
            draws: list[Action] = []
            if self.pile_count:
                draws.append(Draw(seat, "pile"))
            if self.discard_pile:
                draws.append(Draw(seat, "discard"))
            return draws
        cards = list(dict.fromkeys(self.hand))
        if self.went_out is not None:
            return [LastTurn(seat, (), c) for c in cards]
        return [Discard(seat, c) for c in cards]

    def word_list(self) -> Any:
        """The game's word list (the same object the engine judges with, cached per process)."""
        from tabletop_desktop.engine.quiddler.packed_words import game_word_list

        return game_word_list(self.options)
