"""Hints and the word list, both found off the GUI thread.

A hint is asked through the table model (`ask_hint`: the session's hint runner runs the engine's
`advise` in the bots' worker process) and laid out in the rows when it arrives (`hintReady`).
The word list the rows and the word check judge by is the game's own (`game_word_list`, from
the options every seat knows), loaded once in a `QThread` of its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QThread, Signal

from tabletop_desktop.engine.core import Action, Advice, Seat
from tabletop_desktop.engine.quiddler.actions import Discard, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.words import WordList
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, text, translate
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.quiddler.arrangement import Arrangement
from tabletop_desktop.views.quiddler.screen import Hint, Screen

LOOKING = QT_TRANSLATE_NOOP("QuiddlerHint", "Looking for the best play\u2026")


def discard_of(action: Action | None) -> str | None:
    """The card an advised move discards (None for a draw, or no move)."""
    if isinstance(action, GoOut | LastTurn):
        return action.discard
    if isinstance(action, Discard):
        return action.card
    return None


class HintPart:
    """Asks for a hint for the person deciding now and lays the advice out when it comes.
    `redraw(announce)` draws the table again; `say` puts the hint's sentence in the message area."""

    def __init__(self, model: TableModel, screen: Screen, arrangement: Arrangement,
                 can_hint: Callable[[], bool], redraw: Callable[[bool], None],
                 say: Callable[[str], None]) -> None:
        self.model = model
        self.screen = screen
        self.arrangement = arrangement
        self._can_hint = can_hint
        self.redraw = redraw
        self.say = say
        model.hintReady.connect(self._on_hint)

    @property
    def running(self) -> bool:
        seat = self.screen.moment.deciding
        return seat is not None and self.model.asking_hint(seat)

    def ask(self) -> None:
        """Ask the exact solver (in the worker) for the best go-out or the best words to keep."""
        seat = self.screen.moment.deciding
        if seat is None or not self._can_hint():
            return
        if self.model.ask_hint(seat):
            self.say(translate("QuiddlerHint", LOOKING))
            self.redraw(False)  # the Hint button waits for the answer

    def _on_hint(self, seat: Seat, advice: Advice) -> None:
        if seat != self.screen.moment.deciding or not self.screen.my_turn():
            self.redraw(True)
            return
        hint = Hint(text(advice.words), tuple(advice.cards), discard_of(advice.action))
        if hint.words or hint.discard:
            self.arrangement.lay_out(hint.words, hint.discard)
            self.screen.hint = hint
        self.redraw(True)
        self.say(hint.text)


# Loaders still reading: a view closed meanwhile must not take its thread down with it (a QThread
# destroyed while it runs aborts the app), so each keeps itself until it has finished.
_RUNNING: set[WordListLoader] = set()


class WordListLoader(QThread):
    """Loads the game's word list once, off the GUI thread: `loaded(WordList)` or `failed(str)`
    (both arrive on the GUI thread). It has no parent: it outlives a view closed while it reads."""

    loaded = Signal(object)
    failed = Signal(str)

    def __init__(self, options: Mapping[str, Any]) -> None:
        super().__init__()
        self._options = dict(options)
        self.finished.connect(self._report)
        self._result: WordList | None = None
        self._error = ""

    def begin(self) -> None:
        _RUNNING.add(self)
        self.start()

    def run(self) -> None:
        from tabletop_desktop.engine.quiddler.packed_words import game_word_list

        try:
            self._result = game_word_list(self._options)
        except Exception as exc:  # noqa: BLE001 - reported to the GUI thread, never raised here
            self._error = str(exc) or type(exc).__name__

    def _report(self) -> None:
        _RUNNING.discard(self)
        if self._result is not None:
            self.loaded.emit(self._result)
        else:
            self.failed.emit(self._error)
        self.deleteLater()
