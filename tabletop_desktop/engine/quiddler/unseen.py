"""What one seat has not seen, and `determinize(view, rng)`: a full game state consistent with
everything that seat has seen. (Not called determinize.py: a submodule of that name would hide the
package's `determinize` function.)

What a seat knows of the 118 cards: its own hand, the discard pile (every card in it was seen face
up), the words laid down this round, the cards a seat left after its last turn, and the cards each
other seat picked up from the discard pile and still holds. Every other card is dealt at random to
the other hands' unknown places and to the draw pile.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop_desktop.engine.quiddler.cards import full_deck
from tabletop_desktop.engine.quiddler.packed_words import game_word_list
from tabletop_desktop.engine.quiddler.state import QuiddlerState
from tabletop_desktop.engine.quiddler.view import QuiddlerView


def known_cards(view: QuiddlerView, seat: int) -> list[str]:
    """The cards of `seat`'s hand that `view.seat` knows (all of its own hand)."""
    if seat == view.seat:
        return list(view.hand)
    left = view.left[seat]
    if left is not None:  # its last turn is over: the cards it left were shown
        return list(left)
    return list(view.taken_from_discard[seat])


def unseen_cards(view: QuiddlerView) -> Counter[str]:
    """The cards whose place `view.seat` does not know: the deck minus everything seen."""
    unseen = Counter(full_deck())
    seen = list(view.discard_pile)
    for words in view.laid:
        for word in words or ():
            seen.extend(word)
    for seat in range(view.seat_count):
        seen.extend(known_cards(view, seat))
    unseen.subtract(seen)
    if any(n < 0 for n in unseen.values()):
        raise ValueError("The view shows more copies of a card than the deck holds.")
    return unseen


def determinize(view: QuiddlerView, rng: random.Random) -> QuiddlerState:
    """A full state consistent with `view`: the same table, scores, turn and phase; the cards the
    seat has not seen dealt at random to the other hands and the draw pile."""
    unseen = list(unseen_cards(view).elements())
    hands: list[list[str]] = []
    slots = view.pile_count
    for seat in range(view.seat_count):
        known = known_cards(view, seat)
        if len(known) > view.hand_counts[seat]:
            raise ValueError("The view's known cards do not fit in the hands.")
        hands.append(known)
        slots += view.hand_counts[seat] - len(known)
    if slots != len(unseen):
        raise ValueError("The view's card counts do not add up to 118.")
    rng.shuffle(unseen)
    for seat, hand in enumerate(hands):
        for _ in range(view.hand_counts[seat] - len(hand)):
            hand.append(unseen.pop())
    state = QuiddlerState.__new__(QuiddlerState)
    state.seat_count = view.seat_count
    state.seed = 0
    state.options = dict(view.options)
    state.rng = random.Random(rng.getrandbits(64))
    state.words = game_word_list(state.options)
    state.word_list_key = view.word_list_key
    state.totals = list(view.totals)
    state.round_results = list(view.round_results)
    state.over = view.is_over
    state.end_reason = ""
    state.just_scored = None
    state.round = view.round
    state.dealer = view.dealer
    state.turn = view.turn
    state.phase = view.phase
    state.hands = hands
    state.pile = unseen
    state.discard_pile = list(view.discard_pile)
    state.discards_seen = list(view.discards_seen)
    state.taken = [list(t) for t in view.taken_from_discard]
    state.turns_taken = list(view.turns_taken)
    state.went_out = view.went_out
    state.last_queue = list(view.last_turns_left)
    state.laid = list(view.laid)
    state.left = list(view.left)
    return state
