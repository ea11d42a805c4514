"""What one seat may know about a Qwixx game: a frozen, picklable snapshot.

Score sheets are public in Qwixx; the only secret is an action-1 choice not yet revealed. A view
says who has chosen (`committed_seats`) and the seat's own choice, never another seat's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_desktop.engine.core import Action, View
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.dice import Dice
from tabletop_desktop.engine.qwixx.legal import ColourMove, legal_colour_moves, legal_white_rows
from tabletop_desktop.engine.qwixx.sheet import Sheet

# `my_white_choice` before the seat has chosen in this roll's action 1 (not a row name, not None).
NOT_YET = "not yet"


@dataclass(frozen=True)
class QwixxView(View):
    """Every sheet (public), the locked rows, the dice, the phase, and the seat's own secret."""

    sheets: tuple[Sheet, ...]
    locked: frozenset[str]
    dice: Dice | None  # None before the first roll
    phase: str  # "roll" | "white" | "colour" | "over"
    active: int
    rolls: int
    committed_seats: tuple[int, ...]  # who has made their action-1 choice, never what
    my_white_choice: str | None  # own committed choice this roll, or NOT_YET
    crossed_in_action1: bool  # the active seat crossed the white sum this roll
    options: tuple[tuple[str, Any], ...]
    last_choices: tuple[tuple[int, str | None], ...]  # the latest revealed action-1 choices
    end_reason: str

    @property
    def sheet(self) -> Sheet:
        """This seat's own sheet."""
        return self.sheets[self.seat]

    @property
    def must_use_colour(self) -> bool:
        """In action 2: declining now costs the active seat a penalty (it crossed nothing in
        action 1). Public: every seat's view says the same."""
        return self.phase == "colour" and not self.crossed_in_action1

    def option(self, key: str) -> Any:
        """An option's value (False when unknown)."""
        return dict(self.options).get(key, False)

    def white_rows(self) -> list[str]:
        """Rows where this seat may cross the white sum now."""
        return legal_white_rows(self)

    def colour_moves(self) -> list[ColourMove]:
        """This seat's legal action-2 crosses now: (row, white die index, number)."""
        return legal_colour_moves(self)

    def legal_actions(self) -> list[Action]:
        """Every legal action for this seat now (empty when it has nothing to decide)."""
        if self.is_over or self.seat not in self.pending:
            return []
        if self.phase == "roll":
            return [Roll(self.seat)]
        if self.phase == "white":
            whites: list[Action] = [WhiteChoice(self.seat, row) for row in self.white_rows()]
            return whites + [WhiteChoice(self.seat, None)]
        if self.phase == "colour":
            moves: list[Action] = [
                ColourChoice(self.seat, row, w) for row, w, _ in self.colour_moves()
            ]
            return moves + [ColourChoice(self.seat, None)]
        return []
