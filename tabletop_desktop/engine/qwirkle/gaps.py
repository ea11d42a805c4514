"""Laying a move out of order: a person may put down the far end of a line before the tiles between.

The engine only judges whole placements (`rules.placement_problem` wants no gaps). These pure
functions answer the in-between question: can the tiles laid so far still become a legal move once
the empty cells between them are filled from the rest of the rack?
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from tabletop_desktop.engine.message import Text, translate
from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.board import Board, encode

Cell = tuple[int, int]
Placements = Sequence[tuple[Cell, int]]
REACH = 6  # no line holds more than six tiles, so no tile of a move lies further apart than this


def gap_cells(board: Board, placements: Placements) -> list[Cell]:
    """Empty cells between the tiles of a one-line placement (none when it is not in one line)."""
    cells = [c for c, _ in placements]
    if len(cells) < 2:
        return []
    xs = {x for x, _ in cells}
    ys = {y for _, y in cells}
    if len(xs) == 1:
        x = next(iter(xs))
        span = [(x, y) for y in range(min(ys), max(ys) + 1)]
    elif len(ys) == 1:
        y = next(iter(ys))
        span = [(x, y) for x in range(min(xs), max(xs) + 1)]
    else:
        return []
    taken = set(cells)
    return [c for c in span if c not in taken and encode(c) not in board.tiles]


def completion(board: Board, placements: Placements, rest: Sequence[int]) -> list[tuple[Cell, int]] | None:
    """Tiles from `rest` for every gap so that the whole is a legal placement, or None when no
    choice of tiles works. With no gaps this is the engine's own verdict ([] when legal)."""
    gaps = gap_cells(board, placements)
    if len(gaps) > len(rest):
        return None
    tried: set[tuple[int, ...]] = set()
    for tiles in permutations(rest, len(gaps)):
        if tiles in tried:  # a rack may hold two copies of one tile
            continue
        tried.add(tiles)
        fill = list(zip(gaps, tiles, strict=True))
        if rules.placement_problem(board, list(placements) + fill) is None:
            return fill
    return None


def extension_problem(board: Board, placements: Placements, cell: Cell, tile: int,
                      rest: Sequence[int]) -> Text | None:
    """Why `tile` may not go on `cell` after `placements` this turn, or None when it may: the first
    tile must fit next to the table; later ones may leave gaps the rest of the rack can fill."""
    new = list(placements) + [(cell, tile)]
    if not placements:
        return rules.placement_problem(board, new)
    gaps = gap_cells(board, new)
    if not gaps:
        return rules.placement_problem(board, new)
    problem = rules.placement_problem(board, new)
    if problem is not None and problem != rules.LEAVE_NO_GAPS:
        return problem  # one line, cell taken: the gap is not the trouble
    if len(gaps) > len(rest):
        if len(gaps) == 1:
            return translate("qwirkle", "That would leave 1 empty cell between your tiles, more "
                             "than the {left} left in your rack can fill.", left=len(rest))
        return translate("qwirkle", "That would leave %n empty cells between your tiles, more "
                         "than the {left} left in your rack can fill.", "", len(gaps),
                         left=len(rest))
    if completion(board, new, rest) is None:
        return translate("qwirkle", "No tile left in your rack could fill the gap that would "
                         "leave.")
    return None


def open_cells(board: Board, placements: Placements, tile: int, rest: Sequence[int]) -> set[Cell]:
    """Every cell where `tile` may go now (see `extension_problem`)."""
    if not placements:
        return rules.candidate_cells(board, [], tile)
    cells = [c for c, _ in placements]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    spots: set[Cell] = set()
    if len(set(ys)) == 1:  # the row (a single tile is in both its row and its column)
        spots |= {(x, ys[0]) for x in range(min(xs) - REACH, max(xs) + REACH + 1)}
    if len(set(xs)) == 1:
        spots |= {(xs[0], y) for y in range(min(ys) - REACH, max(ys) + REACH + 1)}
    taken = set(cells)
    return {
        c for c in spots
        if c not in taken and encode(c) not in board.tiles
        and extension_problem(board, placements, c, tile, rest) is None
    }
