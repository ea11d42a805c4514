"""Reading a file somebody else may have put in place: only an ordinary file, never more than a
cap, in chunks a caller can follow and stop.

A "file" can be a pipe that never delivers a byte (opening it for reading waits for a writer), a
link to /dev/zero or /dev/urandom (endless), a folder or a device. So the file is opened with
O_NONBLOCK (a pipe opens at once instead of waiting), checked with fstat on the handle it was opened
with (not a path that could be swapped in between), refused unless it is an ordinary file, and read
up to `max_bytes` only.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

from tabletop_desktop.storage.said import Sentence, translate, with_values

CHUNK_BYTES = 1024 * 1024


class FileRefused(ValueError):
    """The file is not one we read (not an ordinary file, or too large); the message says why."""


def open_ordinary_file(path: Path | str) -> tuple[int, int]:
    """(file descriptor, size) of the ordinary file at `path` (links followed).

    Raises FileRefused for a pipe, a device, a socket or a folder, and OSError when it cannot be
    opened at all. The caller closes the descriptor."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise FileRefused(Sentence(with_values(translate("storage", "{name} is a folder, not a file."), name=path.name))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused(Sentence(with_values(translate("storage", "{name} is a folder, not a file."), name=path.name)))
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(Sentence(with_values(translate("storage", "{name} is not an ordinary file (it is a pipe, a device or a socket), so it "
                "is not read."), name=path.name)))
    except BaseException:
        os.close(fd)
        raise
    return fd, info.st_size


def read_chunks(
    path: Path | str,
    max_bytes: int,
    too_large: str,
    progress: Callable[[int, int], None] | None = None,
) -> Iterator[bytes]:
    """The bytes of the ordinary file at `path`, in chunks, never more than `max_bytes` in all.

    `too_large` is the sentence of the FileRefused raised when the file is (or grows) larger.
    `progress(done, total)` is called after each chunk. The file is closed when the iterator is
    exhausted or closed (a caller that stops early closes it with `close()` or by `with
    contextlib.closing(...)`)."""
    fd, size = open_ordinary_file(path)
    try:
        if size > max_bytes:
            raise FileRefused(too_large)
        done = 0
        while True:
            chunk = os.read(fd, min(CHUNK_BYTES, max_bytes + 1 - done))
            if not chunk:
                return
            done += len(chunk)
            if done > max_bytes:
                raise FileRefused(too_large)  # it grew while we read it
            if progress is not None:
                progress(done, max(size, done))
            yield chunk
    finally:
        os.close(fd)


def read_bounded(path: Path | str, max_bytes: int, too_large: str) -> bytes:
    """The whole ordinary file at `path` (at most `max_bytes`), see `read_chunks`."""
    return b"".join(read_chunks(path, max_bytes, too_large))
