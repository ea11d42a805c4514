"""Real finished games written as records, the way a finished game is recorded, for the tests of
the Statistics window (history, reprinting)."""

from __future__ import annotations

import importlib
import random
from dataclasses import replace
from pathlib import Path

from tabletop_desktop.engine.registry import game
from tabletop_desktop.engine.replay import GameRecord, action_list_to_json
from tabletop_desktop.storage.records import record_finished_game
from tabletop_desktop.storage.saves import GameSetup, SeatSetup


def finish_real_game(game_id: str, seats: list[SeatSetup], seed: int = 3,
                     practice: bool = False) -> Path:
    """Play `game_id` to its end with its easiest bot in every seat and record it with these
    seats (persons included), as the session does when a game ends."""
    from tabletop_desktop.session.game_session import GameSession

    info = game(game_id)
    engine = importlib.import_module(info.engine_module)
    setup = GameSetup(game_id, seats, {}, seed)
    if info.prepare_options:
        setup = replace(setup, options=info.prepared_options(setup.options))
    state = engine.new_game(len(seats), seed, setup.options)
    bot = engine.make_bot(info.bot_levels[0].key)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        chosen = [bot.choose(state.view_for(seat), rng, 0.05) for seat in state.pending()]
        for action in chosen:
            state.apply(action)
            actions.append(action)
    record = GameRecord(game_id, seed, len(seats), dict(state.options),
                        action_list_to_json(game_id, actions))
    session = GameSession(setup, record, autosave=False)
    try:
        summary = session.summary()
        summary.practice = practice
        return record_finished_game(session.saved_game(), summary)
    finally:
        session.shutdown()
        session.deleteLater()
