"""Laying the far end of a line first: gaps are allowed while the rack can still fill them."""

from __future__ import annotations

from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.engine.qwirkle.gaps import (
    completion,
    extension_problem,
    gap_cells,
    open_cells,
)
from tabletop_desktop.views.qwirkle.moment import LayingRules
from tabletop_desktop.views.qwirkle.placement import Placement
from tests.views.qwirkle.helpers import (
    click_button,
    click_cell,
    click_rack,
    make_table,
    rack_index_of,
)

RED_CIRCLE, RED_SQUARE, RED_DIAMOND, RED_CLOVER = 0, 1, 2, 3
BLUE_CIRCLE, GREEN_SQUARE = 24, 19
TABLE = {(0, 0): RED_CIRCLE}


def test_gap_cells_are_the_empty_cells_between_the_tiles_of_one_line():
    board = rules.as_board({(0, 0): RED_CIRCLE, (3, 0): RED_CLOVER})
    assert gap_cells(board, [((1, 0), RED_SQUARE), ((5, 0), RED_DIAMOND)]) == [(2, 0), (4, 0)]
    assert gap_cells(board, [((1, 0), RED_SQUARE), ((1, 2), RED_DIAMOND)]) == [(1, 1)]
    assert gap_cells(board, [((1, 0), RED_SQUARE)]) == []
    assert gap_cells(board, [((1, 0), RED_SQUARE), ((2, 1), RED_DIAMOND)]) == []  # not one line


def test_a_gap_is_allowed_only_when_the_rest_of_the_rack_can_fill_it():
    board = rules.as_board(TABLE)
    laid = [((1, 0), RED_SQUARE)]
    # The red diamond can fill (2, 0), so the clover may go on (3, 0) first.
    assert extension_problem(board, laid, (3, 0), RED_CLOVER, [RED_DIAMOND]) is None
    assert completion(board, laid + [((3, 0), RED_CLOVER)], [RED_DIAMOND]) == [((2, 0), RED_DIAMOND)]
    # A green square can't go between red tiles in a red row, and an empty rack fills nothing.
    assert extension_problem(board, laid, (3, 0), RED_CLOVER, [GREEN_SQUARE]).startswith("No tile left")
    assert "more than the 0 left" in extension_problem(board, laid, (3, 0), RED_CLOVER, [])
    # Off the line is the engine's own reason.
    assert extension_problem(board, laid, (3, 1), RED_CLOVER, [RED_DIAMOND]) == \
        "Tiles placed in one turn must lie in one row or one column."


def test_open_cells_reach_along_the_line_and_include_the_engine_candidates():
    board = rules.as_board(TABLE)
    laid = [((1, 0), RED_SQUARE)]
    cells = open_cells(board, laid, RED_CLOVER, [RED_DIAMOND])
    assert rules.candidate_cells(board, laid, RED_CLOVER) <= cells
    assert (3, 0) in cells and (4, 0) not in cells  # (4, 0) leaves two gaps, one tile to fill them
    assert all(c[0] == 1 or c[1] == 0 for c in cells)
    # The first tile of a move still goes next to the table.
    assert open_cells(board, [], RED_SQUARE, [RED_DIAMOND]) == rules.candidate_cells(board, [], RED_SQUARE)


def test_placement_waits_for_the_gap_then_confirms():
    p = Placement()
    p.start(0, LayingRules(tuple(TABLE.items())), (RED_SQUARE, RED_DIAMOND, RED_CLOVER, GREEN_SQUARE), 50, True)
    assert p.place((3, 0), 2) is not None  # not next to the table: the first tile must be
    assert p.place((1, 0), 0) is None
    assert p.place((3, 0), 2) is None  # the far end, before the diamond
    assert p.gaps() == [(2, 0)]
    assert p.confirm_problem() == "Fill the gap at the marked cell between your tiles, then press Confirm (Enter)."
    assert p.action() is None and p.points() is None
    assert p.place((2, 0), 1) is None
    assert p.gaps() == [] and p.confirm_problem() is None
    assert p.points() == 4
    # Taking the middle tile back opens the gap again.
    p.take_back((2, 0))
    assert p.gaps() == [(2, 0)]


def test_the_view_marks_the_gap_and_says_why_confirm_waits(qtbot):
    session, view = make_table(qtbot, seed=4)
    # Find, from the engine's legal moves, a three-tile line and lay its ends first.
    move = next((a for a in session.view_for(0).legal_actions()
                 if isinstance(a, Place) and len(a.placements) == 3), None)
    assert move is not None, "seed 4 gives Ada a three-tile opening"
    ordered = sorted(move.placements)
    first, middle, last = ordered
    for cell, tile in (first, last):
        click_rack(view, rack_index_of(view, tile))
        click_cell(view, cell)
    assert view.scene.gap_cells() == {middle[0]}
    assert not view.buttons.confirm.isEnabled()
    assert view.buttons.confirm.toolTip().startswith("Fill the gap at the marked cell")
    assert view.status_text().startswith("Fill the gap")
    click_rack(view, rack_index_of(view, middle[1]))
    assert middle[0] in view.scene.candidate_cells()
    click_cell(view, middle[0])
    assert view.scene.gap_cells() == set()
    with qtbot.waitSignal(session.actionApplied) as applied:
        click_button(view, view.buttons.confirm)
    assert set(applied.args[0].placements) == set(move.placements)
