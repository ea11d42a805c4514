"""`python -m tabletop_desktop.server` and the `tabletop-desktop-server` console script."""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import multiprocessing
import signal
import sys
import time
from pathlib import Path

from tabletop_desktop.server.limits import Limits
from tabletop_desktop.server.server import ServerConfig, TabletopServer


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tabletop-desktop-server",
        description="The Tabletop Desktop network server: tables for games played from several "
                    "computers.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this computer only)")
    parser.add_argument("--port", type=int, default=8765, help="0: a free port, printed")
    parser.add_argument("--data", required=True, type=Path, help="the folder for the rooms' files")
    parser.add_argument("--certfile", help="TLS certificate (PEM), for wss://")
    parser.add_argument("--keyfile", help="TLS private key (PEM)")
    parser.add_argument("--bot-pause", type=float, default=0.6,
                        help="seconds before each bot move (default 0.6)")
    parser.add_argument("--think-scale", type=float, default=1.0,
                        help="multiplies the bots' thinking time (tests and benchmarks lower it)")
    parser.add_argument("--bot-processes", type=int, default=None,
                        help="worker processes for the heavy bots and hints (0: threads only)")
    parser.add_argument("--max-rooms", type=int, default=Limits().max_rooms)
    parser.add_argument("--behind-proxy", action="store_true",
                        help="count the per-address limits by X-Forwarded-For (set by the proxy)")
    parser.add_argument("--log-level", default="WARNING")
    args = parser.parse_args(argv)
    if bool(args.certfile) != bool(args.keyfile):
        parser.error("--certfile and --keyfile go together")
    return args


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
    log = logging.getLogger(__name__)
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


async def _run(config: ServerConfig) -> None:
    server = TabletopServer(config)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):  # pragma: no cover - Windows
            pass
    settle_heap()
    host, port = await server.start()
    print(json.dumps({"listening": {"host": host, "port": port}}), flush=True)
    collector = asyncio.create_task(collect_fully(stop))
    await stop.wait()
    await collector
    await server.stop()


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    limits = Limits(max_rooms=args.max_rooms)
    config = ServerConfig(
        data=args.data, host=args.host, port=args.port, certfile=args.certfile,
        keyfile=args.keyfile, bot_pause_s=max(0.0, args.bot_pause),
        think_scale=args.think_scale, bot_processes=args.bot_processes, limits=limits,
        behind_proxy=args.behind_proxy)
    asyncio.run(_run(config))
    return 0


if __name__ == "__main__":
    sys.exit(main())
