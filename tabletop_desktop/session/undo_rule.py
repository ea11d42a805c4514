"""When a person may take back a move, and how far back that goes. Pure Python, no Qt.

A person takes back their own last move, and with it every bot move made after it. A move whose
events revealed something hidden (a draw from the bag) can never be taken back, nor can any move
before it: the person has already seen what came out of the bag.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import Action, Event, Seat

UNDO_OFF = "Undo is turned off for this game."
NO_PERSON = "Only a person can undo a move."
NOTHING_YET = "You have not confirmed a move yet, so there is nothing to undo."
GAME_OVER = "The game is over, so moves can't be undone."
ONCE_NOTHING_DRAWN = "moves can be undone once nothing is drawn after them."
YOU_DREW = ("Your last move drew new tiles from the bag, so it can't be undone: moves can be "
            "undone once nothing is drawn after them.")
BOT_DREW = ("Another player drew from the bag after your move, so it can't be undone: moves "
            "can be undone once nothing is drawn after them.")


def undo_point(
    history: Sequence[tuple[Action, Sequence[Event]]],
    person_seats: Collection[Seat],
    options: Mapping[str, Any],
    is_over: bool,
) -> tuple[int | None, str]:
    """The index of the first action to take back, or None with the reason it is not allowed.

    The game's `undo` option, when it has one, must be on; games without the option allow it.
    """
    if options.get("undo", True) is False:
        return None, UNDO_OFF
    if not person_seats:
        return None, NO_PERSON
    if is_over:
        return None, GAME_OVER
    index = next(
        (i for i in range(len(history) - 1, -1, -1) if history[i][0].seat in person_seats), None
    )
    if index is None:
        return None, NOTHING_YET
    for i in range(index, len(history)):
        action, events = history[i]
        revealing = next((e for e in events if getattr(e, "reveals_hidden", False)), None)
        if revealing is not None:
            # An event may say in its game's words what it revealed (`hidden_by_you`,
            # `hidden_by_other`: "Your last move drew a card from the draw pile"); else the bag.
            said = getattr(revealing, "hidden_by_you" if i == index else "hidden_by_other", "")
            if said:
                # ... and when undo is possible in that game (`undo_hint`), else the draw rule.
                hint = getattr(revealing, "undo_hint", "") or ONCE_NOTHING_DRAWN
                return None, f"{said}, so it can't be undone: {hint}"
            return None, YOU_DREW if i == index else BOT_DREW
    return index, ""
