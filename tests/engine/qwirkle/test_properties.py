"""Properties of whole games: tiles accounted for, valid lines, honest scores, every game ends, and
replays are exact."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_desktop.engine.core import GameOver
from tabletop_desktop.engine.qwirkle import Place, TilesPlaced, action_to_json, new_game
from tabletop_desktop.engine.replay import GameRecord, replay

from .brute import brute_points, run_through, valid_line

MAX_ACTIONS = 1500


def all_lines_valid(table):
    for cell in table:
        for dx, dy in ((1, 0), (0, 1)):
            run = run_through(table, cell, dx, dy)
            if len(run) >= 2 and not valid_line([table[c] for c in run]):
                return False
    return True


def play(seats, seed, options, policy_seed, check_each_step=True):
    """Play a game: a random placement when one exists (so it ends), else a random action."""
    state = new_game(seats, seed, options)
    rng = random.Random(policy_seed)
    actions = []
    events_seen = []
    while not state.is_over():
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        legal = state.legal_actions(state.turn)
        places = [a for a in legal if isinstance(a, Place)]
        action = rng.choice(places or legal)
        before = state.board.to_dict()
        events = state.apply(action)
        actions.append(action)
        events_seen.append(events)
        if check_each_step:
            counts = [0] * 36
            for t in state.bag + [t for h in state.hands for t in h] + list(state.board.to_dict().values()):
                counts[t] += 1
            assert counts == [3] * 36
            table = state.board.to_dict()
            assert all_lines_valid(table)
            for event in events:
                if isinstance(event, TilesPlaced):
                    assert event.points == brute_points(before, dict(event.placements))
    over = events_seen[-1][-1]
    assert isinstance(over, GameOver) and over.scores == state.scores()
    return state, actions, events_seen


@settings(max_examples=12, deadline=None)
@given(
    seats=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    first_move=st.sampled_from(["largest_group", "free"]),
    policy_seed=st.integers(0, 1000),
)
def test_whole_games_keep_every_invariant(seats, seed, first_move, policy_seed):
    state, _, _ = play(seats, seed, {"first_move": first_move}, policy_seed)
    hands_empty = [not h for h in state.hands]
    assert not state.bag or any(hands_empty)


@settings(max_examples=5, deadline=None)
@given(seats=st.integers(2, 4), seed=st.integers(0, 2**32), policy_seed=st.integers(0, 1000))
def test_replay_is_exact(seats, seed, policy_seed):
    options = {"first_move": "largest_group", "starter": -1, "undo": True}
    state, actions, events = play(seats, seed, options, policy_seed, check_each_step=False)
    record = GameRecord("qwirkle", seed, seats, options, [action_to_json(a) for a in actions])
    again, history = replay(GameRecord.from_json(record.to_json()))
    assert [e for _, e in history] == events
    assert again.scores() == state.scores()
    assert again.board.to_dict() == state.board.to_dict()
    assert again.hands == state.hands and again.bag == state.bag
    assert again.snapshot() == state.snapshot()
