"""The real main window started over hostile files: folders that are files, impossible dates,
names made of markup and control characters. The app starts, says what it set aside, and shows
names literally (the image in the name points at a harmless missing file, so a label that did
read it as HTML is caught by the check, not by running out of memory)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel, QWidget

from tabletop_desktop.engine.registry import game
from tabletop_desktop.engine.replay import GameRecord, new_state
from tabletop_desktop.storage.autosaves import autosave_path, write_autosave
from tabletop_desktop.storage.jsonfile import envelope, write_json_atomic
from tabletop_desktop.storage.records import GameSummary, record_finished_game
from tabletop_desktop.storage.saves import GameSetup, SavedGame, SeatSetup, new_autosave_id
from tabletop_desktop.storage.settings import settings_path

NAME = "<img src=/no/such.png><b>Ada</b>"
HOSTILE = NAME + "\n\x1b\u202e\x00"


def _qwirkle_saved(first_name: str) -> SavedGame:
    seats = [SeatSetup(first_name, "person"), SeatSetup("Bo", "bot", "casual")]
    options = {"first_move": "free", "starter": 0, "undo": True}
    setup = GameSetup("qwirkle", seats, options, 4)
    state = new_state("qwirkle", 2, 4, options)
    return SavedGame.from_state(setup, GameRecord("qwirkle", 4, 2, dict(state.options)), state,
                                autosave_id=new_autosave_id())


def _labels_plain(root: QWidget, text: str) -> int:
    shown = 0
    for widget in [root, *root.findChildren(QWidget)]:
        assert not (text in widget.toolTip() and QtGuiNamespace.mightBeRichText(widget.toolTip()))
        if isinstance(widget, QLabel) and text in widget.text():
            assert widget.textFormat() == Qt.TextFormat.PlainText, widget.objectName()
            shown += 1
    return shown


@pytest.fixture
def start(make_window):
    return make_window


def test_app_starts_when_every_folder_is_a_file(app_home, start):
    app_home.mkdir(parents=True)
    for sub in ("config", "state", "log", "data"):
        (app_home / sub).write_text("not a folder")
    window = start()
    messages = window.home.banner.messages()
    assert any("is a file" in m for m in messages), messages
    window.show_statistics()
    assert window.dialog is not None
    said = window.dialog.banner.messages()
    assert any("is a file" in m for m in said)
    assert len(said) == len(set(said)), said  # one sentence once, not once per game


def test_an_impossible_date_in_the_autosave_does_not_stop_the_app_nor_lose_the_game(start):
    saved = _qwirkle_saved("Ada")
    write_autosave(saved)
    path = autosave_path(saved.autosave_id)
    data = json.loads(path.read_text())
    data["updated"] = "9999-12-31T23:59:59-12:00"
    path.write_text(json.dumps(data))
    window = start()
    assert window.home.banner.messages() == []
    [row] = window.home.games_panel.rows  # the app's own date never makes its file damaged
    assert "last played just now" in row.detail.text()  # read as the file's own time


def test_names_from_every_kind_of_file_are_cleaned_and_shown_literally(start, qtbot):
    saved = _qwirkle_saved("Ada")
    data = saved.to_json()
    data["setup"]["seats"][0]["name"] = HOSTILE
    write_json_atomic(autosave_path(saved.autosave_id), data)
    seats = [{"name": HOSTILE, "kind": "person", "level": None},
             {"name": "Bo", "kind": "bot", "level": "casual"}]
    write_json_atomic(settings_path(), envelope("settings", 1, {
        "new_game_defaults": {"qwirkle": {"seats": seats, "options": {}}}}))
    finished = _qwirkle_saved("Ada")
    info = game("qwirkle")
    state = new_state("qwirkle", 2, 4, finished.setup.options)
    summary = GameSummary.from_history(info, finished.setup, state, [], [HOSTILE, "Bo"])
    record_finished_game(finished, summary)

    window = start()
    assert window.settings.new_game_defaults["qwirkle"]["seats"][0]["name"] == NAME
    window.continue_game()
    assert window.session is not None
    assert window.session.names()[0] == NAME
    qtbot.wait(50)
    assert _labels_plain(window, NAME) >= 1
    window.show_home()
    window.show_statistics()
    dialog = window.dialog
    assert dialog is not None and dialog.banner.messages() == []
    _labels_plain(dialog, NAME)


def test_a_huge_starting_seat_in_the_settings_does_not_stop_new_game(start):
    seats = [{"name": "Ada", "kind": "person", "level": None},
             {"name": "Bo", "kind": "bot", "level": "casual"}]
    options = {"first_move": "free", "starter": 10**100, "undo": True}
    write_json_atomic(settings_path(), envelope("settings", 1, {
        "new_game_defaults": {"qwirkle": {"seats": seats, "options": options}}}))
    window = start()
    assert any("new-game choices" in m for m in window.home.banner.messages())
    window.new_game("qwirkle")
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() != ""
    setup = dialog.game_setup()
    assert setup.game_id == "qwirkle" and setup.options.get("starter", -1) < len(setup.seats)
    dialog.reject()


def _finish_a_chips_game(qtbot, window):
    """Bots only, at full speed, to the end; the finished game's files are written."""
    from tests.storage.helpers import chips_game  # noqa: F401 - registers chips

    window.bot_pause_scale = 0.0
    seats = [SeatSetup("Ada", "bot", "first"), SeatSetup("Bo", "bot", "first")]
    window.start_game(GameSetup("chips", seats, {}, 21))
    session = window.session
    qtbot.waitUntil(lambda: session.state.is_over(), timeout=20_000)
    assert session.flush_autosave()
    qtbot.wait(50)  # the writer's message reaches the banner through the event loop
    return session


