"""The other seats stay readable however many there are: in the real window at 1024 x 700 and
1280 x 800, every piece of writing on another seat's sheet or strip is at least 11 px high on
screen (five seats at 1024 x 700 drew their numbers 5 to 9 px high)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtGui import QImage, QPainter

from tabletop_desktop.engine.qwixx.sheet import Sheet
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.views.qwixx import opponent_strip, sheet_art
from tabletop_desktop.views.qwixx.opponent_strip import OpponentStrip, strip_words
from tabletop_desktop.views.qwixx.palette import PadStyle

NAMES = ("You", "Ada", "Bo", "Cy", "Dee")


def _font_sizes_painted(monkeypatch, item) -> list[float]:
    """The size of every font `item` asks for while it paints (in its own units)."""
    sizes: list[float] = []
    real = sheet_art.font

    def spy(pixels: float, bold: bool = False):
        sizes.append(pixels)
        return real(pixels, bold)

    monkeypatch.setattr(sheet_art, "font", spy)
    monkeypatch.setattr(opponent_strip, "font", spy)
    image = QImage(900, 500, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    item.paint(painter, None, None)
    painter.end()
    monkeypatch.undo()
    return sizes


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_every_other_seat_is_written_at_least_11_px_high(open_window, qtbot, monkeypatch, size, seats):
    win = open_window(*size)
    setup = [SeatSetup("You", "person", None)] + [SeatSetup(n, "bot", "beginner") for n in NAMES[1:seats]]
    win.start_game(GameSetup("qwixx", setup, {}, 4))
    deadline = time.monotonic() + 20
    while 0 not in win.session.state.pending() and time.monotonic() < deadline:
        qtbot.wait(10)
    qtbot.wait(50)
    view = win.view
    zoom = view.table.transform().m11()
    for seat in range(1, seats):
        item = view.scene.shown_item(seat)
        assert item.isVisible() and item is not view.scene.sheets[0]
        smallest = min(_font_sizes_painted(monkeypatch, item))
        on_screen = smallest * item.scale() * zoom
        assert on_screen >= 11.0, (seat, type(item).__name__, smallest, item.scale(), zoom)
    main = view.scene.sheets[view.main_seat]
    assert main.isVisible() and main.scale() == 1.0  # the person's own sheet stays whole and large


def test_a_strip_tells_the_whole_sheet_in_its_tooltip():
    marks = Sheet().with_cross("red", 3).with_cross("red", 7).with_cross("blue", 10).with_penalty()
    words = strip_words("Bo", marks)
    assert words == ("Bo, 0 points: red: 2 crosses, the last on 7; yellow: no crosses; green: no "
                     "crosses; blue: 1 cross, on 10; 1 penalty.".replace("0 points", f"{marks.score()} points"))
    strip = OpponentStrip(1, PadStyle())
    from tabletop_desktop.views.qwixx.sheet_art import SheetLook

    strip.show_seat(marks, SheetLook(name="Bo"))
    assert strip.toolTip() == words
