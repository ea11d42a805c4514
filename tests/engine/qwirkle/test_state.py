"""Set-up, the starter, exchanges, passes, the end, descriptions, views and determinize."""

import pickle
import random

import pytest

from tabletop_desktop.engine.core import GameOver, IllegalAction, ScoreChanged, TurnChanged
from tabletop_desktop.engine.qwirkle import (
    EndBonus,
    Exchange,
    Pass,
    Passed,
    Place,
    TilesDrawn,
    TilesExchanged,
    TilesPlaced,
    determinize,
    new_game,
)
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.tiles import largest_group, tile_from_names


def T(colour: str, shape: str) -> int:
    return tile_from_names(colour, shape)


def custom(board, hands, bag, turn=0):
    """A started game rearranged to a chosen position (first move already made)."""
    state = new_game(len(hands), 0, {})
    state.board = Board.from_cells(board)
    state.hands = [list(h) for h in hands]
    state.bag = list(bag)
    state.turn = turn
    return state


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_set_up_deals_six_each(seats):
    state = new_game(seats, 7, {})
    assert all(len(h) == 6 for h in state.hands)
    assert len(state.bag) == 108 - 6 * seats
    assert len(state.board) == 0
    assert state.pending() == (state.starter,)


def test_seat_counts_outside_two_to_six_are_refused():
    with pytest.raises(ValueError):
        new_game(1, 0, {})
    with pytest.raises(ValueError):
        new_game(7, 0, {})


def test_the_largest_group_starts_and_must_be_played():
    for seed in range(40):
        state = new_game(4, seed, {})
        groups = [largest_group(h) for h in state.hands]
        assert groups[state.starter] == max(groups)
        assert state.first_move_size == max(groups)
        actions = state.legal_actions(state.starter)
        assert actions and all(isinstance(a, Place) for a in actions)
        assert all(len(a.placements) == max(groups) for a in actions)
        assert "largest group" in state.check(Exchange(state.starter, (state.hands[state.starter][0],)))
        assert state.legal_actions((state.starter + 1) % 4) == []


def test_ties_are_broken_by_a_seeded_draw_not_always_the_first_seat():
    tied_starters = set()
    for seed in range(200):
        state = new_game(4, seed, {})
        groups = [largest_group(h) for h in state.hands]
        tied = [s for s, g in enumerate(groups) if g == max(groups)]
        if len(tied) > 1:
            tied_starters.add(state.starter == tied[0])
            assert new_game(4, seed, {}).starter == state.starter
    assert tied_starters == {True, False}


def test_wrong_first_move_size_is_refused_in_words():
    state = new_game(2, 3, {})
    seat = state.starter
    hand = state.hands[seat]
    size = state.first_move_size
    if size > 1:
        reason = state.check(Place(seat, (((0, 0), hand[0]),)))
        assert reason == f"Your first move must be your largest group: {size} tiles."
        with pytest.raises(IllegalAction):
            state.apply(Place(seat, (((0, 0), hand[0]),)))
    assert state.check(state.legal_actions(seat)[0]) is None


def test_starter_option_picks_the_starter():
    state = new_game(3, 5, {"starter": 2})
    assert state.starter == 2 and state.pending() == (2,)
    assert state.first_move_size == largest_group(state.hands[2])
    with pytest.raises(ValueError):
        new_game(3, 5, {"starter": 3})


def test_free_first_move():
    state = new_game(2, 5, {"first_move": "free"})
    assert state.first_move_size is None
    actions = state.legal_actions(state.starter)
    sizes = {len(a.placements) for a in actions if isinstance(a, Place)}
    assert 1 in sizes
    assert any(isinstance(a, Exchange) for a in actions)
    single = next(a for a in actions if isinstance(a, Place) and len(a.placements) == 1)
    events = state.apply(single)
    assert events[0].points == 1


