"""Fast generation of every legal placement (and the best-scoring one) from a hand.

A legal placement on one row is a set of consecutive *empty* cells of that row (the occupied cells
between them are bridged), containing at least one anchor, every tile fitting its column (cached per
anchor) and the whole row run fitting together (tracked as a tile mask while walking). Each
placement is built from its *first* anchor on that row: a tile there (fitting the anchor's cached
masks), then tiles on the anchor-free empty cells to its left, and tiles further right, absorbing
the runs met on the way. Starting at the anchor means no branch is explored that can never touch the
table. Every placement is produced exactly once: a placement of two or more tiles has one axis and
one first anchor; a single tile is only recorded on the row pass (its column is still checked
through the cache).
"""

from __future__ import annotations

from itertools import combinations, permutations

from tabletop_desktop.engine.qwirkle.board import STEP_X, STEP_Y, Board, encode
from tabletop_desktop.engine.qwirkle.tiles import ALL_TILES_MASK, RELATED

# A generated move: ((internal cell, tile), ...) and its points.
Move = tuple[tuple[tuple[int, int], ...], int]

_ORIGIN = encode((0, 0))


def _search(board: Board, hand: list[int] | tuple[int, ...], keep_all: bool) -> tuple[list[Move], Move | None]:
    tiles = board.tiles
    anchors = board.anchors
    related = RELATED
    cnt = [0] * 36
    avail = 0
    for t in hand:
        cnt[t] += 1
        avail |= 1 << t
    hand_left = len(hand)
    out: list[Move] = []
    best: list = [None, -1]
    placed: list[tuple[int, int]] = []

    def record(points: int) -> None:
        if keep_all:
            out.append((tuple(placed), points))
        elif points > best[1]:
            best[0] = tuple(placed)
            best[1] = points

    for step, main_i, cross_mask_i, cross_len_i, record_single in (
        (STEP_X, 0, 1, 3, True),
        (STEP_Y, 1, 0, 2, False),
    ):

        def walk(
            c: int,
            mask: int,
            length: int,
            cross_points: int,
            step: int = step,
            cross_mask_i: int = cross_mask_i,
            cross_len_i: int = cross_len_i,
        ) -> None:
            # Continue to the right of the first anchor: every placement here touches the table.
            nonlocal avail, hand_left
            info = anchors.get(c)
            if info is not None:
                cand = mask & info[cross_mask_i] & avail
                cl = info[cross_len_i]
                if cl:
                    cross_points += cl + 1 + (6 if cl == 5 else 0)
            else:
                cand = mask & avail
            while cand:
                low = cand & -cand
                cand ^= low
                t = low.bit_length() - 1
                m = mask & related[t]
                n = c + step
                ln = length + 1
                ok = True
                while n in tiles:
                    u = tiles[n]
                    if not (m >> u) & 1:
                        ok = False
                        break
                    m &= related[u]
                    ln += 1
                    n += step
                if not ok:
                    continue
                placed.append((c, t))
                record(cross_points + ln + (6 if ln == 6 else 0))
                if ln < 6 and hand_left > 1:
                    cnt[t] -= 1
                    hand_left -= 1
                    if not cnt[t]:
                        avail ^= low
                    walk(n, m, ln, cross_points)
                    if not cnt[t]:
                        avail |= low
                    cnt[t] += 1
                    hand_left += 1
                placed.pop()

        def leftward(
            c: int, mask: int, length: int, cross_points: int, n: int, step: int = step
        ) -> None:
            # Tiles on the empty, anchor-free cells left of the first anchor, right to left; each
            # sequence is a placement, and may also continue to the right of the anchor's run.
            nonlocal avail, hand_left
            cand = mask & avail
            while cand:
                low = cand & -cand
                cand ^= low
                t = low.bit_length() - 1
                m = mask & related[t]
                ln = length + 1
                placed.append((c, t))
                record(cross_points + ln + (6 if ln == 6 else 0))
                if ln < 6 and hand_left > 1:
                    cnt[t] -= 1
                    hand_left -= 1
                    if not cnt[t]:
                        avail ^= low
                    walk(n, m, ln, cross_points)
                    left = c - step
                    if left not in anchors and left not in tiles:
                        leftward(left, m, ln, cross_points, n)
                    if not cnt[t]:
                        avail |= low
                    cnt[t] += 1
                    hand_left += 1
                placed.pop()

        # Each placement is built from its first anchor (in walk order) on this axis.
        for a, info in anchors.items():
            cand = info[0] & info[1] & avail
            if not cand:
                continue
            # The run left of `a` (if any) belongs to the line; the line's cached mask covers both
            # neighbouring runs, and the right run is absorbed below to count its length.
            prefix = 0
            p = a - step
            while p in tiles:
                prefix += 1
                p -= step
            cl = info[cross_len_i]
            cross_points = cl + 1 + (6 if cl == 5 else 0) if cl else 0
            left_open = prefix == 0 and (a - step) not in anchors
            while cand:
                low = cand & -cand
                cand ^= low
                t = low.bit_length() - 1
                m = info[main_i] & related[t]
                ln = prefix + 1
                n = a + step
                while n in tiles:  # the cached mask already vouches for this run
                    ln += 1
                    n += step
                placed.append((a, t))
                if record_single:  # a single tile is listed once, on the row pass
                    record(cross_points + (ln + (6 if ln == 6 else 0) if ln >= 2 else 0))
                if ln < 6 and hand_left > 1:
                    cnt[t] -= 1
                    hand_left -= 1
                    if not cnt[t]:
                        avail ^= low
                    walk(n, m, ln, cross_points)
                    if left_open:
                        leftward(a - step, m, ln, cross_points, n)
                    if not cnt[t]:
                        avail |= low
                    cnt[t] += 1
                    hand_left += 1
                placed.pop()

    best_move = None if best[0] is None else (best[0], best[1])
    return out, best_move


