"""The Expert bot: legal moves within its budget, a deterministic choice given its seed, play-outs
that follow the rules of the deal, and an endgame search that matches a brute-force search."""

from __future__ import annotations

import random
import time

import pytest

from tabletop_desktop.engine.qwirkle import make_bot, new_game
from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.endgame import EndgameSearch
from tabletop_desktop.engine.qwirkle.bots.expert import ExpertBot
from tabletop_desktop.engine.qwirkle.bots.judgement import END_BONUS
from tabletop_desktop.engine.qwirkle.bots.lookahead import Option
from tabletop_desktop.engine.qwirkle.bots.playout import rollout
from tabletop_desktop.engine.qwirkle.info import INFO
from tabletop_desktop.engine.qwirkle.movegen import best_move, generate
from tabletop_desktop.engine.qwirkle.perf import greedy_action
from tabletop_desktop.engine.qwirkle.state import QwirkleState
from tabletop_desktop.engine.qwirkle.tiles import make_tile


def expert(**kwargs) -> ExpertBot:
    return ExpertBot(INFO.bot_level("expert"), **kwargs)


def mid_game(seed: int, turns: int) -> QwirkleState:
    """A two-player game after `turns` greedy moves."""
    state = new_game(2, seed, {})
    casual = make_bot("casual")
    rng = random.Random(seed)
    for _ in range(turns):
        seat = state.pending()[0]
        state.apply(casual.choose(state.view_for(seat), rng, 1.0))
    return state


def small_endgame(seed: int, most_tiles: int, total: int = 12) -> QwirkleState | None:
    """A seeded greedy game played on until the bag is empty, no hand holds more than
    `most_tiles` tiles and both hold at most `total` (None if the game ends first)."""
    state = new_game(2, seed, {})
    casual = make_bot("casual")
    rng = random.Random(seed)
    while not state.is_over():
        sizes = [len(h) for h in state.hands]
        if not state.bag and max(sizes) <= most_tiles and sum(sizes) <= total:
            return state
        seat = state.pending()[0]
        state.apply(casual.choose(state.view_for(seat), rng, 1.0))
    return None


def brute(board: Board, hand: list[int], other: list[int], other_stuck: bool = False) -> float:
    """The exact value of the rest of the game for the player to move (every move, no depth
    limit): their points minus the other's, the +6 for going out included."""
    moves = generate(board, hand)
    if not moves:
        return 0.0 if other_stuck else -brute(board, other, hand, True)
    best = float("-inf")
    for placed, points in moves:
        left = list(hand)
        for _, t in placed:
            left.remove(t)
        if not left:
            value = points + END_BONUS
        else:
            after = board.copy()
            after.place(placed)
            value = points - brute(after, other, left)
        best = max(best, value)
    return best


@pytest.mark.parametrize("seed,turns", [(3, 2), (4, 9), (5, 17), (6, 30)])
def test_expert_plays_a_legal_move_within_its_budget(seed, turns):
    state = mid_game(seed, turns)
    seat = state.pending()[0]
    budget = 0.25
    began = time.perf_counter()
    action = expert().choose(state.view_for(seat), random.Random(seed), budget)
    took = time.perf_counter() - began
    assert state.check(action) is None
    # Generous slack for a busy machine; the search itself stops at 85 % of the budget.
    assert took < budget + 0.25


STAR8 = 5  # the eight-pointed star's shape index


def six_stars() -> QwirkleState:
    """Seed 21 of a two-player game after two greedy moves (three tiles on the table), the player
    to move then handed all six eight-pointed stars from the bag: 33,636 placements, which the
    Expert used to judge twice with no look at the clock (about 4 s of processor time here for a
    2 s budget, and 20 s of wall time on a busy machine)."""
    state = new_game(2, 21, {})
    for _ in range(2):
        state.apply(greedy_action(state))
    hand = state.hands[state.turn]
    stars = [make_tile(colour, STAR8) for colour in range(6)]
    for star in stars:
        if star not in hand:
            out = next(t for t in hand if t not in stars)
            state.bag[state.bag.index(star)] = out
            hand[hand.index(out)] = star
    assert len(generate(state.board, hand)) == 33636
    return state


