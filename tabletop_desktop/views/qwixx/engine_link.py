"""Everything the Qwixx view takes from the engine, in one place, plus the sheet data the view
draws from (`Marks`): plain tuples read from the engine's `Sheet`, so the drawing code, the
animations and the printed summary never depend on how the engine stores a sheet."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import (
    ColourSkipped,
    Crossed,
    DiceRolled,
    PenaltyTaken,
    RowLocked,
    WhiteCommitted,
    WhiteSumsResolved,
)

ROWS = ("red", "yellow", "green", "blue")
NUMBERS = {
    "red": tuple(range(2, 13)),
    "yellow": tuple(range(2, 13)),
    "green": tuple(range(12, 1, -1)),
    "blue": tuple(range(12, 1, -1)),
}
POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78)
PENALTY_POINTS = 5
MAX_PENALTIES = 4
LOCK_NEEDS = 5  # crosses in a row before its last number may be crossed

__all__ = [
    "ROWS", "NUMBERS", "POINTS", "Marks", "Roll", "WhiteChoice", "ColourChoice", "DiceRolled",
    "WhiteCommitted", "WhiteSumsResolved", "Crossed", "RowLocked", "PenaltyTaken", "ColourSkipped",
    "legal_white_rows", "legal_colour_moves", "marks_of", "has_chosen",
]


def legal_white_rows(view: object) -> list[str]:
    """The rows where `view.seat` may cross the white sum now (engine rule)."""
    from tabletop_desktop.engine.qwixx import legal_white_rows as rows

    return list(rows(view))


def legal_colour_moves(view: object) -> list[tuple[str, int, int]]:
    """(row, white die index, number) the active seat may cross in action 2 (engine rule)."""
    from tabletop_desktop.engine.qwixx import legal_colour_moves as moves

    return [tuple(m) for m in moves(view)]


def _row_of(sheet: object, row: str) -> object:
    rows = sheet.rows
    if hasattr(rows, "get") or isinstance(rows, dict):
        return rows[row]
    return rows[ROWS.index(row)]


@dataclass(frozen=True)
class Marks:
    """One seat's sheet as the view draws it: numbers crossed per row (left to right), the rows
    where this seat holds the lock cross, and the penalties."""

    crossed: dict[str, tuple[int, ...]] = field(default_factory=lambda: {r: () for r in ROWS})
    locks: frozenset[str] = frozenset()
    penalties: int = 0

    def crosses(self, row: str) -> int:
        """Crosses in `row`, the lock cross included."""
        return len(self.crossed[row]) + (1 if row in self.locks else 0)

    def row_score(self, row: str) -> int:
        return POINTS[min(12, self.crosses(row))]

    def total(self) -> int:
        return sum(self.row_score(r) for r in ROWS) - PENALTY_POINTS * self.penalties

    def next_index(self, row: str) -> int:
        """The first box (0..10) that may still be crossed in `row`."""
        done = self.crossed[row]
        return NUMBERS[row].index(done[-1]) + 1 if done else 0

    def skipped_by(self, row: str, number: int) -> tuple[int, ...]:
        """The numbers a cross of `number` in `row` would leave behind for good."""
        index = NUMBERS[row].index(number)
        return NUMBERS[row][self.next_index(row):index]

    def skipped(self, row: str) -> tuple[int, ...]:
        """Numbers left of the last cross that were never crossed (struck out on the sheet)."""
        done = self.crossed[row]
        if not done:
            return ()
        last = NUMBERS[row].index(done[-1])
        return tuple(n for n in NUMBERS[row][:last] if n not in done)

    def with_cross(self, row: str, number: int) -> Marks:
        crossed = dict(self.crossed)
        crossed[row] = crossed[row] + (number,)
        return Marks(crossed, self.locks, self.penalties)

    def with_lock(self, row: str) -> Marks:
        return Marks(dict(self.crossed), self.locks | {row}, self.penalties)

    def with_penalties(self, count: int) -> Marks:
        return Marks(dict(self.crossed), self.locks, count)


def marks_of(sheet: object) -> Marks:
    """The view's copy of an engine `Sheet`."""
    crossed = {}
    locks = set()
    for row in ROWS:
        marks = _row_of(sheet, row)
        crossed[row] = tuple(marks.crossed)
        if marks.lock:
            locks.add(row)
    return Marks(crossed, frozenset(locks), int(sheet.penalties))


def has_chosen(view: object, seat: int) -> bool:
    """True when `seat` has committed its white-sum choice (never says what it chose)."""
    return seat in tuple(getattr(view, "committed_seats", ()))


def own_white_choice(view: object) -> tuple[bool, str | None]:
    """(chosen, row) for the view's own seat: its secret action-1 choice, once committed."""
    if not has_chosen(view, view.seat):
        return False, None
    choice = getattr(view, "my_white_choice", None)
    return True, choice if choice in ROWS else None


def white_sum(dice: object) -> int:
    return int(dice.white[0]) + int(dice.white[1])


def colour_dice(dice: object) -> dict[str, int]:
    """The coloured dice still in play, by row."""
    return {row: int(value) for row, value in dice.colours}
