"""What one seat may know about a Qwirkle game: a frozen, picklable snapshot."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tabletop_desktop.engine.core import Action, View
from tabletop_desktop.engine.qwirkle.actions import Passed, TilesExchanged, TilesPlaced
from tabletop_desktop.engine.qwirkle.board import Board, Cell
from tabletop_desktop.engine.qwirkle.legal import legal_actions

LastMove = TilesPlaced | TilesExchanged | Passed | None


@dataclass(frozen=True)
class QwirkleView(View):
    """The table, the seat's own hand, and public counts. Other hands are only sizes."""

    board: tuple[tuple[Cell, int], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    bag_count: int
    turn_number: int  # actions taken so far
    first_move: bool  # the table is still empty
    first_move_size: int | None  # tiles the first move must have (None: free)
    starter: int
    last_moves: tuple[LastMove, ...]  # each seat's latest move, as its public event
    unseen: tuple[int, ...]  # per tile type: 3 minus the table minus this seat's hand

    @cached_property
    def board_dict(self) -> dict[Cell, int]:
        """The table as a dict (x, y) -> tile."""
        return dict(self.board)

    def make_board(self) -> Board:
        """A fresh `Board` (with the move generator's caches) for this table."""
        return Board.from_cells(self.board)

    def legal_actions(self) -> list[Action]:
        """Every legal action for this seat now (empty when it is not its turn)."""
        if self.is_over or self.seat not in self.pending:
            return []
        return legal_actions(
            self.make_board(), list(self.hand), self.seat, self.bag_count, self.first_move_size
        )
