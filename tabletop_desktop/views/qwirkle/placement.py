"""The person's tentative move: which rack tile is picked up, which tiles lie on the table this turn,
and which tiles are marked for an exchange. Rules questions go to the moment's `LayingRules`; this
class only keeps the bookkeeping straight (every rack tile is either in the rack or on one cell).

Tiles may be laid in any order along the move's line: a gap is fine while the rest of the rack could
fill it (engine/qwirkle/gaps.py); Confirm waits until the move as a whole is legal.

Modes: "wait" (not this person's turn), "place" (building a placement), "exchange" (marking tiles).
"""

from __future__ import annotations

from tabletop_desktop.engine.qwirkle.actions import Exchange, Place
from tabletop_desktop.i18n import Text, text, translate
from tabletop_desktop.views.qwirkle.moment import LayingRules

Cell = tuple[int, int]

def _shown(problem: Text | None) -> str | None:
    """The rules' words (a string or an engine message) in the person's language."""
    return None if problem is None else text(problem)


def _not_your_turn() -> str:
    return translate("QwirklePlacement", "It is not your turn.")


class Placement:
    """A person's move under construction for one seat and one position of the table."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.board: dict[Cell, int] = {}
        self.laying = LayingRules(())  # where tiles may go on this table, from the moment
        self.hand: tuple[int, ...] = ()
        self.first_move_size: int | None = None
        self.bag_count = 0
        self.mode = "wait"
        self.selected: int | None = None  # rack index picked up
        self.placed: list[tuple[Cell, int]] = []  # (cell, rack index), in the order laid
        self.marked: set[int] = set()  # rack indices marked for an exchange

    # --- set-up -----------------------------------------------------------------------------
    def start(
        self, seat: int | None, laying: LayingRules, hand: tuple[int, ...], bag_count: int, my_turn: bool,
    ) -> None:
        """Begin afresh from the table as it is now (after any move, undo or load)."""
        self.seat = seat
        self.board = dict(laying.board)
        self.laying = laying
        self.hand = tuple(hand)
        self.first_move_size = laying.first_move_size
        self.bag_count = bag_count
        self.mode = "place" if my_turn and seat is not None else "wait"
        self.selected = None
        self.placed = []
        self.marked = set()

    # --- queries ----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.mode != "wait"

    def placements(self) -> tuple[tuple[Cell, int], ...]:
        """This turn's tiles as (cell, tile) pairs, in the order laid."""
        return tuple((cell, self.hand[i]) for cell, i in self.placed)

    def placed_cells(self) -> dict[Cell, int]:
        """Cell -> rack index of this turn's tiles."""
        return {cell: i for cell, i in self.placed}

    def in_rack(self, index: int) -> bool:
        return 0 <= index < len(self.hand) and index not in self.placed_cells().values()

    def rack_indices(self) -> list[int]:
        """Rack positions whose tile is still in the rack."""
        return [i for i in range(len(self.hand)) if self.in_rack(i)]

    def candidates(self, index: int | None = None) -> set[Cell]:
        """Cells where the rack tile `index` (default: the selected one) may go now."""
        index = self.selected if index is None else index
        if self.mode != "place" or index is None or not self.in_rack(index):
            return set()
        return self.laying.open_cells(self.placements(), self.hand[index], self._rest(index))

    def _rest(self, index: int) -> list[int]:
        """The tiles still in the rack apart from `index`: what could fill a gap."""
        return [self.hand[i] for i in self.rack_indices() if i != index]

    def gaps(self) -> list[Cell]:
        """Empty cells left between this turn's tiles."""
        return self.laying.gaps(self.placements())

    def problem_at(self, cell: Cell, index: int) -> str | None:
        """Why the rack tile `index` may not go on `cell` now, or None."""
        if self.mode != "place":
            return (_not_your_turn() if self.mode == "wait"
                    else translate("QwirklePlacement", "Finish or cancel the exchange first."))
        if cell in self.board or cell in self.placed_cells():
            return translate("QwirklePlacement", "That cell already holds a tile.")
        return _shown(self.laying.problem_at(self.placements(), cell, self.hand[index],
                                             self._rest(index)))

    def points(self) -> int | None:
        """What the tiles laid so far would score, or None when they don't form a legal move yet."""
        return self.laying.points(self.placements())

    def confirm_problem(self) -> str | None:
        """Why Confirm can't be pressed now, or None."""
        if self.mode == "wait":
            return _not_your_turn()
        if self.mode == "exchange":
            if not self.marked:
                return translate("QwirklePlacement", "Pick the tiles to exchange first (click them in your "
                                 "rack).")
            if len(self.marked) > self.bag_count:
                if self.bag_count == 1:
                    return translate("QwirklePlacement", "You can exchange at most 1 tile: only 1 left in "
                                     "the bag.")
                return translate("QwirklePlacement", "You can exchange at most %n tiles: only %n left in the "
                                 "bag.", "", self.bag_count)
            return None
        if not self.placed:
            return translate("QwirklePlacement", "Place at least one tile first.")
        gaps = self.gaps()
        if gaps:
            problem = self.laying.line_problem(self.placements())
            # The rules' own gap sentence is replaced by one that points at the marked cells
            # (str() of an engine message is its English sentence).
            if problem is None or str(problem).startswith("Leave no gaps"):
                if len(gaps) == 1:
                    return translate("QwirklePlacement", "Fill the gap at the marked cell between your "
                                     "tiles, then press Confirm (Enter).")
                return translate("QwirklePlacement", "Fill the gap at the %n marked cells between your "
                                 "tiles, then press Confirm (Enter).", "", len(gaps))
            return _shown(problem)
        return _shown(self.laying.problem(self.placements()))

    def action(self) -> Place | Exchange | None:
        """The action Confirm submits, or None."""
        if self.seat is None or self.confirm_problem() is not None:
            return None
        if self.mode == "exchange":
            return Exchange(self.seat, tuple(self.hand[i] for i in sorted(self.marked)))
        return Place(self.seat, self.placements())

    # --- commands ---------------------------------------------------------------------------
    def select(self, index: int | None) -> bool:
        """Pick up a rack tile (None puts it down). In exchange mode this marks or unmarks it."""
        if index is None:
            self.selected = None
            return True
        if not self.active or not self.in_rack(index):
            return False
        if self.mode == "exchange":
            self.marked ^= {index}
            return True
        self.selected = None if self.selected == index else index
        return True

    def place(self, cell: Cell, index: int | None = None) -> str | None:
        """Lay the rack tile `index` (default: the selected one) on `cell`; the reason when refused."""
        index = self.selected if index is None else index
        if index is None:
            return translate("QwirklePlacement", "Pick a tile from your rack first.")
        problem = self.problem_at(cell, index)
        if problem is None:
            self.placed.append((cell, index))
            self.selected = None
        return problem

    def move(self, old: Cell, new: Cell) -> str | None:
        """Move one of this turn's tiles to another cell; the reason when refused."""
        placed = self.placed_cells()
        if old not in placed:
            return translate("QwirklePlacement", "Only tiles placed this turn can be moved.")
        if new == old:
            return None
        index = placed[old]
        kept = [(c, i) for c, i in self.placed if c != old]
        saved, self.placed = self.placed, kept
        problem = self.problem_at(new, index)
        if problem is None:
            self.placed.append((new, index))
        else:
            self.placed = saved
        return problem

    def take_back(self, cell: Cell) -> int | None:
        """Return the tile on `cell` to the rack; its rack index (None if it wasn't placed this turn)."""
        placed = self.placed_cells()
        if cell not in placed:
            return None
        self.placed = [(c, i) for c, i in self.placed if c != cell]
        return placed[cell]

    def take_back_all(self) -> list[Cell]:
        """Return every tile placed this turn (and leave exchange mode); the cells cleared."""
        cells = [c for c, _ in self.placed]
        self.placed = []
        self.selected = None
        self.marked = set()
        if self.mode == "exchange":
            self.mode = "place"
        return cells

    def begin_exchange(self) -> None:
        """Switch to marking tiles for an exchange (tiles on the table go back first)."""
        if self.mode == "place":
            self.take_back_all()
            self.mode = "exchange"

    def end_exchange(self) -> None:
        if self.mode == "exchange":
            self.mode = "place"
            self.marked = set()
