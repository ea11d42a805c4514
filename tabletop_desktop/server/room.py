"""`Room`: one table on the server: its game, its seats and who holds them, and its bots.

Every change of a room takes its lock, changes the game or the seats, waits until the room's file
is on disk, and only then tells the connections: so what a client was told is never lost by a
kill of the server, and two moves of one room never interleave. Rooms share nothing but the bots'
executors, so one room's trouble never reaches another.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from tabletop_desktop.engine.core import Action, Advice, Seat
from tabletop_desktop.engine.message import translate
from tabletop_desktop.engine.replay import GameRecord
from tabletop_desktop.server.bot_player import BotPlayer
from tabletop_desktop.server.codes import new_token, token_hash, token_matches
from tabletop_desktop.server.finished_summary import finished_message
from tabletop_desktop.server.protocol import Refusal, clean_name
from tabletop_desktop.server.room_store import RoomStore
from tabletop_desktop.server.seat_places import Member, SeatPlace, host_places, saved_places
from tabletop_desktop.server.table_game import TableGame, bot_seed
from tabletop_desktop.server.table_messages import SeatShown, TableMessages

log = logging.getLogger(__name__)

RECONNECT_S = 60.0  # a dropped seat is "reconnecting" this long, then "left"
NO_HINT_FOUND = translate("server", "No hint could be found this time.")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Room:
    def __init__(self, code: str, game: TableGame, places: list[SeatPlace], host_hash: str,
                 store: RoomStore, bots: BotPlayer, bot_pause_s: float, *,
                 started: bool = False, hints: list[int] | None = None, created: str = "",
                 game_uid: str = "",
                 on_closed: Callable[[Room], None] | None = None) -> None:
        self.code = code
        self.game = game
        self.messages = TableMessages(game)
        self.places = places
        self.host_hash = host_hash
        self.store = store
        self.bots = bots
        self.bot_pause_s = bot_pause_s
        self.started = started
        self.hints = (list(hints or []) + [0] * len(places))[:len(places)]
        self.created = created or _now()
        # The game's own id at this server: with the room code it names the game in each
        # computer's records, so a game told twice (a reconnect after the end) is kept once.
        # A room saved before it had one gets one from its code and its start, the same at
        # every restart.
        self.game_uid = game_uid or hashlib.sha256(
            f"{code}:{self.created}".encode()).hexdigest()[:16]
        self._finished: dict[str, Any] | None = None  # the `finished` message, once built
        self.on_closed = on_closed
        self.members: set[Member] = set()
        self.lock = asyncio.Lock()
        self.closed = False
        self._epoch = 0  # moves on at every undo and seat change: answers to older positions drop
        self._asking: set[Seat] = set()
        self._hinting: set[Seat] = set()
        self._tasks: set[asyncio.Task[None]] = set()

    # --- making and loading ------------------------------------------------------------------------
    @classmethod
    def create(cls, code: str, game_id: str, options: dict[str, Any], seats: list[Any],
               store: RoomStore, bots: BotPlayer, bot_pause_s: float,
               on_closed: Callable[[Room], None] | None = None) -> tuple[Room, str, list[tuple[Seat, str]]]:
        """A new room for the host's `create`; its host token and the tokens of its here seats."""
        from tabletop_desktop.engine.registry import game as game_info

        try:
            info = game_info(game_id)
            info.engine()
        except (KeyError, LookupError):
            raise Refusal("bad_game") from None
        places = host_places(info, seats)
        record = GameRecord(game_id, secrets.randbits(63), len(places), dict(options))
        try:
            table = TableGame(record, [p.name for p in places])
        except (ValueError, TypeError, KeyError) as exc:
            raise Refusal("bad_options", str(exc) or None) from None
        host_token = new_token()
        here: list[tuple[Seat, str]] = []
        for seat, place in enumerate(places):
            if place.kind == "here":
                token = new_token()
                place.token_hash = token_hash(token)
                here.append((seat, token))
        room = cls(code, table, places, token_hash(host_token), store, bots, bot_pause_s,
                   game_uid=secrets.token_hex(8), on_closed=on_closed)
        return room, host_token, here

    @classmethod
    def load(cls, data: dict[str, Any], store: RoomStore, bots: BotPlayer, bot_pause_s: float,
             on_closed: Callable[[Room], None] | None = None) -> Room:
        """A room from its file: the record replayed through the rules (ValueError if it fails)."""
        record = GameRecord.from_json(data.get("record"))
        places = saved_places(data.get("seats"), record.seat_count)
        host_hash, hints = data.get("host_token_sha256"), data.get("hints", [])
        game_uid = data.get("game_uid", "")
        if not isinstance(game_uid, str) or len(game_uid) > 64:
            raise ValueError("the game's id is not right")
        if not isinstance(host_hash, str):
            raise ValueError("the host's token is missing")
        if not isinstance(hints, list) or not all(isinstance(h, int) for h in hints):
            raise ValueError("the hints are not right")
        table = TableGame(record, [p.name for p in places])
        room = cls(str(data["code"]), table, places, host_hash, store, bots, bot_pause_s,
                   started=bool(data.get("started")), hints=hints,
                   created=str(data.get("created", "")), game_uid=game_uid,
                   on_closed=on_closed)
        gone = time.monotonic()
        for seat, place in enumerate(places):
            if place.kind != "bot" and place.token_hash is not None:
                place.gone_since = gone  # everybody reconnects after a restart
                room._later_left(seat, gone)
        return room

    def to_json(self) -> dict[str, Any]:
        return {"record": self.game.record().to_json(), **self._file_rest()}

    def _file_rest(self) -> dict[str, Any]:
        """The room's file but the game's record (which `save` joins from its kept parts)."""
        return {
            "seats": [p.to_json() for p in self.places],
            "host_token_sha256": self.host_hash,
            "started": self.started,
            "hints": list(self.hints),
            "created": self.created,
            "game_uid": self.game_uid,
            "updated": _now(),
        }

    async def save(self) -> None:
        await self.store.save(self.code, self._file_rest(), self.game.record_text())

    # --- seats and statuses --------------------------------------------------------------------------
    def status(self, seat: Seat) -> str:
        place = self.places[seat]
        if place.kind == "bot":
            return "bot"
        if place.holder is not None:
            return "online"
        if place.token_hash is None:
            return "empty"
        if place.gone_since is not None and time.monotonic() - place.gone_since >= RECONNECT_S:
            return "left"
        return "reconnecting"

    def can_start(self) -> bool:
        return not self.started and all(
            p.kind != "remote" or p.token_hash is not None for p in self.places)

    def shown(self) -> list[SeatShown]:
        info = self.game.info
        return [SeatShown(p.name, info.bot_level(p.level or info.bot_levels[0].key).name
                          if p.kind == "bot" else None) for p in self.places]

    def lobby_for(self, member: Member) -> dict[str, Any]:
        return {
            "type": "lobby",
            "game_id": self.game.game_id,
            "seats": [{"seat": i, "name": p.name, "kind": p.kind, "level": p.level,
                       "status": self.status(i)} for i, p in enumerate(self.places)],
            "started": self.started,
            "can_start": self.can_start(),
            "host": member.is_host,
        }

    def _take(self, member: Member, seat: Seat) -> None:
        """`member` holds `seat` now; a connection that held it before loses it."""
        place = self.places[seat]
        old = place.holder
        if old is not None and old is not member:
            old.seats.discard(seat)
            old.send({"type": "seat_status", "seat": seat, "status": "online"})
            if not old.seats and not old.is_host:
                old.close("seat_taken")
        place.holder, place.gone_since = member, None
        member.seats.add(seat)

    def add_member(self, member: Member) -> None:
        self.members.add(member)

    def drop_member(self, member: Member) -> None:
        """A connection went away: its seats are reconnecting (and later left)."""
        self.members.discard(member)
        if self.closed:
            return
        gone = time.monotonic()
        changed = False
        for seat in sorted(member.seats):
            place = self.places[seat]
            if place.holder is member:
                place.holder, place.gone_since = None, gone
                self._later_left(seat, gone)
                self._tell_status(seat)
                changed = True
        if changed:
            self.tell_lobby()

    def leave(self, member: Member) -> None:
        """The person says they go for good: before the start their seat is open again for
        someone else; after it the seat is "left" at once (not "reconnecting" for a minute), so
        the host may give it to a bot straight away. The seat's token still works: a person who
        changes their mind comes back as after a dropped connection."""
        gone = time.monotonic() - RECONNECT_S
        seats = sorted(s for s in member.seats if self.places[s].holder is member)
        member.seats.clear()
        self.members.discard(member)
        if self.closed:
            return
        for seat in seats:
            place = self.places[seat]
            place.holder, place.gone_since = None, gone
            if not self.started and place.kind == "remote":
                place.token_hash, place.gone_since = None, None
                place.name = self.game.names[seat] = place.open_name
            self._tell_status(seat)
        if seats:
            self.tell_lobby()
            self._spawn(self.save())

    def _later_left(self, seat: Seat, gone: float) -> None:
        def check() -> None:
            place = self.places[seat]
            if not self.closed and place.holder is None and place.gone_since == gone:
                self._tell_status(seat)
                self.tell_lobby()

        try:
            asyncio.get_running_loop().call_later(RECONNECT_S + 0.05, check)
        except RuntimeError:
            pass  # no loop (a test loading a room by hand): the status is computed when asked

    def _tell_status(self, seat: Seat) -> None:
        message = {"type": "seat_status", "seat": seat, "status": self.status(seat)}
        for member in list(self.members):
            member.send(message)

    def tell_lobby(self) -> None:
        for member in list(self.members):
            member.send(self.lobby_for(member))

    def tell_sync(self, members: Iterable[Member] | None = None) -> None:
        shown = self.shown()
        for member in list(self.members if members is None else members):
            if member.seats or member.is_host:
                member.send(self.messages.sync(sorted(member.seats), shown, self.hints))
                self._tell_finished(member)

    def _tell_played(self) -> None:
        shown = self.shown()
        for member in list(self.members):
            if member.seats or member.is_host:
                member.send(self.messages.played(sorted(member.seats), shown, self.hints))
                self._tell_finished(member)

    def _tell_finished(self, member: Member) -> None:
        """After the last move (and with every sync after it) the game's summary: each computer
        keeps it as a finished game of its own, once."""
        if not self.game.is_over():
            return
        if self._finished is None:
            kinds = [(p.kind, p.level) for p in self.places]
            try:
                self._finished = finished_message(self.code, self.game_uid, self.created,
                                                  self.game, kinds, self.hints)
            except Exception as exc:  # noqa: BLE001 - the table has ended all the same
                log.error("Room %s: the finished game could not be summarised: %s", self.code, exc)
                return
        member.send(self._finished)

    # --- the messages of a connection ---------------------------------------------------------------
    async def join(self, member: Member, raw_name: str) -> tuple[Seat, str]:
        name = clean_name(raw_name)
        if name is None:
            raise Refusal("bad_name")
        async with self.lock:
            self._open()
            if self.started:
                raise Refusal("already_started")
            seat = next((i for i, p in enumerate(self.places)
                         if p.kind == "remote" and p.token_hash is None), None)
            if seat is None:
                raise Refusal("room_full")
            token = new_token()
            place = self.places[seat]
            place.name, place.token_hash = name, token_hash(token)
            self.game.names[seat] = name
            self._take(member, seat)
            await self.save()
        self.add_member(member)
        member.send({"type": "joined", "seats": [{"seat": seat, "token": token}]})
        self._tell_status(seat)
        self.tell_lobby()
        return seat, token

    async def rejoin(self, member: Member, token: str) -> list[Seat]:
        """The seats (or host's rights) `token` gives back; Refusal("bad_token") for none."""
        async with self.lock:
            self._open()
            if token_matches(token, self.host_hash):
                member.is_host = True
                seats = [i for i, p in enumerate(self.places) if p.kind == "here"]
                for other in list(self.members):
                    if other is not member and other.is_host:
                        other.is_host = False
            else:
                seats = [i for i, p in enumerate(self.places)
                         if p.kind != "bot" and token_matches(token, p.token_hash)]
                if not seats:
                    raise Refusal("bad_token")
            for seat in seats:
                self._take(member, seat)
        self.add_member(member)
        member.send({"type": "joined", "seats": [{"seat": s, "token": token} for s in seats]})
        for seat in seats:
            self._tell_status(seat)
        self.tell_lobby()
        if self.started:
            self.tell_sync([member])
        return seats

    def become_host(self, member: Member, here: list[tuple[Seat, str]]) -> None:
        """The creating connection: the host's rights and the here seats."""
        member.is_host = True
        for seat, _ in here:
            self._take(member, seat)
        self.add_member(member)

    async def start(self, member: Member) -> None:
        self._host_only(member)
        async with self.lock:
            self._open()
            if self.started:
                raise Refusal("already_started")
            if not self.can_start():
                raise Refusal("cannot_start")
            self.started = True
            await self.save()
        self.tell_lobby()
        self.tell_sync()
        self.want_bots()

    async def give_to_bot(self, member: Member, seat: Seat, level: str) -> None:
        self._host_only(member)
        if not 0 <= seat < len(self.places):
            raise Refusal("no_such_seat")
        if level not in {lv.key for lv in self.game.info.bot_levels}:
            raise Refusal("bad_level")
        async with self.lock:
            self._open()
            place = self.places[seat]
            if place.kind != "remote":
                raise Refusal("bot_seat")
            old = place.holder
            place.kind, place.level, place.token_hash = "bot", level, None
            place.holder, place.gone_since = None, None
            self._epoch += 1
            self._hinting.discard(seat)
            await self.save()
        if old is not None:
            old.seats.discard(seat)
            if not old.seats and not old.is_host:
                old.close("seat_taken")
        self._tell_status(seat)
        self.tell_lobby()
        if self.started:
            self.tell_sync()
            self.want_bots()

    async def cancel(self, member: Member) -> None:
        self._host_only(member)
        async with self.lock:
            self._open()
            self.closed = True
            await asyncio.to_thread(self.store.remove, self.code)
        for other in list(self.members):
            other.close("cancelled")
        self.members.clear()
        if self.on_closed is not None:
            self.on_closed(self)

    async def act(self, member: Member, n: int, data: dict[str, Any]) -> None:
        self._command(member, n)
        action = self.game.read_action(data)
        async with self.lock:
            self._open()
            self.game.check(action, member.seats)
            await self._play(action)

    async def undo(self, member: Member, n: int) -> None:
        self._command(member, n)
        async with self.lock:
            self._open()
            if self.game.is_over():
                raise Refusal("game_over")
            problem = self.game.undo_problem(member.seats)
            if problem is not None:
                raise Refusal("undo_refused", problem)
            self.game.undo()
            self._new_position()
            await self.save()
        self.tell_sync()
        self.want_bots()

    async def hint(self, member: Member, n: int, seat: Seat) -> None:
        self._command(member, n)
        if not 0 <= seat < len(self.places):
            raise Refusal("no_such_seat")
        if seat not in member.seats:
            raise Refusal("not_your_seat")
        if self.game.is_over():
            raise Refusal("game_over")
        if seat not in self.game.pending():
            raise Refusal("hint_refused")
        if seat in self._hinting:
            raise Refusal("hint_busy")
        self._hinting.add(seat)
        self._spawn(self._find_hint(member, seat, self._epoch, len(self.game.history)))

    # --- helpers of the commands -------------------------------------------------------------------
    def _open(self) -> None:
        if self.closed:
            raise Refusal("no_such_room")

    @staticmethod
    def _host_only(member: Member) -> None:
        if not member.is_host:
            raise Refusal("not_host")

    def _command(self, member: Member, n: int) -> None:
        """A game command's common checks: a seat, a started game, a growing `n`."""
        if not member.seats and not member.is_host:
            raise Refusal("not_joined")
        if member.last_n is not None and n <= member.last_n:
            raise Refusal("replayed")
        member.last_n = n
        if not self.started:
            raise Refusal("not_started")

    def _new_position(self) -> None:
        self._epoch += 1
        self._asking.clear()
        self._hinting.clear()

    async def _play(self, action: Action) -> None:
        """Play a checked action (the lock held): the file first, then every connection."""
        self.game.play(action)
        self._hinting.clear()
        await self.save()
        self._tell_played()
        self.want_bots()

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- bots -------------------------------------------------------------------------------------
    def want_bots(self) -> None:
        """Ask the bots whose seats must act now (each seat once at a time)."""
        if not self.started or self.closed or self.game.is_over():
            return
        for seat in self.game.pending():
            if self.places[seat].kind == "bot" and seat not in self._asking:
                self._asking.add(seat)
                self._spawn(self._bot_turn(seat, self._epoch))

    async def _bot_turn(self, seat: Seat, epoch: int) -> None:
        if self.bot_pause_s > 0:
            await asyncio.sleep(self.bot_pause_s)
        if self._stale(seat, epoch):
            self._asking.discard(seat)
            return
        game, info = self.game, self.game.info
        level = info.bot_level(self.places[seat].level or info.bot_levels[0].key)
        seed = bot_seed(game.seed, len(game.history), seat)
        action: Action | None
        try:
            action = await self.bots.choose(info.engine_module, level.key, level.heavy,
                                            game.view_for(seat), seed, level.think_seconds)
        except Exception as exc:  # noqa: BLE001 - a bot's failure must not stop the room
            log.error("Room %s: the bot at seat %d failed: %s", self.code, seat, exc)
            action = None
        async with self.lock:
            if epoch == self._epoch:
                self._asking.discard(seat)
            if self._stale(seat, epoch):
                return
            if action is None or action.seat != seat or self._refused(action):
                legal = game.state.legal_actions(seat)
                if not legal:
                    return
                action = legal[0]
            await self._play(action)

    def _stale(self, seat: Seat, epoch: int) -> bool:
        return (self.closed or epoch != self._epoch or self.places[seat].kind != "bot"
                or self.game.is_over() or seat not in self.game.pending())

    def _refused(self, action: Action) -> bool:
        try:
            self.game.check(action, {action.seat})
        except Refusal:
            return True
        return False

    async def _find_hint(self, member: Member, seat: Seat, epoch: int, index: int) -> None:
        game = self.game
        seed = bot_seed(game.seed ^ 0x5EED, index, seat)
        try:
            advice = await self.bots.advise(game.info.engine_module, game.view_for(seat), seed)
            counted = True
        except Exception as exc:  # noqa: BLE001 - answered all the same, so the client stops waiting
            log.error("Room %s: the hint for seat %d failed: %s", self.code, seat, exc)
            advice, counted = Advice(NO_HINT_FOUND), False
        async with self.lock:
            self._hinting.discard(seat)
            # Advice for a position that has gone is dropped (as in a local game).
            if (self.closed or epoch != self._epoch or len(game.history) != index
                    or seat not in member.seats):
                return
            if counted:
                self.hints[seat] += 1
                await self.save()
        member.send(self.messages.hint(seat, advice))

    def shutdown(self) -> None:
        for task in list(self._tasks):
            task.cancel()
