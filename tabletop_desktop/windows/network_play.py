"""A network game at this computer, from the lobby to the table: hosting one (the table's server
started as a separate process, this app its first client) or joining one (Join a game).

Both talk to the table through a `RemoteSession` (session/remote_session.py), whose answers come
as queued signals: nothing here waits on the network. The dialogs (lobby_dialog, join_dialog)
draw from `LobbyState` values this module makes of the session's lobby.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostInfo, QNetworkInterface
from PySide6.QtWidgets import QWidget

from tabletop_desktop import APP_NAME
from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.storage.saves import GameSetup
from tabletop_desktop.windows.hosted_tables import (
    HostedTable,
    HostedTablesPanel,
    forget_hosted,
    load_hosted,
    save_hosted,
)
from tabletop_desktop.windows.join_dialog import JoinDialog
from tabletop_desktop.windows.lan_discovery import TableAnnouncer, TableFinder
from tabletop_desktop.windows.lobby_dialog import LobbyDialog
from tabletop_desktop.windows.network_model import (
    HostChoices,
    JoinRequest,
    LobbySeat,
    LobbyState,
    TableAddress,
    new_room_code,
)
from tabletop_desktop.windows.new_game_dialog import DEFAULT_NAMES
from tabletop_desktop.windows.server_process import ServerProcess, server_command

log = logging.getLogger(__name__)

SessionFactory = Callable[[str], Any]  # the room's URL -> a RemoteSession


def remote_session(url: str) -> Any:
    from tabletop_desktop.session.remote_session import RemoteSession

    return RemoteSession(url)


def local_network_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not the loopback), for the lobby."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if (address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not address.isLoopback() and not address.isLinkLocal()):
            found.append(address.toString())
    return sorted(set(found))


def bot_levels(info: GameInfo) -> list[tuple[str, str]]:
    return [(level.key, level.name) for level in info.bot_levels]


def lobby_state(lobby: Any, info: GameInfo, code: str, addresses: Sequence[TableAddress],
                my_seats: Sequence[int]) -> LobbyState:
    """The dialog's `LobbyState` from the session's lobby (its `seats`, `started`, `can_start`)."""
    levels = {level.key: level.name for level in info.bot_levels}
    seats = tuple(LobbySeat(seat.seat, seat.name, seat.kind, seat.status,
                            levels.get(seat.level or "", seat.level) if seat.kind == "bot" or
                            seat.status == "bot" else None)
                  for seat in lobby.seats)
    return LobbyState(info.name, code, tuple(addresses), seats, started=bool(lobby.started),
                      can_start=bool(lobby.can_start), my_seats=tuple(my_seats))


def create_seats(setup: GameSetup, choices: HostChoices) -> list[dict[str, Any]]:
    """The protocol's `create.seats` for what New Game chose."""
    seats = []
    for index, seat in enumerate(setup.seats):
        if index in choices.remote_seats:
            seats.append({"name": f"Player {index + 1}", "kind": "remote", "level": None})
        elif seat.kind == "bot":
            seats.append({"name": seat.name, "kind": "bot", "level": seat.level})
        else:
            seats.append({"name": _here_name(seat.name, setup), "kind": "here", "level": None})
    return seats


def _here_name(name: str, setup: GameSetup) -> str:
    # New Game calls the first seat "You": on the other computers that would name the wrong
    # person, so the host's seat is "Host" there (and here) unless it was given a name.
    if name != DEFAULT_NAMES[0]:
        return name
    taken = {seat.name for seat in setup.seats}
    return next(n for n in ("Host", "Host 1", "Host 2", "Host 3", "The host") if n not in taken)