def test_first_move_events_and_draw():
    state = new_game(2, 11, {})
    seat = state.starter
    action = state.legal_actions(seat)[0]
    events = state.apply(action)
    placed = events[0]
    n = len(action.placements)
    assert isinstance(placed, TilesPlaced)
    assert placed.points == (1 if n == 1 else n + (6 if n == 6 else 0))
    assert isinstance(events[1], ScoreChanged)
    drawn = next(e for e in events if isinstance(e, TilesDrawn))
    assert TilesDrawn.reveals_hidden and len(drawn.tiles) == len(action.placements)
    assert events[-1] == TurnChanged(((seat + 1) % 2,))
    assert len(state.hands[seat]) == 6


def test_tiles_not_in_hand_and_wrong_turn_are_refused():
    state = custom({(0, 0): T("red", "circle")}, [[T("red", "square")] * 6, [T("blue", "circle")] * 6], [1, 2])
    assert state.check(Place(1, (((1, 0), T("blue", "circle")),))) == "It is not your turn."
    assert state.check(Place(0, (((1, 0), T("red", "clover")),))) == "You don't have a red clover."
    two = Place(0, (((1, 0), T("red", "square")), ((2, 0), T("red", "square"))))
    assert "already has a red square" in state.check(two)


def test_exchange_limits_and_effects():
    hand = [T("red", "circle"), T("red", "square"), T("blue", "star4"), 3, 4, 5]
    state = custom({(0, 0): T("green", "star8")}, [hand, [30] * 6], [20, 21])
    assert "at most that many" in state.check(Exchange(0, (0, 1, 3)))
    assert state.check(Exchange(0, ())) == "Choose at least one tile to exchange."
    events = state.apply(Exchange(0, (0, 1)))
    assert isinstance(events[0], TilesExchanged) and events[0].count == 2
    assert sorted(next(e for e in events if isinstance(e, TilesDrawn)).tiles) == [20, 21]
    assert sorted(state.bag) == [0, 1] and sorted(state.hands[0]) == sorted([22 - 2, 21] + hand[2:])
    assert state.scores() == (0, 0) and state.pending() == (1,)
    legal = custom({(0, 0): T("green", "star8")}, [hand, [30] * 6], [20]).legal_actions(0)
    assert all(len(a.tiles) == 1 for a in legal if isinstance(a, Exchange))


def test_pass_only_with_an_empty_bag_and_no_placement():
    blocked = [T("red", "circle")] * 6
    state = custom({(0, 0): T("red", "circle")}, [blocked, [T("red", "square")] * 6], [7])
    assert "bag" in state.check(Pass(0))
    assert state.legal_actions(0) and all(isinstance(a, Exchange) for a in state.legal_actions(0))
    state.bag = []
    assert state.legal_actions(0) == [Pass(0)]
    events = state.apply(Pass(0))
    assert events == [Passed(0), TurnChanged((1,))]
    assert "can still place" in state.check(Pass(1))


def test_emptying_the_hand_with_an_empty_bag_ends_the_game_with_six():
    state = custom(
        {(0, 0): T("red", "circle")},
        [[T("red", "square")], [T("red", "clover"), T("red", "diamond")]],
        [],
    )
    events = state.apply(Place(0, (((1, 0), T("red", "square")),)))
    assert EndBonus(0, 6) in events
    assert isinstance(events[-1], GameOver) and events[-1].winners == (0,)
    assert state.is_over() and state.scores() == (2 + 6, 0)
    assert state.describe(Place(0, (((1, 0), T("red", "square")),)), ["Ada", "Bo"]).startswith(
        "Ada placed 1 tile for 2 points (red square)."
    )
    assert state.legal_actions(1) == [] and state.check(Pass(1)) == "The game is over."


def test_game_ends_when_the_bag_is_empty_and_nobody_can_place():
    # Seat 0 places the last tile that fits; afterwards nobody holds a tile that fits anywhere.
    board = {(0, 0): T("red", "circle"), (1, 0): T("red", "square")}
    state = custom(
        board,
        [[T("red", "diamond"), T("blue", "clover")], [T("green", "star4"), T("purple", "star8")]],
        [],
    )
    events = state.apply(Place(0, (((2, 0), T("red", "diamond")),)))
    over = events[-1]
    assert isinstance(over, GameOver) and "no one can place" in over.reason
    assert state.is_over() and not any(isinstance(e, EndBonus) for e in events)


