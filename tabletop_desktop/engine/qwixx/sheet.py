"""One player's Qwixx score sheet: four rows of eleven numbers, the lock crosses and the penalties.

A row is crossed strictly left to right: what matters is which numbers are crossed (in order) and
whether this seat holds the row's lock cross. The lock cross comes with crossing the row's last
number (red/yellow 12, green/blue 2), or, with the lock-for-everyone option, when someone else
locks the row while this seat has at least five crosses in it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop_desktop.engine.message import Message, translate
from tabletop_desktop.engine.qwixx.texts import IllegalMove, row_name, row_title

ROWS: tuple[str, ...] = ("red", "yellow", "green", "blue")
NUMBERS: dict[str, tuple[int, ...]] = {
    "red": tuple(range(2, 13)),
    "yellow": tuple(range(2, 13)),
    "green": tuple(range(12, 1, -1)),
    "blue": tuple(range(12, 1, -1)),
}
# Points for 0..12 crosses in a row (lock cross included): n(n+1)/2.
POINTS: tuple[int, ...] = (0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78)
LAST_INDEX = 10  # the last number of a row, the one that locks it
CROSSES_TO_LOCK = 5  # crosses a seat needs in a row before it may cross the last number
PENALTY_POINTS = 5
MAX_PENALTIES = 4


def index_of(row: str, number: int) -> int:
    """The box index (0..10, left to right) of `number` in `row`; ValueError if it is not there."""
    numbers = NUMBERS[row]
    if not isinstance(number, int) or isinstance(number, bool) or number not in numbers:
        raise IllegalMove(translate("qwixx", "{number} is not a number of the {row} row.",
                                    number=repr(number), row=row_name(row)))
    # Red and yellow run 2..12, green and blue 12..2.
    return number - 2 if numbers[0] == 2 else 12 - number


def last_number(row: str) -> int:
    """The row's last number: red/yellow 12, green/blue 2."""
    return NUMBERS[row][LAST_INDEX]


@dataclass(frozen=True)
class RowMarks:
    """One row of a sheet: the numbers crossed (left to right) and whether this seat holds the
    row's lock cross."""

    crossed: tuple[int, ...] = ()
    lock: bool = False

    @property
    def count(self) -> int:
        """Crosses in the row, the lock cross included."""
        return len(self.crossed) + (1 if self.lock else 0)


EMPTY_ROW = RowMarks()


