"""What runs inside the worker process for heavy bots.

The worker receives only picklable data (the engine module's name, a level key, the seat's frozen
view, a seed and a budget), imports the engine itself and makes the bot there. Keeping this module
free of Qt keeps the worker's start-up short: a spawned process imports only what it needs.

Frozen apps (PyInstaller): the spawn start method starts the app's own executable again, so the
entry point must call `multiprocessing.freeze_support()` first thing in `main()`.
"""

from __future__ import annotations

import os
import random
import sys
import threading
import time

from tabletop_desktop.engine.bots import Bot
from tabletop_desktop.engine.core import Action, Advice, View
from tabletop_desktop.engine.module import load_engine

# Bots are reused between requests so a bot that builds tables once pays for it once per worker.
_bots: dict[tuple[str, str], Bot] = {}


PARENT_POLL_S = 0.25  # how often a worker checks that the app is still there


def init_worker(parent_pid: int | None = None) -> None:
    """Run once in each new worker: a lower priority so the window's process wins the CPU, and a
    watch on the app (`parent_pid`) so the worker exits when the app is gone, even after a
    SIGKILL that gave the app no chance to stop it."""
    if hasattr(os, "nice"):
        try:
            os.nice(5)
        except OSError:
            pass  # Not allowed here; the worker simply keeps the normal priority.
    if parent_pid is not None:
        watch_parent(parent_pid)


def _parent_gone_posix(parent_pid: int) -> bool:
    # An orphan is adopted by init or a subreaper: its parent pid changes.
    return os.getppid() != parent_pid


# Defined on Windows only (the type checker then knows ctypes.windll there).
if sys.platform == "win32":  # pragma: no cover - Windows only

    def _wait_for_parent_windows(parent_pid: int) -> None:
        import ctypes

        synchronize, infinite = 0x00100000, 0xFFFFFFFF
        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(synchronize, False, parent_pid)
        if not handle:
            os._exit(0)  # the app is already gone
        kernel32.WaitForSingleObject(handle, infinite)


def watch_parent(parent_pid: int, poll_s: float = PARENT_POLL_S) -> threading.Thread:
    """Exit this process (at once, without clean-up: there is nobody left to answer) when the
    process `parent_pid` is gone. A daemon thread polls the parent pid on POSIX and waits on the
    parent's handle on Windows.

    Not prctl(PR_SET_PDEATHSIG): on Linux it fires when the *thread* that started the worker
    ends, and workers are started from short-lived threads too (the warm-up)."""

    def watch() -> None:
        if sys.platform == "win32":  # pragma: no cover - Windows only
            _wait_for_parent_windows(parent_pid)
        else:
            while not _parent_gone_posix(parent_pid):
                time.sleep(poll_s)
        os._exit(0)

    thread = threading.Thread(target=watch, name="watch-app", daemon=True)
    thread.start()
    return thread


def bot_for(engine_module: str, level_key: str) -> Bot:
    """The bot for `level_key` of the game whose engine is `engine_module`, made once per process."""
    key = (engine_module, level_key)
    bot = _bots.get(key)
    if bot is None:
        bot = load_engine(engine_module).make_bot(level_key)
        _bots[key] = bot
    return bot


def choose(engine_module: str, level_key: str, view: View, seed: int, budget_s: float) -> Action:
    """Ask the bot for its action inside the worker process (one request at a time per process)."""
    return bot_for(engine_module, level_key).choose(view, random.Random(seed), budget_s)


def choose_fresh(engine_module: str, level_key: str, view: View, seed: int, budget_s: float) -> Action:
    """Ask a new bot for its action; threads use this so two seats never share a bot's scratch data."""
    bot = load_engine(engine_module).make_bot(level_key)
    return bot.choose(view, random.Random(seed), budget_s)


def warm_up(engine_module: str, levels: tuple[str, ...] = ()) -> bool:
    """Import the engine and make the heavy bots at the table ahead of their first request, so
    the first bot move is not late (Qwixx's Expert loads its value tables when it is made)."""
    load_engine(engine_module)
    for level in levels:
        bot_for(engine_module, level)
    return True


def advise(engine_module: str, view: View, seed: int, budget_s: float) -> Advice:
    """A hint for `view.seat` from the game's own `advise` (engine code, no Qt), in the worker."""
    return load_engine(engine_module).advise(view, random.Random(seed), budget_s)
