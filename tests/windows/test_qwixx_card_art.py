"""The Qwixx card on the home screen shows a sheet with its four rows, top to bottom red, yellow,
green and blue (it showed three, without blue)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tabletop_desktop.windows.home_screen import HomeScreen


def _row_colour(colour: QColor) -> str | None:
    """Which row colour a pixel is, by hue (None: paper, boxes, felt, writing)."""
    hue, saturation, value = colour.hsvHueF() * 360, colour.hsvSaturationF(), colour.valueF()
    if saturation < 0.45 or value < 0.35:
        return None
    if hue >= 335 or hue < 12:
        return "red"
    if 38 <= hue < 60:
        return "yellow"
    if 125 <= hue < 165:
        return "green"
    if 205 <= hue < 230:
        return "blue"
    return None


def _is_paper(colour: QColor) -> bool:
    return colour.hsvSaturationF() < 0.1 and colour.valueF() > 0.9


def test_the_qwixx_card_shows_the_four_rows_of_the_sheet(app, qtbot):
    home = HomeScreen()
    qtbot.addWidget(home)
    image = home.cards["qwixx"].art.pixmap().toImage()
    width, height = image.width(), image.height()
    # Down the middle of the card, over the sheet (from the paper's top edge to its bottom edge
    # in the upper 60 %; the dice lie below, the green felt around): the colour that most of a
    # few neighbouring columns show at each height, in runs.
    middle = width // 2
    paper = [y for y in range(int(height * 0.6)) if _is_paper(image.pixelColor(middle, y))]
    assert paper, "no sheet in the middle of the card"
    runs: list[str] = []
    for y in range(paper[0], paper[-1] + 1):
        seen = [_row_colour(image.pixelColor(x, y)) for x in range(width // 2 - 12, width // 2 + 12)]
        found = [c for c in seen if c is not None]
        colour = max(set(found), key=found.count) if len(found) >= len(seen) // 2 else None
        if colour is not None and (not runs or runs[-1] != colour):
            runs.append(colour)
    assert runs == ["red", "yellow", "green", "blue"]
