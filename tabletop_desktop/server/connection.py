"""`Connection`: one client: its rate limit, its handshake, its seats, its `n`, its outbox.

Every frame is counted against the token bucket before it is parsed, parsed and checked by
protocol.py, and handed to the room. Answers go out through a bounded outbox drained by one
task, so a slow client never holds up its room: when its outbox is full it is closed.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from tabletop_desktop.engine.core import Seat
from tabletop_desktop.engine.message import translate, with_args
from tabletop_desktop.server.limits import AttemptLimiter, Limits, TokenBucket
from tabletop_desktop.server.lobby import Lobby
from tabletop_desktop.server.protocol import (
    PROTOCOL_VERSION,
    SENTENCES,
    SERVER_NAME,
    Refusal,
    closed,
    dumps,
    parse_message,
    refused,
)
from tabletop_desktop.server.room import Room

log = logging.getLogger(__name__)

# The close code sent with each reason to close (RFC 6455: 1002 protocol error, 1008 policy).
CLOSE_CODES = {"protocol_version": 1002, "hello_first": 1002, "rate_limited": 1008,
               "too_many_attempts": 1008, "server_full": 1013, "shutdown": 1001,
               "too_slow": 1008, "bad_json": 1003}


def client_address(socket: ServerConnection, forwarded_for: bool) -> str:
    """The client's address for the per-address limits: the socket's peer, or behind a proxy the
    last address of X-Forwarded-For (the one the proxy itself added)."""
    if forwarded_for and socket.request is not None:
        header = socket.request.headers.get("X-Forwarded-For", "")
        last = header.rsplit(",", 1)[-1].strip()
        if last:
            return last[:64]
    address = socket.remote_address
    return str(address[0]) if address else "?"


class Connection:
    def __init__(self, socket: ServerConnection, code: str, lobby: Lobby, limits: Limits,
                 attempts: AttemptLimiter, forwarded_for: bool = False) -> None:
        self.socket = socket
        self.code = code
        self.lobby = lobby
        self.limits = limits
        self.attempts = attempts
        self.address = client_address(socket, forwarded_for)
        self.bucket = TokenBucket(limits.rate_per_s, limits.burst)
        self.seats: set[Seat] = set()
        self.is_host = False
        self.last_n: int | None = None
        self.room: Room | None = None
        self.greeted = False
        self._limited = 0  # refusals for the rate in a row
        self._bad = 0  # unreadable messages so far
        self._outbox: asyncio.Queue[str | None] = asyncio.Queue(limits.outbox)
        self._closing = False
        self._close_code = 1000

    # --- sending ----------------------------------------------------------------------------------
    def send(self, message: dict[str, Any]) -> None:
        if self._closing:
            return
        try:
            self._outbox.put_nowait(dumps(message))
        except asyncio.QueueFull:
            log.warning("A client of room %s could not keep up and is closed", self.code)
            self._closing = True
            self._close_code = CLOSE_CODES["too_slow"]
            self._only(dumps(closed("too_slow")), None)

    def close(self, code: str) -> None:
        """Say why, then close the connection (after what is already in the outbox)."""
        if self._closing:
            return
        self.send(closed(code))
        self._closing = True
        self._close_code = CLOSE_CODES.get(code, 1000)
        try:
            self._outbox.put_nowait(None)
        except asyncio.QueueFull:
            self._only(None)

    def _only(self, *items: str | None) -> None:
        """Drop what waits in the outbox (the same queue: the sender is waiting on it) and put
        `items` there instead."""
        while not self._outbox.empty():
            self._outbox.get_nowait()
        for item in items:
            self._outbox.put_nowait(item)

    async def sender(self) -> None:
        try:
            while True:
                text = await self._outbox.get()
                if text is None:
                    await self.socket.close(self._close_code)
                    return
                await self.socket.send(text)
        except ConnectionClosed:
            return

    # --- receiving --------------------------------------------------------------------------------
    async def serve(self) -> None:
        sender = asyncio.get_running_loop().create_task(self.sender())
        try:
            async for frame in self.socket:
                if self._closing:
                    continue  # read on (and drop) until the closing handshake is done
                await self.receive(frame)
        except ConnectionClosed:
            pass
        finally:
            if self.room is not None:
                self.room.drop_member(self)
            if not self._closing:
                self._closing = True
                self._only(None)  # the client is gone: nothing more to send
            try:
                await asyncio.wait_for(sender, 2.0)
            except (TimeoutError, asyncio.CancelledError):
                sender.cancel()

    async def receive(self, frame: str | bytes) -> None:
        if not self.bucket.take():
            self._limited += 1
            if self._limited >= self.limits.refusals_before_close:
                self.close("rate_limited")
            else:
                self.send(refused(Refusal("rate_limited")))
            return
        self._limited = 0
        n: int | None = None
        try:
            message = parse_message(frame)
            raw_n = message.get("n")
            n = raw_n if isinstance(raw_n, int) else None
            await self.handle(message)
        except Refusal as error:
            if error.code in ("bad_json", "too_big"):
                self._bad += 1
                if self._bad >= self.limits.bad_json_before_close:
                    error.close = True
            self.send(refused(error, n))
            if error.close:
                self.close(error.code if error.code in CLOSE_CODES else "shutdown")
        except Exception:  # noqa: BLE001 - one bad message must never take the server down
            log.exception("A message in room %s could not be handled", self.code)
            self.send(refused(Refusal("bad_field", translate(
                "server", "That message could not be handled.")), n))

    async def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "ping":
            self.send({"type": "pong"})
            return
        if not self.greeted:
            if kind != "hello":
                raise Refusal("hello_first", close=True)
            version = message["protocol"]
            if version != PROTOCOL_VERSION:
                raise Refusal("protocol_version", with_args(
                    SENTENCES["protocol_version"], server=PROTOCOL_VERSION, client=version),
                    close=True)
            self.greeted = True
            self.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "server": SERVER_NAME})
            return
        if kind == "hello":
            raise Refusal("hello_first",
                          translate("server", "This connection has already said hello."))
        if kind == "create":
            self._may_enter()
            self.room = await self.lobby.create(self, self.code, message)
            return
        if kind in ("join", "rejoin"):
            await self._enter(kind, message)
            return
        room = self.room
        if room is None or (not self.seats and not self.is_host):
            raise Refusal("not_joined")
        if kind == "start":
            await room.start(self)
        elif kind == "give_to_bot":
            await room.give_to_bot(self, message["seat"], message["level"])
        elif kind == "cancel":
            await room.cancel(self)
        elif kind == "act":
            await room.act(self, message["n"], message["action"])
        elif kind == "undo":
            await room.undo(self, message["n"])
        elif kind == "hint":
            await room.hint(self, message["n"], message["seat"])
        elif kind == "leave":
            room.leave(self)
            self.close("left")

    def _may_enter(self) -> None:
        if self.room is not None and self.room.closed:
            self.room = None
        room = self.lobby.get(self.code)
        if room is not None and room is not self.room and (
                len(room.members) >= self.limits.connections_per_room):
            raise Refusal("server_full", close=True)

    async def _enter(self, kind: str, message: dict[str, Any]) -> None:
        if self.attempts.blocked(self.address):
            raise Refusal("too_many_attempts", close=True)
        room = self.lobby.get(self.code)
        if room is None or room.closed:
            self._failed()
            raise Refusal("no_such_room")
        self._may_enter()
        if kind == "join":
            await room.join(self, message["name"])
        else:
            try:
                await room.rejoin(self, message["token"])
            except Refusal as error:
                if error.code == "bad_token":
                    self._failed()
                raise
        self.room = room

    def _failed(self) -> None:
        if self.attempts.failed(self.address):
            raise Refusal("too_many_attempts", close=True)
