"""One step of look-ahead on a deal of the unseen tiles, shared by the Strong and Expert bots.

A playout on one deal (from the engine's `determinize(view, rng)`): our move, each opponent's greedy
answer (with the end bonus if it empties their hand and the bag), then our own greedy follow-up with
the tiles we would hold. Its value is our points minus the opponents' mean points.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.judgement import END_BONUS
from tabletop_desktop.engine.qwirkle.movegen import best_move
from tabletop_desktop.engine.qwirkle.view import QwirkleView

FOLLOW_UP_WEIGHT = 0.7  # our next move is less certain: an opponent may take its spot first


@dataclass
class Option:
    """A move under consideration and its running total over samples."""

    action: Action
    placed: tuple[tuple[int, int], ...]  # internal (cell, tile) pairs; empty for an exchange
    points: int
    kept: tuple[int, ...]
    exchanged: tuple[int, ...] = ()
    total: float = 0.0
    samples: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.samples if self.samples else float("-inf")

    def hand_after(self, bag: list[int]) -> list[int]:
        """Our hand once this move is made and the hand refilled from `bag` (drawn from its end;
        exchanged tiles go back into it afterwards). `bag` is changed."""
        hand = list(self.kept)
        draws = len(self.placed) if self.placed else len(self.exchanged)
        for _ in range(min(draws, len(bag))):
            hand.append(bag.pop())
        if self.exchanged:
            bag.extend(self.exchanged)
        return hand


def playout(view: QwirkleView, sample, board: Board, option: Option) -> float:
    """Our move, every opponent's greedy answer and our greedy follow-up on one deal."""
    seat, n = view.seat, view.seat_count
    bag = list(sample.bag)
    value = float(option.points)
    hand = option.hand_after(bag)
    if option.placed and not hand:
        return value + END_BONUS  # we went out: the game is over
    after = board.copy()
    if option.placed:
        after.place(option.placed)
    opponents = [(seat + i) % n for i in range(1, n)]
    lost = 0.0
    for opp in opponents:
        theirs = sample.hands[opp]
        reply = best_move(after, theirs)
        if reply is None:
            continue
        lost += reply[1]
        if len(reply[0]) == len(theirs) and not bag:
            return value - (lost + END_BONUS) / len(opponents)
        after.place(reply[0])
        for _ in range(min(len(reply[0]), len(bag))):
            bag.pop()  # they draw too, so our follow-up draws nothing they hold
    value -= lost / len(opponents)
    mine = best_move(after, hand)
    if mine is not None:
        follow = mine[1] + (END_BONUS if len(mine[0]) == len(hand) and not bag else 0)
        value += FOLLOW_UP_WEIGHT * follow
    return value
