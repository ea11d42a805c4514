"""Text from a file or a person is shown literally everywhere: a seat named like HTML shows its
tags, and an HTML image in a name never makes a label read a file (it would hang the app)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel, QWidget

from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.statistics import (
    AllStatistics,
    BestMoveEver,
    BestScore,
    GameStatistics,
    PersonFigures,
)
from tabletop_desktop.views.common.game_view import EndSummary, SeatResult
from tabletop_desktop.windows import statistics_dialog
from tabletop_desktop.windows.end_dialog import EndDialog
from tabletop_desktop.windows.printing import export_pdf

HOSTILE = ["<b>bold</b> & <i>co</i>", "<img src=/dev/zero><b>x</b>"]


def literal_everywhere(root: QWidget, name: str) -> list[QWidget]:
    """Every label showing `name` shows it as plain text, and no tooltip with it is rich text;
    returns the labels that show it."""
    shown = []
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if name in tip:
            assert not QtGuiNamespace.mightBeRichText(tip), (widget.objectName(), tip)
        if isinstance(widget, QLabel) and name in widget.text():
            assert widget.textFormat() == Qt.TextFormat.PlainText, (widget.objectName(), widget.text())
            shown.append(widget)
    return shown


@pytest.fixture
def qwirkle_window(real_window):
    return real_window


@pytest.mark.parametrize("name", HOSTILE)
def test_a_seat_named_like_html_shows_literally_in_the_game(qwirkle_window, qtbot, tmp_path, name):
    win = qwirkle_window
    seats = [SeatSetup(name, "person", None), SeatSetup("Bo", "person", None)]
    win.start_game(GameSetup("qwirkle", seats, {"first_move": "free", "starter": 0}, 3))
    screen = win.game_screen
    cover = screen.cover
    assert cover.isVisible()
    assert cover.title.text() == f"Pass the screen to {name}"  # shown, tags and all
    assert screen.status.text() == f"Pass the screen to {name}."
    assert cover.button.text() == f"I'm {name.replace('&', '&&')}, show my pieces"  # & shown
    assert cover in [w.parentWidget().parentWidget() for w in literal_everywhere(win, name)
                     if w.parentWidget() is not None and w.parentWidget().parentWidget() is not None]
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert name in screen.status.text()
    assert screen.scoreboard.rows[0].name_label.text() == name
    session = win.session
    move = session.state.legal_actions(0)[0]
    assert session.submit(move)
    assert any(line.startswith(name) for line in screen.log_panel.lines())
    literal_everywhere(win, name)
    win.grab()  # painting everything must not hang
    written = export_pdf(win.view, tmp_path / "summary.pdf")  # mid-game: the same painting
    text = "".join(page.extract_text() for page in PdfReader(str(written)).pages)
    assert "".join(name.split()) in "".join(text.split())


@pytest.mark.parametrize("name", HOSTILE)
def test_the_end_dialog_shows_names_literally(app, qtbot, name):
    summary = EndSummary(
        f"{name} wins with 12 points!",
        (SeatResult(name, "Person", 12, True, "1 Qwirkle"), SeatResult("Bo", "Bot (Casual)", 3, False)),
        f"{name}: 3 tiles, 12 points (move 4)",
        (f"The game ended when {name} placed their last tile (+6).",),
    )
    dialog = EndDialog(summary)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.title.text() == summary.title
    assert dialog.title.textFormat() == Qt.TextFormat.PlainText
    literal_everywhere(dialog, name)
    # The facts are rich text for their bold captions; the name inside shows literally.
    assert f"Best move: {name}: 3 tiles" in _rendered(dialog.facts)
    assert dialog.table.item(0, 1).text() == name
    dialog.grab()


@pytest.mark.parametrize("name", HOSTILE)
def test_statistics_show_names_literally(app, qtbot, monkeypatch, name):
    when = datetime(2026, 3, 1, 12, tzinfo=UTC)
    stats = GameStatistics(
        "qwirkle", games_played=1, wins_by_kind={"person": 1, "bot": 0}, average_score=20.0,
        best_score=BestScore(name, "person", None, 30, when),
        people=[PersonFigures(name, 1, 1, 30, 30)],
        best_move=BestMoveEver(name, "person", None, 18, f"{name}: 4 tiles, 18 points", when),
    )
    monkeypatch.setattr(statistics_dialog, "load_all_statistics",
                        lambda game_ids: AllStatistics({"qwirkle": stats}, [], []))
    dialog = statistics_dialog.StatisticsDialog("qwirkle")
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.pages["qwirkle"]
    assert literal_everywhere(page, name)  # the best score's note
    best = page.findChild(QLabel, "bestMove")
    assert f"{name}: 4 tiles, 18 points" in _rendered(best)
    dialog.grab()


def test_messages_from_files_show_literally(qwirkle_window, qtbot):
    name = HOSTILE[1]
    box = qwirkle_window.show_message("This game cannot be opened", f"{name}.tabletop is damaged")
    assert box.textFormat() == Qt.TextFormat.PlainText
    qwirkle_window.home.banner.add_message(f"{name} could not be read")
    literal_everywhere(qwirkle_window.home, name)
    box.grab()
    box.close()


def _rendered(label: QLabel) -> str:
    """What a rich-text label shows, as plain text."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText().replace("\u2029", "\n")


