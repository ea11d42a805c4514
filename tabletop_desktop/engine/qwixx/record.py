"""What a finished Qwixx game's record says: its length in rolls, its end in players' names, and
its best roll (the most points one seat gained from one roll, both actions together).

The session reads these through the engine module (`summary_turns`, `summary_end_reason`,
`summary_best_move`): one action's score is a poor "best move" in Qwixx, where a white-sum cross
lands only when the last seat has chosen and a roll's two crosses come from two actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_desktop.engine.core import ScoreChanged
from tabletop_desktop.engine.message import Message, Text, translate
from tabletop_desktop.engine.qwixx.events import Crossed, DiceRolled, PenaltyTaken
from tabletop_desktop.engine.qwixx.state import QwixxState
from tabletop_desktop.engine.qwixx.texts import row_name
from tabletop_desktop.engine.sentences import Said

BEST_CROSSES = Said(translate("qwixx", "You crossed {what} on roll {roll}: +{points} points"),
                    translate("qwixx", "{name} crossed {what} on roll {roll}: +{points} points"))


def summary_turns(state: QwixxState, history: Any) -> int:
    """A Qwixx game's length is counted in rolls."""
    return state.rolls


def summary_end_reason(state: QwixxState, names: Sequence[str]) -> Text:
    """How the game ended, with the players' names."""
    return state.end_reason_for(names)


def summary_best_move(
    state: QwixxState, history: Sequence[tuple[Any, Sequence[Any]]], names: Sequence[str]
) -> tuple[int, str, int, Text] | None:
    """(seat, name, points, description) of the best roll for one seat, or None."""
    best: tuple[int, int, int, list[Message]] | None = None  # points, roll, seat, crosses
    roll = 0
    gains: dict[int, int] = {}
    crosses: dict[int, list[Message]] = {}

    def close_roll() -> None:
        nonlocal best
        for seat, points in gains.items():
            if best is None or points > best[0]:
                best = (points, roll, seat, crosses.get(seat, []))

    for _action, events in history:
        for event in events:
            if isinstance(event, DiceRolled):
                close_roll()
                roll += 1
                gains, crosses = {}, {}
            elif isinstance(event, ScoreChanged):
                gains[event.seat] = gains.get(event.seat, 0) + event.delta
            elif isinstance(event, Crossed):
                crosses.setdefault(event.seat, []).append(translate(
                    "qwixx", "{row} {number}", "a box crossed on a row",
                    row=row_name(event.row), number=event.number))
            elif isinstance(event, PenaltyTaken):
                crosses.setdefault(event.seat, []).append(translate("qwixx", "a penalty"))
    close_roll()
    if best is None or best[0] <= 0:
        return None
    points, number, seat, marks = best
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    what = _marks_in_words(marks)
    return seat, name, points, BEST_CROSSES(name, what=what, roll=number, points=points)


def _marks_in_words(marks: Sequence[Message]) -> Message:
    """"red 7", "red 7 and blue 5" (one roll: a white-sum and a colour cross), "a penalty"."""
    if not marks:
        return translate("qwixx", "crosses")
    if len(marks) == 1:
        return marks[0]
    return translate("qwixx", "{first} and {second}", "what one player crossed on one roll",
                     first=marks[0], second=_marks_in_words(marks[1:]))
