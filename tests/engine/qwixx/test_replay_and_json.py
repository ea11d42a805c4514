"""Actions as JSON, and whole games as GameRecords replayed through engine/replay.py."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_desktop.engine.qwixx.actions import (
    ColourChoice,
    Roll,
    WhiteChoice,
    action_from_json,
    action_to_json,
)
from tabletop_desktop.engine.qwixx.api import make_bot, new_game
from tabletop_desktop.engine.replay import GameRecord, action_list_to_json, replay


@pytest.mark.parametrize(
    "action",
    [Roll(0), WhiteChoice(1, "red"), WhiteChoice(4, None), ColourChoice(2, "blue", 1),
     ColourChoice(0, None)],
)
def test_actions_round_trip_through_json(action):
    data = json.loads(json.dumps(action_to_json(action)))
    assert action_from_json(data) == action


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "roll"},
        {"type": "roll", "seat": 5},
        {"type": "roll", "seat": True},
        {"type": "white", "seat": 0, "row": "purple"},
        {"type": "colour", "seat": 0, "row": "red", "white": 2},
        {"type": "colour", "seat": 0, "row": "red", "white": True},
        {"type": "jump", "seat": 0},
    ],
)
def test_malformed_actions_are_refused(data):
    with pytest.raises(ValueError):
        action_from_json(data)


def _bots_game(seats: int, seed: int, options: dict | None = None, level: str = "casual"):
    state = new_game(seats, seed, options or {})
    bots = [make_bot(level) for _ in range(seats)]
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        for action in [bots[s].choose(state.view_for(s), rng, 1.0) for s in state.pending()]:
            state.apply(action)
            actions.append(action)
    return state, actions


@pytest.mark.parametrize(("seats", "options"), [(1, {}), (3, {}), (4, {"lock_for_everyone": True,
                                                                        "until_all_locked": True})])
def test_a_game_replays_from_seed_options_and_actions(seats, options):
    state, actions = _bots_game(seats, 42 + seats, options)
    record = GameRecord("qwixx", 42 + seats, seats, dict(state.options),
                        action_list_to_json("qwixx", actions))
    again, history = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert again.is_over() and again.scores() == state.scores()
    assert again.sheets == state.sheets and again.rolls == state.rolls
    assert again.snapshot() == state.snapshot()
    assert [a for a, _ in history] == actions


def test_the_dice_come_from_the_seed():
    a, b, c = new_game(2, 7, {}), new_game(2, 7, {}), new_game(2, 8, {})
    for state in (a, b, c):
        state.apply(Roll(0))
    assert a.dice == b.dice
    rolls = []
    for seed in range(20):
        s = new_game(2, seed, {})
        s.apply(Roll(0))
        rolls.append(s.dice)
    assert len(set(rolls)) > 10


def test_a_record_with_an_illegal_action_does_not_replay():
    record = GameRecord("qwixx", 1, 2, {}, [{"type": "white", "seat": 0, "row": "red"}])
    with pytest.raises(ValueError, match="move 1 cannot be replayed: Roll the dice first"):
        replay(record)


def test_clone_is_independent_and_rolls_the_same_dice():
    state = new_game(2, 3, {})
    copy = state.clone()
    state.apply(Roll(0))
    assert copy.phase == "roll"
    copy.apply(Roll(0))
    assert copy.dice == state.dice
    state.apply(WhiteChoice(0, "red") if state.check(WhiteChoice(0, "red")) is None
                else WhiteChoice(0, None))
    assert copy.committed == {}


def test_a_game_saved_while_seats_are_choosing_loads_back_the_same(tmp_path):
    from tabletop_desktop.storage.saves import GameSetup, SavedGame, SeatSetup, load_game, save_game

    state = new_game(3, 12, {"lock_for_everyone": True})
    actions = [Roll(0), WhiteChoice(2, None)]
    for action in actions:
        state.apply(action)
    setup = GameSetup("qwixx", [SeatSetup(n, "person", None) for n in ("Ada", "Bo", "Cy")],
                      dict(state.options), 12)
    record = GameRecord("qwixx", 12, 3, dict(state.options), action_list_to_json("qwixx", actions))
    path = tmp_path / "game.tabletop"
    save_game(path, SavedGame.from_state(setup, record, state))
    loaded = load_game(path)
    again, _ = replay(loaded.record)
    assert again.pending() == (0, 1) and again.dice == state.dice
    assert again.committed == {2: None}
