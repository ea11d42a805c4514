"""File pickers that start where a person keeps their files: the folder last used for a game
file or a PDF, or else their Documents folder (their home folder when there is none).

The last folder is kept in the settings (`Settings.last_folder`), so it survives a restart.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from tabletop_desktop.storage.settings import Settings


def documents_folder() -> str:
    """The person's Documents folder, or their home folder."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return docs if docs and Path(docs).is_dir() else str(Path.home())


def start_folder(settings: Settings) -> str:
    """Where a file picker opens: the last folder used, if it is still there."""
    folder = settings.last_folder
    if folder and Path(folder).is_dir():
        return folder
    return documents_folder()


def remember_folder(settings: Settings, chosen: str | Path) -> None:
    """Keep the folder of `chosen` for the next picker (the caller saves the settings)."""
    settings.last_folder = str(Path(chosen).parent)


def ask_open(parent: QWidget, settings: Settings, title: str, filters: str) -> str:
    """A file to open, or "" when the person cancelled."""
    chosen, _ = QFileDialog.getOpenFileName(parent, title, start_folder(settings), filters)
    if chosen:
        remember_folder(settings, chosen)
    return chosen


def ask_save(parent: QWidget, settings: Settings, title: str, file_name: str, filters: str) -> str:
    """A file to write (`file_name` suggested in the start folder), or "" when cancelled."""
    suggested = str(Path(start_folder(settings)) / file_name)
    chosen, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    if chosen:
        remember_folder(settings, chosen)
    return chosen
