"""The network bench's scripted players: one `Client` per connection of a room (the host's,
which creates the room and holds one seat, and one per joining seat), playing its seats with the
game's first bot level on the views it was sent, and what the clients of a room saw (`RoomLog`,
for the latency figure) and went wrong (`Tally`). bench_network.py runs them and reports.
"""

from __future__ import annotations

import asyncio
import functools
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from tabletop_desktop.bench_thinking import Thinkers
from tabletop_desktop.session.view_options import SyncedOptions

PROTOCOL = 2
THINKING = float("inf")  # a seat's action is being thought of, not sent yet
STALE_CODES = frozenset({"illegal", "not_your_turn"})
MAX_LOOKS = 5  # thoughts of one seat about one decision, when the table keeps moving
LATE_S = 0.1  # an action sent this much after its think time is counted as late
GAME_IDS = ("qwirkle", "qwixx", "quiddler")


@dataclass(frozen=True)
class RoomPlan:
    """One room: its game and who sits where ("here" is the host's own seat)."""

    game_id: str
    kinds: tuple[str, ...]

    @property
    def clients(self) -> int:
        return 1 + self.kinds.count("remote")


# The mix, cycled through: each game with two seats, Qwixx also with three (all decide at once).
PLANS = (
    RoomPlan("qwirkle", ("here", "remote")),
    RoomPlan("qwixx", ("here", "remote", "remote")),
    RoomPlan("quiddler", ("here", "remote")),
)


@dataclass
class RoomLog:
    """What the clients of one room saw, for the latency figure: the i-th `played` message of
    the room is the same move for every client (the server sends moves in order)."""

    plan: RoomPlan
    arrivals: dict[int, list[float]] = field(default_factory=dict)  # move index -> receive times
    origins: dict[int, float] = field(default_factory=dict)  # move index -> when it was sent
    finished: int = 0  # clients that saw the game end
    actions: int = 0
    measured_ms: list[float] | None = None  # the latencies, when measured in another process

    def latencies_ms(self) -> list[float]:
        if self.measured_ms is not None:
            return self.measured_ms
        out = []
        for index, sent in self.origins.items():
            got = self.arrivals.get(index, [])
            if len(got) == self.plan.clients:
                out.append((max(got) - sent) * 1000)
        return out


@dataclass
class Tally:
    errors: dict[str, int] = field(default_factory=dict)
    examples: list[str] = field(default_factory=list)  # the first few, in words, for the report
    stale: int = 0  # actions refused because another seat's move arrived first (not errors)
    # Actions sent later than their think time allowed (LATE_S), because the thinking process
    # was late: then the clients offered the server less than the pace says.
    late: int = 0

    def error(self, kind: str, detail: str = "") -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1
        if len(self.examples) < 5:
            self.examples.append(f"{kind}: {detail}" if detail else kind)


@functools.cache
def game_kit(game_id: str) -> tuple[Any, Any, Any, Any]:
    """A game's info, engine, first-level bot and wire codec, made once for all its clients (and
    before the rooms start: the first Quiddler bot loads its word list)."""
    from tabletop_desktop.engine.registry import game
    from tabletop_desktop.engine.wire import GameWire

    info = game(game_id)
    engine = info.engine()
    bot = engine.make_bot(info.bot_levels[0].key)
    warm = engine.new_game(len(PLANS[0].kinds), 1, info.prepared_options(
        {spec.key: spec.default for spec in info.options}))
    bot.choose(warm.view_for(warm.pending()[0]), random.Random(1), 0.05)
    return info, engine, bot, GameWire.for_game(game_id)


