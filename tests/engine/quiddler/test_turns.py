"""The deal, a turn, reshuffling the pile, and illegal moves leaving the state as it was."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.core import IllegalAction, TurnChanged
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.api import new_game
from tabletop_desktop.engine.quiddler.cards import full_deck
from tabletop_desktop.engine.quiddler.events import (
    CardDiscarded,
    CardDrawn,
    PileReshuffled,
    RoundDealt,
    RoundScored,
)
from tests.engine.quiddler.tables import AnyWord, all_cards, fingerprint, table


@pytest.mark.parametrize("seats", [2, 5, 8])
def test_all_118_cards_are_shuffled_and_dealt_one_at_a_time_from_left_of_the_dealer(seats):
    state = new_game(seats, 42, {})
    rng = random.Random(42)
    dealer = rng.randrange(seats)
    deck = full_deck()
    rng.shuffle(deck)
    order = [(dealer + 1 + i) % seats for i in range(seats)]
    expected = {s: [] for s in range(seats)}
    for _ in range(3):
        for s in order:
            expected[s].append(deck.pop())
    assert state.dealer == dealer and state.turn == order[0] and state.round == 1
    assert [state.hands[s] for s in range(seats)] == [expected[s] for s in range(seats)]
    assert state.discard_pile == [deck.pop()] and state.pile == deck
    assert len(state.pile) == 118 - 3 * seats - 1
    assert all_cards(state) == all_cards(new_game(seats, 7, {}))  # the whole deck, always


def test_the_deal_passes_left_and_hands_grow_by_one_each_round():
    state = new_game(3, 9, {})
    state.words = AnyWord()
    dealers, sizes = [state.dealer], [len(state.hands[0])]
    while state.round < 4:
        seat = state.turn
        state.apply(Draw(seat, "pile"))
        hand = state.hands[seat]
        if state.went_out is None:
            events = state.apply(GoOut(seat, (tuple(hand[1:]),), hand[0]))
        else:
            events = state.apply(LastTurn(seat, (), hand[0]))
        if any(isinstance(e, RoundDealt) for e in events):
            dealt = next(e for e in events if isinstance(e, RoundDealt))
            assert dealt.dealer == state.dealer and dealt.hand_size == state.round + 2
            assert dealt.discard_top == state.discard_pile[-1]
            assert state.turn == (state.dealer + 1) % 3 and state.phase == "draw"
            dealers.append(state.dealer)
            sizes.append(len(state.hands[0]))
    assert dealers == [(dealers[0] + i) % 3 for i in range(4)]
    assert sizes == [3, 4, 5, 6]


def test_a_turn_is_draw_then_discard_and_passes_to_the_left():
    state = table([["a", "t", "e"], ["s", "e", "a"], ["x", "o", "n"]], discard=["q"])
    assert state.turn == 0 and state.pending() == (0,)
    assert state.legal_actions(0) == [Draw(0, "pile"), Draw(0, "discard")]
    assert state.legal_actions(1) == []
    events = state.apply(Draw(0, "discard"))
    assert events == [CardDrawn(0, "discard", "q")] and not events[0].reveals_hidden
    assert state.hands[0] == ["a", "t", "e", "q"] and state.discard_pile == []
    assert state.view_for(2).taken_from_discard == (("q",), (), ())
    events = state.apply(Discard(0, "a"))
    assert events == [CardDiscarded(0, "a"), TurnChanged((1,))]
    assert state.view_for(1).taken_from_discard == (("q",), (), ())  # still held
    assert state.turn == 1 and state.phase == "draw" and state.discard_pile == ["a"]
    top = state.pile[-1]
    events = state.apply(Draw(1, "pile"))
    assert events == [CardDrawn(1, "pile", None)] and events[0].reveals_hidden
    assert state.hands[1][-1] == top
    state.apply(Discard(1, top))
    state.apply(Draw(2, "pile"))
    state.apply(Discard(2, "x"))
    state.apply(Draw(0, "pile"))
    state.apply(Discard(0, "q"))  # the picked-up card goes back: no longer known in the hand
    assert state.view_for(1).taken_from_discard == ((), (), ())
    assert state.view_for(1).discards_seen == ("q", "a", top, "x", "q")


def test_when_the_pile_runs_out_the_discards_but_the_top_become_the_new_pile():
    state = table([["a", "t", "e"], ["s", "e", "a"]], discard=["q", "z", "x"], pile=["o"])
    state.apply(Draw(0, "pile"))
    assert state.pile == [] and state.view_for(1).pile_count == 0
    events = state.apply(Discard(0, "a"))
    assert events == [CardDiscarded(0, "a"), PileReshuffled(3), TurnChanged((1,))]
    assert state.discard_pile == ["a"] and sorted(state.pile) == ["q", "x", "z"]
    assert state.view_for(1).pile_count == 3
    state.apply(Draw(1, "pile"))  # the game goes on from the new pile


def test_the_round_ends_when_nothing_is_left_to_draw():
    state = table([["a", "t", "e"], ["s", "e", "a"]], discard=["q"], pile=[])
    state.apply(Draw(0, "discard"))
    events = state.apply(Discard(0, "a"))
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.words == ((), ()) and scored.result.went_out is None
    assert scored.left == (("t", "e", "q"), ("s", "e", "a"))
    assert scored.round_scores == (-(3 + 2 + 15), -(3 + 2 + 2))
    assert state.round == 2 and len(state.hands[0]) == 4


def test_ordinary_turn_refusals_say_why_and_change_nothing():
    state = table([["a", "t", "e"], ["s", "e", "a"]], discard=["q"])
    before = fingerprint(state)
    for action, reason in [
        (Draw(1, "pile"), "It is not your turn."),
        (Discard(0, "a"), "Draw a card first, from the draw pile or the discard pile."),
        (GoOut(0, (("a", "t"),), "e"), "Draw a card first, from the draw pile or the discard pile."),
        (Draw(0, "bag"), "Draw from the draw pile or the discard pile."),
    ]:
        assert str(state.check(action)) == reason
        with pytest.raises(IllegalAction, match=reason.split(":")[0].rstrip(".")):
            state.apply(action)
        assert fingerprint(state) == before
    state.apply(Draw(0, "pile"))
    before = fingerprint(state)
    for action, reason in [
        (Draw(0, "pile"), "You have already drawn a card this turn: now discard one."),
        (Discard(0, "z"), "You don't have a Z card."),
        (Discard(0, "x"), "You don't have an X card."),
        (LastTurn(0, (), "a"), "Nobody has gone out yet: discard, or go out."),
        (GoOut(0, (("a", "a"),), "e"), "You don't have another A card."),
        (Discard(1, "s"), "It is not your turn."),
    ]:
        assert str(state.check(action)) == reason
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert fingerprint(state) == before


def test_the_discard_pile_cannot_be_drawn_when_empty():
    state = table([["a", "t", "e"], ["s", "e", "a"]], discard=[])
    assert str(state.check(Draw(0, "discard"))) == "The discard pile is empty."
    assert state.legal_actions(0) == [Draw(0, "pile")]


def test_a_view_shows_no_other_hand_and_no_pile_card():
    import pickle

    state = new_game(3, 5, {})
    state.apply(Draw(state.turn, "discard"))
    seat = state.turn
    state.apply(Discard(seat, state.hands[seat][0]))
    viewer = (seat + 1) % 3
    other = (seat + 2) % 3
    # The same game with the unseen cards moved around: the other hands' unknown cards and the
    # pile traded. The viewer's view must not change.
    swapped = state.clone()
    for s in (seat, other):
        known = list(state.view_for(viewer).taken_from_discard[s])
        hidden = list(swapped.hands[s])
        for c in known:
            hidden.remove(c)
        fresh = [swapped.pile.pop(0) for _ in hidden]
        swapped.pile.extend(hidden)
        swapped.hands[s] = known + fresh
    assert swapped.hands != state.hands and swapped.pile != state.pile
    view = state.view_for(viewer)
    assert swapped.view_for(viewer) == view
    assert pickle.loads(pickle.dumps(view)) == view  # a heavy bot gets it in another process
    assert view.hand == tuple(state.hands[viewer]) and view.discard_top == state.discard_pile[-1]


def test_a_clone_is_independent_and_deals_the_same_future():
    from tests.engine.quiddler.tables import random_action

    state = new_game(3, 12, {})
    state.words = AnyWord()
    rng = random.Random(1)
    for _ in range(20):
        state.apply(random_action(state, rng, 0.0))
    copy = state.clone()
    before = fingerprint(state)
    for game in (copy, state):  # the copy first: the original must not notice
        moves = random.Random(6)
        while game.round < 3:
            game.apply(random_action(game, moves, 0.3))
        if game is copy:
            assert fingerprint(state) == before
    assert copy.hands == state.hands and copy.pile == state.pile and copy.totals == state.totals


def test_only_a_draw_from_the_pile_or_a_deal_stops_a_move_being_taken_back():
    from tabletop_desktop.session.undo_rule import undo_point

    state = table([["a", "t", "e"], ["s", "e", "a"]], discard=["x"])
    history = []
    for action in (Draw(0, "discard"), Discard(0, "x")):
        history.append((action, state.apply(action)))
    assert undo_point(history, {0}, {}, False) == (1, "")  # the discard: all of it in sight
    history.append((Draw(1, "pile"), state.apply(Draw(1, "pile"))))
    # Refused in the game's own words: cards and the draw pile, not tiles and a bag.
    assert undo_point(history, {1}, {}, False) == (None, (
        "Your last move drew a card from the draw pile, so it can't be undone: moves can be "
        "undone once nothing is drawn after them."))
    assert undo_point(history, {0}, {}, False)[1].startswith(
        "Another player drew from the draw pile after your move, so it can't be undone")
    assert RoundDealt.reveals_hidden and not CardDiscarded.reveals_hidden
