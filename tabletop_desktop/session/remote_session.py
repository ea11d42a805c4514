"""`RemoteSession`: a table held by a server on another computer, as the game's views see it.

It implements `TableSession` (session/table.py) from the server's messages alone (docs/protocol.md):
the public facts, the views of the seats played at this screen and nothing else, the moves as
this screen may see them. The game's views run on it unchanged. Moves, undos and hints go to the
server; its answers come back as `tableChanged`, `refused` and `hintReady`.

Beyond the views' interface it holds what the game screen shows of a network game: the lobby,
each seat's status (online, reconnecting, left), the connection's state and a sentence for every
refusal and every connection problem, and the log. The connection itself (`RemoteLink`) runs on
its own thread and reconnects by itself; every message crosses to the GUI thread by a queued
signal, so everything here runs on the GUI thread.

A move is never played twice: each request carries a number `n` that only grows, a move on its
way blocks another for the same seat until the table answers, and a move whose connection went
before it was sent is handed back (refused in words), never sent again on the next connection.
After a reconnect the server's `sync` says where the game is, and the table is drawn from it.

When the game is over the server sends its summary (`finished`, built from the whole game, which
only the server holds): it is what `summary()` returns from then on, and it is kept on this
computer as a finished game (storage/records.py `record_network_game`), once per game however
often it comes, counting in the statistics for the people who played here.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tabletop_desktop.engine.core import Action, GameOver, ScoreChanged, Seat, View
from tabletop_desktop.engine.message import Text, with_args
from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.i18n import text
from tabletop_desktop.session.bot_runner import ANIMATION_TIMEOUT_S
from tabletop_desktop.session.remote_codec import BadMessage, RemoteCodec, WireCodec
from tabletop_desktop.session.remote_link import (
    CLOSED,
    CONNECTING,
    CONNECTING_WORDS,
    ONLINE,
    Backoff,
    RemoteLink,
)
from tabletop_desktop.session.remote_words import (
    BAD_MESSAGE,
    EMPTY,
    GAME_OVER,
    HINT_COMING,
    JOINED_LINE,
    LEFT_TABLE,
    LOST_ON_THE_WAY,
    NO_HINT_NOW,
    NOT_AN_ACTION,
    NOT_HERE,
    NOT_HOST,
    NOT_RECORDED,
    NOT_STARTED,
    NOT_YOUR_TURN,
    OFFLINE,
    ON_ITS_WAY,
    SEAT_ONLINE,
    STATUS_LINES,
    UNDO_ON_ITS_WAY,
    refusal_words,
)
from tabletop_desktop.session.table import Played, TableChange, TableFacts, TableSession
from tabletop_desktop.session.view_options import SyncedOptions
from tabletop_desktop.storage import fields
from tabletop_desktop.storage.records import (
    BestMove,
    GameSummary,
    NetworkPlace,
    SeatSummary,
    record_network_game,
)

log = logging.getLogger(__name__)

@dataclass(frozen=True)
class LobbySeat:
    seat: Seat
    name: str
    kind: str  # "here" | "remote" | "bot"
    level: str | None
    status: str  # EMPTY, SEAT_ONLINE, ...


@dataclass(frozen=True)
class Lobby:
    """Who has come to the table before the game starts (and who is still there after)."""

    game_id: str
    seats: tuple[LobbySeat, ...]
    started: bool
    can_start: bool
    host: bool = False  # this computer holds the host's rights (Start, Give to a bot, Cancel)


class RemoteSession(QObject):
    """One table on another computer. Build it, connect it (`join`, `host` or `rejoin`), wait for
    `started`, then hand it to the game's `create_game_view` and call `start()`."""

    # The views' signals (session/table.py).
    tableChanged = Signal(object)  # TableChange
    hintReady = Signal(int, object)  # seat, Advice
    refused = Signal(str)
    handoverNeeded = Signal(int)
    # The game screen's.
    started = Signal()  # the first sync: the table can be shown
    lobbyChanged = Signal(object)  # Lobby
    seatStatusChanged = Signal(int, str)  # seat, status
    connectionChanged = Signal(str, str)  # state (remote_link: CONNECTING, ONLINE, ...), sentence
    tokensChanged = Signal()  # the seats' tokens arrived: keep them to come back later
    logAppended = Signal(str)
    finished = Signal()
    closed = Signal(str)  # the table has ended for this computer, and why
    recorded = Signal(str)  # the finished game's record on this computer: its path
    recordFailed = Signal(str)  # the finished game could not be recorded here: why, in words

    def __init__(self, url: str, codec: RemoteCodec | None = None,
                 backoff: Backoff | None = None, ssl: Any = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self._codec: RemoteCodec = codec or WireCodec()
        self.link = RemoteLink(url, backoff, ssl, self)
        queued = Qt.ConnectionType.QueuedConnection
        self.link.received.connect(self.handle, queued)
        self.link.stateChanged.connect(self._on_link_state, queued)
        self.link.unsent.connect(self._on_unsent, queued)
        self.game_id = ""
        self.info: GameInfo
        self.host_token = ""
        self.tokens: dict[Seat, str] = {}
        self.seats_here: tuple[Seat, ...] = ()
        self.lobby: Lobby | None = None
        self.statuses: dict[Seat, str] = {}
        # Seats taken before the start whose "has come to the table" waits for the lobby that
        # follows: until then the seat bears its placeholder name ("Player 2").
        self._unnamed: set[Seat] = set()
        self.connection_state = CONNECTING
        self.connection_words = text(CONNECTING_WORDS)
        # Notes beside the moves (a seat's connection came or went), each after the move it
        # followed: the log is the moves' lines with the notes among them, and a sync (a
        # reconnect, an undo) keeps them.
        self._notes: list[tuple[int, str]] = []
        # The moves that came while a view animates wait, and are shown one by one when every
        # view is idle: the views draw one change at a time, as at a local table (where the bots
        # wait for them). A view that never says idle again does not hold them for ever.
        self._animating = 0
        self._waiting_moves: deque[dict[str, Any]] = deque()
        self.moves_waited = 0  # how many moves waited for a view to finish (tests read it)
        self._animation_guard = QTimer(self)
        self._animation_guard.setSingleShot(True)
        self._animation_guard.timeout.connect(self._on_animation_timeout)
        self.held: set[str] = set()
        self._facts: TableFacts | None = None
        self._options = SyncedOptions()  # what a sync's views carried, for the moves' views
        self._views: dict[Seat, View] = {}
        self._played: list[Played] = []
        # Each command's number only grows. The server compares them within one connection; they
        # start from the clock, so they grow across a restart of this app as well.
        self._n = int(time.time() * 1000)
        self._moving: dict[Seat, int] = {}  # a move on its way, by seat: its n
        self._undoing: int | None = None
        self._asked: dict[Seat, int] = {}  # hints asked for, by seat
        self._started = False
        self._announcing = False
        self._shown_person: Seat | None = None
        self._finished_reported = False
        self._closed = False
        # The server's summary of the game once it is over, and where it was recorded here.
        self.final_summary: GameSummary | None = None
        self.closed_code = ""  # the server's `closed` code, once it has closed this connection
        self.refused_code = ""  # the last refusal's code (`bad_token`: these seats are gone)
        self.left = False  # this computer's people have left the table for good (`leave`)
        self.record_path: Path | None = None
        self.keeps_records = True  # False: a test or a watcher that keeps no statistics
        self.records_folder: Path | None = None  # None: the app's records folder

    # --- connecting ---------------------------------------------------------------------------
    def join(self, *names: str) -> None:
        """Take a seat offered at this table for each person here, under their names (several
        people may share this computer: pass and play)."""
        self.link.start([{"type": "join", "name": name} for name in names])

    def host(self, game_id: str, options: dict[str, Any], seats: Sequence[dict[str, Any]]) -> None:
        """Set up the table as its host: `seats` as the protocol's create message lists them."""
        self._set_game(game_id)
        self.link.start([{"type": "create", "game_id": game_id, "options": dict(options),
                          "seats": [dict(seat) for seat in seats]}])

    def rejoin(self, tokens: Sequence[str], host_token: str = "") -> None:
        """Come back to a table with the tokens it handed out earlier: the seats' (kept with
        the game in progress), and the host's for the computer that hosts it."""
        self.host_token = host_token
        self.link.start(self._rejoins(tokens))

    def resume_tokens(self) -> list[str]:
        """The tokens that bring this computer back to its seats (the host's first)."""
        if self.host_token:
            return [self.host_token]  # it gives the host's seats back with the host's rights
        return list(dict.fromkeys(self.tokens.values()))

    def _rejoins(self, tokens: Sequence[str]) -> list[dict[str, Any]]:
        return [{"type": "rejoin", "token": token} for token in tokens]

    # --- the host's commands --------------------------------------------------------------------
    def start_game(self) -> bool:
        return self._host_command({"type": "start"})

    def give_to_bot(self, seat: Seat, level: str) -> bool:
        return self._host_command({"type": "give_to_bot", "seat": seat, "level": level})

    def cancel(self) -> bool:
        return self._host_command({"type": "cancel"})

    def _host_command(self, message: dict[str, Any]) -> bool:
        if not self.host_token:
            self.refused.emit(text(NOT_HOST))
            return False
        return self._send(message)

    # --- TableSession -----------------------------------------------------------------------------
    def facts(self) -> TableFacts:
        if self._facts is None:
            raise RuntimeError(NOT_STARTED)
        return self._facts

    def view_for(self, seat: Seat) -> View:
        """Only the seats played at this screen: the server sends no other seat's view."""
        try:
            return self._views[seat]
        except KeyError:
            raise KeyError(f"Seat {seat} is not played at this screen.") from None

    def played(self) -> list[Played]:
        return list(self._played)

    def summary(self) -> GameSummary:
        """The finished game's summary as the server built it (with the game's own counters and
        best move), once it has come; before that the game as this screen knows it: the public
        scores, the winners, the best move by the public score events."""
        if self.final_summary is not None:
            return self.final_summary
        facts = self.facts()
        winners = set(facts.winners)
        seats = []
        for i, seat in enumerate(facts.seats):
            seats.append(SeatSummary(
                seat.name, "bot" if seat.is_bot else "person", seat.bot_level,
                facts.scores[i] if i < len(facts.scores) else 0, i in winners,
                facts.hints[i] if i < len(facts.hints) else 0))
        best: BestMove | None = None
        for move in self._played:
            points = sum(e.delta for e in move.events
                         if isinstance(e, ScoreChanged) and e.seat == move.action.seat)
            if points > (best.points if best else 0):
                mover = move.action.seat
                best = BestMove(mover, facts.names[mover], points, move.line)
        reason = facts.end_reason or next(
            (e.reason for move in reversed(self._played) for e in move.events
             if isinstance(e, GameOver)), "")
        return GameSummary(facts.game_id, seats, best, facts.move_count, {}, reason,
                           facts.practice)

    def hints_used(self) -> list[int]:
        """Hints each seat asked for (the table's count), as a local game's session tells them."""
        facts = self._facts
        return list(facts.hints) if facts is not None else []

    def submit(self, action: Action) -> bool:
        reason = self._move_problem(action)
        if reason is None:
            try:
                data = self._codec.action(self.game_id, action)
            except Exception:  # noqa: BLE001 - a field of the wrong type may fail in any way
                reason = NOT_AN_ACTION
        if reason is not None:
            self.refused.emit(text(reason))
            return False
        n = self._next_n()
        if not self._send({"type": "act", "n": n, "action": data}):
            return False
        self._moving[action.seat] = n
        return True

    def _move_problem(self, action: Action) -> str | None:
        if not isinstance(action, Action):
            return NOT_AN_ACTION
        facts = self._facts
        if facts is None or self._closed:
            return NOT_STARTED
        if facts.over:
            return GAME_OVER
        if action.seat not in self.seats_here:
            return NOT_HERE
        if action.seat not in facts.pending:
            return NOT_YOUR_TURN
        if action.seat in self._moving:
            return ON_ITS_WAY
        return None

    def undo(self) -> bool:
        facts = self._facts
        if facts is None or not facts.can_undo:
            self.refused.emit(text(facts.undo_words) if facts is not None else text(NOT_STARTED))
            return False
        if self._undoing is not None:
            self.refused.emit(text(UNDO_ON_ITS_WAY))
            return False
        n = self._next_n()
        if not self._send({"type": "undo", "n": n}):
            return False
        self._undoing = n
        return True

    def ask_hint(self, seat: Seat) -> bool:
        facts = self._facts
        if (facts is None or facts.over or seat not in self.seats_here
                or seat not in facts.pending or self._closed):
            self.refused.emit(text(NO_HINT_NOW))
            return False
        if seat in self._asked:
            self.refused.emit(text(HINT_COMING))
            return False
        n = self._next_n()
        if not self._send({"type": "hint", "n": n, "seat": seat}):
            return False
        self._asked[seat] = n
        return True

    def set_animating(self, busy: bool) -> None:
        """A view animates: the next move that comes waits until every view is idle (the bots
        play on the server; this screen's animations only pace what it draws)."""
        if busy:
            self._animating += 1
            self._animation_guard.start(round(ANIMATION_TIMEOUT_S * 1000))
            return
        self._animating = max(0, self._animating - 1)
        if not self._animating:
            self._animation_guard.stop()
            # Not from inside the view's own handler: the next change comes from the event loop.
            QTimer.singleShot(0, self._show_waiting_moves)

    @property
    def animating(self) -> bool:
        return self._animating > 0

    def _on_animation_timeout(self) -> None:
        log.warning("A view stayed busy for %.0f s; the table goes on.", ANIMATION_TIMEOUT_S)
        self._animating = 0
        self._show_waiting_moves()

    def _show_waiting_moves(self) -> None:
        while self._waiting_moves and not self._animating and not self._closed:
            self._handle_now(self._waiting_moves.popleft())

    def hold_bots(self, reason: str, held: bool) -> None:
        """The server's bots do not wait for one screen's reading (the other players would
        wait too); the hold is kept here so the screen knows what covers the table."""
        if held:
            self.held.add(reason)
        else:
            self.held.discard(reason)

    # --- the game screen's ------------------------------------------------------------------------
    def start(self) -> None:
        """The game screen is built: pass and play here may cover the table from now on."""
        if self._announcing:
            return
        self._announcing = True
        self._announce_turn()
        self._report_finished()

    def is_started(self) -> bool:
        return self._started

    def can_show_table(self) -> bool:
        """Whether a game view can be built on this session: the server sends views of this
        computer's own seats only, so a host that holds no seat (every seat a bot or a player
        elsewhere) follows the game by its lobby, facts and log, not by a table."""
        return self._started and bool(self.seats_here)

    def names(self) -> list[str]:
        if self._facts is not None:
            return self._facts.names
        return [seat.name for seat in self.lobby.seats] if self.lobby else []

    def seat_status(self, seat: Seat) -> str:
        return self.statuses.get(seat, EMPTY)

    def leave(self) -> bool:
        """This computer's people go for good: the table is told (`leave`: before the start
        their seats open again for others; after it they are "left" at once, so the host may
        give them to a bot), then the connection ends. False when there is no connection (the
        seats then become "left" after a while all the same)."""
        self._closed = self.left = True  # the person chose it: no "the table has ended"
        told = self.link.send_last({"type": "leave"})
        if not told:
            self.link.close()
        return told

    def close(self) -> None:
        """Leave the table (the seat stays the person's: `resume_token` brings them back)."""
        self._closed = True
        if not self.left:  # after `leave` the link ends by itself once the table has it
            self.link.close()

    # --- the server's messages --------------------------------------------------------------------
    def handle(self, message: object) -> None:
        """One message from the server (on the GUI thread). A message that cannot be read is
        said in words and changes nothing."""
        if not isinstance(message, dict) or self._closed:
            return
        kind = message.get("type")
        # The summary after the last move waits behind it: it is believed only once the table
        # shown here is over.
        if (kind == "played" and (self._animating or self._waiting_moves)
                or kind == "finished" and self._waiting_moves):
            self._waiting_moves.append(message)
            self.moves_waited += kind == "played"
            return
        if kind == "sync":
            self._waiting_moves.clear()  # the sync holds every move
        self._handle_now(message)

    def _handle_now(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        handler = {
            "created": self._on_created, "joined": self._on_joined, "lobby": self._on_lobby,
            "sync": self._on_sync, "played": self._on_played, "hint": self._on_hint,
            "seat_status": self._on_seat_status, "refused": self._on_refused,
            "closed": self._on_closed, "finished": self._on_finished,
        }.get(kind if isinstance(kind, str) else "")
        if handler is None:
            return  # welcome, pong, and what a later version adds
        try:
            handler(message)
        except (BadMessage, KeyError, TypeError, ValueError, IndexError, LookupError) as exc:
            log.warning("A %s message could not be read: %s", kind, exc)
            self.refused.emit(text(with_args(BAD_MESSAGE, why=f"a {kind} message: {exc}")))

    def _on_created(self, message: dict[str, Any]) -> None:
        self.host_token = _text(message["host_token"])
        self._take_tokens(message.get("seats", []))

    def _on_joined(self, message: dict[str, Any]) -> None:
        self._take_tokens(message["seats"])

    def _take_tokens(self, seats: Any) -> None:
        for entry in _list(seats):
            self.tokens[_seat(entry["seat"])] = _text(entry["token"])
        if self.resume_tokens():
            self.link.set_resume(self._rejoins(self.resume_tokens()))
        self.tokensChanged.emit()

    def _on_lobby(self, message: dict[str, Any]) -> None:
        game_id = _text(message["game_id"])
        seats = tuple(
            LobbySeat(_seat(s["seat"]), _text(s.get("name", "")), _text(s.get("kind", "")),
                      s.get("level") if isinstance(s.get("level"), str) else None,
                      _text(s.get("status", EMPTY)))
            for s in _list(message["seats"]))
        self._set_game(game_id)
        self.lobby = Lobby(game_id, seats, bool(message.get("started")),
                           bool(message.get("can_start")), bool(message.get("host")))
        for seat in seats:
            self._set_status(seat.seat, seat.status, note=False)
            if seat.seat in self._unnamed and seat.status == SEAT_ONLINE and seat.name:
                self._unnamed.discard(seat.seat)
                if seat.seat not in self.tokens:
                    self._note(with_args(JOINED_LINE, name=seat.name))
        self.lobbyChanged.emit(self.lobby)

    def _on_sync(self, message: dict[str, Any]) -> None:
        """Everything, from the start (or after a reconnect or an undo): the table is rebuilt."""
        seats_here = tuple(sorted(_seat(s) for s in _list(message["seats_here"])))
        facts = self._codec.facts(self.game_id or _game_id_of(message), message["facts"])
        self._set_game(facts.game_id)
        views = self._views_of(message["views"], seats_here)
        played = [self._codec.played(self.game_id, p) for p in _list(message["played"])]
        self.seats_here = seats_here
        self._facts = self._local_facts(facts)
        self._views = views
        self._played = played
        self._moving.clear()
        self._undoing = None
        self._asked.clear()
        first = not self._started
        self._started = True
        if first:
            self.started.emit()
        self.tableChanged.emit(TableChange("reset", self._facts))
        self._announce_turn()
        self._report_finished()

    def _on_played(self, message: dict[str, Any]) -> None:
        if self._facts is None:
            return  # a move before the first sync: the sync brings it
        facts = self._local_facts(self._codec.facts(self.game_id, message["facts"]))
        if facts.move_count <= self._facts.move_count:
            return  # already shown (it came with a sync)
        # The options come with a sync only (a Quiddler game's own word list can be 200 kB):
        # a move's facts keep the ones the table was started with.
        facts = replace(facts, options=self._facts.options)
        played = self._codec.played(self.game_id, message["played"])
        views = self._views_of(message.get("views", {}), self.seats_here)
        self._facts = facts
        self._views.update(views)
        self._played.append(played)
        self._moving.pop(played.action.seat, None)
        self._undoing = None
        self._asked.clear()  # the hint was for the position that has gone
        self.logAppended.emit(played.line)
        self.tableChanged.emit(TableChange("played", facts, played))
        self._announce_turn()
        self._report_finished()

    def _on_hint(self, message: dict[str, Any]) -> None:
        seat = _seat(message["seat"])
        if self._asked.pop(seat, None) is None:
            return  # the position it was for has gone
        advice = self._codec.advice(self.game_id, message["advice"])
        self.hintReady.emit(seat, replace(advice, words=text(advice.words)))

    def _on_seat_status(self, message: dict[str, Any]) -> None:
        seat, status = _seat(message["seat"]), _text(message["status"])
        if self._facts is None and self.statuses.get(seat) == EMPTY and status == SEAT_ONLINE:
            self._unnamed.add(seat)
            self._set_status(seat, status, note=False)
            return
        self._set_status(seat, status, note=True)

    def _on_refused(self, message: dict[str, Any]) -> None:
        n = message.get("n")
        if isinstance(n, int):
            for seat, pending in list(self._moving.items()):
                if pending == n:
                    del self._moving[seat]
            if self._undoing == n:
                self._undoing = None
            for seat, pending in list(self._asked.items()):
                if pending == n:
                    del self._asked[seat]
        code = message.get("code")
        self.refused_code = code if isinstance(code, str) else ""
        self.refused.emit(refusal_words(message))

    def _on_finished(self, message: dict[str, Any]) -> None:
        """The server's summary of the game that ended: kept, and recorded on this computer once
        (the room code and the server's game id name the game)."""
        if self._facts is None or not self._facts.over:
            return  # a summary before the end (or before the table) is not believed
        try:
            summary = GameSummary.from_json(message["summary"])
        except ValueError as exc:  # fields.Invalid
            raise BadMessage(f"its summary is garbled ({exc})") from None
        if summary.game_id != self.game_id or len(summary.seats) != len(self._facts.seats):
            raise BadMessage("its summary is of another game")
        summary.practice = False  # a network game is never practice
        room, game_uid = _text(message["room"]).strip(), _text(message["game"]).strip()
        if not room or not game_uid or len(room) > 64 or len(game_uid) > 64:
            raise BadMessage("it does not name its table")
        place = NetworkPlace(room, game_uid, tuple(self.seats_here))
        self.final_summary = summary
        if not self.keeps_records or self.record_path is not None:
            return
        started = fields.lenient_time(message.get("started"), datetime.now(UTC))
        try:
            self.record_path = record_network_game(summary, place, started, self.records_folder)
        except (OSError, ValueError) as exc:
            log.warning("The network game could not be recorded: %s", exc)
            self.recordFailed.emit(text(with_args(NOT_RECORDED, why=str(exc))))
            return
        self.recorded.emit(str(self.record_path))

    def _on_closed(self, message: dict[str, Any]) -> None:
        """The server closes this connection. For good (the host cancelled, the seat went to a
        bot) the link stops and says so by its state; a restart of the server (`shutdown`) is
        only a pause: the link connects again by itself."""
        code = message.get("code")
        self.closed_code = code if isinstance(code, str) else ""
        reason = message.get("reason")
        if isinstance(reason, str) and reason:
            self._note(reason)

    # --- the link's news --------------------------------------------------------------------------
    def _on_link_state(self, state: str, words: str) -> None:
        self.connection_state, self.connection_words = state, words
        self.connectionChanged.emit(state, words)
        if state == CLOSED and not self._closed:
            self.closed.emit(words)

    def _on_unsent(self, message: object) -> None:
        if not isinstance(message, dict):
            return
        n = message.get("n")
        kind = message.get("type")
        if kind == "act":
            self._moving = {s: m for s, m in self._moving.items() if m != n}
            self.refused.emit(text(LOST_ON_THE_WAY))
        elif kind == "undo" and self._undoing == n:
            self._undoing = None
        elif kind == "hint":
            self._asked = {s: m for s, m in self._asked.items() if m != n}

    # --- helpers ----------------------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> bool:
        if self._closed or not self.link.send(message):
            gone = self._closed or self.connection_state == CLOSED
            self.refused.emit(text(with_args(LEFT_TABLE, why=self.connection_words) if gone
                                   else OFFLINE))
            return False
        return True

    def _next_n(self) -> int:
        self._n += 1
        return self._n

    def _set_game(self, game_id: str) -> None:
        if self.game_id and game_id != self.game_id:
            raise BadMessage(f"the table plays {self.game_id}, not {game_id}")
        if not self.game_id:
            self.info = game(game_id)  # LookupError for a game this app does not know
            self.game_id = game_id

    def _views_of(self, data: Any, seats_here: tuple[Seat, ...]) -> dict[Seat, View]:
        """The views of this screen's seats, sent as {"seat": view} or [{seat, view}]."""
        if isinstance(data, dict):
            pairs = [(_seat(int(k)), v) for k, v in data.items()]
        else:
            pairs = [(_seat(e["seat"]), e["view"]) for e in _list(data)]
        views = {}
        for seat, encoded in pairs:
            if seat not in seats_here:
                raise BadMessage(f"a view of seat {seat}, which is not played here")
            # A move's views leave out the game's options (docs/protocol.md): the sync's.
            view = self._codec.view(self.game_id, self._options.complete(encoded))
            if view.seat != seat:
                raise BadMessage(f"the view of seat {view.seat} came as seat {seat}'s")
            views[seat] = view
        return views

    def _local_facts(self, facts: TableFacts) -> TableFacts:
        """The facts as this screen sees them: its own people are the ones at this screen."""
        seats = tuple(
            replace(seat, at_this_screen=(i in self.seats_here and not seat.is_bot))
            for i, seat in enumerate(facts.seats))
        return replace(facts, seats=seats)

    def _set_status(self, seat: Seat, status: str, note: bool) -> None:
        before = self.statuses.get(seat)
        if before == status:
            return
        self.statuses[seat] = status
        self.seatStatusChanged.emit(seat, status)
        names = self.names()
        if note and before is not None and status in STATUS_LINES and seat < len(names) \
                and seat not in self.seats_here:
            line = JOINED_LINE if before == EMPTY and status == SEAT_ONLINE else STATUS_LINES[status]
            self._note(with_args(line, name=names[seat]))

    @property
    def log(self) -> list[str]:
        """The game's log as this screen shows it: every move's line, and the notes among them."""
        lines: list[str] = []
        notes = sorted(self._notes, key=lambda note: note[0])
        k = 0
        for index, played in enumerate(self._played):
            while k < len(notes) and notes[k][0] <= index:
                lines.append(notes[k][1])
                k += 1
            lines.append(played.line)
        lines.extend(line for _, line in notes[k:])
        return lines

    def _note(self, line: Text) -> None:
        self._notes.append((len(self._played), line))
        self.logAppended.emit(text(line))

    def _announce_turn(self) -> None:
        """Pass and play at this screen: cover the table when the next person here must act."""
        if not self._announcing or self._facts is None or self._facts.over:
            return
        persons = self._facts.screen_seats
        if len(persons) < 2 or not self.info.hidden_pieces:
            return
        pending = [s for s in self._facts.pending if s in persons]
        if pending and pending[0] != self._shown_person:
            self._shown_person = pending[0]
            self.handoverNeeded.emit(pending[0])

    def _report_finished(self) -> None:
        if (self._announcing and self._facts is not None and self._facts.over
                and not self._finished_reported):
            self._finished_reported = True
            self.finished.emit()

    @property
    def online(self) -> bool:
        return self.connection_state == ONLINE


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise BadMessage("a text field is not text")
    return value


def _seat(value: Any) -> Seat:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 64:
        raise BadMessage("a seat is not a seat number")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise BadMessage("a list field is not a list")
    return value


def _game_id_of(message: dict[str, Any]) -> str:
    facts = message.get("facts")
    if isinstance(facts, dict) and isinstance(facts.get("game_id"), str):
        return str(facts["game_id"])
    raise BadMessage("the sync does not say which game it is")


def _is_a_table_session(session: RemoteSession) -> TableSession:
    """For the type checker: a RemoteSession is a TableSession (views take it unchanged)."""
    return session
