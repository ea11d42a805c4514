"""Games must never be lost: every unfinished game stays in "Games in progress" on Home, whatever
path starts another one (Play on Home, File > Open, a file handed over by a second launch); each is
continued or deleted (after asking) with real clicks; a game another window plays is shown as open
there and is not resumed; an autosave of a finished game is recorded, never offered."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

import tests.support.toy_game  # noqa: F401 - registers chips
from tabletop_desktop.launch import bring_forward
from tabletop_desktop.storage.autosaves import (
    autosave_path,
    autosaves_dir,
    legacy_autosave_path,
    write_autosave,
)
from tabletop_desktop.storage.records import load_records
from tabletop_desktop.storage.saves import GameSetup, SeatSetup, save_game
from tabletop_desktop.windows.new_game_dialog import NewGameDialog
from tests.storage.helpers import chips_autosaved, chips_saved

CLICK = Qt.MouseButton.LeftButton


def _play_a_move(qtbot, window) -> None:
    """The person at seat 0 plays a legal move, and it reaches the autosave."""
    session = window.session
    count = len(session.history)
    assert session.submit(session.state.legal_actions(0)[0])
    assert session.flush_autosave()
    qtbot.waitUntil(lambda: autosave_path(session.autosave_id).is_file(), timeout=5000)
    assert len(session.history) > count


def _titles(window) -> list[str]:
    return [row.title.text() for row in window.home.games_panel.rows]


def _start_from_home(qtbot, window, game_id: str) -> None:
    """Play on the game's card, Ada (a person) against a bot, Start."""
    qtbot.mouseClick(window.home.cards[game_id].play_button, CLICK)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.seat_count.setValue(2)
    dialog.seats[0].kind.setCurrentIndex(dialog.seats[0].kind.findData("person"))
    dialog.seats[1].kind.setCurrentIndex(dialog.seats[1].kind.findData("bot"))
    dialog.seed_edit.setText("3")
    qtbot.mouseClick(dialog.findChild(QPushButton, "startButton"), CLICK)
    assert window.session is not None and window.session.setup.game_id == game_id


def test_starting_quiddler_from_home_keeps_the_qwirkle_game(make_window, qtbot):
    window = make_window()
    window.bot_pause_scale = 0.0
    seats = [SeatSetup("Ada", "person"), SeatSetup("Bo", "bot", "casual")]
    window.start_game(GameSetup("qwirkle", seats, {"first_move": "free", "starter": 0}, 11))
    _play_a_move(qtbot, window)
    session = window.session
    qtbot.waitUntil(lambda: session.state.pending() == (0,) and len(session.history) > 1,
                    timeout=20_000)  # the bot answered: Ada's turn again
    qwirkle_moves = len(session.history)
    window.show_home()
    assert _titles(window) == ["Qwirkle"]

    _start_from_home(qtbot, window, "quiddler")  # with seed 3 its bot begins, and plays
    qtbot.waitUntil(lambda: autosave_path(window.session.autosave_id).is_file(), timeout=20_000)
    window.show_home()
    assert sorted(_titles(window)) == ["Quiddler", "Qwirkle"]
    assert _titles(window)[0] == "Quiddler"  # last played first

    qwirkle = next(r for r in window.home.games_panel.rows if r.title.text() == "Qwirkle")
    assert f"{qwirkle_moves} moves played" in qwirkle.detail.text()
    assert "Ada, Bo (bot)" in qwirkle.detail.text() and "last played" in qwirkle.detail.text()
    qtbot.mouseClick(qwirkle.continue_button, CLICK)
    assert window.session.setup.game_id == "qwirkle"
    assert len(window.session.history) == qwirkle_moves
    window.show_home()
    assert sorted(_titles(window)) == ["Quiddler", "Qwirkle"]


def test_delete_asks_first_and_cancel_keeps_the_game(make_window, qtbot):
    window = make_window(toy=True)
    for seed in (1, 2, 3):
        window.start_game(GameSetup("chips", [SeatSetup("Ada", "person"),
                                              SeatSetup("Bo", "bot", "first")], {}, seed))
        _play_a_move(qtbot, window)
    window.show_home()
    rows = window.home.games_panel.rows
    assert len(rows) == 3
    doomed = rows[1].autosave_id
    qtbot.mouseClick(rows[1].delete_button, CLICK)
    box = window.message_box
    assert isinstance(box, QMessageBox) and box.objectName() == "confirmDeleteGame"
    assert "Delete the game of Chips with Ada, Bo (bot) (1 move played)?" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), CLICK)
    assert len(window.home.games_panel.rows) == 3 and autosave_path(doomed).is_file()

    qtbot.mouseClick(window.home.games_panel.row(doomed).delete_button, CLICK)
    box = window.message_box
    delete = next(b for b in box.buttons() if b.text() == "Delete")
    qtbot.mouseClick(delete, CLICK)
    assert doomed not in [r.autosave_id for r in window.home.games_panel.rows]
    assert len(window.home.games_panel.rows) == 2 and not autosave_path(doomed).exists()
    assert not list(autosaves_dir().glob(f".{doomed}*"))


