"""What a network table says in words: each seat's status, the sentences for what this screen
refuses before anything is sent, and for each refusal of the server's by its code
(docs/protocol.md lists them all), with `refusal_words`, the sentence of a refusal that came."""

from __future__ import annotations

from typing import Any

from tabletop_desktop.engine.message import translate
from tabletop_desktop.engine.wire import WireError, text_from_json
from tabletop_desktop.i18n import text

# Seat statuses, as the server names them in `lobby` and `seat_status`.
EMPTY, SEAT_ONLINE, SEAT_RECONNECTING, SEAT_LEFT, SEAT_BOT = (
    "empty", "online", "reconnecting", "left", "bot")
STATUS_WORDS = {
    EMPTY: translate("RemoteSession", "Nobody has taken this seat yet."),
    SEAT_ONLINE: translate("RemoteSession", "Online."),
    SEAT_RECONNECTING: translate("RemoteSession", "Reconnecting…"),
    SEAT_LEFT: translate("RemoteSession", "Left the table."),
    SEAT_BOT: translate("RemoteSession", "Played by a bot."),
}
# What the log says when a seat's connection changes (a seat at another computer).
STATUS_LINES = {
    SEAT_ONLINE: translate("RemoteSession", "{name} is connected again."),
    SEAT_RECONNECTING: translate("RemoteSession", "{name} lost the connection; waiting for them to come back."),
    SEAT_LEFT: translate("RemoteSession", "{name} left the table."),
    SEAT_BOT: translate("RemoteSession", "{name}'s seat is played by a bot now."),
}

JOINED_LINE = translate("RemoteSession", "{name} has come to the table.")

NOT_STARTED = translate("RemoteSession", "The game has not started yet.")
GAME_OVER = translate("RemoteSession", "The game is over.")
OFFLINE = translate("RemoteSession", "The connection to the table is not there just now, so nothing was sent. Play again "
           "once it is back.")
LEFT_TABLE = translate("RemoteSession", "This computer is no longer at the table, so nothing was sent. {why}")
NOT_HERE = translate("RemoteSession", "That seat is played at another computer.")
NOT_YOUR_TURN = translate("RemoteSession", "It is not that seat's turn.")
ON_ITS_WAY = translate("RemoteSession", "Your move is on its way to the table.")
UNDO_ON_ITS_WAY = translate("RemoteSession", "Your undo is on its way to the table.")
NOT_AN_ACTION = translate("RemoteSession", "That is not a move in this game.")
NO_HINT_NOW = translate("RemoteSession", "A hint is for a person at this screen whose move it is.")
HINT_COMING = translate("RemoteSession", "A hint is already being looked for.")
LOST_ON_THE_WAY = translate("RemoteSession", "The connection went before your move reached the table. The table is shown "
                   "as it is once the connection is back; play your move then if it is missing.")
NOT_HOST = translate("RemoteSession", "Only the computer that hosts the table can do that.")
BAD_MESSAGE = translate("RemoteSession", "The table sent something this app cannot read ({why}); the table is shown as it "
               "was.")
# A refusal whose sentence did not come with it, by its code (docs/protocol.md lists them all).
CODE_WORDS = {
    "protocol_version": translate("RemoteSession", "The table speaks another version of the network protocol: both "
                        "computers need the same version of the app."),
    "no_such_room": translate("RemoteSession", "There is no table with that room code. Check the code and the address."),
    "bad_token": translate("RemoteSession", "This computer's seat at that table is not known there any more."),
    "room_full": translate("RemoteSession", "Every seat at that table is taken."),
    "bad_name": translate("RemoteSession", "That name cannot be used: give one of 1 to 40 letters."),
    "too_many_attempts": translate("RemoteSession", "Too many wrong codes from this computer: wait a minute and try again."),
    "server_full": translate("RemoteSession", "The table's server is full just now: try again later."),
    "already_started": translate("RemoteSession", "That game has already started."),
    "not_started": NOT_STARTED,
    "not_your_turn": NOT_YOUR_TURN,
    "not_your_seat": translate("RemoteSession", "That seat is not yours."),
    "illegal": translate("RemoteSession", "The rules do not allow that move."),
    "game_over": GAME_OVER,
    "undo_refused": translate("RemoteSession", "Only your own last move can be undone, before anybody else has played."),
    "hint_refused": NO_HINT_NOW,
    "hint_busy": HINT_COMING,
    "replayed": translate("RemoteSession", "That request was already answered."),
    "not_host": NOT_HOST,
    "rate_limited": translate("RemoteSession", "Too many requests at once: wait a moment and try again."),
    "not_an_action": NOT_AN_ACTION,
}
FALLBACK_REFUSAL = translate("RemoteSession", "The table refused that.")
NOT_RECORDED = translate("RemoteSession", "The finished game could not be kept in this computer's statistics: {why}")


def refusal_words(message: dict[str, Any]) -> str:
    """The sentence a refusal says, in the person's language: the server's own message
    (`message`: message JSON, engine/wire.py, rendered with i18n.text), else its English `reason`,
    else the one for its code."""
    try:
        said = text_from_json(message.get("message"))
    except WireError:
        said = ""
    if said.strip():
        return text(said).strip()
    reason = message.get("reason")
    if isinstance(reason, str) and reason.strip():
        return reason.strip()
    code = message.get("code")
    return text(CODE_WORDS.get(code, FALLBACK_REFUSAL) if isinstance(code, str)
                else FALLBACK_REFUSAL)
