"""Killing the app mid-game (SIGKILL: no chance to clean up) loses nothing that was completed:
the relaunched app offers the game and resumes at the last completed action."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop_desktop.storage.autosaves import autosaves_dir
from tabletop_desktop.storage.jsonfile import read_json

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _autosaved_actions() -> int:
    paths = list(autosaves_dir().glob("*.tabletop"))
    if len(paths) != 1:
        return 0
    try:
        return len(read_json(paths[0], "save", 99)["record"]["actions"])
    except Exception:  # mid-replace is impossible (atomic), but be tolerant while polling
        return 0


def test_relaunch_after_sigkill_resumes_at_last_completed_action(qtbot, app_home):
    driver = Path(__file__).with_name("crash_driver.py")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DESKTOP_HOME=str(app_home),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    child = subprocess.Popen([sys.executable, str(driver), "5"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while _autosaved_actions() < 12:
            assert child.poll() is None, child.stderr.read()
            assert time.monotonic() < deadline, "the game never got going"
            time.sleep(0.02)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == -signal.SIGKILL
    saved_count = _autosaved_actions()
    assert saved_count >= 12

    from tabletop_desktop.app import create_application, create_main_window
    from tabletop_desktop.storage.settings import Settings

    create_application()
    window = create_main_window(Settings(bot_speed="slow"))
    qtbot.addWidget(window)
    window.bot_pause_scale = 50.0  # keep the bots from moving while we look
    window.continue_game()
    session = window.session
    assert session is not None, "Continue did not resume the game"
    assert len(session.history) == saved_count
    assert session.setup.game_id == "qwirkle" and session.setup.seed == 5
    assert not session.state.is_over()
    window.close()
