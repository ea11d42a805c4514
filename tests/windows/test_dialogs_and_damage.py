"""Settings persist and apply live; statistics show finished games; damaged files give a message
and the app goes on; rules and about show their texts."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QTableWidget, QTextBrowser

from tabletop_desktop.app import create_main_window
from tabletop_desktop.storage.autosaves import autosave_path
from tabletop_desktop.storage.settings import load_settings, settings_path
from tabletop_desktop.windows.about_dialog import AboutDialog
from tabletop_desktop.windows.end_dialog import EndDialog
from tabletop_desktop.windows.rules_dialog import RulesDialog
from tabletop_desktop.windows.settings_dialog import SettingsDialog
from tabletop_desktop.windows.statistics_dialog import StatisticsDialog
from tests.windows.conftest import chips_setup


def test_settings_dialog_applies_live_and_persists(window, qtbot):
    window.start_game(chips_setup("person", "bot"))
    window.actions["settings"].trigger()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    assert QApplication.instance().property("tabletop_theme") == "dark"  # live preview
    assert window.view.applied[-1].theme == "dark"
    dialog.colour_blind.setChecked(True)
    dialog.bot_speed.setCurrentIndex(dialog.bot_speed.findData("fast"))
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    stored, warnings = load_settings()
    assert warnings == []
    assert (stored.theme, stored.colour_blind, stored.bot_speed) == ("dark", True, "fast")
    assert window.settings.theme == "dark"

    window.actions["settings"].trigger()
    dialog = window.dialog
    dialog.theme.setCurrentIndex(dialog.theme.findData("light"))
    assert QApplication.instance().property("tabletop_theme") == "light"
    dialog.reject()  # Cancel puts the old look back and stores nothing
    assert QApplication.instance().property("tabletop_theme") == "dark"
    assert load_settings()[0].theme == "dark"


def test_statistics_show_finished_games_and_an_empty_state(window, qtbot):
    dialog = StatisticsDialog("chips")
    qtbot.addWidget(dialog)
    empty = dialog.pages["chips"].findChild(QLabel, "emptyTitle")
    assert empty.text() == "No finished games of Chips yet."
    from tabletop_desktop.engine.registry import all_games

    for info in all_games():  # games still to come say so, whichever they are today
        if not info.available:
            assert "coming soon" in dialog.pages[info.id].findChild(QLabel, "emptyTitle").text()

    # A game of bots only is in the history, but says nothing about how people fare.
    window.start_game(chips_setup("bot", "bot"))
    qtbot.waitUntil(lambda: isinstance(window.dialog, EndDialog), timeout=10_000)
    window.dialog.close()
    window.actions["statistics"].trigger()
    dialog = window.dialog
    page = dialog.pages["chips"]
    assert dialog.current_page() is page
    assert page.findChild(QLabel, "emptyTitle").text() == "No finished games of Chips with a person yet."
    assert "1 game played by bots only" in page.findChild(QLabel, "emptyNote").text()
    assert dialog.history.table.rowCount() == 1
    dialog.reject()

    # A person's game counts: clicks on the person's chips until the end.
    window.start_game(chips_setup("person", "bot"))
    while not window.session.state.is_over():
        qtbot.waitUntil(lambda: bool(window.view.buttons) or window.session.state.is_over(),
                        timeout=10_000)
        if window.view.buttons:
            qtbot.mouseClick(window.view.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, EndDialog), timeout=10_000)
    window.dialog.close()
    window.actions["statistics"].trigger()
    dialog = window.dialog
    assert isinstance(dialog, StatisticsDialog)
    page = dialog.pages["chips"]
    assert dialog.current_page() is page
    assert page.findChild(QLabel, "emptyTitle") is None
    values = [label.text() for label in page.findChildren(QLabel, "figureValue")]
    assert values[0] == "1"  # games played: the person's game only
    assert str(window.session.state.scores()[0]) in values  # the person's score is the best
    table = page.findChild(QTableWidget, "levelsTable")
    assert table.item(0, 0).text() == "First chip" and table.item(0, 1).text() == "1"
    assert "1 game played by bots only" in page.findChild(QLabel, "notCounted").text()
    assert dialog.history.table.rowCount() == 2


def test_damaged_settings_and_autosave_give_a_banner_and_the_app_goes_on(app, qtbot):
    settings_path().write_text("{not json", encoding="utf-8")
    path = autosave_path("0123456789abcdef")
    path.write_text(json.dumps({"format": "tabletop-desktop/save", "version": 1}),
                    encoding="utf-8")
    window = create_main_window()
    qtbot.addWidget(window)
    window.show()
    messages = window.home.banner.messages()
    assert window.home.banner.isVisible() and len(messages) == 2
    assert any("Default settings are used" in m for m in messages)
    assert any("cannot be continued" in m for m in messages)
    assert not window.home.games_panel.isVisible()
    assert not path.exists()
    assert list(path.parent.glob(f"{path.name}.damaged-*"))
    qtbot.mouseClick(window.home.banner.dismiss_button, Qt.MouseButton.LeftButton)
    assert not window.home.banner.isVisible()
    assert window.home.cards["qwirkle"].play_button.isEnabled()


def test_opening_a_damaged_or_foreign_saved_game_shows_a_message_and_leaves_it(window, tmp_path):
    for name, content in (("broken.tabletop", '{"format": "tabletop-desktop/save", "vers'),
                          ("foreign.tabletop", json.dumps({"format": "some-other-app/doc"}))):
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        assert not window.open_game(path)
        box = window.message_box
        assert box is not None and box.isVisible()
        assert box.windowTitle() == "This game cannot be opened"
        assert "set aside" not in box.text()
        assert path.read_text(encoding="utf-8") == content  # a chosen file is never moved
        assert not list(tmp_path.glob(f"{name}.damaged-*"))
        assert window.stack.currentWidget() is window.home
        box.accept()
    assert not window.open_game(tmp_path / "missing.tabletop")
    assert window.message_box is not None


def test_rules_and_about_show_their_texts(app, qtbot):
    rules = RulesDialog("qwirkle")
    qtbot.addWidget(rules)
    browser = rules.pages["qwirkle"]
    assert isinstance(browser, QTextBrowser) and rules.tabs.currentWidget() is browser
    text = browser.toPlainText()
    assert "Scoring examples" in text and "3 + 12 + 3 = 18" in text
    from tabletop_desktop.engine.registry import all_games

    for info in all_games():  # a game still to come says so instead of showing rules
        if not info.available:
            page = rules.pages[info.id]
            assert isinstance(page, QLabel) and "coming soon" in page.text()
    about = AboutDialog()
    qtbot.addWidget(about)
    assert about.list.count() >= 4
    assert "MIT License" in about.text.toPlainText()
    about.list.setCurrentRow(1)
    assert "LESSER GENERAL PUBLIC LICENSE" in about.text.toPlainText()
    labels = [about.list.item(i).text() for i in range(about.list.count())]
    scowl = next(i for i, label in enumerate(labels) if "SCOWL" in label)  # Quiddler's words
    about.list.setCurrentRow(scowl)
    assert "Kevin Atkinson" in about.text.toPlainText()


def test_the_game_log_keeps_its_place_when_settings_change(window, qtbot):
    from dataclasses import replace as changed

    window.resize(1024, 700)
    window.start_game(chips_setup("person", "bot"))
    panel = window.game_screen.log_panel
    panel.set_lines([f"Move {n}: a fairly long sentence about what happened, to wrap." for n in range(80)])
    qtbot.wait(20)
    bar = panel.list.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    rows = list(window.game_screen.scoreboard.rows)
    for settings in (changed(window.settings, theme="dark"), changed(window.settings, colour_blind=True),
                     changed(window.settings, theme="light")):
        window.apply_settings(settings)
        qtbot.wait(20)
        assert bar.value() == bar.maximum()  # still at the newest line
    assert window.game_screen.scoreboard.rows == rows  # recoloured in place, not rebuilt
    bar.setValue(bar.maximum() // 2)  # a person scrolled up to read: they stay there
    window.apply_settings(changed(window.settings, theme="dark"))
    qtbot.wait(20)
    assert bar.value() < bar.maximum()
    window.apply_settings(changed(window.settings, theme="light"))


def test_the_end_dialog_puts_the_facts_beside_the_picture(app, qtbot):
    from PySide6.QtGui import QPixmap

    from tabletop_desktop.views.common.game_view import EndSummary, SeatResult

    picture = QPixmap(600, 600)
    picture.fill()
    summary = EndSummary("Ada wins with 120 points!",
                         (SeatResult("Ada", "Person", 120, True, "2 Qwirkles"),
                          SeatResult("Bo", "Bot (Casual)", 90, False, "1 Qwirkle")),
                         "Ada: 4 tiles, 24 points (move 30)", ("52 moves, 3 Qwirkles in all.",), picture)
    dialog = EndDialog(summary)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    facts = dialog.facts.geometry()
    pic = dialog.picture.geometry()
    assert facts.top() < pic.bottom() and facts.right() < pic.left()  # beside it, not below
    below = dialog.print_button.geometry().top() - max(pic.bottom(), facts.bottom())
    assert below < 60  # no large empty block before the buttons


def test_about_names_every_game_the_app_has(app, qtbot, window):
    from tabletop_desktop.engine.registry import all_games

    window.actions["about"].trigger()
    about = window.dialog
    assert isinstance(about, AboutDialog)
    text = about.findChild(QLabel, "aboutDescription").text()
    playable = [info.name for info in all_games() if info.available and info.id != "chips"]
    assert {"Qwirkle", "Qwixx", "Quiddler"} <= set(playable)
    for name in playable:
        assert name in text
    assert "soon" not in text  # all three are here; nothing is promised for later