@dataclass(frozen=True)
class Sheet:
    """A player's sheet: four `RowMarks` in ROWS order and the penalty count."""

    rows: tuple[RowMarks, ...] = (EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW)
    penalties: int = 0

    def row(self, row: str) -> RowMarks:
        """The marks of a row by name."""
        return self.rows[ROWS.index(row)]

    def crosses(self, row: str) -> int:
        """Crosses in `row`, the lock cross included."""
        return self.row(row).count

    def row_score(self, row: str) -> int:
        """Points of `row` from the table (lock cross included)."""
        return POINTS[self.crosses(row)]

    def score(self) -> int:
        """The sheet's total: the four rows minus 5 per penalty."""
        return sum(POINTS[r.count] for r in self.rows) - PENALTY_POINTS * self.penalties

    def next_index(self, row: str) -> int:
        """The first box index that may still be crossed in `row` (11 when the row is full)."""
        crossed = self.row(row).crossed
        return index_of(row, crossed[-1]) + 1 if crossed else 0

    def skipped_by(self, row: str, number: int) -> tuple[int, ...]:
        """The numbers a cross of `number` in `row` would skip (never crossable afterwards)."""
        start, end = self.next_index(row), index_of(row, number)
        return NUMBERS[row][start:end]

    def skipped(self, row: str) -> tuple[int, ...]:
        """The numbers already passed over in `row` (struck out on the paper sheet)."""
        crossed = set(self.row(row).crossed)
        return tuple(n for n in NUMBERS[row][: self.next_index(row)] if n not in crossed)

    def cross_problem(self, row: str, number: int, locked: frozenset[str] | set[str]) -> str | None:
        """None when this sheet may cross `number` in `row` now; otherwise the reason in words."""
        problem = self.cross_refusal(row, number, locked)
        return None if problem is None else str(problem)

    def cross_refusal(self, row: str, number: int, locked: frozenset[str] | set[str],
                      *, clause: bool = False) -> Message | None:
        """`cross_problem` as a `Message`; `clause`: the reason as it follows a colon in a longer
        sentence ("You can't cross red 7 (...): red 7 is already crossed.")."""
        name = row_name(row)
        if row not in ROWS:
            return translate("qwixx", "There is no {row} row.", row=repr(row))
        if row in locked:
            if clause:
                return translate("qwixx", "the {row} row is locked.", row=name)
            return translate("qwixx", "The {row} row is locked.", row=name)
        try:
            index = index_of(row, number)
        except ValueError:
            return translate("qwixx", "{number} is not on the {row} row.", number=number, row=name)
        if index < self.next_index(row):
            title = name if clause else row_title(row)  # after a colon, English writes "red 7"
            if number in self.row(row).crossed:
                return translate("qwixx", "{row} {number} is already crossed.",
                                 row=title, number=number)
            return translate("qwixx", "{row} {number} is to the left of your last cross in that "
                             "row: rows are crossed left to right.", row=title, number=number)
        if index == LAST_INDEX and len(self.row(row).crossed) < CROSSES_TO_LOCK:
            have = len(self.row(row).crossed)
            if clause:
                return translate("qwixx", "to cross {row} {number} you need at least {need} "
                                 "crosses in the {row} row first (you have {have}).", row=name,
                                 number=number, need=CROSSES_TO_LOCK, have=have)
            return translate("qwixx", "To cross {row} {number} you need at least {need} crosses "
                             "in the {row} row first (you have {have}).", row=name,
                             number=number, need=CROSSES_TO_LOCK, have=have)
        return None

    def with_cross(self, row: str, number: int) -> Sheet:
        """The sheet with `number` crossed in `row` (the lock cross too if it is the last number).
        The caller has checked `cross_problem`."""
        i = ROWS.index(row)
        marks = self.rows[i]
        lock = marks.lock or index_of(row, number) == LAST_INDEX
        rows = list(self.rows)
        rows[i] = RowMarks(marks.crossed + (number,), lock)
        return replace(self, rows=tuple(rows))

    def with_lock_cross(self, row: str) -> Sheet:
        """The sheet with the lock cross of `row` (the lock-for-everyone option)."""
        i = ROWS.index(row)
        rows = list(self.rows)
        rows[i] = RowMarks(self.rows[i].crossed, True)
        return replace(self, rows=tuple(rows))

    def with_penalty(self) -> Sheet:
        """The sheet with one more penalty box crossed."""
        return replace(self, penalties=self.penalties + 1)

    def to_json(self) -> dict[str, object]:
        """Plain data: row name -> numbers crossed (a crossed last number carries the lock
        cross), plus "locks" (rows whose lock cross this seat holds) and "penalties"."""
        data: dict[str, object] = {row: list(self.row(row).crossed) for row in ROWS}
        data["locks"] = [row for row in ROWS if self.row(row).lock]
        data["penalties"] = self.penalties
        return data

    @classmethod
    def from_crosses(
        cls, crosses: dict[str, list[int]] | None, penalties: int = 0, locks: tuple[str, ...] = ()
    ) -> Sheet:
        """A sheet from row name -> numbers crossed; an `IllegalMove` (a ValueError, with the
        reason as a `Message`) when a row is not a possible sequence of crosses. A crossed last
        number carries the lock cross; `locks` adds lock crosses for rows whose last number is
        not crossed (lock for everyone)."""
        crosses = dict(crosses or {})
        unknown = set(crosses) - set(ROWS)
        if unknown:
            raise IllegalMove(translate("qwixx", "There is no {row} row.",
                                        row=repr(sorted(unknown)[0])))
        if not isinstance(penalties, int) or isinstance(penalties, bool):
            raise IllegalMove(translate("qwixx", "The penalty count is not a whole number."))
        if not 0 <= penalties <= MAX_PENALTIES:
            raise IllegalMove(translate("qwixx", "A sheet has {most} penalty boxes, not {count}.",
                                        most=MAX_PENALTIES, count=penalties))
        sheet = cls(penalties=penalties)
        for row in ROWS:
            numbers = crosses.get(row, [])
            if not isinstance(numbers, list | tuple):
                raise IllegalMove(translate("qwixx", "The {row} row is not a list of numbers.",
                                            row=row_name(row)))
            for number in sorted(numbers, key=lambda n: _order_key(row, n)):
                problem = sheet.cross_refusal(row, number, frozenset())
                if problem is not None:
                    raise IllegalMove(translate("qwixx", "Impossible {row} row: {reason}",
                                                row=row_name(row), reason=problem))
                sheet = sheet.with_cross(row, number)
            if row in locks:
                if sheet.crosses(row) < CROSSES_TO_LOCK and not sheet.row(row).lock:
                    raise IllegalMove(translate("qwixx", "A lock cross in {row} needs {need} "
                                                "crosses.", row=row_name(row),
                                                need=CROSSES_TO_LOCK))
                sheet = sheet.with_lock_cross(row)
        return sheet


def _order_key(row: str, number: object) -> int:
    # Sort numbers into the row's own left-to-right order; bad values fail in cross_problem.
    try:
        return index_of(row, number)  # type: ignore[arg-type]
    except (ValueError, TypeError):
        return -1


def row_points(count: int) -> int:
    """Points for `count` crosses in a row (0..12)."""
    return POINTS[count]
