"""The person's settings, in `config_dir()/settings.json`.

Loading never fails: a missing file gives the defaults; a damaged one is set aside and gives the
defaults with a warning; unknown keys are ignored (a newer version may add some) and a bad value
is replaced by its default, field by field, so one odd value does not lose the rest.
"""

from __future__ import annotations

import base64
import binascii
import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from tabletop_desktop.storage import fields as fd
from tabletop_desktop.storage.jsonfile import (
    MissingFileError,
    NewerVersionError,
    StoredFileError,
    envelope,
    read_json,
    remove_stale_temporaries,
    set_aside,
    write_json_atomic,
)
from tabletop_desktop.storage.paths import config_dir
from tabletop_desktop.storage.said import Sentence, inner, listed, translate, with_values

KIND = "settings"
VERSION = 1
SPEEDS = ("slow", "normal", "fast")
THEMES = ("light", "dark")
# The languages Settings offers ("system" follows the computer's); tabletop_desktop/i18n/languages.py
# names them (storage never imports Qt, so the codes are repeated here; a test keeps them equal).
LANGUAGES = ("system", "en", "is", "it", "fy", "ml")

# Animation durations are multiplied by these; "slow" lets a person follow every tile.
ANIMATION_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5}
# Pause between two steps of a bot, in seconds, so a person can follow what the bot does.
BOT_PAUSES = {"slow": 1.2, "normal": 0.7, "fast": 0.25}

MAX_GEOMETRY_CHARS = 20_000  # Qt's saveGeometry is about 70 bytes; this only refuses nonsense


@dataclass
class Settings:
    animation_speed: str = "normal"  # "slow" | "normal" | "fast"
    bot_speed: str = "normal"  # "slow" | "normal" | "fast"
    theme: str = "light"  # "light" | "dark"
    colour_blind: bool = False  # shapes and symbols on top of colours
    reduce_motion: bool = False  # no animations at all
    new_game_defaults: dict[str, Any] = field(default_factory=dict)  # per game id, owned by the UI
    window_geometry: str = ""  # base64 of QWidget.saveGeometry(); "" for the default size
    last_game_id: str | None = None  # the game the home screen offers first
    last_folder: str = ""  # where the last saved game or PDF was opened or written; "" = Documents
    language: str = "system"  # a code of LANGUAGES; applies from the next start of the app


def _is_geometry(value: Any) -> bool:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        return False
    try:
        base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        return False
    return True


_VALID: dict[str, Callable[[Any], bool]] = {
    "animation_speed": lambda v: v in SPEEDS,
    "bot_speed": lambda v: v in SPEEDS,
    "theme": lambda v: v in THEMES,
    "colour_blind": lambda v: isinstance(v, bool),
    "reduce_motion": lambda v: isinstance(v, bool),
    "new_game_defaults": lambda v: isinstance(v, dict),
    "window_geometry": _is_geometry,
    "last_game_id": lambda v: v is None or (isinstance(v, str) and 0 < len(v) <= 64),
    "last_folder": lambda v: isinstance(v, str) and len(v) <= 4096 and "\0" not in v,
    "language": lambda v: v in LANGUAGES,
}

# How each field is named in the warning when its value had to be reset.
_LABELS: dict[str, str] = {
    "animation_speed": Sentence(translate("storage", "animation speed", "a setting")),
    "bot_speed": Sentence(translate("storage", "bot speed", "a setting")),
    "theme": Sentence(translate("storage", "theme", "a setting")),
    "colour_blind": Sentence(translate("storage", "colour-blind help", "a setting")),
    "reduce_motion": Sentence(translate("storage", "reduce motion", "a setting")),
    "new_game_defaults": Sentence(translate("storage", "new-game choices", "a setting")),
    "window_geometry": Sentence(translate("storage", "window size", "a setting")),
    "last_game_id": Sentence(translate("storage", "last game", "a setting")),
    "last_folder": Sentence(translate("storage", "last folder", "a setting")),
    "language": Sentence(translate("storage", "language", "a setting")),
}


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.json"


