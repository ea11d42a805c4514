"""Runs bots off the GUI thread and brings their answers back to it.

Light bots think in a `QThreadPool` task; heavy bots (`BotLevel.heavy`) think in a worker process,
because a pure-Python search in a thread holds the GIL and makes the window stutter. Either way the
answer comes back to the GUI thread through one queued signal (`_Relay.answered`).

Every request carries the runner's generation at the time it was sent. `invalidate()` (undo, load,
new game) and `shutdown()` move the generation on, so an answer to an older question is dropped
instead of being played into a game that has moved elsewhere.

The runner also paces the bots: a request is sent only after a pause from the bot-speed setting
(so a person can follow the game), while no view is animating and while no view holds the bots
(a panel a person is reading, such as Quiddler's round summary).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
    SignalInstance,
)

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Seat, View
from tabletop_desktop.session import bot_worker

log = logging.getLogger(__name__)

# A view that says "animating" and never says "idle" again must not stall the game forever.
ANIMATION_TIMEOUT_S = 8.0


@dataclass(frozen=True)
class BotRequest:
    """One question to one bot: the seat's view only, a seed for its RNG and its think budget."""

    seat: Seat
    view: View
    level: BotLevel
    seed: int
    budget_s: float


# --- the worker process, shared by every game in this app run -----------------------------------

_executor: ProcessPoolExecutor | None = None
_executor_lock = threading.Lock()


def worker_pool() -> ProcessPoolExecutor:
    """The heavy bots' worker process pool, created on first use and then reused.

    One worker on a two-core machine leaves a core for the window; the "spawn" context is the one
    that behaves the same on Linux, macOS, Windows and in a frozen app.
    """
    global _executor
    with _executor_lock:
        if _executor is None:
            workers = max(1, min(2, (os.cpu_count() or 2) - 1))
            _executor = ProcessPoolExecutor(
                max_workers=workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=bot_worker.init_worker,
                initargs=(os.getpid(),),  # the worker exits when this process is gone
            )
            _stop_on_quit()
        return _executor


_quit_hooked: QCoreApplication | None = None


def _stop_on_quit() -> None:
    # Quitting must not wait for a bot that is still thinking in the worker.
    global _quit_hooked
    app = QCoreApplication.instance()
    if app is not None and app is not _quit_hooked:
        app.aboutToQuit.connect(shutdown_worker_pool)
        _quit_hooked = app


def shutdown_worker_pool(wait: bool = False) -> None:
    """Stop the worker process (the app calls this when it quits); a new one starts if needed."""
    global _executor
    with _executor_lock:
        executor, _executor = _executor, None
    if executor is not None:
        executor.shutdown(wait=wait, cancel_futures=True)


def forget_broken_pool(executor: ProcessPoolExecutor) -> None:
    global _executor
    with _executor_lock:
        if _executor is executor:
            _executor = None


def call_in_worker(
    function: Callable[..., object],
    args: tuple[object, ...],
    answered: Callable[[object, str | None], None],
    unavailable: Callable[[str], None],
) -> None:
    """Run `function(*args)` in the worker process. `answered(result, None)` or `answered(None,
    traceback)` when it has run; `unavailable(why)` when the process could not start or stopped
    (the caller then runs it in a thread). The callbacks run in the executor's own thread (or in
    this one, when the process cannot start): only queued signals may cross to the GUI thread."""
    executor = None
    try:
        executor = worker_pool()
        future = executor.submit(function, *args)
    except (BrokenProcessPool, RuntimeError, OSError) as exc:
        if executor is not None:
            forget_broken_pool(executor)
        unavailable(f"it could not start ({exc})")
        return
    pool = executor

    def done(f: Future) -> None:
        try:
            result = f.result()
        except BrokenProcessPool as exc:
            forget_broken_pool(pool)
            unavailable(f"it stopped ({exc})")
            return
        except BaseException:  # noqa: BLE001 - whatever the function raised is reported
            answered(None, traceback.format_exc())
            return
        answered(result, None)

    future.add_done_callback(done)


