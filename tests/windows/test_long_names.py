"""Long seat names and many seats in the game screen and the end dialog: the window keeps its
width, the end table shows every row under a fully visible header."""

from __future__ import annotations

from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.views.common.game_view import EndSummary, SeatResult
from tabletop_desktop.windows.end_dialog import EndDialog

LONG = "W" * 40
SPACED = "Anna Maria Theresa von Habsburg Lothringen"
EIGHT = [LONG, SPACED, LONG + "2", "Bo", "Cy", "Dee", "Ed", "Fi"]


def test_pass_and_play_with_long_names_keeps_the_window_width(window, qtbot):
    window.resize(1024, 700)
    qtbot.wait(20)
    seats = [SeatSetup(LONG, "person", None), SeatSetup(SPACED, "person", None)]
    window.start_game(GameSetup("chips", seats, {"undo": True}, 7))
    screen = window.game_screen
    qtbot.waitUntil(lambda: screen.cover.isVisible())
    qtbot.wait(20)
    assert screen.status.text() == f"Pass the screen to {LONG}."
    assert screen.status.minimumSizeHint().width() < 300  # wraps inside the name, not wider
    assert screen.minimumSizeHint().width() <= 1024
    assert window.width() == 1024
    assert screen.status.height() + 2 >= screen.status.heightForWidth(screen.status.width())
    names = [row.name_label for row in screen.scoreboard.rows]
    assert [n.text() for n in names] == [LONG, SPACED]
    assert all(n.shown_text().endswith("\u2026") and n.toolTip() for n in names)
    card = screen.cover.card.geometry()
    assert screen.cover.rect().contains(card)


def _summary(count: int, picture=None) -> EndSummary:
    seats = tuple(SeatResult(name, "Person" if i < 2 else "Bot \u00b7 Medium", 100 - 7 * i, i == 0,
                             "Rounds 12, 8, 15, 22, 9, 14, 30, 11; longest word 8")
                  for i, name in enumerate(EIGHT[:count]))
    return EndSummary(f"{LONG} wins with 100 points!", seats, "Bo: QUIZZED for 40 points",
                      ("The game ended after round 8.",), picture)


def test_the_end_table_shows_eight_rows_under_its_whole_header(app, qtbot):
    dialog = EndDialog(_summary(8))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    header = table.horizontalHeader()
    assert table.verticalScrollBar().maximum() == 0  # every row in view, nothing scrolled
    assert header.geometry().top() <= table.frameWidth() and header.height() >= header.sizeHint().height()
    last = table.visualRect(table.model().index(7, 1))
    assert last.bottom() <= table.viewport().height()
    for row in range(8):  # rows have air around their text
        assert table.rowHeight(row) >= table.fontMetrics().height() + 10
    assert dialog.facts.geometry().top() >= table.geometry().bottom()  # not drawn over it
    name = table.item(0, 1)
    assert name.text().endswith("\u2026") and name.toolTip() == LONG
    free = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().width() <= free.width()


def test_the_end_dialog_with_five_seats_and_a_picture_fits(app, qtbot):
    from PySide6.QtGui import QPixmap

    picture = QPixmap(400, 300)
    picture.fill()
    dialog = EndDialog(_summary(5, picture))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.verticalScrollBar().maximum() == 0
    assert dialog.facts.geometry().top() >= dialog.table.geometry().bottom()
    assert dialog.print_button.geometry().top() >= dialog.facts.geometry().bottom()
    if dialog.picture is not None:
        assert dialog.picture.geometry().left() >= dialog.table.geometry().right()
