"""The main window: from the home screen to a finished toy game, menus and shortcuts, undo,
pass and play, saving, printing to PDF."""

from __future__ import annotations

from dataclasses import replace

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from tabletop_desktop.storage.autosaves import autosave_path
from tabletop_desktop.windows.end_dialog import EndDialog
from tabletop_desktop.windows.new_game_dialog import NewGameDialog
from tests.windows.conftest import chips_setup


def test_a_bots_game_from_the_home_screen_plays_to_the_end_dialog(window, qtbot):
    assert window.stack.currentWidget() is window.home
    qtbot.mouseClick(window.home.cards["chips"].play_button, Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    dialog.seat_count.setValue(2)
    for editor in dialog.seats:
        editor.kind.setCurrentIndex(editor.kind.findData("bot"))
        editor.level.setCurrentIndex(editor.level.findData("first"))
    dialog.seed_edit.setText("99")
    qtbot.mouseClick(dialog.findChild(type(dialog.button_box.buttons()[0]), "startButton"),
                     Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen
    assert window.session.setup.seed == 99
    assert [r.kind_label.text() for r in window.game_screen.scoreboard.rows] == [
        "Bot \u00b7 First chip", "Bot \u00b7 First chip"]
    qtbot.waitUntil(lambda: isinstance(window.dialog, EndDialog), timeout=10_000)
    end = window.dialog
    state = window.session.state
    assert state.is_over()
    assert end.title.text() == window.view.end_summary().title
    assert end.table.rowCount() == 2
    winner_row = 0  # ranked by score
    assert end.table.item(winner_row, 3).text() == str(max(state.scores()))
    assert end.table.item(winner_row, 0).text() == "\u2605"  # the winner is marked
    assert len(window.game_screen.log_panel.lines()) == len(window.session.history)
    assert window.actions["export_pdf"].isEnabled()
    assert window.settings.new_game_defaults["chips"]["seats"][0]["kind"] == "bot"

    first_session = window.session
    qtbot.mouseClick(end.again_button, Qt.MouseButton.LeftButton)
    assert window.session is not first_session
    assert window.session.setup.seats == first_session.setup.seats
    assert window.stack.currentWidget() is window.game_screen
    qtbot.waitUntil(lambda: isinstance(window.dialog, EndDialog) and window.dialog.isVisible(),
                    timeout=10_000)
    qtbot.mouseClick(window.dialog.home_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home
    assert window.session is None


def test_menus_have_the_standard_shortcuts_and_trigger(window, qtbot):
    keys = {name: action.shortcut() for name, action in window.actions.items()}
    assert keys["new"] == QKeySequence("Ctrl+N")
    assert keys["open"] == QKeySequence("Ctrl+O")
    assert keys["save"] == QKeySequence("Ctrl+S")
    assert keys["print"] == QKeySequence("Ctrl+P")
    assert keys["quit"] == QKeySequence("Ctrl+Q")
    assert keys["undo"] == QKeySequence("Ctrl+Z")
    assert keys["full_screen"] == QKeySequence("F11")
    assert keys["hint"] == QKeySequence("H")
    assert keys["rules"] == QKeySequence("F1")
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Help"]

    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.dialog is not None and window.dialog.objectName() == "rulesDialog"
    window.dialog.close()
    window.actions["about"].trigger()
    assert window.dialog.objectName() == "aboutDialog"
    window.dialog.close()
    window.actions["statistics"].trigger()
    assert window.dialog.objectName() == "statisticsDialog"
    window.dialog.close()
    window.actions["new"].trigger()
    assert window.dialog.objectName() == "newGameDialog"
    window.dialog.close()
    assert not window.actions["save"].isEnabled()  # nothing to save on the home screen
    window.actions["full_screen"].trigger()
    assert window.isFullScreen() and window.actions["full_screen"].isChecked()
    window.actions["full_screen"].trigger()
    assert not window.isFullScreen()

    window.start_game(chips_setup("person", "bot"))
    assert window.actions["hint"].isEnabled()
    window.actions["hint"].trigger()
    assert window.view.hints == 1


def test_undo_follows_the_session(window, qtbot):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person", "person"))  # two people: the strict rule
    undo = window.actions["undo"]
    assert undo.text() == "&Undo last move"  # named apart from returning this turn's pieces
    assert not undo.isEnabled()
    assert undo.toolTip() == window.session.can_undo()[1] != ""
    # Ctrl+Z while undo is impossible says why, instead of nothing.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    status = window.game_screen.status
    assert status.text().startswith("Undo is not possible now: ")
    assert window.session.can_undo()[1][1:] in status.text()
    session = window.session

    def play():
        seat = session.state.pending()[0]
        session.submit(toy.PlayChip(seat, session.view_for(seat).hand[0]))

    while session.state.bag:  # every play draws: nothing can be taken back yet
        play()
        assert not undo.isEnabled()
        # The tooltip gives today's reason (it used to keep the one from before the first move).
        assert undo.toolTip() == session.can_undo()[1] != ""
    play()  # no draw: undoable
    assert undo.isEnabled() and undo.toolTip().startswith("Undo your last move (")
    before = session.state.scores()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.scores() != before
    assert window.game_screen.status.text() == "Your last move was undone: it is your turn again."
    assert not undo.isEnabled() and "practice" not in window.windowTitle()


def test_alone_undo_says_what_it_takes_back_and_that_the_game_becomes_practice(window, qtbot):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person"))
    session, undo = window.session, window.actions["undo"]
    chip = session.view_for(0).hand[0]
    session.submit(toy.PlayChip(0, chip))  # it drew a chip: still undoable, as practice
    assert undo.isEnabled()
    assert undo.toolTip() == (f"Undo your last move (Ada: played a {chip}). You have seen what "
                              "was drawn since, so this game then becomes a practice game.")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.history == [] and session.practice
    assert window.game_screen.status.text() == (
        "Your last move was undone: it is your turn again. This is a practice game now, because "
        "you had seen what came after that move.")
    assert "(practice game)" in window.windowTitle()


def test_refused_moves_flash_in_the_status_line(window, qtbot):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person", "bot"))
    screen = window.game_screen
    assert screen.status.text() == "Ada, your turn: play a chip."
    window.session.submit(toy.PlayChip(0, 42))
    assert screen.status.text() == "You have no chip worth 42."
    assert screen.status.property("flash") == "true"
    qtbot.waitUntil(lambda: screen.status.property("flash") == "false", timeout=5000)
    assert screen.status.text() == "Ada, your turn: play a chip."
    window.session.botThinking.emit(1)
    assert screen.status.text() == "Bot Bo is thinking\u2026"


def test_pass_and_play_covers_the_table_between_persons(window, qtbot):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person", "person"))
    cover = window.game_screen.cover
    assert cover.isVisible() and cover.title.text() == "Pass the screen to Ada"
    assert cover.geometry() == window.game_screen.game_area.rect()
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert not cover.isVisible()
    window.session.submit(toy.PlayChip(0, window.session.view_for(0).hand[0]))
    assert cover.isVisible() and cover.title.text() == "Pass the screen to Bo"


def test_closing_mid_game_offers_continue_next_time(window, qtbot, tmp_path):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person", "bot"))
    session = window.session
    session.submit(toy.PlayChip(0, session.view_for(0).hand[0]))
    qtbot.waitUntil(lambda: len(session.history) >= 2
                    and autosave_path(session.autosave_id).is_file(), timeout=5000)
    saved_to = tmp_path / "game.tabletop"
    assert window.save_game_as(saved_to) and saved_to.is_file()
    window.show_home()
    panel = window.home.games_panel
    [row] = panel.rows
    assert panel.isVisible() and row.title.text() == "Chips"
    assert "Bo (bot)" in row.detail.text()
    qtbot.mouseClick(row.continue_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_screen
    assert len(window.session.history) >= 2
    window.show_home()
    assert window.open_game(saved_to)
    assert window.save_path == saved_to


def test_export_summary_as_pdf(window, qtbot, tmp_path):
    window.start_game(chips_setup("bot", "bot"))
    qtbot.waitUntil(lambda: isinstance(window.dialog, EndDialog), timeout=10_000)
    written = window.export_summary_pdf(tmp_path / "summary")
    assert written == tmp_path / "summary.pdf"
    text = PdfReader(str(written)).pages[0].extract_text()
    assert window.view.end_summary().title.split()[0] in text
    QApplication.processEvents()


def test_a_new_game_during_a_game_keeps_the_first_one(window, qtbot):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person", "bot"))
    first = window.session
    first.submit(toy.PlayChip(0, first.view_for(0).hand[0]))
    qtbot.waitUntil(lambda: len(first.history) >= 2, timeout=5000)
    window.actions["new"].trigger()  # nothing is replaced, so nothing to ask
    assert isinstance(window.dialog, NewGameDialog) and window.message_box is None
    window.dialog.accept()
    assert window.session is not first
    assert "Your game of Chips is kept" in window.game_screen.status.text()
    assert autosave_path(first.autosave_id).is_file()


def test_the_application_has_its_name_icon_and_theme(app):
    from tabletop_desktop import APP_NAME, __version__

    assert app.applicationName() == APP_NAME
    assert app.applicationVersion() == __version__
    assert app.organizationName()
    assert not app.windowIcon().isNull()
    assert app.property("tabletop_theme") in ("light", "dark")


def test_print_preview_paints_the_summary(window, qtbot):
    from tabletop_desktop.windows.printing import preview_dialog

    window.start_game(chips_setup("bot", "bot"))
    qtbot.waitUntil(lambda: isinstance(window.dialog, EndDialog), timeout=10_000)
    painted = []
    preview = preview_dialog(window.view, window)
    preview.paintRequested.connect(lambda printer: painted.append(True))
    preview.open()
    qtbot.waitUntil(lambda: bool(painted), timeout=5000)
    preview.close()


def test_a_view_that_fails_to_build_gives_a_message_and_the_home_screen(window, qtbot):
    def broken(game_id, session, settings, parent=None):
        raise RuntimeError("no table today")

    window.view_factory = broken
    window.start_game(chips_setup("person", "bot"))
    assert window.session is None and window.stack.currentWidget() is window.home
    assert window.message_box is not None and "no table today" in window.message_box.text()


def test_scores_count_up_unless_motion_is_reduced(window, qtbot):
    import tests.support.toy_game as toy

    window.start_game(chips_setup("person"))
    row = window.game_screen.scoreboard.rows[0]
    chip = max(window.session.view_for(0).hand)
    window.session.submit(toy.PlayChip(0, chip))
    assert row.score == chip
    qtbot.waitUntil(lambda: row.score_label.text() == str(chip), timeout=3000)
    window.apply_settings(replace(window.settings, reduce_motion=True))
    row = window.game_screen.scoreboard.rows[0]
    assert row.score_label.text() == str(chip)
    chip2 = max(window.session.view_for(0).hand)
    window.session.submit(toy.PlayChip(0, chip2))
    assert row.score_label.text() == str(chip + chip2)  # at once


def test_file_pickers_start_in_documents_then_in_the_last_folder(window, qtbot, tmp_path, monkeypatch):
    from pathlib import Path

    from PySide6.QtWidgets import QFileDialog

    from tabletop_desktop.storage.settings import load_settings
    from tabletop_desktop.windows.file_dialogs import documents_folder

    asked: list[str] = []
    folder = tmp_path / "my games"
    folder.mkdir()

    def fake_save(parent, title, start, filters):
        asked.append(start)
        return str(folder / "evening.tabletop"), filters

    def fake_open(parent, title, start, filters):
        asked.append(start)
        return "", filters  # cancelled

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake_open))
    window.start_game(chips_setup("person", "bot"))
    assert window.save_game_as()
    assert Path(asked[0]).parent == Path(documents_folder())  # the suggested name in Documents
    assert Path(asked[0]).name == "Chips.tabletop"
    window.open_game()
    assert asked[1] == str(folder)  # remembered
    assert load_settings()[0].last_folder == str(folder)
