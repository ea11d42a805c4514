"""A steady, readable Qwixx table: the dice tray names who rolled, what to do is said in one
place only, a crossed number stays readable, and the scoreboard shows the same moment as the
sheets."""

from __future__ import annotations

import time

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QLabel

from tabletop_desktop.engine.qwixx.sheet import NUMBERS, Sheet
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import (
    SHEET_H,
    SHEET_W,
    SheetLook,
    box_rect,
    paint_sheet,
)
from tests.views.qwixx.helpers import click_box, click_button, fewest_skips, make_table


def test_the_dice_tray_names_who_rolled_in_a_whole_sentence(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    assert view.scene.tray.headline == "No roll yet."
    with qtbot.waitSignal(session.actionApplied):
        click_button(view.bar.roll)
    total = session.view_for(0).dice.white_sum
    assert view.scene.tray.headline == f"You rolled: white sum {total}."
    session.start()  # Bo chooses the white sum too
    click_button(view.bar.skip)  # no white cross
    qtbot.waitUntil(lambda: view.bar.skip.isEnabled(), timeout=10000)
    click_button(view.bar.skip)  # no colour cross either: a penalty, and Bo's roll comes
    qtbot.waitUntil(lambda: session.state.phase == "white" and session.view_for(0).active == 1,
                    timeout=10000)
    qtbot.waitUntil(lambda: not view.choreo.busy)
    total = session.view_for(0).dice.white_sum
    assert view.scene.tray.headline == f"Bo rolled: white sum {total}."  # the bot's roll, named
    # The tray says what the dice show; what to do is in the status, not repeated here.
    assert "Skip" not in view.scene.tray.headline + view.scene.tray.detail


def test_two_people_at_the_screen_are_named_not_you(qtbot):
    session, view = make_table(qtbot, kinds=("person", "person"))
    with qtbot.waitSignal(session.actionApplied):
        click_button(view.bar.roll)
    total = session.view_for(0).dice.white_sum
    assert view.scene.tray.headline == f"Ada rolled: white sum {total}."


def test_the_tumbling_dice_say_who_is_rolling(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"), settings=Settings())
    click_button(view.bar.roll)
    assert view.choreo.busy
    assert view.scene.tray.headline == "You are rolling the dice\u2026"
    qtbot.waitUntil(lambda: not view.choreo.busy)
    assert view.scene.tray.headline.startswith("You rolled: white sum ")


@pytest.fixture
def qwixx_window(open_window):
    return open_window(1024, 700)


def _words_on_screen(win) -> list[str]:
    """Every text a person sees in the game screen: its labels and the dice tray's words."""
    view = win.view
    texts = [w.text() for w in win.game_screen.findChildren(QLabel) if w.isVisible() and w.text()]
    return texts + [view.scene.tray.headline, view.scene.tray.detail]


def _table_geometry(view) -> tuple:
    return (view.table.geometry().getRect(), view.table.transform().m11(),
            [(s.pos().toTuple(), s.scale()) for s in view.scene.sheets])


def test_what_to_do_and_the_hint_are_said_in_one_place(qwixx_window, qtbot):
    win = qwixx_window
    win.start_game(GameSetup("qwixx", [SeatSetup("You", "person", None)], {}, 5))
    view, screen = win.view, win.game_screen
    qtbot.wait(50)
    assert [w for w in _words_on_screen(win) if "Roll (R or Space)" in w] == [screen.status.text()]
    click_button(view.bar.roll)
    qtbot.wait(50)
    assert screen.status.text().startswith("White sum ")
    words = _words_on_screen(win)
    assert [w for w in words if "Skip (S)" in w or "highlighted" in w] == [screen.status.text()]
    assert not [w for w in words if "everyone may cross" in w.lower()][1:]
    before = _table_geometry(view)
    with qtbot.waitSignal(view.model.hintReady, timeout=60000):
        click_button(view.bar.hint)
    qtbot.wait(50)
    assert screen.status.text().startswith("Hint: ")
    assert [w for w in _words_on_screen(win) if "Hint" in w] == [screen.status.text()]
    assert _table_geometry(view) == before  # the hint did not move or resize the table
    click_box(view, 0, *fewest_skips(view))  # the choice is made: the hint has done its job
    qtbot.wait(50)
    assert not screen.status.text().startswith("Hint: ")


def test_a_thinking_bot_does_not_hide_the_persons_white_sum_prompt(qwixx_window, qtbot):
    win = qwixx_window
    win.start_game(GameSetup("qwixx", [SeatSetup("You", "person", None), SeatSetup("Ada", "bot", "casual")],
                             {}, 5))
    screen = win.game_screen
    qtbot.wait(50)
    shown_while_thinking: list[str] = []
    # Connected after the game screen's own slot: reads the message area just as the screen has
    # heard that Ada thinks.
    win.session.botThinking.connect(lambda seat: shown_while_thinking.append(screen.status.text()))
    with qtbot.waitSignal(win.session.botThinking, timeout=5000):
        click_button(win.view.bar.roll)
    # Ada chooses her white sum at the same time, but it is the person's prompt that shows.
    assert shown_while_thinking[0].startswith("White sum ")
    qtbot.wait(50)
    assert screen.status.text().startswith("White sum ")


def _sheet_image(marks: Sheet, compact: bool) -> QImage:
    image = QImage(int(SHEET_W), int(SHEET_H), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    paint_sheet(painter, marks, SheetLook(compact=compact), PadStyle())
    painter.end()
    return image


def _near(colour: QColor, want: QColor) -> bool:
    return abs(colour.red() - want.red()) + abs(colour.green() - want.green()) + abs(colour.blue() - want.blue()) < 90


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize(("row", "number"), [("red", 7), ("yellow", 8), ("green", 10)])
def test_a_crossed_number_stays_readable_under_its_cross(compact, row, number):
    style = PadStyle()
    plain = _sheet_image(Sheet(), compact)
    crossed = _sheet_image(Sheet().with_cross(row, number), compact)
    box = box_rect(row, NUMBERS[row].index(number)).toRect()
    pixels = [(x, y) for y in range(box.top(), box.bottom()) for x in range(box.left(), box.right())]
    number_ink = [p for p in pixels if _near(plain.pixelColor(*p), style.row_text(row))]
    kept = sum(_near(crossed.pixelColor(*p), style.row_text(row)) for p in number_ink) / len(number_ink)
    assert kept >= 0.9  # the cross hid 45 to 70 % of the number before
    cross_ink = sum(_near(crossed.pixelColor(*p), style.ink) for p in pixels) / len(pixels)
    assert cross_ink >= 0.06  # and the cross itself is plain to see


def test_the_scoreboard_shows_the_same_moment_as_the_sheets(open_window, qtbot):
    win = open_window(1280, 800, Settings(animation_speed="fast"))  # crosses drawn step by step
    seats = [SeatSetup(n, "bot", "beginner") for n in ("Ada", "Bo", "Cy")]
    win.start_game(GameSetup("qwixx", seats, {}, 3))
    view, board = win.view, win.game_screen.scoreboard
    mismatches, changes, seen = [], 0, None
    deadline = time.monotonic() + 6
    while time.monotonic() < deadline and not win.session.state.is_over():
        qtbot.wait(5)
        sheets = [item.marks.score() for item in view.scene.sheets]
        shown = [int(row.score_label.text()) for row in board.rows]
        if shown != sheets:
            mismatches.append((shown, sheets))
        if sheets != seen:
            changes, seen = changes + 1, sheets
    assert changes >= 3  # the scores did move while we looked
    assert mismatches == []
