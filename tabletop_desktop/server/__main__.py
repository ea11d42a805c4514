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


# The collector's first threshold (Python's default is 700). The server holds many long-lived
# objects (every room's game state), and a young collection whose survivors reach the older
# generations leads to a full one; collecting less often, on more allocations, keeps the loop's
# pauses short (measured at 500 rooms on a busy machine: with the default, full collections
# stalled every room for up to 1.3 s, 11 s of collecting in 150 s; with 20 000, 3 s and no full one).
YOUNG_THRESHOLD = 10_000
# How long a thread holding the GIL keeps it while another waits (Python's default is 5 ms). The
# room writers give the GIL up at every system call of a write (open, write, fsync, rename, the
# folder's fsync) and wait to get it back from the busy event loop each time: at 5 ms a write
# could take tens of milliseconds that were only waiting. A shorter interval hands it back sooner.
SWITCH_INTERVAL_S = 0.001


def settle_heap() -> None:
    """Take what the server loaded at start (modules, each game's engine and codec, the rooms it
    resumed) out of the cyclic collector's walks: it lives as long as the process, and walking it
    again at every full collection only stalls the event loop. Called once, after the start."""
    from tabletop_desktop.engine.registry import all_games
    from tabletop_desktop.server.codec import encode

    for info in all_games():
        info.engine()  # imported now, not at the first room of each game
        encode(info.id, None)  # the game's codec made now
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, older, oldest)
    sys.setswitchinterval(SWITCH_INTERVAL_S)


async def _run(config: ServerConfig) -> None:
    server = TabletopServer(config)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):  # pragma: no cover - Windows
            pass
    host, port = await server.start()
    settle_heap()
    print(json.dumps({"listening": {"host": host, "port": port}}), flush=True)
    await stop.wait()
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
