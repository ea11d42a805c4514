"""The app's folders, from platformdirs, created on demand.

Setting the environment variable `TABLETOP_DESKTOP_HOME` puts all four folders under one directory
(`config/`, `data/`, `state/`, `log/`); tests and `--self-test` use it so they never touch a
person's real settings or games. The variable is read on every call, so a test can change it.

A folder that cannot be made (a file sits in its place) never stops the app: see `ensure_folder`.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import platformdirs

from tabletop_desktop import APP_ID
from tabletop_desktop.storage.said import Message, Sentence, translate, with_values

HOME_VARIABLE = "TABLETOP_DESKTOP_HOME"


# Sentences about folders that could not be made, by path: shown once at start and with
# Statistics; the app goes on (reads fall back to defaults, writes report their OSError).
_problems: dict[str, str] = {}


# The folders' names in messages ("The game records folder ... cannot be used").
_FOLDER_WORDS = {
    "settings": translate("storage", "settings", "a folder's name"),
    "data": translate("storage", "data", "a folder's name"),
    "state": translate("storage", "state", "a folder's name"),
    "log": translate("storage", "log", "a folder's name"),
    "game records": translate("storage", "game records", "a folder's name"),
    "autosaves": translate("storage", "autosaves", "a folder's name"),
}


def _folder_word(what: str) -> Message | str:
    return _FOLDER_WORDS.get(what, what)


def ensure_folder(path: Path, what: str) -> Path:
    """Create `path` (and its parents) if needed and return it. Never raises: when a file sits
    where the folder should be, or the disk refuses, the problem is kept for `folder_problems()`
    and logged; reading from the path then finds nothing and writing raises OSError."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        blocker = next((p for p in (path, *path.parents) if p.exists() and not p.is_dir()), None)
        if blocker is not None:
            sentence: str = Sentence(with_values(translate("storage", "The {what} folder {folder} cannot be used: {file} is a file, not a folder. "
                "Move that file away so Tabletop Desktop can keep your games."), what=_folder_word(what), folder=str(path), file=str(blocker)))
        else:
            sentence = Sentence(with_values(translate("storage", "The {what} folder {folder} cannot be created "
                                          "({error})."), what=_folder_word(what), folder=str(path), error=exc.strerror or str(exc)))
        if _problems.get(str(path)) != sentence:
            logging.getLogger(__name__).warning("%s", sentence)
        _problems[str(path)] = sentence
    else:
        _problems.pop(str(path), None)
    return path


def folder_problems() -> list[str]:
    """One sentence per app folder (settings, data, state, log, and any folder made through
    `ensure_folder` below them) that cannot be used now."""
    current = [config_dir(), data_dir(), state_dir(), log_dir()]
    return [
        sentence
        for path, sentence in _problems.items()
        if not Path(path).is_dir() and any(Path(path).is_relative_to(c) for c in current)
    ]


def _folder(sub: str, platform_dir: str, what: str) -> Path:
    home = os.environ.get(HOME_VARIABLE)
    path = Path(home) / sub if home else Path(platform_dir)
    return ensure_folder(path, what)


def config_dir() -> Path:
    """Settings live here (e.g. ~/.config/tabletop-desktop)."""
    return _folder("config", platformdirs.user_config_dir(APP_ID, appauthor=False), "settings")


def data_dir() -> Path:
    """Finished-game records live here (e.g. ~/.local/share/tabletop-desktop)."""
    return _folder("data", platformdirs.user_data_dir(APP_ID, appauthor=False), "data")


def state_dir() -> Path:
    """The autosave lives here (e.g. ~/.local/state/tabletop-desktop)."""
    return _folder("state", platformdirs.user_state_dir(APP_ID, appauthor=False), "state")


def log_dir() -> Path:
    """The log file lives here (e.g. ~/.local/state/tabletop-desktop/log)."""
    return _folder("log", platformdirs.user_log_dir(APP_ID, appauthor=False), "log")
