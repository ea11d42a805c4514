"""The lock of a game in progress: one window at a time, in this process or another; a lock left
by a killed copy (or naming a pid that now belongs to someone else) is taken over."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys

import pytest

from tabletop_desktop.storage.game_lock import GameLock


def test_one_window_at_a_time_in_one_process(tmp_path):
    path = tmp_path / "game.lock"
    first, second = GameLock(path), GameLock(path)
    assert first.acquire()
    assert second.is_taken() and not second.acquire()
    first.release()
    assert not path.exists() and not second.is_taken()
    assert second.acquire()
    second.release()


def test_a_lock_held_by_another_running_process_is_respected(tmp_path):
    path = tmp_path / "game.lock"
    code = ("import sys, time; from tabletop_desktop.storage.game_lock import GameLock; "
            f"lock = GameLock(__import__('pathlib').Path({str(path)!r})); "
            "print(lock.acquire(), flush=True); time.sleep(60)")
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "True"
        assert not GameLock(path).acquire()
        assert json.loads(path.read_text())["pid"] == child.pid
    finally:
        child.kill()
        child.wait(timeout=30)
    # Killed without releasing: its lock is stale and the next window takes it over.
    assert path.exists()
    lock = GameLock(path)
    assert not lock.is_taken() and lock.acquire()
    assert json.loads(path.read_text())["pid"] == os.getpid()
    lock.release()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="Unix pids")
def test_a_lock_naming_this_pid_that_nobody_here_holds_is_stale(tmp_path):
    # A container starts every run as the same pid: the lock of the last run names this one.
    path = tmp_path / "game.lock"
    path.write_text(json.dumps({"pid": os.getpid(), "host": os.uname().nodename, "started": ""}))
    lock = GameLock(path)
    assert lock.acquire()
    lock.release()


def test_a_garbled_lock_file_is_taken_over(tmp_path):
    path = tmp_path / "game.lock"
    path.write_text("{half")
    lock = GameLock(path)
    assert lock.acquire()
    lock.release()


def test_a_folder_that_cannot_hold_locks_lets_the_game_go_on(tmp_path):
    blocker = tmp_path / "state"
    blocker.write_text("a file")
    lock = GameLock(blocker / "autosaves" / "game.lock")
    assert lock.acquire()  # unprotected, but never a reason to refuse a game
    lock.release()


def test_a_stale_lock_beside_no_autosave_is_tidied_a_held_one_is_not():
    from tabletop_desktop.storage.autosaves import autosaves_dir, game_lock, read_autosaves

    stale = autosaves_dir() / "0a0a0a0a0a0a0a0a.lock"
    stale.write_text(json.dumps({"pid": 2**22 + 12345, "host": socket.gethostname(), "started": ""}))
    held = game_lock("0b0b0b0b0b0b0b0b")
    assert held.acquire()
    read_autosaves()
    assert not stale.exists() and held.path.exists()
    held.release()
