"""Every network-play window at one size, checked for cut-off, squeezed or overlapping parts
(layout_check.problems) with a screenshot of each for a person to look at. Run as a script in a
fresh process (QT_SCALE_FACTOR is read when Qt starts): see test_network_look.py."""

from __future__ import annotations

import json
import os
import sys


def check_network_windows(width: int, height: int, theme: str, shots: str | None) -> dict[str, list[str]]:
    from PySide6.QtWidgets import QApplication, QWidget

    from tabletop_desktop.app import create_application
    from tabletop_desktop.storage.paths import data_dir
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.views.common.theme import apply_theme
    from tabletop_desktop.windows.hosted_tables import HostedTable, save_hosted
    from tabletop_desktop.windows.join_dialog import JoinDialog
    from tabletop_desktop.windows.lan_discovery import announcement, read_announcement
    from tabletop_desktop.windows.lobby_dialog import LobbyDialog
    from tabletop_desktop.windows.main_window import MainWindow
    from tabletop_desktop.windows.network_model import LobbySeat, LobbyState, TableAddress
    from tests.windows.layout_check import problems

    save_hosted(data_dir() / "tables", HostedTable("KTTBKYNTX3", "t" * 32, 43817, "local_network",
                                                   "quiddler", ("Anna Maria Theresa von Habsburg", "Bo")))
    app = create_application([])
    apply_theme(app, theme)
    win = MainWindow(Settings(theme=theme, reduce_motion=True))
    win.bot_pause_scale = 0
    win.resize(width, height)
    win.show()
    results: dict[str, list[str]] = {}

    def pump() -> None:
        for _ in range(30):
            app.processEvents()

    def look(name: str, widget: QWidget) -> None:
        pump()
        results[name] = problems(widget)
        if shots:
            scale = os.environ.get("QT_SCALE_FACTOR", "1")
            widget.grab().save(os.path.join(shots, f"network_{name}_{width}x{height}_{theme}_x{scale}.png"))

    look("home_hosted", win)
    levels = (("beginner", "Beginner"), ("casual", "Casual"), ("strong", "Strong"))
    addresses = (TableAddress("192.168.1.20", 43817), TableAddress("10.0.0.7", 43817))
    waiting = LobbyState("Quiddler", "7KXQ4MZP2D", addresses, (
        LobbySeat(0, "You", "here", "online"),
        LobbySeat(1, "Anna Maria Theresa von Habsburg Lothringen", "remote", "online"),
        LobbySeat(2, "Player 3", "remote", "empty"),
        LobbySeat(3, "Bo", "remote", "reconnecting"),
        LobbySeat(4, "Cy", "bot", "bot", "Casual")))
    host = LobbyDialog(True, levels, win)
    # As the host's app opens it: empty while the table is being set up, filled as it answers.
    host.show_state(LobbyState("Quiddler", waiting.code, (), ()))
    host.show()
    pump()
    host.show_state(waiting)
    look("lobby_waiting", host)
    ready = LobbyState("Quiddler", waiting.code, addresses, (
        LobbySeat(0, "You", "here", "online"), LobbySeat(1, "Ada", "remote", "online"),
        LobbySeat(2, "Bo", "bot", "bot", "Strong")), can_start=True)
    host.show_state(ready)
    look("lobby_ready", host)
    host.close()
    guest = LobbyDialog(False, levels, win)
    guest.show_state(LobbyState(ready.game_name, ready.code, (), ready.seats, my_seats=(1,)))
    guest.show()
    look("lobby_joined", guest)
    guest.close()

    join = JoinDialog("Ada", win)
    join.show()
    look("join_looking", join)
    tables = [t for t in (read_announcement(announcement("Qwirkle", "Dee", 43817, 2), "192.168.1.20"),
                          read_announcement(announcement("Qwixx", "Anna Maria Theresa von Habsburg",
                                                         40001, 1), "192.168.1.31")) if t]
    join.show_tables(tables)
    join.tables.setCurrentRow(0)
    join.code_edit.setText("7KXQ4 MZP2D")
    join.show_refusal("There is no table with that room code. Check the code and the address.")
    look("join_found", join)
    join.close()

    win.new_game("qwirkle")
    dialog = win.dialog
    dialog.seat_count.setValue(4)
    for seat in (1, 3):
        dialog.seats[seat].kind.setCurrentIndex(dialog.seats[seat].kind.findData("remote"))
    look("new_game_remote", dialog)
    dialog.reject()

    seats = [SeatSetup("You", "person", None), SeatSetup("Ada", "person", None),
             SeatSetup("Bo", "person", None), SeatSetup("Cy", "bot", "casual")]
    win.start_game(GameSetup("qwirkle", seats, {}, 11))
    pump()
    screen = win.game_screen
    screen.follow_seat_status(host=True, bot_levels=levels)
    screen.set_seat_status(0, "online")
    screen.set_seat_status(1, "reconnecting")
    screen.set_seat_status(2, "left")
    look("game_seat_status", win)
    win.close()
    QApplication.instance().processEvents()
    return results


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    w, h, theme_name, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    report = check_network_windows(w, h, theme_name, sys.argv[5] if len(sys.argv) > 5 else None)
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=1)
