"""The Statistics window driven like a player: it opens on the game last played, counts only the
games people played (each person with their own figures), lists every finished game newest
first, and prints any finished game's summary again from its record."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QLabel, QTableWidget

from tabletop_desktop.storage.records import load_records
from tabletop_desktop.storage.saves import SeatSetup
from tabletop_desktop.windows.record_printing import export_record_pdf
from tabletop_desktop.windows.statistics_dialog import StatisticsDialog
from tabletop_desktop.windows.statistics_history import day_and_time
from tests.storage.helpers import chips_game
from tests.windows.recorded_games import finish_real_game

ADA, BEA = SeatSetup("Ada", "person"), SeatSetup("Bea", "person")
ROBO = SeatSetup("Robo", "bot", "first")


def finish_chips(seed: int, seats: list[SeatSetup], practice: bool = False):
    from tabletop_desktop.engine.registry import game
    from tabletop_desktop.storage.records import GameSummary, record_finished_game
    from tabletop_desktop.storage.saves import SavedGame

    setup, record, state, history = chips_game(seed, seats)
    summary = GameSummary.from_history(game("chips"), setup, state, history, setup.names())
    summary.practice = practice
    return state, record_finished_game(SavedGame.from_state(setup, record, state), summary)


def open_statistics(window, qtbot) -> StatisticsDialog:
    window.actions["statistics"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, StatisticsDialog), timeout=5000)
    return window.dialog


def rows(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_statistics_open_on_the_game_played_last(window, qtbot):
    finish_real_game("qwirkle", [ADA, SeatSetup("Cy", "bot", "beginner")])
    finish_real_game("qwixx", [ADA, SeatSetup("Cy", "bot", "beginner")])
    dialog = open_statistics(window, qtbot)  # from the home screen: no game on the table
    assert dialog.current_page() is dialog.pages["qwixx"]
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Qwixx"
    dialog.reject()
    finish_real_game("quiddler", [ADA, SeatSetup("Cy", "bot", "easy")])
    dialog = open_statistics(window, qtbot)
    assert dialog.current_page() is dialog.pages["quiddler"]


def test_each_person_gets_their_own_figures_and_only_their_games_count(window, qtbot):
    games = [finish_chips(1, [ADA, ROBO]), finish_chips(2, [ADA, BEA, ROBO]),
             finish_chips(3, [BEA, ROBO])]
    finish_chips(4, [ROBO, SeatSetup("Deep", "bot", "first")])  # bots only
    finish_chips(5, [ADA, ROBO], practice=True)
    window.start_game(_chips_at_table())  # the game on the table decides the tab
    dialog = open_statistics(window, qtbot)
    page = dialog.pages["chips"]
    assert dialog.current_page() is page
    values = [label.text() for label in page.findChildren(QLabel, "figureValue")]
    assert values[0] == "3"  # games played: with a person, not for practice
    expected: dict[str, list[tuple[int, bool]]] = {}
    for (state, _), seats in zip(games, ([ADA, ROBO], [ADA, BEA, ROBO], [BEA, ROBO]), strict=True):
        for i, seat in enumerate(seats):
            if seat.kind == "person":
                expected.setdefault(seat.name, []).append((state.scores()[i], i in state.winners()))
    table = page.findChild(QTableWidget, "peopleTable")
    shown = {row[0]: row[1:] for row in rows(table)}
    assert set(shown) == {"Ada", "Bea"}  # no bot among the people
    for name, results in expected.items():
        scores = [score for score, _ in results]
        wins = sum(won for _, won in results)
        assert shown[name] == [str(len(results)), str(wins), f"{round(100 * wins / len(results))} %",
                               f"{sum(scores) / len(scores):.0f}", str(max(scores))]
    every = [score for results in expected.values() for score, _ in results]
    assert f"{sum(every) / len(every):.0f}" == values[3]  # the average is people's only
    note = page.findChild(QLabel, "notCounted").text()
    assert note == ("Not counted here: 1 game played by bots only and 1 practice game. "
                    "They are in the History tab.")


def _chips_at_table():
    from tests.windows.conftest import chips_setup

    return chips_setup("person", "bot")


def test_the_history_lists_finished_games_newest_first_and_marks_practice(window, qtbot):
    first_state, _ = finish_chips(1, [ADA, ROBO])
    finish_chips(2, [ROBO, SeatSetup("Deep", "bot", "first")])
    finish_chips(3, [ADA, BEA], practice=True)
    dialog = open_statistics(window, qtbot)
    dialog.tabs.setCurrentWidget(dialog.history)
    table = dialog.history.table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == [
        "Date", "Game", "Players and scores", "Winner", "Notes"]
    shown = rows(table)
    assert [row[1] for row in shown] == ["Chips"] * 3
    assert shown[0][4] == "Practice"
    assert shown[1][4] == "Bots only"
    assert "Robo (bot, First chip)" in shown[1][2] and "Deep (bot, First chip)" in shown[1][2]
    oldest = shown[2]
    scores = first_state.scores()
    ranked = sorted(zip(("Ada", "Robo (bot, First chip)"), scores, strict=True), key=lambda p: -p[1])
    assert oldest[2] == ", ".join(f"{name} {score}" for name, score in ranked)
    names = [("Ada", "Robo")[i] for i in first_state.winners()]
    assert oldest[3] == (names[0] if len(names) == 1 else f"{names[0]} and {names[1]} (shared)")
    assert oldest[4] == ""
    finished = sorted((g.finished for g in load_records("chips")[0]), reverse=True)
    assert [row[0] for row in shown] == [day_and_time(moment) for moment in finished]


def test_a_finished_game_prints_again_from_its_record(window, qtbot, tmp_path):
    finish_real_game("qwixx", [SeatSetup("Zelda", "person"), SeatSetup("Cy", "bot", "beginner")])
    dialog = open_statistics(window, qtbot)
    dialog.tabs.setCurrentWidget(dialog.history)
    panel = dialog.history
    panel.table.selectRow(0)
    assert panel.print_button.isEnabled()
    qtbot.mouseClick(panel.print_button, Qt.MouseButton.LeftButton)
    preview = dialog.preview
    assert isinstance(preview, QPrintPreviewDialog)
    qtbot.waitUntil(preview.isVisible, timeout=10_000)
    table = preview.recorded_table
    assert table.session.state.is_over() and table.session.names() == ["Zelda", "Cy"]
    preview.reject()
    # The same path writes the PDF; it is the game's own printed summary, with its players.
    games, _ = load_records("qwixx")
    path = export_record_pdf(games[0], tmp_path / "again.pdf")
    text = "".join(page.extract_text() for page in PdfReader(str(path)).pages)
    assert "Zelda" in text and "Cy" in text and "Qwixx" in text


@pytest.mark.parametrize("damage", ["no set-up", "moves of another game"])
def test_a_record_that_cannot_print_says_so_in_its_row(window, qtbot, damage):
    path = finish_real_game("qwixx", [ADA, SeatSetup("Cy", "bot", "beginner")])
    data = json.loads(path.read_text())
    if damage == "no set-up":
        del data["setup"]
    else:  # the moves stop half way: this version cannot take them to the end
        data["record"]["actions"] = data["record"]["actions"][:4]
    path.write_text(json.dumps(data))
    dialog = open_statistics(window, qtbot)
    assert dialog.pages["qwixx"].findChild(QLabel, "figureValue").text() == "1"  # still counts
    panel = dialog.history
    panel.table.selectRow(0)
    if damage == "no set-up":
        assert not panel.print_button.isEnabled()
    else:
        qtbot.mouseClick(panel.print_button, Qt.MouseButton.LeftButton)
        assert dialog.preview is None
        assert not panel.print_button.isEnabled()
    assert panel.table.item(0, 4).text() == "Cannot be printed"  # said in its row...
    reason = panel.reason.text()  # ...and why, beside the button
    assert reason.startswith("Its summary cannot be printed:")
    expected = "does not keep the seats" if damage == "no set-up" else "no longer reach the end"
    assert expected in reason and expected in panel.table.item(0, 4).toolTip()
