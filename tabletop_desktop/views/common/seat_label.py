"""How a seat is labelled wherever the table names it (scoreboard, sheets, summaries, prints):
one wording, in one place."""

from __future__ import annotations

from tabletop_desktop.session.table import SeatFacts

PERSON = "Person"
BOT = "Bot \u00b7 {level}"  # "Bot · Strong"


def seat_label(seat: SeatFacts) -> str:
    """ "Person" or "Bot · Strong"."""
    if seat.bot_level is None:
        return PERSON
    return BOT.format(level=seat.bot_level)
