"""The interface between the main window and a game's view.

The main window hosts one `GameView` in the centre of the game screen and wires it to the shared
scoreboard, log, status line, menus and the end-of-game dialog. Each game's view package exports
`create_game_view(session, settings, parent) -> GameView`.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from PySide6.QtCore import Signal
from PySide6.QtGui import QPixmap
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget

from tabletop_desktop.session.table import TableSession
from tabletop_desktop.storage.settings import Settings


@dataclass(frozen=True)
class SeatResult:
    name: str
    kind_label: str  # "Person", "Bot · Expert" (views/common/seat_label.py)
    score: int
    winner: bool
    details: str = ""  # game-specific, e.g. "2 Qwirkles, +6 end bonus"


@dataclass(frozen=True)
class EndSummary:
    """What the end-of-game dialog shows."""

    title: str  # "Ada wins with 212 points!" / "A shared win: Ada and Bo, 180 points each"
    seats: tuple[SeatResult, ...]
    best_move: str  # "Bo: 5 tiles, 24 points (turn 17)"
    lines: tuple[str, ...] = field(default=())  # extra facts: "The game ended when Ada went out (+6)."
    picture: QPixmap | None = None  # e.g. the final board
    # True when the seats' details already say how many hints each player used (the window
    # then adds no "Hints used" line of its own).
    hints_told: bool = False


class GameView(QWidget):
    """Base class of a game's central widget (scene, the person's pieces, action buttons)."""

    statusChanged = Signal(str)  # what the person may do now, in plain words
    hintAvailableChanged = Signal(bool)
    scoresShown = Signal(object)  # list[int]: the scores the table shows now (see shown_scores)
    # A game with word lists (Quiddler) asks the window to open their settings, with the game's
    # options (the window owns its dialogs: views never import windows/).
    wordListsWanted = Signal(object)

    def status_text(self) -> str:
        raise NotImplementedError

    def person_acts(self) -> bool:
        """True while a person at the screen must act even though a bot is thinking too (in
        Qwixx everybody chooses the white sum at once): the message area then keeps the
        person's words instead of "Bot Ada is thinking…"."""
        return False

    def shown_scores(self) -> list[int] | None:
        """The scores as the view's table shows them at this moment, for a view that draws a
        move step by step (a sheet's cross lands after the dice settle): the scoreboard then
        follows the table, emitted through `scoresShown`, instead of jumping ahead to the
        game's score. None: the scoreboard shows the game's scores as they change."""
        return None

    def can_hint(self) -> bool:
        return False

    def hint(self) -> None:
        """Show a suggested move for the person to act (e.g. the Strong bot's move)."""

    def end_summary(self) -> EndSummary:
        raise NotImplementedError

    def print_summary(self, printer: QPrinter) -> None:
        """Paint the printable score summary onto `printer` (print preview and PDF export)."""
        raise NotImplementedError

    def keyboard_help(self) -> list[tuple[str, str]]:
        """The game's own keys as (keys, what they do), for Help > Keyboard shortcuts."""
        return []

    def apply_settings(self, settings: object) -> None:
        """Theme, colour-blind palette, animation speed or reduced motion changed."""

    def shutdown(self) -> None:
        """Stop animations and timers before the view is discarded."""


def create_game_view(game_id: str, session: TableSession, settings: Settings | None,
                     parent: QWidget | None = None) -> GameView:
    """Import the game's view package lazily and build its view."""
    module = importlib.import_module(f"tabletop_desktop.views.{game_id}")
    return module.create_game_view(session, settings, parent)
