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


def test_kills_at_random_moments_never_lose_the_game_nor_bring_it_back(app_home):
    """Kill the app again and again while it plays (some kills land inside a write), continue
    each time; at the end the game is recorded once, and nothing of it is offered again, even
    after every temporary file it left is an hour old and tidied."""
    import random

    from tabletop_desktop.storage.autosaves import read_autosaves
    from tabletop_desktop.storage.records import load_records, records_dir

    driver = Path(__file__).with_name("crash_driver.py")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DESKTOP_HOME=str(app_home),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    rng = random.Random(14)
    moves, ids = 0, set()
    for attempt in range(7):  # six kills mid-game, then one run plays to the end
        if attempt and list(records_dir().glob("qwirkle-*.json")):
            break  # fast bots finished the game before the sixth kill: nothing left to continue
        args = ["8"] if attempt == 0 else ["8", "continue"]
        child = subprocess.Popen([sys.executable, str(driver), *args], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "playing", child.stderr.read()
            if attempt < 6:
                time.sleep(rng.uniform(0.2, 2.5))
            else:
                deadline = time.monotonic() + 180
                while not list(records_dir().glob("qwirkle-*.json")):
                    assert time.monotonic() < deadline, "the game never finished"
                    time.sleep(0.01)
            os.kill(child.pid, signal.SIGKILL)  # the last one right after the record
            child.wait(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait(timeout=30)
        listing = read_autosaves()
        assert len(listing.games) + len(listing.finished) <= 1, "one game, one autosave"
        assert len(load_records("qwirkle")[0]) <= 1, "one game counted twice"
        for saved in listing.games:
            ids.add(saved.autosave_id)
            assert len(saved.record.actions) >= moves, "a completed move was lost"
            moves = len(saved.record.actions)
    assert len(ids) == 1
    for temp in [*app_home.rglob(".*.tmp")]:
        os.utime(temp, (time.time() - 7200, time.time() - 7200))
    listing = read_autosaves()
    assert listing.games == [] and listing.finished == []
    games, warnings = load_records("qwirkle")
    assert len(games) == 1 and warnings == []
    assert not list(records_dir().glob(".*.tmp"))
