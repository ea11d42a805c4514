"""Play the Quiddler view like a person: clicks, drags and double-clicks on the real table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.quiddler import create_game_view

NAMES = ("Ada", "Bo", "Cy")


def make_table(qtbot, kinds=("person", "person"), seed=5, options=None, settings=None):
    """A session and its view on screen; bots stay idle until `session.start()`. With two
    persons the acting person is shown as if they had confirmed at the screen."""
    levels = [None if k == "person" else "medium" for k in kinds]
    seats = [SeatSetup(NAMES[i], k, lv) for i, (k, lv) in enumerate(zip(kinds, levels, strict=True))]
    setup = GameSetup("quiddler", seats, dict(options or {}), seed)
    settings = settings or Settings(reduce_motion=True)
    session = GameSession(setup, settings=settings, autosave=False)
    session.pause_scale = 0.0
    view = create_game_view(session, settings, None)
    qtbot.addWidget(view)
    view.resize(1000, 720)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.local.word_list is not None, timeout=10_000)
    view.table.fit()
    view.reveal()
    return session, view


def acting(session) -> int:
    return session.state.pending()[0]


def viewport_point(view, scene_point: QPointF):
    return view.table.mapFromScene(scene_point)


def card_item(view, cid: int):
    return view.scene.cards[("h", cid)]


def click_scene(view, scene_point: QPointF) -> None:
    QTest.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton,
                     pos=viewport_point(view, scene_point))


def double_click_card(view, cid: int) -> None:
    pos = viewport_point(view, card_item(view, cid).pos())
    QTest.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def drag_scene(view, start: QPointF, end: QPointF) -> None:
    """Press at `start`, move in steps, release at `end` (scene coordinates)."""
    vp = view.table.viewport()
    a, b = viewport_point(view, start), viewport_point(view, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 7):
        QTest.mouseMove(vp, a + (b - a) * (k / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def drag_card_to_row(view, cid: int, row: int, index: int | None = None) -> None:
    """Drag one of the person's cards into word row `row` (at the end by default)."""
    cards = view.arrangement.rows[row]
    index = len(cards) if index is None else index
    spot = view.scene.row_spot(row, index)
    drag_scene(view, card_item(view, cid).pos(), QPointF(spot.x, spot.y))


def drag_card_to_discard(view, cid: int) -> None:
    spot = view.scene.discard_spot_at()
    drag_scene(view, card_item(view, cid).pos(), QPointF(spot.x, spot.y))


def ids_for(view, cards) -> list[int]:
    """Card ids in the hand for `cards` (a multiset), first matches first."""
    free = list(view.arrangement.hand) + [c for row in view.arrangement.rows for c in row]
    out = []
    for card in cards:
        cid = next(c for c in free if view.arrangement.cards[c] == card)
        free.remove(cid)
        out.append(cid)
    return out
