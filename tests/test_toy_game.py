"""The toy game replays from its record, so the machinery tests built on it are meaningful."""

import tests.support.toy_game as toy
from tabletop_desktop.engine.replay import GameRecord, replay


def test_toy_game_plays_to_the_end_and_replays():
    state = toy.new_game(2, seed=7, options={})
    actions = []
    while not state.is_over():
        seat = state.pending()[0]
        action = state.legal_actions(seat)[0]
        state.apply(action)
        actions.append(toy.action_to_json(action))
    assert sum(state.scores()) == 30
    again, history = replay(GameRecord("chips", 7, 2, {}, actions))
    assert again.scores() == state.scores() and len(history) == len(actions)
