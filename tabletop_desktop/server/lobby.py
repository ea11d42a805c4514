"""`Lobby`: every room of this server by its code; making, finding and forgetting rooms."""

from __future__ import annotations

import logging
from typing import Any

from tabletop_desktop.server.bot_player import BotPlayer
from tabletop_desktop.server.protocol import Refusal
from tabletop_desktop.server.room import Room
from tabletop_desktop.server.room_store import RoomStore
from tabletop_desktop.server.seat_places import Member

log = logging.getLogger(__name__)


class Lobby:
    def __init__(self, store: RoomStore, bots: BotPlayer, bot_pause_s: float,
                 max_rooms: int) -> None:
        self.store, self.bots, self.bot_pause_s = store, bots, bot_pause_s
        self.max_rooms = max_rooms
        self.rooms: dict[str, Room] = {}

    def load_all(self) -> int:
        """Every room the store holds, replayed; a room that cannot be is logged and left aside."""
        for data in self.store.load_all():
            try:
                room = Room.load(data, self.store, self.bots, self.bot_pause_s, self.forget)
            except (ValueError, KeyError, TypeError, LookupError) as exc:
                log.error("Room %s could not be loaded: %s", data.get("code"), exc)
                continue
            self.rooms[room.code] = room
        return len(self.rooms)

    def resume(self) -> None:
        """Let the bots of loaded rooms go on (on the running loop)."""
        for room in self.rooms.values():
            room.want_bots()

    def get(self, code: str) -> Room | None:
        return self.rooms.get(code)

    async def create(self, member: Member, code: str, message: dict[str, Any]) -> Room:
        if code in self.rooms:
            raise Refusal("room_exists")
        if len(self.rooms) >= self.max_rooms:
            raise Refusal("server_full", close=True)
        room, host_token, here = Room.create(
            code, message["game_id"], dict(message.get("options") or {}), message["seats"],
            self.store, self.bots, self.bot_pause_s, self.forget)
        if code in self.rooms:  # another connection made it meanwhile
            raise Refusal("room_exists")
        self.rooms[code] = room
        room.become_host(member, here)
        async with room.lock:
            await room.save()
        member.send({"type": "created", "host_token": host_token,
                     "seats": [{"seat": s, "token": t} for s, t in here]})
        room.tell_lobby()
        return room

    def forget(self, room: Room) -> None:
        if self.rooms.get(room.code) is room:
            del self.rooms[room.code]

    def shutdown(self) -> None:
        for room in self.rooms.values():
            room.shutdown()
