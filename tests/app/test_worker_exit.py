"""After the app is killed (SIGKILL: no clean-up runs), the bots' worker process and the
multiprocessing helper it started exit on their own within seconds."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads the process tree from /proc"
)


def _parent_of(pid: int) -> int | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return None if fields[0] == "Z" else int(fields[1])


def _descendants(root: int) -> set[int]:
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            parent = _parent_of(int(entry.name))
            if parent is not None:
                parents[int(entry.name)] = parent
    found, frontier = set(), {root}
    while frontier:
        frontier = {pid for pid, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def _alive(pid: int) -> bool:
    return _parent_of(pid) is not None  # gone, or a zombie waiting to be reaped


def test_the_worker_and_its_helper_exit_when_the_app_is_killed(app_home):
    driver = Path(__file__).with_name("worker_driver.py")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DESKTOP_HOME=str(app_home),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    child = subprocess.Popen([sys.executable, str(driver), "3"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    helpers: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while len(helpers) < 2:  # the worker and the resource tracker
            assert child.poll() is None, child.stderr.read()
            assert time.monotonic() < deadline, f"no worker process started: {helpers}"
            time.sleep(0.1)
            helpers = _descendants(child.pid)
        time.sleep(0.5)
        helpers = _descendants(child.pid)
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        deadline = time.monotonic() + 10
        while any(_alive(pid) for pid in helpers) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [pid for pid in helpers if _alive(pid)]
    finally:
        if child.poll() is None:
            child.kill()
        for pid in helpers:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
    assert left == [], f"still running after the app was killed: {left}"
