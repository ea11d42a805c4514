"""Saved games opened from the desktop on macOS.

Finder does not pass a double-clicked `.tabletop` file on the command line: it sends the running
app a `QFileOpenEvent` (also at launch, just after the app starts). This filter turns those events
into calls of `open_file(path)`. Other platforms never send them, so installing it is harmless.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Installed on the QApplication; hands every file Finder asks to open to `open_file`."""

    def __init__(self, open_file: Callable[[Path], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open_file = open_file

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            name = event.file() or event.url().toLocalFile()
            if name:
                self._open_file(Path(name))
                return True
        return False
