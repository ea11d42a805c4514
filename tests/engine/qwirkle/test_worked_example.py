"""The rulebook's worked example (rules file, 12 steps), played through the conformance API."""

import pytest

from tabletop_desktop.engine.qwirkle import IllegalPlacement, score_placement

STEPS = [
    ([((0, 0), ("red", "clover")), ((0, -1), ("red", "diamond")), ((0, -2), ("red", "circle"))], 3),
    ([((0, -3), ("red", "square")), ((1, -3), ("blue", "square")), ((2, -3), ("purple", "square"))], 7),
    ([((1, -2), ("blue", "circle"))], 4),
    ([((-1, 0), ("green", "clover")), ((-1, -1), ("green", "diamond"))], 6),
    ([((-1, 1), ("green", "star4")), ((-1, -2), ("green", "circle"))], 7),
    ([((3, -3), ("orange", "square")), ((3, -4), ("red", "square"))], 6),
    ([((-3, 1), ("orange", "star4")), ((-2, 1), ("yellow", "star4"))], 3),
    ([((-3, 0), ("orange", "star8")), ((-3, -1), ("orange", "diamond"))], 3),
    ([((-2, -1), ("yellow", "diamond")), ((-2, -2), ("yellow", "circle"))], 10),
    ([((0, 1), ("red", "star4"))], 9),
    ([((-1, -4), ("orange", "star8")), ((0, -4), ("red", "star8")), ((1, -4), ("blue", "star8"))], 18),
    ([((4, -3), ("yellow", "square")), ((4, -4), ("blue", "square"))], 9),
]


def test_worked_example_scores_every_step():
    board = {}
    for placements, expected in STEPS:
        assert score_placement(board, placements) == expected
        board.update(placements)
    assert len(board) == 25


def test_lone_tile_on_empty_table_scores_one():
    assert score_placement({}, [((5, 5), ("blue", "star8"))]) == 1


def test_worked_example_refuses_a_duplicate_in_a_line():
    board = {}
    for placements, _ in STEPS[:2]:
        board.update(placements)
    with pytest.raises(IllegalPlacement, match="already has a red square"):
        score_placement(board, [((-1, -3), ("red", "square"))])
    with pytest.raises(ValueError):
        score_placement(board, [((5, 5), ("red", "star8"))])
