"""The six Qwixx dice: two white and one per row colour still in play."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from tabletop_desktop.engine.message import Message, translate
from tabletop_desktop.engine.qwixx.sheet import ROWS
from tabletop_desktop.engine.qwixx.texts import row_name


@dataclass(frozen=True)
class Dice:
    """One roll: the two white dice and the colour dice still in play, in ROWS order.

    A row locked before the roll has no die; a row locked during the roll's action 1 loses its die
    before action 2 (the state then drops it from `colours`).
    """

    white: tuple[int, int]
    colours: tuple[tuple[str, int], ...]

    @property
    def white_sum(self) -> int:
        """The sum everyone may cross in action 1."""
        return self.white[0] + self.white[1]

    def colour(self, row: str) -> int | None:
        """The value of `row`'s die, or None when that die is not in play."""
        for name, value in self.colours:
            if name == row:
                return value
        return None

    def without(self, rows: Iterable[str]) -> Dice:
        """These dice with the dice of `rows` taken off the table (their rows were locked)."""
        gone = set(rows)
        return Dice(self.white, tuple((r, v) for r, v in self.colours if r not in gone))

    def to_json(self) -> dict[str, object]:
        """Plain data: {"white": [a, b], "red": r, ...} with the colour dice in play."""
        data: dict[str, object] = {"white": list(self.white)}
        data.update(dict(self.colours))
        return data

    def describe(self) -> str:
        """The roll in words: "white 3 and 4 (sum 7), red 5, yellow 2"."""
        return str(self.describe_message())

    def describe_message(self) -> Message:
        """`describe` as a `Message`, one whole template for each number of colour dice."""
        a, b = self.white
        dice = [translate("qwixx", "{row} {value}", "a colour die and the number it shows",
                          row=row_name(row), value=value) for row, value in self.colours]
        if not dice:
            return translate("qwixx", "white {first} and {second} (sum {sum})",
                             first=a, second=b, sum=self.white_sum)
        if len(dice) == 1:
            return translate("qwixx", "white {first} and {second} (sum {sum}), {die}",
                             first=a, second=b, sum=self.white_sum, die=dice[0])
        if len(dice) == 2:
            return translate("qwixx", "white {first} and {second} (sum {sum}), {die}, {die2}",
                             first=a, second=b, sum=self.white_sum, die=dice[0], die2=dice[1])
        if len(dice) == 3:
            return translate("qwixx", "white {first} and {second} (sum {sum}), {die}, {die2}, "
                             "{die3}", first=a, second=b, sum=self.white_sum, die=dice[0],
                             die2=dice[1], die3=dice[2])
        return translate("qwixx", "white {first} and {second} (sum {sum}), {die}, {die2}, "
                         "{die3}, {die4}", first=a, second=b, sum=self.white_sum, die=dice[0],
                         die2=dice[1], die3=dice[2], die4=dice[3])

def roll(rng: random.Random, locked: Iterable[str]) -> Dice:
    """Roll the two white dice and the colour dice of the rows not locked, from the game's RNG
    (always in the same order, so a game replays from its seed)."""
    gone = set(locked)
    white = (rng.randint(1, 6), rng.randint(1, 6))
    colours = tuple((row, rng.randint(1, 6)) for row in ROWS if row not in gone)
    return Dice(white, colours)
