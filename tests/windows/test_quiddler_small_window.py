"""Quiddler in a small window (1024 x 700): the table is scaled down to fit, but every label
painted on it (seat plates, piles, word rows, notes on the felt) stays at least 12 px on screen."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.quiddler.actions import Draw
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.readable import MIN_SCREEN_PX
from tabletop_desktop.views.quiddler.decor import Painted
from tabletop_desktop.windows.main_window import MainWindow


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_table_labels_stay_readable_in_a_small_window(app, qtbot, size):
    win = MainWindow(Settings(reduce_motion=True))
    win.bot_pause_scale = 0.0
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "bot", "easy"),
             SeatSetup("Cy", "bot", "easy")]
    win.start_game(GameSetup("quiddler", seats, {}, 5))
    view = win.view
    qtbot.waitUntil(lambda: view.local.word_list is not None, timeout=10_000)
    assert win.session.submit(Draw(0, "pile"))
    first = view.arrangement.hand[0]
    view.arrangement.move(first, 0, 0)  # a row that says something
    view.refresh()
    qtbot.wait(50)
    view.table.fit()
    scale = view.table.transform().m11()
    if size == (1024, 700):
        assert scale < 0.75  # the table is shown small: the minimum matters here
    labels = [item for item in view.scene.items() if isinstance(item, Painted) and item.isVisible()]
    for item in labels:
        item.smallest_screen_px = None
    win.grab()
    painted = [item for item in labels if item.smallest_screen_px is not None]
    assert len(painted) >= 6  # plates, piles, the row, the round's note
    smallest = min(item.smallest_screen_px for item in painted)
    assert smallest >= MIN_SCREEN_PX - 0.01, (type(min(painted, key=lambda i: i.smallest_screen_px)).__name__,
                                              smallest)
    row = view.scene.rows[0]
    from tabletop_desktop.views.common.readable import readable_px
    from tabletop_desktop.views.quiddler.decor import _font

    assert row.text_lines(_font(readable_px(16, scale), True)) == 1  # still one line, larger
    win.session.shutdown()
    win.close()


def test_the_views_word_lists_button_opens_the_windows_dialog_for_this_game(real_window, qtbot):
    """The view only asks (`wordListsWanted`); the window opens the dialog, naming the words
    this game plays with."""
    seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "bot", "easy")]
    real_window.start_game(GameSetup("quiddler", seats, {"word_list": "common"}, 5))
    real_window.view.actions_bar.word_lists.click()
    dialog = real_window.dialog
    assert dialog is not None and dialog.objectName() == "wordListsDialog"
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    assert dialog.this_game.text().startswith("This game is played with: Common words")
    dialog.reject()
