"""The `finished` message: a network game's end-of-game summary, built on the server.

Only the server holds the whole game (the seed, every hidden draw), so only it can build the
summary a local game keeps in its record: the same `GameSummary` from the same engine hooks
(`summary_extras`, `summary_turns`, `summary_end_reason`, `summary_best_move`). It holds what a
summary shows at any table (scores, winners, each seat's counters, the best move's sentence, how
the game ended, the hints asked for), never a hand, the bag or the seed. Each computer keeps it
as a finished game of its own (storage/records.py `record_network_game`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_desktop.server.table_game import TableGame
from tabletop_desktop.storage.records import BestMove, GameSummary
from tabletop_desktop.storage.saves import GameSetup, SeatSetup


def game_summary(game: TableGame, kinds: Sequence[tuple[str, str | None]],
                 hints: Sequence[int]) -> GameSummary:
    """The summary of a finished game; `kinds` holds each seat's (room kind, bot level)."""
    seats = [SeatSetup(name, "bot" if kind == "bot" else "person",
                       level if kind == "bot" else None)
             for name, (kind, level) in zip(game.names, kinds, strict=True)]
    setup = GameSetup(game.game_id, seats, dict(game.options), game.seed)
    engine, names = game.engine, list(game.names)
    summary = GameSummary.from_history(
        game.info, setup, game.state, game.history, names,
        engine.summary_extras(game.state, game.history),
        turns=engine.summary_turns(game.state, game.history), hints=list(hints),
    )
    reason = engine.summary_end_reason(game.state, names)
    if reason:
        summary.reason = reason
    best = engine.summary_best_move(game.state, game.history, names)
    if best is not None:
        summary.best_move = BestMove(*best)
    return summary


def finished_message(code: str, game_uid: str, started: str, game: TableGame,
                     kinds: Sequence[tuple[str, str | None]],
                     hints: Sequence[int]) -> dict[str, Any]:
    """What every computer at the table is told once the game is over (docs/protocol.md)."""
    return {
        "type": "finished",
        "room": code,
        "game": game_uid,
        "started": started,
        "summary": game_summary(game, kinds, hints).to_json(),
    }
