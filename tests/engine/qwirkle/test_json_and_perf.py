"""Actions as JSON (malformed input refused) and the performance helpers' figures."""

import pytest

from tabletop_desktop.engine.qwirkle import Exchange, Pass, Place, action_from_json, action_to_json
from tabletop_desktop.engine.qwirkle.perf import measure_greedy_games, measure_movegen


@pytest.mark.parametrize(
    "action",
    [Place(1, (((0, 0), 5), ((1, 0), 11))), Exchange(0, (3, 3, 35)), Pass(2), Place(0, (((-4, 7), 0),))],
)
def test_actions_round_trip(action):
    assert action_from_json(action_to_json(action)) == action


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "place", "seat": 0},
        {"type": "place", "seat": 0, "tiles": []},
        {"type": "place", "seat": 0, "tiles": [[0, 0, 36]]},
        {"type": "place", "seat": 0, "tiles": [[0, 0]]},
        {"type": "place", "seat": 0, "tiles": [[0, "1", 3]]},
        {"type": "place", "seat": True, "tiles": [[0, 0, 3]]},
        {"type": "exchange", "seat": 0, "tiles": [1] * 7},
        {"type": "exchange", "seat": -1, "tiles": [1]},
        {"type": "fly", "seat": 0},
        {"type": "pass"},
    ],
)
def test_malformed_actions_are_refused(data):
    with pytest.raises(ValueError):
        action_from_json(data)


def test_perf_figures_are_plausible():
    movegen = measure_movegen(seed=5, games=1)
    assert movegen["positions"] > 10
    assert movegen["max_ms"] >= movegen["p95_ms"] >= 0 and movegen["mean_moves"] > 1
    games = measure_greedy_games(seed=5, games=2)
    assert games["games"] == 2 and games["median_ms"] > 0
    assert 4 < games["points_per_turn"] < 12 and games["turns_per_player"] > 10