def test_file_open_and_a_handed_over_file_keep_the_game_in_progress(make_window, qtbot,
                                                                      tmp_path):
    window = make_window(toy=True)
    window.start_game(GameSetup("chips", [SeatSetup("Ada", "person"),
                                          SeatSetup("Bo", "bot", "first")], {}, 5))
    _play_a_move(qtbot, window)
    first = window.session.autosave_id
    path = tmp_path / "friend.tabletop"
    save_game(path, chips_saved(seed=9, moves=2))
    assert window.open_game(path)  # File > Open with the path chosen
    assert "Your game of Chips is kept" in window.game_screen.status.text()
    _play_a_move(qtbot, window)
    opened = window.session.autosave_id
    assert opened != first
    bring_forward(window, path)  # the same file, handed over by a second launch
    _play_a_move(qtbot, window)
    handed_over = window.session.autosave_id
    window.show_home()
    ids = [r.autosave_id for r in window.home.games_panel.rows]
    assert sorted(ids) == sorted({first, opened, handed_over}) and len(ids) == 3


def test_a_game_open_in_another_window_is_shown_so_and_not_resumed(make_window, qtbot):
    saved = chips_autosaved(moves=2)
    write_autosave(saved)
    mine, other = make_window(toy=True), make_window(toy=True)
    [row] = mine.home.games_panel.rows
    qtbot.mouseClick(row.continue_button, CLICK)
    assert mine.session is not None and mine.session.autosave_id == saved.autosave_id
    other.show_home()
    [row] = other.home.games_panel.rows
    assert "open in another window" in row.detail.text()
    assert not row.continue_button.isEnabled() and not row.delete_button.isEnabled()
    assert not other.continue_game(saved.autosave_id)
    assert other.session is None and other.message_box is not None
    assert "another Tabletop Desktop window" in other.message_box.text()
    mine.show_home()  # the first window leaves the table: the game is free again
    other.show_home()
    [row] = other.home.games_panel.rows
    assert row.continue_button.isEnabled() and "last played" in row.detail.text()


def test_a_game_another_running_copy_plays_is_not_resumed(make_window, qtbot):
    saved = chips_autosaved(moves=2)
    write_autosave(saved)
    lock = autosave_path(saved.autosave_id).with_suffix(".lock")
    code = ("import time, pathlib; from tabletop_desktop.storage.game_lock import GameLock; "
            f"print(GameLock(pathlib.Path({str(lock)!r})).acquire(), flush=True); "
            "time.sleep(60)")
    copy = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert copy.stdout.readline().strip() == "True"
        window = make_window(toy=True)
        [row] = window.home.games_panel.rows
        assert "open in another window" in row.detail.text()
        assert not window.continue_game()  # nothing else to continue
        assert window.session is None
        before = autosave_path(saved.autosave_id).read_bytes()
    finally:
        copy.kill()
        copy.wait(timeout=30)
    assert autosave_path(saved.autosave_id).read_bytes() == before
    window.show_home()  # that copy was killed: its lock is stale, the game free
    [row] = window.home.games_panel.rows
    qtbot.mouseClick(row.continue_button, CLICK)
    assert window.session is not None and len(window.session.history) == 2


def test_an_autosave_holding_a_finished_game_is_recorded_and_never_offered(make_window):
    finished = chips_saved(moves=None, autosave_id="feedfacefeedface")
    write_autosave(finished)
    window = make_window(toy=True)
    assert window.home.games_panel.rows == [] and not window.home.games_panel.isVisible()
    assert not autosave_path("feedfacefeedface").exists()
    games, _ = load_records("chips")
    assert len(games) == 1 and games[0].record == finished.record
    window.show_home()
    assert len(load_records("chips")[0]) == 1  # recorded once


def test_the_autosave_of_an_earlier_version_is_offered_after_the_move(make_window, qtbot):
    old = chips_saved(moves=3)
    save_game(legacy_autosave_path(), old)
    window = make_window(toy=True)
    [row] = window.home.games_panel.rows
    assert "3 moves played" in row.detail.text()
    assert not legacy_autosave_path().exists()
    qtbot.mouseClick(row.continue_button, CLICK)
    assert window.session.record().actions == old.record.actions

