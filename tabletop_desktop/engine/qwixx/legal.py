"""Which crosses are legal now: the white sum (action 1) and white + colour (action 2).

These work on a sheet, the locked rows and the dice, so the state, the views and the bots share
one set of rules.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.message import Message, translate
from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tabletop_desktop.engine.qwixx.dice import Dice
from tabletop_desktop.engine.qwixx.sheet import ROWS, Sheet
from tabletop_desktop.engine.qwixx.texts import row_name

if TYPE_CHECKING:
    from tabletop_desktop.engine.qwixx.view import QwixxView

ColourMove = tuple[str, int, int]  # (row, white die index, number)
Box = tuple[str, int]  # (row, number): one box of a sheet


def white_problem(sheet: Sheet, locked: Collection[str], dice: Dice, row: str | None) -> str | None:
    """None when `sheet` may cross the white sum in `row` (None: declining is always allowed)."""
    problem = white_refusal(sheet, locked, dice, row)
    return None if problem is None else str(problem)


def white_refusal(sheet: Sheet, locked: Collection[str], dice: Dice, row: str | None
                  ) -> Message | None:
    """`white_problem` as a `Message`."""
    if row is None:
        return None
    if row not in ROWS:
        return translate("qwixx", "There is no {row} row.", row=repr(row))
    problem = sheet.cross_refusal(row, dice.white_sum, frozenset(locked), clause=True)
    if problem is not None:
        return translate("qwixx", "You can't cross the white sum {sum} in {row}: {reason}",
                         sum=dice.white_sum, row=row_name(row), reason=problem)
    return None


def colour_problem(
    sheet: Sheet, locked: Collection[str], dice: Dice, row: str | None, white: int
) -> str | None:
    """None when the active seat may cross white die `white` plus `row`'s die in `row`."""
    problem = colour_refusal(sheet, locked, dice, row, white)
    return None if problem is None else str(problem)


def colour_refusal(
    sheet: Sheet, locked: Collection[str], dice: Dice, row: str | None, white: int
) -> Message | None:
    """`colour_problem` as a `Message`."""
    if row is None:
        return None
    if row not in ROWS:
        return translate("qwixx", "There is no {row} row.", row=repr(row))
    if white not in (0, 1) or isinstance(white, bool):
        return translate("qwixx", "Choose one of the two white dice.")
    name = row_name(row)
    if row in locked:
        return translate("qwixx", "The {row} row is locked, so its die is out of the game.",
                         row=name)
    die = dice.colour(row)
    if die is None:
        return translate("qwixx", "The {row} die is not in play.", row=name)
    number = dice.white[white] + die
    problem = sheet.cross_refusal(row, number, frozenset(locked), clause=True)
    if problem is not None:
        return translate("qwixx", "You can't cross {row} {number} (white {white} + {row} {die}): "
                         "{reason}", row=name, number=number, white=dice.white[white], die=die,
                         reason=problem)
    return None


def white_rows(sheet: Sheet, locked: Collection[str], dice: Dice) -> list[str]:
    """The rows where `sheet` may cross the white sum, in ROWS order."""
    return [row for row in ROWS if white_problem(sheet, locked, dice, row) is None]


def colour_moves(sheet: Sheet, locked: Collection[str], dice: Dice) -> list[ColourMove]:
    """Every distinct legal action-2 cross as (row, white die index, number); when both white
    dice show the same value only white die 0 is listed (the crosses are the same)."""
    moves: list[ColourMove] = []
    for row, die in dice.colours:
        seen: set[int] = set()
        for w in (0, 1):
            number = dice.white[w] + die
            if number in seen:
                continue
            seen.add(number)
            if row not in locked and sheet.cross_problem(row, number, frozenset(locked)) is None:
                moves.append((row, w, number))
    return moves


def legal_white_rows(view: QwixxView) -> list[str]:
    """The rows where the view's seat may cross the white sum now (empty outside action 1 or
    after the seat has chosen)."""
    if view.phase != "white" or view.seat not in view.pending or view.dice is None:
        return []
    return white_rows(view.sheets[view.seat], view.locked, view.dice)


def legal_colour_moves(view: QwixxView) -> list[ColourMove]:
    """The view's seat's legal action-2 crosses now, as (row, white die index, number); empty
    unless it is that seat's action 2."""
    if view.phase != "colour" or view.seat != view.active or view.dice is None:
        return []
    return colour_moves(view.sheets[view.seat], view.locked, view.dice)


def legal_boxes(view: QwixxView) -> dict[Box, Action]:
    """Every box the view's seat may cross now, with the action that crosses it: the white sum
    in each legal row (action 1), or each legal colour cross (action 2; when both white dice
    make the same number, the first white die's action stands for the box). Empty when the seat
    has no cross to choose now. One call answers every box, so a view asks once per moment."""
    if view.phase == "white":
        rows = legal_white_rows(view)  # empty without dice
        total = view.dice.white_sum if view.dice is not None else 0
        return {(row, total): WhiteChoice(view.seat, row) for row in rows}
    boxes: dict[Box, Action] = {}
    for row, white, number in legal_colour_moves(view):
        boxes.setdefault((row, number), ColourChoice(view.seat, row, white))
    return boxes


def box_of(view: QwixxView, action: Action | None) -> Box | None:
    """The box `action` would cross on the view's seat's sheet (None: a skip, a roll, no
    action, or a colour die no longer in play)."""
    if view.dice is None:
        return None
    if isinstance(action, WhiteChoice) and action.row is not None:
        return action.row, view.dice.white_sum
    if isinstance(action, ColourChoice) and action.row is not None:
        die = view.dice.colour(action.row)
        return None if die is None else (action.row, view.dice.white[action.white] + die)
    return None

