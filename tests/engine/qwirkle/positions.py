"""Seeded positions for move-generation tests: tables from greedy and random play, with real hands
and made-up hands (duplicates included)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tabletop_desktop.engine.qwirkle.api import new_game
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.perf import greedy_action


def positions(seed: int, count: int) -> Iterator[tuple[Board, list[int]]]:
    """`count` (board, hand) pairs on non-empty tables."""
    rng = random.Random(seed)
    produced = 0
    game = 0
    while True:
        state = new_game(2 + game % 3, seed * 1000 + game, {})
        game += 1
        greedy = game % 2 == 0
        while not state.is_over():
            if not state.board.is_empty() and rng.random() < 0.25:
                hand = list(state.hands[state.turn])
                if rng.random() < 0.4:
                    # A made-up hand: few colours and shapes, so duplicates and long lines are common.
                    pool = [c * 6 + s for c in rng.sample(range(6), 3) for s in rng.sample(range(6), 3)]
                    hand = [rng.choice(pool) for _ in range(rng.randint(1, 6))]
                yield state.board, hand
                produced += 1
                if produced == count:
                    return
            if greedy:
                action = greedy_action(state)
            else:
                action = rng.choice(state.legal_actions(state.turn))
            state.apply(action)
