"""A joining computer keeps its seats: its app can close mid-game and rejoin from Home (the
seats' tokens are kept in its data folder); Cancel in the lobby and Game > Leave the Table tell
the table that its person goes for good. Two real windows and the host's real server on the
loopback."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tabletop_desktop.windows.joined_tables import load_joined
from tests.windows.network_steps import WAIT_MS, hosted_lobby, join_lobby
from tests.windows.test_network_table import make_window

pytest.importorskip("tabletop_desktop.server")


def test_a_joiner_whose_app_closed_rejoins_from_home_where_the_game_is(app, qtbot, tmp_path):
    host = make_window(qtbot, tmp_path, "host")
    joiner = make_window(qtbot, tmp_path, "joiner")
    again = None
    try:
        hosted, lobby = hosted_lobby(qtbot, host, "qwirkle")
        join_lobby(qtbot, joiner, lobby, "Bo")
        kept = load_joined(tmp_path / "joiner")
        assert [t.code for t in kept] == [hosted.code] and kept[0].names == ("Bo",)
        qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=WAIT_MS)
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host.network.at_table() and joiner.network.at_table(),
                        timeout=WAIT_MS)
        session = host.network.session
        facts = session.facts()
        mover = session if facts.pending[0] == 0 else joiner.network.session
        mover.submit(mover.view_for(facts.pending[0]).legal_actions()[0])
        qtbot.waitUntil(lambda: session.facts().move_count == 1, timeout=WAIT_MS)

        # The joiner's app closes (as when the computer restarts): the seat stays Bo's.
        joiner.close()
        row = host.game_screen.scoreboard.rows[1]
        qtbot.waitUntil(lambda: "reconnecting" in row.kind_label.text(), timeout=WAIT_MS)

        # A new app on the same computer lists the table at Home, and Rejoin sits Bo down.
        again = make_window(qtbot, tmp_path, "joiner")
        again.show_home()  # (the test gave it the joiner's data folder after it was made)
        panel = again.network.joined_panel
        assert panel.isVisible() and len(panel.reopen_buttons) == 1
        assert "Qwirkle at 127.0.0.1:" in panel.rows[0].findChildren(type(lobby.note))[0].text()
        qtbot.mouseClick(panel.reopen_buttons[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.network.at_table(), timeout=WAIT_MS)
        back = again.network.session
        qtbot.waitUntil(lambda: back.facts().move_count == 1, timeout=WAIT_MS)
        assert back.seats_here == (1,) and back.facts().names[1] == "Bo"
        qtbot.waitUntil(lambda: row.kind_label.text() == "Person \u00b7 online", timeout=WAIT_MS)

        # Going home keeps the seat (and says where to find it); the end of the game forgets it.
        again.show_home()
        assert any("Network tables you joined" in m for m in again.home.banner.messages())
        assert len(load_joined(tmp_path / "joiner")) == 1
    finally:
        if again is not None:
            again.close()
        joiner.close()
        host.close()


def test_cancel_in_the_lobby_frees_the_seat_for_someone_else(app, qtbot, tmp_path):
    host = make_window(qtbot, tmp_path, "host")
    joiner = make_window(qtbot, tmp_path, "joiner")
    try:
        hosted, lobby = hosted_lobby(qtbot, host, "quiddler")
        joined = join_lobby(qtbot, joiner, lobby, "Bo")
        qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=WAIT_MS)
        qtbot.mouseClick(joined.lobby_dialog.cancel_button, Qt.MouseButton.LeftButton)
        # The seat is open again at once (not held for somebody who went away).
        qtbot.waitUntil(lambda: not lobby.start_button.isEnabled(), timeout=WAIT_MS)
        assert [s.status for s in lobby.state.seats][1] == "empty"
        assert load_joined(tmp_path / "joiner") == []
        assert joiner.message_box is None  # the person chose it: no "the game has ended"
    finally:
        joiner.close()
        host.close()


def test_leave_the_table_mid_game_hands_the_seat_to_the_host_at_once(app, qtbot, tmp_path):
    host = make_window(qtbot, tmp_path, "host")
    joiner = make_window(qtbot, tmp_path, "joiner")
    try:
        hosted, lobby = hosted_lobby(qtbot, host, "qwixx")
        join_lobby(qtbot, joiner, lobby, "Bo")
        qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=WAIT_MS)
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host.network.at_table() and joiner.network.at_table(),
                        timeout=WAIT_MS)
        action = joiner.network.leave_action
        assert action.isEnabled() and not host.network.leave_action.isEnabled()
        action.trigger()
        assert joiner.stack.currentWidget() is joiner.home
        assert not joiner.network.joined_panel.isVisible()
        assert not any("is kept" in m for m in joiner.home.banner.messages())
        row = host.game_screen.scoreboard.rows[1]
        qtbot.waitUntil(lambda: "left" in row.kind_label.text(), timeout=WAIT_MS)
        bar = host.game_screen.seat_gone_bar
        assert bar.isVisible() and bar.seat == 1  # no minute of waiting
    finally:
        joiner.close()
        host.close()
