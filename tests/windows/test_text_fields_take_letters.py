"""A letter typed into a text field is text, never a shortcut: for every game's screen and every
dialog with a field, each single-key shortcut of the window and the dialog is pressed while each
field has the focus, and none may fire (typing "need" in Quiddler's word check once drew a card)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from tabletop_desktop.storage.saves import GameSetup, SeatSetup

TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QPlainTextEdit)
GAMES = {
    "qwirkle": {"first_move": "free", "starter": 0},
    "qwixx": {},
    "quiddler": {},
}


def _single_key(sequence: QKeySequence) -> Qt.Key | None:
    """The key of a one-key shortcut that types a character (a letter, digit or sign), else None."""
    if sequence.isEmpty() or sequence.count() != 1:
        return None
    combo = sequence[0]
    if combo.keyboardModifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier):
        return None
    key = combo.key()
    return key if Qt.Key.Key_Space <= key <= Qt.Key.Key_AsciiTilde else None


class ShortcutWatch:
    """Every one-key shortcut under some windows, and how often each fired."""

    def __init__(self, *roots: QWidget) -> None:
        self.fired: list[str] = []
        self.keys: set[Qt.Key] = set()
        for root in roots:
            for shortcut in root.findChildren(QShortcut):
                self._watch(shortcut.key(), shortcut.activated, f"shortcut {shortcut.key().toString()}")
            for action in root.findChildren(QAction):
                for sequence in action.shortcuts():
                    self._watch(sequence, action.triggered, f"action {action.text()}")
            for button in root.findChildren(QAbstractButton):
                self._watch(button.shortcut(), button.pressed, f"button {button.objectName()}")

    def _watch(self, sequence: QKeySequence, signal, what: str) -> None:  # noqa: ANN001
        key = _single_key(sequence)
        if key is not None:
            self.keys.add(key)
            signal.connect(lambda *_: self.fired.append(what))


def _fields(root: QWidget) -> Iterator[QWidget]:
    for field in root.findChildren(QWidget):
        if isinstance(field, TEXT_FIELDS) and field.isVisible() and field.isEnabled():
            yield field


def _press_every_key(qtbot, watch: ShortcutWatch, field: QWidget) -> None:
    field.window().activateWindow()
    field.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(field.hasFocus, timeout=2000)
    for key in sorted(watch.keys):
        QTest.keyClick(field, key)
        assert not watch.fired, (type(field).__name__, field.objectName(), QKeySequence(key).toString())
        assert field.hasFocus()


@pytest.fixture
def win(real_window):
    return real_window


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_one_key_shortcut_fires_while_a_field_of_the_game_screen_has_the_focus(win, qtbot, game_id):
    seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "bot", None)]
    from tabletop_desktop.engine.registry import game as find_game

    seats[1] = SeatSetup("Bo", "bot", find_game(game_id).bot_levels[0].key)
    win.start_game(GameSetup(game_id, seats, GAMES[game_id], 5))
    qtbot.wait(200)
    watch = ShortcutWatch(win)
    if game_id == "quiddler":
        assert {Qt.Key.Key_D, Qt.Key.Key_T, Qt.Key.Key_G} <= watch.keys
        # The watch itself sees a shortcut fire when no field has the focus.
        win.view.setFocus()
        QTest.keyClick(win.view, Qt.Key.Key_S)
        assert watch.fired
        watch.fired.clear()
        win.view.show_sheet(False)
    fields = list(_fields(win))
    if game_id == "quiddler":
        assert fields, "the word check is a field"
    for field in fields:
        _press_every_key(qtbot, watch, field)


def _dialogs(win) -> Iterator[QWidget]:
    """Every dialog that holds a text field, opened the way a person opens it."""
    win.actions["new_game"].trigger() if "new_game" in win.actions else win.new_game()
    yield win.dialog
    win.dialog.close()
    win.actions["settings"].trigger()
    yield win.dialog
    win.dialog.close()
    from tabletop_desktop.windows.word_lists_dialog import WordListsDialog

    dialog = WordListsDialog(win.settings, win)
    dialog.open()
    yield dialog
    dialog.close()


def test_no_one_key_shortcut_fires_while_a_field_of_a_dialog_has_the_focus(win, qtbot):
    seen = 0
    for dialog in _dialogs(win):
        qtbot.waitExposed(dialog)
        watch = ShortcutWatch(win, dialog)
        for field in _fields(dialog):
            _press_every_key(qtbot, watch, field)
            seen += 1
        QApplication.processEvents()
    assert seen >= 3  # a seat's name, the seed, the seat count at least
