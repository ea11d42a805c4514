"""A table's seats on the server: `SeatPlace` (who sits where and how they prove it), made from the
host's `create` (`host_places`, refused with the reason a person reads) or from the room's file
(`saved_places`, a ValueError for a damaged one), and `Member`, a connection as a room sees it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from tabletop_desktop.engine.core import Seat
from tabletop_desktop.engine.message import translate
from tabletop_desktop.server.protocol import SEAT_KINDS, Refusal, clean_name


class Member(Protocol):
    """A connection as a room sees it."""

    seats: set[Seat]
    is_host: bool
    last_n: int | None

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self, code: str) -> None: ...


@dataclass
class SeatPlace:
    """One seat: who sits there and how to prove it."""

    name: str
    kind: str  # "here" | "remote" | "bot"
    level: str | None
    token_hash: str | None = None  # None: a remote seat nobody took yet (or a bot)
    holder: Member | None = None
    gone_since: float | None = None  # monotonic time its holder dropped
    open_name: str = ""  # the host's name for the seat, shown again when its person leaves

    def __post_init__(self) -> None:
        self.open_name = self.open_name or self.name

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "token_sha256": self.token_hash, "open_name": self.open_name}


def saved_places(seats: Any, seat_count: int) -> list[SeatPlace]:
    """The seats of a room's file, checked (ValueError with what is wrong)."""
    if not isinstance(seats, list) or len(seats) != seat_count:
        raise ValueError("the seats do not match the record")
    places = []
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
            raise ValueError("a seat is not right")
        name, level, hashed = seat.get("name"), seat.get("level"), seat.get("token_sha256")
        if not isinstance(name, str) or not isinstance(level, str | None):
            raise ValueError("a seat's name or level is not right")
        if not isinstance(hashed, str | None):
            raise ValueError("a seat's token is not right")
        open_name = seat.get("open_name", name)
        if not isinstance(open_name, str):
            raise ValueError("a seat's name is not right")
        places.append(SeatPlace(name, seat["kind"], level, hashed, open_name=open_name))
    return places


def host_places(info: Any, seats: list[Any]) -> list[SeatPlace]:
    """The host's seats, checked: count, kinds, names and levels."""
    if not info.min_seats <= len(seats) <= info.max_seats:
        raise Refusal("bad_seats", translate(
            "server", "{game} takes {least} to {most} players, not {count}.", game=info.name,
            least=info.min_seats, most=info.max_seats, count=len(seats)))
    levels = {level.key for level in info.bot_levels}
    places = []
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat, dict) or set(seat) - {"name", "kind", "level"}:
            raise Refusal("bad_seats", translate("server", "Seat {number} is not described right.",
                                                 number=number))
        kind, level, name = seat.get("kind"), seat.get("level"), clean_name(seat.get("name"))
        if kind not in SEAT_KINDS:
            raise Refusal("bad_seats", translate(
                "server", "Seat {number} must be here, remote or a bot.", number=number))
        if name is None:
            raise Refusal("bad_seats", translate(
                "server", "Seat {number}'s name is not right: 1 to 40 characters, without "
                "control characters.", number=number))
        if kind == "bot":
            if level is None:
                level = info.bot_levels[0].key
            if level not in levels:
                raise Refusal("bad_seats", translate(
                    "server", "Seat {number}'s bot level is not one of this game's.",
                    number=number))
        elif level is not None:
            raise Refusal("bad_seats", translate(
                "server", "Seat {number} is a person's and has no bot level.", number=number))
        places.append(SeatPlace(name, kind, level))
    return places
