"""Test helpers: Quiddler tables set up card by card, a word list that takes any word, a seeded
random player that goes out and lays words down, and a fingerprint of a state."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.api import new_game
from tabletop_desktop.engine.quiddler.cards import full_deck
from tabletop_desktop.engine.quiddler.state import QuiddlerState
from tabletop_desktop.engine.quiddler.words import WordList


class AnyWord:
    """A word list in which every row of cards is a word: lets random play go out at will."""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and len(word) >= 2

    def __len__(self) -> int:
        return 1


SMALL_WORDS = WordList(
    "at ate eat tea quit quits quiz in inn tin thin the then there her hers ax ox an "
    "sea set sat cat act cl clan tax qua".split()
)


def table(
    hands: list[list[str]],
    *,
    discard: list[str] | None = None,
    pile: list[str] | None = None,
    words: Any = SMALL_WORDS,
    round_number: int | None = None,
    dealer: int | None = None,
    options: dict[str, Any] | None = None,
) -> QuiddlerState:
    """A state whose hands, discard pile and pile are exactly these (pile: the rest of the deck,
    unless given); seat 0 is to draw unless `dealer` says otherwise."""
    n = len(hands)
    state = new_game(n, 1, options)
    state.words = words
    state.round = round_number if round_number is not None else len(hands[0]) - 2
    state.dealer = dealer if dealer is not None else n - 1
    state.hands = [list(h) for h in hands]
    state.discard_pile = list(discard if discard is not None else ["e"])
    state.discards_seen = list(state.discard_pile)
    if pile is None:
        rest = Counter(full_deck())
        rest.subtract([c for h in hands for c in h] + state.discard_pile)
        pile = sorted(rest.elements())
        random.Random(5).shuffle(pile)
    state.pile = list(pile)
    state.turn = (state.dealer + 1) % n
    state.phase = "draw"
    return state


def fingerprint(state: QuiddlerState) -> dict[str, Any]:
    """Everything a move may change, copied (to compare before and after)."""
    keys = ("round", "dealer", "turn", "phase", "hands", "pile", "discard_pile", "discards_seen",
            "taken", "turns_taken", "went_out", "last_queue", "laid", "left", "totals",
            "round_results", "over")
    data = {k: repr(getattr(state, k)) for k in keys}
    data["rng"] = state.rng.getstate()
    return data


def all_cards(state: QuiddlerState) -> Counter[str]:
    """Every card on the table: hands, pile, discard pile and words laid down this round."""
    cards = Counter(state.pile) + Counter(state.discard_pile)
    for hand in state.hands:
        cards.update(hand)
    for words in state.laid:
        for word in words or ():
            cards.update(word)
    return cards


def _chunks(cards: list[str], rng: random.Random) -> tuple[tuple[str, ...], ...]:
    """`cards` cut into random words of at least 2 cards (all of them; needs 2 or more)."""
    words: list[tuple[str, ...]] = []
    rest = list(cards)
    while rest:
        if len(rest) <= 3:
            size = len(rest)
        else:
            size = rng.randint(2, len(rest) - 2)
        words.append(tuple(rest[:size]))
        rest = rest[size:]
    return tuple(words)


def random_action(state: QuiddlerState, rng: random.Random, go_out_chance: float = 0.15) -> Action:
    """A legal action for the seat to play (with AnyWord as the list): draws, discards, random
    go-outs and last turns with random words."""
    seat = state.turn
    if state.phase == "draw":
        return rng.choice(state.legal_actions(seat))
    hand = list(state.hands[seat])
    rng.shuffle(hand)
    discard, rest = hand[0], hand[1:]
    if state.went_out is not None:
        used = rest[: rng.randint(0, len(rest))]
        return LastTurn(seat, _chunks(used, rng) if len(used) >= 2 else (), discard)
    if len(rest) >= 2 and rng.random() < go_out_chance and not state.first_turn_blocked(seat):
        return GoOut(seat, _chunks(rest, rng), discard)
    return Discard(seat, discard)


__all__ = ["AnyWord", "Draw", "SMALL_WORDS", "all_cards", "fingerprint", "random_action", "table"]