def generate(board: Board, hand: list[int] | tuple[int, ...]) -> list[Move]:
    """Every legal placement of tiles from `hand` on a non-empty board, each once, with points."""
    if board.is_empty():
        return first_moves(hand, None)
    return _search(board, hand, True)[0]


def best_move(board: Board, hand: list[int] | tuple[int, ...]) -> Move | None:
    """The highest-scoring placement (the first found among equals), or None if none exists."""
    if board.is_empty():
        moves = first_moves(hand, None)
        return max(moves, key=lambda m: m[1]) if moves else None
    return _search(board, hand, False)[1]


best_greedy_move = best_move  # the name bots and benchmarks know it by


def can_place(board: Board, hand: list[int] | tuple[int, ...]) -> bool:
    """Whether any placement exists. A tile of any legal placement that touches the table is a
    legal placement on its own, so single tiles decide it."""
    if board.is_empty():
        return bool(hand)
    avail = 0
    for t in hand:
        avail |= 1 << t
    for hm, vm, _, _ in board.anchors.values():
        if hm & vm & avail:
            return True
    return False


def first_moves(hand: list[int] | tuple[int, ...], size: int | None) -> list[Move]:
    """Placements on an empty table: every line of distinct hand tiles (of `size` tiles, or any
    size), laid from (0, 0) to the right. A reversed line is the same move mirrored, so only one
    direction is listed."""
    distinct = sorted(set(hand))
    groups: set[tuple[int, ...]] = set()
    sizes = range(1, 7) if size is None else (size,)
    for k in sizes:
        for combo in combinations(distinct, k):
            mask = ALL_TILES_MASK
            for t in combo:
                if not (mask >> t) & 1:
                    break
                mask &= RELATED[t]
            else:
                groups.add(combo)
    moves: list[Move] = []
    for combo in sorted(groups):
        k = len(combo)
        points = 1 if k == 1 else k + (6 if k == 6 else 0)
        for order in permutations(combo):
            if k > 1 and order[0] > order[-1]:
                continue
            placed = tuple((_ORIGIN + i * STEP_X, t) for i, t in enumerate(order))
            moves.append((placed, points))
    return moves
