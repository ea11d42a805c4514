"""Properties of whole random games: every card accounted for, views holding no hidden card,
determinize consistent with each view, and the score sheet recomputed from the words."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_desktop.engine.core import IllegalAction
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.api import new_game
from tabletop_desktop.engine.quiddler.cards import CARDS, POINTS, full_deck
from tabletop_desktop.engine.quiddler.events import CardDrawn, RoundDealt
from tabletop_desktop.engine.quiddler.state import QuiddlerState
from tabletop_desktop.engine.quiddler.unseen import determinize
from tests.engine.quiddler.tables import AnyWord, all_cards, fingerprint, random_action

DECK = Counter(full_deck())


def play(seats: int, seed: int, play_seed: int, options: dict | None = None, check=None):
    """A whole random game (any row of 2+ cards is a word); `check(state, events)` after each
    move. Returns the final state."""
    state = new_game(seats, seed, options or {})
    state.words = AnyWord()
    rng = random.Random(play_seed)
    guard = 0
    while not state.is_over():
        events = state.apply(random_action(state, rng))
        if check is not None:
            check(state, events, rng)
        guard += 1
        assert guard < 20_000
    return state


def expected_bonuses(words, mode):
    """Bonuses recomputed here from the words, independently of the engine."""
    awards = [[] for _ in words]
    lengths = [max((sum(len(c) for c in w) for w in ws), default=0) for ws in words]
    counts = [len(ws) for ws in words]
    for name, values in (("longest", lengths), ("most", counts)):
        if mode not in ("both", name):
            continue
        best = max(values)
        if best > 0 and values.count(best) == 1:
            awards[values.index(best)].append(name)
    return [tuple(a) for a in awards]


def check_sheet(state: QuiddlerState) -> None:
    """The score sheet recomputed from each round's words and left cards."""
    totals = [0] * state.seat_count
    mode = state.options["bonuses"] if state.seat_count == 2 else "both"
    assert len(state.round_results) == 8
    for number, result in enumerate(state.round_results, start=1):
        assert result.round == number
        bonuses = expected_bonuses(result.words, mode)
        assert list(result.bonuses) == bonuses
        for seat in range(state.seat_count):
            words = sum(POINTS[c] for w in result.words[seat] for c in w)
            left = sum(POINTS[c] for c in result.left[seat])
            assert result.word_points[seat] == words and result.left_points[seat] == left
            assert result.scores[seat] == words - left + 10 * len(bonuses[seat])
            assert all(len(w) >= 2 for w in result.words[seat])
            totals[seat] = max(0, totals[seat] + result.scores[seat])
        assert list(result.totals) == totals
    assert list(state.scores()) == totals


def any_action(state: QuiddlerState, rng: random.Random):
    """A random action, legal or not, from any seat."""
    seat = rng.randrange(state.seat_count)
    cards = list(CARDS)
    hand = state.hands[seat] or ["e"]
    pick = lambda: rng.choice(hand if rng.random() < 0.8 else cards)  # noqa: E731
    words = tuple(tuple(pick() for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(0, 3)))
    return rng.choice([
        Draw(seat, rng.choice(["pile", "discard", "bag"])),
        Discard(seat, pick()),
        GoOut(seat, words, pick()),
        LastTurn(seat, words, pick()),
    ])


def check_refusals(state: QuiddlerState, rng: random.Random) -> None:
    """Refused actions give a reason and leave the state exactly as it was."""
    before = fingerprint(state)
    for _ in range(5):
        action = any_action(state, rng)
        reason = state.check(action)
        if reason is None:
            continue
        assert isinstance(reason, str) and reason.endswith(".")
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert fingerprint(state) == before


def check_move(state: QuiddlerState, events, rng: random.Random) -> None:
    assert all_cards(state) == DECK  # hands, pile, discards and laid words: all 118 cards
    for event in events:
        if isinstance(event, CardDrawn) and event.source == "pile":
            assert event.card is None  # a draw from the pile names no card
        assert not isinstance(event, RoundDealt) or event.discard_top == state.discards_seen[0]
    for seat in range(state.seat_count):
        view = state.view_for(seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        assert view.pile_count == len(state.pile)
        assert view.legal_actions() == state.legal_actions(seat)
        for other, taken in enumerate(view.taken_from_discard):
            assert not Counter(taken) - Counter(state.hands[other])  # still held
    if rng.random() < 0.2:
        check_refusals(state, rng)
    if not state.is_over():
        seat = rng.randrange(state.seat_count)
        view = state.view_for(seat)
        guess = determinize(view, random.Random(rng.random()))
        # Same view: the deal is consistent; and a view made from a reshuffled world equals the
        # original, so it holds nothing of the other hands or the pile.
        assert guess.view_for(seat) == view
        assert all_cards(guess) == DECK


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(2, 8),
    seed=st.integers(0, 2**32),
    play_seed=st.integers(0, 2**32),
    bonuses=st.sampled_from(["both", "longest", "most"]),
    first_turn=st.booleans(),
)
def test_random_games_keep_every_card_and_score_what_the_words_say(
    seats, seed, play_seed, bonuses, first_turn
):
    options = {"bonuses": bonuses, "no_go_out_first_turn": first_turn}
    state = play(seats, seed, play_seed, options, check_move)
    assert state.is_over() and state.phase == "over"
    check_sheet(state)


def test_the_pile_is_reshuffled_in_long_rounds():
    reshuffles = []

    def watch(state, events, rng):
        reshuffles.extend(e for e in events if type(e).__name__ == "PileReshuffled")
        assert all_cards(state) == DECK

    # Nobody goes out for a long time: the pile runs out again and again.
    state = new_game(2, 3, {})
    state.words = AnyWord()
    rng = random.Random(4)
    for _ in range(1200):
        watch(state, state.apply(random_action(state, rng, go_out_chance=0.0)), rng)
    assert len(reshuffles) >= 2 and state.round == 1
    assert all(e.count == 118 - 2 * 3 - 1 for e in reshuffles)  # all but the hands and the top


def test_determinize_keeps_what_others_picked_up_from_the_discard_pile():
    state = new_game(3, 11, {})
    state.words = AnyWord()
    seat = state.turn
    top = state.discard_pile[-1]
    state.apply(Draw(seat, "discard"))
    state.apply(Discard(seat, state.hands[seat][0]))
    viewer = (seat + 1) % 3
    view = state.view_for(viewer)
    held = top in state.hands[seat]
    for k in range(20):
        guess = determinize(view, random.Random(k))
        if held:
            assert top in guess.hands[seat]
        assert guess.hands[viewer] == state.hands[viewer]
        assert guess.discard_pile == state.discard_pile
        assert [len(h) for h in guess.hands] == [len(h) for h in state.hands]
    # Different guesses differ: the unseen cards really are dealt at random.
    guesses = {tuple(determinize(view, random.Random(k)).pile) for k in range(5)}
    assert len(guesses) > 1


def test_a_determinized_state_plays_on_to_the_end():
    state = new_game(4, 21, {})
    state.words = AnyWord()
    rng = random.Random(2)
    for _ in range(37):
        state.apply(random_action(state, rng, go_out_chance=0.3))
    guess = determinize(state.view_for(state.turn), random.Random(9))
    guess.words = AnyWord()
    while not guess.is_over():
        guess.apply(random_action(guess, rng))
    check_sheet(guess)
