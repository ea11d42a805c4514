"""The engine-module functions (new_game, determinize, make_bot) and the conformance API that works
on colour and shape names: `score_placement` and `legal_placements`."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import IllegalAction, resolve_options
from tabletop_desktop.engine.qwirkle.actions import (
    EndBonus,
    Passed,
    TilesDrawn,
    TilesDrawnUnseen,
    TilesExchanged,
    TilesPlaced,
)
from tabletop_desktop.engine.qwirkle.board import Board, Cell, decode, encode
from tabletop_desktop.engine.qwirkle.movegen import generate
from tabletop_desktop.engine.qwirkle.rules import placement_problem, score_lines
from tabletop_desktop.engine.qwirkle.state import QwirkleState
from tabletop_desktop.engine.qwirkle.tiles import COPIES, TILE_TYPES, tile_from_names, tile_to_names
from tabletop_desktop.engine.qwirkle.view import QwirkleView
from tabletop_desktop.engine.wire import CORE_CLASSES

NamedTile = tuple[str, str]


class IllegalPlacement(IllegalAction):
    """A placement the rules refuse; the message says why in a player's words."""


def new_game(seat_count: int, seed: int, options: Mapping[str, Any] | None = None) -> QwirkleState:
    """A new game with options filled in from the defaults."""
    from tabletop_desktop.engine.qwirkle.info import OPTIONS

    return QwirkleState(seat_count, seed, resolve_options(OPTIONS, options))


def make_bot(level_key: str) -> Any:
    """The bot for a level key ("beginner", "casual", "strong", "expert")."""
    from tabletop_desktop.engine.qwirkle import bots

    return bots.make_bot(level_key)


def _board_from_names(board: Mapping[Cell, NamedTile]) -> Board:
    return Board.from_cells({_cell(cell): tile_from_names(*tile) for cell, tile in board.items()})


def _cell(cell: Any) -> Cell:
    x, y = cell
    if not isinstance(x, int) or not isinstance(y, int):
        raise IllegalPlacement(f"{cell!r} is not a cell on the table.")
    return (x, y)


def score_placement(
    board: Mapping[Cell, NamedTile], placements: Iterable[tuple[Cell, NamedTile]]
) -> int:
    """Points for placing `placements` ((x, y), (colour, shape)) on `board`; raises
    IllegalPlacement with the reason when the placement is illegal. On an empty board any valid
    single line is accepted, and a lone tile scores 1."""
    try:
        b = _board_from_names(board)
        placed = [(_cell(c), tile_from_names(*t)) for c, t in placements]
    except (ValueError, TypeError) as exc:
        raise IllegalPlacement(str(exc)) from None
    problem = placement_problem(b, placed)
    if problem is not None:
        raise IllegalPlacement(problem)
    return score_lines(b, [(encode(c), t) for c, t in placed])[0]


def legal_placements(
    board: Mapping[Cell, NamedTile], hand: Sequence[NamedTile]
) -> list[tuple[tuple[Cell, NamedTile], ...]]:
    """Every legal placement from `hand` on a non-empty `board`, each once (as a set)."""
    b = _board_from_names(board)
    if b.is_empty():
        raise ValueError("legal_placements needs a table with at least one tile on it.")
    tiles = [tile_from_names(*t) for t in hand]
    return [
        tuple((decode(c), tile_to_names(t)) for c, t in move) for move, _ in generate(b, tiles)
    ]


def determinize(view: QwirkleView, rng: random.Random) -> QwirkleState:
    """A full state consistent with `view`: its table, hand, scores and counts; the tiles it has not
    seen are dealt at random to the bag and the other hands."""
    unseen = [t for t in range(TILE_TYPES) for _ in range(view.unseen[t])]
    others = sum(n for s, n in enumerate(view.hand_sizes) if s != view.seat)
    if len(unseen) != others + view.bag_count:
        raise ValueError("The view's tile counts do not add up.")
    rng.shuffle(unseen)
    state = QwirkleState.__new__(QwirkleState)
    state.seat_count = view.seat_count
    state.seed = 0
    state.options = {
        "first_move": "free" if view.first_move_size is None else "largest_group",
        "starter": view.starter,
        "undo": False,
    }
    state.rng = random.Random(rng.getrandbits(64))
    state.board = view.make_board()
    state.hands = []
    for s, size in enumerate(view.hand_sizes):
        if s == view.seat:
            state.hands.append(list(view.hand))
        else:
            state.hands.append([unseen.pop() for _ in range(size)])
    state.bag = unseen
    state.totals = list(view.scores)
    state.turn_number = view.turn_number
    state.over = view.is_over
    state.end_reason = ""
    state.last_moves = list(view.last_moves)
    state.first_move_size = view.first_move_size
    state.starter = view.starter
    state.turn = view.pending[0] if view.pending else view.seat
    if sum(state.board.counts) + sum(view.hand_sizes) + view.bag_count != TILE_TYPES * COPIES:
        raise ValueError("The view's tile counts do not add up.")
    return state


def wire_classes() -> tuple[type, ...]:
    """What a Qwirkle view, event or hint may hold on the network (engine/wire.py): the view, every
    event (a seat's latest move in the view is one), and the core's events and advice."""
    return (
        *CORE_CLASSES, QwirkleView, TilesPlaced, TilesDrawn, TilesDrawnUnseen, TilesExchanged,
        Passed, EndBonus,
    )
