"""From New Game to the lobby and from Join a game to the lobby, in the real main window and
dialogs: the host's server is a real process (a stand-in that prints the same ready line, until
the server is on this branch), the table's answers come from a session double with the
RemoteSession's signals."""

from __future__ import annotations

import sys
from types import SimpleNamespace

from PySide6.QtCore import QObject, Qt, Signal

from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.main_window import MainWindow
from tabletop_desktop.windows.network_games import create_seats
from tabletop_desktop.windows.network_model import HostChoices
from tests.windows.test_network_server_process import FAKE_READY


class SessionDouble(QObject):
    """What the lobby code uses of a RemoteSession: its signals and the host's commands."""

    lobbyChanged = Signal(object)
    started = Signal()
    closed = Signal(str)
    refused = Signal(str)
    connectionChanged = Signal(str, str)
    tokensChanged = Signal()

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.sent: list[tuple] = []
        self.tokens: dict[int, str] = {}
        self.host_token = ""
        self.closed_by_us = False

    def host(self, game_id, options, seats):
        self.sent.append(("create", game_id, seats))

    def join(self, *names):
        self.sent.append(("join", *names))

    def start_game(self):
        self.sent.append(("start",))

    def give_to_bot(self, seat, level):
        self.sent.append(("give_to_bot", seat, level))

    def cancel(self):
        self.sent.append(("cancel",))

    def resume_tokens(self):
        return [self.host_token] if self.host_token else list(dict.fromkeys(self.tokens.values()))

    def leave(self):
        self.sent.append(("leave",))
        self.closed_by_us = True
        return True

    def close(self):
        self.closed_by_us = True


def lobby(game_id: str, *seats: tuple[int, str, str, str], can_start: bool = False):
    return SimpleNamespace(game_id=game_id, started=False, can_start=can_start, host=False,
                           seats=[SimpleNamespace(seat=s, name=n, kind=k, level=None, status=st)
                                  for s, n, k, st in seats])


def network_window(qtbot, monkeypatch, tmp_path):
    win = MainWindow(Settings(reduce_motion=True))
    qtbot.addWidget(win)
    sessions: list[SessionDouble] = []

    def factory(url: str) -> SessionDouble:
        sessions.append(SessionDouble(url))
        return sessions[-1]

    assert win.network is not None
    win.network.session_factory = factory
    win.network.data_dir = tmp_path
    win.show()
    return win, sessions


def test_the_join_entries_show_by_default(app, qtbot, monkeypatch, tmp_path):
    win, _ = network_window(qtbot, monkeypatch, tmp_path)
    assert win.network is not None and win.home.join_button.isVisible() and "join" in win.actions


def test_the_create_message_names_each_seat_as_the_protocol_does():
    setup = GameSetup("qwirkle", [SeatSetup("Ada", "person"), SeatSetup("Player 2", "person"),
                                  SeatSetup("Bo", "bot", "casual")], {}, 1)
    assert create_seats(setup, HostChoices((1,))) == [
        {"name": "Ada", "kind": "here", "level": None},
        {"name": "Player 2", "kind": "remote", "level": None},
        {"name": "Bo", "kind": "bot", "level": "casual"}]
    # The first seat's default name would name the wrong person on the other computers.
    you = GameSetup("qwirkle", [SeatSetup("You", "person"), SeatSetup("Player 2", "person")], {}, 1)
    assert create_seats(you, HostChoices((1,)))[0]["name"] == "Host"


def test_hosting_opens_the_server_and_the_lobby_and_starts_when_everybody_is_there(app, qtbot, monkeypatch, tmp_path):
    win, sessions = network_window(qtbot, monkeypatch, tmp_path)
    setup = GameSetup("qwirkle", [SeatSetup("Ada", "person"), SeatSetup("Player 2", "person")], {}, 1)
    hosted = win.network.host(setup, HostChoices((1,), "this_computer"), command=[sys.executable, "-c", FAKE_READY])
    try:
        qtbot.waitUntil(lambda: bool(sessions), timeout=10_000)
        session = sessions[0]
        port = hosted.server.port
        assert session.url == f"ws://127.0.0.1:{port}/room/{hosted.code}"
        assert session.sent == [("create", "qwirkle", create_seats(setup, HostChoices((1,))))]
        dialog = hosted.lobby_dialog
        assert dialog is not None and dialog.isVisible() and win.dialog is dialog
        session.lobbyChanged.emit(lobby("qwirkle", (0, "Ada", "here", "online"), (1, "Player 2", "remote", "empty")))
        assert dialog.addresses_label.text() == f"127.0.0.1:{port}"
        assert not dialog.start_button.isEnabled()
        qtbot.mouseClick(dialog.bot_buttons[1], Qt.MouseButton.LeftButton)
        assert session.sent[-1] == ("give_to_bot", 1, "casual")
        session.lobbyChanged.emit(lobby("qwirkle", (0, "Ada", "here", "online"), (1, "Bo", "remote", "online"),
                                        can_start=True))
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        assert session.sent[-1] == ("start",)
        ready: list[tuple] = []
        hosted.tableReady.disconnect()
        hosted.tableReady.connect(lambda *args: ready.append(args))
        session.started.emit()
        assert ready == [(session, True)] and hosted.lobby_dialog is None
    finally:
        hosted.stop()
    assert not hosted.server.is_running()


