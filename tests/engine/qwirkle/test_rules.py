"""Refusal reasons, scoring details and the view helpers (candidate and dead cells)."""

from tabletop_desktop.engine.qwirkle import candidate_cells, dead_cells, placement_problem
from tabletop_desktop.engine.qwirkle.rules import score
from tabletop_desktop.engine.qwirkle.tiles import (
    COLOURS,
    SHAPES,
    colour_of,
    shape_of,
    tile_from_names,
    tile_name,
)


def T(colour: str, shape: str) -> int:
    return tile_from_names(colour, shape)


RED_ROW = {(0, 0): T("red", "circle"), (1, 0): T("red", "square"), (2, 0): T("red", "diamond")}


def test_tile_helpers():
    assert T("red", "circle") == 0
    assert T("orange", "star4") == 10
    assert colour_of(10) == 1 and shape_of(10) == 4
    assert tile_name(10) == "orange 4-point star"
    assert tile_name(35) == "purple 8-point star"
    assert len(COLOURS) == len(SHAPES) == 6


def test_duplicate_in_row_is_refused_with_the_tile_named():
    problem = placement_problem(RED_ROW, [((3, 0), T("red", "square"))])
    assert problem == "That tile doesn't fit: the row already has a red square."


def test_wrong_colour_in_a_colour_line():
    problem = placement_problem(RED_ROW, [((3, 0), T("blue", "clover"))])
    assert problem == "That tile doesn't fit: the row is all red, and a blue clover is not."


def test_wrong_shape_in_a_shape_column():
    board = {(0, 0): T("red", "circle"), (0, 1): T("blue", "circle")}
    problem = placement_problem(board, [((0, 2), T("blue", "square"))])
    assert problem is not None and "column" in problem and "circles" in problem


def test_tiles_must_share_a_row_or_column():
    problem = placement_problem(RED_ROW, [((3, 0), T("red", "clover")), ((4, 1), T("red", "star4"))])
    assert problem == "Tiles placed in one turn must lie in one row or one column."


def test_gaps_are_refused_but_bridging_existing_tiles_is_fine():
    gap = placement_problem(RED_ROW, [((3, 0), T("red", "clover")), ((5, 0), T("red", "star4"))])
    assert gap is not None and gap.startswith("Leave no gaps")
    board = {(0, 0): T("red", "circle"), (2, 0): T("red", "square")}
    bridge = [((1, 0), T("red", "diamond")), ((3, 0), T("red", "clover"))]
    assert placement_problem(board, bridge) is None
    assert score(board, bridge) == 4


def test_must_touch_the_table():
    problem = placement_problem(RED_ROW, [((5, 5), T("red", "clover"))])
    assert problem == "Place next to a tile already on the table."


def test_diagonal_contact_is_not_enough():
    assert placement_problem(RED_ROW, [((3, 1), T("red", "clover"))]) is not None


def test_first_move_size():
    placements = [((0, 0), T("red", "circle")), ((1, 0), T("red", "square"))]
    assert (
        placement_problem({}, placements, first_move_size=3)
        == "Your first move must be your largest group: 3 tiles."
    )
    assert placement_problem({}, placements, first_move_size=2) is None
    assert placement_problem({}, placements) is None


def test_taken_cell_and_same_cell_twice():
    assert placement_problem(RED_ROW, [((0, 0), T("red", "clover"))]) is not None
    twice = [((3, 0), T("red", "clover")), ((3, 0), T("red", "star4"))]
    assert placement_problem(RED_ROW, twice) == "Two tiles can't go on the same cell."


def test_merging_two_runs_must_make_one_valid_line():
    board = {(0, 0): T("red", "circle"), (2, 0): T("red", "circle")}
    problem = placement_problem(board, [((1, 0), T("red", "square"))])
    assert problem == "That tile doesn't fit: the row already has a red circle."


def test_line_of_six_scores_twelve_and_two_qwirkles_at_once():
    board = {(i, 0): T("red", SHAPES[i]) for i in range(5)}
    assert score(board, [((5, 0), T("red", "star8"))]) == 12
    # A red column and a star8 row both completed by one tile: 12 + 12.
    # A row of 5 star8s (orange..purple) at y=0 from x=1, and a column of 5 red tiles
    # (circle..star4) at x=0 from y=1; the red star8 at (0, 0) completes both.
    board = {(i + 1, 0): T(COLOURS[i + 1], "star8") for i in range(5)}
    board.update({(0, j + 1): T("red", SHAPES[j]) for j in range(5)})
    assert placement_problem(board, [((0, 0), T("red", "star8"))]) is None
    assert score(board, [((0, 0), T("red", "star8"))]) == 24


def test_candidate_cells():
    above_below = {(x, y) for x in range(3) for y in (1, -1)}
    assert candidate_cells(RED_ROW, [], T("red", "clover")) == {(-1, 0), (3, 0)} | above_below
    assert candidate_cells(RED_ROW, [], T("blue", "circle")) == {(0, 1), (0, -1)}
    placed = [((3, 0), T("red", "clover"))]
    # Further along the row, or starting a column with the tile just placed.
    assert candidate_cells(RED_ROW, placed, T("red", "star4")) == {(-1, 0), (4, 0), (3, 1), (3, -1)}
    two = placed + [((4, 0), T("red", "star4"))]
    assert candidate_cells(RED_ROW, two, T("red", "star8")) == {(-1, 0), (5, 0)}
    assert candidate_cells({}, [], T("red", "clover")) == {(0, 0)}


def test_dead_cells():
    # (2, 2) ends a red row (circle, square) and a blue column (circle, square): its row needs a
    # red tile and its column a blue one.
    board = {
        (0, 2): T("red", "circle"), (1, 2): T("red", "square"),
        (2, 0): T("blue", "square"), (2, 1): T("blue", "circle"),
    }
    assert dead_cells(board) == {(2, 2)}
    # A cell needing the red diamond when all three red diamonds are already on the table.
    board = {
        (0, 0): T("red", "circle"), (1, 0): T("red", "square"), (2, 0): T("red", "clover"),
        (3, 0): T("red", "star4"), (4, 0): T("red", "star8"),
        (0, 5): T("red", "diamond"), (3, 5): T("red", "diamond"), (6, 5): T("red", "diamond"),
    }
    assert (5, 0) in dead_cells(board) and (-1, 0) in dead_cells(board)
