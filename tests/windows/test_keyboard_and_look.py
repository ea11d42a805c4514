"""Keyboard and look: a visible focus ring on every button (green ones and the dark theme too),
Enter presses the focused button, Help > Keyboard shortcuts lists the keys, check boxes that show
on the dark theme, and no stock icons on OK / Close / Cancel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.views.common.theme import apply_theme, set_role, theme_colours
from tabletop_desktop.windows.keyboard import KeyboardDialog
from tabletop_desktop.windows.statistics_dialog import StatisticsDialog


def _luminance(colour: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _changed_pixels(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    return sum(1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y))


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("role", ["", "primary"])
def test_a_focused_button_shows_a_ring(app, qtbot, theme, role):
    apply_theme(app, theme)
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    other = QPushButton("Other", host)
    button = QPushButton("Play again", host)
    if role:
        set_role(button, role)
    layout.addWidget(other)
    layout.addWidget(button)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow, timeout=2000)
    other.setFocus()
    plain = button.grab().toImage()
    button.setFocus()
    assert button.hasFocus()
    focused = button.grab().toImage()
    changed = _changed_pixels(plain, focused)
    assert changed > 2 * (button.width() + button.height())  # a ring all round, not a speck
    apply_theme(app, "light")


def test_enter_presses_the_focused_button_outside_dialogs(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    button = window.home.findChild(QPushButton, "statisticsButton")
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(window.dialog, StatisticsDialog), timeout=2000)


def test_help_lists_the_keys_of_the_menus_and_of_the_game(app, qtbot, tmp_path):
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.windows.main_window import MainWindow

    win = MainWindow(Settings(reduce_motion=True))
    qtbot.addWidget(win)
    win.show()
    win.start_game(GameSetup("qwirkle", [SeatSetup("Ada", "person", None), SeatSetup("Bo", "bot", "casual")],
                             {"first_move": "free", "starter": 0}, 4))
    win.actions["keyboard"].trigger()
    dialog = win.dialog
    assert isinstance(dialog, KeyboardDialog)
    menus = dict((what, keys) for keys, what in dialog.rows("Menus"))
    assert "Undo last move" in menus and "Z" in menus["Undo last move"]
    assert "Keyboard shortcuts" in menus
    game = dict(dialog.rows("Playing Qwirkle"))
    assert {"H", "X", "Esc", "Enter", "1 to 6"} <= set(game)
    assert "return this turn's tiles" in game["Esc"]
    dialog.close()
    win.close()


def test_check_boxes_show_on_the_dark_theme(app, qtbot):
    apply_theme(app, "dark")
    try:
        colours = theme_colours("dark")
        box = QCheckBox("Colour-blind-friendly colours")
        qtbot.addWidget(box)
        box.show()
        image = box.grab().toImage()
        background = QColor(colours.window)
        indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, _option(box), box)
        best = max(_contrast(QColor(image.pixel(x, y)), background)
                   for x in range(indicator.left(), indicator.right() + 1)
                   for y in range(indicator.top(), indicator.bottom() + 1))
        assert best >= 3.0  # the box's edge is clearly seen
    finally:
        apply_theme(app, "light")


def _option(box: QCheckBox):
    from PySide6.QtWidgets import QStyleOptionButton

    option = QStyleOptionButton()
    option.initFrom(box)
    return option


def test_dialog_buttons_carry_no_stock_icons(app, qtbot):
    assert QApplication.style().styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons) == 0
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                               | QDialogButtonBox.StandardButton.Close)
    qtbot.addWidget(buttons)
    for button in buttons.buttons():
        assert button.icon().isNull()


def _text_contrast(button: QPushButton) -> float:
    """The contrast of a button's label against its face, as painted: the face is read beside
    the label, the label is its most contrasting pixel."""
    image = button.grab().toImage()
    middle = image.height() // 2
    face = QColor(image.pixel(image.width() // 2, 4 if image.height() > 12 else 1))
    return max(_contrast(QColor(image.pixel(x, y)), face)
               for x in range(6, image.width() - 6) for y in range(middle - 4, middle + 5))


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("role", ["", "primary"])
def test_a_disabled_button_looks_disabled(app, qtbot, theme, role):
    apply_theme(app, theme)
    try:
        host = QWidget()
        qtbot.addWidget(host)
        layout = QVBoxLayout(host)
        enabled, disabled = QPushButton("Return tiles", host), QPushButton("Return tiles", host)
        for button in (enabled, disabled):
            if role:
                set_role(button, role)
            layout.addWidget(button)
        disabled.setEnabled(False)
        host.show()
        qtbot.waitExposed(host)
        live, dead = _text_contrast(enabled), _text_contrast(disabled)
        assert live >= 4.5  # an enabled label reads easily
        assert dead <= 0.5 * live, (live, dead)  # a disabled one is clearly dimmer...
        assert dead >= 2.0, dead  # ...and can still be read
        if role == "primary":  # and a disabled primary button loses its accent colour
            image = disabled.grab().toImage()
            face = QColor(image.pixel(disabled.width() // 2, 4))
            assert _contrast(face, QColor(theme_colours(theme).accent)) > 1.5
    finally:
        apply_theme(app, "light")


def test_the_shortcut_sheet_lists_quiddlers_real_keys(app, qtbot):
    """Ctrl+/ during a Quiddler game: a Quiddler section naming every one-key shortcut of the table
    and its buttons, and the card keys, each of which does what the sheet says."""
    from PySide6.QtGui import QShortcut
    from PySide6.QtTest import QTest

    from tabletop_desktop.engine.quiddler.actions import Draw
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.windows.main_window import MainWindow

    win = MainWindow(Settings(reduce_motion=True))
    win.bot_pause_scale = 0.0
    qtbot.addWidget(win)
    win.show()
    win.start_game(GameSetup("quiddler", [SeatSetup("Ada", "person", None), SeatSetup("Bo", "person", None)],
                             {}, 5))
    win.game_screen.cover.button.click()
    view = win.view
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(win.dialog, KeyboardDialog), timeout=2000)
    game = dict(win.dialog.rows("Playing Quiddler"))
    win.dialog.close()
    real = {s.key().toString() for s in view.findChildren(QShortcut)}
    real |= {b.shortcut().toString() for b in view.findChildren(QPushButton) if not b.shortcut().isEmpty()}
    assert real and real <= set(game), real - set(game)
    assert {"Left / Right", "1 to 5", "Delete"} <= set(game)
    assert "Enter never does" in game["Delete"]
    # The keys do what the sheet says.
    def press(key: Qt.Key) -> None:
        win.activateWindow()  # offscreen, a dialog closing leaves no window active at times
        qtbot.waitUntil(win.isActiveWindow, timeout=2000)
        view.setFocus()
        QTest.keyClick(view, key)

    press(Qt.Key.Key_D)
    assert win.session.history[-1][0] == Draw(0, "pile")
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_1)
    assert view.arrangement.rows[0] == [view.local.key_card]
    press(Qt.Key.Key_S)
    qtbot.waitUntil(view.sheet_panel.isVisible, timeout=2000)  # a button's key clicks it, animated
    press(Qt.Key.Key_S)
    qtbot.waitUntil(lambda: not view.sheet_panel.isVisible(), timeout=2000)
    said = []
    view.statusChanged.connect(said.append)
    press(Qt.Key.Key_H)  # one H only: two would be ambiguous and do nothing
    assert said and said[0] == "Looking for the best play\u2026"
    qtbot.waitUntil(lambda: not view.hints.running, timeout=10_000)
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Delete)
    assert len(win.session.history) == 2
    win.close()
