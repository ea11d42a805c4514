"""Atomic, versioned JSON files, and errors a person can understand when one is damaged.

Every file the app writes is a JSON object with an envelope:
`{"format": "tabletop-desktop/<kind>", "version": N, ...payload...}`. Writing is atomic (a
temporary file in the same folder, flushed and fsynced, then `os.replace`), so a crash or a full
disk leaves either the old file or the new one, never half a file. Reading uses `json.loads` only
and refuses anything odd with a `StoredFileError` whose message can be shown as is.
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import time
from collections.abc import Callable, Iterable
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import Any

from tabletop_desktop.storage.said import (
    Message,
    Sentence,
    inner,
    translate,
    with_values,
    without_full_stop,
)

log = logging.getLogger(__name__)

FORMAT_PREFIX = "tabletop-desktop/"
# Size caps per kind, far above any real file and low enough that parsing a hostile one stays
# quick and small: a 4-player Qwirkle game saves as about 7 KB; Quiddler's house word lists (at
# most 2 x 5,000 words, held twice in a save) add under 1 MB.
MAX_BYTES_BY_KIND = {"settings": 1024 * 1024, "save": 2 * 1024 * 1024, "record": 2 * 1024 * 1024}
MAX_BYTES = 2 * 1024 * 1024  # any other kind
MAX_DEPTH = 32  # our files nest a handful of levels; deeper means foreign or hostile

# How each kind of file is named in messages.
KIND_WORDS = {"settings": "settings file", "save": "saved game", "record": "game record"}
# Those names (and the others callers give) in the person's language: alone, and with "a" or "an".
_WORDS: dict[str, tuple[Message, Message]] = {
    "settings file": (translate("storage", "settings file"), translate("storage", "a settings file")),
    "saved game": (translate("storage", "saved game"), translate("storage", "a saved game")),
    "autosaved game": (translate("storage", "autosaved game"),
                       translate("storage", "an autosaved game")),
    "game record": (translate("storage", "game record"), translate("storage", "a game record")),
    "word-list settings file": (translate("storage", "word-list settings file"),
                                translate("storage", "a word-list settings file")),
    "file": (translate("storage", "file"), translate("storage", "a file")),
    "file of another kind": (translate("storage", "file of another kind"),
                             translate("storage", "a file of another kind")),
}


def _word(words: str) -> Message | str:
    """A file's name for messages, in the person's language when it is one of ours."""
    known = _WORDS.get(words)
    return known[0] if known is not None else words


class StoredFileError(Exception):
    """A stored file that cannot be used. `message` is one sentence for the person; `path` the
    file; `reason` the short cause ("it ends too early"); `aside` where it was moved, if it was."""

    def __init__(
        self, message: str, path: Path | str, *, reason: str = "", aside: Path | None = None
    ) -> None:
        """`message` (and `reason`) may be `Sentence`s: English strings that carry their
        translatable `Message` (storage/said.py)."""
        super().__init__(message)
        self.message = message
        self.path = Path(path)
        self.reason = reason
        self.aside = aside

    def __str__(self) -> str:
        return self.message


class MissingFileError(StoredFileError):
    """The file does not exist (callers usually fall back to defaults without a warning)."""


class NewerVersionError(StoredFileError):
    """The file was written by a newer version of the app: it is not damaged, only unreadable
    here (finished-game records are left in place for that newer version)."""


def with_article(words: str) -> str:
    """ "a saved game", "an autosaved game": the article a sentence needs before `words` (a
    `Sentence` in the person's language for the names of our files)."""
    known = _WORDS.get(words)
    if known is not None:
        return Sentence(known[1])
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def _reason(message: Message, **values: object) -> Sentence:
    """A short cause ("it ends too early") as a `Sentence`."""
    return Sentence(with_values(message, **values))


def envelope(kind: str, version: int, payload: dict[str, Any]) -> dict[str, Any]:
    """The object to write for a file of `kind` at format `version`."""
    return {"format": FORMAT_PREFIX + kind, "version": version, **payload}


# --- writing --------------------------------------------------------------------------------------


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "), allow_nan=False)


LINE_WIDTH = 100


def _pretty(value: Any, indent: int) -> str:
    compact = _compact(value)
    if not isinstance(value, dict | list) or not value or indent + len(compact) <= LINE_WIDTH:
        return compact
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [f"{_compact(k)}: {_pretty(v, indent + 2)}" for k, v in value.items()]
        opening, closing = "{", "}"
    else:
        items = [_pretty(v, indent + 2) for v in value]
        opening, closing = "[", "]"
    return opening + "\n" + ",\n".join(pad + item for item in items) + "\n" + " " * indent + closing


def dumps(obj: Any) -> str:
    """Compact but readable JSON: anything that fits on a line stays on one line, larger objects
    and lists get one item per line (so a game's moves read one per line and diff well)."""
    if isinstance(obj, dict) and obj:
        items = [f"{_compact(k)}: {_pretty(v, 2)}" for k, v in obj.items()]
        return "{\n  " + ",\n  ".join(items) + "\n}\n"
    return _pretty(obj, 0) + "\n"


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable. Not possible on Windows (folders cannot be opened).
    if os.name == "nt":
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _rename_no_overwrite(src: Path | str, dst: Path) -> None:
    """Rename `src` to `dst`, raising FileExistsError rather than replacing an existing file."""
    try:
        os.link(src, dst)  # fails atomically if dst exists
    except FileExistsError:
        raise
    except OSError:
        # File systems without hard links (FAT, some network shares).
        if dst.exists():
            raise FileExistsError(dst) from None
        os.rename(src, dst)  # on Windows this also refuses an existing dst
        return
    os.unlink(src)


def write_json_atomic(path: Path | str, obj: Any, *, overwrite: bool = True,
                      durable: bool = True) -> None:
    """Write `obj` as JSON to `path` atomically: the old file stays intact until the new one is
    complete on disk. With `overwrite=False`, raise FileExistsError if `path` exists.

    With `durable=False` the file is complete in the operating system's cache when this returns
    (a killed process loses nothing) but not yet forced to the disk: the caller flushes it later
    with `flush_to_disk` (the network server does, once a second, for all its rooms at once)."""
    path = Path(path)
    data = dumps(obj).encode("utf-8")  # fails before the disk is touched
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        if overwrite:
            os.replace(tmp, path)
        else:
            _rename_no_overwrite(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_folder(folder)


def replace_file(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Replace `path` with `data` atomically, through one temporary file of a fixed name beside
    it (`.NAME.tmp`): for a file that only one writer at a time ever writes (a server's room,
    whose store orders its saves), where `write_json_atomic`'s unique temporary name and folder
    check would cost more than the write itself. `durable` as for `write_json_atomic`."""
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_folder(path.parent)


def flush_to_disk(paths: Iterable[Path]) -> None:
    """Force files written with `durable=False` (and their folders' renames) to the disk; a
    file gone meanwhile (a room removed) is skipped."""
    folders = set()
    for path in paths:
        try:
            # Windows flushes only a file opened for writing.
            fd = os.open(path, os.O_RDWR if os.name == "nt" else os.O_RDONLY)
        except FileNotFoundError:
            continue
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        folders.add(path.parent)
    for folder in folders:
        _fsync_folder(folder)


_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[^.]+\.tmp")


def read_complete(path: Path) -> dict[str, Any] | None:
    """The object a temporary file holds if it is a whole file of ours (not half of one)."""
    try:
        if path.stat().st_size > max(MAX_BYTES_BY_KIND.values()):
            return None
        obj = json.loads(path.read_bytes().decode("utf-8-sig"), parse_constant=_reject_constant)
    except (OSError, ValueError, RecursionError):
        return None
    if isinstance(obj, dict) and str(obj.get("format", "")).startswith(FORMAT_PREFIX):
        return obj
    return None


# Whether a complete temporary file (its path, what it holds) may take the place of `target`.
TakesPlace = Callable[[Path, dict[str, Any], Path], bool]


def newer_than_target(temp: Path, obj: dict[str, Any], target: Path) -> bool:
    """The default rule: a temporary file takes its file's place when that is missing or older."""
    return not target.exists() or target.stat().st_mtime < temp.stat().st_mtime


def temporary_target(path: Path) -> Path | None:
    """The file a temporary file of `write_json_atomic` was to become (None if not one of ours)."""
    match = _TEMPORARY.fullmatch(path.name)
    return None if match is None else path.with_name(match["name"])


def remove_stale_temporaries(
    folder: Path | str, max_age_s: float = 3600.0, takes_place: TakesPlace = newer_than_target
) -> int:
    """Tidy the temporary files `write_json_atomic` left behind when the app was killed during
    a write (ours only: `.<name>.<random>.tmp`, older than `max_age_s`, so a write in progress in
    another instance is left alone). A temporary file may be the only copy of what it holds (a
    finished-game record killed before it got its name): a complete one takes its file's place
    when `takes_place` says so (by default: that file is missing or older; autosaves and records
    also ask whether the game is finished or the file already further on); half a file, or a
    copy that does not take the place, is deleted. Returns how many were tidied away."""
    tidied = 0
    cutoff = time.time() - max_age_s
    try:
        found = [(p.stat().st_mtime, p) for p in Path(folder).glob(".*.tmp") if p.is_file()]
    except OSError:
        return 0
    for mtime, path in sorted(found):  # oldest first: the newest copy of a file wins
        target = temporary_target(path)
        if mtime >= cutoff or target is None:
            continue
        with suppress(OSError):
            obj = read_complete(path)
            if obj is not None and takes_place(path, obj, target):
                os.replace(path, target)
                log.warning("Recovered %s from a write the app did not finish", target)
            else:
                path.unlink()
            tidied += 1
    return tidied


# --- reading --------------------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_OPEN_CLOSE = bytes.maketrans(b"{}[]", b"()()")
_NOT_BRACKET = bytes(set(range(256)) - set(b"{}[]"))


def _depth_exceeds(text: str, limit: int) -> bool:
    """Whether the JSON `text` nests lists and objects more than `limit` deep, checked on the
    text before parsing, in C-speed passes (strings dropped, then only brackets kept; each pass
    removes the innermost pairs, so after `limit` passes nothing may remain). A walk over the
    parsed objects took most of the time for a file of millions of tiny lists."""
    outside_strings = _STRING.sub("", text).encode("utf-8", "surrogatepass")
    brackets = outside_strings.translate(_OPEN_CLOSE, _NOT_BRACKET)
    for _ in range(limit):
        if not brackets:
            return False
        shorter = brackets.replace(b"()", b"")
        if len(shorter) == len(brackets):
            return False  # unbalanced: the parser reports it as garbled
        brackets = shorter
    return bool(brackets)


def read_json(
    path: Path | str, kind: str, max_version: int, what: str | None = None
) -> dict[str, Any]:
    """Read a `kind` file and return the whole object (envelope keys included; the payload keys
    sit beside "format" and "version", which is between 1 and `max_version`).

    Raises MissingFileError if there is no such file, and StoredFileError with a sentence for the
    person if it cannot be read, is not UTF-8 text, is truncated or not JSON, is some other file,
    comes from a newer version of the app, or looks hostile (too large, nested too deeply).
    `what` names the file in messages ("saved game"); by default it follows `kind`.
    """
    path = Path(path)
    what = what or KIND_WORDS.get(kind, "file")
    thing = _word(what)
    max_bytes = MAX_BYTES_BY_KIND.get(kind, MAX_BYTES)

    def damaged(reason: str) -> StoredFileError:
        return damaged_error(what, path, reason)

    try:
        if path.exists() and not path.is_file() and not path.is_dir():
            # A pipe or device would block or never end; no real file of ours is one.
            raise StoredFileError(
                Sentence(with_values(translate("storage", "This {what} cannot be read (it is not an ordinary "
                                   "file)."), what=thing)),
                path,
                reason=_reason(translate("storage", "it is not an ordinary file")),
            )
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except (FileNotFoundError, NotADirectoryError):
        # NotADirectoryError: a file sits where its folder should be; paths.folder_problems()
        # reports that once, so here it reads as "no file yet".
        raise MissingFileError(
            Sentence(with_values(translate("storage", "This {what} cannot be found ({file})."), what=thing, file=str(path))),
            path, reason=_reason(translate("storage", "it does not exist"))
        ) from None
    except IsADirectoryError:
        raise StoredFileError(
            Sentence(with_values(translate("storage", "This {what} cannot be read (it is a folder)."), what=thing)),
            path, reason=_reason(translate("storage", "it is a folder"))
        ) from None
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise StoredFileError(
            Sentence(with_values(translate("storage", "This {what} cannot be read ({reason})."), what=thing, reason=reason)), path, reason=reason
        ) from None

    if len(data) > max_bytes:
        if max_bytes >= 1024 * 1024:
            raise damaged(_reason(translate("storage", "it is larger than {size} MB, far too large to be genuine"),
                                  size=max_bytes // (1024 * 1024)))
        raise damaged(_reason(translate("storage", "it is larger than {size} KB, far too large to be genuine"),
                              size=max(1, max_bytes // 1024)))
    if not data.strip():
        raise damaged(_reason(translate("storage", "it is empty")))
    if data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] != b"{":
        # A picture, a text file, a zip...: not one of ours at all, rather than a damaged one.
        raise not_ours(thing, path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.end >= len(data) and "end of data" in exc.reason:
            raise damaged(_reason(translate("storage", "it ends too early"))) from None
        raise damaged(_reason(translate("storage", "it is not text"))) from None

    stripped = text.strip()
    if _depth_exceeds(text, MAX_DEPTH):
        raise damaged(_reason(translate("storage", "it is nested too deeply")))
    try:
        obj = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        if stripped[:1] in "{[" and stripped[-1:] not in "}]":
            raise damaged(_reason(translate("storage", "it ends too early"))) from None
        raise damaged(_reason(translate("storage", "its contents are garbled at line {line}"), line=exc.lineno)) from None
    except RecursionError:
        raise damaged(_reason(translate("storage", "it is nested too deeply"))) from None
    except ValueError:  # NaN/Infinity, or a number with thousands of digits
        raise damaged(_reason(translate("storage", "it holds an impossible number"))) from None

    fmt = obj.get("format") if isinstance(obj, dict) else None
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        raise not_ours(thing, path)
    if fmt != FORMAT_PREFIX + kind:
        other = _word(KIND_WORDS.get(fmt[len(FORMAT_PREFIX) :], "file of another kind"))
        raise StoredFileError(
            Sentence(with_values(translate("storage", "This file is a Tabletop Desktop {other}, not {what}.", "{what} is the kind of file wanted, with its article ('a saved game')"), other=other, what=inner(with_article(what)))), path,
            reason=_reason(translate("storage", "it is a Tabletop Desktop {other}"), other=other),
        )
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise damaged(_reason(translate("storage", "its version number is missing")))
    if version > max_version:
        raise NewerVersionError(
            Sentence(with_values(translate("storage", "This {what} was made by a newer version of Tabletop Desktop "
                               "(format {version}; this version reads up to format {most})."), what=thing, version=version, most=max_version)),
            path,
            reason=_reason(translate("storage", "it was made by a newer version of Tabletop Desktop")),
        )
    return obj


def damaged_error(what: str, path: Path | str, reason: str) -> StoredFileError:
    """ "This saved game is damaged (it ends too early).": `what` names the file (see
    KIND_WORDS), `reason` says why (a `Sentence` is said in the person's language)."""
    return StoredFileError(
        Sentence(with_values(translate("storage", "This {what} is damaged ({reason})."), what=_word(what), reason=inner(reason))), path, reason=reason)


def not_ours(thing: Message | str, path: Path) -> StoredFileError:
    return StoredFileError(
        Sentence(with_values(translate("storage", "This file is not a Tabletop Desktop {what}."), what=thing)),
        path, reason=_reason(translate("storage", "it is not a Tabletop Desktop file")))


# --- damaged files --------------------------------------------------------------------------------


def move_aside(path: Path | str) -> Path:
    """Rename a damaged file to `<name>.damaged-<YYYYmmdd-HHMMSS>` next to it and return the new
    path. Never deletes and never overwrites: a second damaged file in the same second gets a
    `-2`, `-3`, ... suffix."""
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n > 1 else ""))
        try:
            _rename_no_overwrite(path, target)
        except FileExistsError:
            continue
        return target
    raise FileExistsError(f"no free name to set {path.name} aside")


def set_aside(error: StoredFileError) -> StoredFileError:
    """Move `error.path` aside and return an error whose message says where it went (or that it
    could not be moved). The file is left alone if it is missing or is a folder."""
    if isinstance(error, MissingFileError) or not error.path.is_file():
        return error
    problem = without_full_stop(error.message)
    try:
        aside = move_aside(error.path)
    except OSError as exc:
        message = Sentence(with_values(translate("storage", "{problem}; it could not be set aside ({error}).", "{problem} is a sentence without its full stop"), problem=problem, error=exc.strerror or str(exc)))
        return StoredFileError(message, error.path, reason=error.reason)
    message = Sentence(with_values(translate("storage", "{problem} and was set aside as {file}.", "{problem} is a sentence without its full stop"), problem=problem, file=aside.name))
    return StoredFileError(message, error.path, reason=error.reason, aside=aside)
