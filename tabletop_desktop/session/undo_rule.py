"""When a person may take back a move, and how far back that goes. Pure Python, no Qt.

Two rules, chosen by who sits at the table:

- Strict (another person at the table): a person takes back their own last move, and with it every
  bot move made after it. A move whose events revealed something hidden (a draw from the bag) can
  never be taken back, nor can any move before it: the person has already seen what came out of
  the bag, and the other person at the table must be able to trust the game.
- Generous (no other person: one person and bots, or a solo game): the person may take back their
  own last move even when tiles were drawn, cards dealt or dice rolled after it; the bots' moves
  after it go too. Having seen what was drawn gives knowledge a fair game would not, so such an
  undo turns the game into practice (`undo_makes_practice`), which the record and the statistics
  keep apart.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import Action, Event, Seat
from tabletop_desktop.engine.message import Text, translate

# Messages (a `str` whose value is the English sentence), rendered by the Qt layers with text().
UNDO_OFF = translate("GameSession", "Undo is turned off for this game.")
NO_PERSON = translate("GameSession", "Only a person can undo a move.")
NOTHING_YET = translate("GameSession",
                        "You have not confirmed a move yet, so there is nothing to undo.")
GAME_OVER = translate("GameSession", "The game is over, so moves can't be undone.")
YOU_DREW = translate("GameSession", "Your last move drew new tiles from the bag, so it can't be "
                     "undone: moves can be undone once nothing is drawn after them.")
BOT_DREW = translate("GameSession", "Another player drew from the bag after your move, so it "
                     "can't be undone: moves can be undone once nothing is drawn after them.")

History = Sequence[tuple[Action, Sequence[Event]]]


def generous_undo(person_seats: Collection[Seat]) -> bool:
    """No other person at the table (one person with bots, or a solo game): the generous rule."""
    return len(person_seats) == 1


def _reveals(events: Sequence[Event]) -> Event | None:
    return next((e for e in events if getattr(e, "reveals_hidden", False)), None)


def _is_choice(action: Action) -> bool:
    """A game may mark an action that only brings chance in (Qwixx's roll: `is_choice = False`).
    The generous undo passes over it to the choice before: taking back the roll alone would only
    roll the same dice again."""
    return bool(getattr(action, "is_choice", True))


def undo_point(
    history: History,
    person_seats: Collection[Seat],
    options: Mapping[str, Any],
    is_over: bool,
    generous: bool = False,
) -> tuple[int | None, Text]:
    """The index of the first action to take back, or None with the reason it is not allowed.

    The game's `undo` option, when it has one, must be on; games without the option allow it.
    `generous` chooses the rule for a table with no other person (see the module's text).
    """
    if options.get("undo", True) is False:
        return None, UNDO_OFF
    if not person_seats:
        return None, NO_PERSON
    if is_over:
        return None, GAME_OVER
    index = next(
        (i for i in range(len(history) - 1, -1, -1) if history[i][0].seat in person_seats
         and (not generous or _is_choice(history[i][0]))),
        None,
    )
    if index is None:
        return None, NOTHING_YET
    if generous:
        return index, ""
    for i in range(index, len(history)):
        action, events = history[i]
        revealing = _reveals(events)
        if revealing is not None:
            # An event may say in its game's words, as a whole sentence, what it revealed and
            # when undo is possible in that game (`hidden_by_you`, `hidden_by_other`: "Your last
            # move drew a card from the draw pile, so it can't be undone: ..."); else the bag.
            said = getattr(revealing, "hidden_by_you" if i == index else "hidden_by_other", "")
            if said:
                return None, said
            return None, YOU_DREW if i == index else BOT_DREW
    return index, ""


def undo_makes_practice(history: History, index: int) -> bool:
    """Whether taking back the actions from `index` on goes behind something that was revealed
    (a draw, a deal, a roll, choices shown): the person has seen it, so the game is practice."""
    return any(_reveals(events) is not None for _action, events in history[index:])
