"""The autosaves of the games in progress: one file per game, `state_dir()/autosaves/<id>.tabletop`.

Every game in progress keeps its own autosave, named by the id it carries (`SavedGame.autosave_id`),
so starting, opening or continuing one game never replaces another. Next to an autosave, a lock
file (`<id>.lock`, see game_lock.py) says which window plays it now.

A kill during a write leaves a temporary file (`.<id>.tabletop.<random>.tmp`). It takes its file's
place only when it is the furthest copy of a game that is not finished: a game already recorded
(its fingerprint is in a record's name, see records.py) or a temporary file with fewer moves than
the autosave is deleted, so a finished game never comes back.

The single autosave of earlier versions (`state_dir()/autosave.tabletop`) is moved into the folder
on first start (read, written into the folder, and only then removed).
"""

from __future__ import annotations

import copy
import json
import logging
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_desktop.engine.core import GameState
from tabletop_desktop.storage import fields as f
from tabletop_desktop.storage.game_lock import GameLock
from tabletop_desktop.storage.jsonfile import (
    MissingFileError,
    NewerVersionError,
    StoredFileError,
    remove_stale_temporaries,
    set_aside,
    write_json_atomic,
)
from tabletop_desktop.storage.paths import ensure_folder, state_dir
from tabletop_desktop.storage.records import recorded_path
from tabletop_desktop.storage.said import Sentence, inner, translate, with_values
from tabletop_desktop.storage.saves import (
    AUTOSAVE_ID,
    SAVE_EXTENSION,
    SavedGame,
    game_fingerprint,
    load_verified,
    new_autosave_id,
    save_game,
    setup_from_json,
)

log = logging.getLogger(__name__)

WHAT = "autosaved game"
LEGACY_NAME = f"autosave{SAVE_EXTENSION}"


@dataclass
class GamesInProgress:
    """What the autosaves hold: the games to offer (last played first), finished games that still
    need their record (the caller records them, then clears their autosave), and sentences for
    the person about autosaves that cannot be offered."""

    games: list[SavedGame] = field(default_factory=list)
    finished: list[SavedGame] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def find(self, autosave_id: str) -> SavedGame | None:
        return next((g for g in self.games if g.autosave_id == autosave_id), None)


def autosaves_dir() -> Path:
    """The folder of the autosaves (created on demand)."""
    return ensure_folder(state_dir() / "autosaves", "autosaves")


def autosave_path(autosave_id: str) -> Path:
    """Where the game in progress `autosave_id` is autosaved."""
    if not AUTOSAVE_ID.fullmatch(autosave_id):
        raise ValueError(f"not an autosave id: {autosave_id!r}")
    return autosaves_dir() / f"{autosave_id}{SAVE_EXTENSION}"


def legacy_autosave_path() -> Path:
    """The one autosave of earlier versions (moved into `autosaves_dir()` on first start)."""
    return state_dir() / LEGACY_NAME


def game_lock(autosave_id: str) -> GameLock:
    """The lock of one game in progress: held by the window that plays it."""
    return GameLock(autosave_path(autosave_id).with_suffix(".lock"))


def write_autosave(saved: SavedGame) -> None:
    """Autosave a game in progress (after every action) in its own file. Raises OSError if the
    disk refuses, ValueError for a game without an id."""
    save_game(autosave_path(saved.autosave_id), saved)


def clear_autosave(autosave_id: str) -> None:
    """Remove a game's autosave and any temporary copy of it (the game finished, or the person
    deleted it): a temporary copy left by a kill must not bring it back later. Nothing to remove
    (also when the state folder cannot be used: then there never was an autosave) is fine."""
    path = autosave_path(autosave_id)
    with suppress(FileNotFoundError, NotADirectoryError):
        path.unlink()
    with suppress(OSError):
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            with suppress(OSError):
                temp.unlink()
    _cache.pop(str(path), None)


# --- temporary files left by a kill ------------------------------------------------------------


def _moves_in(path: Path) -> int:
    """How many moves the autosave at `path` holds (-1 when there is none or it is unreadable)."""
    try:
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
        return len(data["record"]["actions"])
    except (OSError, ValueError, KeyError, TypeError):
        return -1


def _autosave_takes_place(temp: Path, obj: dict[str, Any], target: Path) -> bool:
    """A complete temporary autosave becomes the autosave only when its game is not finished (no
    record carries its fingerprint) and it is further on than the autosave there."""
    try:
        setup, _info = setup_from_json(obj.get("setup"))
        created = f.lenient_time(obj.get("created"), f.FIRST_MOMENT)
        moves = len(f.need_list(f.need_dict(obj.get("record"), "").get("actions"), ""))
    except ValueError:  # fields.Invalid included: half a game is no game
        return False
    if recorded_path(setup.game_id, game_fingerprint(setup, created)) is not None:
        log.info("Deleted %s: its game is finished and recorded", temp.name)
        return False
    return moves > _moves_in(target)


def tidy_temporaries(folder: Path, max_age_s: float = 3600.0) -> int:
    """`remove_stale_temporaries` for a folder of autosaves, with the rule above."""
    return remove_stale_temporaries(folder, max_age_s, _autosave_takes_place)


def _tidy_stale_locks(folder: Path) -> None:
    """Remove the locks a killed copy left beside no autosave (a game killed before its first
    move was saved): nobody holds them, and they would pile up."""
    with suppress(OSError):
        for lock_path in folder.glob("*.lock"):
            if not lock_path.with_suffix(SAVE_EXTENSION).exists():
                lock = GameLock(lock_path)
                if not lock.is_taken():
                    with suppress(OSError):
                        lock_path.unlink()


