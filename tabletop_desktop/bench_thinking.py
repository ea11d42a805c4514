"""The network bench's players think in processes of their own, as people think at their own
computers: a bot choosing a Qwirkle or Quiddler move takes milliseconds of CPU, and on the bench
client's event loop that time would delay every message the loop is timing (the latency figure
is the server's, from an action to every client having its result).

The thinking processes run at a lower priority (nice 10) than the server and the measuring loop,
which share the machine with them: what is late then is a bot's thought, inside its think time,
not a message in flight.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import os
import random
import time
from typing import Any

NICENESS = 10


def _start_thinking(game_ids: tuple[str, ...]) -> None:
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:  # not allowed here: the same processes, only at the usual priority
            pass
    from tabletop_desktop.bench_clients import game_kit

    for game_id in game_ids:  # the bots and codecs (Quiddler's word list) before any move
        game_kit(game_id)


def _process_id() -> int:
    time.sleep(0.2)
    return os.getpid()


def choose(game_id: str, view_data: dict[str, Any], seed: int) -> dict[str, Any]:
    """The first bot level's action for the view a seat was sent (its wire data), as the game's
    action JSON."""
    from tabletop_desktop.bench_clients import game_kit

    _, engine, bot, wire = game_kit(game_id)
    action = bot.choose(wire.view_from_wire(view_data), random.Random(seed), 0.05)
    data: dict[str, Any] = engine.action_to_json(action)
    return data


class Thinkers:
    """A pool of thinking processes for one event loop's clients."""

    def __init__(self, processes: int, game_ids: tuple[str, ...]) -> None:
        self._pool = concurrent.futures.ProcessPoolExecutor(
            processes, mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_thinking, initargs=(game_ids,))
        # Every process started and warmed before anything is timed (each warm-up call holds its
        # process a moment, so that they go to different ones).
        self._pids = {f.result() for f in [self._pool.submit(_process_id)
                                            for _ in range(processes * 2)]}

    async def choose(self, game_id: str, view_data: dict[str, Any], seed: int) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, choose, game_id, view_data, seed)

    def cpu_seconds(self) -> float:
        """The CPU the thinking processes have used so far (where the system tells it)."""
        from tabletop_desktop.server_procs import ProcessStats

        return sum(ProcessStats(pid).cpu_seconds() for pid in self._pids)

    def close(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)
