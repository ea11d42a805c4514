"""The fast move generator against the brute-force enumerator, and the conformance API."""

import pytest

from tabletop_desktop.engine.qwirkle import legal_placements, score_placement
from tabletop_desktop.engine.qwirkle.board import decode
from tabletop_desktop.engine.qwirkle.movegen import best_move, can_place, generate
from tabletop_desktop.engine.qwirkle.tiles import tile_to_names

from .brute import brute_legal
from .positions import positions


def check_position(board, hand):
    moves = generate(board, hand)
    fast = {frozenset((decode(c), t) for c, t in cells): points for cells, points in moves}
    assert len(fast) == len(moves), "a placement was generated twice"
    assert fast == brute_legal(board.to_dict(), hand)
    best = best_move(board, hand)
    if moves:
        assert best is not None and best[1] == max(p for _, p in moves)
    else:
        assert best is None
    assert can_place(board, hand) == bool(moves)


def test_generator_matches_brute_force_on_many_positions():
    for board, hand in positions(seed=1, count=150):
        check_position(board, hand)


@pytest.mark.slow
def test_generator_matches_brute_force_on_more_positions():
    for board, hand in positions(seed=2, count=1000):
        check_position(board, hand)


def test_conformance_legal_placements_agree_with_score_placement():
    for board, hand in positions(seed=3, count=15):
        named_board = {cell: tile_to_names(t) for cell, t in board.items()}
        named_hand = [tile_to_names(t) for t in hand]
        result = legal_placements(named_board, named_hand)
        as_sets = [frozenset(p) for p in result]
        assert len(set(as_sets)) == len(as_sets)
        expected = brute_legal(board.to_dict(), hand)
        assert {frozenset((c, tile_to_names(t)) for c, t in k) for k in expected} == set(as_sets)
        for placement in result:
            points = score_placement(named_board, placement)
            key = frozenset((c, t) for c, t in ((c, (n[0], n[1])) for c, n in placement))
            assert points >= 2 and key in set(as_sets)


def test_legal_placements_counts_a_small_known_position():
    board = {(0, 0): ("red", "circle")}
    hand = [("red", "square"), ("red", "square"), ("blue", "circle")]
    result = {frozenset(p) for p in legal_placements(board, hand)}
    # Singles: red square on 4 sides, blue circle on 4 sides.
    singles = {p for p in result if len(p) == 1}
    assert len(singles) == 8
    # Two red squares never share a line; red square + blue circle never share a line either
    # (they share nothing), and a line through the red circle needs one attribute in common.
    assert all(len(p) == 1 for p in result)
