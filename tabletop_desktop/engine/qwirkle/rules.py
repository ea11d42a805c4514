"""Placement rules in plain words: is a placement legal (and if not, why), and what it scores.

These are the readable reference functions. The move generator (`movegen.py`) computes the same
answers much faster; the tests check one against the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop_desktop.engine.message import Text, translate
from tabletop_desktop.engine.qwirkle.board import (
    NEIGHBOUR_STEPS,
    STEP_X,
    STEP_Y,
    Board,
    Cell,
    decode,
    encode,
)
from tabletop_desktop.engine.qwirkle.tiles import (
    COLOUR_WORDS,
    COPIES,
    SHAPE_PLURAL_WORDS,
    TILE_TYPES,
    tile_message,
    tile_with_article,
)

BoardLike = Board | Mapping[Cell, int]
LEAVE_NO_GAPS = translate("qwirkle", "Leave no gaps: every cell between your tiles must hold a tile.")
QWIRKLE_BONUS = 6


def as_board(board: BoardLike, with_anchors: bool = True) -> Board:
    """A `Board` for a Board or a mapping (x, y) -> tile."""
    return board if isinstance(board, Board) else Board.from_cells(board, with_anchors)


def line_problem(tiles: Sequence[int], line_word: str) -> Text | None:
    """Why the tiles cannot form one line ("row" or "column"), or None if they can. Each
    sentence is written whole for a row and for a column (the word's gender may change the
    sentence in other languages)."""
    row = line_word == "row"
    if len(tiles) > 6:
        if row:
            return translate("qwirkle", "A line holds at most 6 tiles; this row would hold {count}.",
                             count=len(tiles))
        return translate("qwirkle", "A line holds at most 6 tiles; this column would hold {count}.",
                         count=len(tiles))
    for i, t in enumerate(tiles):
        for u in tiles[:i]:
            if u == t:
                if row:
                    return translate("qwirkle", "That tile doesn't fit: the row already has {tile}.",
                                     tile=tile_with_article(t))
                return translate("qwirkle", "That tile doesn't fit: the column already has {tile}.",
                                 tile=tile_with_article(t))
    colours = {t // 6 for t in tiles}
    shapes = {t % 6 for t in tiles}
    if len(colours) == 1 or len(shapes) == 1:
        return None
    # Name the rule the line's first two tiles set, and the first tile that breaks it.
    first, second = tiles[0], tiles[1]
    if first // 6 == second // 6:
        colour = first // 6
        bad = next(t for t in tiles if t // 6 != colour)
        if row:
            return translate("qwirkle", "That tile doesn't fit: the row is all {colour}, and "
                             "{tile} is not.", colour=COLOUR_WORDS[colour],
                             tile=tile_with_article(bad))
        return translate("qwirkle", "That tile doesn't fit: the column is all {colour}, and "
                         "{tile} is not.", colour=COLOUR_WORDS[colour], tile=tile_with_article(bad))
    if first % 6 == second % 6:
        shape = first % 6
        bad = next(t for t in tiles if t % 6 != shape)
        if row:
            return translate("qwirkle", "That tile doesn't fit: the row is all {shapes}, and "
                             "{tile} is not.", shapes=SHAPE_PLURAL_WORDS[shape],
                             tile=tile_with_article(bad))
        return translate("qwirkle", "That tile doesn't fit: the column is all {shapes}, and "
                         "{tile} is not.", shapes=SHAPE_PLURAL_WORDS[shape],
                         tile=tile_with_article(bad))
    if row:
        return translate("qwirkle", "That tile doesn't fit: a row shares one colour or one shape, "
                         "and {first} and {second} share neither.", first=tile_message(first),
                         second=tile_message(second))
    return translate("qwirkle", "That tile doesn't fit: a column shares one colour or one shape, "
                     "and {first} and {second} share neither.", first=tile_message(first),
                     second=tile_message(second))


def placement_problem(
    board: BoardLike,
    placements: Sequence[tuple[Cell, int]],
    first_move_size: int | None = None,
) -> Text | None:
    """Why placing `placements` (cell, tile) on `board` is illegal, or None when it is legal.

    `first_move_size`, on an empty table, is the group size the first move must have (None: any).
    Hand ownership is the game's business, not checked here.
    """
    b = as_board(board, with_anchors=False)
    if not placements:
        return translate("qwirkle", "Place at least one tile.")
    cells = [encode(c) for c, _ in placements]
    if len(set(cells)) != len(cells):
        return translate("qwirkle", "Two tiles can't go on the same cell.")
    for c in cells:
        if c in b.tiles:
            return translate("qwirkle", "That cell already holds a tile.")
    xs = {c[0] for c, _ in placements}
    ys = {c[1] for c, _ in placements}
    if len(xs) > 1 and len(ys) > 1:
        return translate("qwirkle", "Tiles placed in one turn must lie in one row or one column.")
    if b.is_empty() and first_move_size is not None and len(placements) != first_move_size:
        tiles_word = (translate("qwirkle", "1 tile") if first_move_size == 1
                      else translate("qwirkle", "%n tiles", "", first_move_size))
        return translate("qwirkle", "Your first move must be your largest group: {tiles}.",
                         tiles=tiles_word)
    step = STEP_Y if len(xs) == 1 and len(placements) > 1 else STEP_X
    lo, hi = min(cells), max(cells)
    new = dict(zip(cells, (t for _, t in placements), strict=True))
    c = lo
    while c <= hi:
        if c not in new and c not in b.tiles:
            return LEAVE_NO_GAPS
        c += step
    if not b.is_empty() and not any(
        c + s in b.tiles for c in cells for s in NEIGHBOUR_STEPS
    ):
        return translate("qwirkle", "Place next to a tile already on the table.")
    for line in _lines_through(b.tiles, new):
        line_word = "row" if line[1] - line[0] == STEP_X else "column"
        tiles = [new[c] if c in new else b.tiles[c] for c in line]
        problem = line_problem(tiles, line_word)
        if problem is not None:
            return problem
    return None


def _lines_through(tiles: Mapping[int, int], new: Mapping[int, int]) -> list[list[int]]:
    """Every line (run of >= 2 cells) through a new cell, each once, with `new` on the table."""

    def occupied(c: int) -> bool:
        return c in new or c in tiles

    seen: set[tuple[int, int]] = set()
    lines = []
    for cell in new:
        for step in (STEP_X, STEP_Y):
            start = cell
            while occupied(start - step):
                start -= step
            if (start, step) in seen:
                continue
            seen.add((start, step))
            run = []
            c = start
            while occupied(c):
                run.append(c)
                c += step
            if len(run) >= 2:
                lines.append(run)
    return lines


def score_lines(board: Board, placements: Sequence[tuple[int, int]]) -> tuple[int, int, list[list[int]]]:
    """(points, qwirkles, lines) for a legal placement given as (internal cell, tile) pairs.

    `board` is the table before the placement. Lines are lists of internal cells.
    """
    new = dict(placements)
    lines = _lines_through(board.tiles, new)
    if not lines:
        return 1, 0, []  # a lone tile on an empty table
    points = 0
    qwirkles = 0
    for line in lines:
        points += len(line)
        if len(line) == 6:
            points += QWIRKLE_BONUS
            qwirkles += 1
    return points, qwirkles, lines


def score(board: BoardLike, placements: Sequence[tuple[Cell, int]]) -> int:
    """Points for a legal placement of (x, y) cells (legality is not checked here)."""
    b = as_board(board, with_anchors=False)
    return score_lines(b, [(encode(c), t) for c, t in placements])[0]


def candidate_cells(board: BoardLike, placed_so_far: Sequence[tuple[Cell, int]], tile: int) -> set[Cell]:
    """Cells where `tile` may go so that `placed_so_far` plus it is still a legal placement
    (ignoring the first-move size, which only the complete move can meet)."""
    b = as_board(board)
    placed = list(placed_so_far)
    if b.is_empty() and not placed:
        return {(0, 0)}
    occupied = {encode(c) for c, _ in placed} | set(b.tiles)
    candidates: set[int] = set()
    if placed:
        for c, _ in placed:
            i = encode(c)
            for s in NEIGHBOUR_STEPS:
                candidates.add(i + s)
        # A new tile may also continue the line beyond existing tiles at either end.
        for c, _ in placed:
            for s in NEIGHBOUR_STEPS:
                i = encode(c)
                while i in occupied:
                    i += s
                candidates.add(i)
    else:
        candidates = {c for c in b.anchors if b.allowed(c) >> tile & 1}
    result = set()
    for i in candidates:
        if i in occupied:
            continue
        cell = decode(i)
        if placement_problem(b, placed + [(cell, tile)]) is None:
            result.add(cell)
    return result


def dead_cells(board: BoardLike) -> set[Cell]:
    """Empty cells next to the table that no tile can ever fill: their lines allow no tile, or
    every copy of each tile they allow is already on the table."""
    b = as_board(board)
    available = 0
    for t in range(TILE_TYPES):
        if b.counts[t] < COPIES:
            available |= 1 << t
    return {decode(i) for i, (hm, vm, _, _) in b.anchors.items() if not hm & vm & available}

