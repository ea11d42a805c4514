"""The README says what a person meets: its screenshot shows today's game screen (the action
buttons as they are named now), and it says how long the test suite takes."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton

from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def _difference(a: QImage, b: QImage, area: QRect) -> float:
    """Mean difference per colour channel (0-255) between two images inside `area`."""
    total = 0
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            total += sum(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16))
    return total / (3 * area.width() * area.height())


def test_the_readme_screenshot_shows_the_buttons_of_today(app, qtbot):
    shot = QImage(str(ROOT / "docs" / "screenshot.png"))
    assert (shot.width(), shot.height()) == (1280, 800)
    window = MainWindow(Settings(reduce_motion=True))
    window.bot_pause_scale = 0.0
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seats = [SeatSetup("You", "person", None)] + [SeatSetup(n, "bot", "casual") for n in ("Ada", "Bo", "Cy")]
    window.start_game(GameSetup("qwirkle", seats, {}, 20261201))
    started = time.monotonic()
    qtbot.waitUntil(lambda: 0 in window.session.state.pending(), timeout=30_000)
    assert time.monotonic() - started < 30
    qtbot.wait(100)
    live = window.grab().toImage().convertToFormat(shot.format())
    assert (live.width(), live.height()) == (1280, 800)
    # (Exchange is left out: whether it may be pressed depends on the moment of the game.)
    for name in ("confirm", "return_tiles", "hint"):
        button = window.findChild(QPushButton, name)
        assert button is not None and button.isVisible(), name
        area = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
        # The same button in the same place, with the same words, in the README's picture.
        assert _difference(live, shot, area) < 12, (name, button.text())
    window.close()


def test_the_readme_says_how_long_the_tests_take():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`./test.sh` takes about 4 to 5 minutes" in text
