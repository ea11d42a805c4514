"""The engine-module functions (new_game, determinize, make_bot, tournament_counter) and the
conformance API on plain data: `score_sheet`, `can_cross`, `resolve_roll`, `IllegalMove`."""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from tabletop_desktop.engine.core import Event, resolve_options
from tabletop_desktop.engine.message import Message, translate
from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tabletop_desktop.engine.qwixx.dice import Dice
from tabletop_desktop.engine.qwixx.events import (
    ColourSkipped,
    Crossed,
    DiceRolled,
    PenaltyTaken,
    QwixxGameOver,
    RowLocked,
    WhiteCommitted,
    WhiteSumsResolved,
)
from tabletop_desktop.engine.qwixx.sheet import (
    MAX_PENALTIES,
    NUMBERS,
    PENALTY_POINTS,
    POINTS,
    ROWS,
    RowMarks,
    Sheet,
    index_of,
    last_number,
)
from tabletop_desktop.engine.qwixx.state import MAX_SEATS, QwixxState
from tabletop_desktop.engine.qwixx.texts import IllegalMove, row_name
from tabletop_desktop.engine.qwixx.view import NOT_YET, QwixxView
from tabletop_desktop.engine.wire import CORE_CLASSES


def new_game(seat_count: int, seed: int, options: Mapping[str, Any] | None = None) -> QwixxState:
    """A new game with options filled in from the defaults."""
    from tabletop_desktop.engine.qwixx.info import OPTIONS

    return QwixxState(seat_count, seed, resolve_options(OPTIONS, options))


def make_bot(level_key: str) -> Any:
    """The bot for a level key ("beginner", "casual", "strong", "expert")."""
    from tabletop_desktop.engine.qwixx import bots

    return bots.make_bot(level_key)


def determinize(view: QwixxView, rng: random.Random) -> QwixxState:
    """A full state consistent with `view`. The only hidden things in Qwixx are the future dice
    and the others' action-1 choices; in the result the others have simply not chosen yet (their
    seats are pending again), while the view's own choice, if made, stands."""
    state = QwixxState.__new__(QwixxState)
    state.seat_count = view.seat_count
    state.seed = 0
    state.options = dict(view.options)
    state.rng = random.Random(rng.getrandbits(64))
    state.sheets = list(view.sheets)
    state.locked = view.locked
    state.dice = view.dice
    state.phase = view.phase
    state.active = view.active
    state.rolls = view.rolls
    if view.phase == "white":
        own = {} if view.my_white_choice == NOT_YET else {view.seat: view.my_white_choice}
        state.committed = own
        state.crossed_in_action1 = set()
    else:
        state.committed = {s: None for s in view.committed_seats}
        state.committed.update(dict(view.last_choices))
        state.crossed_in_action1 = {view.active} if view.crossed_in_action1 else set()
    state.last_choices = view.last_choices
    state.over = view.is_over
    state.end_reason = view.end_reason
    state.end_message = None  # a view carries the English sentence only
    state.penalty_end_seat = None
    state.last_events = []
    return state


def tournament_counter(event: Event) -> Iterable[tuple[int, str, float]]:
    """Per-seat counters for the tournament: penalties, locks, and rolls (the game's length,
    credited to every seat at the end, so "rolls per game" is the same for each bot)."""
    if isinstance(event, PenaltyTaken):
        yield event.seat, "penalties", 1
    elif isinstance(event, RowLocked):
        for seat in event.seats:
            yield seat, "locks", 1
    elif isinstance(event, QwixxGameOver):
        for seat in range(len(event.scores)):
            yield seat, "rolls", event.rolls


def summary_extras(state: QwixxState, history: Any) -> dict[str, Any]:
    """Finished-game extras, flat as finished-game records require: rolls, the rows locked, and
    per seat (lists in seat order) the penalties, lock crosses and crosses in each row."""
    extras: dict[str, Any] = {
        "rolls": state.rolls,
        "locked": [r for r in ROWS if r in state.locked],
        "penalties": [sheet.penalties for sheet in state.sheets],
        "locks": [sum(sheet.row(r).lock for r in ROWS) for sheet in state.sheets],
    }
    for row in ROWS:
        extras[f"{row}_crosses"] = [sheet.crosses(row) for sheet in state.sheets]
    return extras


# --- conformance API ----------------------------------------------------------------------------
def _sheet(crosses: Any, penalties: Any = 0) -> Sheet:
    if not isinstance(crosses, Mapping):
        raise IllegalMove(translate("qwixx", "A sheet's crosses must map row names to lists of "
                                    "numbers."))
    try:
        return Sheet.from_crosses({k: list(v) for k, v in crosses.items()}, penalties)
    except TypeError as exc:  # Python's own words for a row that is not a list of numbers
        raise IllegalMove(Message("qwixx", str(exc))) from None


