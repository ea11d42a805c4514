"""Steps of the network window tests: the host opens a table from New Game, a second window joins
it through Join a game (real windows, the host's real server on the loopback)."""

from __future__ import annotations

from PySide6.QtCore import Qt

WAIT_MS = 25_000  # generous: two cores are shared


def hosted_lobby(qtbot, host, game_id: str):
    """The host opens a two-seat table for `game_id` whose second seat joins from elsewhere."""
    host.new_game(game_id)
    dialog = host.dialog
    dialog.seat_count.setValue(2)
    dialog.seats[1].kind.setCurrentIndex(dialog.seats[1].kind.findData("remote"))
    dialog.reach_combo.setCurrentIndex(dialog.reach_combo.findData("this_computer"))
    dialog.accept()
    hosted = host.network.pending
    qtbot.waitUntil(lambda: hosted.lobby_dialog is not None and hosted.lobby_dialog.state is not None
                    and bool(hosted.lobby_dialog.state.seats), timeout=WAIT_MS)
    return hosted, hosted.lobby_dialog


def join_lobby(qtbot, joiner, lobby, name: str):
    joined = joiner.network.join(name)
    joined.join_dialog.address_edit.setText(lobby.addresses_label.text())
    joined.join_dialog.code_edit.setText(lobby.code_label.text())
    qtbot.mouseClick(joined.join_dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joined.lobby_dialog is not None
                    and joined.lobby_dialog.state is not None, timeout=WAIT_MS)
    return joined
