"""The word-lists dialog's import, driven like a person: the file is read off the GUI thread with
a progress bar and Cancel, what it holds is shown and confirmed before the list is replaced, and
hostile files (a FIFO, links to /dev/zero and /dev/urandom, binary data) are refused in time."""

from __future__ import annotations

import random
import threading

import pytest
from PySide6.QtCore import Qt

from tabletop_desktop.storage import word_lists as store
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.word_lists_dialog import WordListsDialog
from tests.storage.hostile_files import link_to, make_fifo, release_fifo
from tests.windows.word_list_steps import (
    choose_file,
    confirmation,
    import_and_confirm,
    import_refused,
)


@pytest.fixture
def old_list():
    """The person's list before: anything that is not confirmed must leave it byte for byte."""
    store.store_word_list(["alpha", "beta"], "old.txt")
    return store.custom_path().read_bytes(), store.settings_path().read_bytes()


def _unchanged(old_list) -> bool:
    return (store.custom_path().read_bytes(), store.settings_path().read_bytes()) == old_list


@pytest.fixture
def dialog(app, qtbot):
    shown = WordListsDialog(Settings())
    qtbot.addWidget(shown)
    shown.show()
    yield shown
    shown.reject()  # cancels and waits for a reading still going


def test_the_confirmation_shows_the_count_a_sample_and_the_skipped_lines(
        old_list, dialog, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text("quiz\nzebra\nquiz\nab\x1bcd\njump\n", "utf-8")
    choose_file(qtbot, monkeypatch, dialog, path)
    shown = confirmation(qtbot, dialog)
    assert shown.summary.text() == (
        "mine.txt holds 3 words the cards can spell. One word is listed twice; it counts once. "
        "One line is skipped: it is not a word the cards can spell.")
    assert shown.sample.text() == "Some of its words: jump, quiz, zebra."
    assert shown.skipped.count() == 1
    assert shown.skipped.item(0).text() == (
        "Line 4: \u201cab\\x1bcd\u201d \u2014 it has '\\x1b', which no card shows")
    assert shown.question.text() == "Import it? It replaces your own list, old.txt (2 words)."
    assert _unchanged(old_list)  # nothing is stored while the person decides
    qtbot.mouseClick(shown.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirmation is None)
    assert _unchanged(old_list)
    assert dialog.report_label.text() == "Nothing was imported; your list is as it was."

    import_and_confirm(qtbot, monkeypatch, dialog, path)
    assert store.custom_words() == ["jump", "quiz", "zebra"]
    assert dialog.report_label.text() == (
        "3 words were imported from mine.txt. One line was skipped (see why below).")
    assert dialog.own_label.text().startswith("mine.txt: 3 words, imported on ")
    assert dialog.level.currentData() == "custom"


def test_one_word_is_said_in_the_singular(dialog, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "one.txt"
    path.write_text("quiz\n", "utf-8")
    choose_file(qtbot, monkeypatch, dialog, path)
    shown = confirmation(qtbot, dialog)
    assert shown.summary.text() == "one.txt holds one word the cards can spell."
    assert shown.sample.text() == "Its word: quiz."
    assert shown.question.text() == "Import it as your own list for new games?"
    qtbot.mouseClick(shown.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirmation is None)
    assert dialog.report_label.text() == "One word was imported from one.txt."
    assert dialog.own_label.text().startswith("one.txt: one word, imported on ")


def test_a_long_import_shows_progress_and_cancel_keeps_the_old_list(
        dialog, qtbot, monkeypatch, tmp_path, old_list):
    path = tmp_path / "long.txt"
    path.write_text("quiz\nzebra\n" * 450_000, "utf-8")  # 900,000 lines: seconds to read
    choose_file(qtbot, monkeypatch, dialog, path)
    # The click returned while the file is still being read: the reading is not on this thread.
    assert dialog.job is not None and dialog.job.is_running()
    assert dialog.progress.isVisible() and dialog.progress.label.text() == "Reading long.txt\u2026"
    assert not dialog.import_button.isEnabled() and not dialog.save_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.progress.bar.value() > 0, timeout=20_000)
    qtbot.mouseClick(dialog.progress.cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.job is None, timeout=20_000)
    assert dialog.confirmation is None
    assert dialog.report_label.text() == "The import was cancelled; your list is as it was."
    assert not dialog.progress.isVisible() and dialog.import_button.isEnabled()
    assert _unchanged(old_list)


def test_closing_the_dialog_while_reading_stores_nothing(app, qtbot, monkeypatch, tmp_path,
                                                         old_list):
    shown = WordListsDialog()
    qtbot.addWidget(shown)
    shown.show()
    path = tmp_path / "long.txt"
    path.write_text("quiz\n" * 900_000, "utf-8")
    choose_file(qtbot, monkeypatch, shown, path)
    assert shown.job is not None
    shown.reject()
    assert shown.job is None and not shown.isVisible()
    qtbot.wait(50)
    assert _unchanged(old_list)


def test_a_fifo_is_refused_without_hanging(dialog, qtbot, monkeypatch, tmp_path, old_list):
    fifo = make_fifo(tmp_path / "words.txt")
    # Should the open ever block again (on this thread or the worker), this lets it go after a
    # while, so the test fails on its assertions instead of hanging.
    watchdog = threading.Timer(15, release_fifo, [fifo])
    watchdog.start()
    try:
        said = import_refused(qtbot, monkeypatch, dialog, fifo)
    finally:
        watchdog.cancel()
    assert said.startswith("Nothing was imported: words.txt is not an ordinary file")
    assert _unchanged(old_list)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_an_endless_device_is_refused(dialog, qtbot, monkeypatch, tmp_path, old_list,
                                                device):
    link = link_to(tmp_path / "words.txt", device)
    said = import_refused(qtbot, monkeypatch, dialog, link)
    assert said.startswith("Nothing was imported: words.txt is not an ordinary file")
    assert _unchanged(old_list)


def test_a_binary_file_is_refused_and_never_replaces_the_list(dialog, qtbot, monkeypatch,
                                                              tmp_path, old_list):
    path = tmp_path / "photo.jpg"
    path.write_bytes(random.Random(3).randbytes(1024 * 1024))
    said = import_refused(qtbot, monkeypatch, dialog, path)
    assert said.startswith("Nothing was imported: photo.jpg is not")
    assert _unchanged(old_list)


def test_a_refused_list_shows_its_skipped_lines(dialog, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "numbers.txt"
    path.write_text("1\n2\n", "utf-8")
    said = import_refused(qtbot, monkeypatch, dialog, path)
    assert said == ("Nothing was imported: numbers.txt holds no word the cards can spell: all "
                    "its 2 lines are skipped (see why below).")
    assert dialog.bad_lines.isVisible() and dialog.bad_lines.count() == 2


def test_a_utf16_list_is_imported(dialog, qtbot, monkeypatch, tmp_path):
    path = tmp_path / "notepad.txt"
    path.write_bytes("quiz\r\nzebra\r\n".encode("utf-16"))
    import_and_confirm(qtbot, monkeypatch, dialog, path)
    assert store.custom_words() == ["quiz", "zebra"]


def test_a_new_quiddler_game_reports_a_damaged_word_list_settings_file(app, qtbot):
    from tabletop_desktop.windows.main_window import MainWindow

    store.store_word_list(["quiz"], "mine.txt")
    store.settings_path().write_text("{ not json", "utf-8")
    window = MainWindow(Settings())
    window.bot_pause_scale = 0.0
    qtbot.addWidget(window)
    window.show()
    window.start_game(GameSetup("quiddler", [SeatSetup("Ada", "person"),
                                             SeatSetup("Bo", "person")], {}, seed=3))
    box = window.message_box
    assert box is not None and box.isVisible()
    assert "word-list settings file" in box.text() and "set aside" in box.text()
    assert window.session is not None  # the game goes on with the default lists
    box.close()
    window.close()
