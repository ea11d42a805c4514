"""A TCP forwarder on 127.0.0.1 (port 0) in front of the server, whose connections a test can cut
at once: the network between one computer and the table goes, the server stays."""

from __future__ import annotations

import asyncio
import threading
from typing import Any


class CutProxy:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self._writers: set[Any] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> CutProxy:
        self._thread.start()
        assert self._ready.wait(5)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._loop is not None
        self._loop.call_soon_threadsafe(self._done.set)
        self._thread.join(5)

    def url(self, code: str) -> str:
        return f"ws://127.0.0.1:{self.port}/room/{code}"

    def cut(self) -> None:
        """Abort every connection through the proxy (no goodbye, as a network failure)."""
        assert self._loop is not None
        done = threading.Event()

        def abort() -> None:
            for writer in list(self._writers):
                writer.transport.abort()
            done.set()

        self._loop.call_soon_threadsafe(abort)
        assert done.wait(5)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        server = await asyncio.start_server(self._pair, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        async with server:
            await self._done.wait()
            for writer in list(self._writers):
                writer.transport.abort()

    async def _pair(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.transport.abort()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._copy(reader, up_writer), self._copy(up_reader, writer))
        self._writers -= {writer, up_writer}

    async def _copy(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.transport.abort()
