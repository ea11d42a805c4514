"""macOS hands a double-clicked saved game to the running app as a QFileOpenEvent."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tabletop_desktop.file_open import FileOpenFilter
from tabletop_desktop.launch import bring_forward


def test_a_file_open_event_opens_the_saved_game(qapp: QApplication, tmp_path: Path) -> None:
    opened: list[Path] = []
    event_filter = FileOpenFilter(opened.append, qapp)
    qapp.installEventFilter(event_filter)
    try:
        path = tmp_path / "Ada and Bo.tabletop"
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(path)))
    finally:
        qapp.removeEventFilter(event_filter)
    assert opened == [path]


def test_bring_forward_opens_the_file_in_the_window(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QWidget

    class Window(QWidget):
        def __init__(self) -> None:
            super().__init__()
            self.opened: list[Path] = []

        def open_game(self, path: Path) -> None:
            self.opened.append(path)

    window = Window()
    qtbot.addWidget(window)
    bring_forward(window, tmp_path / "x.tabletop")
    assert window.isVisible() and window.opened == [tmp_path / "x.tabletop"]
