"""`RoomStore`: each room as one atomic JSON file under DATA/rooms/, written after every change.

The file holds the game's record in the app's own format (`GameRecord.to_json()`), the seats
with their tokens' hashes, and the little the room adds (started, hints, times). Writes go
through storage/jsonfile.write_json_atomic in a thread, so a slow disk never stalls the event
loop, and a SIGKILL leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import asyncio
import json
import logging
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from tabletop_desktop.server.codes import room_code
from tabletop_desktop.storage.jsonfile import write_json_atomic

log = logging.getLogger(__name__)

KIND = "tabletop-desktop-room"
VERSION = 1
MAX_ROOM_FILE_BYTES = 16 * 1024 * 1024  # a long game with a big house word list stays far below
# Writers of their own: a write waits mostly for the disk (fsync, with the GIL released), so many
# rooms' writes overlap; one room's writes never do (the room's lock orders them).
WRITERS = 8


class RoomStore:
    def __init__(self, data_dir: Path | str) -> None:
        self.folder = Path(data_dir) / "rooms"
        self.folder.mkdir(parents=True, exist_ok=True)
        self._writers = ThreadPoolExecutor(max_workers=WRITERS, thread_name_prefix="room-write")

    def path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    def write(self, code: str, data: dict[str, Any]) -> None:
        write_json_atomic(self.path(code), {"kind": KIND, "version": VERSION, "code": code, **data})

    async def save(self, code: str, data: dict[str, Any]) -> None:
        """Write the room's file off the event loop; an error is logged (the game goes on in
        memory and the next write tries again)."""
        try:
            await asyncio.get_running_loop().run_in_executor(self._writers, self.write, code,
                                                              data)
        except (OSError, TypeError, ValueError) as exc:
            log.error("Room %s could not be saved: %s", code, exc)

    def close(self) -> None:
        """Let the writes under way finish (each is atomic either way)."""
        self._writers.shutdown(wait=True)

    def remove(self, code: str) -> None:
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