# --- the bridge back to the GUI thread ------------------------------------------------------------


class _Relay(QObject):
    """Carries answers from pool threads and the worker's result thread to the GUI thread."""

    # generation, seat, action (None on failure), error text (None on success)
    answered = Signal(int, int, object, object)
    # generation, request, why the worker process could not answer it
    fallback = Signal(int, object, str)


class _ThreadTask(QRunnable):
    """A light bot's turn, run in the thread pool."""

    def __init__(self, relay: _Relay, generation: int, engine_module: str, request: BotRequest):
        super().__init__()
        self.setAutoDelete(True)
        self._relay = relay
        self._generation = generation
        self._engine_module = engine_module
        self._request = request

    def run(self) -> None:  # noqa: D401 - Qt's name
        r = self._request
        try:
            action = bot_worker.choose_fresh(
                self._engine_module, r.level.key, r.view, r.seed, r.budget_s
            )
        except Exception:
            self._relay.answered.emit(self._generation, r.seat, None, traceback.format_exc())
            return
        self._relay.answered.emit(self._generation, r.seat, action, None)


class BotRunner(QObject):
    """Paces bot requests, sends them to a thread or the worker process, and filters the answers."""

    answered = Signal(int, object)  # seat, action: a current answer, to be played
    failed = Signal(int, str)  # seat, what went wrong (the bot raised)
    thinking = Signal(int)  # seat: the request was sent
    # The worker process could not start or stopped; heavy bots think in a thread instead (the
    # window may stutter). Emitted once per runner, with the reason.
    workerUnavailable = Signal(str)

    def __init__(
        self, engine_module: str, base_pause_s: float = 0.7, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._engine_module = engine_module
        self.base_pause_s = base_pause_s  # from the bot-speed setting
        self.pause_scale = 1.0  # tests and the self-test set 0 to play at full speed
        self.generation = 0
        self._closed = False
        self._wanted: list[BotRequest] = []
        self._in_flight: set[Seat] = set()
        self._pause_over = False
        self._animating = 0
        # Reasons the views hold the bots for (no time limit, unlike animations: a person may read
        # a summary as long as they like); bots move again when the last is released.
        self._holds: set[str] = set()
        self._relay = _Relay()
        self._relay.answered.connect(self._on_relay, Qt.ConnectionType.QueuedConnection)
        self._relay.fallback.connect(self._on_fallback, Qt.ConnectionType.QueuedConnection)
        self._worker_reported = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._on_pause_over)
        self._animation_guard = QTimer(self)
        self._animation_guard.setSingleShot(True)
        self._animation_guard.timeout.connect(self._on_animation_timeout)

    # --- queries ------------------------------------------------------------------------------
    @property
    def pause_s(self) -> float:
        """The pause before the next bot move, after the speed setting and the test scale."""
        return max(0.0, self.base_pause_s * self.pause_scale)

    def in_flight(self) -> frozenset[Seat]:
        """Seats whose bot is thinking now (for the current generation)."""
        return frozenset(self._in_flight)

    def is_animating(self) -> bool:
        return self._animating > 0

    def is_held(self) -> bool:
        return bool(self._holds)

    # --- commands -----------------------------------------------------------------------------
    def want(self, requests: list[BotRequest]) -> None:
        """The bot requests the game needs now; sent after the pause and once views are idle.

        Called after every change of the game. Seats already thinking keep their request.
        """
        if self._closed:
            return
        self._wanted = [r for r in requests if r.seat not in self._in_flight]
        self._pause_over = False
        if not self._wanted:
            self._pause.stop()
            return
        self._pause.start(round(self.pause_s * 1000))

    def set_animating(self, busy: bool) -> None:
        """Views say when an animation starts and ends; bot requests wait while any is running."""
        if busy:
            self._animating += 1
            self._animation_guard.start(round(ANIMATION_TIMEOUT_S * 1000))
            return
        self._animating = max(0, self._animating - 1)
        if self._animating == 0:
            self._animation_guard.stop()
            self._try_send()

    def hold(self, reason: str, held: bool) -> None:
        """Hold the bots for `reason` (held=True) or release that hold; bot requests wait while
        any hold is on."""
        if held:
            self._holds.add(reason)
            return
        self._holds.discard(reason)
        if not self._holds:
            self._try_send()

    def invalidate(self) -> None:
        """Forget every request: answers still on their way are dropped when they arrive."""
        self.generation += 1
        self._in_flight.clear()
        self._wanted = []
        self._pause.stop()

    def shutdown(self) -> None:
        """Stop for good (the game closes); late answers are dropped."""
        self.invalidate()
        self._closed = True
        self._animation_guard.stop()

    def warm_up(self, levels: tuple[str, ...] = ()) -> None:
        """Start the worker process now, and make the bots of `levels` (heavy level keys) there,
        so the first heavy bot move is not late."""
        if self._closed:
            return
        try:
            executor, engine_module = worker_pool(), self._engine_module
        except (RuntimeError, OSError) as exc:
            # Reported when a bot first needs the worker (and then plays in a thread).
            log.warning("Could not create the bot worker pool: %s", exc)
            return

        def start() -> None:
            # Starting a process takes 50-70 ms on a busy machine: not on the GUI thread.
            try:
                executor.submit(bot_worker.warm_up, engine_module, tuple(levels))
            except (BrokenProcessPool, RuntimeError, OSError) as exc:
                log.warning("Could not start the bot worker process: %s", exc)

        threading.Thread(target=start, name="bot-worker-start", daemon=True).start()

    # --- internals ----------------------------------------------------------------------------
    def _on_pause_over(self) -> None:
        self._pause_over = True
        self._try_send()

    def _on_animation_timeout(self) -> None:
        log.warning("A view stayed busy for %.0f s; the bots go on.", ANIMATION_TIMEOUT_S)
        self._animating = 0
        self._try_send()

    def _try_send(self) -> None:
        if self._closed or self._animating or self._holds or not self._pause_over:
            return
        wanted, self._wanted = self._wanted, []
        for request in wanted:
            if request.seat in self._in_flight:
                continue
            self._in_flight.add(request.seat)
            self.thinking.emit(request.seat)
            if request.level.heavy:
                self._send_to_worker(request)
            else:
                task = _ThreadTask(self._relay, self.generation, self._engine_module, request)
                QThreadPool.globalInstance().start(task)

    def _send_to_worker(self, request: BotRequest) -> None:
        generation, relay, seat = self.generation, self._relay, request.seat
        call_in_worker(
            bot_worker.choose,
            (self._engine_module, request.level.key, request.view, request.seed, request.budget_s),
            lambda action, error: relay.answered.emit(generation, seat, action, error),
            lambda why: relay.fallback.emit(generation, request, why),
        )

    def _on_fallback(self, generation: int, request: BotRequest, why: str) -> None:
        """The worker process cannot answer: say so (once) and let the bot think in a thread,
        so the game goes on with the bot's own move rather than a stand-in."""
        if self._closed or generation != self.generation:
            return
        log.warning("Bot worker process unavailable (%s); seat %d thinks in a thread",
                    why, request.seat)
        if not self._worker_reported:
            self._worker_reported = True
            self.workerUnavailable.emit(why)
        task = _ThreadTask(self._relay, generation, self._engine_module, request)
        QThreadPool.globalInstance().start(task)

    @property
    def arrivals(self) -> SignalInstance:
        """Emitted in the delivering thread the moment a bot's answer arrives, before the GUI
        thread handles it. For measurements: connect with Qt.DirectConnection."""
        return self._relay.answered

    def _on_relay(self, generation: int, seat: int, action: object, error: object) -> None:
        if self._closed or generation != self.generation:
            log.debug("Dropped a late bot answer for seat %d (generation %d)", seat, generation)
            return
        self._in_flight.discard(seat)
        if error is not None:
            self.failed.emit(seat, str(error))
        else:
            self.answered.emit(seat, action)
