"""`python -m tabletop_desktop.bench network --rooms N [--json FILE] [--processes 2]`: the
network figures.

Starts a headless server (`python -m tabletop_desktop.server` on a free 127.0.0.1 port; with
`--processes 2`, two of them behind packaging/server/haproxy.cfg, which routes by room code), then
plays N rooms at once to the end, a mix of the three games, every seat a scripted network client
on a real socket: the host's connection creates the room and holds one seat, each other seat
joins on a connection of its own, and every client plays its seat with the game's first bot level
on the view it was sent (the server never plays for them). Each client waits `--think-ms` (times
0.5 to 1.5) before it acts, as a person would, so the figures are for rooms played at that pace:
by default 3 s, brisker than people play (a Qwirkle or Quiddler turn takes them longer, a Qwixx
choice about as long); `--think-ms 1000` is a stress pace.

Figures (JSON): `rooms`, `rooms_finished`, `clients`, `actions` (moves the clients played),
`errors` (refusals, dropped connections, rooms not finished in time; `error_kinds` says which;
an action refused because another seat's move reached the server first, so that it was chosen on
an older view, is counted apart as `refused_after_another_move`: the client chooses again),
`latency_ms` `p50`/`p99`/`max` (from a client sending its action to the last client of the room
having the resulting `played` message), `actions_sent_late` (sent over 0.1 s after the think time
because the bot, thinking in a lower-priority process, was late: the pace was then not kept), `server_rss_mb` (peak, all server processes),
`server_rss_idle_mb` (before the rooms, after untimed warm-up rooms of each game), `memory_per_room_mb`, `server_cpu_cores` (the servers'
CPU seconds over the play's wall seconds), `rooms_per_core_at_p99_50ms` (rooms at this pace that
one core of server CPU serves, extrapolated linearly from the CPU they used; null when p99 was
over 50 ms, since the rate was not served in time; `rooms_per_core_by_cpu` is the same
extrapolation whatever the latency), `latency_ms_by_game`, `seconds`, and the bench client's own CPU
and event-loop lag (the clients share the machine with the servers: a busy client delays what it
measures).

With PROFILE_SERVER=FILE in the environment the server runs under cProfile and writes its
profile to FILE when it stops (`python -m pstats FILE`).

Bounded: every room stops at `--max-seconds` (default 900) and `--max-moves` moves; what did not
finish by then counts as an error. Figures depend on the machine: quote the command with them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tabletop_desktop.bench_clients import (
    GAME_IDS,
    PLANS,
    RoomLog,
    Tally,
    game_kit,
    play_room,
)
from tabletop_desktop.bench_thinking import Thinkers
from tabletop_desktop.server.codes import ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH
from tabletop_desktop.server_procs import (
    HAProxy,
    ServerProcess,
    machine_cpu_ticks,
    raise_open_file_limit,
)

P99_TARGET_MS = 50.0


def room_code(rng: random.Random) -> str:
    """A room code of the server's shape, from `rng` (the bench's rooms are the same every run
    with the same --seed; a host's app uses `codes.new_room_code()`, made with `secrets`)."""
    return "".join(rng.choice(ROOM_CODE_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def percentile(values: list[float], q: float) -> float | None:
    """The q-th percentile (0..100) by nearest rank, or None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


class LoopLag:
    """How late the bench's own event loop wakes up (a busy client measures late)."""

    def __init__(self) -> None:
        self.lags_ms: list[float] = []

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            began = time.perf_counter()
            await asyncio.sleep(0.05)
            self.lags_ms.append((time.perf_counter() - began - 0.05) * 1000)


@contextlib.contextmanager
def servers(processes: int, data: Path, bot_pause: float) -> Iterator[tuple[str, list[Any]]]:
    """The URL base to connect to and the processes to measure (the servers first)."""
    with contextlib.ExitStack() as stack:
        extra: tuple[str, ...] = ("--bot-pause", str(bot_pause))
        if processes > 1:  # behind the proxy: the per-address limits read X-Forwarded-For
            extra += ("--behind-proxy",)
        started = [stack.enter_context(ServerProcess(data / f"server-{i + 1}", extra))
                   for i in range(processes)]
        if processes == 1:
            yield f"ws://{started[0].address}", list(started)
            return
        proxy = stack.enter_context(HAProxy([s.address for s in started]))
        yield f"ws://127.0.0.1:{proxy.port}", [*started, proxy]


def run(rooms_count: int, processes: int = 1, think_ms: float = 3000, max_seconds: float = 900,
        max_moves: int = 2000, seed: int = 1, ramp_s: float | None = None,
        command: str = "", client_processes: int = 1,
        think_processes: int = 1) -> dict[str, Any]:
    raise_open_file_limit()
    rng = random.Random(seed)
    rooms = [RoomLog(PLANS[i % len(PLANS)]) for i in range(rooms_count)]
    codes = [room_code(rng) for _ in rooms]
    tally = Tally()
    for plan in PLANS:  # the clients' bots and codecs, ready before anything is timed
        game_kit(plan.game_id)
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as tmp, \
            servers(processes, Path(tmp), think_ms / 1000) as (base, procs), \
            contextlib.closing(Thinkers(think_processes, GAME_IDS)) as thinkers:
        server_procs = procs[:processes]
        # Untimed warm-up rooms first, as many of each game as there are processes (the proxy
        # spreads them by code): what a server loads once for all rooms (Quiddler's word lists, the Qwixx Expert's tables, the code itself) is then
        # in the idle figure, and memory per room is what a room adds.
        warm = [(f"{base}/room/{room_code(rng)}", RoomLog(plan))
                for plan in PLANS for _ in range(processes)]
        asyncio.run(play_rooms(warm, tally, 0.0, max_moves, max_seconds, 0.0, seed, lambda: None,
                               thinkers))
        time.sleep(0.3)
        idle = sum(p.stats.rss_mb() for p in server_procs)
        peak = [idle]

        def sample() -> None:
            peak[0] = max(peak[0], sum(p.stats.rss_mb() for p in server_procs))

        cpu_before = [p.stats.cpu_seconds() for p in procs]
        thinking_before = thinkers.cpu_seconds()
        machine_before = machine_cpu_ticks()
        client_cpu = time.process_time()
        began = time.perf_counter()

        urls = [(f"{base}/room/{code}", room) for room, code in zip(rooms, codes, strict=True)]
        ramp = ramp_s if ramp_s is not None else min(5.0, 0.02 * len(rooms))
        if client_processes > 1:
            lags, client_cpu, thinking = play_in_processes(
                client_processes, urls, tally, think_ms / 1000, max_moves, max_seconds, ramp,
                seed, sample, think_processes)
        else:
            lags = asyncio.run(play_rooms(urls, tally, think_ms / 1000, max_moves, max_seconds,
                                          ramp, seed, sample, thinkers))
            client_cpu = time.process_time() - client_cpu
            thinking = thinkers.cpu_seconds() - thinking_before
        seconds = time.perf_counter() - began
        machine = [after - before for after, before in
                   zip(machine_cpu_ticks(), machine_before, strict=True)]
        sample()
        cpu = [p.stats.cpu_seconds() - b for p, b in zip(procs, cpu_before, strict=True)]
        peak_hwm = sum(p.stats.peak_rss_mb() for p in server_procs)

    latencies = [ms for room in rooms for ms in room.latencies_ms()]
    by_game: dict[str, list[float]] = {}
    for room in rooms:
        by_game.setdefault(room.plan.game_id, []).extend(room.latencies_ms())
    unfinished = sum(1 for room in rooms if room.finished < room.plan.clients)
    if unfinished:
        tally.errors["unfinished_rooms"] = unfinished
    server_cpu = sum(cpu[:processes])
    cores = server_cpu / seconds if seconds > 0 else 0.0
    p99 = percentile(latencies, 99)
    per_core = (rooms_count / cores if cores > 0 and p99 is not None and p99 <= P99_TARGET_MS
                else None)
    rss = max(peak[0], 0.0)
    return {
        "command": command,
        "rooms": rooms_count,
        "rooms_finished": rooms_count - unfinished,
        "games": {g: sum(1 for r in rooms if r.plan.game_id == g) for g in
                  dict.fromkeys(p.game_id for p in PLANS)},
        "processes": processes,
        "client_processes": client_processes,
        "clients": sum(r.plan.clients for r in rooms),
        "actions": sum(r.actions for r in rooms),
        "moves_timed": len(latencies),
        "errors": sum(tally.errors.values()),
        "error_kinds": dict(sorted(tally.errors.items())),
        "error_examples": tally.examples,
        "refused_after_another_move": tally.stale,
        "actions_sent_late": tally.late,
        "latency_ms": {
            "p50": _round(percentile(latencies, 50)),
            "p99": _round(percentile(latencies, 99)),
            "max": _round(max(latencies) if latencies else None),
            "mean": _round(statistics.fmean(latencies) if latencies else None),
        },
        "latency_ms_by_game": {
            g: {"p50": _round(percentile(v, 50)), "p99": _round(percentile(v, 99)), "moves": len(v)}
            for g, v in by_game.items()
        },
        "think_ms": think_ms,
        "server_rss_mb": round(rss, 1),
        "server_peak_rss_mb": round(peak_hwm, 1),
        "server_rss_idle_mb": round(idle, 1),
        "memory_per_room_mb": round((rss - idle) / rooms_count, 3) if rooms_count else None,
        "server_cpu_s": round(server_cpu, 2),
        "server_cpu_cores": round(cores, 3),
        "proxy_cpu_s": round(sum(cpu[processes:]), 2) if processes > 1 else None,
        "rooms_per_core_at_p99_50ms": round(per_core) if per_core is not None else None,
        # The same extrapolation whatever the latency was: what the CPU alone would allow.
        "rooms_per_core_by_cpu": round(rooms_count / cores) if cores > 0 else None,
        "p99_target_ms": P99_TARGET_MS,
        "p99_target_met": p99 is not None and p99 <= P99_TARGET_MS,
        "seconds": round(seconds, 1),
        "client_cpu_s": round(client_cpu, 2),
        "think_processes": think_processes,
        "thinking_cpu_s": round(thinking, 2),
        "client_loop_lag_ms_p99": _round(percentile(lags, 99)),
        "client_loop_lag_ms_max": _round(max(lags) if lags else None),
        # How busy the whole machine was (servers, proxy, clients, thinking, the kernel's
        # loopback traffic): near 1, everything waited for a CPU, the server among them.
        "machine_cpu_busy": round(machine[0] / machine[1], 3) if machine[1] else None,
        "cpus": os.cpu_count(),
        "python": sys.version.split()[0],
    }


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while the clients measure, as `timeit` does: in a client
    process holding a thousand connections its pauses reached 0.3 s of CPU at 500 rooms here,
    and each one delayed every message then arriving, a fault of the measuring process, not of
    the server's. Reference counting frees nearly all the clients make; the cycles left are
    collected when the play ends."""
    gc.collect()
    gc.freeze()  # what is there now (the bots' tables, the codecs) is never walked again
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.collect()


async def play_rooms(tasks: list[tuple[str, RoomLog]], tally: Tally, think_s: float,
                     max_moves: int, max_seconds: float, ramp_s: float, seed: int,
                     sample: Any, thinkers: Thinkers,
                     indices: list[int] | None = None) -> list[float]:
    """Play every room of `tasks` at once; room i starts at i/len of the ramp and plays with
    seed + its index (`indices[i]` when given: a share of the rooms keeps their whole-run
    numbers)."""
    stop = asyncio.Event()
    lag = LoopLag()

    async def sampler() -> None:
        while not stop.is_set():
            sample()
            await asyncio.sleep(0.25)

    async def started_later(i: int, url: str, room: RoomLog, number: int) -> None:
        await asyncio.sleep(ramp_s * i / max(1, len(tasks)))  # not every handshake at once
        await play_room(url, room, tally, think_s, max_moves, seed + number, thinkers)

    with collector_paused():
        helpers = [asyncio.create_task(lag.run(stop)), asyncio.create_task(sampler())]
        numbers = indices if indices is not None else list(range(len(tasks)))
        running = [asyncio.create_task(started_later(i, url, room, numbers[i]))
                   for i, (url, room) in enumerate(tasks)]
        _, pending = await asyncio.wait(running, timeout=max_seconds)
        for task in pending:
            task.cancel()
        if pending:
            tally.errors["timeout"] = len(pending)
            await asyncio.gather(*pending, return_exceptions=True)
        stop.set()
        await asyncio.gather(*helpers, return_exceptions=True)
    return lag.lags_ms


def play_share(share: list[tuple[str, int, int]], think_s: float, max_moves: int,
               max_seconds: float, ramp_s: float, seed: int,
               think_processes: int) -> dict[str, Any]:
    """One client process's part of the rooms (url, plan index, room number), played on its own
    event loop; what it measured comes back as plain figures."""
    for plan in PLANS:
        game_kit(plan.game_id)
    tally = Tally()
    rooms = [RoomLog(PLANS[plan]) for _, plan, _ in share]
    with contextlib.closing(Thinkers(think_processes, GAME_IDS)) as thinkers:
        cpu, thinking = time.process_time(), thinkers.cpu_seconds()
        lags = asyncio.run(play_rooms(
            [(url, room) for (url, _, _), room in zip(share, rooms, strict=True)], tally,
            think_s, max_moves, max_seconds, ramp_s, seed, lambda: None, thinkers,
            [number for _, _, number in share]))
        thinking = thinkers.cpu_seconds() - thinking
    return {"rooms": [{"latencies": r.latencies_ms(), "finished": r.finished,
                       "actions": r.actions} for r in rooms],
            "errors": tally.errors, "examples": tally.examples, "stale": tally.stale,
            "late": tally.late,
            "lags": lags, "cpu_s": time.process_time() - cpu, "thinking_cpu_s": thinking}


def play_in_processes(count: int, urls: list[tuple[str, RoomLog]], tally: Tally, think_s: float,
                      max_moves: int, max_seconds: float, ramp_s: float, seed: int,
                      sample: Any, think_processes: int) -> tuple[list[float], float, float]:
    """The rooms dealt round-robin to `count` client processes (each a mix of the games, each
    with thinking processes of its own), so that no single client event loop, busy with a
    thousand sockets, delays what it measures; returns the loop lags and the client and
    thinking processes' CPU seconds."""
    import concurrent.futures
    import multiprocessing

    plan_of = {plan: i for i, plan in enumerate(PLANS)}
    shares: list[list[tuple[str, int, int]]] = [[] for _ in range(count)]
    for number, (url, room) in enumerate(urls):
        shares[number % count].append((url, plan_of[room.plan], number))
    with concurrent.futures.ProcessPoolExecutor(
            count, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [pool.submit(play_share, share, think_s, max_moves, max_seconds, ramp_s, seed,
                               think_processes) for share in shares]
        while not all(f.done() for f in futures):
            sample()
            time.sleep(0.25)
        results = [f.result() for f in futures]
    lags: list[float] = []
    cpu = thinking = 0.0
    for share, result in zip(shares, results, strict=True):
        for (_, _, number), figures in zip(share, result["rooms"], strict=True):
            room = urls[number][1]
            room.measured_ms = figures["latencies"]
            room.finished, room.actions = figures["finished"], figures["actions"]
        for kind, n in result["errors"].items():
            tally.errors[kind] = tally.errors.get(kind, 0) + n
        tally.examples.extend(result["examples"][:max(0, 5 - len(tally.examples))])
        tally.stale += result["stale"]
        tally.late += result["late"]
        lags.extend(result["lags"])
        cpu += result["cpu_s"]
        thinking += result["thinking_cpu_s"]
    return lags, cpu, thinking


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop_desktop.bench network",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, default=10, help="rooms played at once (default 10)")
    parser.add_argument("--processes", type=int, choices=(1, 2), default=1,
                        help="server processes; 2 puts HAProxy (packaging/server/haproxy.cfg) "
                             "in front, routing by room code")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--think-ms", type=float, default=3000,
                        help="how long a client waits before each action, on average (default "
                             "3000 ms, a brisk person's pace; the servers' bots, if any, pause "
                             "as long)")
    parser.add_argument("--max-seconds", type=float, default=900,
                        help="stop every room after this long (default 900 s)")
    parser.add_argument("--max-moves", type=int, default=2000,
                        help="stop a room after this many moves (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="room codes and the clients' choices")
    parser.add_argument("--client-processes", type=int, default=1,
                        help="client processes sharing the rooms (default 1; more keeps a busy "
                             "client loop from inflating the latency it measures)")
    parser.add_argument("--think-processes", type=int, default=1,
                        help="processes in which the clients' bots choose their moves, at a "
                             "lower priority (default 1 per client process)")
    args = parser.parse_args(argv)
    if not 1 <= args.think_processes <= 16:
        parser.error("--think-processes must be from 1 to 16")
    if not 1 <= args.client_processes <= 16:
        parser.error("--client-processes must be from 1 to 16")
    if args.rooms < 1:
        parser.error("--rooms must be at least 1")
    given = sys.argv[2:] if argv is None else argv
    figures = run(args.rooms, args.processes, args.think_ms, args.max_seconds, args.max_moves,
                  args.seed, command=" ".join(["python -m tabletop_desktop.bench network", *given]),
                  client_processes=args.client_processes,
                  think_processes=args.think_processes)
    text = json.dumps(figures, indent=2)
    print(text)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0 if figures["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
