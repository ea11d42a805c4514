"""`TabletopServer`: the websocket endpoint `ws://HOST:PORT/room/CODE` in front of the lobby.

A request for any other path, or a code of the wrong shape, is answered with HTTP 404 before the
websocket upgrade. Messages are capped at 64 KiB by websockets itself (a bigger frame closes the
connection with 1009 before the server reads it).
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.http11 import Request, Response

from tabletop_desktop.server.bot_player import BotPlayer
from tabletop_desktop.server.codes import room_code
from tabletop_desktop.server.connection import Connection
from tabletop_desktop.server.limits import AttemptLimiter, Limits
from tabletop_desktop.server.lobby import Lobby
from tabletop_desktop.server.protocol import MAX_CREATE_BYTES, closed
from tabletop_desktop.server.room_store import RoomStore

log = logging.getLogger(__name__)

ROOM_PREFIX = "/room/"


@dataclass
class ServerConfig:
    data: Path
    host: str = "127.0.0.1"
    port: int = 8765
    certfile: str | None = None
    keyfile: str | None = None
    bot_pause_s: float = 0.6
    think_scale: float = 1.0
    bot_processes: int | None = None  # None: one less than the cores, at least one
    limits: Limits = field(default_factory=Limits)
    # Behind a proxy every client comes from the proxy's address: then the per-address limits
    # count the address the proxy names (the last one of X-Forwarded-For) instead.
    behind_proxy: bool = False


def code_of(path: str) -> str | None:
    """The room code of a request path `/room/CODE` (a query string is ignored)."""
    path = path.split("?", 1)[0]
    if not path.startswith(ROOM_PREFIX):
        return None
    return room_code(path[len(ROOM_PREFIX):])


class TabletopServer:
    def __init__(self, config: ServerConfig) -> None:
        self.config = config
        self.store = RoomStore(config.data)
        self.bots = BotPlayer(config.bot_processes, think_scale=config.think_scale)
        self.lobby = Lobby(self.store, self.bots, config.bot_pause_s, config.limits.max_rooms)
        self.attempts = AttemptLimiter(config.limits.failed_attempts,
                                       config.limits.attempt_window_s)
        self.connections: set[Connection] = set()
        self._server: Server | None = None
        self.address: tuple[str, int] = (config.host, config.port)

    def _ssl(self) -> ssl.SSLContext | None:
        if not self.config.certfile:
            return None
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.config.certfile, self.config.keyfile)
        return context

    @staticmethod
    def _check_path(connection: ServerConnection, request: Request) -> Response | None:
        if code_of(request.path) is None:
            return connection.respond(HTTPStatus.NOT_FOUND, "No such table.\n")
        return None

    async def start(self) -> tuple[str, int]:
        loaded = self.lobby.load_all()
        if loaded:
            log.info("Loaded %d room(s) from %s", loaded, self.store.folder)
        self._server = await serve(
            self._serve, self.config.host, self.config.port, ssl=self._ssl(),
            process_request=self._check_path, max_size=MAX_CREATE_BYTES, max_queue=4,
            ping_interval=20, ping_timeout=20, close_timeout=2, compression=None,
        )
        socket = next(iter(self._server.sockets))
        host, port = socket.getsockname()[:2]
        self.address = (str(host), int(port))
        self.lobby.resume()
        return self.address

    async def _serve(self, socket: ServerConnection) -> None:
        code = code_of(socket.request.path if socket.request else "")
        if code is None:  # process_request already refused it
            return
        connection = Connection(socket, code, self.lobby, self.config.limits, self.attempts,
                                forwarded_for=self.config.behind_proxy)
        self.connections.add(connection)
        try:
            await connection.serve()
        finally:
            self.connections.discard(connection)

    async def stop(self) -> None:
        """Tell every client, close, and let the last writes land."""
        for connection in list(self.connections):
            connection.close("shutdown")
        await asyncio.sleep(0.05)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.lobby.shutdown()
        self.bots.shutdown()
        await self.store.stop()

    async def serve_forever(self, stop: asyncio.Event) -> None:
        await self.start()
        await stop.wait()
        await self.stop()


__all__ = ["TabletopServer", "ServerConfig", "code_of", "closed"]
