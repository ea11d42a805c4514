"""`python -m tabletop_desktop.server` and the `tabletop-desktop-server` console script."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import multiprocessing
import signal
import sys
from pathlib import Path

from tabletop_desktop.server.heap import collect_fully, settle_heap
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