# --- reading ---------------------------------------------------------------------------------

# Autosaves read so far, by path: (the file's identity, the game, whether it is over). The home
# screen lists the games every time it shows; an unchanged file is read and replayed once.
_cache: dict[str, tuple[tuple[int, int, int], SavedGame, bool]] = {}


def _file_key(path: Path) -> tuple[int, int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_ino, stat.st_size, stat.st_mtime_ns)


def _read(path: Path) -> tuple[SavedGame, bool]:
    """One autosave and whether its game is over; raises StoredFileError."""
    key = _file_key(path)
    cached = _cache.get(str(path))
    if key is not None and cached is not None and cached[0] == key:
        return copy.deepcopy(cached[1]), cached[2]
    saved, state = load_verified(path, WHAT)
    over = _is_over(state)
    if key is not None and key == _file_key(path):
        _cache[str(path)] = (key, copy.deepcopy(saved), over)
    return saved, over


def _is_over(state: GameState) -> bool:
    try:
        return bool(state.is_over())
    except Exception:  # noqa: BLE001 - a hostile file must never crash the app
        return False


def _ended_in(record: Path, saved: SavedGame) -> bool:
    """Whether the unfinished autosave `saved` is the last autosave of the game `record` holds:
    its moves begin that game's moves and it was written before the game was recorded (a kill
    between the record and clearing the autosave). A copy of the game opened from a saved file
    and played on after the record was written is a game of its own, and is kept."""
    try:
        data = json.loads(record.read_bytes().decode("utf-8-sig"))
        actions = data["record"]["actions"]
        finished = f.need_time(data.get("finished"), "")
    except (OSError, ValueError, KeyError, TypeError):
        return False
    played = saved.record.actions
    return saved.updated <= finished and actions[: len(played)] == played


def _newer_sentence(error: StoredFileError) -> str:
    return Sentence(with_values(translate("storage", "{problem} It is left as it is for that version, and cannot "
                              "be continued here."), problem=inner(error.message)))


def _damaged_sentence(error: StoredFileError) -> str:
    return Sentence(with_values(translate("storage", "{problem} The game cannot be continued."), problem=inner(set_aside(error).message)))


def _migrate_legacy() -> list[str]:
    """Move the single autosave of earlier versions into the folder; warnings for the person."""
    legacy = legacy_autosave_path()
    if not legacy.parent.is_dir():
        return []
    tidy_temporaries(legacy.parent)
    if not legacy.exists():
        return []
    try:
        saved, _over = load_verified(legacy, WHAT)
    except MissingFileError:
        return []
    except NewerVersionError as exc:
        return [_newer_sentence(exc)]
    except StoredFileError as exc:
        log.warning("autosave not restored: %s", exc.message)
        return [_damaged_sentence(exc)]
    saved.autosave_id = new_autosave_id()
    try:
        write_json_atomic(autosave_path(saved.autosave_id), saved.to_json(), overwrite=False)
    except OSError as exc:
        # It stays where it is, and moves on a later start.
        log.warning("The autosave %s could not be moved into %s: %s", legacy, autosaves_dir(), exc)
        return []
    legacy.unlink(missing_ok=True)
    log.info("Moved the autosave %s to %s", legacy, autosave_path(saved.autosave_id))
    return []


def read_autosaves() -> GamesInProgress:
    """Every game in progress, last played first. A damaged autosave is set aside (never
    deleted) with a warning; one from a newer version stays where it is, with a warning. An
    autosave of a finished game is cleared when the game is recorded, else it is returned in
    `finished` for the caller to record."""
    found = GamesInProgress(warnings=_migrate_legacy())
    folder = autosaves_dir()
    if not folder.is_dir():
        return found  # paths.folder_problems() says why
    tidy_temporaries(folder)
    _tidy_stale_locks(folder)
    # The files' times break ties: `updated` is kept to the second, and two games can be played
    # within one (a game left for another from Home).
    written: dict[str, int] = {}
    for path in sorted(folder.glob(f"*{SAVE_EXTENSION}")):
        if not AUTOSAVE_ID.fullmatch(path.stem):
            continue  # not one of ours
        try:
            saved, over = _read(path)
        except MissingFileError:
            continue  # finished or deleted by another window meanwhile
        except NewerVersionError as exc:
            found.warnings.append(_newer_sentence(exc))
            continue
        except StoredFileError as exc:
            log.warning("autosave not restored: %s", exc.message)
            found.warnings.append(_damaged_sentence(exc))
            continue
        saved.autosave_id = path.stem  # the file's name is the key it is written back under
        try:
            written[path.stem] = path.stat().st_mtime_ns
        except OSError:
            written[path.stem] = 0
        record = recorded_path(saved.setup.game_id, saved.fingerprint())
        if record is not None and (over or _ended_in(record, saved)):
            clear_autosave(saved.autosave_id)  # recorded: a kill came before the clearing
        elif not over:
            found.games.append(saved)
        else:
            found.finished.append(saved)
    found.games.sort(key=lambda g: (g.updated, written.get(g.autosave_id or "", 0)), reverse=True)
    return found


def read_autosave(autosave_id: str | None = None) -> tuple[SavedGame | None, list[str]]:
    """One game in progress (the last one played when `autosave_id` is None), or None, and the
    warnings of `read_autosaves`."""
    listing = read_autosaves()
    if autosave_id is None:
        return (listing.games[0] if listing.games else None), listing.warnings
    return listing.find(autosave_id), listing.warnings