def score_sheet(crosses: Mapping[str, Iterable[int]], penalties: int) -> int:
    """The score of a sheet: `crosses` maps "red" "yellow" "green" "blue" to the numbers crossed
    in that row (a crossed last number carries the lock cross), minus 5 per penalty. Raises
    IllegalMove for a number that is not on its row or is crossed twice."""
    if not isinstance(penalties, int) or isinstance(penalties, bool) or penalties < 0:
        raise IllegalMove(translate("qwixx", "The penalty count must be a whole number of at "
                                    "least 0."))
    total = 0
    for row, numbers in crosses.items():
        if row not in ROWS:
            raise IllegalMove(translate("qwixx", "There is no {row} row.", row=repr(row)))
        numbers = list(numbers)
        for n in numbers:
            index_of(row, n)  # an IllegalMove for a number not on the row
        if len(set(numbers)) != len(numbers):
            raise IllegalMove(translate("qwixx", "A number is crossed twice in the {row} row.",
                                        row=row_name(row)))
        count = len(numbers) + (1 if last_number(row) in numbers else 0)
        total += POINTS[count]
    return total - PENALTY_POINTS * penalties


def can_cross(
    crosses: Mapping[str, Iterable[int]], locked: Collection[str], row: str, number: int
) -> bool:
    """Whether a sheet with `crosses` may cross `number` in `row` now: left to right, the
    five-crosses prerequisite for the last number, and not in a locked row."""
    if row not in ROWS or row in set(locked):
        return False
    try:
        sheet = _sheet(crosses)
    except IllegalMove:
        return False
    return sheet.cross_problem(row, number, frozenset(locked)) is None


def _dice(dice: Any, locked: frozenset[str]) -> Dice:
    if not isinstance(dice, Mapping):
        raise IllegalMove(translate("qwixx", "The dice must be given as {example}.",
                                    example='{"white": [a, b], "red": r, ...}'))
    white = dice.get("white")
    if not isinstance(white, list | tuple) or len(white) != 2:
        raise IllegalMove(translate("qwixx", "There must be exactly two white dice."))
    for key in dice:
        if key != "white" and key not in ROWS:
            raise IllegalMove(translate("qwixx", "There is no {die} die.", die=repr(key)))
    values = list(white) + [v for k, v in dice.items() if k != "white"]
    for v in values:
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 6:
            raise IllegalMove(translate("qwixx", "A die shows 1 to 6, not {value}.", value=repr(v)))
    # A locked row's die is out of the game: ignored if given anyway.
    colours = tuple((r, dice[r]) for r in ROWS if r in dice and r not in locked)
    return Dice((white[0], white[1]), colours)


def _to_state(state: Any) -> QwixxState:
    if not isinstance(state, Mapping):
        raise IllegalMove(translate("qwixx", "The state must be a dict with sheets, locked and "
                                    "active."))
    sheets_in, locked_in, active = state.get("sheets"), state.get("locked", []), state.get("active")
    if not isinstance(sheets_in, list | tuple) or not 1 <= len(sheets_in) <= MAX_SEATS:
        raise IllegalMove(translate("qwixx", "The state must hold 1 to {most} sheets.",
                                    most=MAX_SEATS))
    if not isinstance(locked_in, Iterable) or isinstance(locked_in, str):
        raise IllegalMove(translate("qwixx", "The locked rows must be a list of row names."))
    locked = frozenset(locked_in)
    if not locked <= set(ROWS):
        raise IllegalMove(translate("qwixx", "There is no {row} row to lock.",
                                    row=repr(sorted(locked - set(ROWS))[0])))
    if not isinstance(active, int) or isinstance(active, bool) or not 0 <= active < len(sheets_in):
        raise IllegalMove(translate("qwixx", "The active seat is not one of the sheets."))
    sheets = []
    for i, data in enumerate(sheets_in):
        if not isinstance(data, Mapping):
            raise IllegalMove(translate("qwixx", "Sheet {number} is not a dict.", number=i + 1))
        rows = {r: v for r, v in data.items() if r in ROWS}
        extra = set(data) - set(ROWS) - {"penalties"}
        if extra:
            raise IllegalMove(translate("qwixx", "Sheet {number} has an unknown entry {entry}.",
                                        number=i + 1, entry=repr(sorted(extra)[0])))
        try:
            sheet = _sheet(rows, data.get("penalties", 0))
        except IllegalMove as exc:
            raise IllegalMove(translate("qwixx", "Sheet {number}: {reason}", number=i + 1,
                                        reason=exc.message)) from None
        if sheet.penalties >= MAX_PENALTIES:
            raise IllegalMove(translate("qwixx", "Sheet {number} already has {most} penalties: the "
                                        "game is over.", number=i + 1, most=MAX_PENALTIES))
        for row in ROWS:
            if sheet.row(row).lock and row not in locked:
                raise IllegalMove(translate("qwixx", "Sheet {number} crossed {row} {last}, so the "
                                            "{row} row must be locked.", number=i + 1,
                                            row=row_name(row), last=last_number(row)))
        sheets.append(sheet)
    result = new_game(len(sheets), 0, {})
    result.sheets = sheets
    result.locked = locked
    result.active = active
    if result._lock_end():
        raise IllegalMove(translate("qwixx", "The game is already over: two rows are locked."))
    return result


