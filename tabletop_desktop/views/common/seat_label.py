"""How a seat is labelled wherever the table names it (scoreboard, sheets, summaries, prints):
one wording, in one place; and how a seat's name is shown (the person at the screen, stored as
"You", is called by the word of the person's language)."""

from __future__ import annotations

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, Text, fill, text, translate
from tabletop_desktop.session.table import SeatFacts

PERSON = QT_TRANSLATE_NOOP("SeatLabel", "Person")
BOT = QT_TRANSLATE_NOOP("SeatLabel", "Bot \u00b7 {level}")  # "Bot · Strong"


def seat_label(seat: SeatFacts) -> str:
    """ "Person" or "Bot · Strong"."""
    if seat.bot_level is None:
        return translate("SeatLabel", PERSON)
    level: Text = seat.bot_level
    return fill(translate("SeatLabel", BOT), {"level": text(level)})
