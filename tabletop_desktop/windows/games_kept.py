"""The main window's side of the games in progress: listing them on the home screen, the lock of
the game at the table, continuing one, and deleting one after asking."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from tabletop_desktop.i18n import translate
from tabletop_desktop.storage.autosaves import (
    GamesInProgress,
    clear_autosave,
    game_lock,
    read_autosaves,
)
from tabletop_desktop.storage.game_lock import GameLock
from tabletop_desktop.storage.saves import SavedGame
from tabletop_desktop.windows.games_in_progress import game_name, moves_text, players_of
from tabletop_desktop.windows.shown import said

if TYPE_CHECKING:
    from tabletop_desktop.windows.main_window import MainWindow

log = logging.getLogger(__name__)



def open_elsewhere() -> str:
    """Why a game another window plays cannot be continued or deleted here."""
    return translate("GamesKept", "This game is being played in another Tabletop Desktop window. "
                     "Continue it there, or close it there first.")


class GamesKept(QObject):
    """Keeps every unfinished game: lists them, holds the lock of the one being played (so a
    second running copy never writes its autosave), continues and deletes them."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.listing = GamesInProgress()
        self.open_elsewhere: set[str] = set()
        self.lock: GameLock | None = None

    def refresh(self) -> GamesInProgress:
        """Read the autosaves again and show them on the home screen, with what went wrong."""
        from tabletop_desktop.session.finished_autosaves import record_finished_autosaves

        listing = read_autosaves()
        problems = record_finished_autosaves(listing.finished)
        held = self.lock.path if self.lock is not None else None
        self.open_elsewhere = {
            g.autosave_id for g in listing.games
            if (lock := game_lock(g.autosave_id)).path != held and lock.is_taken()
        }
        if self.open_elsewhere:
            log.info("Games in progress open in another window: %s",
                     ", ".join(sorted(self.open_elsewhere)))
        self.listing = listing
        self.window.home.show_games_in_progress(listing.games, self.open_elsewhere)
        self.window.home.show_messages([said(m) for m in [*listing.warnings, *problems]])
        return listing

    # --- the game at the table ------------------------------------------------------------------
    def hold(self, autosave_id: str) -> bool:
        """Take the lock of the game about to be played; False if another window plays it."""
        self.release()
        lock = game_lock(autosave_id)
        if not lock.acquire():
            return False
        self.lock = lock
        return True

    def release(self) -> None:
        """The game left the table (its autosave stays, for Games in progress)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    # --- continuing and deleting ----------------------------------------------------------------
    def to_continue(self, autosave_id: str | None) -> SavedGame | None:
        """The game to sit down at (the last one played when `autosave_id` is None), or None
        after saying why it cannot be continued."""
        listing = self.refresh()
        free = [g for g in listing.games if g.autosave_id not in self.open_elsewhere]
        if autosave_id is None:
            if not free:
                self.window.home.show_messages([translate("GamesKept", "There is no game to continue.")])
                return None
            return free[0]
        saved = listing.find(autosave_id)
        if saved is None:
            self.window.home.show_messages(
                [translate("GamesKept", "That game is no longer in progress.")])
            return None
        if autosave_id in self.open_elsewhere:
            self.window.show_message(translate("GamesKept", "This game is open in another window"),
                                     open_elsewhere())
            return None
        return saved

    def ask_delete(self, autosave_id: str) -> None:
        """Ask before deleting a game in progress; it goes only after "Delete"."""
        saved = self.listing.find(autosave_id)
        if saved is None:
            return
        moves = len(saved.record.actions)
        box = QMessageBox(
            QMessageBox.Icon.Question, translate("GamesKept", "Delete this game?"),
            translate("GamesKept", "Delete the game of {game} with {players} ({moves})? It cannot be "
                      "continued afterwards.").format(game=game_name(saved), players=players_of(saved),
                                                      moves=moves_text(moves)),
            QMessageBox.StandardButton.Cancel, self.window)
        box.setObjectName("confirmDeleteGame")
        box.setTextFormat(Qt.TextFormat.PlainText)  # names come from files
        delete = box.addButton(translate("GamesKept", "Delete"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        delete.clicked.connect(lambda: self.delete(autosave_id))
        self.window._track_message(box)
        box.open()

    def delete(self, autosave_id: str) -> bool:
        """Delete a game in progress (after the person confirmed); not one another window plays."""
        lock = game_lock(autosave_id)
        if not lock.acquire():
            self.window.show_message(translate("GamesKept", "This game is open in another window"),
                                     open_elsewhere())
            self.refresh()
            return False
        try:
            clear_autosave(autosave_id)
        finally:
            lock.release()
        self.refresh()
        return True
