"""The game screen's message area, with each game's real view in the real window: a message or a
hint that wraps to two lines (or would need three) never moves or resizes the table, and the
area shows at most two lines, the whole text in its tooltip."""

from __future__ import annotations

import time

import pytest

from tabletop_desktop.storage.saves import GameSetup, SeatSetup

LONG = ("Green 12 can't be crossed now: the green row already has a cross further right, so the "
        "next cross must go right of it; press Skip (S) to cross nothing, or pick one of the "
        "highlighted boxes, or ask for a hint (H) if you are not sure which one is best.")

SETUPS = {
    "qwixx": GameSetup("qwixx", [SeatSetup("You", "person", None)]
                       + [SeatSetup(n, "bot", "beginner") for n in ("Ada", "Bo", "Cy", "Dee")], {}, 5),
    "qwirkle": GameSetup("qwirkle", [SeatSetup("You", "person", None), SeatSetup("Ada", "bot", "casual")],
                         {"first_move": "free", "starter": 0}, 11),
    "quiddler": GameSetup("quiddler", [SeatSetup("You", "person", None), SeatSetup("Ada", "bot", "easy")],
                          {}, 5),
}


@pytest.fixture
def game_window(open_window):
    return open_window(1024, 700)


def start(win, qtbot, game: str) -> None:
    win.start_game(SETUPS[game])
    deadline = time.monotonic() + 30
    while 0 not in win.session.state.pending() and time.monotonic() < deadline:
        qtbot.wait(10)
    qtbot.wait(50)


def table_geometry(win, game: str) -> dict:
    """Where the game's table and pieces are on screen."""
    view = win.view
    found = {"view": view.geometry().getRect(), "area": win.game_screen.game_area.geometry().getRect()}
    if game == "qwixx":
        found["table"] = view.table.geometry().getRect()
        found["zoom"] = round(view.table.transform().m11(), 5)
        found["layout"] = view.scene.layout
        found["seats"] = [(s.pos().toTuple(), s.scale(), s.isVisible())
                          for s in view.scene.sheets + view.scene.strips]
    elif game == "qwirkle":
        found["rack"] = view.rack.mapTo(win, view.rack.rect().topLeft()).toTuple()
    return found


@pytest.mark.parametrize("game", ["qwixx", "qwirkle", "quiddler"])
def test_a_long_message_never_moves_the_table(game_window, qtbot, game):
    win = game_window
    start(win, qtbot, game)
    screen = win.game_screen
    before = table_geometry(win, game)
    area_height = screen.status.height()
    win.view.say(LONG)
    qtbot.wait(50)
    assert screen.status.text() == LONG
    assert table_geometry(win, game) == before
    assert screen.status.height() == area_height
    shown = screen.status.shown_lines()
    assert len(shown) == 2 and shown[1].endswith("\u2026")  # two lines, then shortened
    assert screen.status.toolTip() == LONG and screen.status.accessibleName() == LONG
    screen.flash_status(LONG + " " + LONG)  # a refusal's reason, highlighted
    qtbot.wait(50)
    assert table_geometry(win, game) == before and screen.status.height() == area_height
    screen.set_status("Your turn.")  # a short one sits in the same box, on one line
    qtbot.wait(20)
    assert screen.status.shown_lines() == ["Your turn."] and screen.status.toolTip() == ""
    assert table_geometry(win, game) == before and screen.status.height() == area_height