def test_expert_decides_within_its_budget_with_a_whole_line_in_hand():
    state = six_stars()
    budget = 1.0
    began = time.perf_counter()
    action = expert().choose(state.view_for(state.turn), random.Random(1), budget)
    took = time.perf_counter() - began
    assert state.check(action) is None
    assert took < 2 * budget  # was about 4 s (more on a busy machine), whatever the budget
    # Six stars on the table's open row make a Qwirkle: still found with judging on the clock.
    assert isinstance(action, Place) and len(action.placements) == 6


def test_expert_with_a_whole_line_in_hand_is_deterministic_when_the_clock_does_not_bind():
    state = six_stars()
    view = state.view_for(state.turn)
    first = expert(top_k=4, sample_cap=4).choose(view, random.Random(5), 100.0)
    again = expert(top_k=4, sample_cap=4).choose(view, random.Random(5), 100.0)
    assert first == again


def test_strong_ranking_on_the_clock_keeps_the_highest_scores():
    """Judging stops at the deadline; what it judged first are the highest-scoring placements,
    and with no deadline the ranking is that of judging every placement."""
    state = six_stars()
    view = state.view_for(state.turn)
    board = view.make_board()
    strong = expert().strong
    whole = strong.ranked(view, board)
    cut = strong.ranked(view, board, deadline=time.perf_counter() - 1.0)  # already past
    assert 0 < len(cut) < len(whole) / 10
    judged = {c for _, c in cut}
    assert cut == [vc for vc in whole if vc[1] in judged]  # same values, same order
    assert max(c.points for _, c in whole if c not in judged) <= min(c.points for _, c in cut)
    assert isinstance(cut[0][1].action(view.seat), Place) and cut[0][1].size == 6  # the Qwirkle


def test_expert_choice_is_deterministic_given_its_seed():
    state = mid_game(21, 12)
    view = state.view_for(state.pending()[0])
    first = expert(sample_cap=20).choose(view, random.Random(5), 100.0)
    again = expert(sample_cap=20).choose(view, random.Random(5), 100.0)
    assert first == again


def test_expert_plays_the_first_move_by_the_rules():
    state = new_game(2, 8, {})
    seat = state.pending()[0]
    action = expert(sample_cap=8).choose(state.view_for(seat), random.Random(1), 100.0)
    assert isinstance(action, Place)
    assert state.check(action) is None


def test_rollout_scores_going_out_with_the_end_bonus():
    state = small_endgame(31, 3)
    assert state is not None
    seat = state.turn
    view = state.view_for(seat)
    board = view.make_board()
    out = [m for m in generate(board, list(view.hand)) if len(m[0]) == len(view.hand)]
    if not out:
        pytest.skip("this seeded endgame has no move that empties the hand")
    placed, points = out[0]
    option = Option(None, placed, points, ())
    assert rollout(view, state, board, option, 2, 0) == points + END_BONUS


def test_rollout_with_the_bag_empty_matches_greedy_play():
    state = small_endgame(12, 6)
    assert state is not None
    seat = state.turn
    view = state.view_for(seat)
    board = view.make_board()
    move = best_move(board, list(view.hand))
    assert move is not None
    kept = list(view.hand)
    for _, t in move[0]:
        kept.remove(t)
    if not kept:
        pytest.skip("the greedy move goes out")
    option = Option(None, move[0], move[1], tuple(sorted(kept)))
    value = rollout(view, state, board, option, 1, 0)
    # The same single round by hand: their greedy answer, then ours (weighted as the last move).
    after = board.copy()
    after.place(move[0])
    theirs = list(state.hands[1 - seat])
    reply = best_move(after, theirs)
    expected = float(move[1])
    if reply is not None:
        expected -= reply[1] + (END_BONUS if len(reply[0]) == len(theirs) else 0)
        if len(reply[0]) == len(theirs):
            assert value == expected
            return
        after.place(reply[0])
    assert value <= expected + 0.7 * (6 * 6 + 12 + END_BONUS) + 3.0
    assert value >= expected - 3.0


