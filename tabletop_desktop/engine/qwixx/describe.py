"""Log sentences for Qwixx actions, built from the events the action just produced.

A secret action-1 choice is never described while others are still choosing ("Bo has made a
choice."); the last commit reveals them all ("White sum 7: Ada crossed red 7. Bo declined.").
Each sentence is a `Said`: whole for the person at the screen ("You") and for anyone else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_desktop.engine.core import Action, Event, GameOver
from tabletop_desktop.engine.message import Message, Text, Value, translate
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import (
    Crossed,
    DiceRolled,
    PenaltyTaken,
    RowLocked,
    WhiteSumsResolved,
)
from tabletop_desktop.engine.qwixx.sheet import MAX_PENALTIES
from tabletop_desktop.engine.qwixx.texts import one_after_another, row_name
from tabletop_desktop.engine.sentences import Said

if TYPE_CHECKING:
    from tabletop_desktop.engine.qwixx.state import QwixxState


# Every sentence the log says about a Qwixx move, whole, for "you" and for another player.
ROLLED = Said(translate("qwixx", "You rolled."), translate("qwixx", "{name} rolled."))
ROLLED_DICE = Said(translate("qwixx", "You rolled: {dice}."),
                   translate("qwixx", "{name} rolled: {dice}."))
MADE_A_CHOICE = Said(translate("qwixx", "You have made a choice."),
                     translate("qwixx", "{name} has made a choice."))
DECLINED = Said(translate("qwixx", "You declined."), translate("qwixx", "{name} declined."))
CROSSED = Said(translate("qwixx", "You crossed {row} {number}."),
               translate("qwixx", "{name} crossed {row} {number}."))
CROSSED_SKIPPING_ONE = Said(translate("qwixx", "You crossed {row} {number} (skipping {skipped})."),
                            translate("qwixx", "{name} crossed {row} {number} (skipping "
                                      "{skipped})."))
CROSSED_SKIPPING = Said(translate("qwixx", "You crossed {row} {number} (skipping {count} boxes)."),
                        translate("qwixx", "{name} crossed {row} {number} (skipping {count} "
                                  "boxes)."))
CROSSED_DICE = Said(translate("qwixx", "You crossed {row} {number} (white {white} + {row} {die})."),
                    translate("qwixx", "{name} crossed {row} {number} (white {white} + {row} "
                              "{die})."))
CROSSED_DICE_SKIPPING_ONE = Said(
    translate("qwixx", "You crossed {row} {number} (white {white} + {row} {die}, skipping "
              "{skipped})."),
    translate("qwixx", "{name} crossed {row} {number} (white {white} + {row} {die}, skipping "
              "{skipped})."))
CROSSED_DICE_SKIPPING = Said(
    translate("qwixx", "You crossed {row} {number} (white {white} + {row} {die}, skipping {count} "
              "boxes)."),
    translate("qwixx", "{name} crossed {row} {number} (white {white} + {row} {die}, skipping "
              "{count} boxes)."))
PENALTY = Said(
    translate("qwixx", "You crossed nothing this turn and take a penalty ({penalties} of {most})."),
    translate("qwixx", "{name} crossed nothing this turn and takes a penalty ({penalties} of "
              "{most})."))
NO_COLOUR_DIE = Said(translate("qwixx", "You did not use a colour die."),
                     translate("qwixx", "{name} did not use a colour die."))
LOCKED = Said(translate("qwixx", "You locked {row}: the {row} die leaves the game."),
              translate("qwixx", "{name} locked {row}: the {row} die leaves the game."),
              translate("qwixx", "{names} locked {row}: the {row} die leaves the game."))
LOCK_CROSS_TOO = Said(translate("qwixx", "You also get the lock cross."),
                      translate("qwixx", "{name} also gets the lock cross."),
                      translate("qwixx", "{names} also get the lock cross."))
WINS = Said(translate("qwixx", "You win."), translate("qwixx", "{name} wins."),
            translate("qwixx", "{names} share the win."))
MOVED = Said(translate("qwixx", "You moved."), translate("qwixx", "{name} moved."))
SENTENCES = (ROLLED, ROLLED_DICE, MADE_A_CHOICE, DECLINED, CROSSED, CROSSED_SKIPPING_ONE,
             CROSSED_SKIPPING, CROSSED_DICE, CROSSED_DICE_SKIPPING_ONE, CROSSED_DICE_SKIPPING,
             PENALTY, NO_COLOUR_DIE, LOCKED, LOCK_CROSS_TOO, WINS, MOVED)


def _crossed(cross: Crossed, name: str, white: int | None = None) -> Message:
    """"Ada crossed red 7 (white 3 + red 4, skipping 6)." with what is known of the dice."""
    values: dict[str, Value] = {"row": row_name(cross.row), "number": cross.number}
    if white is not None:
        values.update(white=white, die=cross.number - white)
    if not cross.skipped:
        said = CROSSED if white is None else CROSSED_DICE
    elif len(cross.skipped) == 1:
        said = CROSSED_SKIPPING_ONE if white is None else CROSSED_DICE_SKIPPING_ONE
        values["skipped"] = cross.skipped[0]
    else:
        said = CROSSED_SKIPPING if white is None else CROSSED_DICE_SKIPPING
        values["count"] = len(cross.skipped)
    return said(name, **values)


def _aftermath(state: QwixxState, events: Sequence[Event], names: Sequence[str]) -> list[Text]:
    """Locks and the end of the game, as sentences to follow the move's own."""
    parts: list[Text] = []
    for event in events:
        if isinstance(event, RowLocked):
            row = row_name(event.row)
            parts.append(LOCKED.about([names[s] for s in event.seats], row=row))
            if event.bonus_seats:
                parts.append(LOCK_CROSS_TOO.about([names[s] for s in event.bonus_seats]))
        elif isinstance(event, GameOver):
            winners = WINS.about([names[s] for s in event.winners])
            parts.append(translate("qwixx", "Game over: {reason} {winners}",
                                   reason=state.end_reason_for(names), winners=winners))
    return parts


