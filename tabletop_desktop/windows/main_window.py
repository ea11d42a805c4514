"""The main window: the home screen and the game screen in one stack, the menus, and the paths
between them (new game, continue, open, save, print, settings, statistics, rules, about).

Dialogs open window-modal without blocking the event loop (`open()`), so bots keep playing and
tests can drive every dialog; only file pickers and print preview block, and both have a
path-taking variant.
"""

from __future__ import annotations

import base64
import logging
import random
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QObject, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from tabletop_desktop import APP_NAME
from tabletop_desktop.i18n import shown_name, text, translate
from tabletop_desktop.storage.jsonfile import StoredFileError
from tabletop_desktop.storage.saves import SAVE_EXTENSION, GameSetup, load_game, save_game
from tabletop_desktop.storage.settings import Settings, save_settings
from tabletop_desktop.views.common.game_view import GameView, create_game_view
from tabletop_desktop.views.common.theme import apply_theme
from tabletop_desktop.windows.file_dialogs import ask_open, ask_save
from tabletop_desktop.windows.game_screen import GameScreen
from tabletop_desktop.windows.games_kept import GamesKept, open_elsewhere
from tabletop_desktop.windows.home_screen import HomeScreen
from tabletop_desktop.windows.menus import UNDO_TIP, build_menus
from tabletop_desktop.windows.shown import said

if TYPE_CHECKING:  # imported where used: start-up shows only the home screen
    from tabletop_desktop.session.game_session import GameSession
    from tabletop_desktop.windows.network_play import NetworkPlay
    from tabletop_desktop.windows.new_game_dialog import NewGameDialog
    from tabletop_desktop.windows.settings_dialog import SettingsDialog

log = logging.getLogger(__name__)

ViewFactory = Callable[[str, object, object, QWidget | None], GameView]


def save_filter() -> str:
    """The file dialogs' filter for saved games."""
    return translate("MainWindow", "Tabletop Desktop games (*{extension});;All files (*)").format(
        extension=SAVE_EXTENSION)


MIN_SIZE = (1024, 680)  # every screen is checked at 1024 x 700 (tests/windows/test_screen_sizes.py)
DEFAULT_SIZE = (1280, 800)


def with_hints(summary: object, session: object) -> object:
    """The end summary, with a line on the hints each player used when the game's own details
    do not already say it (every game's summary then tells it, whoever wrote the view)."""
    from dataclasses import replace as with_lines

    counts = getattr(session, "hints_used", None)
    hints = list(counts()) if callable(counts) else []
    if not any(hints) or getattr(summary, "hints_told", False):
        return summary
    names = session.names()
    used = translate("MainWindow", ", ", "between the players in Hints used").join(
        translate("MainWindow", "{name} {count}", "a player and the hints they used").format(
            name=shown_name(names[s]), count=n)
        for s, n in enumerate(hints) if n)
    return with_lines(summary, lines=(*summary.lines,
                                      translate("MainWindow", "Hints used: {players}.").format(
                                          players=used)))


def undo_refused(reason: str) -> str:
    """The status line's answer to Undo when it is impossible: `reason` is a sentence."""
    return translate("MainWindow", "Undo is not possible now: {reason}").format(
        reason=f"{reason[:1].lower()}{reason[1:]}")


def _real_screen() -> bool:
    """Offscreen Qt (tests, the self-test) makes up an 800 x 800 screen unless one is configured
    (QT_QPA_PLATFORM=offscreen:configfile=...): only a real or configured screen is fitted."""
    import os

    return (QApplication.platformName() != "offscreen"
            or "configfile" in os.environ.get("QT_QPA_PLATFORM", ""))