def test_cancelling_the_lobby_tells_the_table_and_stops_the_server(app, qtbot, monkeypatch, tmp_path):
    win, sessions = network_window(qtbot, monkeypatch, tmp_path)
    setup = GameSetup("qwirkle", [SeatSetup("Ada", "person"), SeatSetup("Player 2", "person")], {}, 1)
    hosted = win.network.host(setup, HostChoices((1,)), command=[sys.executable, "-c", FAKE_READY])
    qtbot.waitUntil(lambda: bool(sessions), timeout=10_000)
    qtbot.mouseClick(hosted.lobby_dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert sessions[0].sent[-1] == ("cancel",) and sessions[0].closed_by_us
    assert not hosted.server.is_running() and win.network.pending is None


def test_a_server_that_cannot_start_is_said_in_a_message(app, qtbot, monkeypatch, tmp_path):
    win, _ = network_window(qtbot, monkeypatch, tmp_path)
    setup = GameSetup("qwirkle", [SeatSetup("Ada", "person"), SeatSetup("Player 2", "person")], {}, 1)
    win.network.host(setup, HostChoices((1,)), command=[sys.executable, "-c", "import sys; sys.exit(3)"])
    qtbot.waitUntil(lambda: win.message_box is not None, timeout=10_000)
    assert win.message_box.text().startswith("The table's server stopped before it was ready")


def test_joining_shows_refusals_then_the_lobby_with_the_seat_taken(app, qtbot, monkeypatch, tmp_path):
    from PySide6.QtNetwork import QHostAddress

    from tabletop_desktop.windows.lan_discovery import TableFinder

    win, sessions = network_window(qtbot, monkeypatch, tmp_path)
    finder = TableFinder(bind=(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0))
    joined = win.network.join("Bo", finder=finder)
    dialog = joined.join_dialog
    assert dialog.isVisible() and win.dialog is dialog
    dialog.address_edit.setText("127.0.0.1:9")
    dialog.code_edit.setText("ABCDE FGHJK")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert sessions[-1].url == "ws://127.0.0.1:9/room/ABCDEFGHJK" and sessions[-1].sent == [("join", "Bo")]
    sessions[-1].connectionChanged.emit("reconnecting", "The connection was refused.")
    assert dialog.message.text() == "The table at 127.0.0.1:9 could not be reached. The connection was refused."
    assert dialog.join_button.isEnabled() and sessions[0].closed_by_us
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    session = sessions[-1]
    session.refused.emit("Every seat at that table is taken.")
    assert dialog.message.text() == "Every seat at that table is taken."
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    session = sessions[-1]
    session.tokens = {1: "secret"}
    session.lobbyChanged.emit(lobby("qwixx", (0, "Ada", "here", "online"), (1, "Bo", "remote", "online")))
    lobby_dialog = joined.lobby_dialog
    assert lobby_dialog is not None and lobby_dialog.isVisible() and not dialog.isVisible()
    assert "You play Bo (seat 2)." in lobby_dialog.intro.text()
    qtbot.mouseClick(lobby_dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert session.closed_by_us and joined.lobby_dialog is None


def test_home_and_the_game_menu_open_join_a_game(app, qtbot, monkeypatch, tmp_path):
    win, _ = network_window(qtbot, monkeypatch, tmp_path)
    asked: list[str] = []
    monkeypatch.setattr(win.network, "join", lambda *a, **k: asked.append("join"))
    assert win.home.join_button.isVisible()
    qtbot.mouseClick(win.home.join_button, Qt.MouseButton.LeftButton)
    win.actions["join"].trigger()
    assert asked == ["join", "join"]