class NetworkGame(QObject):
    """The lobby of one network game; `tableReady(session, host)` once the game has started
    (the window then shows the table), `ended(sentence)` when it ended before that ("" when the
    person cancelled)."""

    tableReady = Signal(object, bool)
    ended = Signal(str)

    def __init__(self, parent: QWidget, session_factory: SessionFactory = remote_session) -> None:
        super().__init__(parent)
        self.window = parent
        self.session_factory = session_factory
        self.session: Any = None
        self.lobby_dialog: LobbyDialog | None = None
        self.info: GameInfo | None = None
        self.code = ""
        self.addresses: tuple[TableAddress, ...] = ()
        self.done = False

    def _open_lobby(self, host: bool) -> LobbyDialog:
        assert self.info is not None
        dialog = LobbyDialog(host, bot_levels(self.info), self.window)
        dialog.cancelRequested.connect(self.cancel)
        dialog.rejected.connect(self.cancel)  # Escape or the window's close button
        self.lobby_dialog = dialog
        return dialog

    def _connect_session(self) -> None:
        self.session.lobbyChanged.connect(self._on_lobby)
        self.session.started.connect(self._on_started)
        self.session.closed.connect(self._on_closed)
        self.session.refused.connect(self._on_refused)

    def _disconnect_session(self) -> None:
        for signal, slot in ((self.session.lobbyChanged, self._on_lobby),
                             (self.session.started, self._on_started),
                             (self.session.closed, self._on_closed),
                             (self.session.refused, self._on_refused)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def _on_lobby(self, lobby: Any) -> None:
        if self.lobby_dialog is not None and self.info is not None:
            self.lobby_dialog.show_state(lobby_state(lobby, self.info, self.code, self.addresses,
                                                     sorted(self.session.tokens)))

    def _on_started(self) -> None:
        if self.done:
            return
        self.done = True
        self._disconnect_session()
        self._close_lobby()
        self.tableReady.emit(self.session, isinstance(self, HostedGame))

    def _on_refused(self, sentence: str) -> None:
        if self.lobby_dialog is not None:
            self.lobby_dialog.note.setText(sentence)

    def _on_closed(self, sentence: str) -> None:
        self._finish(sentence)

    def cancel(self) -> None:
        self._finish("")

    def _close_lobby(self) -> None:
        if self.lobby_dialog is not None:
            dialog, self.lobby_dialog = self.lobby_dialog, None
            dialog.rejected.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()

    def _finish(self, sentence: str) -> None:
        if self.done:
            return
        self.done = True
        self._close_lobby()
        if self.session is not None:
            self._disconnect_session()
            self.session.close()
            self.session.deleteLater()
            self.session = None
        self.stop()
        self.ended.emit(sentence)

    def stop(self) -> None:
        """Stop what this game started besides the session (the host's server)."""


class HostedGame(NetworkGame):
    """The host's side: the server process, the room, the lobby with Start, and the LAN
    announcement while seats are free."""

    def __init__(self, parent: QWidget, setup: GameSetup | None, choices: HostChoices, data_dir: Path,
                 session_factory: SessionFactory = remote_session,
                 command: Sequence[str] | None = None, host_name: str | None = None,
                 reopen: HostedTable | None = None) -> None:
        """A new table for `setup`, or (`reopen`) a table hosted before, on its old port."""
        super().__init__(parent, session_factory)
        self.setup, self.choices, self.reopened = setup, choices, reopen
        game_id = reopen.game_id if reopen is not None else setup.game_id if setup is not None else ""
        self.info = game(game_id)
        self.code = reopen.code if reopen is not None else new_room_code()
        self.data_dir = data_dir
        self.names: tuple[str, ...] = reopen.names if reopen is not None else ()
        self.host_name = host_name or _user_name()
        self.server = ServerProcess(command or server_command(
            choices.bind_host, data_dir, port=reopen.port if reopen is not None else 0), self)
        self.server.listening.connect(self._on_listening)
        self.server.failed.connect(self._on_server_failed)
        self.announcer: TableAnnouncer | None = None

    def open(self) -> None:
        dialog = self._open_lobby(host=True)
        dialog.startRequested.connect(self._start)
        dialog.giveToBotRequested.connect(self._give_to_bot)
        assert self.info is not None
        dialog.show_state(LobbyState(self.info.name, self.code, (), ()))
        dialog.note.setText("The table is being opened on this computer\u2026")
        dialog.open()
        self.server.start()

    def _on_listening(self, host: str, port: int) -> None:
        if self.done:
            return
        if self.choices.reach == "local_network":
            self.addresses = tuple(TableAddress(a, port) for a in local_network_addresses()) \
                or (TableAddress("127.0.0.1", port),)
            self.announcer = TableAnnouncer(parent=self)
        else:
            self.addresses = (TableAddress("127.0.0.1", port),)
        # The host's app is a client of its own server, always over the loopback.
        self.session = self.session_factory(TableAddress("127.0.0.1", port).url(self.code))
        self._connect_session()
        self.session.tokensChanged.connect(self.keep)
        if self.reopened is not None:
            token = self.reopened.host_token  # gives the host its rights and its seats back
            self.session.rejoin([token], host_token=token)
        else:
            assert self.setup is not None
            self.session.host(self.setup.game_id, self.setup.options, create_seats(self.setup, self.choices))

    def keep(self) -> None:
        """Write down how to reopen this table (its code, port and the host's token)."""
        token = getattr(self.session, "host_token", "") if self.session is not None else ""
        if not token or self.server.port is None:
            return
        try:
            save_hosted(self.data_dir, HostedTable(self.code, token, self.server.port, self.choices.reach,
                                                   self.info.id if self.info else "", self.names))
        except OSError as exc:
            log.warning("The hosted table could not be kept: %s", exc)

    def forget(self) -> None:
        forget_hosted(self.data_dir, self.code)

    def _on_lobby(self, lobby: Any) -> None:
        super()._on_lobby(lobby)
        names = tuple(seat.name for seat in lobby.seats if seat.kind == "remote" and seat.status != "empty")
        if names != self.names:
            self.names = names
            self.keep()
        if self.announcer is not None and self.info is not None and self.server.port is not None:
            free = sum(1 for seat in lobby.seats if seat.kind == "remote" and seat.status == "empty")
            if free and not lobby.started:
                if not self.announcer.timer.isActive():
                    self.announcer.start(self.info.name, self.host_name, self.server.port, free)
                else:
                    self.announcer.update(self.info.name, self.host_name, self.server.port, free)
            else:
                self.announcer.timer.stop()

    def _on_server_failed(self, sentence: str) -> None:
        self._finish(sentence)

    def _start(self) -> None:
        if self.session is not None:
            self.session.start_game()

    def _give_to_bot(self, seat: int, level: str) -> None:
        if self.session is not None:
            self.session.give_to_bot(seat, level)

    def cancel(self) -> None:
        if self.session is not None and not self.done:
            self.session.cancel()
            self.forget()
        super().cancel()

    def _on_started(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
        super()._on_started()

    def stop(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
        self.server.stop()


class JoinedGame(NetworkGame):
    """The joining side: Join a game, then the lobby until the host starts."""

    def __init__(self, parent: QWidget, name: str = "", session_factory: SessionFactory = remote_session,
                 finder: TableFinder | None = None) -> None:
        super().__init__(parent, session_factory)
        self.join_dialog = JoinDialog(name, parent)
        self.join_dialog.joinRequested.connect(self._join)
        self.join_dialog.rejected.connect(self._join_cancelled)
        self.finder = finder if finder is not None else TableFinder(parent=self)
        self.finder.tablesChanged.connect(self.join_dialog.show_tables)
        self.request: JoinRequest | None = None

    def open(self) -> None:
        self.join_dialog.looking = self.finder.listening
        self.join_dialog.show_tables(self.finder.found())
        self.join_dialog.open()

    def _join_cancelled(self) -> None:
        if self.lobby_dialog is None:
            self._finish("")

    def _join(self, request: JoinRequest) -> None:
        self.request = request
        self.code = request.code
        if self.session is not None:  # a try before: start afresh
            self._disconnect_session()
            self.session.connectionChanged.disconnect(self._on_connection)
            self.session.close()
            self.session.deleteLater()
        self.session = self.session_factory(request.address.url(request.code))
        self._connect_session()
        self.session.connectionChanged.connect(self._on_connection)
        self.session.join(*request.names)

    def _on_connection(self, state: str, words: str) -> None:
        """Before the lobby, a connection that fails is not retried: the address or the
        network is wrong, and the person is told at once (once seated, the session reconnects
        by itself)."""
        if self.lobby_dialog is not None or self.done or state not in ("reconnecting", "closed"):
            return
        assert self.request is not None
        self._on_closed(f"The table at {self.request.address.text()} could not be reached. {words}")

    def _on_lobby(self, lobby: Any) -> None:
        if self.lobby_dialog is None:
            self.info = game(lobby.game_id)
            self.join_dialog.rejected.disconnect(self._join_cancelled)
            self.join_dialog.accept()
            self.finder.stop()
            self._open_lobby(host=False).open()
        super()._on_lobby(lobby)

    def _on_refused(self, sentence: str) -> None:
        if self.lobby_dialog is None:
            self.join_dialog.show_refusal(sentence)
        else:
            super()._on_refused(sentence)

    def _on_closed(self, sentence: str) -> None:
        if self.lobby_dialog is None and not self.done:
            # Not at the table yet: say why in the join dialog, and let the person try again.
            self.join_dialog.show_refusal(sentence)
            if self.session is not None:
                self._disconnect_session()
                self.session.connectionChanged.disconnect(self._on_connection)
                self.session.close()
                self.session.deleteLater()
                self.session = None
            return
        super()._on_closed(sentence)

    def stop(self) -> None:
        self.finder.stop()
        self.join_dialog.close()


def _user_name() -> str:
    # The computer's name says whose table it is better than a seat's name ("You").
    return QHostInfo.localHostName()[:40] or "another computer"




class NetworkPlay(QObject):
    """The main window's network play: opening a table (`host`), joining one (`join`), and the
    table on the game screen while the game runs, with each seat's connection."""

    def __init__(self, window: Any, session_factory: SessionFactory = remote_session,
                 data_dir: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
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
        self.refresh_home()

    def folder(self) -> Path:
        from tabletop_desktop.storage.paths import data_dir

        folder = self.data_dir or data_dir() / "tables"
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    def refresh_home(self) -> None:
        """List the tables this computer hosts and has not finished (the home screen)."""
        try:
            self.panel.show_tables(load_hosted(self.folder()))
        except OSError as exc:
            log.warning("The hosted tables could not be listed: %s", exc)
            self.panel.show_tables([])

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
        joined = JoinedGame(self.window, name, self.session_factory, finder)
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
            self.window.show_message("The network game has ended", sentence)

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
            self.window.show_message(f"{session.info.name} cannot be shown",
                                     f"Something went wrong while setting up the table: {exc}")
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
        screen.giveSeatToBot.connect(session.give_to_bot)
        session.tableChanged.connect(self._on_table_change)
        view.hintAvailableChanged.connect(self.window.actions["hint"].setEnabled)
        self.window.stack.setCurrentWidget(screen)
        self.window.setWindowTitle(f"{session.info.name} (network game) \u2014 {APP_NAME}")
        self.window._update_actions()
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
        undo.setToolTip(facts.undo_words or "There is no move to undo.")
        self.window.undo_refusal.setEnabled(not facts.can_undo)
        view = self.window.view
        self.window.actions["hint"].setEnabled(view is not None and view.can_hint())

    def undo(self) -> None:
        if self.session is None:
            return
        facts = self.session.facts()
        if not facts.can_undo:
            words = facts.undo_words
            self.window.game_screen.flash_status(
                f"Undo is not possible now: {words[:1].lower()}{words[1:]}" if words
                else "There is no move to undo.")
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
            banner.add_message(words)
        if self.session is None:
            return
        # While this computer's own connection is down it cannot know the others'; once it is
        # back, the table's word on each seat is shown again.
        for seat in range(len(self.session.names())):
            self._seat_status(seat, self.session.seat_status(seat) if state == "online" else "unknown")

    def _on_closed(self, sentence: str) -> None:
        self.window.game_screen.banner.clear()
        self.window.game_screen.banner.add_message(sentence)

    def _on_finished(self) -> None:
        from tabletop_desktop.windows.end_dialog import EndDialog

        if isinstance(self.game, HostedGame):
            self.game.forget()  # over: nothing to reopen

        view = self.window.view
        if view is None:
            return
        dialog = EndDialog(view.end_summary(), self.window)
        dialog.homeRequested.connect(self.window.show_home)
        dialog.printRequested.connect(self.window.print_summary)
        dialog.again_button.hide()  # a new network game starts from a new table
        self.window._open_dialog(dialog)

    def at_table(self) -> bool:
        return self.session is not None

    def leave_table(self) -> None:
        """Leave the table (the window goes home or closes): the session closes; the host's
        server stops after saving its room."""
        session, game = self.session, self.game
        self.session, self.game = None, None
        if session is not None:
            screen = self.window.game_screen
            for signal, slot in ((session.seatStatusChanged, self._seat_status),
                                 (screen.giveSeatToBot, session.give_to_bot),
                                 (session.connectionChanged, self._on_connection),
                                 (session.closed, self._on_closed),
                                 (session.finished, self._on_finished),
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
                self.window.home.banner.add_message(
                    f"Your network table of {game.info.name if game.info else 'the game'} is kept: "
                    "reopen it from Network tables you host, and the players who joined come back.")

    def shutdown(self) -> None:
        if self.pending is not None:
            self.pending.cancel()
        self.leave_table()
