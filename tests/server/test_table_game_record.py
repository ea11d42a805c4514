"""TableGame keeps each move's action JSON as it is played (the room file and the `played`
messages reuse it): it must stay the engine's own encoding of the history, through undo and
through a reload from the record."""

from __future__ import annotations

import json
import random

from tabletop_desktop.engine.replay import GameRecord
from tabletop_desktop.server.table_game import TableGame


def _encoded(game: TableGame) -> list[dict[str, object]]:
    return [game.engine.action_to_json(action) for action, _ in game.history]


def test_the_kept_action_json_follows_play_undo_and_reload() -> None:
    for game_id, seats in (("qwirkle", 2), ("qwixx", 3), ("quiddler", 2)):
        game = TableGame(GameRecord(game_id, 7, seats, {}), [f"P{i}" for i in range(seats)])
        rng = random.Random(7)
        for _ in range(12):
            if game.is_over():
                break
            seat = game.pending()[0]
            game.play(rng.choice(game.state.legal_actions(seat)))
        assert game.record().actions == _encoded(game)
        assert json.loads(game.record_text()) == game.record().to_json()
        game.undo()
        assert game.record().actions == _encoded(game)
        assert len(game.action_json) == len(game.history) == len(game.lines)
        assert json.loads(game.record_text()) == game.record().to_json()
        again = TableGame(GameRecord.from_json(game.record().to_json()), game.names)
        assert again.record().to_json() == game.record().to_json()
