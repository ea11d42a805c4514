"""The Expert's play-outs: a few rounds of greedy play on one deal of the unseen tiles.

After our candidate move every player in turn plays the highest-scoring placement from the hand the
deal gives them (drawing from the dealt bag as the engine would), for `rounds` rounds of the table.
Our last move of the play-out is weighted down (nobody answers it inside the play-out, so a line
of five it opens goes unpunished), and the tiles we are left with are judged by the Strong bot's
leave value. The result is our points minus the opponents' mean points.

Greedy answers are what make the play-outs cheap (one move generation per turn, about 0.1 ms), and a
greedy opponent takes any Qwirkle we leave open on the deals where it holds the tile, so the risk
of an open five is priced by the deals themselves.
"""

from __future__ import annotations

import random

from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.judgement import END_BONUS, leave_value
from tabletop_desktop.engine.qwirkle.bots.lookahead import Option
from tabletop_desktop.engine.qwirkle.movegen import best_move
from tabletop_desktop.engine.qwirkle.tiles import HAND_SIZE
from tabletop_desktop.engine.qwirkle.view import QwirkleView

LAST_MOVE_WEIGHT = 0.7  # our last play-out move is unanswered inside the play-out
LEAVE_WEIGHT = 0.5  # the kept tiles at the end of the play-out, in Strong's leave points
# The tile tracker is not kept up to date inside a play-out; this neutral one (a copy of every tile
# unseen) only turns off the leave's small nudge for tiles with no copies left.
NEUTRAL_UNSEEN = (1,) * 36


def rollout(
    view: QwirkleView,
    sample,
    board: Board,
    option: Option,
    rounds: int,
    shuffle_seed: int,
) -> float:
    """Our option, then `rounds` rounds of greedy play (every opponent, then us) on one deal.

    `sample` is a determinized state (its `hands` and `bag` are read, never changed); `board` is
    the table before our move (not changed). `shuffle_seed` reshuffles the bag after an exchange,
    so that the exchanged tiles are not the next ones drawn."""
    seat, n = view.seat, view.seat_count
    bag = list(sample.bag)
    hands = [list(h) for h in sample.hands]
    hand = option.hand_after(bag)
    if option.exchanged:
        random.Random(shuffle_seed).shuffle(bag)
    hands[seat] = hand
    ours = float(option.points)
    if option.placed and not hand:
        return ours + END_BONUS  # we went out: the game is over
    theirs = 0.0
    after = board.copy()
    if option.placed:
        after.place(option.placed)
    order = [(seat + i) % n for i in range(1, n)] + [seat]
    stuck = 0  # players in a row who could not place (with the bag empty the game ends)
    for r in range(rounds):
        for player in order:
            h = hands[player]
            move = best_move(after, h) if h else None
            if move is None:
                stuck += 1
                if not bag and stuck >= n:
                    return _value(ours, theirs, n, hands[seat], bag)
                continue
            stuck = 0
            placed, points = move
            after.place(placed)
            for _, t in placed:
                h.remove(t)
            for _ in range(min(len(placed), len(bag))):
                h.append(bag.pop())
            out = not h
            if player == seat:
                weight = LAST_MOVE_WEIGHT if r == rounds - 1 else 1.0
                ours += weight * (points + (END_BONUS if out else 0))
            else:
                theirs += points + (END_BONUS if out else 0)
            if out:
                return (ours - theirs / (n - 1)) if n > 1 else ours
    return _value(ours, theirs, n, hands[seat], bag)


def _value(ours: float, theirs: float, n: int, hand: list[int], bag: list[int]) -> float:
    """Our points minus the opponents' mean, plus the judged worth of the tiles we keep."""
    value = ours - theirs / max(1, n - 1)
    if hand and len(hand) <= HAND_SIZE:
        value += LEAVE_WEIGHT * leave_value(tuple(sorted(hand)), NEUTRAL_UNSEEN, len(bag))
    return value
