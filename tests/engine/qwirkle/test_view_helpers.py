"""The view's helpers agree with the move generator on real positions."""

from tabletop_desktop.engine.qwirkle import candidate_cells, dead_cells
from tabletop_desktop.engine.qwirkle.board import decode
from tabletop_desktop.engine.qwirkle.movegen import generate
from tabletop_desktop.engine.qwirkle.tiles import COPIES, TILE_TYPES

from .positions import positions


def test_candidate_cells_are_the_single_tile_placements():
    for board, hand in positions(seed=4, count=20):
        table = board.to_dict()
        singles: dict[int, set] = {}
        for cells, _ in generate(board, hand):
            if len(cells) == 1:
                (cell, tile), = cells
                singles.setdefault(tile, set()).add(decode(cell))
        for tile in set(hand):
            assert candidate_cells(table, [], tile) == singles.get(tile, set())


def test_candidate_cells_continue_a_started_move():
    for board, hand in positions(seed=5, count=10):
        table = board.to_dict()
        moves = [cells for cells, _ in generate(board, hand) if len(cells) >= 2]
        for cells in moves[:20]:
            placed = [(decode(c), t) for c, t in cells]
            # The last tile of any legal move is a candidate after the others.
            *before, (cell, tile) = placed
            assert cell in candidate_cells(table, before, tile)


def test_dead_cells_are_exactly_the_neighbours_no_available_tile_fits():
    for board, _ in positions(seed=6, count=20):
        table = board.to_dict()
        on_table = list(table.values())
        available = [t for t in range(TILE_TYPES) if on_table.count(t) < COPIES]
        fits = set().union(*(candidate_cells(table, [], t) for t in available))
        neighbours = {
            (x + dx, y + dy) for x, y in table for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        } - set(table)
        assert dead_cells(table) == neighbours - fits
        # A tile of any placement next to the table is a legal single tile (the generator relies
        # on it), so no placement from any available tiles can use a dead cell.
        assert not dead_cells(table) & {
            decode(c) for cells, _ in generate(board, available[:6]) for c, _ in cells
        }