def test_a_file_where_the_records_folder_should_be_keeps_the_game_and_says_so(
        app_home, qtbot, make_window):
    from tabletop_desktop.storage.records import load_records

    (app_home / "data").mkdir(parents=True, exist_ok=True)
    (app_home / "data" / "records").write_text("not a folder")
    toy_window = make_window(toy=True)
    session = _finish_a_chips_game(qtbot, toy_window)
    said = toy_window.game_screen.banner.messages()
    assert any("could not be recorded" in m and "is a file" in m
               and "kept in its autosave" in m for m in said), said
    assert autosave_path(session.autosave_id).is_file()  # the game is not lost
    assert load_records("chips")[0] == []
    toy_window.show_home()  # tries again, says so again, and still keeps it
    assert any("could not be recorded" in m for m in toy_window.home.banner.messages())
    assert autosave_path(session.autosave_id).is_file()
    assert toy_window.home.games_panel.rows == []  # a finished game is not offered


def test_a_file_where_the_state_folder_should_be_the_banner_says_what_is_true(
        app_home, qtbot, make_window):
    from tabletop_desktop.storage.records import load_records

    app_home.mkdir(parents=True, exist_ok=True)
    (app_home / "state").write_text("not a folder")
    toy_window = make_window(toy=True)
    _finish_a_chips_game(qtbot, toy_window)
    said = toy_window.game_screen.banner.messages()
    assert any("could not be autosaved" in m for m in said), said  # true: no autosave
    assert not any("recorded" in m or "stays autosaved" in m for m in said), said
    assert len(load_records("chips")[0]) == 1  # the record was written


def test_settings_from_a_newer_version_survive_a_session_of_this_one(qtbot, start):
    newer = json.dumps(envelope("settings", 7, {"theme": "dark", "new_key": [1, 2]}))
    settings_path().write_text(newer)
    window = start()
    said = window.home.banner.messages()
    assert any("newer version" in m and "left as it is" in m for m in said), said
    window.settings.theme = "dark"
    window._save_settings()  # as choosing a setting does
    window.close()  # saves the window size
    assert settings_path().read_text() == newer
    assert not list(settings_path().parent.glob("*.damaged-*"))
