"""Finds the shipped `resources/` and `ui/` folders wherever the app runs from.

Three layouts are supported:
- a source checkout: the folders sit next to the `tabletop_desktop` package;
- an installed wheel: they are packaged as `tabletop_desktop/_resources` and `tabletop_desktop/_ui`;
- a PyInstaller bundle: they are unpacked under `sys._MEIPASS` as `resources/` and `ui/`.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / name)
    found.append(_PACKAGE_DIR.parent / name)  # source checkout
    found.append(_PACKAGE_DIR / f"_{name}")  # installed wheel
    return found


@cache
def _root(name: str) -> Path:
    for path in _candidates(name):
        if path.is_dir():
            return path
    tried = ", ".join(str(p) for p in _candidates(name))
    raise FileNotFoundError(f"The app's '{name}' folder is missing (looked in {tried}).")


def resource_path(*parts: str) -> Path:
    """Path of a file under the shipped `resources/` folder."""
    return _root("resources").joinpath(*parts)


def ui_path(form: str) -> Path:
    """Path of a Qt Designer form (`*.ui`) under the shipped `ui/` folder."""
    return _root("ui") / form
