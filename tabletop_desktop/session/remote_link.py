"""`RemoteLink`: the websocket connection to a table on another computer, off the GUI thread.

The connection runs in an asyncio loop on its own Python thread, so a slow network never stalls
the window. What arrives crosses to the GUI thread by Qt signals (queued: the receiver lives
there); what the GUI sends goes into the loop with `call_soon_threadsafe`.

It connects by itself again when the connection drops, after a pause that doubles each time
(with jitter, so the clients of a restarted server do not all knock at once), and on each new
connection says `hello` and then the resume message its owner set last (`join` the first time,
`rejoin {token}` once the server has handed out a token). A message queued for a connection that
has gone is never sent on the next one: it is handed back (`unsent`), so no move is played twice.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import ssl as ssl_module
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop_desktop import APP_ID, __version__
from tabletop_desktop.engine.message import Text, translate, with_args
from tabletop_desktop.engine.wire import WireError, text_from_json
from tabletop_desktop.i18n import text

log = logging.getLogger(__name__)

PROTOCOL = 2  # docs/protocol.md: 2 since sentences travel as messages
CLIENT = f"{APP_ID} {__version__}"  # who we are, for the server's log
MAX_MESSAGE = 16 * 1024 * 1024  # what the client accepts from the server (a whole sync)
OPEN_TIMEOUT_S = 5.0

# The link's states, as `stateChanged` names them.
CONNECTING = "connecting"
ONLINE = "online"
RECONNECTING = "reconnecting"
CLOSED = "closed"  # for good: the room closed, the server refused us, or we left

# The link's words: Messages, rendered in the person's language when the state changes.
CONNECTING_WORDS = translate("RemoteSession", "Connecting to the table…")
ONLINE_WORDS = translate("RemoteSession", "Connected to the table.")
RECONNECTING_WORDS = translate("RemoteSession", "The connection to the table was lost ({why}). "
                               "Connecting again in {delay} s…")
RECONNECTING_SOON_WORDS = translate("RemoteSession", "The connection to the table was lost "
                                    "({why}). Connecting again…")
UNREACHED_WORDS = translate("RemoteSession",
                            "The table cannot be reached ({why}). Trying again in {delay} s…")
UNREACHED_SOON_WORDS = translate("RemoteSession",
                                 "The table cannot be reached ({why}). Trying again…")
LEFT_WORDS = translate("RemoteSession", "You left the table.")
OLD_SERVER_WORDS = translate("RemoteSession", "The table speaks another version of the network "
                             "protocol ({theirs}; this app speaks {ours}): both computers need "
                             "the same version of the app.")
NOT_A_TABLE_WORDS = translate("RemoteSession",
                              "The other computer did not answer as a table of this app does.")
FAILED_WORDS = translate("RemoteSession", "The connection to the table failed.")


@dataclass(frozen=True)
class Backoff:
    """How long to wait before the next attempt: doubling from `first_s` up to `most_s`, each
    pause drawn between half and all of it (jitter), so it is never zero and never above
    `most_s`."""

    first_s: float = 0.25
    most_s: float = 8.0
    factor: float = 2.0

    def ceiling(self, attempt: int) -> float:
        """The longest pause before attempt `attempt` (0 for the first retry)."""
        return min(self.most_s, self.first_s * self.factor ** min(attempt, 60))

    def delay(self, attempt: int, rng: random.Random | None = None) -> float:
        top = self.ceiling(attempt)
        return (rng or random).uniform(top / 2, top)


CONNECTION_CLOSED = translate("RemoteSession", "the connection was closed",
                              "why a connection ended, inside a sentence")


def describe_problem(exc: BaseException) -> Text:
    """A connection problem in words a person understands (it goes into a sentence)."""
    from websockets.exceptions import ConnectionClosed, InvalidMessage, InvalidStatus, InvalidURI

    inside = "why a connection ended, inside a sentence"
    if isinstance(exc, ConnectionEnded):
        return translate("RemoteSession", "the table closed the connection", inside)
    if isinstance(exc, ConnectionRefusedError):
        return translate("RemoteSession", "the other computer does not answer", inside)
    if isinstance(exc, TimeoutError | asyncio.TimeoutError):
        return translate("RemoteSession", "the other computer took too long to answer", inside)
    if isinstance(exc, InvalidURI):
        return translate("RemoteSession", "the address is not one a table can have", inside)
    if isinstance(exc, InvalidStatus):
        return translate("RemoteSession", "the other computer refused the connection ({code})",
                         inside, code=exc.response.status_code)
    if isinstance(exc, ConnectionClosed):
        return CONNECTION_CLOSED
    if isinstance(exc, InvalidMessage | EOFError):
        # Cut before the table could answer: the network between, or the table going away.
        return translate("RemoteSession", "the network cut the connection", inside)
    if isinstance(exc, ssl_module.SSLError):
        return translate("RemoteSession", "the secure connection could not be set up", inside)
    if isinstance(exc, OSError):
        return exc.strerror or translate("RemoteSession", "the network failed", inside)
    return translate("RemoteSession", "the connection failed", inside)


def final_problem(exc: BaseException) -> Text:
    """The sentence for a failure that trying again would not change (an address that is not a
    table's, a certificate this computer does not trust), or "" for one worth another try."""
    from websockets.exceptions import InvalidStatus, InvalidURI

    if isinstance(exc, InvalidURI):
        return translate("RemoteSession", "That is not the address of a table: it looks like "
                         "ws://HOST:PORT/room/CODE.")
    if isinstance(exc, InvalidStatus) and exc.response.status_code == 404:
        return translate("RemoteSession", "There is no table at that address with that room "
                         "code. Check the code and the address.")
    if isinstance(exc, ssl_module.SSLCertVerificationError):
        return translate("RemoteSession", "The table's certificate is not one this computer "
                         "trusts, so the connection was not made ({why}).",
                         why=exc.verify_message or translate("RemoteSession",
                                                             "it could not be checked"))
    return ""


class ConnectionEnded(Exception):
    """The table closed the connection in good order (a server that stops, say)."""


class FatalLinkError(Exception):
    """The table answered, but not in a way that trying again would change. `str()` is the
    English sentence, `words` the sentence to render in the person's language."""

    def __init__(self, words: Text) -> None:
        super().__init__(str(words))
        self.words = words


def _said(message: dict[str, Any], fallback: Text) -> Text:
    """The sentence of a server's `refused` or `closed`: its message JSON (rendered in the
    person's language), else its English `reason`, else `fallback`."""
    try:
        return text_from_json(message["message"])
    except (KeyError, TypeError, ValueError, WireError):
        return str(message.get("reason") or "") or fallback


class RemoteLink(QObject):
    """One table's connection. Signals are emitted from the link's thread and delivered queued."""

    received = Signal(object)  # dict: one message from the server, in order
    stateChanged = Signal(str, str)  # state (CONNECTING, ONLINE, ...), the sentence to show
    unsent = Signal(object)  # dict: a message whose connection went before it was sent

    def __init__(self, url: str, backoff: Backoff | None = None, ssl: Any = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.backoff = backoff or Backoff()
        self._ssl = ssl
        self._lock = threading.Lock()
        self._resume: list[dict[str, Any]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[dict[str, Any] | None] | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self._stop_event: asyncio.Event | None = None
        self._main_task: asyncio.Task[None] | None = None
        self._ready = threading.Event()
        self.state = CONNECTING
        self.attempts = 0  # connections tried so far (tests read it)
        self._answered = False
        self._ever_online = False  # a first connection that fails is not "lost"

    # --- the GUI thread's side ----------------------------------------------------------------
    def start(self, resume: list[dict[str, Any]]) -> None:
        """Connect and say the `resume` messages after the hello (and again after every
        reconnect, unless `set_resume` changes them)."""
        self.set_resume(resume)
        self._thread = threading.Thread(target=self._run, name="tabletop-remote-link",
                                        daemon=True)
        self._thread.start()
        self._ready.wait(5.0)

    def set_resume(self, resume: list[dict[str, Any]]) -> None:
        """The messages that say who this computer is at the table, on each new connection:
        `join` per person the first time, `rejoin {token}` per token once the table has
        handed them out."""
        with self._lock:
            self._resume = [dict(message) for message in resume]

    def send(self, message: dict[str, Any]) -> bool:
        """Queue `message` for the connection open now; False (nothing queued) when there is
        none: the caller says so instead of letting the move wait for a later connection."""
        loop, outbox = self._loop, self._outbox
        if self.state != ONLINE or loop is None or outbox is None or self._stopping:
            return False
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, dict(message))
        except RuntimeError:  # the loop has just ended
            return False
        return True

    def send_last(self, message: dict[str, Any]) -> bool:
        """Send `message`, then close the connection and stop trying: for `leave`, which must
        reach the table before the connection ends. Returns at once (the link's thread ends by
        itself); False when there is no connection to send it on."""
        loop, outbox = self._loop, self._outbox
        if self.state != ONLINE or loop is None or outbox is None or self._stopping:
            return False
        self._stopping = True  # no reconnecting after this connection
        try:
            loop.call_soon_threadsafe(outbox.put_nowait, dict(message))
            loop.call_soon_threadsafe(outbox.put_nowait, None)  # then the pump ends
        except RuntimeError:  # the loop has just ended
            return False
        return True

    def close(self, timeout_s: float = 1.0) -> None:
        """Leave the table: close the connection, stop trying, end the thread. Whatever the link
        waits for (a connection that does not open, a pause) is cancelled, so the window that
        closes never waits long."""
        self._stopping = True
        loop = self._loop
        if loop is not None:
            try:
                loop.call_soon_threadsafe(self._cancel)
            except RuntimeError:  # the loop has just ended
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout_s)

    def _cancel(self) -> None:
        if self._stop_event is not None:
            self._stop_event.set()
        if self._main_task is not None:
            self._main_task.cancel()

    def is_running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # --- the link's thread --------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        try:
            self._main_task = loop.create_task(self._main(loop))
            loop.run_until_complete(self._main_task)
        except asyncio.CancelledError:
            self._set_state(CLOSED, LEFT_WORDS)
        except Exception:  # noqa: BLE001 - the thread must say it ended, whatever happened
            log.exception("The connection to the table failed")
            self._set_state(CLOSED, FAILED_WORDS)
        finally:
            self._loop = None
            loop.close()

    async def _main(self, loop: asyncio.AbstractEventLoop) -> None:
        self._stop_event = asyncio.Event()
        self._loop = loop
        self._ready.set()
        attempt = 0
        self._set_state(CONNECTING, CONNECTING_WORDS)
        while not self._stopping:
            self.attempts += 1
            self._answered = False
            try:
                await self._one_connection()
            except FatalLinkError as exc:
                self._set_state(CLOSED, exc.words)
                return
            except Exception as exc:  # noqa: BLE001 - every failure of one connection retries
                final = final_problem(exc)
                if final:
                    self._set_state(CLOSED, final)
                    return
                why = describe_problem(exc)
                log.info("Connection to %s failed: %r", self.url, exc)
            else:
                why = CONNECTION_CLOSED
            if self._stopping:
                break
            if self._answered:
                attempt = 0  # the table was there: start the pauses from the shortest again
            delay = self.backoff.delay(attempt)
            attempt += 1
            if self._ever_online:
                template = RECONNECTING_WORDS if delay >= 1 else RECONNECTING_SOON_WORDS
            else:
                template = UNREACHED_WORDS if delay >= 1 else UNREACHED_SOON_WORDS
            words = with_args(template, why=why, delay=f"{delay:.0f}")
            self._set_state(RECONNECTING, words)
            try:
                await asyncio.wait_for(self._stop_event.wait(), delay)
            except TimeoutError:
                pass
        self._set_state(CLOSED, LEFT_WORDS)

    async def _one_connection(self) -> None:
        """One connection from its opening to its end; `_answered` says whether the table took
        the resume (so the next pause starts short again). Raises FatalLinkError to stop trying."""
        from websockets.asyncio.client import connect

        outbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        assert self._stop_event is not None
        # websockets makes its own default TLS context for a wss:// address; one given here
        # (a certificate to trust) replaces it.
        secure = {} if self._ssl is None else {"ssl": self._ssl}
        async with connect(self.url, max_size=MAX_MESSAGE, open_timeout=OPEN_TIMEOUT_S,
                           ping_interval=10, ping_timeout=10, close_timeout=1,
                           **secure) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "client": CLIENT}))
            first = _parse(await asyncio.wait_for(ws.recv(), OPEN_TIMEOUT_S))
            if first.get("type") != "welcome":
                if first.get("type") in ("refused", "closed"):
                    raise FatalLinkError(_said(first, NOT_A_TABLE_WORDS))
                raise FatalLinkError(NOT_A_TABLE_WORDS)
            if first.get("protocol") != PROTOCOL:
                raise FatalLinkError(with_args(OLD_SERVER_WORDS, theirs=str(first.get("protocol")),
                                               ours=PROTOCOL))
            with self._lock:
                resume = list(self._resume)
            for message in resume:
                await ws.send(json.dumps(message))
            answer = _parse(await asyncio.wait_for(ws.recv(), OPEN_TIMEOUT_S))
            if answer.get("type") == "refused" or _final(answer):
                # The table is there but will not have us back (a wrong code or token, a full
                # room, a room that has ended): knocking again would change nothing.
                self._emit(self.received, answer)
                raise FatalLinkError(_said(answer, NOT_A_TABLE_WORDS))
            self._outbox = outbox
            self._answered = self._ever_online = True
            self._set_state(ONLINE, ONLINE_WORDS)
            self._emit(self.received, answer)
            tasks = [asyncio.ensure_future(self._read(ws)),
                     asyncio.ensure_future(self._pump(ws, outbox)),
                     asyncio.ensure_future(self._stop_event.wait())]
            try:
                done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    task.result()  # a failed read or send ends this connection with its error
                await ws.close()  # we are leaving
            finally:
                self._outbox = None
                for task in tasks:
                    task.cancel()
                    # Its end is taken here, so a cancelled read never reports "never retrieved".
                    task.add_done_callback(_taken)
                self._give_back(outbox)

    async def _read(self, ws: Any) -> None:
        """Pass on every message in order, until the connection ends (ConnectionClosed) or the
        server says it is over for good (FatalLinkError)."""
        async for frame in ws:
            message = _parse(frame)
            if message:
                self._emit(self.received, message)
            if _final(message):
                raise FatalLinkError(_said(message, LEFT_WORDS))
        raise ConnectionEnded()

    async def _pump(self, ws: Any, outbox: asyncio.Queue[dict[str, Any] | None]) -> None:
        while True:
            message = await outbox.get()
            if message is None:  # send_last: everything before it is sent; close now
                return
            try:
                await ws.send(json.dumps(message))
            except Exception:
                self._emit(self.unsent, message)
                raise

    def _give_back(self, outbox: asyncio.Queue[dict[str, Any] | None]) -> None:
        while not outbox.empty():
            message = outbox.get_nowait()
            if message is not None:
                self._emit(self.unsent, message)

    def _set_state(self, state: str, words: Text) -> None:
        self.state = state
        self._emit(self.stateChanged, state, text(words))

    def _emit(self, signal: Any, *args: Any) -> None:
        """Emit from the link's thread; once the owner is gone (its Qt object deleted before the
        thread ended), there is nobody left to tell, and the link stops."""
        try:
            signal.emit(*args)
        except RuntimeError:
            self._stopping = True


# `closed` codes after which knocking again would change nothing. The others (`shutdown`: the
# server restarts; `rate_limited`, `server_full`) are worth another try after the pause.
FINAL_CLOSES = frozenset({"cancelled", "seat_taken", "left", "protocol_version", "hello_first",
                          "too_many_attempts"})


def _final(message: dict[str, Any]) -> bool:
    return message.get("type") == "closed" and message.get("code") in FINAL_CLOSES


def _taken(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()


def _parse(text: str | bytes) -> dict[str, Any]:
    """One message as a dict; anything else (not JSON, not an object) as an empty one."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError):
        return {}
    return data if isinstance(data, dict) else {}
