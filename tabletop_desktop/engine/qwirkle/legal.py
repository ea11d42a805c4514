"""Legal actions of a seat, from what the seat knows: the table, its hand and the bag count."""

from __future__ import annotations

from itertools import combinations

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.actions import Exchange, Pass, Place
from tabletop_desktop.engine.qwirkle.board import Board, decode
from tabletop_desktop.engine.qwirkle.movegen import Move, first_moves, generate


def move_to_place(seat: int, move: Move) -> Place:
    """The `Place` action for a generated move."""
    return Place(seat, tuple((decode(c), t) for c, t in move[0]))


def exchanges(seat: int, hand: list[int], bag_count: int) -> list[Exchange]:
    """Every distinct exchange (as a multiset of tiles) of at most `bag_count` tiles."""
    result: set[tuple[int, ...]] = set()
    ordered = sorted(hand)
    for k in range(1, min(len(ordered), bag_count) + 1):
        result.update(combinations(ordered, k))
    return [Exchange(seat, tiles) for tiles in sorted(result, key=lambda ts: (len(ts), ts))]


def legal_actions(
    board: Board, hand: list[int], seat: int, bag_count: int, first_move_size: int | None
) -> list[Action]:
    """Placements, then exchanges, then a pass when nothing else is possible.

    On the empty table the first move must have `first_move_size` tiles (None: any size, and the
    starter may exchange instead).
    """
    if board.is_empty():
        moves = first_moves(hand, first_move_size)
        actions: list[Action] = [move_to_place(seat, m) for m in moves]
        if first_move_size is None:
            actions.extend(exchanges(seat, hand, bag_count))
        return actions
    actions = [move_to_place(seat, m) for m in generate(board, hand)]
    placeable = bool(actions)
    actions.extend(exchanges(seat, hand, bag_count))
    if not placeable and bag_count == 0:
        actions.append(Pass(seat))
    return actions
