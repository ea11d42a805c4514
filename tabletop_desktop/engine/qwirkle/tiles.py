"""Qwirkle tiles as small ints, and the bit tricks that make line checks cheap.

A tile is `colour_index * 6 + shape_index` (0..35). A set of tile types is a 36-bit mask.

Two tiles may share a line exactly when they share one attribute and differ in the other, and a set
of tiles is a valid line exactly when every pair is so related (three tiles that pairwise share one
attribute necessarily all share the same one). So the tiles that may join a valid line are the AND of
`RELATED[t]` over its tiles: no case analysis on "is this a colour line or a shape line" is needed.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_desktop.engine.message import Message, Text, translate

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


# --- the tiles in words, to be translated (colours and shapes are words of the game) ----------------
# Literal calls, one per phrase, so that lupdate finds every one: a whole name per tile (the
# colour's ending may follow the shape's gender), with and without its article.

TILE_WORDS: tuple[Message, ...] = (
    translate("qwirkle", "red circle", "a tile"),
    translate("qwirkle", "red square", "a tile"),
    translate("qwirkle", "red diamond", "a tile"),
    translate("qwirkle", "red clover", "a tile"),
    translate("qwirkle", "red 4-point star", "a tile"),
    translate("qwirkle", "red 8-point star", "a tile"),
    translate("qwirkle", "orange circle", "a tile"),
    translate("qwirkle", "orange square", "a tile"),
    translate("qwirkle", "orange diamond", "a tile"),
    translate("qwirkle", "orange clover", "a tile"),
    translate("qwirkle", "orange 4-point star", "a tile"),
    translate("qwirkle", "orange 8-point star", "a tile"),
    translate("qwirkle", "yellow circle", "a tile"),
    translate("qwirkle", "yellow square", "a tile"),
    translate("qwirkle", "yellow diamond", "a tile"),
    translate("qwirkle", "yellow clover", "a tile"),
    translate("qwirkle", "yellow 4-point star", "a tile"),
    translate("qwirkle", "yellow 8-point star", "a tile"),
    translate("qwirkle", "green circle", "a tile"),
    translate("qwirkle", "green square", "a tile"),
    translate("qwirkle", "green diamond", "a tile"),
    translate("qwirkle", "green clover", "a tile"),
    translate("qwirkle", "green 4-point star", "a tile"),
    translate("qwirkle", "green 8-point star", "a tile"),
    translate("qwirkle", "blue circle", "a tile"),
    translate("qwirkle", "blue square", "a tile"),
    translate("qwirkle", "blue diamond", "a tile"),
    translate("qwirkle", "blue clover", "a tile"),
    translate("qwirkle", "blue 4-point star", "a tile"),
    translate("qwirkle", "blue 8-point star", "a tile"),
    translate("qwirkle", "purple circle", "a tile"),
    translate("qwirkle", "purple square", "a tile"),
    translate("qwirkle", "purple diamond", "a tile"),
    translate("qwirkle", "purple clover", "a tile"),
    translate("qwirkle", "purple 4-point star", "a tile"),
    translate("qwirkle", "purple 8-point star", "a tile"),
)
TILE_WORDS_WITH_ARTICLE: tuple[Message, ...] = (
    translate("qwirkle", "a red circle", "a tile"),
    translate("qwirkle", "a red square", "a tile"),
    translate("qwirkle", "a red diamond", "a tile"),
    translate("qwirkle", "a red clover", "a tile"),
    translate("qwirkle", "a red 4-point star", "a tile"),
    translate("qwirkle", "a red 8-point star", "a tile"),
    translate("qwirkle", "an orange circle", "a tile"),
    translate("qwirkle", "an orange square", "a tile"),
    translate("qwirkle", "an orange diamond", "a tile"),
    translate("qwirkle", "an orange clover", "a tile"),
    translate("qwirkle", "an orange 4-point star", "a tile"),
    translate("qwirkle", "an orange 8-point star", "a tile"),
    translate("qwirkle", "a yellow circle", "a tile"),
    translate("qwirkle", "a yellow square", "a tile"),
    translate("qwirkle", "a yellow diamond", "a tile"),
    translate("qwirkle", "a yellow clover", "a tile"),
    translate("qwirkle", "a yellow 4-point star", "a tile"),
    translate("qwirkle", "a yellow 8-point star", "a tile"),
    translate("qwirkle", "a green circle", "a tile"),
    translate("qwirkle", "a green square", "a tile"),
    translate("qwirkle", "a green diamond", "a tile"),
    translate("qwirkle", "a green clover", "a tile"),
    translate("qwirkle", "a green 4-point star", "a tile"),
    translate("qwirkle", "a green 8-point star", "a tile"),
    translate("qwirkle", "a blue circle", "a tile"),
    translate("qwirkle", "a blue square", "a tile"),
    translate("qwirkle", "a blue diamond", "a tile"),
    translate("qwirkle", "a blue clover", "a tile"),
    translate("qwirkle", "a blue 4-point star", "a tile"),
    translate("qwirkle", "a blue 8-point star", "a tile"),
    translate("qwirkle", "a purple circle", "a tile"),
    translate("qwirkle", "a purple square", "a tile"),
    translate("qwirkle", "a purple diamond", "a tile"),
    translate("qwirkle", "a purple clover", "a tile"),
    translate("qwirkle", "a purple 4-point star", "a tile"),
    translate("qwirkle", "a purple 8-point star", "a tile"),
)
COLOUR_WORDS: tuple[Message, ...] = (
    translate("qwirkle", "red", "a colour: the row is all ..."),
    translate("qwirkle", "orange", "a colour: the row is all ..."),
    translate("qwirkle", "yellow", "a colour: the row is all ..."),
    translate("qwirkle", "green", "a colour: the row is all ..."),
    translate("qwirkle", "blue", "a colour: the row is all ..."),
    translate("qwirkle", "purple", "a colour: the row is all ..."),
)
SHAPE_PLURAL_WORDS: tuple[Message, ...] = (
    translate("qwirkle", "circles", "shapes: the row is all ..."),
    translate("qwirkle", "squares", "shapes: the row is all ..."),
    translate("qwirkle", "diamonds", "shapes: the row is all ..."),
    translate("qwirkle", "clovers", "shapes: the row is all ..."),
    translate("qwirkle", "4-point stars", "shapes: the row is all ..."),
    translate("qwirkle", "8-point stars", "shapes: the row is all ..."),
)


def tile_message(tile: int) -> Message:
    """A tile in words, to be translated: "red circle" in English, as `tile_name`."""
    return TILE_WORDS[tile]


def tile_with_article(tile: int) -> Message:
    """A tile in words with its article: "a red circle", "an orange 4-point star"."""
    return TILE_WORDS_WITH_ARTICLE[tile]


def tiles_message(tiles: Sequence[int]) -> Text:
    """Tiles in words, separated by commas ("red circle, blue star"), to be translated (one
    message per count, so that a list nests no deeper than one tile's name)."""
    names = [tile_message(t) for t in tiles]
    if not names:
        return ""
    if len(names) > len(_LISTS) + 1:
        return ", ".join(str(n) for n in names)
    if len(names) == 1:
        return names[0]
    template = _LISTS[len(names) - 2]
    return Message(template.context, template.source,
                   {f"t{i + 1}": name for i, name in enumerate(names)}, -1,
                   template.disambiguation)


_LISTS: tuple[Message, ...] = (
    translate("qwirkle", "{t1}, {t2}", "a list of tiles"),
    translate("qwirkle", "{t1}, {t2}, {t3}", "a list of tiles"),
    translate("qwirkle", "{t1}, {t2}, {t3}, {t4}", "a list of tiles"),
    translate("qwirkle", "{t1}, {t2}, {t3}, {t4}, {t5}", "a list of tiles"),
    translate("qwirkle", "{t1}, {t2}, {t3}, {t4}, {t5}, {t6}", "a list of tiles"),
)