def _sheet_out(sheet: Sheet) -> dict[str, Any]:
    data: dict[str, Any] = {row: list(sheet.row(row).crossed) for row in ROWS}
    data["penalties"] = sheet.penalties
    return data


def resolve_roll(state: Mapping[str, Any], dice: Mapping[str, Any], decisions: Mapping[str, Any]
                 ) -> dict[str, Any]:
    """Play one whole roll with the default options: every seat's white-sum decision (landing
    together), then the active seat's colour decision, then the penalty.

    `decisions = {"white": [row or None per seat], "colour": None or {"row": r, "white": 0|1}}`.
    Returns `{"sheets": [...], "locked": [...], "game_over": bool}`; raises IllegalMove with the
    reason for any illegal decision, including a colour decision after action 1 ended the game.
    """
    game = _to_state(state)
    locked_before = game.locked
    game.dice = _dice(dice, locked_before)
    missing = [r for r in ROWS if r not in locked_before and game.dice.colour(r) is None]
    game.phase = "white"
    game.rolls = 1
    if not isinstance(decisions, Mapping):
        raise IllegalMove(translate("qwixx", "The decisions must be a dict with {white} and "
                                    "{colour}.", white='"white"', colour='"colour"'))
    whites = decisions.get("white")
    if not isinstance(whites, list | tuple) or len(whites) != game.seat_count:
        raise IllegalMove(translate("qwixx", "Give one white-sum decision per seat ({count}).",
                                    count=game.seat_count))
    colour = decisions.get("colour")
    for seat, row in enumerate(whites):
        if row is not None and row not in ROWS:
            raise IllegalMove(translate("qwixx", "Seat {number}: there is no {row} row.",
                                        number=seat + 1, row=repr(row)))
        problem = game.refusal(WhiteChoice(seat, row))
        if problem is not None:
            raise IllegalMove(translate("qwixx", "Seat {number}: {reason}", number=seat + 1,
                                        reason=problem))
        game.apply(WhiteChoice(seat, row))
    if game.is_over():
        if colour is not None:
            raise IllegalMove(translate("qwixx", "Action 1 already ended the game (a second row "
                                        "was locked), so there is no colour decision."))
    else:
        if colour is None:
            action = ColourChoice(game.active, None)
        else:
            if not isinstance(colour, Mapping):
                raise IllegalMove(translate("qwixx", "The colour decision must be None or "
                                            "{example}.", example='{"row": ..., "white": 0 or 1}'))
            row, white = colour.get("row"), colour.get("white", 0)
            if row in missing:
                raise IllegalMove(translate("qwixx", "The {row} die was not given, so it cannot "
                                            "be used.", row=row_name(row)))
            action = ColourChoice(game.active, row, white)
            if row is None:
                action = ColourChoice(game.active, None)
        problem = game.refusal(action)
        if problem is not None:
            raise IllegalMove(problem)
        game.apply(action)
    return {
        "sheets": [_sheet_out(s) for s in game.sheets],
        "locked": [r for r in ROWS if r in game.locked],
        "game_over": game.is_over(),
    }


__all__ = [
    "IllegalMove",
    "NUMBERS",
    "can_cross",
    "determinize",
    "make_bot",
    "new_game",
    "resolve_roll",
    "score_sheet",
    "summary_extras",
    "tournament_counter",
]


def wire_classes() -> tuple[type, ...]:
    """What a Qwixx view, event or hint may hold on the network (engine/wire.py): the view with its
    sheets and dice, every event, and the core's events and advice."""
    return (
        *CORE_CLASSES, QwixxView, Sheet, RowMarks, Dice, DiceRolled, WhiteCommitted,
        WhiteSumsResolved, Crossed, RowLocked, PenaltyTaken, ColourSkipped, QwixxGameOver,
    )
