"""Qwirkle tiles as small ints, and the bit tricks that make line checks cheap.

A tile is `colour_index * 6 + shape_index` (0..35). A set of tile types is a 36-bit mask.

Two tiles may share a line exactly when they share one attribute and differ in the other, and a set
of tiles is a valid line exactly when every pair is so related (three tiles that pairwise share one
attribute necessarily all share the same one). So the tiles that may join a valid line are the AND of
`RELATED[t]` over its tiles: no case analysis on "is this a colour line or a shape line" is needed.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "orange", "yellow", "green", "blue", "purple")
SHAPES: tuple[str, ...] = ("circle", "square", "diamond", "clover", "star4", "star8")
SHAPE_LABELS: dict[str, str] = {
    "circle": "circle",
    "square": "square",
    "diamond": "diamond",
    "clover": "clover",
    "star4": "4-point star",
    "star8": "8-point star",
}
SHAPE_PLURALS: dict[str, str] = {
    "circle": "circles",
    "square": "squares",
    "diamond": "diamonds",
    "clover": "clovers",
    "star4": "4-point stars",
    "star8": "8-point stars",
}

TILE_TYPES = 36
COPIES = 3
HAND_SIZE = 6
ALL_TILES_MASK = (1 << TILE_TYPES) - 1


def make_tile(colour: int, shape: int) -> int:
    """The tile int for a colour index and a shape index."""
    return colour * 6 + shape


def colour_of(tile: int) -> int:
    """Colour index (0..5) of a tile."""
    return tile // 6


def shape_of(tile: int) -> int:
    """Shape index (0..5) of a tile."""
    return tile % 6


def tile_name(tile: int) -> str:
    """A tile in words, e.g. "red circle", "orange 4-point star"."""
    return f"{COLOURS[tile // 6]} {SHAPE_LABELS[SHAPES[tile % 6]]}"


def tile_from_names(colour: str, shape: str) -> int:
    """The tile int for ("red", "star4"); raises ValueError for unknown names."""
    try:
        return COLOURS.index(colour) * 6 + SHAPES.index(shape)
    except ValueError:
        raise ValueError(f"There is no {colour} {shape} tile.") from None


def tile_to_names(tile: int) -> tuple[str, str]:
    """("red", "star4") for a tile int."""
    return COLOURS[tile // 6], SHAPES[tile % 6]


def _related(tile: int) -> int:
    c, s = tile // 6, tile % 6
    mask = 0
    for other in range(TILE_TYPES):
        if (other // 6 == c) != (other % 6 == s):
            mask |= 1 << other
    return mask


RELATED: tuple[int, ...] = tuple(_related(t) for t in range(TILE_TYPES))


def line_mask(tiles: list[int] | tuple[int, ...]) -> int:
    """Tiles that may join the line `tiles`: ALL for an empty line, 0 if the line is invalid."""
    mask = ALL_TILES_MASK
    for t in tiles:
        if not (mask >> t) & 1:
            return 0
        mask &= RELATED[t]
    return mask


def is_valid_line(tiles: list[int] | tuple[int, ...]) -> bool:
    """True when the tiles can stand together as one line (any length 0..6)."""
    mask = ALL_TILES_MASK
    for t in tiles:
        if not (mask >> t) & 1:
            return False
        mask &= RELATED[t]
    return True


def largest_group(hand: list[int] | tuple[int, ...]) -> int:
    """Size of the largest set of distinct tiles in `hand` sharing a colour or a shape."""
    distinct = set(hand)
    best = 0
    for k in range(6):
        best = max(
            best,
            sum(1 for t in distinct if t // 6 == k),
            sum(1 for t in distinct if t % 6 == k),
        )
    return best


def full_set() -> list[int]:
    """All 108 tiles, in order."""
    return [t for t in range(TILE_TYPES) for _ in range(COPIES)]
