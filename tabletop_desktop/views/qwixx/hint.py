"""Hints: the engine's advice (`engine/qwixx/advice.py: advise(view)`, the Strong or Expert choice
with the expected gain in words) computed in the bots' worker process, off the GUI thread. If the
advice cannot be had (no advice module, the worker failed), a plain suggestion stands in: the legal
cross that skips the fewest boxes."""

from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal

from tabletop_desktop.views.qwixx.engine_link import (
    ColourChoice,
    WhiteChoice,
    colour_dice,
    legal_colour_moves,
    legal_white_rows,
    marks_of,
    white_sum,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Suggestion:
    action: object | None
    words: str


def plain_suggestion(view: object) -> Suggestion:
    """The legal cross that skips the fewest boxes (ties: the leftmost row); skip when every cross
    would skip three or more boxes and skipping costs nothing."""
    marks = marks_of(view.sheets[view.seat])
    options: list[tuple[int, str, object, str]] = []
    if view.phase == "white":
        total = white_sum(view.dice)
        for row in legal_white_rows(view):
            options.append((len(marks.skipped_by(row, total)), row, WhiteChoice(view.seat, row),
                            f"{row} {total}"))
        skip, free = WhiteChoice(view.seat, None), True
    else:
        for row, white, number in legal_colour_moves(view):
            options.append((len(marks.skipped_by(row, number)), row, ColourChoice(view.seat, row, white),
                            f"{row} {number}"))
        skip, free = ColourChoice(view.seat, None), bool(view.crossed_in_action1)
    if not options:
        return Suggestion(skip, "Nothing fits: skip." + ("" if free else " (It costs a penalty.)"))
    skipped, _, action, words = min(options, key=lambda o: (o[0], o[1]))
    if skipped >= 3 and free:
        return Suggestion(skip, "Skip: every cross would leave three or more boxes behind.")
    boxes = "no box" if skipped == 0 else ("1 box" if skipped == 1 else f"{skipped} boxes")
    return Suggestion(action, f"Cross {words}: it leaves {boxes} behind.")


class _Relay(QObject):
    done = Signal(int, object, object)  # token, action, words (None: failed)


class HintAsker(QObject):
    """One hint at a time; an answer to an outdated request is dropped."""

    found = Signal(object)  # Suggestion

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._token = 0
        self._view: object = None
        self.running = False

    def request(self, view: object) -> None:
        self._token += 1
        self.running = True
        self._view = view
        token, relay = self._token, self._relay
        try:
            # `advise` is a top-level engine function: the worker imports it by name (no Qt).
            from tabletop_desktop.engine.qwixx.advice import advise
            from tabletop_desktop.session.bot_runner import worker_pool

            future = worker_pool().submit(advise, view)
        except Exception as exc:  # noqa: BLE001 - no worker: the plain suggestion stands in
            log.warning("Hint: the worker could not take the request: %s", exc)
            relay.done.emit(token, None, None)
            return

        def done(f: Future) -> None:
            # Runs in the executor's thread: only the queued signal crosses to the GUI thread.
            try:
                advice = f.result()
                action, words = advice.action, str(advice.words)
            except BaseException as exc:  # noqa: BLE001 - any failure falls back below
                log.info("Hint: no advice from the engine (%s); a plain suggestion instead", exc)
                relay.done.emit(token, None, None)
                return
            relay.done.emit(token, action, words)

        future.add_done_callback(done)

    def cancel(self) -> None:
        self._token += 1
        self.running = False

    def _on_done(self, token: int, action: object, words: object) -> None:
        if token != self._token:
            return
        self.running = False
        if words is None:
            self.found.emit(plain_suggestion(self._view))
        else:
            self.found.emit(Suggestion(action, str(words)))


def suggestion_boxes(view: object, action: object) -> frozenset[tuple[str, int]]:
    """The box(es) a suggested action would cross, to ring them on the sheet."""
    if isinstance(action, WhiteChoice) and action.row is not None:
        return frozenset({(action.row, white_sum(view.dice))})
    if isinstance(action, ColourChoice) and action.row is not None:
        number = int(view.dice.white[action.white]) + colour_dice(view.dice)[action.row]
        return frozenset({(action.row, number)})
    return frozenset()
