"""Test helpers: a real server on 127.0.0.1 (port 0), in-process on a loop in a thread or as a
subprocess, and scripted clients on real sockets (websockets' synchronous client).

The scripted players decide from their own seat's view, as a person would: the harness replays the
room's file (the test owns the data folder) to get that view, and the game's Beginner bot picks
the move. Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from tabletop_desktop.engine.replay import GameRecord
from tabletop_desktop.server.codes import new_room_code
from tabletop_desktop.server.limits import Limits
from tabletop_desktop.server.server import ServerConfig, TabletopServer
from tabletop_desktop.server.table_game import TableGame
from tabletop_desktop.session import bot_worker

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 10.0


class ServerThread:
    """A TabletopServer on its own event loop in a daemon thread."""

    def __init__(self, data: Path, bot_pause_s: float = 0.0, limits: Limits | None = None,
                 bot_processes: int | None = 0, think_scale: float = 0.05,
                 certfile: str | None = None, keyfile: str | None = None,
                 behind_proxy: bool = False) -> None:
        self.config = ServerConfig(data=data, port=0, bot_pause_s=bot_pause_s,
                                   think_scale=think_scale, bot_processes=bot_processes,
                                   limits=limits or Limits(), certfile=certfile, keyfile=keyfile,
                                   behind_proxy=behind_proxy)
        self.loop = asyncio.new_event_loop()
        self.server = TabletopServer(self.config)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        host, port = self.call(self.server.start())
        self.base = f"ws://{host}:{port}"

    def call(self, coroutine: Any, timeout: float = WAIT_S) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self) -> None:
        try:
            self.call(self.server.stop())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)

    def room_json(self, code: str) -> dict[str, Any]:
        """The room's state as its file would hold it now, read on the server's loop."""
        async def read() -> dict[str, Any]:
            room = self.server.lobby.get(code)
            assert room is not None
            async with room.lock:
                return room.to_json()
        data: dict[str, Any] = self.call(read())
        return data


class ServerProcess:
    """`python -m tabletop_desktop.server` as a subprocess (for SIGKILL)."""

    def __init__(self, data: Path, *extra: str) -> None:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tabletop_desktop.server", "--host", "127.0.0.1", "--port",
             "0", "--data", str(data), "--bot-pause", "0", "--think-scale", "0.05",
             "--bot-processes", "0", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        listening = json.loads(line)["listening"]
        self.base = f"ws://{listening['host']}:{listening['port']}"

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(5)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.kill()


class Client:
    """One scripted client on a real socket: every message it received is kept, as text."""

    def __init__(self, base: str, code: str, hello: bool = True,
                 ssl_context: Any = None, headers: dict[str, str] | None = None) -> None:
        self.code = code
        self._stack = contextlib.ExitStack()  # the connection's context, closed by close()
        self.socket: ClientConnection = self._stack.enter_context(connect(f"{base}/room/{code}", open_timeout=WAIT_S,
                                                max_size=None, max_queue=None,
                                                ssl=ssl_context, additional_headers=headers))
        self.received: list[str] = []
        self.n = 0
        self.seats: list[int] = []
        self.tokens: dict[int, str] = {}
        if hello:
            self.send({"type": "hello", "protocol": 2, "client": "test"})
            assert self.expect("welcome")["protocol"] == 2

    def send(self, message: dict[str, Any]) -> None:
        self.socket.send(json.dumps(message))

    def send_text(self, text: str | bytes) -> None:
        self.socket.send(text)

    def recv(self, timeout: float = WAIT_S) -> dict[str, Any]:
        text = self.socket.recv(timeout)
        assert isinstance(text, str)
        self.received.append(text)
        message: dict[str, Any] = json.loads(text)
        if message["type"] == "sync":
            self.seats = list(message["seats_here"])
        return message

    def expect(self, *types: str, timeout: float = WAIT_S) -> dict[str, Any]:
        """The next message of one of `types` (others on the way are kept and skipped)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {types} within {timeout} s")
            message = self.recv(left)
            if message["type"] in types:
                return message
            assert message["type"] != "refused", message

    def drain(self, quiet_s: float = 0.2) -> list[dict[str, Any]]:
        """Every message that arrives until none has for `quiet_s`."""
        got = []
        while True:
            try:
                got.append(self.recv(quiet_s))
            except TimeoutError:
                return got

    def closed(self, timeout: float = WAIT_S) -> bool:
        """True once the server has closed this connection (messages before it are kept)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                self.recv(deadline - time.monotonic())
            except ConnectionClosed:
                return True
            except TimeoutError:
                return False
        return False

    def command(self, kind: str, **fields: Any) -> int:
        self.n += 1
        self.send({"type": kind, "n": self.n, **fields})
        return self.n

    def close(self) -> None:
        self._stack.close()


def create_room(base: str, game_id: str, seats: list[dict[str, Any]],
                options: dict[str, Any] | None = None, code: str | None = None
                ) -> tuple[Client, dict[str, Any]]:
    code = code or new_room_code()
    host = Client(base, code)
    host.send({"type": "create", "game_id": game_id, "options": options or {}, "seats": seats})
    created = host.expect("created")
    for entry in created["seats"]:
        host.tokens[entry["seat"]] = entry["token"]
    host.seats = sorted(host.tokens)
    return host, created


def join(base: str, code: str, name: str) -> Client:
    client = Client(base, code)
    client.send({"type": "join", "name": name})
    joined = client.expect("joined")
    for entry in joined["seats"]:
        client.tokens[entry["seat"]] = entry["token"]
    client.seats = sorted(client.tokens)
    return client


def game_from_file(data: Path, code: str) -> TableGame:
    """The room's game as its file holds it (replayed through the rules)."""
    room = json.loads((data / "rooms" / f"{code}.json").read_text("utf-8"))
    return TableGame(GameRecord.from_json(room["record"]), [s["name"] for s in room["seats"]])


def choose(game: TableGame, seat: int, rng: random.Random) -> dict[str, Any]:
    """A sensible move for `seat` from its own view (the Beginner bot's), as action JSON."""
    view = game.view_for(seat)
    action = bot_worker.choose_fresh(game.info.engine_module, game.info.bot_levels[0].key, view,
                                     rng.randrange(2**32), 0.02)
    return game.engine.action_to_json(action)


def play_to_end(data: Path, code: str, clients: list[Client], rng: random.Random,
                limit_s: float = 25.0, most_moves: int = 3000, stop_after: int | None = None
                ) -> TableGame:
    """The clients play their seats until the game is over (bounded in moves and time), or
    until they have made `stop_after` moves."""
    deadline = time.monotonic() + limit_s
    owner = {seat: client for client in clients for seat in client.seats}
    made = 0
    for _ in range(most_moves):
        assert time.monotonic() < deadline, "the game did not end in time"
        game = game_from_file(data, code)
        if game.is_over() or (stop_after is not None and made >= stop_after):
            return game
        mine = [s for s in game.pending() if s in owner]
        if not mine:
            time.sleep(0.01)  # a bot is thinking
            continue
        seat = mine[0]
        client = owner[seat]
        n = client.command("act", action=choose(game, seat, rng))
        while True:
            answer = client.expect("played", "refused")
            if answer["type"] == "refused":
                # A bot moved in between (Qwixx: everybody decides at once): look again.
                assert answer["code"] in ("not_your_turn", "illegal"), answer
                assert answer.get("n") == n
                break
            if answer["played"]["seat"] == seat:
                made += 1
                break
    raise AssertionError("the game did not end within the moves allowed")
