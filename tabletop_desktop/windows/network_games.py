"""A network game's way to the table: hosting one (the table's server started as a separate
process, this app its first client, the lobby with Start) or joining one (Join a game, then the
lobby until the host starts). `tableReady(session, host)` hands the started table on.

Both talk to the table through a `RemoteSession` (session/remote_session.py), whose answers come
as queued signals: nothing here waits on the network. The dialogs (lobby_dialog, join_dialog)
draw from `LobbyState` values made here of the session's lobby.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostInfo, QNetworkInterface
from PySide6.QtWidgets import QWidget

from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.storage.saves import GameSetup
from tabletop_desktop.windows.hosted_tables import HostedTable, forget_hosted, save_hosted
from tabletop_desktop.windows.join_dialog import JoinDialog
from tabletop_desktop.windows.joined_tables import JoinedTable, forget_joined, save_joined
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
from tabletop_desktop.windows.new_game_dialog import DEFAULT_NAMES, player_name
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
    return [(level.key, text(level.name)) for level in info.bot_levels]


def lobby_state(lobby: Any, info: GameInfo, code: str, addresses: Sequence[TableAddress],
                my_seats: Sequence[int]) -> LobbyState:
    """The dialog's `LobbyState` from the session's lobby (its `seats`, `started`, `can_start`)."""
    levels = {level.key: text(level.name) for level in info.bot_levels}
    seats = tuple(LobbySeat(seat.seat, seat.name, seat.kind, seat.status,
                            levels.get(seat.level or "", seat.level) if seat.kind == "bot" or
                            seat.status == "bot" else None)
                  for seat in lobby.seats)
    return LobbyState(text(info.name), code, tuple(addresses), seats, started=bool(lobby.started),
                      can_start=bool(lobby.can_start), my_seats=tuple(my_seats))


def create_seats(setup: GameSetup, choices: HostChoices) -> list[dict[str, Any]]:
    """The protocol's `create.seats` for what New Game chose."""
    seats = []
    for index, seat in enumerate(setup.seats):
        if index in choices.remote_seats:
            seats.append({"name": player_name(index), "kind": "remote", "level": None})
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
    names = (translate("NetworkGames", "Host", "the name of the host's seat"),
             *(translate("NetworkGames", "Host {number}", "the name of the host's seat").format(number=n)
               for n in (1, 2, 3)),
             translate("NetworkGames", "The host", "the name of the host's seat"))
    return next(n for n in names if n not in taken)


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
        self.keeper: SeatKeeper | None = None  # a joined table's seats, kept on this computer

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
            self.lobby_dialog.note.setText(text(sentence))

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
        dialog.show_state(LobbyState(text(self.info.name), self.code, (), ()))
        dialog.note.setText(translate("NetworkGames", "The table is being opened on this computer\u2026"))
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
                    self.announcer.start(str(self.info.name), self.host_name, self.server.port, free)
                else:
                    self.announcer.update(str(self.info.name), self.host_name, self.server.port, free)
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
                 finder: TableFinder | None = None, data_dir: Path | None = None) -> None:
        super().__init__(parent, session_factory)
        self.data_dir = data_dir
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
        if self.data_dir is not None:
            self.keeper = SeatKeeper(self.data_dir, request.code, request.address, request.names)
        self.session.join(*request.names)

    def _on_connection(self, state: str, words: str) -> None:
        """Before the lobby, a connection that fails is not retried: the address or the
        network is wrong, and the person is told at once (once seated, the session reconnects
        by itself)."""
        if self.lobby_dialog is not None or self.done or state not in ("reconnecting", "closed"):
            return
        assert self.request is not None
        self._on_closed(translate("NetworkGames", "The table at {address} could not be reached. "
                                  "{reason}").format(address=self.request.address.text(), reason=text(words)))

    def _on_lobby(self, lobby: Any) -> None:
        if self.lobby_dialog is None:
            self.info = game(lobby.game_id)
            self.join_dialog.rejected.disconnect(self._join_cancelled)
            self.join_dialog.accept()
            self.finder.stop()
            self._open_lobby(host=False).open()
        if self.keeper is not None:
            self.keeper.keep(self.session, lobby.game_id)
        super()._on_lobby(lobby)

    def cancel(self) -> None:
        """Cancel in the lobby: this computer's people leave the table for good, so that their
        seats are free again for someone else (not taken by somebody who went away)."""
        leave_for_good(self.session, self.keeper)
        super().cancel()

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


