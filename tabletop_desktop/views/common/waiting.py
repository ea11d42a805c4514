"""Why the person at this screen waits, in one sentence, for every game's moment."""

from __future__ import annotations

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.session.table import TableFacts
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.sentences import Said

# The English sentences (tests compare with them); `game_over()` and `wait_for_turn()` say them
# in the person's language.
GAME_OVER = QT_TRANSLATE_NOOP("Waiting", "The game is over.")
WAIT_FOR_TURN = QT_TRANSLATE_NOOP("Waiting", "Wait for your turn.")


def game_over() -> str:
    return translate("Waiting", GAME_OVER)


def wait_for_turn() -> str:
    return translate("Waiting", WAIT_FOR_TURN)


def wait_reason(facts: TableFacts, for_bot: Said = sentences.WAITING_TO_PLAY,
                for_person: Said = sentences.TURN_PASS_THE_SCREEN) -> str:
    """Why no person at this screen may act now ("Waiting for Bo to play."), or "" when one may.
    `for_bot` and `for_person` carry the game's own wording for whoever acts instead."""
    if facts.over:
        return game_over()
    persons = set(facts.screen_seats)
    if any(seat in persons for seat in facts.pending):
        return ""
    if not facts.pending:
        return wait_for_turn()
    seat = facts.seats[facts.pending[0]]
    # A person who plays at another computer (a network game) is waited for like a bot: this
    # screen is not passed to them.
    return (for_bot if seat.is_bot or not seat.at_this_screen else for_person)(seat.name)
