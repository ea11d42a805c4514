"""Bot speed "Slow" is clearly slow: chosen in Settings during a Quiddler game, a bot's turn (its
draw and its discard, each after a pause a person can follow) takes well over two seconds."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QComboBox

from tabletop_desktop.engine.quiddler.actions import Discard, Draw
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import BOT_PAUSES, Settings
from tabletop_desktop.windows.main_window import MainWindow


def _bot_turn_seconds(qtbot, session) -> float:
    """From the person's discard until the bot's discard has landed on the table."""
    qtbot.waitUntil(lambda: session.state.pending() == (0,) and not session.bots.is_animating(),
                    timeout=20_000)
    assert session.submit(Draw(0, "pile"))
    qtbot.waitUntil(lambda: not session.bots.is_animating(), timeout=5000)
    start = time.monotonic()
    assert session.submit(Discard(0, session.view_for(0).hand[0]))
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=20_000)
    qtbot.waitUntil(lambda: not session.bots.is_animating(), timeout=5000)
    return time.monotonic() - start


def test_slow_chosen_during_a_game_makes_a_bot_turn_clearly_slower(app, qtbot):
    win = MainWindow(Settings())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "bot", "easy")]
    win.start_game(GameSetup("quiddler", seats, {}, 5))
    session = win.session
    win.actions["settings"].trigger()
    dialog = win.dialog
    for name in ("animationCombo", "botSpeedCombo"):
        combo = dialog.findChild(QComboBox, name)
        combo.setCurrentIndex(combo.findData("slow"))
    dialog.accept()
    assert session.bots.base_pause_s == BOT_PAUSES["slow"]
    slow = _bot_turn_seconds(qtbot, session)
    assert slow >= 2 * BOT_PAUSES["slow"]  # two pauses of 1.2 s and two slow glides
    session.shutdown()
    win.close()
