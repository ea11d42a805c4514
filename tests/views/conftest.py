"""Fixtures for the views' tests: the real main window with the real game views."""

from __future__ import annotations

import pytest

from tabletop_desktop.app import create_application
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.main_window import MainWindow


@pytest.fixture
def open_window(qapp, qtbot):
    """`open_window(width, height, settings)`: the themed main window at that size, its bots
    without a pause between moves (reduced motion unless `settings` say otherwise)."""
    windows = []

    def opener(width: int = 1024, height: int = 700, settings: Settings | None = None) -> MainWindow:
        create_application([])
        win = MainWindow(settings or Settings(reduce_motion=True))
        win.bot_pause_scale = 0.0
        qtbot.addWidget(win)
        win.show()
        win.resize(width, height)
        windows.append(win)
        return win

    yield opener
    for win in windows:
        win.close()
