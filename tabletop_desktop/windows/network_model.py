"""What the network windows draw from and hand back: small typed values, no widgets and no
sockets (only Qt's `translate`, for the sentences they say).

The dialogs (New Game's joining seats, the host's lobby, Join a game, the seat status on the
scoreboard) draw from these values only, so they are built and tested without a server; the
code that talks to the server (a `RemoteSession`) fills them in from the protocol's messages
(`lobby`, `seat_status`; see docs/protocol.md).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from tabletop_desktop.i18n import translate

# The room code: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L), about 49.5
# bits; a path segment of the table's address, so a proxy can route by it (docs/protocol.md).
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 10

SeatStatus = Literal["empty", "online", "reconnecting", "left", "bot"]
SEAT_STATUSES: tuple[str, ...] = ("empty", "online", "reconnecting", "left", "bot")
Reach = Literal["this_computer", "local_network"]


def new_room_code() -> str:
    """A fresh room code, made by the host's app from the system's secure random source."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def clean_room_code(text: str) -> str | None:
    """The room code a person typed, in capitals without spaces or dashes, or None when it
    cannot be one (a code is read aloud or copied with spaces: both must work)."""
    code = re.sub(r"[\s\-]", "", text).upper()
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def spaced_code(code: str) -> str:
    """The code in two groups of five, easier to read aloud: "ACDEF GHJKM"."""
    return f"{code[:5]} {code[5:]}" if len(code) == CODE_LENGTH else code