class Client:
    """One scripted connection: the host (creates the room, holds seat 0, starts the game) or a
    joining player (takes a remote seat). Plays its seats with the game's first bot level."""

    def __init__(self, url: str, room: RoomLog, tally: Tally, host: bool, index: int,
                 think_s: float, max_moves: int, seed: int, thinkers: Thinkers) -> None:
        self.url = url
        self.thinkers = thinkers
        self.room = room
        self.tally = tally
        self.host = host
        self.name = "Host" if host else f"Player {index}"
        self.think_s = think_s
        self.max_moves = max_moves
        self.rng = random.Random(seed)
        self.n = 0
        self.sent: dict[int, tuple[int, int]] = {}  # n -> (seat, `played` messages seen then)
        self.seats: tuple[int, ...] = ()
        self.views: dict[int, Any] = {}
        self.options = SyncedOptions()  # the sync's options, for the views of later moves
        self.facts: dict[str, Any] = {}
        self.seen = 0  # `played` messages of this game received
        self.outstanding: dict[int, float] = {}  # seat -> when its action was sent
        self.started_sent = False
        self.done = False
        self.info = game_kit(room.plan.game_id)[0]

    async def run(self, created: asyncio.Event) -> None:
        from websockets.asyncio.client import connect

        if not self.host:
            await created.wait()  # a joiner's room must exist first
        async with connect(self.url, max_size=1 << 24, open_timeout=30,
                           ping_interval=None, compression=None) as ws:
            await self._send(ws, {"type": "hello", "protocol": PROTOCOL, "client": "bench"})
            if self.host:
                options = self.info.prepared_options(
                    {spec.key: spec.default for spec in self.info.options})
                seats = [{"name": "Host" if kind == "here" else "Seat", "kind": kind,
                          "level": None} for kind in self.room.plan.kinds]
                await self._send(ws, {"type": "create", "game_id": self.room.plan.game_id,
                                      "options": options, "seats": seats})
            else:
                await self._send(ws, {"type": "join", "name": self.name})
            async for text in ws:
                now = time.perf_counter()
                message = json.loads(text)
                await self._handle(ws, message, now, created)
                if self.done:
                    break

    async def _send(self, ws: Any, message: dict[str, Any]) -> None:
        await ws.send(json.dumps(message, separators=(",", ":")))

    async def _handle(self, ws: Any, message: dict[str, Any], now: float,
                      created: asyncio.Event) -> None:
        kind = message.get("type")
        if kind == "created":
            self.seats = tuple(s["seat"] for s in message["seats"])
            created.set()
        elif kind == "joined":
            self.seats = tuple(sorted(set(self.seats) | {s["seat"] for s in message["seats"]}))
        elif kind == "lobby":
            if self.host and message.get("can_start") and not message.get("started") \
                    and not self.started_sent:
                self.started_sent = True
                await self._send(ws, {"type": "start"})
        elif kind == "sync":
            self.seats = tuple(message.get("seats_here", self.seats))
            self.seen = len(message.get("played", []))
            self._take(message)
            self._act_soon(ws)
        elif kind == "played":
            index = self.seen
            self.seen += 1
            self.room.arrivals.setdefault(index, []).append(now)
            # The acting seat: "seat" beside the action, which another seat's secret action
            # (a Qwixx white-sum choice) leaves out.
            played = message["played"]
            seat = played.get("seat", (played.get("action") or {}).get("seat"))
            sent = self.outstanding.get(seat)
            if sent is not None and sent != THINKING:
                del self.outstanding[seat]
                self.room.origins[index] = sent
            self._take(message)
            self._act_soon(ws)
        elif kind == "refused":
            seat, seen = self.sent.pop(message.get("n", -1), (None, self.seen))
            if message.get("code") in STALE_CODES and self.seen > seen:
                # Another seat's move came in between (a Qwixx row locked while this seat chose
                # its white sum): the server rightly refused a choice made on an older view. A
                # person's app shows the new table and they choose again; so does the bench.
                self.tally.stale += 1
            else:
                self.tally.error(f"refused:{message.get('code')}", str(message.get("reason")))
            if seat is None:
                self.outstanding.clear()
            else:
                self.outstanding.pop(seat, None)
            self._act_soon(ws)
        elif kind == "closed":
            self.tally.error(f"closed:{message.get('code')}")
            self.done = True

    def _take(self, message: dict[str, Any]) -> None:
        self.facts = message.get("facts", self.facts)
        # Kept as sent and decoded only when the seat acts: most views are never acted on
        # (a Qwixx sheet is sent to every seat after every choice), and the bench's own CPU
        # delays what it measures.
        for key, data in message.get("views", {}).items():
            self.views[int(key)] = self.options.complete(data)
        if self.facts.get("over"):
            self.room.finished += 1
            self.done = True
        elif self.facts.get("move_count", 0) >= self.max_moves:
            self.tally.error("too_many_moves")
            self.done = True

    def _act_soon(self, ws: Any) -> None:
        if self.done:
            return
        for seat in self.facts.get("pending", ()):
            if seat in self.seats and seat not in self.outstanding and seat in self.views:
                self.outstanding[seat] = THINKING
                asyncio.get_running_loop().create_task(self._act(ws, seat))

    async def _act(self, ws: Any, seat: int) -> None:
        # The bot thinks in a thinking process (bench_thinking.py) during the think time; a
        # view that changed meanwhile (another seat's move) is thought about again, as a person
        # would look again.
        loop = asyncio.get_running_loop()
        until = loop.time() + self.think_s * self.rng.uniform(0.5, 1.5)
        seen, action, looks = -1, None, 0
        while (not self.done and seat in self.facts.get("pending", ()) and seen != self.seen
               and looks < MAX_LOOKS):
            seen, looks = self.seen, looks + 1
            action = await self.thinkers.choose(self.room.plan.game_id, self.views[seat],
                                                self.rng.getrandbits(63))
            await asyncio.sleep(max(0.0, until - loop.time()))
        if action is None or self.done or seat not in self.facts.get("pending", ()):
            self.outstanding.pop(seat, None)  # the table moved on while this seat thought
            return
        if loop.time() > until + LATE_S and looks == 1:
            self.tally.late += 1
        self.n += 1
        message = {"type": "act", "n": self.n, "action": action}
        self.outstanding[seat] = time.perf_counter()
        self.sent[self.n] = (seat, self.seen)
        self.room.actions += 1
        try:
            await self._send(ws, message)
        except Exception:  # the connection went; run() reports it
            self.outstanding.pop(seat, None)


async def play_room(url: str, room: RoomLog, tally: Tally, think_s: float, max_moves: int,
                    seed: int, thinkers: Thinkers) -> None:
    created = asyncio.Event()
    clients = [Client(url, room, tally, True, 0, think_s, max_moves, seed, thinkers)]
    clients += [Client(url, room, tally, False, i, think_s, max_moves, seed * 31 + i, thinkers)
                for i in range(1, room.plan.clients)]

    async def guarded(client: Client) -> None:
        try:
            await client.run(created)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a dropped connection, a broken message: counted, not fatal
            where = exc.__traceback__
            while where is not None and where.tb_next is not None:
                where = where.tb_next
            line = f" ({where.tb_frame.f_code.co_filename}:{where.tb_lineno})" if where else ""
            tally.error(f"client:{type(exc).__name__}", f"{exc}{line}")

    await asyncio.gather(*(guarded(c) for c in clients))