def _game_defaults(game_id: str, entry: Any) -> dict[str, Any] | None:
    """One game's remembered New Game choices, checked like a saved game's set-up (names cleaned,
    options valid and in range), or None when they cannot be used. Unknown games pass untouched:
    a newer version may have more games, and only the games this version has are read."""
    from tabletop_desktop.engine.core import resolve_options
    from tabletop_desktop.engine.registry import game
    from tabletop_desktop.storage.saves import check_option_ranges

    try:
        info = game(game_id)
    except KeyError:
        return entry if isinstance(entry, dict) else None
    try:
        entry = fd.need_dict(entry, "")
        seats = []
        for seat in fd.need_list(entry.get("seats", []), "", info.max_seats):
            seat = fd.need_dict(seat, "")
            kind, level = seat.get("kind"), seat.get("level")
            if kind not in ("person", "bot") or not (level is None or isinstance(level, str)):
                raise fd.Invalid("")
            seats.append({"name": fd.need_name(seat.get("name"), ""), "kind": kind,
                          "level": level[:64] if level else None})
        options = resolve_options(info.options, fd.need_dict(entry.get("options", {}), ""))
        check_option_ranges(info, options, len(seats) or info.max_seats)
    except ValueError:  # fields.Invalid included
        return None
    return {**entry, "seats": seats, "options": options}


def _clean_defaults(value: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """`new_game_defaults` with every unusable game entry dropped; True if any was."""
    kept: dict[str, Any] = {}
    for game_id, entry in value.items():
        if not isinstance(game_id, str) or len(game_id) > 64:
            continue
        checked = _game_defaults(game_id, entry)
        if checked is not None:
            kept[game_id] = checked
    return kept, len(kept) != len(value)


def settings_from_json(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded file: unknown keys ignored, bad values replaced by defaults.
    Returns the settings and the labels of the fields that were reset."""
    values: dict[str, Any] = {}
    reset: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if _VALID[f.name](value):
            values[f.name] = value
        else:
            reset.append(_LABELS[f.name])
    if "new_game_defaults" in values:
        values["new_game_defaults"], dropped = _clean_defaults(values["new_game_defaults"])
        if dropped:
            reset.append(_LABELS["new_game_defaults"])
    return Settings(**values), reset


def load_settings() -> tuple[Settings, list[str]]:
    """The saved settings and warnings (sentences for the person); never raises for a bad file."""
    path = settings_path()
    remove_stale_temporaries(path.parent)
    try:
        data = read_json(path, KIND, VERSION)
    except MissingFileError:
        return Settings(), []
    except NewerVersionError as exc:
        # Not damaged: going back to that version must find its settings as they were.
        return Settings(), [Sentence(with_values(translate("storage", "{problem} It is left as it is for that version: this version uses default "
            "settings, and changes made here last until you quit."), problem=inner(exc.message)))]
    except StoredFileError as exc:
        error = set_aside(exc)
        return Settings(), [Sentence(with_values(translate("storage", "{problem} Default settings are used."), problem=inner(error.message)))]
    settings, reset = settings_from_json(data)
    warnings: list[str] = []
    if reset:
        warnings.append(Sentence(with_values(translate("storage", "Some settings had values this version does not understand and were reset to "
            "their defaults: {settings}."), settings=listed(reset))))
    return settings, warnings


def is_from_newer_version(path: Path) -> bool:
    """Whether `path` is a settings file a newer version of the app wrote."""
    try:
        read_json(path, KIND, VERSION)
    except NewerVersionError:
        return True
    except StoredFileError:
        return False
    return False


def save_settings(settings: Settings) -> bool:
    """Write the settings atomically; False (nothing written) when the file there comes from a
    newer version of the app, which must find it unchanged (`load_settings` said so at start).
    Raises ValueError for a value that could not be loaded back (so a bug shows at once rather
    than as a reset on the next start), OSError if the disk refuses."""
    bad = [f.name for f in fields(Settings) if not _VALID[f.name](getattr(settings, f.name))]
    if bad:
        raise ValueError(f"invalid settings: {', '.join(bad)}")
    path = settings_path()
    if is_from_newer_version(path):
        logging.getLogger(__name__).info("Settings not saved: %s is from a newer version", path)
        return False
    write_json_atomic(path, envelope(KIND, VERSION, asdict(settings)))
    return True


def animation_seconds(settings: Settings, base: float) -> float:
    """How long an animation lasts that takes `base` seconds at normal speed: 0 with "reduce
    motion" (views then jump straight to the end), x1.6 when slow, x0.5 when fast."""
    if settings.reduce_motion:
        return 0.0
    return base * ANIMATION_FACTORS.get(settings.animation_speed, 1.0)


def bot_pause_seconds(settings: Settings) -> float:
    """The pause between two steps of a bot (before its move is shown, between the tiles it lays):
    1.2 s when slow, 0.7 s at normal speed, 0.25 s when fast. "Reduce motion" does not shorten it:
    the pause is there so a person can follow, not for the animation."""
    return BOT_PAUSES.get(settings.bot_speed, BOT_PAUSES["normal"])