class MainWindow(QMainWindow):
    """The app's one window."""

    def __init__(self, settings: Settings, warnings: list[str] | tuple[str, ...] = (),
                 view_factory: ViewFactory = create_game_view) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_NAME)
        self.settings = settings
        self.view_factory = view_factory
        self.session: GameSession | None = None
        self.view: GameView | None = None
        self.save_path: Path | None = None
        self.dialog: QWidget | None = None  # the last dialog opened (tests look at it)
        self.message_box: QMessageBox | None = None
        # Multiplies the pause between bot moves; the self-test and tests set 0.
        self.bot_pause_scale: float | None = None
        # Every unfinished game keeps its own autosave, and the one at the table its lock.
        self.games = GamesKept(self)
        self.stack = QStackedWidget(self)
        self.home = HomeScreen(self.stack)
        self.game_screen = GameScreen(self.stack)
        self.stack.addWidget(self.home)
        self.stack.addWidget(self.game_screen)
        self.setCentralWidget(self.stack)
        self.actions = build_menus(self, {
            "new": self.new_game, "open": self.open_game, "save": self.save_game,
            "save_as": self.save_game_as, "print": self.print_summary,
            "export_pdf": self.export_summary_pdf, "home": self.show_home,
            "statistics": self.show_statistics, "quit": self.close, "undo": self.undo,
            "settings": self.show_settings, "full_screen": self.toggle_full_screen,
            "hint": self.hint, "rules": self.show_rules, "about": self.show_about,
            "keyboard": self.show_keyboard,
        })
        app = QApplication.instance()
        if app is not None and not isinstance(getattr(app, "_enter_filter", None), QObject):
            from tabletop_desktop.windows.keyboard import EnterPressesFocusedButton

            app._enter_filter = EnterPressesFocusedButton(app)  # one per app, kept alive by it
            app.installEventFilter(app._enter_filter)
        # Ctrl+Z while undo is impossible still answers, in the status line: a disabled action's
        # shortcut is silent, so this one stands in exactly while the action is disabled.
        self.undo_refusal = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_refusal.activated.connect(self.undo)
        self.home.playRequested.connect(self.new_game)
        self.home.newGameRequested.connect(self.new_game)
        self.home.continueRequested.connect(self.continue_game)
        self.home.deleteRequested.connect(self.games.ask_delete)
        self.home.openRequested.connect(self.open_game)
        self.home.rulesRequested.connect(self.show_rules)
        self.home.statisticsRequested.connect(self.show_statistics)
        self.home.settingsRequested.connect(self.show_settings)
        self.home.aboutRequested.connect(self.show_about)
        # Network play (windows/network_play.py): hosting a table from New Game, Home > Join a game.
        from tabletop_desktop.windows.network_play import NetworkPlay

        self.network: NetworkPlay | None = NetworkPlay(self)
        self.home.show_join_button(True)
        self.home.joinRequested.connect(self.join_game)
        join = QAction(translate("MainWindow", "&Join a game\u2026"), self)
        join.setObjectName("action_join")
        join.setToolTip(translate("MainWindow", "Join a game hosted on another computer"))
        join.triggered.connect(self.join_game)
        menu = self.menuBar().actions()[0].menu()
        menu.insertAction(self.actions["open"], join)
        menu.insertAction(self.actions["open"], self.network.leave_action)
        self.actions["join"] = join
        self._shown_once = False
        self._restore_geometry()
        self.home.show_messages(list(warnings))
        self.show_home()

    # --- screens ------------------------------------------------------------------------------
    def show_home(self) -> None:
        """Leave the table (the game stays autosaved) and show the home screen."""
        self._close_game()
        self.games.refresh()
        if self.network is not None:
            self.network.refresh_home()
        self.stack.setCurrentWidget(self.home)
        self.setWindowTitle(APP_NAME)
        self._update_actions()

    def _close_game(self) -> None:
        if self.network is not None and self.network.at_table():
            self.network.leave_table()
            self.view = None
        if self.session is not None:
            self.session.shutdown()
            for signal, slot in ((self.session.finished, self._on_finished),
                                 (self.session.undoAvailableChanged, self._on_undo_available),
                                 (self.session.pendingChanged, self._refresh_undo)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.game_screen.detach()
        if self.session is not None:
            self.session.deleteLater()
        self.games.release()
        self.session, self.view, self.save_path = None, None, None

    def _update_actions(self) -> None:
        in_game = self.session is not None
        for name in ("save", "save_as", "home"):
            self.actions[name].setEnabled(in_game)
        over = in_game and self.session.state.is_over()
        if self.network is not None and self.network.game_over():
            over = True  # a network game's summary prints from its view as well
        self.actions["print"].setEnabled(bool(over))
        self.actions["export_pdf"].setEnabled(bool(over))
        self.actions["hint"].setEnabled(in_game and self.view is not None and self.view.can_hint())
        self._on_undo_available(in_game and self.session.can_undo()[0])

    # --- starting games -----------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        """Open the New Game dialog (for `game_id`, or the last game played). A game in
        progress is not replaced: it keeps its autosave and stays in Games in progress."""
        self._ask_new_game(game_id)

    def _ask_new_game(self, game_id: str | None) -> None:
        from tabletop_desktop.windows.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings, game_id if isinstance(game_id, str) else None, self)
        dialog.accepted.connect(lambda: self._new_game_chosen(dialog))
        self._open_dialog(dialog)

    def _new_game_chosen(self, dialog: NewGameDialog) -> None:
        setup = dialog.game_setup()
        dialog.remember(setup)
        self._save_settings()
        choices = dialog.host_choices()
        if choices is not None and self.network is not None:
            self.network.host(setup, choices)
            return
        self.start_game(setup)

    def join_game(self) -> None:
        """Home > Join a game: a table on another computer (network play only)."""
        if self.network is not None:
            self.network.join()

    def start_game(self, setup: GameSetup) -> None:
        """Sit down at a new table for `setup`."""
        from dataclasses import replace

        from tabletop_desktop.engine.registry import game as find_game
        from tabletop_desktop.session.game_session import GameSession

        info = find_game(setup.game_id)
        warnings: list[str] = []
        if info.prepare_options:
            options, warnings = info.prepared_options_with_warnings(setup.options)
            setup = replace(setup, options=options)
        self._begin(GameSession(setup, settings=self.settings))
        if warnings:  # a damaged file of the person's (set aside) is reported like any other
            self.show_message(translate("MainWindow", "A file could not be used"),
                              " ".join(said(w) for w in warnings))

    def continue_game(self, autosave_id: str | None = None) -> bool:
        """Continue a game in progress (by its autosave id; the last one played when None)."""
        saved = self.games.to_continue(autosave_id)
        return saved is not None and self._resume(saved)

    def _resume(self, saved: object) -> bool:
        """Sit down at a saved table; a game this version cannot rebuild is reported instead."""
        from tabletop_desktop.session.game_session import GameSession

        try:
            session = GameSession.from_saved(saved, self.settings)
        except (ValueError, KeyError, LookupError) as exc:
            log.warning("Saved game not resumed: %s", exc)
            self.show_message(translate("MainWindow", "This game cannot be continued"),
                              said(getattr(exc, "message", None) or exc))
            return False
        self._begin(session)
        return True

    def _begin(self, session: GameSession) -> None:
        kept = self._kept_sentence()
        self._close_game()
        if not self.games.hold(session.autosave_id):
            # Only when continuing a game another window took a moment ago.
            session.shutdown()
            session.deleteLater()
            self.show_home()
            self.show_message(translate("GamesKept", "This game is open in another window"),
                              open_elsewhere())
            return
        try:
            view = self.view_factory(session.setup.game_id, session, self.settings, self.game_screen)
        except Exception as exc:  # noqa: BLE001 - a broken view must not take the app down
            log.exception("The view of %s could not be built", session.setup.game_id)
            session.shutdown()
            session.deleteLater()
            self.show_home()
            self.show_message(
                translate("MainWindow", "{game} cannot be shown").format(game=text(session.info.name)),
                translate("MainWindow", "Something went wrong while setting up the table: {error}").format(
                    error=exc))
            return
        self.session, self.view = session, view
        if self.bot_pause_scale is not None:
            session.pause_scale = self.bot_pause_scale
        session.finished.connect(self._on_finished)
        session.undoAvailableChanged.connect(self._on_undo_available)
        # The reason undo is impossible changes with every move, not only when it flips.
        session.pendingChanged.connect(self._refresh_undo)
        view.hintAvailableChanged.connect(lambda ok: self.actions["hint"].setEnabled(ok))
        view.wordListsWanted.connect(self.open_word_lists)
        self.game_screen.attach(session, view, self.settings)
        self.stack.setCurrentWidget(self.game_screen)
        self._show_title()
        session.practiceChanged.connect(self._show_title)
        self._update_actions()
        view.setFocus()
        session.start()
        if kept:
            self.game_screen.flash_status(kept)

    def open_word_lists(self, game_options: dict | None = None) -> None:
        """The word-list settings, over the game that asked (it names the words it plays with)."""
        from tabletop_desktop.windows.word_lists_dialog import WordListsDialog

        self._open_dialog(WordListsDialog(self.settings, self, dict(game_options or {})))

    def _kept_sentence(self) -> str:
        """What happens to the game at the table when another one takes its place."""
        if self.session is None or not self.session.history or self.session.state.is_over():
            return ""
        return translate("MainWindow", "Your game of {game} is kept: continue it from Games in "
                         "progress on the home screen.").format(game=text(self.session.info.name))

    # --- files --------------------------------------------------------------------------------
    def open_game(self, path: str | Path | None = None) -> bool:
        """Open a saved game (asks for the file when `path` is None). A damaged or foreign file
        is reported and left where it is, and the app goes on."""
        if not isinstance(path, str | Path):
            chosen = ask_open(self, self.settings, translate("MainWindow", "Open saved game"),
                              save_filter())
            if not chosen:
                return False
            path = chosen
            self._save_settings()  # the folder just used
        try:
            saved = load_game(path)
        except StoredFileError as exc:
            # A file the person chose is never moved or changed, whatever it holds.
            self.show_message(translate("MainWindow", "This game cannot be opened"), said(exc.message))
            return False
        # A new game in progress of its own: the games in progress (also one opened from this
        # file before) keep their autosaves and stay on the home screen.
        saved.autosave_id = ""
        if not self._resume(saved):
            return False
        self.save_path = Path(path)
        return True

    def save_game(self) -> bool:
        """Save to the file the game came from or was last saved to, else ask for one."""
        if self.save_path is None:
            return self.save_game_as()
        return self._write_save(self.save_path)

    def save_game_as(self, path: str | Path | None = None) -> bool:
        if self.session is None:
            return False
        if not isinstance(path, str | Path):
            suggested = f"{text(self.session.info.name)}{SAVE_EXTENSION}"
            chosen = ask_save(self, self.settings, translate("MainWindow", "Save game"), suggested,
                              save_filter())
            if not chosen:
                return False
            path = chosen
            self._save_settings()  # the folder just used
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(SAVE_EXTENSION)
        return self._write_save(path)

    def _write_save(self, path: Path) -> bool:
        try:
            save_game(path, self.session.saved_game())
        except OSError as exc:
            self.show_message(translate("MainWindow", "The game could not be saved"),
                              translate("MainWindow", "{file}: {error}").format(
                                  file=path, error=exc.strerror or exc))
            return False
        self.save_path = path
        self.game_screen.set_status(translate("MainWindow", "Saved as {file}.").format(file=path.name))
        return True

    # --- printing -----------------------------------------------------------------------------
    def print_summary(self) -> None:
        from tabletop_desktop.windows.printing import preview_dialog
        if self.view is None:
            return
        preview = preview_dialog(self.view, self)
        preview.exec()
        preview.deleteLater()

    def export_summary_pdf(self, path: str | Path | None = None) -> Path | None:
        from tabletop_desktop.windows.printing import export_pdf
        if self.view is None:
            return None
        name = self._game_name()
        if not isinstance(path, str | Path):
            suggested = translate("MainWindow", "{game} summary.pdf", "a file name").format(game=name)
            chosen = ask_save(self, self.settings, translate("MainWindow", "Export summary as PDF"),
                              suggested, translate("MainWindow", "PDF files (*.pdf)"))
            if not chosen:
                return None
            path = chosen
            self._save_settings()  # the folder just used
        try:
            written = export_pdf(self.view, path,
                                 translate("MainWindow", "{game} summary", "a document's title").format(
                                     game=name))
        except OSError as exc:
            self.show_message(translate("MainWindow", "The PDF could not be written"), str(exc))
            return None
        self.game_screen.set_status(
            translate("MainWindow", "Summary written to {file}.").format(file=written.name))
        return written

    def _game_name(self) -> str:
        """The name of the game on the screen: this computer's, or the network table's."""
        if self.session is not None:
            return text(self.session.info.name)
        if self.network is not None and self.network.session is not None:
            return text(self.network.session.info.name)
        return translate("MainWindow", "Game")

    # --- during a game --------------------------------------------------------------------------
    def undo(self) -> None:
        """Undo the person's last confirmed move, or say in the status line why it can't be."""
        if self.session is None:
            if self.network is not None and self.network.at_table():
                self.network.undo()  # the table's own rule; a refusal comes back in words
            return
        possible, reason = self.session.can_undo()
        if not possible:
            self.game_screen.flash_status(undo_refused(text(reason)) if reason else
                                          translate("MainWindow", "There is no move to undo."))
            return
        from tabletop_desktop.session.game_session import UNDONE, UNDONE_PRACTICE

        was_practice = self.session.practice
        if self.session.undo():
            self.game_screen.flash_status(
                UNDONE_PRACTICE if self.session.practice and not was_practice else UNDONE)

    def hint(self) -> None:
        # Never while the table is covered for pass and play: it would show the hidden tiles.
        if self.view is not None and self.view.can_hint() and not self.game_screen.cover.isVisible():
            self.view.hint()

    def _refresh_undo(self, *_: object) -> None:
        if self.session is not None:
            self._on_undo_available(self.session.can_undo()[0])

    def _on_undo_available(self, available: bool) -> None:
        action = self.actions["undo"]
        action.setEnabled(bool(available))
        self.undo_refusal.setEnabled(not available and self.session is not None)
        if self.session is None:
            action.setToolTip(translate("Menus", UNDO_TIP))
        else:  # what it takes back (and whether the game becomes practice), or why not
            action.setToolTip(text(self.session.undo_description())
                              or translate("MainWindow", "There is no move to undo."))

    def _show_title(self, *_: object) -> None:
        if self.session is None:
            return
        name = text(self.session.info.name)
        self.setWindowTitle(
            translate("MainWindow", "{game} (practice game) \u2014 {app}").format(game=name, app=APP_NAME)
            if self.session.practice
            else translate("MainWindow", "{game} \u2014 {app}").format(game=name, app=APP_NAME))

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.actions["full_screen"].setChecked(self.isFullScreen())

    def _on_finished(self) -> None:
        from tabletop_desktop.windows.end_dialog import EndDialog
        from tabletop_desktop.windows.new_game_dialog import MAX_SEED
        self._update_actions()
        summary = with_hints(self.view.end_summary(), self.session)
        dialog = EndDialog(summary, self)
        setup = self.session.setup
        dialog.playAgainRequested.connect(lambda: self.start_game(
            replace(setup, seed=random.randrange(MAX_SEED))))
        dialog.homeRequested.connect(self.show_home)
        dialog.printRequested.connect(self.print_summary)
        self._open_dialog(dialog)

    # --- other windows --------------------------------------------------------------------------
    def show_settings(self) -> None:
        from tabletop_desktop.windows.settings_dialog import SettingsDialog
        dialog = SettingsDialog(self.settings, self.apply_settings, self)
        dialog.accepted.connect(lambda: self._settings_chosen(dialog))
        self._open_dialog(dialog)

    def _settings_chosen(self, dialog: SettingsDialog) -> None:
        from tabletop_desktop.windows.settings_language import offer_restart
        before, self.settings = self.settings, dialog.chosen()
        self.apply_settings(self.settings)
        self._save_settings()
        box = offer_restart(self, before, self.settings)  # a new language: restart now?
        if box is not None:
            self._track_message(box)

    def apply_settings(self, settings: Settings) -> None:
        """Theme, palette and motion, live: the app, the table and the game's view."""
        app = QApplication.instance()
        if app is not None:
            apply_theme(app, settings.theme)
        if self.session is not None:
            self.session.apply_settings(settings)  # the bot speed too, from the next bot move on
        self.game_screen.set_motion(settings)
        if self.view is not None:
            self.view.apply_settings(settings)
            self.game_screen.scoreboard.set_colour_blind(settings.colour_blind)
            self.game_screen.refresh_scores()
        self.update()

    def show_statistics(self) -> None:
        from tabletop_desktop.windows.statistics_dialog import StatisticsDialog
        game_id = self.session.setup.game_id if self.session is not None else None
        if self.session is not None:
            self.session.flush_autosave()  # the finished-game record is written in the background
        self._open_dialog(StatisticsDialog(game_id, self, settings=self.settings))

    def show_rules(self, game_id: str | None = None) -> None:
        from tabletop_desktop.windows.rules_dialog import RulesDialog
        if not isinstance(game_id, str) or not game_id:
            game_id = self.session.setup.game_id if self.session is not None else None
        self._open_dialog(RulesDialog(game_id, self))

    def show_keyboard(self) -> None:
        """Help > Keyboard shortcuts: the menus' keys, the game's own and moving around."""
        from tabletop_desktop.windows.keyboard import GENERAL_KEYS, KeyboardDialog, menu_keys

        game_keys = self.view.keyboard_help() if self.view is not None else []
        game_title = (translate("MainWindow", "Playing {game}").format(game=text(self.session.info.name))
                      if self.session is not None else translate("MainWindow", "Playing"))
        self._open_dialog(KeyboardDialog(
            [(translate("MainWindow", "Menus"), menu_keys(self.actions.values())),
             (game_title, game_keys),
             (translate("MainWindow", "Moving around"),
              [(translate("KeyboardDialog", keys), translate("KeyboardDialog", what))
               for keys, what in GENERAL_KEYS])], self))

    def show_about(self) -> None:
        from tabletop_desktop.windows.about_dialog import AboutDialog
        self._open_dialog(AboutDialog(self))

    def show_message(self, title: str, text: str) -> QMessageBox:
        """A window-modal message that does not block the event loop."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and messages from files
        box.setText(text)
        box.setObjectName("messageBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._track_message(box)
        box.open()
        return box

    def _track_message(self, box: QMessageBox) -> None:
        self.message_box = box
        token = id(box)

        def forget(*_: object) -> None:
            if self.message_box is not None and id(self.message_box) == token:
                self.message_box = None

        box.destroyed.connect(forget)

    def _open_dialog(self, dialog: QWidget) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        token = id(dialog)
        dialog.destroyed.connect(lambda *_: self._forget_dialog(token))
        self._fit_dialog(dialog)
        dialog.open()

    def _fit_dialog(self, dialog: QWidget) -> None:
        """A dialog no larger than the screen's free area (as far as its contents allow)."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None or not _real_screen():
            return
        free = screen.availableGeometry()
        room_w, room_h = free.width() - 16, free.height() - 48  # its frame and title bar
        if dialog.width() > room_w or dialog.height() > room_h:
            dialog.resize(max(dialog.minimumSizeHint().width(), min(dialog.width(), room_w)),
                          max(dialog.minimumSizeHint().height(), min(dialog.height(), room_h)))

    def _forget_dialog(self, token: int) -> None:
        # Closed dialogs delete themselves; never hand out a dangling one.
        if self.dialog is not None and id(self.dialog) == token:
            self.dialog = None

    # --- settings and closing ---------------------------------------------------------------------
    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except (OSError, ValueError) as exc:
            log.warning("Settings not saved: %s", exc)
            target = self.game_screen if self.session is not None else self.home
            target.banner.add_message(
                translate("MainWindow", "Your settings could not be saved: {error}").format(error=exc))

    def _restore_geometry(self) -> None:
        self.resize(*DEFAULT_SIZE)
        if self.settings.window_geometry:
            try:
                data = base64.b64decode(self.settings.window_geometry.encode("ascii"))
                self.restoreGeometry(QByteArray(data))
            except ValueError:
                pass  # a bad value only costs the window size
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """Never larger than the screen's free area, nor placed off it; the minimum size gives
        way on a screen smaller than 1024 x 680 (1366 x 768 at 150 %, say)."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None or not _real_screen():
            return
        free = screen.availableGeometry()
        # The frame (title bar, borders) comes on top of the client area on most desktops.
        frame_w = max(0, self.frameGeometry().width() - self.width())
        frame_h = max(0, self.frameGeometry().height() - self.height()) or 32
        room_w, room_h = max(320, free.width() - frame_w), max(240, free.height() - frame_h)
        self.setMinimumSize(min(MIN_SIZE[0], room_w), min(MIN_SIZE[1], room_h))
        if self.isMaximized() or self.isFullScreen():
            return
        width, height = min(self.width(), room_w), min(self.height(), room_h)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        x = min(max(self.x(), free.left()), free.right() - width - frame_w + 1)
        y = min(max(self.y(), free.top()), free.bottom() - height - frame_h + 1)
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.fit_to_screen()  # again, now that the window frame's size is known

    def closeEvent(self, event: QCloseEvent) -> None:
        # The session autosaves after every action, so closing mid-game loses nothing; the home
        # screen offers "Continue" next time.
        self._close_game()
        if self.network is not None:
            self.network.shutdown()  # a lobby open now, and the host's server
        self.settings.window_geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
        self._save_settings()
        super().closeEvent(event)
