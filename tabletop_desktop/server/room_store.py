"""`RoomStore`: each room as one atomic JSON file under DATA/rooms/, written after every change.

The file holds the game's record in the app's own format (`GameRecord.to_json()`), the seats
with their tokens' hashes, and the little the room adds (started, hints, times), as compact JSON
(one call of the C encoder: the file is rewritten after every action, and the app's readable
layout cost the server more than the rest of a move together). The text is made on the event
loop; the write itself (storage/jsonfile.replace_file) goes to a thread, so a slow disk never
stalls the event loop, and a SIGKILL leaves either the old file or the new one, never half of
one.

How durable, and why: a room's file is complete in the operating system's cache before anyone
hears of the action, so a killed or crashed server resumes every room at its last action. It is
forced to the disk (fsync) within FLUSH_S, for all the rooms written meanwhile at once, not
before each action: one fsync per action costs this machine's disk about 15 ms, and 500 rooms
acting about once a second each queued their saves behind each other for up to 1.5 s (the whole
of the server's latency tail). What a power cut can lose is at most the last FLUSH_S of play,
the same promise as a database's "flush every second".
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from tabletop_desktop.server.codes import room_code
from tabletop_desktop.storage.jsonfile import flush_to_disk, replace_file

log = logging.getLogger(__name__)

KIND = "tabletop-desktop-room"
VERSION = 1
MAX_ROOM_FILE_BYTES = 16 * 1024 * 1024  # a long game with a big house word list stays far below
# Writers of their own: a write waits mostly for the disk (fsync, with the GIL released), so many
# rooms' writes overlap; one room's writes never do (the room's lock orders them).
WRITERS = 8
FLUSH_S = 1.0  # how long a written room may wait in the system's cache before an fsync


class RoomStore:
    def __init__(self, data_dir: Path | str) -> None:
        self.folder = Path(data_dir) / "rooms"
        self.folder.mkdir(parents=True, exist_ok=True)
        self._writers = ThreadPoolExecutor(max_workers=WRITERS, thread_name_prefix="room-write")
        self._unflushed: set[str] = set()  # rooms written since the last fsync
        self._flusher: asyncio.Task[None] | None = None
        # One room's saves one after the other, in the order they were asked for: they share one
        # temporary file, and a later save must never be overtaken by an earlier one. (A move's
        # save holds the room's lock; the one after a connection drops does not.)
        self._saving: dict[str, asyncio.Lock] = {}

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def text(self, code: str, data: dict[str, Any], record_text: str | None = None) -> bytes:
        """The room's file as bytes (a value with no JSON form fails here, before the disk);
        `record_text`, the game's record as JSON text already, is joined in as "record"."""
        text = json.dumps({"kind": KIND, "version": VERSION, "code": code, **data},
                          ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        if record_text is not None:
            text = f'{text[:-1]},"record":{record_text}}}'
        return text.encode("utf-8")

    def write(self, code: str, data: dict[str, Any], *, durable: bool = True) -> None:
        replace_file(self.path(code), self.text(code, data), durable=durable)

    async def save(self, code: str, data: dict[str, Any], record_text: str | None = None) -> None:
        """Write the room's file off the event loop (complete in the system's cache when this
        returns; on the disk within FLUSH_S); an error is logged (the game goes on in memory and
        the next write tries again). One room's saves go one after the other, in order."""
        loop = asyncio.get_running_loop()
        try:
            text = self.text(code, data, record_text)
            async with self._saving.setdefault(code, asyncio.Lock()):
                await loop.run_in_executor(self._writers, functools.partial(
                    replace_file, self.path(code), text, durable=False))
        except (OSError, TypeError, ValueError) as exc:
            log.error("Room %s could not be saved: %s", code, exc)
            return
        self._unflushed.add(code)
        if self._flusher is None or self._flusher.done():
            self._flusher = loop.create_task(self._flush_later())

    async def _flush_later(self) -> None:
        await asyncio.sleep(FLUSH_S)
        await self.flush()

    async def flush(self) -> None:
        """fsync every room written since the last time (one pass for all of them)."""
        codes, self._unflushed = self._unflushed, set()
        if not codes:
            return
        paths = [self.path(code) for code in sorted(codes)]
        try:
            await asyncio.get_running_loop().run_in_executor(self._writers, flush_to_disk, paths)
        except OSError as exc:
            log.error("%d room file(s) could not be flushed to the disk: %s", len(paths), exc)
            self._unflushed |= codes  # the next pass tries again

    async def stop(self) -> None:
        """Let the writes under way finish, then force everything written to the disk."""
        if self._flusher is not None and not self._flusher.done():
            self._flusher.cancel()
        await asyncio.to_thread(self.close)

    def close(self) -> None:
        """Let the writes under way finish (each is atomic either way) and fsync what they
        wrote."""
        self._writers.shutdown(wait=True)
        codes, self._unflushed = self._unflushed, set()
        try:
            flush_to_disk(self.path(code) for code in sorted(codes))
        except OSError as exc:
            log.error("Room files could not be flushed to the disk: %s", exc)

    def remove(self, code: str) -> None:
        self._saving.pop(code, None)
        try:
            self.path(code).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.error("Room %s's file could not be removed: %s", code, exc)

    def load_all(self) -> list[dict[str, Any]]:
        """Every room file's content (checked for its kind, version and code only: the room
        checks the rest by replaying its record); a damaged file is logged and left aside."""
        rooms = []
        for path in sorted(self.folder.glob("*.json")):
            code = room_code(path.stem)
            try:
                if code is None or code != path.stem:
                    raise ValueError("its name is not a room code")
                if path.stat().st_size > MAX_ROOM_FILE_BYTES:
                    raise ValueError("it is too large")
                data = json.loads(path.read_text("utf-8"))
                if not isinstance(data, dict) or data.get("kind") != KIND:
                    raise ValueError("it is not a room file")
                if data.get("version") != VERSION or data.get("code") != code:
                    raise ValueError("its version or code is not right")
            except (OSError, ValueError) as exc:
                log.error("The room file %s is left aside: %s", path.name, exc)
                continue
            rooms.append(data)
        return rooms