def test_safe_tip_escapes_only_what_qt_would_read_as_rich_text():
    from tabletop_desktop.views.common.text import safe_tip

    assert safe_tip("Waiting for Bo.") == "Waiting for Bo."
    assert safe_tip("a < b") == "a < b"
    tip = safe_tip("Waiting for <img src=x>.")
    assert "<img" not in tip and "&lt;img src=x&gt;" in tip


def test_statistics_count_the_hints_people_asked_for(app, qtbot, monkeypatch):
    when = datetime(2026, 3, 1, 12, tzinfo=UTC)
    stats = GameStatistics("qwirkle", games_played=3, wins_by_kind={"person": 1, "bot": 2},
                           average_score=20.0, best_score=BestScore("Ada", "person", None, 30, when))
    stats.person_hints, stats.games_with_hints = 5, 2
    monkeypatch.setattr(statistics_dialog, "load_all_statistics",
                        lambda game_ids: AllStatistics({"qwirkle": stats}, [], []))
    dialog = statistics_dialog.StatisticsDialog("qwirkle")
    qtbot.addWidget(dialog)
    box = dialog.pages["qwirkle"].findChild(QWidget, "hintsFigure")
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert texts == ["Hints asked for", "5", "in 2 of 3 games"]


def test_the_end_summary_says_how_many_hints_each_player_used(app):
    from tabletop_desktop.windows.main_window import with_hints

    class Session:
        def hints_used(self):
            return [2, 0]

        def names(self):
            return ["Ada", "Bo"]

    summary = EndSummary("Ada wins", (SeatResult("Ada", "Person", 9, True), SeatResult("Bo", "Bot", 3, False)),
                         "", ("The bag ran out.",))
    assert with_hints(summary, Session()).lines == ("The bag ran out.", "Hints used: Ada 2.")
    told = EndSummary("Ada wins", (SeatResult("Ada", "Person", 9, True, "2 hints"),), "", (),
                      hints_told=True)
    assert with_hints(told, Session()) is told  # the game's own details already say it


def test_the_word_lists_dialog_shows_file_text_literally(app, qtbot):
    from tabletop_desktop.windows.word_lists_dialog import WordListsDialog

    dialog = WordListsDialog()
    qtbot.addWidget(dialog)
    for label in (dialog.own_label, dialog.report_label, dialog.warning, dialog.house_problems):
        assert label.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("name", HOSTILE)
def test_a_quiddler_seat_named_like_html_shows_literally_on_every_panel(qwirkle_window, qtbot, name):
    """The seat goes out: the last-turn buttons, the round summary's title, lines and table and
    the score sheet show its name as typed (an image tag in a rich-text title would read
    /dev/zero until memory runs out)."""
    from PySide6.QtWidgets import QPushButton

    from tabletop_desktop.engine.quiddler.actions import Discard, Draw

    win = qwirkle_window
    seats = [SeatSetup("Ada", "person", None), SeatSetup(name, "bot", "hard")]
    win.start_game(GameSetup("quiddler", seats, {}, 5))
    session, view = win.session, win.view
    while session.state.round == 1:
        qtbot.waitUntil(lambda: session.state.round > 1 or session.state.pending() == (0,), timeout=20_000)
        if session.state.round > 1:
            break
        qtbot.waitUntil(lambda: not session.bots.is_animating(), timeout=5000)
        assert session.submit(Draw(0, "pile"))
        if session.state.went_out is not None:  # the person's last turn: the panels name the seat
            literal_everywhere(win, name)
            win.grab()
            view.input.discard(view.arrangement.hand[0])
            box = view.input.last_turn_box
            if box is not None and box.isVisible():
                box.findChild(QPushButton, "lastTurnDiscard").click()
        else:
            assert session.submit(Discard(0, session.view_for(0).hand[0]))
    result = session.state.round_results[0]
    assert result.went_out == 1, "pick a seed where the hostile seat goes out"
    qtbot.waitUntil(view.round_panel.isVisible, timeout=10_000)
    panel = view.round_panel
    assert panel.title.text().endswith(f"{name} went out.")
    assert panel in [w.parentWidget() for w in literal_everywhere(win, name)]
    assert panel.table.item(1, 0).text() == f"{name} (went out)"
    panel.extra.click()  # the score sheet, with the names as column titles
    assert view.sheet_panel.table.horizontalHeaderItem(2).text() == name
    literal_everywhere(win, name)
    win.grab()  # painting every panel must not hang
    session.shutdown()
