"""The server's heap and the cyclic garbage collector: what the server loads once is taken out of
its walks, and its thresholds are set for a heap of long-lived rooms (the figures below)."""

from __future__ import annotations

import asyncio
import gc
import logging
import time

log = logging.getLogger(__name__)

# The cyclic collector, tuned for a heap of long-lived rooms. Python's default (700, 10, 10) made
# 39 full collections in 150 s at 500 rooms (a move a second each, a shared two-core machine), up
# to 1.5 s each, every room stalled meanwhile. Measured at 500 rooms since (CPU per collection):
# - a young threshold of 2 000 and the middle one at 2 keep each pause short: young ones at most
#   8 ms (p99 5 ms), middle ones at most 19 ms. At 10 000 and 10 they were up to 30 ms and 100 ms,
#   for the same CPU in all (about 2 s in 150 s): each object is walked about as often;
# - no automatic full collections: they come whenever a quarter more objects has reached the
#   oldest generation, which at 500 rooms was every minute or two, 0.6 s each. Nearly all a room
#   holds is freed by reference counting (the cycles left were a few thousand objects in a
#   whole run), so a full collection every FULL_COLLECTION_S is plenty.
YOUNG_THRESHOLD = 2_000
MIDDLE_THRESHOLD = 2
NEVER = 1_000_000_000
FULL_COLLECTION_S = 600.0


def settle_heap() -> None:
    """Take what the server loads before it serves (its modules, each game's engine and codec)
    out of the cyclic collector's walks: it lives as long as the process, and walking it again at
    every full collection only stalls the event loop. Called once, before the rooms are loaded
    (they come and go, so the collector keeps seeing them)."""
    from tabletop_desktop.engine.registry import all_games
    from tabletop_desktop.server.codec import encode

    for info in all_games():
        info.engine()  # imported now, not at the first room of each game
        encode(info.id, None)  # the game's codec made now
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, MIDDLE_THRESHOLD, NEVER)


async def collect_fully(stop: asyncio.Event, every_s: float = FULL_COLLECTION_S) -> None:
    """The full collections the thresholds leave out, one every `every_s`, logged with their
    time (what a move waited for, at most, then)."""
    while True:
        try:
            await asyncio.wait_for(stop.wait(), every_s)
            return
        except TimeoutError:
            pass
        began = time.perf_counter()
        found = gc.collect()
        log.info("A full collection freed %d objects in %.0f ms.", found,
                 (time.perf_counter() - began) * 1000)
