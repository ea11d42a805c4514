"""A slow, obviously-correct enumerator of legal placements, written straight from the rules text
with (x, y) cells and (colour, shape) index pairs, sharing no code with the engine's generator."""

from __future__ import annotations

Cell = tuple[int, int]


def valid_line(tiles: list[int]) -> bool:
    """Rule 5: all one colour with different shapes, or all one shape with different colours."""
    if len(tiles) > 6 or len(set(tiles)) != len(tiles):
        return False
    return len({t // 6 for t in tiles}) == 1 or len({t % 6 for t in tiles}) == 1


def run_through(table: dict[Cell, int], cell: Cell, dx: int, dy: int) -> list[Cell]:
    x, y = cell
    while (x - dx, y - dy) in table:
        x, y = x - dx, y - dy
    cells = []
    while (x, y) in table:
        cells.append((x, y))
        x, y = x + dx, y + dy
    return cells


def lines_of(table: dict[Cell, int], placed: list[Cell]) -> list[list[Cell]]:
    """Distinct lines (runs of 2 or more) through placed cells."""
    seen = set()
    lines = []
    for cell in placed:
        for dx, dy in ((1, 0), (0, 1)):
            run = run_through(table, cell, dx, dy)
            key = (run[0], dx, dy)
            if len(run) >= 2 and key not in seen:
                seen.add(key)
                lines.append(run)
    return lines


def brute_points(board: dict[Cell, int], placement: dict[Cell, int]) -> int:
    table = {**board, **placement}
    lines = lines_of(table, list(placement))
    if not lines:
        return 1
    return sum(len(line) + (6 if len(line) == 6 else 0) for line in lines)


def _touches(board: dict[Cell, int], cell: Cell) -> bool:
    x, y = cell
    return any((x + dx, y + dy) in board for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def brute_legal(board: dict[Cell, int], hand: list[int]) -> dict[frozenset, int]:
    """Every legal placement (as a frozenset of (cell, tile)) on a non-empty board, with points.

    For every row and column, and every empty start cell, tiles go on the following empty cells
    one by one (rule 3: the cells between are then all occupied); every complete candidate is
    checked in full against rules 4 and 5. Pruning only cuts branches that can never become legal:
    a cross line or the main line's run so far already invalid, or no cell next to the table
    within reach.
    """
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    found: dict[frozenset, int] = {}
    for horizontal in (True, False):
        lines = range(min(ys) - 1, max(ys) + 2) if horizontal else range(min(xs) - 1, max(xs) + 2)
        lo, hi = (min(xs), max(xs)) if horizontal else (min(ys), max(ys))
        for k in lines:
            cells = [
                c
                for c in (((p, k) if horizontal else (k, p)) for p in range(lo - 7, hi + 8))
                if c not in board
            ]
            touching = [_touches(board, c) for c in cells]
            for i in range(len(cells)):
                _extend(board, hand, cells, touching, i, {}, dict(board), horizontal, False, found)
    return found


def _extend(board, hand, cells, touching, i, chosen, table, horizontal, touched, found) -> None:
    if not touched and not any(touching[i : i + len(hand) - len(chosen)]):
        return
    main = (1, 0) if horizontal else (0, 1)
    cross = (0, 1) if horizontal else (1, 0)
    touched = touched or touching[i]
    cell = cells[i]
    used = list(chosen.values())
    if chosen:
        # The next empty cell must follow the previous one with only occupied cells between.
        px, py = cells[i - 1]
        between = (
            [(x, py) for x in range(px + 1, cell[0])] if horizontal else [(px, y) for y in range(py + 1, cell[1])]
        )
        if any(c not in board for c in between):
            return
    for tile in sorted(set(hand)):
        if used.count(tile) >= hand.count(tile):
            continue
        chosen[cell] = tile
        table[cell] = tile
        cross_run = run_through(table, cell, *cross)
        if (len(cross_run) < 2 or valid_line([table[c] for c in cross_run])) and valid_line(
            _left_part(table, cell, *main)
        ):
            if touched:
                if all(valid_line([table[c] for c in line]) for line in lines_of(table, list(chosen))):
                    found[frozenset(chosen.items())] = brute_points(board, chosen)
            if len(chosen) < len(hand) and i + 1 < len(cells):
                _extend(board, hand, cells, touching, i + 1, chosen, table, horizontal, touched, found)
        del chosen[cell]
        del table[cell]


def _left_part(table: dict[Cell, int], cell: Cell, dx: int, dy: int) -> list[int]:
    """Tiles of the run ending at `cell`, from its left (or lower) end."""
    x, y = cell
    tiles = []
    while (x, y) in table:
        tiles.append(table[(x, y)])
        x, y = x - dx, y - dy
    return tiles
