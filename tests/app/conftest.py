"""Fixtures for the app tests: real main windows, made after a test has laid out its files."""

from __future__ import annotations

import pytest

from tabletop_desktop.app import create_application, create_main_window
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.main_window import MainWindow


@pytest.fixture
def make_window(qapp, qtbot):
    """`make_window(toy=False)`: a shown main window (real game views, or the toy game's with
    `toy=True`) whose bots wait long between moves; every one is closed after the test."""
    from tests.support.toy_view import view_factory

    windows: list[MainWindow] = []

    def make(toy: bool = False) -> MainWindow:
        create_application([])
        if toy:
            window = MainWindow(Settings(), view_factory=view_factory)
        else:
            window = create_main_window()  # with the settings on disk
        window.bot_pause_scale = 50.0  # bots stay put while the test looks
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
