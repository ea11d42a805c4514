"""`BotPlayer`: the bots' and the hints' thinking, off the event loop.

A light bot thinks in a thread (its search is short); a heavy bot (`BotLevel.heavy`) and every
hint think in a process pool, because a pure-Python search in a thread holds the GIL and would
stall every room's messages. The functions run are the app's own Qt-free worker functions
(session/bot_worker.py), with the same seeds, so a bot plays the same move here as in a local
game. When the process pool cannot be used (it broke, or this system cannot start one) the work
runs in a thread instead: slower for the other rooms, the same answer.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from tabletop_desktop.engine.core import Action, Advice, View
from tabletop_desktop.session import bot_worker

log = logging.getLogger(__name__)

HINT_BUDGET_S = 0.4  # as in a local game: a person asked and is waiting


class BotPlayer:
    """Runs bot decisions and hints for every room of this server."""

    def __init__(self, processes: int | None = None, threads: int = 4,
                 think_scale: float = 1.0) -> None:
        self.think_scale = max(0.0, think_scale)
        self._threads = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="bot")
        count = processes if processes is not None else max(1, (os.cpu_count() or 2) - 1)
        self._process_count = count
        self._processes: ProcessPoolExecutor | None = None

    def _pool(self) -> Executor:
        if self._process_count <= 0:
            return self._threads
        if self._processes is None:
            self._processes = ProcessPoolExecutor(
                max_workers=self._process_count,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=bot_worker.init_worker,
                initargs=(os.getpid(),),  # a worker exits when the server is gone, even killed
            )
        return self._processes

    async def _run(self, heavy: bool, function: Any, *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        if heavy:
            try:
                return await loop.run_in_executor(self._pool(), function, *args)
            except (BrokenProcessPool, OSError, RuntimeError) as exc:
                log.warning("The bots' worker processes are not available (%s); a thread thinks "
                            "instead", exc)
                self._processes = None
        return await loop.run_in_executor(self._threads, function, *args)

    async def choose(self, engine_module: str, level_key: str, heavy: bool, view: View,
                     seed: int, think_seconds: float) -> Action:
        budget = think_seconds * self.think_scale
        if heavy:
            action = await self._run(True, bot_worker.choose, engine_module, level_key, view,
                                     seed, budget)
        else:
            # A fresh bot per question: two rooms' seats never share a bot's scratch data.
            action = await self._run(False, bot_worker.choose_fresh, engine_module, level_key,
                                     view, seed, budget)
        if not isinstance(action, Action):
            raise TypeError("the bot answered with something that is not an action")
        return action

    async def advise(self, engine_module: str, view: View, seed: int) -> Advice:
        advice = await self._run(True, bot_worker.advise, engine_module, view, seed,
                                 HINT_BUDGET_S * max(self.think_scale, 0.25))
        if not isinstance(advice, Advice):
            raise TypeError("the hint is not advice")
        return advice

    def shutdown(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)
            self._processes = None
