"""Long seat names (forty letters with no space, or many words) in the shared side panel and the
pass-and-play cover: shortened with "…" or wrapped inside their box, never widening it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QHBoxLayout, QWidget

from tabletop_desktop.app import create_application
from tabletop_desktop.views.common.handover_cover import HandoverCover
from tabletop_desktop.views.common.log_panel import LogPanel
from tabletop_desktop.views.common.scoreboard import Scoreboard
from tabletop_desktop.views.common.text import ZERO_WIDTH_SPACE, WrappingLabel, breakable

LONG = "W" * 40
SPACED = "Anna Maria Theresa von Habsburg Lothringen"
NAMES = [LONG, SPACED, LONG + "2", "Bo", "Cy", "Dee", "Ed", "Fi"]  # eight seats
PANEL = 300  # the game screen's side panel width


@pytest.fixture
def app(qapp):
    return create_application([])


def test_scoreboard_elides_long_names_with_a_tooltip_and_keeps_its_width(app, qtbot):
    board = Scoreboard()
    qtbot.addWidget(board)
    board.set_seats(NAMES, ["Person", "Person"] + ["Bot \u00b7 Medium"] * 6)
    assert board.minimumSizeHint().width() <= PANEL
    board.setFixedWidth(PANEL)
    board.show()
    qtbot.waitExposed(board)
    board.update_scores([12] * 8, [0])  # the acting seat's name turns bold: still elided
    qtbot.wait(10)
    for row, name in zip(board.rows, NAMES, strict=True):
        label = row.name_label
        assert label.text() == name
        assert label.geometry().right() < row.score_label.geometry().left()
        assert label.fontMetrics().horizontalAdvance(label.shown_text()) <= label.contentsRect().width()
        if len(name) > 20:
            assert label.shown_text().endswith("\u2026") and label.toolTip() == name
        else:
            assert label.shown_text() == name and label.toolTip() == ""


def _log(qtbot, lines: list[str]) -> LogPanel:
    log = LogPanel()
    qtbot.addWidget(log)
    log.setFixedSize(PANEL, 260)
    log.show()
    qtbot.waitExposed(log)
    log.set_lines(lines)
    qtbot.wait(150)  # the list lays its items out after a short delay
    return log


LOG_LINES = [f"{LONG}'s last turn: laid down CLAD (17 points), discarded U, no card left.",
             f"{SPACED} took Y from the discard pile.",
             "Bo drew from the draw pile.",
             f"{LONG} went out with QUIZ (31 points) and discarded {LONG}{LONG}.",
             "Cy drew from the draw pile."] * 3


def test_log_wraps_long_names_inside_the_panel(app, qtbot):
    log = _log(qtbot, LOG_LINES)
    assert log.minimumSizeHint().width() <= PANEL
    view = log.list
    assert view.horizontalScrollBar().maximum() == 0
    for i in range(view.count()):
        rect = view.visualItemRect(view.item(i))
        assert rect.right() <= view.viewport().width()


def _blank_runs(image) -> list[int]:
    """Heights of the runs of rows without text between the first and last row with text."""
    background = QColor("white")
    inked = []
    for y in range(image.height()):
        inked.append(any(abs(image.pixelColor(x, y).lightness() - background.lightness()) > 60
                         for x in range(0, image.width() - 12, 2)))
    rows = [y for y, ink in enumerate(inked) if ink]
    runs, run = [], 0
    for y in range(rows[0], rows[-1] + 1):
        if inked[y]:
            if run:
                runs.append(run)
            run = 0
        else:
            run += 1
    return runs


def test_log_has_no_blank_gaps_after_wrapped_lines(app, qtbot):
    log = _log(qtbot, LOG_LINES)
    view = log.list
    view.scrollToTop()
    qtbot.wait(20)
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    view.viewport().render(image)
    # Between two lines of text there is the leading and the items' spacing, never a blank line.
    assert max(_blank_runs(image)) < view.fontMetrics().height()
    for i in range(view.count() - 1):
        gap = view.visualItemRect(view.item(i + 1)).top() - view.visualItemRect(view.item(i)).bottom()
        assert gap <= 2 * view.spacing() + 1


def test_log_rewraps_when_it_narrows(app, qtbot):
    log = _log(qtbot, LOG_LINES)
    view = log.list
    wide = view.visualItemRect(view.item(0)).height()
    log.setFixedSize(200, 260)
    qtbot.wait(200)
    assert view.visualItemRect(view.item(0)).height() > wide
    assert view.horizontalScrollBar().maximum() == 0


def test_breakable_adds_break_points_only_inside_long_words():
    assert breakable("Pass to Bo.") == "Pass to Bo."
    text = breakable(f"Pass to {LONG}.")
    assert text.replace(ZERO_WIDTH_SPACE, "") == f"Pass to {LONG}."
    assert max(len(part) for part in text.replace(ZERO_WIDTH_SPACE, " ").split()) <= 12


def test_wrapping_label_gives_back_its_text_and_stays_narrow(app):
    label = WrappingLabel(f"Pass the screen to {LONG}.")
    assert label.text() == f"Pass the screen to {LONG}."
    assert label.minimumSizeHint().width() < 200


@pytest.mark.parametrize("name", [LONG, SPACED])
def test_handover_cover_keeps_a_long_name_inside_its_card(app, qtbot, name):
    host = QWidget()
    qtbot.addWidget(host)
    table = QWidget(host)
    side = QWidget(host)
    side.setFixedWidth(PANEL)
    row = QHBoxLayout(host)
    row.addWidget(table, 1)
    row.addWidget(side)
    host.resize(1024, 700)
    host.show()
    qtbot.waitExposed(host)
    cover = HandoverCover(table)
    changes = [f"{name} drew from the draw pile.", f"{LONG} went out with QUIZ (31 points)."]
    cover.show_for(name, changes)
    qtbot.wait(20)
    assert host.minimumSizeHint().width() <= 1024 and host.width() == 1024
    card = cover.card.geometry()
    assert cover.rect().contains(card)
    for label in (cover.title, cover.message, cover.changes):
        inside = label.geometry()
        assert 0 <= inside.left() and inside.right() <= card.width()
        assert label.height() + 2 >= label.heightForWidth(label.width())  # wrapped, not cut
    button = cover.button
    assert button.geometry().right() <= card.width() and button.width() >= button.minimumSizeHint().width()
    if name == LONG:
        assert "\u2026" in button.text() and name in button.toolTip()
    # Narrow table: the card narrows with it.
    host.resize(700, 600)
    qtbot.wait(20)
    assert cover.rect().contains(cover.card.geometry())
