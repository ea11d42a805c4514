"""What every Qwirkle bot needs: the placements open to it (from its view only), exchanges and
passes, the tiles it would keep, and the tile tracker (copies of each tile it has not seen)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.actions import Exchange, Pass, Place
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.legal import move_to_place
from tabletop_desktop.engine.qwirkle.movegen import Move, first_moves, generate
from tabletop_desktop.engine.qwirkle.tiles import RELATED
from tabletop_desktop.engine.qwirkle.view import QwirkleView

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

T = TypeVar("T")


@dataclass(frozen=True)
class Candidate:
    """One placement open to the bot: the generated move (internal cells), its points, and the
    hand tiles it keeps."""

    move: Move
    points: int
    kept: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.move[0])

    def action(self, seat: int) -> Place:
        return move_to_place(seat, self.move)


def kept_after(hand: tuple[int, ...] | list[int], placed: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """The hand minus the placed tiles (as multisets), sorted."""
    # A list and remove, not a Counter: a hand holding a whole line of six has tens of thousands
    # of placements, and this runs once for each.
    left = sorted(hand)
    for t in placed:
        left.remove(t)
    return tuple(left)


def placements(view: QwirkleView, board: Board | None = None) -> list[Move]:
    """Every placement the seat may make now, as generated moves. On the empty table the rules'
    first-move size applies. `board` may be passed in when the caller has already built it."""
    if view.first_move:
        return first_moves(view.hand, view.first_move_size)
    return generate(board if board is not None else view.make_board(), view.hand)


def candidate(view: QwirkleView, move: Move) -> Candidate:
    """One generated move as a candidate, with the tiles it keeps."""
    return Candidate(move, move[1], kept_after(view.hand, [t for _, t in move[0]]))


def candidates(view: QwirkleView, board: Board | None = None) -> list[Candidate]:
    """Every placement the seat may make now, with points (see `placements`)."""
    return [candidate(view, m) for m in placements(view, board)]


def exchange_or_pass(view: QwirkleView, keep: tuple[int, ...] = ()) -> Action:
    """Exchange every tile except `keep` (as many as the bag allows), or pass when the bag is
    empty. The tiles kept first are those in `keep`."""
    if view.bag_count == 0:
        return Pass(view.seat)
    rest = sorted((Counter(view.hand) - Counter(keep)).elements())
    if not rest:
        rest = sorted(view.hand)
    # Exchange duplicates first: they can never share a line with their twin.
    counts = Counter(view.hand)
    rest.sort(key=lambda t: (-counts[t], t))
    return Exchange(view.seat, tuple(rest[: view.bag_count]))


def largest_group_tiles(tiles: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The largest set of distinct tiles sharing a colour or a shape (first found among equals)."""
    distinct = sorted(set(tiles))
    best: tuple[int, ...] = ()
    for k in range(6):
        for group in (
            tuple(t for t in distinct if t // 6 == k),
            tuple(t for t in distinct if t % 6 == k),
        ):
            if len(group) > len(best):
                best = group
    return best


def related_pairs(tiles: tuple[int, ...] | list[int]) -> int:
    """Pairs of distinct tile types among `tiles` that may share a line."""
    distinct = sorted(set(tiles))
    return sum(
        1
        for i, t in enumerate(distinct)
        for u in distinct[i + 1 :]
        if (RELATED[t] >> u) & 1
    )


def pick(rng: random.Random, items: Sequence[T], key: Callable[[T], SupportsRichComparison]) -> T:
    """The item with the highest key; equal keys are broken by the rng (deterministic given it)."""
    keyed = [(key(i), i) for i in items]
    best_key = max(k for k, _ in keyed)
    best = [i for k, i in keyed if k == best_key]
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]
