"""The table: tiles on an unbounded grid, with per-cell caches that make move generation fast.

Cells are (x, y) pairs for everybody outside this package (x to the right, y up). Inside, a cell is
one int, `(x + OFFSET) << SHIFT | (y + OFFSET)`, so a neighbour is an addition (STEP_X or STEP_Y)
instead of a new tuple.

For every empty cell next to a tile (an "anchor") the board caches what its two lines allow:
`(h_mask, v_mask, h_len, v_len)`: the tiles that may go there as far as the row (resp. column)
through it is concerned, and how many tiles that row (column) already holds next to it. A placement
changes only the cells at the two ends of each run it touches, so the cache is updated there only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from tabletop_desktop.engine.qwirkle.tiles import ALL_TILES_MASK, RELATED

Cell = tuple[int, int]

SHIFT = 21
OFFSET = 1 << 20
Y_MASK = (1 << SHIFT) - 1
STEP_X = 1 << SHIFT
STEP_Y = 1
NEIGHBOUR_STEPS = (STEP_X, -STEP_X, STEP_Y, -STEP_Y)


def encode(cell: Cell) -> int:
    """The internal int for an (x, y) cell."""
    x, y = cell
    if not (-OFFSET <= x < OFFSET and -OFFSET <= y < OFFSET):
        raise ValueError(f"The cell {cell} is too far from the middle of the table.")
    return (x + OFFSET) << SHIFT | (y + OFFSET)


def decode(index: int) -> Cell:
    """The (x, y) cell for an internal int."""
    return ((index >> SHIFT) - OFFSET, (index & Y_MASK) - OFFSET)


class Board:
    """Tiles on the table plus the anchor cache. Mutated only through `place`."""

    __slots__ = ("tiles", "anchors", "counts")

    def __init__(self) -> None:
        self.tiles: dict[int, int] = {}
        self.anchors: dict[int, tuple[int, int, int, int]] = {}
        self.counts: list[int] = [0] * 36

    @classmethod
    def from_cells(
        cls, items: Mapping[Cell, int] | Iterable[tuple[Cell, int]], with_anchors: bool = True
    ) -> Board:
        """A board holding the given (x, y) -> tile items; without the anchor cache if only the
        tiles are needed (checking or scoring one placement)."""
        board = cls()
        pairs = items.items() if isinstance(items, Mapping) else items
        for cell, tile in pairs:
            index = encode(cell)
            board.tiles[index] = tile
            board.counts[tile] += 1
        if not with_anchors:
            return board
        for index in board.tiles:
            for step in NEIGHBOUR_STEPS:
                n = index + step
                if n not in board.tiles and n not in board.anchors:
                    board.anchors[n] = board.cell_info(n)
        return board

    def copy(self) -> Board:
        """An independent copy (cheap: three flat containers)."""
        other = Board.__new__(Board)
        other.tiles = self.tiles.copy()
        other.anchors = self.anchors.copy()
        other.counts = self.counts.copy()
        return other

    def __len__(self) -> int:
        return len(self.tiles)

    def is_empty(self) -> bool:
        return not self.tiles

    def items(self) -> Iterator[tuple[Cell, int]]:
        """(x, y), tile pairs."""
        for index, tile in self.tiles.items():
            yield decode(index), tile

    def to_dict(self) -> dict[Cell, int]:
        return {decode(i): t for i, t in self.tiles.items()}

    def get(self, cell: Cell) -> int | None:
        return self.tiles.get(encode(cell))

    # --- lines --------------------------------------------------------------------------------
    def run(self, index: int, step: int) -> list[int]:
        """Cells of the maximal run through occupied `index` along `step`, in order."""
        tiles = self.tiles
        start = index
        while start - step in tiles:
            start -= step
        cells = []
        c = start
        while c in tiles:
            cells.append(c)
            c += step
        return cells

    def _side(self, index: int, step: int) -> tuple[int, int]:
        """(mask, count) of the tiles on both sides of empty `index` along `step`."""
        tiles = self.tiles
        mask = ALL_TILES_MASK
        count = 0
        for direction in (step, -step):
            c = index + direction
            while c in tiles:
                t = tiles[c]
                if not (mask >> t) & 1:
                    mask = 0
                mask &= RELATED[t]
                count += 1
                c += direction
        return mask, count

    def cell_info(self, index: int) -> tuple[int, int, int, int]:
        """(h_mask, v_mask, h_len, v_len) of an empty cell, computed from the tiles."""
        hm, hl = self._side(index, STEP_X)
        vm, vl = self._side(index, STEP_Y)
        return hm, vm, hl, vl

    def allowed(self, index: int) -> int:
        """Mask of the tiles that may go on empty `index` as a single tile (0 if none)."""
        info = self.anchors.get(index)
        if info is None:
            return ALL_TILES_MASK
        return info[0] & info[1]

    # --- change -------------------------------------------------------------------------------
    def place(self, placements: Iterable[tuple[int, int]]) -> None:
        """Put tiles on (already checked) empty cells and refresh the cache around them."""
        tiles = self.tiles
        anchors = self.anchors
        placed = list(placements)
        for index, tile in placed:
            tiles[index] = tile
            self.counts[tile] += 1
            anchors.pop(index, None)
        dirty: set[int] = set()
        for index, _ in placed:
            for step in (STEP_X, STEP_Y):
                c = index
                while c in tiles:
                    c += step
                dirty.add(c)
                c = index
                while c in tiles:
                    c -= step
                dirty.add(c)
        for c in dirty:
            anchors[c] = self.cell_info(c)
