"""Qwirkle bots: legal answers from views only, caps respected, and each level's defining choice."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.qwirkle import make_bot, new_game
from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.common import candidates
from tabletop_desktop.engine.qwirkle.bots.expert import ExpertBot
from tabletop_desktop.engine.qwirkle.bots.judgement import open_fives
from tabletop_desktop.engine.qwirkle.bots.strong import StrongBot
from tabletop_desktop.engine.qwirkle.info import INFO
from tabletop_desktop.engine.qwirkle.movegen import generate
from tabletop_desktop.engine.qwirkle.tiles import make_tile
from tabletop_desktop.engine.qwirkle.view import QwirkleView

LEVELS = ("beginner", "casual", "strong", "expert")
R, B = 0, 4  # colours: red, blue
CIRCLE, SQUARE, DIAMOND, CLOVER, STAR4, STAR8 = range(6)


def small_expert() -> ExpertBot:
    return ExpertBot(INFO.bot_level("expert"), top_k=3, sample_cap=2)


def bot_for(level: str):
    """Bots with small caps, so the default test run stays short."""
    if level == "expert":
        return small_expert()
    if level == "strong":
        return StrongBot(INFO.bot_level("strong"), reply_top=2, reply_deals=1)
    return make_bot(level)


class ViewOnlyGuard:
    """Wraps a bot and checks that it is handed a view (never the state)."""

    def __init__(self, bot) -> None:
        self.bot = bot
        self.level = bot.level

    def choose(self, view, rng, budget_s):
        assert type(view) is QwirkleView
        return self.bot.choose(view, rng, budget_s)


def play(levels: tuple[str, ...], seed: int, rng_seed: int, max_turns: int = 400):
    state = new_game(len(levels), seed, {})
    bots = [ViewOnlyGuard(bot_for(level)) for level in levels]
    rng = random.Random(rng_seed)
    turns = 0
    while not state.is_over() and turns < max_turns:
        seat = state.pending()[0]
        action = bots[seat].choose(state.view_for(seat), rng, 10.0)
        assert state.check(action) is None, (levels[seat], action, state.check(action))
        state.apply(action)
        turns += 1
    return state


@pytest.mark.parametrize("seed", range(2))
def test_every_level_plays_legal_moves_to_the_end(seed):
    levels = tuple(LEVELS[(2 * seed + i) % 4] for i in range(2))
    state = play(levels, seed=100 + seed, rng_seed=seed)
    assert state.is_over()


def test_three_players_play_legal_moves():
    state = play(("casual", "strong", "expert"), seed=77, rng_seed=1, max_turns=24)
    assert state.turn_number == 24 or state.is_over()


def test_make_bot_knows_every_level_and_refuses_others():
    for level in LEVELS:
        assert make_bot(level).level.key == level
    with pytest.raises(KeyError):
        make_bot("grandmaster")


def test_bots_are_deterministic_given_the_rng():
    state = new_game(2, 7, {})
    for _ in range(6):
        seat = state.pending()[0]
        state.apply(make_bot("casual").choose(state.view_for(seat), random.Random(0), 1.0))
    view = state.view_for(state.pending()[0])
    for level in LEVELS:
        bot = bot_for(level)
        assert bot.choose(view, random.Random(5), 10.0) == bot.choose(view, random.Random(5), 10.0)


def test_casual_takes_a_maximum_score_placement_from_random_positions():
    casual = make_bot("casual")
    rng = random.Random(3)
    for seed in range(5):
        state = new_game(2, seed, {})
        for _ in range(rng.randrange(4, 20)):
            if state.is_over():
                break
            seat = state.pending()[0]
            view = state.view_for(seat)
            action = casual.choose(view, rng, 1.0)
            if not view.first_move:
                moves = generate(view.make_board(), list(view.hand))
                if moves:
                    assert isinstance(action, Place)
                    best = max(points for _, points in moves)
                    assert state.clone().apply(action)[0].points == best
            state.apply(action)


def counted_expert_samples(sample_cap: int, budget_s: float) -> int:
    """How many deals the expert draws for one decision in a mid-game position."""
    calls = []
    import tabletop_desktop.engine.qwirkle.bots.expert as expert_module

    original = expert_module.determinize

    def counting(view, rng):
        calls.append(1)
        return original(view, rng)

    expert_module.determinize = counting
    try:
        state = new_game(2, 11, {})
        for _ in range(4):
            seat = state.pending()[0]
            state.apply(make_bot("casual").choose(state.view_for(seat), random.Random(1), 1.0))
        view = state.view_for(state.pending()[0])
        bot = ExpertBot(INFO.bot_level("expert"), top_k=4, sample_cap=sample_cap)
        bot.choose(view, random.Random(2), budget_s)
    finally:
        expert_module.determinize = original
    return len(calls)


def test_expert_respects_its_sample_cap():
    assert counted_expert_samples(5, 100.0) == 5


def test_expert_stops_sampling_when_its_time_is_up():
    # One round of playouts always happens; a budget far below its cost allows no second one.
    assert counted_expert_samples(1000, 0.0001) == 1


def equal_score_open_five_positions(limit: int):
    """Positions from seeded casual self-play where a top-scoring placement leaves an open five
    (a copy of the missing tile unseen) and another placement of the same score does not."""
    found = []
    casual = make_bot("casual")
    for seed in range(40):
        state = new_game(2, 900 + seed, {})
        rng = random.Random(seed)
        while not state.is_over() and len(found) < limit:
            seat = state.pending()[0]
            view = state.view_for(seat)
            if not view.first_move and view.bag_count > 0:
                board = view.make_board()
                options = candidates(view, board)
                if options:
                    top = max(c.points for c in options)
                    best = [c for c in options if c.points == top]
                    risky = [
                        c for c in best
                        if any(view.unseen[t] > 0 for t in open_fives(board, c))
                    ]
                    if risky and len(risky) < len(best):
                        found.append((view, board, options))
            state.apply(casual.choose(view, rng, 1.0))
        if len(found) >= limit:
            break
    return found


def test_strong_never_opens_a_five_when_an_equal_score_alternative_exists():
    positions = equal_score_open_five_positions(3)
    assert positions, "seeded play must reach such a position"
    strong = make_bot("strong")
    for view, board, options in positions:
        by_action = {c.action(view.seat): c for c in options}
        action = strong.choose(view, random.Random(0), 1.0)
        chosen = by_action.get(action)
        if chosen is not None:  # an exchange opens nothing
            assert not any(view.unseen[t] > 0 for t in open_fives(board, chosen))


def test_open_fives_finds_the_missing_tile():
    row = [((x, 0), make_tile(R, s)) for x, s in enumerate((CIRCLE, SQUARE, DIAMOND, CLOVER))]
    board = Board.from_cells(row)
    hand = (make_tile(R, STAR4), make_tile(B, CIRCLE))
    moves = [m for m in generate(board, list(hand)) if m[0][0][1] == make_tile(R, STAR4)]
    assert moves
    for move in moves:
        c = candidates_from(move, hand)
        expected = [make_tile(R, STAR8)] if move[1] == 5 else []
        assert open_fives(board, c) == expected


def candidates_from(move, hand):
    from tabletop_desktop.engine.qwirkle.bots.common import Candidate, kept_after

    return Candidate(move, move[1], kept_after(hand, [t for _, t in move[0]]))


@pytest.mark.slow
def test_many_random_games_stay_legal():
    for seed in range(20):
        levels = tuple(LEVELS[(seed + i) % 4] for i in range(2 + seed % 3))
        assert play(levels, seed=500 + seed, rng_seed=seed).is_over()


def open_fives_by_placing(board: Board, c) -> list[int]:
    """The open fives as first defined: place the tiles on a copy of the table and read which
    tiles its end cells allow (slow: a copy per placement)."""
    from tabletop_desktop.engine.qwirkle.board import STEP_X, STEP_Y
    from tabletop_desktop.engine.qwirkle.tiles import line_mask

    after = board.copy()
    after.place(c.move[0])
    result, seen = [], set()
    for cell, _ in c.move[0]:
        for step in (STEP_X, STEP_Y):
            run = after.run(cell, step)
            if len(run) != 5 or (run[0], step) in seen:
                continue
            seen.add((run[0], step))
            mask = line_mask([after.tiles[x] for x in run])
            fits = mask & (after.allowed(run[0] - step) | after.allowed(run[-1] + step))
            if fits:
                result.append(fits.bit_length() - 1)
    return result


def test_open_fives_reads_the_table_as_placing_the_tiles_would():
    rng = random.Random(4)
    checked = found = 0
    for seed in range(2):
        state = new_game(2 + seed, 300 + seed, {})
        casual = make_bot("casual")
        while not state.is_over():
            view = state.view_for(state.pending()[0])
            if not view.first_move:
                board = view.make_board()
                # The seat's hand and a random one, so that many placements make lines of five.
                for hand in (list(view.hand), rng.sample(range(36), 6)):
                    for move in generate(board, hand):
                        c = candidates_from(move, tuple(hand))
                        expected = open_fives_by_placing(board, c)
                        assert open_fives(board, c) == expected, move
                        checked += 1
                        found += bool(expected)
            state.apply(casual.choose(view, rng, 1.0))
    assert checked > 3000 and found > 100