def test_describe_sentences():
    board = {(i, 0): T("red", s) for i, s in enumerate(["circle", "square", "diamond", "clover"])}
    state = custom(board, [[T("red", "star4"), T("red", "star8"), 1, 2, 3, 4], [30] * 6], list(range(10)))
    action = Place(0, (((4, 0), T("red", "star4")), ((5, 0), T("red", "star8"))))
    state.apply(action)
    assert state.describe(action, ["Ada", "Bo"]) == (
        "Ada placed 2 tiles for 12 points (red 4-point star, red 8-point star): a Qwirkle!")
    exchange = Exchange(1, (30, 30))
    state.apply(exchange)
    assert state.describe(exchange, ["Ada", "Bo"]) == "Bo exchanged 2 tiles."
    assert state.describe(Pass(0), ["Ada", "Bo"]) == "Ada passed."
    assert state.describe(exchange, ["Ada", "You"]) == "You exchanged 2 tiles."
    assert state.describe(action, ["You", "Bo"]).startswith("You placed 2 tiles for 12 points")


def play_some(state, turns, rng):
    for _ in range(turns):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions(state.turn)))


def test_views_hide_other_hands_and_count_unseen_tiles():
    state = new_game(3, 21, {})
    play_some(state, 10, random.Random(1))
    for seat in range(3):
        view = state.view_for(seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        assert view.bag_count == len(state.bag)
        assert view.board_dict == state.board.to_dict()
        assert sum(view.unseen) == len(state.bag) + sum(len(h) for s, h in enumerate(state.hands) if s != seat)
        data = pickle.dumps(view)
        # Swapping the other hands with bag tiles changes nothing this seat can see.
        other_world = state.clone()
        pool = [t for s, h in enumerate(other_world.hands) if s != seat for t in h] + other_world.bag
        random.Random(seat).shuffle(pool)
        for s, h in enumerate(other_world.hands):
            if s != seat:
                other_world.hands[s] = [pool.pop() for _ in h]
        other_world.bag = pool
        assert other_world.view_for(seat) == view
        assert pickle.loads(data) == view
        with pytest.raises(AttributeError):
            view.bag_count = 0


def test_view_legal_actions_match_the_state():
    state = new_game(2, 4, {})
    rng = random.Random(2)
    for _ in range(15):
        seat = state.turn
        assert set(state.view_for(seat).legal_actions()) == set(state.legal_actions(seat))
        play_some(state, 1, rng)


def test_determinize_is_consistent_with_the_view():
    state = new_game(4, 8, {})
    play_some(state, 12, random.Random(3))
    view = state.view_for(2)
    for i in range(5):
        world = determinize(view, random.Random(i))
        assert world.view_for(2) == view
        assert world.hands[2] == state.hands[2]
        counts = [0] * 36
        for t in world.bag + [t for h in world.hands for t in h]:
            counts[t] += 1
        for t in range(36):
            assert counts[t] + world.board.counts[t] == 3
        play_some(world, 5, random.Random(i))  # a determinized world can be played on


def test_clone_is_independent():
    state = new_game(2, 9, {})
    play_some(state, 4, random.Random(4))
    copy = state.clone()
    play_some(copy, 6, random.Random(5))
    assert copy.turn_number == state.turn_number + 6 or copy.is_over()
    assert len(state.board) < len(copy.board) or copy.is_over()
    again = state.clone()
    play_some(again, 6, random.Random(5))
    assert again.board.to_dict() == copy.board.to_dict() and again.bag == copy.bag


def test_clones_share_the_random_sequence_but_not_the_generator():
    state = new_game(2, 12, {})
    play_some(state, 6, random.Random(6))
    first = state.clone()
    second = first.clone()
    expected = [state.clone().rng.random() for _ in range(1)]
    assert first.rng.random() == expected[0] == second.rng.random()
    assert state.rng.random() == expected[0]  # the original is untouched by its clones' draws
    third = state.clone()
    assert third.rng.random() == state.rng.random()
