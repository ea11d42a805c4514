"""What a game's own self-test steps may use (`--self-test`, tabletop_desktop/selftest.py).

A game names its steps in the registry (`GameInfo.self_test`, "module:function"); the self-test
calls that function as `steps(test, window)` after the bots-only game of every level, with the
run it adds its checks to (`SelfTestRun`) and the main window seen through `SelfTestWindow`. The
helpers the steps photograph and wait with live here too, so a view never imports the self-test
harness or the windows.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    # Types only: the self-test imports this module before it points the app's folders at its
    # own (TABLETOP_DESKTOP_HOME), so it must not load the session and storage yet.
    from tabletop_desktop.session.game_session import GameSession
    from tabletop_desktop.storage.saves import GameSetup


class SelfTestRun(Protocol):
    """The self-test run a game's steps add their checks to."""

    @property
    def outdir(self) -> Path:
        """The folder the screenshots go to."""
        ...

    def run(self, name: str, step: Callable[[], str | None]) -> None:
        """Run one step as the check `name`: it passes with the step's words as its detail, or
        fails with the end of the exception's traceback."""
        ...


class SelfTestWindow(Protocol):
    """What a game's steps use of the main window."""

    @property
    def session(self) -> GameSession | None:
        """The game at the table, if any."""
        ...

    @property
    def view(self) -> QWidget | None:
        """The game's view at the table, if any."""
        ...

    @property
    def dialog(self) -> QWidget | None:
        """The last dialog opened (the end-of-game summary, ...), until it closes."""
        ...

    @dialog.setter
    def dialog(self, value: QWidget | None) -> None: ...

    def start_game(self, setup: GameSetup) -> None:
        """Sit down at a new table for `setup`."""
        ...


# A game's own steps, as the registry names them.
GameSelfTest = Callable[[SelfTestRun, SelfTestWindow], None]


def wait_until(predicate: Callable[[], bool], timeout_s: float, what: str) -> None:
    """Process events until `predicate()` holds; raise TimeoutError naming `what` otherwise."""
    deadline = time.perf_counter() + timeout_s
    while not predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"timed out after {timeout_s:.0f} s waiting for {what}")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)


def settle(ms: int = 150) -> None:
    """Let layouts, paints and short animations run before a screenshot."""
    deadline = time.perf_counter() + ms / 1000
    wait_until(lambda: time.perf_counter() > deadline, ms / 1000 + 5, "the screen to settle")


def grab(widget: QWidget, path: Path) -> str:
    """Save a screenshot of `widget` as `path` (PNG) and say what was saved."""
    settle()
    pixmap = widget.grab()
    if pixmap.isNull() or pixmap.width() < 200 or pixmap.height() < 150:
        raise RuntimeError(f"{path.name}: the screenshot is empty or tiny ({pixmap.size()})")
    if not pixmap.save(str(path)):
        raise RuntimeError(f"{path.name}: the screenshot could not be written")
    return f"{path.name} {pixmap.width()}x{pixmap.height()}"


def close_dialog(window: SelfTestWindow) -> None:
    """Close the window's last dialog, if one is open."""
    dialog = window.dialog
    if dialog is not None:
        dialog.close()
        window.dialog = None
        settle(50)
