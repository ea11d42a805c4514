"""One copy of the app at a time: a second launch (also with a saved game, as a double-click
does) hands its file to the running copy and exits; the running copy opens it. A copy killed
with SIGKILL leaves a lock and a socket behind that the next launch cleans up."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop_desktop.engine.replay import GameRecord, new_state
from tabletop_desktop.storage.jsonfile import read_json
from tabletop_desktop.storage.saves import GameSetup, SavedGame, SeatSetup, save_game

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DESKTOP_HOME=str(home),
                PYTHONPATH=str(ROOT))


def _launch(home: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tabletop_desktop", *args], env=_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _log(home: Path) -> str:
    path = home / "log" / "tabletop-desktop.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _wait_for(condition, timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
        process.wait(timeout=30)


def _saved_game(path: Path) -> int:
    seats = [SeatSetup("Robo", "bot", "beginner"), SeatSetup("Ada", "person")]
    options = {"first_move": "free", "starter": 0, "undo": True}
    state = new_state("qwirkle", 2, 4242, options)
    setup = GameSetup("qwirkle", seats, dict(state.options), 4242)
    save_game(path, SavedGame.from_state(setup, GameRecord("qwirkle", 4242, 2, setup.options),
                                         state))
    return 4242


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_second_launch_hands_its_file_to_the_running_copy(app_home, tmp_path):
    first = _launch(app_home)
    try:
        _wait_for(lambda: "Listening for other launches" in _log(app_home), 60,
                  "the first copy never listened")
        path = tmp_path / "double-clicked.tabletop"
        seed = _saved_game(path)
        second = _launch(app_home, str(path))
        try:
            assert second.wait(timeout=60) == 0, second.stderr.read()
        finally:
            _stop(second)
        assert first.poll() is None
        _wait_for(lambda: f"asked to open {path}" in _log(app_home), 20, "no hand-over")
        # The running copy opened the game: its bot moves first, and the autosave is that game.
        autosaves = app_home / "state" / "autosaves"
        _wait_for(lambda: any(autosaves.glob("*.tabletop")), 30,
                  "the handed-over game was not opened")
        [autosave] = autosaves.glob("*.tabletop")
        assert read_json(autosave, "save", 99)["setup"]["seed"] == seed
        assert path.exists()  # opened, never moved

        third = _launch(app_home)  # no file: the running copy comes to the front
        try:
            assert third.wait(timeout=60) == 0
        finally:
            _stop(third)
        _wait_for(lambda: "asked to come to the front" in _log(app_home), 20, "no wake-up")

        os.kill(first.pid, signal.SIGKILL)  # leaves its lock and socket behind
        first.wait(timeout=30)
        listening = _log(app_home).count("Listening for other launches")
        first = _launch(app_home)
        _wait_for(lambda: _log(app_home).count("Listening for other launches") > listening, 60,
                  "after a kill, the next launch did not take over")
        assert first.poll() is None
    finally:
        _stop(first)


def test_in_one_process_the_hand_over_reaches_the_running_copy(qapp, qtbot, tmp_path):
    from tabletop_desktop.single_instance import SingleInstance

    first = SingleInstance(tmp_path)
    assert first.claim()
    second = SingleInstance(tmp_path)
    try:
        assert not second.claim()
        with qtbot.waitSignal(first.fileRequested, timeout=5000) as blocker:
            assert second.hand_over(tmp_path / "game.tabletop")
        assert blocker.args == [(tmp_path / "game.tabletop").resolve()]
        with qtbot.waitSignal(first.fileRequested, timeout=5000) as blocker:
            assert second.hand_over(None)
        assert blocker.args == [None]
    finally:
        first.close()
    # Released: the next copy becomes the running one.
    third = SingleInstance(tmp_path)
    assert third.claim()
    third.close()


@pytest.mark.skipif(sys.platform == "win32", reason="Unix sockets")
def test_a_socket_file_left_behind_does_not_block_the_next_copy(qapp, tmp_path):
    import socket

    from tabletop_desktop.single_instance import SingleInstance

    copy = SingleInstance(tmp_path)
    leftover = socket.socket(socket.AF_UNIX)
    leftover.bind(copy.address)  # a socket file nobody listens on any more
    leftover.close()
    assert Path(copy.address).exists()
    assert copy.claim()
    later = SingleInstance(tmp_path)
    try:
        assert later.hand_over(None, timeout_s=2.0)
    finally:
        copy.close()
    assert not SingleInstance(tmp_path).hand_over(None, timeout_s=0.3)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_copy_started_beside_a_silent_one_never_writes_its_game(app_home):
    from tabletop_desktop.storage.autosaves import autosave_path, write_autosave

    seats = [SeatSetup("Robo", "bot", "beginner"), SeatSetup("Ada", "bot", "beginner")]
    state = new_state("qwirkle", 2, 77, {})
    setup = GameSetup("qwirkle", seats, dict(state.options), 77)
    saved = SavedGame.from_state(setup, GameRecord("qwirkle", 77, 2, setup.options), state,
                                 autosave_id="5eed5eed5eed5eed")
    write_autosave(saved)
    path = autosave_path(saved.autosave_id)
    driver = Path(__file__).with_name("silent_copy_driver.py")
    first = subprocess.Popen([sys.executable, str(driver), saved.autosave_id], env=_env(app_home),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    second = None
    try:
        assert first.stdout.readline().strip() == "playing", first.stderr.read()
        lock = path.with_suffix(".lock")
        assert json.loads(lock.read_text())["pid"] == first.pid
        second = _launch(app_home)  # finds the lock taken, gets no answer, starts anyway
        _wait_for(lambda: "open in another window: 5eed5eed5eed5eed" in _log(app_home), 90,
                  "the second copy did not show the game as open in another window")
        assert "does not answer; starting anyway" in _log(app_home)
        assert second.poll() is None and first.poll() is None
        assert json.loads(lock.read_text())["pid"] == first.pid  # still the first copy's
    finally:
        _stop(first)
        if second is not None:
            _stop(second)
