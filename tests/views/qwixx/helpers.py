"""Play the Qwixx view like a person: clicks on the sheet's boxes, keys, the bar's buttons."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tabletop_desktop.engine.qwixx.sheet import NUMBERS
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwixx import create_game_view
from tabletop_desktop.views.qwixx.sheet_art import box_rect

NAMES = ("Ada", "Bo", "Cy", "Dee", "Eli")


def make_table(qtbot, kinds=("person", "bot"), levels=None, seed=5, options=None, settings=None,
               size=(1100, 760)):
    """A session and its Qwixx view on screen. Bots stay idle until `session.start()`."""
    levels = levels or [None if k == "person" else "casual" for k in kinds]
    seats = [SeatSetup(NAMES[i], k, lv) for i, (k, lv) in enumerate(zip(kinds, levels, strict=True))]
    setup = GameSetup("qwixx", seats, dict(options or {}), seed)
    settings = settings or Settings(reduce_motion=True)
    session = GameSession(setup, settings=settings, autosave=False)
    session.pause_scale = 0.0
    view = create_game_view(session, settings, None)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.table.refit()
    return session, view


def box_point(view, seat: int, row: str, number: int) -> QPoint:
    """Where a box's centre is in the table's viewport."""
    item = view.scene.sheets[seat]
    centre = box_rect(row, NUMBERS[row].index(number)).center()
    return view.table.mapFromScene(item.mapToScene(centre))


def click_box(view, seat: int, row: str, number: int) -> None:
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=box_point(view, seat, row, number))


def hover_box(view, seat: int, row: str, number: int) -> None:
    QTest.mouseMove(view.table.viewport(), box_point(view, seat, row, number))


def click_button(button) -> None:
    assert button.isEnabled(), button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def key(view, k) -> None:
    QTest.keyClick(view.table, k)


def fewest_skips(view) -> tuple[str, int]:
    """The legal box that skips the fewest boxes on the deciding person's sheet."""
    m = view.moment
    marks = view.display[m.seat]
    return min(sorted(m.moves), key=lambda b: len(marks.skipped_by(*b)))
