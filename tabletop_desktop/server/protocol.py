"""docs/protocol.md in code: the messages, their fields, the limits and the refusals.

`parse_message` turns one text frame into a checked message (a dict whose fields have the types
the schema names) or raises `Refusal` with a stable code and a sentence a person understands.
Nothing read from the network is evaluated: it is JSON, checked field by field.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop_desktop import __version__
from tabletop_desktop.engine.message import Message, Text, translate
from tabletop_desktop.engine.wire import text_to_json

PROTOCOL_VERSION = 2  # 2: sentences travel as messages ({"context", "source", "args", "n"})
SERVER_NAME = f"tabletop-desktop {__version__}"
MAX_MESSAGE_BYTES = 64 * 1024  # every client message but `create`
# `create` carries the game's options, and a Quiddler game's own imported word list (up to
# 100,000 words, packed: about 240 kB) with its house lists (2 x 5,000 words) is far over 64 KiB.
# The WebSocket frame cap is this; parse_message holds every other message to the smaller one.
MAX_CREATE_BYTES = 1024 * 1024
MAX_NAME_CHARS = 40
MAX_CLIENT_CHARS = 80
MAX_TOKEN_CHARS = 64
MAX_CONNECTIONS_PER_ROOM = 16
SEAT_KINDS = ("here", "remote", "bot")

# The sentence for each refusal code; a few are completed by the caller (the rules' own reason).
# Engine-style Messages (context "server"): sent as message JSON, each client renders them in its
# own language; `str()` of each is the English `reason` field.
SENTENCES: dict[str, Message] = {
    "bad_json": translate("server", "That message could not be read: it is not a JSON object."),
    "unknown_type": translate("server", "That message is not one this table knows."),
    "bad_field": translate("server", "That message has a field that is missing, of the wrong kind or too long."),
    "hello_first": translate("server", "A connection must begin by saying hello with the protocol version."),
    "protocol_version": translate("server", "This table runs protocol version {server} and your app speaks version "
                         "{client}: update the app that is older."),
    "no_such_room": translate("server", "There is no table with that room code on this server."),
    "room_exists": translate("server", "A table with that room code already exists."),
    "server_full": translate("server", "This server is full right now; try again later."),
    "bad_game": translate("server", "This server does not know that game."),
    "bad_seats": translate("server", "The seats of that table are not right."),
    "bad_options": translate("server", "The game's options are not right."),
    "room_full": translate("server", "Every seat at this table is taken."),
    "bad_name": translate("server", "A name must have 1 to 40 characters, without control characters."),
    "bad_token": translate("server", "That token is not one of this table's."),
    "too_many_attempts": translate("server", "Too many attempts with a wrong room code or token from your address; "
                          "wait a minute and try again."),
    "not_joined": translate("server", "Join the table or rejoin your seat first."),
    "not_host": translate("server", "Only the host can do that."),
    "not_started": translate("server", "The game has not started yet."),
    "already_started": translate("server", "The game has already started."),
    "cannot_start": translate("server", "The game can start once every seat for another computer is taken."),
    "no_such_seat": translate("server", "There is no such seat at this table."),
    "not_your_seat": translate("server", "That seat is not yours."),
    "bot_seat": translate("server", "Only a seat for another computer can be given to a bot."),
    "bad_level": translate("server", "This game has no such bot level."),
    "replayed": translate("server", "That command was sent before (its number does not grow), so it was not played again."),
    "not_an_action": translate("server", "That is not a move in this game."),
    "not_your_turn": translate("server", "It is not that seat's turn."),
    "illegal": translate("server", "The rules do not allow that move."),
    "game_over": translate("server", "The game is over."),
    "undo_refused": translate("server", "Only your own last move can be undone, before anybody else has played."),
    "hint_refused": translate("server", "A hint is for one of your seats whose move it is."),
    "hint_busy": translate("server", "A hint is already being looked for."),
    "rate_limited": translate("server", "Too many messages too fast; slow down."),
    "too_big": translate("server", "That message is too long: only a new table's message may be over 64 KiB."),
}

# Why the server closes a connection (`closed.code`), in words.
CLOSE_SENTENCES: dict[str, Message] = {
    "protocol_version": SENTENCES["protocol_version"],
    "hello_first": SENTENCES["hello_first"],
    "rate_limited": translate("server", "Too many messages too fast: the connection was closed."),
    "too_many_attempts": SENTENCES["too_many_attempts"],
    "server_full": SENTENCES["server_full"],
    "cancelled": translate("server", "The host has ended this table."),
    "seat_taken": translate("server", "Your seat is now played elsewhere."),
    "left": translate("server", "You have left the table."),
    "shutdown": translate("server", "The server is stopping; your app reconnects when it is back."),
    "too_slow": translate("server", "Your connection could not keep up with the table and was closed."),
    "bad_json": translate("server", "Too many messages could not be read: the connection was closed."),
}


class Refusal(Exception):
    """A message that changes nothing: its stable `code` and the `reason` a person reads (a
    `Message` when it is the rules' own sentence: sent as message JSON, so that each client
    renders it in its own language; `str()` of it is the English `reason` field)."""

    def __init__(self, code: str, reason: Text | None = None, *, close: bool = False) -> None:
        super().__init__(str(reason or SENTENCES[code]))
        self.code = code
        self.said: Text = reason or SENTENCES[code]
        self.reason = str(self.said)
        self.close = close  # the connection is closed after the refusal


Check = Callable[[Any], bool]


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -(2**53) < value < 2**53


def _text(limit: int) -> Check:
    return lambda value: isinstance(value, str) and len(value) <= limit


def _object(value: Any) -> bool:
    return isinstance(value, dict)


def _list(value: Any) -> bool:
    return isinstance(value, list)


@dataclass(frozen=True)
class Field:
    check: Check
    required: bool = True


# Every client message and its fields (the "type" field aside).
SCHEMAS: dict[str, dict[str, Field]] = {
    "hello": {"protocol": Field(_int), "client": Field(_text(MAX_CLIENT_CHARS), required=False)},
    "create": {"game_id": Field(_text(40)), "options": Field(_object, required=False),
               "seats": Field(_list)},
    "join": {"name": Field(_text(200))},
    "rejoin": {"token": Field(_text(MAX_TOKEN_CHARS))},
    "start": {},
    "give_to_bot": {"seat": Field(_int), "level": Field(_text(40))},
    "cancel": {},
    "act": {"n": Field(_int), "action": Field(_object)},
    "undo": {"n": Field(_int)},
    "hint": {"n": Field(_int), "seat": Field(_int)},
    "leave": {},
    "ping": {},
}


def parse_message(data: str | bytes) -> dict[str, Any]:
    """One client frame as a checked message, or `Refusal`."""
    if not isinstance(data, str):
        raise Refusal("bad_json", translate("server", "Messages are JSON text, not binary frames."))
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise Refusal("bad_json") from None
    if not isinstance(message, dict):
        raise Refusal("bad_json")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in SCHEMAS:
        raise Refusal("unknown_type")
    if kind != "create" and len(data) > MAX_MESSAGE_BYTES:
        raise Refusal("too_big")
    schema = SCHEMAS[kind]
    for key, value in message.items():
        if key == "type":
            continue
        field = schema.get(key)
        if field is None:
            raise Refusal("bad_field", translate("server", "A {kind} message has no field '{key}'.",
                                                 kind=kind, key=key[:40]))
        if not field.check(value):
            raise Refusal("bad_field", translate(
                "server", "The field '{key}' of a {kind} message is not right.", key=key,
                kind=kind))
    for key, field in schema.items():
        if field.required and key not in message:
            raise Refusal("bad_field", translate("server", "A {kind} message needs the field '{key}'.",
                                                 kind=kind, key=key))
    return message


def clean_name(value: Any) -> str | None:
    """A person's name as the table shows it (trimmed), or None when it is no name."""
    if not isinstance(value, str):
        return None
    name = " ".join(value.split())
    if not 1 <= len(name) <= MAX_NAME_CHARS or any(not c.isprintable() for c in name):
        return None
    return name


def dumps(message: dict[str, Any]) -> str:
    """A server message as its text frame (compact; the same message gives the same bytes)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def refused(error: Refusal, n: int | None = None) -> dict[str, Any]:
    # `reason` is English text (any client, of any version, can read it: the version refusal);
    # `message` is the same sentence as message JSON, which a client renders in its language.
    message: dict[str, Any] = {"type": "refused", "code": error.code, "reason": error.reason,
                               "message": text_to_json(error.said)}
    if n is not None:
        message["n"] = n
    return message


def closed(code: str) -> dict[str, Any]:
    reason: Text = CLOSE_SENTENCES.get(code, code)
    return {"type": "closed", "code": code, "reason": str(reason), "message": text_to_json(reason)}
