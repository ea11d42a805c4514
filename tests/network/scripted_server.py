"""A scripted websocket table on 127.0.0.1 (port 0), in its own thread: enough of the protocol
to test the client's link without the real server (hello, join, rejoin, act), and a way to drop
every connection from the server's side."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

from tests.network import canned


class ScriptedServer:
    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        self.connections: set[Any] = set()
        self.moves = 0
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Any = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> ScriptedServer:
        self._thread.start()
        assert self._ready.wait(5)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._stop(), self._loop).result(5)
        self._thread.join(5)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/room/ABCDEFGHJK"

    def drop_all(self) -> None:
        """Close every connection from the server's side, as a network failure would."""
        assert self._loop is not None
        asyncio.run_coroutine_threadsafe(self._drop(), self._loop).result(5)

    def types(self) -> list[str]:
        return [m.get("type", "") for m in list(self.received)]

    # --- the server's thread --------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        from websockets.asyncio.server import serve

        self._loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        async with serve(self._handle, "127.0.0.1", 0) as server:
            self._server = server
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._done.wait()

    async def _stop(self) -> None:
        await self._drop()
        self._done.set()

    async def _drop(self) -> None:
        for ws in list(self.connections):
            ws.transport.abort()  # no closing handshake: the network just went

    async def _handle(self, ws: Any) -> None:
        self.connections.add(ws)
        try:
            async for text in ws:
                message = json.loads(text)
                self.received.append(message)
                for answer in self._answers(message):
                    await ws.send(json.dumps(answer))
        except Exception:  # noqa: BLE001 - a dropped connection ends the handler
            pass
        finally:
            self.connections.discard(ws)

    def _answers(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        kind = message.get("type")
        if kind == "hello":
            if message.get("protocol") != 2:
                return [{"type": "refused", "code": "protocol_version",
                         "reason": "This table runs protocol version 2."}]
            return [{"type": "welcome", "protocol": 2, "server": "scripted"}]
        if kind == "join":
            return [{"type": "joined", "seats": [{"seat": 0, "token": "tok-0"}]},
                    canned.sync(moves=self.moves)]
        if kind == "rejoin":
            if message.get("token") != "tok-0":
                return [{"type": "refused", "code": "bad_token", "reason": "No such seat."}]
            return [{"type": "joined", "seats": [{"seat": 0, "token": "tok-0"}]},
                    canned.sync(moves=self.moves)]
        if kind == "act":
            self.moves += 1
            return [canned.played(0, self.moves)]
        return []