class SeatKeeper:
    """Keeps a joined table's seats on this computer (windows/joined_tables.py) so that its
    people can rejoin after closing the app, and forgets them once they cannot."""

    def __init__(self, data_dir: Path, code: str, address: TableAddress,
                 names: Sequence[str]) -> None:
        self.data_dir, self.code, self.address, self.names = data_dir, code, address, tuple(names)

    def keep(self, session: Any, game_id: str) -> None:
        tokens = tuple(session.resume_tokens()) if session is not None else ()
        if not tokens:
            return
        try:
            save_joined(self.data_dir, JoinedTable(self.code, self.address, False, tokens, game_id,
                                                   self.names))
        except OSError as exc:
            log.warning("The joined table could not be kept: %s", exc)

    def forget(self) -> None:
        try:
            forget_joined(self.data_dir, self.code)
        except OSError as exc:
            log.warning("The joined table could not be forgotten: %s", exc)


def leave_for_good(session: Any, keeper: SeatKeeper | None) -> None:
    """Tell the table that this computer's people go (when they hold seats) and forget it."""
    if session is not None and session.resume_tokens():
        session.leave()
    if keeper is not None:
        keeper.forget()


class RejoinedGame(NetworkGame):
    """Home > Network tables you joined > Rejoin: back to the seats this computer holds, with
    their tokens; the lobby while the game has not started, the table once it has."""

    def __init__(self, parent: QWidget, table: JoinedTable, data_dir: Path,
                 session_factory: SessionFactory = remote_session) -> None:
        super().__init__(parent, session_factory)
        self.table = table
        self.code = table.code
        self.info = game(table.game_id)
        self.keeper = SeatKeeper(data_dir, table.code, table.address, table.names)
        self.gone = False  # the table said these seats are no longer this computer's

    def open(self) -> None:
        dialog = self._open_lobby(host=False)
        assert self.info is not None
        dialog.show_state(LobbyState(text(self.info.name), self.code, (), ()))
        dialog.note.setText(translate("NetworkGames", "Going back to the table at "
                                      "{address}\u2026").format(address=self.table.address.text()))
        dialog.open()
        self.session = self.session_factory(self.table.url())
        self._connect_session()
        self.session.connectionChanged.connect(self._on_connection)
        self.session.rejoin(list(self.table.tokens))

    def _on_connection(self, state: str, words: str) -> None:
        if self.lobby_dialog is not None and state == "reconnecting":
            self.lobby_dialog.note.setText(text(words))

    def _on_refused(self, sentence: str) -> None:
        if getattr(self.session, "refused_code", "") in ("bad_token", "no_such_room"):
            self.gone = True
        super()._on_refused(sentence)

    def _on_closed(self, sentence: str) -> None:
        if self.gone or getattr(self.session, "closed_code", "") in ("cancelled", "seat_taken"):
            self.keeper.forget()  # those seats will never take this computer back
        super()._on_closed(sentence)

    def cancel(self) -> None:
        """Cancel in the lobby: leave the table for good (as Cancel after joining does)."""
        if self.session is not None and self.session.online():
            leave_for_good(self.session, self.keeper)
        super().cancel()


def _user_name() -> str:
    # The computer's name says whose table it is better than a seat's name ("You").
    return QHostInfo.localHostName()[:40] or translate("NetworkGames", "another computer",
                                                       "who hosts a table, when its name is unknown")
