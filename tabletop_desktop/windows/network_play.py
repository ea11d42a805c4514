"""Network play in the main window: opening a table (`host`), joining one (`join`), reopening a
table hosted before, and the table on the game screen while the game runs, with each seat's
connection on the scoreboard and this computer's own in the banner. The way to the table (the
server, the lobby, Join a game) is network_games.py.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from tabletop_desktop import APP_NAME
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.storage.saves import GameSetup
from tabletop_desktop.windows.hosted_tables import (
    HostedTable,
    HostedTablesPanel,
    forget_hosted,
    load_hosted,
)
from tabletop_desktop.windows.joined_tables import (
    JoinedTable,
    JoinedTablesPanel,
    forget_joined,
    load_joined,
)
from tabletop_desktop.windows.lan_discovery import TableFinder
from tabletop_desktop.windows.network_games import (
    HostedGame,
    JoinedGame,
    NetworkGame,
    RejoinedGame,
    SessionFactory,
    bot_levels,
    remote_session,
)
from tabletop_desktop.windows.network_model import HostChoices
from tabletop_desktop.windows.server_process import server_command

log = logging.getLogger(__name__)


class NetworkPlay(QObject):
    """The main window's network play: opening a table (`host`), joining one (`join`), and the
    table on the game screen while the game runs, with each seat's connection."""

    def __init__(self, window: Any, session_factory: SessionFactory = remote_session,
                 data_dir: Path | None = None) -> None:
        super().__init__(window)
        self.session_factory = session_factory
        self.data_dir = data_dir
        self.server_args: list[str] = []  # more arguments for the host's server (tests: --bot-pause 0)
        self.pending: NetworkGame | None = None  # a lobby open now
        self.game: NetworkGame | None = None  # the game at the table (the host's keeps the server)
        self.session: Any = None
        self.host_here = False
        self.panel = HostedTablesPanel(window.home)
        self.panel.reopenRequested.connect(self.reopen)
        self.panel.forgetRequested.connect(self.forget)
        window.home.add_panel(self.panel)
        self.joined_panel = JoinedTablesPanel(window.home)
        self.joined_panel.reopenRequested.connect(self.rejoin)
        self.joined_panel.forgetRequested.connect(self.forget_joined)
        window.home.add_panel(self.joined_panel)
        self.leave_action = QAction(translate("NetworkPlay", "&Leave the Table"), window)
        self.leave_action.setObjectName("action_leave_table")
        self.leave_action.setToolTip(translate(
            "NetworkPlay", "Leave this network game for good: the host may give your seat to a "
            "bot at once."))
        self.leave_action.triggered.connect(self.leave_for_good)
        self.leave_action.setEnabled(False)
        self.refresh_home()

    @property
    def window(self) -> Any:
        # The window is this object's Qt parent; held by Qt, not in an attribute, so that the
        # window and this object make no cycle of Python references: a cycle is taken apart by
        # the garbage collector at any moment, even inside one of the window's own events.
        return self.parent()

    def folder(self) -> Path:
        from tabletop_desktop.storage.paths import data_dir

        folder = self.data_dir or data_dir() / "tables"
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    def refresh_home(self) -> None:
        """List the tables this computer hosts or joined and has not finished (the home
        screen)."""
        for panel, load in ((self.panel, load_hosted), (self.joined_panel, load_joined)):
            try:
                panel.show_tables(load(self.folder()))
            except OSError as exc:
                log.warning("The kept network tables could not be listed: %s", exc)
                panel.show_tables([])

    def reopen(self, table: HostedTable) -> HostedGame:
        """Start a table hosted before on its old port; the players' apps find it again."""
        choices = HostChoices((), "local_network" if table.reach == "local_network" else "this_computer")
        command = server_command(choices.bind_host, self.folder(), self.server_args, table.port)
        hosted = HostedGame(self.window, None, choices, self.folder(), self.session_factory, command,
                            reopen=table)
        self._follow(hosted)
        hosted.open()
        return hosted

    def forget(self, table: HostedTable) -> None:
        forget_hosted(self.folder(), table.code)
        self.refresh_home()

    def rejoin(self, table: JoinedTable) -> RejoinedGame:
        """Go back to the seats this computer holds at a table it joined before."""
        rejoined = RejoinedGame(self.window, table, self.folder(), self.session_factory)
        self._follow(rejoined)
        rejoined.open()
        return rejoined

    def forget_joined(self, table: JoinedTable) -> None:
        forget_joined(self.folder(), table.code)
        self.refresh_home()

    # --- before the table -----------------------------------------------------------------------
    def host(self, setup: GameSetup, choices: HostChoices, command: Sequence[str] | None = None) -> HostedGame:
        """Open a table for `setup`: start the server, make the room, show the lobby."""
        folder = self.folder()
        command = command or server_command(choices.bind_host, folder, self.server_args)
        hosted = HostedGame(self.window, setup, choices, folder, self.session_factory, command)
        self._follow(hosted)
        hosted.open()
        return hosted

    def join(self, name: str = "", finder: TableFinder | None = None) -> JoinedGame:
        """Home > Join a game."""
        joined = JoinedGame(self.window, name, self.session_factory, finder, self.folder())
        self._follow(joined)
        joined.open()
        return joined

    def _follow(self, game: NetworkGame) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.pending = game
        self.window.dialog = game.join_dialog if isinstance(game, JoinedGame) else None
        game.tableReady.connect(self._table_ready)
        game.ended.connect(lambda sentence, g=game: self._ended(g, sentence))
        if isinstance(game, HostedGame):
            game.server.listening.connect(lambda *_: self._lobby_shown(game))

    def _lobby_shown(self, game: NetworkGame) -> None:
        self.window.dialog = game.lobby_dialog

    def _ended(self, game: NetworkGame, sentence: str) -> None:
        if self.pending is game:
            self.pending = None
        if self.game is game:
            self.leave_table()
        if sentence:
            self.window.show_message(translate("NetworkPlay", "The network game has ended"), text(sentence))

    # --- at the table ---------------------------------------------------------------------------
    def _table_ready(self, session: Any, host: bool) -> None:
        game = self.pending
        self.pending = None
        self.window._close_game()
        self.game, self.session, self.host_here = game, session, host
        screen = self.window.game_screen
        try:
            view = self.window.view_factory(session.game_id, session, self.window.settings, screen)
        except Exception as exc:  # noqa: BLE001 - a broken view must not take the app down
            log.exception("The view of %s could not be built", session.game_id)
            self.leave_table()
            self.window.show_message(
                translate("MainWindow", "{game} cannot be shown").format(game=text(session.info.name)),
                translate("MainWindow", "Something went wrong while setting up the table: {error}").format(
                    error=exc))
            return
        self.window.view = view
        screen.attach(session, view, self.window.settings)
        screen.follow_seat_status(host, bot_levels(session.info))
        for seat, status in sorted(session.statuses.items()):
            self._seat_status(seat, status)
        session.seatStatusChanged.connect(self._seat_status)
        session.connectionChanged.connect(self._on_connection)
        session.closed.connect(self._on_closed)
        session.finished.connect(self._on_finished)
        session.recordFailed.connect(self._on_record_failed)
        screen.giveSeatToBot.connect(session.give_to_bot)
        session.tableChanged.connect(self._on_table_change)
        view.hintAvailableChanged.connect(self.window.actions["hint"].setEnabled)
        self.window.stack.setCurrentWidget(screen)
        self.window.setWindowTitle(translate("NetworkPlay", "{game} (network game) \u2014 {app}").format(
            game=text(session.info.name), app=APP_NAME))
        self.window._update_actions()
        self.leave_action.setEnabled(not host)
        self._on_table_change(None)
        view.setFocus()
        session.start()

    def _on_table_change(self, _change: object) -> None:
        """Undo and Hint in the menus follow the table (the network game's own undo rule)."""
        if self.session is None or not self.session.is_started():
            return
        facts = self.session.facts()
        undo = self.window.actions["undo"]
        undo.setEnabled(facts.can_undo)
        undo.setToolTip(text(facts.undo_words) or translate("MainWindow", "There is no move to undo."))
        self.window.undo_refusal.setEnabled(not facts.can_undo)
        view = self.window.view
        self.window.actions["hint"].setEnabled(view is not None and view.can_hint())

    def undo(self) -> None:
        from tabletop_desktop.windows.main_window import undo_refused

        if self.session is None:
            return
        facts = self.session.facts()
        if not facts.can_undo:
            words = text(facts.undo_words)
            self.window.game_screen.flash_status(
                undo_refused(words) if words else translate("MainWindow", "There is no move to undo."))
            return
        self.session.undo()

    def _seat_status(self, seat: int, status: str) -> None:
        # The people at this screen are here: their connection is this computer's own, which
        # the banner tells; the scoreboard shows the others'.
        if self.session is not None and seat not in self.session.seats_here:
            self.window.game_screen.set_seat_status(seat, status)

    def _on_connection(self, state: str, words: str) -> None:
        banner = self.window.game_screen.banner
        banner.clear()
        if state != "online":
            banner.add_message(text(words))
        if self.session is None:
            return
        # While this computer's own connection is down it cannot know the others'; once it is
        # back, the table's word on each seat is shown again.
        for seat in range(len(self.session.names())):
            self._seat_status(seat, self.session.seat_status(seat) if state == "online" else "unknown")

    def _on_closed(self, sentence: str) -> None:
        keeper = self.game.keeper if self.game is not None else None
        if keeper is not None and self.session is not None and (
                self.session.closed_code in ("cancelled", "seat_taken", "left")):
            keeper.forget()  # the table will not take these seats back
        self.window.game_screen.banner.clear()
        self.window.game_screen.banner.add_message(text(sentence))

    def _on_record_failed(self, sentence: str) -> None:
        """The finished game could not be kept in this computer's statistics: said on the table
        (the game itself is over and shown all the same)."""
        self.window.game_screen.banner.add_message(text(sentence))

    def _on_finished(self) -> None:
        from tabletop_desktop.windows.end_dialog import EndDialog
        from tabletop_desktop.windows.main_window import with_hints

        if isinstance(self.game, HostedGame):
            self.game.forget()  # over: nothing to reopen
        elif self.game is not None and self.game.keeper is not None:
            self.game.keeper.forget()  # over: nothing to rejoin
        self.leave_action.setEnabled(False)
        self.window._update_actions()  # Print summary and Export as PDF, from the view

        view = self.window.view
        if view is None:
            return
        dialog = EndDialog(with_hints(view.end_summary(), self.session), self.window)
        dialog.homeRequested.connect(self.window.show_home)
        dialog.printRequested.connect(self.window.print_summary)
        dialog.again_button.hide()  # a new network game starts from a new table
        self.window._open_dialog(dialog)

    def at_table(self) -> bool:
        return self.session is not None

    def game_over(self) -> bool:
        """The game at the table has ended (its summary may be printed)."""
        session = self.session
        return session is not None and session.is_started() and bool(session.facts().over)

    def leave_table(self) -> None:
        """Leave the table (the window goes home or closes): the session closes; the host's
        server stops after saving its room."""
        session, game = self.session, self.game
        self.session, self.game = None, None
        self.leave_action.setEnabled(False)
        if session is not None:
            screen = self.window.game_screen
            for signal, slot in ((session.seatStatusChanged, self._seat_status),
                                 (screen.giveSeatToBot, session.give_to_bot),
                                 (session.connectionChanged, self._on_connection),
                                 (session.closed, self._on_closed),
                                 (session.finished, self._on_finished),
                                 (session.recordFailed, self._on_record_failed),
                                 (session.tableChanged, self._on_table_change)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
            screen.detach()
            session.close()
            session.deleteLater()
        if game is not None:
            game.stop()
            if isinstance(game, HostedGame) and session is not None and not session.facts().over:
                # Kept: the others' apps wait and come back once it is reopened.
                if game.info is not None:
                    kept = translate("NetworkPlay", "Your network table of {game} is kept: reopen it from "
                                     "Network tables you host, and the players who joined come back.").format(
                        game=text(game.info.name))
                else:
                    kept = translate("NetworkPlay", "Your network table of the game is kept: reopen it "
                                     "from Network tables you host, and the players who joined come back.")
                self.window.home.banner.add_message(kept)
            elif (game.keeper is not None and session is not None and not session.left
                  and not session.facts().over and not session.closed_code and game.info):
                self.window.home.banner.add_message(translate(
                    "NetworkPlay", "Your seat at the network table of {game} is kept: rejoin it "
                    "from Network tables you joined.").format(game=text(game.info.name)))

    def leave_for_good(self) -> None:
        """Game > Leave the table: this computer's people go for good (the host may give their
        seats to bots at once), and the table is forgotten here."""
        from tabletop_desktop.windows.network_games import leave_for_good

        if self.session is None or self.host_here:
            return
        leave_for_good(self.session, self.game.keeper if self.game is not None else None)
        self.window.show_home()

    def shutdown(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.leave_table()