@dataclass(frozen=True)
class TableAddress:
    """Where a table is: a host (name or IP address) and a port."""

    host: str
    port: int

    def text(self) -> str:
        """The address as a person types it: "192.168.1.20:8765" ("[::1]:8765" for IPv6)."""
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def url(self, code: str, secure: bool = False) -> str:
        """The room's WebSocket address (the protocol's `ws://HOST:PORT/room/CODE`)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if secure else 'ws'}://{host}:{self.port}/room/{code}"


def address_help() -> str:
    """The sentence that follows what is wrong with a typed address."""
    return translate("NetworkModel", "Type the address the host gave you, such as 192.168.1.20:8765 "
                     "(a name such as game.example.org:8765 works too).")


def parse_address(text: str, default_port: int | None = None) -> TableAddress | str:
    """The address a person typed, or a sentence saying what is wrong with it. Accepts
    "host:port", "[v6]:port", a `ws://host:port/...` address, and a bare host when a default
    port is given."""
    text = text.strip()
    match = re.match(r"^wss?://([^/]+)(/.*)?$", text)
    if match:
        text = match.group(1)
    if not text:
        return translate("NetworkModel", "Please type the table's address. {help}").format(
            help=address_help())
    host, port_text = text, ""
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return translate("NetworkModel", "The address has an opening bracket without its closing "
                             "one. {help}").format(help=address_help())
        host, rest = text[1:end], text[end + 1:]
        if rest and not rest.startswith(":"):
            return translate("NetworkModel", "The address has something after its closing bracket. "
                             "{help}").format(help=address_help())
        port_text = rest[1:]
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    if not host or any(ch.isspace() for ch in host) or not re.match(r"^[\w.\-:]+$", host):
        return translate("NetworkModel", "That is not an address a table can have. {help}").format(
            help=address_help())
    if not port_text:
        if default_port is None:
            return translate("NetworkModel", "The address needs its port, the number after the colon. "
                             "{help}").format(help=address_help())
        return TableAddress(host, default_port)
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return translate("NetworkModel", "The port, the number after the colon, must be between 1 and "
                         "65535. {help}").format(help=address_help())
    return TableAddress(host, int(port_text))


@dataclass(frozen=True)
class LobbySeat:
    """One seat as the lobby shows it (the protocol's `lobby` message, one entry of `seats`)."""

    seat: int
    name: str  # the joined person's name; the host's placeholder while the seat is empty
    kind: str  # "here" | "remote" | "bot"
    status: str  # one of SEAT_STATUSES
    level: str | None = None  # a bot's level name ("Strong")

    @property
    def waiting(self) -> bool:
        """A joining seat nobody has taken yet (or whose player has left)."""
        return self.kind == "remote" and self.status in ("empty", "left")


def status_words(seat: LobbySeat) -> str:
    """What the lobby and the scoreboard say about a seat, in a whole sentence."""
    if seat.status == "bot" or seat.kind == "bot":
        return (translate("NetworkModel", "A bot plays this seat ({level}).").format(level=seat.level)
                if seat.level else translate("NetworkModel", "A bot plays this seat."))
    if seat.kind == "here":
        return translate("NetworkModel", "Plays at the host's computer.")
    # The lobby shows the name beside these words: they do not repeat it.
    return {
        "empty": translate("NetworkModel", "Nobody has taken this seat yet."),
        "online": translate("NetworkModel", "This player has joined and is connected."),
        "reconnecting": translate("NetworkModel", "This player lost the connection and is coming back."),
        "left": translate("NetworkModel", "This player has left the table."),
    }.get(seat.status, translate("NetworkModel", "This seat's state is not known."))


def short_status(status: str) -> str:
    """The one word the scoreboard shows under a joining player's name."""
    return {"online": translate("NetworkModel", "online", "a player's connection"),
            "reconnecting": translate("NetworkModel", "reconnecting\u2026", "a player's connection"),
            "left": translate("NetworkModel", "left", "a player who has left the table"),
            "empty": translate("NetworkModel", "not here yet", "a player's connection"),
            "bot": translate("NetworkModel", "bot", "a seat a bot plays now"),
            "unknown": translate("NetworkModel", "not known just now", "a player's connection")
            }.get(status, status)


@dataclass(frozen=True)
class LobbyState:
    """Everything the lobby shows: the table's addresses and room code, the seats, whether the
    game may start (the protocol's `lobby` message, plus what the host's app knows itself)."""

    game_name: str
    code: str
    addresses: tuple[TableAddress, ...]
    seats: tuple[LobbySeat, ...]
    started: bool = False
    can_start: bool = False
    my_seats: tuple[int, ...] = ()  # the seats played at this computer (a joiner's own seat)

    @property
    def waiting_for(self) -> tuple[LobbySeat, ...]:
        return tuple(seat for seat in self.seats if seat.waiting)


def lobby_from_message(message: Mapping[str, object], game_name: str, code: str,
                       addresses: Sequence[TableAddress], my_seats: Sequence[int] = ()) -> LobbyState:
    """A `LobbyState` from the server's `lobby` message (only the fields read are checked: a
    bad entry is left out rather than drawn)."""
    seats: list[LobbySeat] = []
    raw = message.get("seats")
    for entry in raw if isinstance(raw, list) else []:
        if not isinstance(entry, dict):
            continue
        seat, name, kind, status = (entry.get(k) for k in ("seat", "name", "kind", "status"))
        level = entry.get("level")
        if (isinstance(seat, int) and isinstance(name, str) and kind in ("here", "remote", "bot")
                and status in SEAT_STATUSES):
            seats.append(LobbySeat(seat, name, str(kind), str(status),
                                   level if isinstance(level, str) else None))
    return LobbyState(game_name, code, tuple(addresses), tuple(seats),
                      started=message.get("started") is True,
                      can_start=message.get("can_start") is True, my_seats=tuple(my_seats))


@dataclass(frozen=True)
class HostChoices:
    """What New Game adds for a network game: which seats join from another computer and who
    may reach the host's server."""

    remote_seats: tuple[int, ...]
    reach: Reach = "this_computer"

    @property
    def bind_host(self) -> str:
        """The address the server listens on: the loopback only unless the host chose the
        local network."""
        return "0.0.0.0" if self.reach == "local_network" else "127.0.0.1"


@dataclass(frozen=True)
class JoinRequest:
    """What Join a game hands back: where the table is, its room code and the names of the
    people at this computer (several share it when they pass and play here)."""

    address: TableAddress
    code: str
    names: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.names[0]


@dataclass(frozen=True)
class FoundTable:
    """A table another computer on the local network announced (see lan_discovery)."""

    address: TableAddress
    game_name: str
    host_name: str
    open_seats: int

    def text(self) -> str:
        count = self.open_seats  # a plain name, for pyside6-lupdate
        if count == 1:
            sentence = translate("NetworkModel", "{game}, hosted by {host} at {address}: 1 seat is free.")
        else:
            sentence = translate("NetworkModel", "{game}, hosted by {host} at {address}: %n seats are "
                                 "free.", "", count)
        return sentence.format(game=self.game_name, host=self.host_name, address=self.address.text())
