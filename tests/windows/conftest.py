"""Fixtures for the window tests: a themed app, the toy game and a main window that plays it."""

from __future__ import annotations

import pytest

import tests.support.toy_game  # noqa: F401 - registers "chips"
from tabletop_desktop.app import create_application
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.main_window import MainWindow
from tests.support.toy_view import view_factory


@pytest.fixture
def app(qapp):
    return create_application([])


@pytest.fixture
def window(app, qtbot):
    win = MainWindow(Settings(), view_factory=view_factory)
    win.bot_pause_scale = 0.0
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


def chips_setup(*kinds: str, seed: int = 7) -> GameSetup:
    """A chips game; each kind is "person" or "bot" (bots play the first chip)."""
    names = ["Ada", "Bo", "Cy", "Dee"]
    seats = [SeatSetup(names[i], kind, "first" if kind == "bot" else None) for i, kind in enumerate(kinds)]
    return GameSetup("chips", seats, {"undo": True}, seed)


@pytest.fixture
def real_window(app, qtbot):
    """The app's main window with the real games, at 1280 x 800; bots play without pauses."""
    win = MainWindow(Settings(reduce_motion=True))
    win.bot_pause_scale = 0.0
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
