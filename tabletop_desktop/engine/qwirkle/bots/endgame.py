"""The Expert's endgame: with the bag empty in a two-player game nothing is hidden any more (the
opponent's hand is exactly the unseen tiles), so the rest of the game is searched move by move.

A depth-limited alpha-beta search (negamax on the score difference) deepened one move at a time
until the clock runs out or the search reaches the end of the game on every line it keeps. The
moves looked at are the best-scoring ones (a wide list at the root, a narrower one below), always
including those that empty the hand: going out ends the game with +6, and the placements that
score little are rarely right once only a few tiles are left.
"""

from __future__ import annotations

import time

from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.judgement import END_BONUS
from tabletop_desktop.engine.qwirkle.movegen import Move, generate

ROOT_WIDTH = 24  # our candidate moves at the root
WIDTH = 8  # moves looked at deeper down (plus every move that goes out)
MAX_DEPTH = 12
TILE_WEIGHT = 0.75  # at the search horizon, each tile fewer than the opponent is worth this much


class OutOfTime(Exception):
    """The clock ran out in the middle of a search; the last finished depth stands."""


def _moves(board: Board, hand: list[int], width: int) -> list[Move]:
    """The `width` best-scoring placements and every placement that empties the hand, best
    first (ties: more tiles first, then generation order)."""
    moves = generate(board, hand)
    moves.sort(key=lambda m: (-m[1], -len(m[0])))
    if len(moves) <= width:
        return moves
    size = len(hand)
    return moves[:width] + [m for m in moves[width:] if len(m[0]) == size]


class EndgameSearch:
    """Alpha-beta over the remaining moves of a two-player game with the bag empty."""

    def __init__(self, deadline: float, width: int = WIDTH) -> None:
        self.deadline = deadline
        self.width = width
        self.nodes = 0
        self.exact = True  # no line was cut off by the depth limit in the last search

    def best(
        self, board: Board, mine: list[int], theirs: list[int], root_width: int = ROOT_WIDTH
    ) -> tuple[Move, float] | None:
        """Our best placement and its value (our points minus theirs from now on, +6 included),
        or None when we cannot place. Deepens until exact, out of time, or MAX_DEPTH."""
        roots = _moves(board, mine, root_width)
        if not roots:
            return None
        best: tuple[Move, float] = (roots[0], float("-inf"))
        for depth in range(1, MAX_DEPTH + 1):
            self.exact = True
            try:
                found = self._root(board, mine, theirs, roots, depth)
            except OutOfTime:
                break
            best = found
            # Try the best move first next time: alpha-beta cuts more.
            roots.remove(found[0])
            roots.insert(0, found[0])
            if self.exact:
                break
        return best

    def _root(
        self, board: Board, mine: list[int], theirs: list[int], roots: list[Move], depth: int
    ) -> tuple[Move, float]:
        alpha = float("-inf")
        best = roots[0]
        for move in roots:
            value = self._after(board, mine, theirs, move, depth, float("-inf"), -alpha)
            if value > alpha:
                alpha, best = value, move
        return best, alpha

    def _after(
        self,
        board: Board,
        hand: list[int],
        other: list[int],
        move: Move,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        """Value for the player who makes `move` (from `hand`), the other player to answer."""
        placed, points = move
        left = list(hand)
        for _, t in placed:
            left.remove(t)
        if not left:
            return points + END_BONUS
        after = board.copy()
        after.place(placed)
        return points - self._negamax(after, other, left, depth - 1, -beta, -alpha, False)

    def _negamax(
        self,
        board: Board,
        hand: list[int],
        other: list[int],
        depth: int,
        alpha: float,
        beta: float,
        other_stuck: bool,
    ) -> float:
        """Value of the rest of the game for the player to move (holding `hand`)."""
        self.nodes += 1
        # Every node: one node generates and sorts a hand's placements (tens of thousands for a
        # hand holding most of a line), far dearer than a look at the clock.
        if time.perf_counter() > self.deadline:
            raise OutOfTime
        if depth <= 0:
            self.exact = False
            return TILE_WEIGHT * (len(other) - len(hand))
        moves = _moves(board, hand, self.width)
        if not moves:
            if other_stuck:
                return 0.0  # nobody can place: the game is over
            return -self._negamax(board, other, hand, depth - 1, -beta, -alpha, True)
        best = float("-inf")
        for move in moves:
            value = self._after(board, hand, other, move, depth, alpha, beta)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best