@pytest.mark.parametrize("seed", [40, 41, 42, 43, 44, 45])
def test_endgame_search_finds_the_exact_value_of_small_endgames(seed):
    state = small_endgame(seed, 3, total=5)  # the brute force grows fast with the tiles
    if state is None:
        pytest.skip("the game ended before the hands were small")
    me = state.turn
    mine, theirs = list(state.hands[me]), list(state.hands[1 - me])
    search = EndgameSearch(time.perf_counter() + 30.0, width=100)
    found = search.best(state.board, mine, theirs, root_width=100)
    exact = brute(state.board, mine, theirs)
    if found is None:
        assert not generate(state.board, mine)
        return
    assert search.exact
    assert found[1] == pytest.approx(exact)


def test_expert_endgame_beats_greedy_where_greedy_is_wrong():
    """Among seeded small endgames, find one where the highest-scoring move now is worse than the
    best line, and check that the Expert plays a move worth the exact optimum there."""
    checked = 0
    for seed in range(60, 140):
        state = small_endgame(seed, 3, total=5)
        if state is None:
            continue
        me = state.turn
        mine, theirs = list(state.hands[me]), list(state.hands[1 - me])
        moves = generate(state.board, mine)
        if not moves:
            continue
        exact = brute(state.board, mine, theirs)
        greedy = max(moves, key=lambda m: m[1])
        if value_of(state.board, mine, theirs, greedy) >= exact:
            continue
        action = expert().choose(state.view_for(me), random.Random(0), 20.0)
        chosen = next(m for m in moves if Place(me, _cells(m)) == action)
        assert value_of(state.board, mine, theirs, chosen) == pytest.approx(exact)
        checked += 1
        if checked == 2:
            return
    assert checked, "seeded play must reach an endgame where the greedy move is wrong"


def value_of(board: Board, mine: list[int], theirs: list[int], move) -> float:
    """The exact value of playing `move` from `mine`, the rest of the game searched in full."""
    left = list(mine)
    for _, t in move[0]:
        left.remove(t)
    if not left:
        return move[1] + END_BONUS
    after = board.copy()
    after.place(move[0])
    return move[1] - brute(after, theirs, left)


def _cells(move):
    from tabletop_desktop.engine.qwirkle.board import decode

    return tuple((decode(c), t) for c, t in move[0])


def test_a_round_of_play_outs_cut_off_by_the_clock_is_taken_back(monkeypatch):
    import tabletop_desktop.engine.qwirkle.bots.expert as expert_module

    state = mid_game(21, 12)
    view = state.view_for(state.pending()[0])
    board = view.make_board()
    bot = expert()
    options = bot.options(view, bot.strong.ranked(view, board))[:4]
    values = {id(o): [] for o in options}
    sample = expert_module.determinize(view, random.Random(0))
    assert bot.play_round(view, sample, board, options, values, 7, None)  # no cutoff: all played
    before = [(o.total, o.samples, list(values[id(o)])) for o in options]
    ticks = iter(range(1, 100))  # a clock that moves one second per look
    monkeypatch.setattr(expert_module.time, "perf_counter", lambda: float(next(ticks)))
    # Two options are played before the third look at the clock finds it past the cutoff.
    assert not bot.play_round(view, sample, board, options, values, 7, 2.5)
    assert [(o.total, o.samples, values[id(o)]) for o in options] == before


def test_the_endgame_search_starts_no_node_after_its_deadline():
    state = small_endgame(12, 6)
    assert state is not None
    me = state.turn
    search = EndgameSearch(time.perf_counter() - 1.0)
    found = search.best(state.board, list(state.hands[me]), list(state.hands[1 - me]))
    assert found is not None and found[1] == float("-inf")  # no depth finished: the first root
    assert search.nodes == 1
