"""The app's folders, from platformdirs, created on demand.

Setting the environment variable `TABLETOP_DESKTOP_HOME` puts all four folders under one directory
(`config/`, `data/`, `state/`, `log/`); tests and `--self-test` use it so they never touch a
person's real settings or games. The variable is read on every call, so a test can change it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from tabletop_desktop import APP_ID

HOME_VARIABLE = "TABLETOP_DESKTOP_HOME"


def _folder(sub: str, platform_dir: str) -> Path:
    home = os.environ.get(HOME_VARIABLE)
    path = Path(home) / sub if home else Path(platform_dir)
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Settings live here (e.g. ~/.config/tabletop-desktop)."""
    return _folder("config", platformdirs.user_config_dir(APP_ID, appauthor=False))


def data_dir() -> Path:
    """Finished-game records live here (e.g. ~/.local/share/tabletop-desktop)."""
    return _folder("data", platformdirs.user_data_dir(APP_ID, appauthor=False))


def state_dir() -> Path:
    """The autosave lives here (e.g. ~/.local/state/tabletop-desktop)."""
    return _folder("state", platformdirs.user_state_dir(APP_ID, appauthor=False))


def log_dir() -> Path:
    """The log file lives here (e.g. ~/.local/state/tabletop-desktop/log)."""
    return _folder("log", platformdirs.user_log_dir(APP_ID, appauthor=False))
