"""The New Game form stays one size whichever game and seat count is chosen, shows every row
whole, and offers only the options that apply to the game at that seat count."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from tabletop_desktop.engine.registry import all_games, game
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.new_game_dialog import NewGameDialog
from tests.windows.layout_check import problems

GAMES = ("qwirkle", "qwixx", "quiddler")


@pytest.fixture
def dialog(app, qtbot):
    dialog = NewGameDialog(Settings(), "qwirkle")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose_game(dialog, qtbot, game_id: str) -> None:
    """Step through the game list with the arrow keys, as a person would."""
    combo = dialog.game_combo
    target = combo.findData(game_id)
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)
    assert dialog.info.id == game_id


def set_seats(dialog, qtbot, count: int) -> None:
    spin = dialog.seat_count
    while spin.value() != count:
        qtbot.keyClick(spin, Qt.Key.Key_Up if count > spin.value() else Qt.Key.Key_Down)


def settle(qtbot) -> None:
    qtbot.wait(30)  # pending layout requests and zero-time timers


def shown_options(dialog) -> set[str]:
    return {key for key, widget in dialog.option_widgets.items() if widget.isVisibleTo(dialog)}


def test_the_form_keeps_one_size_through_every_game_and_seat_count(dialog, qtbot):
    size = dialog.size()
    for game_id in (*GAMES, "qwirkle"):
        choose_game(dialog, qtbot, game_id)
        info = game(game_id)
        for count in range(info.min_seats, info.max_seats + 1):
            set_seats(dialog, qtbot, count)
            settle(qtbot)
            assert dialog.size() == size, (game_id, count)
            assert len(dialog.seats) == count
            # Every row is whole: nothing cut off, squeezed or laid over another, and the
            # form needs no scrolling on this screen.
            assert problems(dialog) == [], (game_id, count)
            assert dialog.scroll.verticalScrollBar().maximum() == 0, (game_id, count)
            body = dialog.scroll.widget()
            for widget in body.findChildren(QWidget):
                if widget.isVisibleTo(body) and widget.parentWidget().isVisibleTo(body):
                    rect = QRect(widget.mapTo(dialog.scroll.viewport(), QPoint(0, 0)), widget.size())
                    assert dialog.scroll.viewport().rect().contains(rect), (game_id, count, widget)


def test_every_bot_level_described_still_fits_without_a_change_of_size(dialog, qtbot):
    size = dialog.size()
    info = game("qwirkle")
    set_seats(dialog, qtbot, len(info.bot_levels) + 1)
    for editor, level in zip(dialog.seats[1:], info.bot_levels, strict=True):
        editor.kind.setCurrentIndex(editor.kind.findData("bot"))
        editor.level.setCurrentIndex(editor.level.findData(level.key))
    settle(qtbot)
    assert dialog.level_notes.text().count("\n") == len(info.bot_levels) - 1  # one line each
    assert dialog.size() == size
    assert dialog.scroll.verticalScrollBar().maximum() == 0
    assert problems(dialog) == []


def test_only_the_options_that_apply_are_offered(dialog, qtbot):
    choose_game(dialog, qtbot, "quiddler")
    set_seats(dialog, qtbot, 2)
    assert "bonuses" in shown_options(dialog)
    bonuses = dialog.option_widgets["bonuses"]
    assert isinstance(bonuses, QComboBox)
    bonuses.setCurrentIndex(bonuses.findData("longest"))
    assert dialog.options()["bonuses"] == "longest"
    set_seats(dialog, qtbot, 4)
    assert "bonuses" not in shown_options(dialog)  # "Bonuses with 2 players" at four players
    assert {"word_list", "no_go_out_first_turn"} <= shown_options(dialog)
    assert dialog.options()["bonuses"] == "both"  # four players always play both bonuses
    setup = dialog.game_setup()
    dialog.remember(setup)  # the two-player choice waits for the next two-player game
    assert dialog.settings.new_game_defaults["quiddler"]["options"]["bonuses"] == "longest"
    set_seats(dialog, qtbot, 2)
    assert "bonuses" in shown_options(dialog) and dialog.options()["bonuses"] == "longest"

    choose_game(dialog, qtbot, "qwixx")
    set_seats(dialog, qtbot, 1)
    assert shown_options(dialog) == {"until_all_locked"}  # alone, nobody else gets a lock cross
    set_seats(dialog, qtbot, 3)
    assert shown_options(dialog) == {"lock_for_everyone", "until_all_locked"}
    lock = dialog.option_widgets["lock_for_everyone"]
    assert isinstance(lock, QCheckBox) and lock.isVisible()


def test_every_option_shown_applies_at_every_seat_count(dialog, qtbot):
    for info in [i for i in all_games() if i.available and i.id in GAMES]:
        choose_game(dialog, qtbot, info.id)
        for count in range(info.min_seats, info.max_seats + 1):
            set_seats(dialog, qtbot, count)
            expected = {s.key for s in info.options if s.kind != "hidden" and s.applies_to(count)}
            assert shown_options(dialog) == expected, (info.id, count)
            assert dialog.options_box.isVisible() == bool(expected)
