"""Keyboard play, two people at one screen choosing in turn on their own sheets, hints and the
choice of whose sheet is large."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.events import WhiteSumsResolved
from tabletop_desktop.views.qwixx.table_scene import choose_layout, text_px
from tests.views.qwixx.helpers import click_box, click_button, key, make_table


def test_keyboard_roll_pick_a_row_cross_and_skip(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    key(view, Qt.Key.Key_R)
    assert session.history[-1][0] == Roll(0)
    total = session.view_for(0).dice.white_sum
    key(view, Qt.Key.Key_Return)  # nothing picked yet: says how to pick
    assert len(session.history) == 1
    key(view, Qt.Key.Key_2)  # the yellow row
    assert view.picked_box == ("yellow", total)
    assert view.scene.sheets[0].look.preview == ("yellow", total)
    key(view, Qt.Key.Key_Down)
    assert view.picked_box == ("green", total)
    key(view, Qt.Key.Key_Up)
    key(view, Qt.Key.Key_Left)
    assert view.picked_box == ("red", total)
    key(view, Qt.Key.Key_Enter)
    assert session.history[-1][0] == WhiteChoice(0, "red")
    key(view, Qt.Key.Key_S)
    assert session.history[-1][0] == ColourChoice(0, None)
    key(view, Qt.Key.Key_Space)
    assert session.history[-1][0] == Roll(0)
    keys = dict(view.keyboard_help())
    assert {"R or Space", "1, 2, 3, 4", "Enter", "S"} <= set(keys)


def test_two_people_choose_the_white_sum_in_turn_and_the_crosses_land_together(qtbot):
    session, view = make_table(qtbot, kinds=("person", "person"))
    click_button(view.bar.roll)
    total = session.view_for(0).dice.white_sum
    assert view.main_seat == 0
    assert view.status_text().startswith(f"Ada: white sum {total}: everyone may cross it.")
    click_box(view, 0, "red", total)
    # Ada's choice is made but secret until Bo has chosen: pencilled on her sheet, not crossed.
    assert session.state.phase == "white"
    assert view.main_seat == 1
    assert view.status_text().startswith(f"Bo: white sum {total}")
    assert view.scene.sheets[0].look.pencilled == ("red", total)
    assert view.display[0].row("red").crossed == ()
    assert view.scene.sheets[0].look.note == "has chosen"
    assert view.scene.sheets[0].look.legal == frozenset()  # not Ada's turn now
    click_box(view, 1, "blue", total)
    resolved = [e for e in session.history[-1][1] if isinstance(e, WhiteSumsResolved)]
    assert resolved and resolved[0].choices == ((0, "red"), (1, "blue"))
    assert view.display[0].row("red").crossed == (total,) and view.display[1].row("blue").crossed == (total,)
    # Action 2 belongs to Ada, the active player: her sheet is large again.
    assert view.main_seat == 0
    assert view.status_text().startswith("Ada, your colour choice (you may)")


def test_a_hint_names_a_choice_and_rings_its_box(qtbot):
    session, view = make_table(qtbot, kinds=("person",))
    click_button(view.bar.roll)
    assert view.can_hint()
    with qtbot.waitSignal(view.model.hintReady, timeout=60000):
        click_button(view.bar.hint)
    assert view.status_text().startswith("Hint: ")  # said once, in the message area
    if view.hint_boxes:
        assert view.scene.sheets[0].look.hint == view.hint_boxes
        assert view.picked_box in view.hint_boxes
    else:  # the hint says skip: Skip becomes the button to press
        assert view.hint_skip and view.bar.skip.property("role") == "primary"
    assert len(session.history) == 1  # a hint never plays by itself
    assert session.hints_used() == [1]  # counted for the end summary and the game's record


def test_bots_only_games_show_the_active_bots_sheet_large_and_no_buttons(qtbot):
    session, view = make_table(qtbot, kinds=("bot", "bot", "bot"))
    assert view.main_seat == session.view_for(0).active
    assert not view.bar.roll.isVisible() and not view.bar.hint.isVisible()
    assert view.status_text().startswith("Watching the bots play.")


def test_the_layout_keeps_small_sheets_legible():
    # A wide window puts the others beside the large sheet, a tall one below it.
    assert choose_layout(0, 900, 600).side == "none"
    assert choose_layout(2, 1600, 500).side == "right"
    assert choose_layout(2, 800, 900).side == "below"
    for others in range(1, 5):
        layout = choose_layout(others, 950, 640)
        assert (layout.strips and layout.scale == 1.0) or 0.2 <= layout.scale <= 0.62
        # Small sheets only while their writing stays 11 px or more; strips in brief otherwise.
        assert text_px(layout, 950, 640) >= 11.0


def test_settings_change_the_palette_theme_and_motion_at_once(qtbot):
    from tabletop_desktop.storage.settings import Settings

    session, view = make_table(qtbot, kinds=("person",))
    red = view.style.row("red")
    view.apply_settings(Settings(colour_blind=True, theme="dark", animation_speed="slow"))
    assert view.style.colour_blind and view.style.dark
    assert view.scene.sheets[0].style.row("red") != red
    assert view.table.colours.name == "dark"
    assert view.choreo.factor == 1.6
    view.apply_settings(Settings(reduce_motion=True))
    assert view.choreo.factor == 0 and not view.motion


def test_a_bots_white_choice_leaves_the_persons_picked_box_alone(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    click_button(view.bar.roll)
    total = session.view_for(0).dice.white_sum
    key(view, Qt.Key.Key_2)  # the yellow row's box is picked
    session.start()  # Bo chooses meanwhile
    qtbot.waitUntil(lambda: 1 in session.view_for(0).committed_seats, timeout=5000)
    assert view.picked_box == ("yellow", total)
    assert view.scene.sheets[0].look.preview == ("yellow", total)
    key(view, Qt.Key.Key_Return)
    assert session.history[-1][0] == WhiteChoice(0, "yellow")
