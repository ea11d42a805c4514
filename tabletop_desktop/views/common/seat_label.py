"""How a seat is labelled wherever the table names it (scoreboard, sheets, summaries, prints):
one wording, in one place; and how a seat's name is shown (the person at the screen, stored as
"You", is called by the word of the person's language)."""

from __future__ import annotations

from tabletop_desktop.engine.sentences import YOU, is_you
from tabletop_desktop.i18n import Text, fill, text, translate
from tabletop_desktop.session.table import SeatFacts
from tabletop_desktop.views.common.marks import QT_TRANSLATE_NOOP

PERSON = QT_TRANSLATE_NOOP("SeatLabel", "Person")
BOT = QT_TRANSLATE_NOOP("SeatLabel", "Bot \u00b7 {level}")  # "Bot · Strong"


def seat_label(seat: SeatFacts) -> str:
    """ "Person" or "Bot · Strong"."""
    if seat.bot_level is None:
        return translate("SeatLabel", PERSON)
    level: Text = seat.bot_level
    return fill(translate("SeatLabel", BOT), {"level": text(level)})


def seat_name_shown(name: str) -> str:
    """A seat's name as shown: a seat stored as "You" (the person at the screen) is called by
    the word of the person's language; any other name is shown as it is. In English the stored
    spelling stays ("you" stays "you")."""
    if not is_you(name):
        return name
    word = translate("Names", "You")
    return name if word == YOU else word
