"""Strong: greedy plus judgement.

Every placement is judged by its points, the value of the tiles it keeps, the risk of a line of
five left open (from the tile tracker: copies of the missing tile not yet seen), and the +6 end
bonus; an exchange is taken when every placement is poor. The few best-judged placements are then
checked one exchange of moves ahead on three deals of the unseen tiles (the next player's best
answer and our own follow-up). With the bag empty in a two-player game the opponent's hand is
known exactly, and the endgame is played out exactly for one move each.

Judging is on the clock: a hand holding a whole line has tens of thousands of placements, so they
are judged highest-scoring first and the judging stops at its share of the budget.
"""

from __future__ import annotations

import random
import time

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.actions import Exchange
from tabletop_desktop.engine.qwirkle.api import determinize
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.common import (
    Candidate,
    candidate,
    exchange_or_pass,
    kept_after,
    largest_group_tiles,
    placements,
)
from tabletop_desktop.engine.qwirkle.bots.judgement import (
    END_BONUS,
    leave_value,
    open_five_penalty,
    open_fives,
)
from tabletop_desktop.engine.qwirkle.bots.lookahead import Option, playout
from tabletop_desktop.engine.qwirkle.movegen import best_move
from tabletop_desktop.engine.qwirkle.view import QwirkleView

# An exchange gives up a turn's points (about 8 for a greedy player) for a fresh hand; it is worth
# it only when every placement scores very little.
EXCHANGE_VALUE = 2.5
ENDGAME_TOP = 8  # candidates looked at exactly once the bag is empty
REPLY_TOP = 6  # best-judged placements whose likely answer is estimated
REPLY_DEALS = 8  # deals of the unseen tiles used for that estimate
CLEAR_LEAD = 10.0  # a move this far ahead of the next needs no estimate of the answer
JUDGE_SHARE = 0.3  # share of the budget for judging the placements (then half for the answers)
JUDGE_CHECK = 64  # placements judged between looks at the clock


def opponent_tiles(view: QwirkleView) -> int:
    """Tiles in the next player's hand (the one who answers this move first)."""
    return view.hand_sizes[(view.seat + 1) % view.seat_count]


def evaluate(
    view: QwirkleView, board: Board, c: Candidate, leaves: dict[tuple[int, ...], float] | None = None
) -> tuple[float, bool]:
    """Points now plus the judgement terms, for one placement, and whether it leaves a line of
    five open while a copy of the missing tile is unseen (`leaves` caches leave values: many
    placements keep the same tiles)."""
    leave = None if leaves is None else leaves.get(c.kept)
    if leave is None:
        leave = leave_value(c.kept, view.unseen, max(0, view.bag_count - c.size))
        if leaves is not None:
            leaves[c.kept] = leave
    value = float(c.points) + leave
    if view.bag_count == 0 and not c.kept:
        value += END_BONUS
    risky = False
    if c.kept or view.bag_count > 0:  # the game goes on, so the opponent may use an open five
        missing = open_fives(board, c) if c.points >= 5 else []
        if missing:
            value -= open_five_penalty(missing, c.kept, view.unseen, opponent_tiles(view))
            risky = any(view.unseen[t] > 0 for t in missing)
    return value, risky


def endgame_value(view: QwirkleView, board: Board, c: Candidate) -> float:
    """With the bag empty in a two-player game the opponent's hand is exactly the unseen tiles:
    score the move, the opponent's best answer (with their end bonus) and our best follow-up."""
    value = float(c.points)
    if not c.kept:
        return value + END_BONUS
    after = board.copy()
    after.place(c.move[0])
    theirs = [t for t in range(36) for _ in range(view.unseen[t])]
    reply = best_move(after, theirs)
    if reply is not None:
        value -= reply[1]
        if len(reply[0]) == len(theirs):
            return value - END_BONUS
        after.place(reply[0])
    mine = best_move(after, list(c.kept))
    if mine is not None:
        value += mine[1] + (END_BONUS if len(mine[0]) == len(c.kept) else 0)
    return value


