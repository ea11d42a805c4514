"""The Strong bot's judgement, shared with the Expert: the value of the tiles kept, the danger of a
line of five left open, and the tile tracker's odds that an opponent holds a tile.

Every term other than the open-five penalty is clamped to a small range, so that between two moves
of equal score the one that leaves no open five always wins while a copy of the missing tile is
unseen.
"""

from __future__ import annotations

from collections import Counter
from math import comb

from tabletop_desktop.engine.qwirkle.board import STEP_X, STEP_Y, Board
from tabletop_desktop.engine.qwirkle.bots.common import Candidate, related_pairs
from tabletop_desktop.engine.qwirkle.tiles import ALL_TILES_MASK, RELATED

LEAVE_LIMIT = 3.0  # the leave is worth at most this much either way
OPEN_FIVE_MIN = 2 * LEAVE_LIMIT + 0.5  # so an equal-score alternative without it always wins
QWIRKLE_POINTS = 12
END_BONUS = 6


def leave_value(kept: tuple[int, ...], unseen: tuple[int, ...], bag_count: int) -> float:
    """How good the kept tiles are for the next turns, in points (clamped to +-LEAVE_LIMIT).

    Twins hurt (they never share a line); tiles that may share lines with each other help (a
    multi-tile play next turn); a tile with no unseen copies left is slightly easier to place as a
    Qwirkle finisher nobody else can take. With the bag empty every kept tile is a step further
    from the end bonus.
    """
    if not kept:
        return 0.0
    if bag_count == 0:
        return max(-LEAVE_LIMIT, -0.5 * len(kept))
    counts = Counter(kept)
    twins = sum(n - 1 for n in counts.values())
    value = -1.2 * twins + 0.35 * related_pairs(kept)
    # A kept tile whose other copies are all unseen is more likely to be wanted by lines others open.
    value -= 0.1 * sum(1 for t in counts if unseen[t] == 0)
    return max(-LEAVE_LIMIT, min(LEAVE_LIMIT, value))


def chance_held(copies: int, pool: int, held: int) -> float:
    """Probability that `held` tiles dealt at random from `pool` unseen tiles include at least one
    of `copies` given ones."""
    if copies <= 0 or held <= 0 or pool <= 0:
        return 0.0
    held = min(held, pool)
    if pool - copies < held:
        return 1.0
    return 1.0 - comb(pool - copies, held) / comb(pool, held)


def open_fives(board: Board, candidate: Candidate) -> list[int]:
    """Tile types that would complete a line of five this placement leaves open (one entry per
    open line). `board` is the table before the placement; it is not changed."""
    placed = candidate.move[0]
    tiles = board.tiles
    new = dict(placed)
    result: list[int] = []
    seen: set[tuple[int, int]] = set()
    for cell, _ in placed:
        for step in (STEP_X, STEP_Y):
            start = cell
            while start - step in new or start - step in tiles:
                start -= step
            if (start, step) in seen:
                continue
            seen.add((start, step))
            line = []
            c = start
            while c in new or c in tiles:
                line.append(new[c] if c in new else tiles[c])
                c += step
            if len(line) != 5:
                continue
            mask = ALL_TILES_MASK
            for t in line:
                mask &= RELATED[t]
            if not mask:
                continue
            # The missing tile must fit at one end: with the tiles beyond that end (the line may
            # join another run there) and across it.
            ends = _end_allows(board, start - step, -step, mask) | _end_allows(board, c, step, mask)
            fits = mask & ends
            if fits:
                result.append(fits.bit_length() - 1)
    return result


def _end_allows(board: Board, end: int, outward: int, line_mask: int) -> int:
    """Tiles that may go on the empty cell `end` of a line (of tiles allowing `line_mask`) once the
    placement is made, with the board read before it: no cheap copy per placement, and a hand
    holding most of a line has tens of thousands of placements to judge.

    The placed tiles all lie in one line, which meets the line across `end` nowhere (`end` is
    empty), so across `end` the board is as before; along it, the tiles beyond `end` join."""
    tiles = board.tiles
    mask = line_mask
    c = end + outward
    while c in tiles:
        t = tiles[c]
        if not (mask >> t) & 1:
            return 0
        mask &= RELATED[t]
        c += outward
    info = board.anchors.get(end)
    if info is None:  # nothing next to `end` before the placement
        return mask
    return mask & info[1 if outward in (STEP_X, -STEP_X) else 0]  # the cross line's mask


def open_five_penalty(
    missing: list[int], kept: tuple[int, ...], unseen: tuple[int, ...], opponent_tiles: int
) -> float:
    """Expected Qwirkle points handed to the opponents, never below OPEN_FIVE_MIN while a copy of
    the missing tile is unseen. A line only this bot can finish is a small bonus instead."""
    pool = sum(unseen)
    penalty = 0.0
    for t in missing:
        if unseen[t] > 0:
            risk = chance_held(unseen[t], pool, opponent_tiles)
            penalty += max(OPEN_FIVE_MIN, QWIRKLE_POINTS * risk + 2.0)
        elif t in kept:
            penalty -= 1.0
    return penalty
