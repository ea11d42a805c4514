"""The server's cyclic-collector policy: short young and middle collections, and the full ones
on a schedule of the server's own (see server/heap.py for the figures behind it)."""

from __future__ import annotations

import asyncio
import gc
import logging

from tabletop_desktop.server.heap import (
    MIDDLE_THRESHOLD,
    YOUNG_THRESHOLD,
    collect_fully,
    settle_heap,
)


def test_settling_the_heap_leaves_no_automatic_full_collection():
    before = gc.get_threshold()
    try:
        settle_heap()
        young, middle, oldest = gc.get_threshold()
        assert (young, middle) == (YOUNG_THRESHOLD, MIDDLE_THRESHOLD)
        assert oldest >= 1_000_000
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_full_collections_come_on_their_schedule_and_stop_with_the_server(caplog):
    async def serve_a_while() -> None:
        stop = asyncio.Event()
        collector = asyncio.create_task(collect_fully(stop, every_s=0.05))
        await asyncio.sleep(0.18)
        stop.set()
        await asyncio.wait_for(collector, 2)  # stops at once, not at its next collection

    with caplog.at_level(logging.INFO, logger="tabletop_desktop.server.heap"):
        asyncio.run(serve_a_while())
    collections = [r for r in caplog.records if "full collection" in r.getMessage()]
    assert 1 <= len(collections) <= 4