def describe_action(state: QwixxState, action: Action, names: Sequence[str]) -> Text:
    """The sentence for `action`, which `state` has just applied."""
    name = names[action.seat]
    events = state.last_events
    if isinstance(action, Roll):
        rolled = next((e for e in events if isinstance(e, DiceRolled)), None)
        if rolled is None:
            return ROLLED(name)
        return ROLLED_DICE(name, dice=rolled.dice.describe_message())
    if isinstance(action, WhiteChoice):
        resolved = next((e for e in events if isinstance(e, WhiteSumsResolved)), None)
        if resolved is None:
            return MADE_A_CHOICE(name)
        crosses = {e.seat: e for e in events if isinstance(e, Crossed)}
        said: list[Text] = [DECLINED(names[seat]) if row is None
                            else _crossed(crosses[seat], names[seat])
                            for seat, row in resolved.choices]
        text = translate("qwixx", "White sum {sum}: {choices}", sum=resolved.white_sum,
                         choices=one_after_another(said))
        return one_after_another([text, *_aftermath(state, events, names)])
    if isinstance(action, ColourChoice):
        cross = next((e for e in events if isinstance(e, Crossed)), None)
        penalty = next((e for e in events if isinstance(e, PenaltyTaken)), None)
        if cross is not None:
            dice = state.dice
            white = dice.white[action.white] if dice is not None else None
            move = _crossed(cross, name, white)
        elif penalty is not None:
            move = PENALTY(name, penalties=penalty.penalties, most=MAX_PENALTIES)
        else:
            move = NO_COLOUR_DIE(name)
        return one_after_another([move, *_aftermath(state, events, names)])
    return MOVED(name)