class StrongBot:
    """Picks the placement with the best judged value; exchanges when every placement is poor."""

    def __init__(
        self, level: BotLevel, reply_top: int = REPLY_TOP, reply_deals: int = REPLY_DEALS
    ) -> None:
        self.level = level
        self.reply_top = reply_top
        self.reply_deals = reply_deals

    def ranked(
        self, view: QwirkleView, board: Board, deadline: float | None = None
    ) -> list[tuple[float, Candidate]]:
        """Placements with their judged values, best first (ties: more tiles, then generation
        order, so the ranking is deterministic).

        A hand holding most of a line (six tiles of one colour, say) has tens of thousands of
        placements, each judged with a look at the lines of five it leaves: seconds of work. So
        the placements are judged highest-scoring first, and judging stops at `deadline`
        (`time.perf_counter()` seconds; None: judge them all). What is left unjudged then are
        the lowest scores; while the clock does not bind, the ranking is the same as judging all.
        """
        moves = placements(view, board)
        order = sorted(range(len(moves)), key=lambda i: -moves[i][1])
        leaves: dict[tuple[int, ...], float] = {}
        judged: list[tuple[float, bool, int, Candidate]] = []
        for n, i in enumerate(order):
            # The first is always judged: an empty ranking means there is no placement.
            if deadline is not None and n and n % JUDGE_CHECK == 0 and time.perf_counter() > deadline:
                break
            c = candidate(view, moves[i])
            value, risky = evaluate(view, board, c, leaves)
            judged.append((value, risky, i, c))
        # A rule, not just a weight: never open a five for the opponents when a placement that
        # scores as much opens none (the look-ahead must not trade this away on a few deals).
        safe_points = max((c.points for _, risky, _, c in judged if not risky), default=-1)
        allowed = [j for j in judged if not (j[1] and j[3].points <= safe_points)]
        allowed.sort(key=lambda j: (-j[0], -j[3].size, j[2]))
        return [(value, c) for value, _, _, c in allowed]

    def exchange(self, view: QwirkleView) -> tuple[float, Exchange] | None:
        """The sensible exchange (keep the largest group, drop twins first) and its value."""
        if view.bag_count == 0 or view.first_move:
            return None
        action = exchange_or_pass(view, keep=largest_group_tiles(view.hand))
        assert isinstance(action, Exchange)
        kept = kept_after(view.hand, action.tiles)
        return EXCHANGE_VALUE + leave_value(kept, view.unseen, view.bag_count), action

    def choose(self, view: QwirkleView, rng: random.Random, budget_s: float) -> Action:
        """The best judged placement, an exchange when that is better, or a pass."""
        start = time.perf_counter()
        board = view.make_board()
        ranked = self.ranked(view, board, start + JUDGE_SHARE * budget_s)
        return self.choose_ranked(view, board, ranked, rng, budget_s)

    def choose_ranked(
        self,
        view: QwirkleView,
        board: Board,
        ranked: list[tuple[float, Candidate]],
        rng: random.Random,
        budget_s: float,
    ) -> Action:
        """`choose` once the placements are ranked (the Expert ranks them once for both of
        its uses)."""
        if view.first_move:
            if ranked:
                return ranked[0][1].action(view.seat)
            return exchange_or_pass(view)
        if not ranked:
            return exchange_or_pass(view, keep=largest_group_tiles(view.hand))
        if view.bag_count == 0 and view.seat_count == 2:
            top = [c for _, c in ranked[:ENDGAME_TOP]]
            best = max(top, key=lambda c: endgame_value(view, board, c))
            return best.action(view.seat)
        # The exchange is weighed against the plain judged value: both leave the next player a
        # turn, and only the placements' answers are estimated.
        swap = self.exchange(view)
        if swap is not None and swap[0] > ranked[0][0]:
            return swap[1]
        best = ranked[0][1]
        if view.bag_count > 0 and len(ranked) > 1 and ranked[0][0] - ranked[1][0] < CLEAR_LEAD:
            best = self.with_replies(view, board, ranked[: self.reply_top], rng, budget_s)[1]
        return best.action(view.seat)

    def with_replies(
        self,
        view: QwirkleView,
        board: Board,
        top: list[tuple[float, Candidate]],
        rng: random.Random,
        budget_s: float,
    ) -> tuple[float, Candidate]:
        """Look one exchange of moves ahead on a few deals of the unseen tiles (the tile tracker's
        view of what the others may hold): the next players' best answers, and what our kept tiles
        (plus what we would draw) score after them. Ties keep the judged order."""
        deadline = time.perf_counter() + 0.5 * budget_s
        options = [Option(c.action(view.seat), c.move[0], c.points, c.kept) for _, c in top]
        for _ in range(self.reply_deals):
            deal = determinize(view, rng)
            for option in options:
                option.total += playout(view, deal, board, option)
                option.samples += 1
            if time.perf_counter() > deadline:
                break
        best = max(range(len(top)), key=lambda i: (options[i].mean, -i))
        return options[best].mean, top[best][1]
