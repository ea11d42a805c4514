"""Pass and play, settings, the Qwirkle celebration, the tracker and the words on the buttons."""

from __future__ import annotations

from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwirkle.animations import Banner
from tabletop_desktop.views.qwirkle.tracker import unseen_counts
from tests.views.qwirkle.helpers import click_button, click_cell, click_rack, make_table


def test_pass_and_play_shows_only_the_hand_of_the_person_to_act(qtbot):
    session, view = make_table(qtbot, kinds=("person", "person", "bot"), levels=(None, None, "casual"))
    assert view.rack.tiles == list(view.placement.hand)
    assert sorted(view.placement.hand) == sorted(session.view_for(0).hand)
    click_rack(view, 0)
    click_cell(view, (0, 0))
    click_button(view, view.buttons.confirm)
    assert view.shown_seat == 1
    assert sorted(t for t in view.rack.tiles if t is not None) == sorted(session.view_for(1).hand)
    assert view.status_text().startswith("Bo, your turn")
    move = next(a for a in session.view_for(1).legal_actions() if isinstance(a, Place))
    session.submit(move)
    # The bot acts now: no person's hand may show.
    assert view.shown_seat is None
    assert view.rack.hidden_hand
    assert view.status_text() == "Cy is thinking\u2026"
    assert not view.buttons.confirm.isEnabled()
    assert view.buttons.confirm.toolTip() == "Waiting for Cy to move."
    assert view.buttons.note.text() == "Waiting for Cy to move."


def test_settings_switch_palette_theme_and_motion(qtbot):
    session, view = make_table(qtbot)
    click_rack(view, 0)
    click_cell(view, (0, 0))
    item = view.scene.tiles[(0, 0)]
    assert view.animator.factor == 0.0  # reduce motion
    view.apply_settings(Settings(colour_blind=True, theme="dark", animation_speed="slow"))
    assert item._colour_blind and view.rack.colour_blind and view.tracker.colour_blind
    assert view.board_view.colours.name == "dark"
    assert view.animator.factor == 1.6


def test_a_qwirkle_is_celebrated_briefly_without_blocking(qtbot):
    session, view = make_table(qtbot, settings=Settings())
    line = tuple((x, 0) for x in range(6))
    for x, (cell) in enumerate(line):
        view.scene.add_tile(cell, x)  # red circle .. red 8-point star
    view.animator.celebrate([line])
    assert not view.animator.busy  # bots and input are never held up by a celebration
    banners = [i for i in view.scene.items() if isinstance(i, Banner)]
    assert [b.text() for b in banners] == ["Qwirkle!"]
    qtbot.waitUntil(lambda: not any(isinstance(i, Banner) for i in view.scene.items()), timeout=1500)
    assert all(item.glow == 0.0 for item in view.scene.tiles.values())


def test_unseen_tracker_counts_three_of_each_minus_what_the_person_sees(qtbot):
    counts = unseen_counts([0, 0, 5], [0, 7])
    assert counts[0] == 0 and counts[5] == 2 and counts[7] == 2 and counts[8] == 3
    session, view = make_table(qtbot)
    hand = session.view_for(0).hand
    assert sum(view.tracker.counts) == 108 - len(hand)


def test_buttons_say_why_they_are_disabled(qtbot):
    session, view = make_table(qtbot, options={"first_move": "largest_group", "starter": 0})
    assert not view.buttons.exchange.isEnabled()
    assert "first move" in view.buttons.exchange.toolTip()
    assert "largest group" in view.status_text()
    assert not view.buttons.pass_turn.isVisible()
    assert view.buttons.hint.isEnabled() and "(H)" in view.buttons.hint.toolTip()


def test_a_tile_with_nowhere_to_go_says_so_and_dead_cells_explain_themselves(qtbot):
    from tabletop_desktop.views.qwirkle.board_scene import CellMark

    session, view = make_table(qtbot, seed=8)
    p = view.placement
    hand = list(p.hand)
    # Find a seed-independent pair: a first tile and a rack tile sharing neither colour nor shape.
    first, other = next((i, j) for i in range(len(hand)) for j in range(len(hand))
                        if hand[i] // 6 != hand[j] // 6 and hand[i] % 6 != hand[j] % 6)
    click_rack(view, first)
    click_cell(view, (0, 0))
    click_rack(view, other)
    assert not p.candidates()
    status = view.status_text()
    assert "highlighted" not in status
    assert status.startswith("The ") and "fits nowhere next to this turn's tiles" in status
    assert "Confirm (Enter)" in status  # the one tile laid is a move already
    for mark in view.scene.items():
        if isinstance(mark, CellMark) and mark.kind == "dead":
            assert mark.toolTip().startswith("Dead cell: no tile can ever go here.")
    assert CellMark((5, 5), "dead").toolTip().startswith("Dead cell: no tile can ever go here.")


def test_a_narrow_rack_shrinks_its_tiles_and_a_short_view_sets_the_tracker_aside(qtbot):
    session, view = make_table(qtbot)
    rack = view.rack
    rack.resize(360, 92)
    assert rack.slot_rect(5).right() <= rack.width() - 6  # the last tile is whole
    assert view.tracker.isVisible()
    view.resize(900, 400)  # a 1366 x 768 screen at 150 %
    qtbot.wait(10)
    assert not view.tracker.isVisible() and not view.strip.tracker_toggle.isChecked()
    view.resize(1100, 760)
    qtbot.wait(10)
    assert view.tracker.isVisible()  # back when there is room
    view.strip.tracker_toggle.click()  # the person hides it: it stays hidden
    view.resize(900, 400)
    view.resize(1100, 760)
    qtbot.wait(10)
    assert not view.tracker.isVisible()
