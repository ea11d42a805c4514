"""Expert: determinized Monte Carlo search over the tiles it cannot see, and a searched endgame.

Candidates are the Strong bot's best-judged placements (plus its exchange); Strong's own choice
is the incumbent, kept unless the search finds another option better by SWITCH_Z standard errors
(few deals prove little, and Strong's judgement is a good default). For each sample the
engine's `determinize(view, rng)` deals the unseen tiles to the bag and the other hands; every
surviving candidate is then played out on that same deal (common random numbers, so candidates are
compared on identical luck) for a few rounds of greedy play (`playout.rollout`). Successive halving
drops the weaker half of the candidates after rounds of samples, so the samples go to the moves
still in contention, and the search stops early once one move is clearly ahead of the rest.

With the bag empty in a two-player game nothing is hidden: the rest of the game is searched move by
move instead (`endgame.EndgameSearch`: alpha-beta over the best-scoring moves and every move that
goes out, deepened while the clock allows).

The search stops at the sample cap or when its share of the time budget is spent, whichever comes
first; tests use the cap (with a generous budget) so that results never depend on the clock. Every
part that can grow looks at the clock: Strong's judging of the placements (highest scores first),
each play-out of a round after the first (a round cut short is taken back), and each node of the
endgame search; each stops with the best found so far.
"""

from __future__ import annotations

import math
import random
import time

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.api import determinize
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.bots.common import Candidate, kept_after
from tabletop_desktop.engine.qwirkle.bots.endgame import EndgameSearch
from tabletop_desktop.engine.qwirkle.bots.lookahead import Option
from tabletop_desktop.engine.qwirkle.bots.playout import rollout
from tabletop_desktop.engine.qwirkle.bots.strong import StrongBot
from tabletop_desktop.engine.qwirkle.legal import move_to_place
from tabletop_desktop.engine.qwirkle.view import QwirkleView

SEARCH_SHARE = 0.4  # share of the budget the sampling aims to use (the mean must stay well inside)
HARD_SHARE = 0.85  # never start a round of samples that would likely end past this share
ENDGAME_SHARE = 0.4  # share of the budget for the exact endgame search
JUDGE_SHARE = 0.25  # share of the budget for judging the placements (Strong's ranking)
ROUNDS = 2  # rounds of the table played out after our move
FIRST_CUT = 8  # samples before the first halving; the next after twice as many, and so on
CLEAR_Z = 3.0  # stop when the leader is this many standard errors ahead of the runner-up
SWITCH_Z = 1.5  # leave Strong's choice only for an option this many standard errors better
MIN_SAMPLES_TO_STOP = 16


class ExpertBot:
    """Determinized search over Strong's best candidates, within a sample cap and a time budget."""

    def __init__(
        self, level: BotLevel, top_k: int = 10, sample_cap: int = 600, rounds: int = ROUNDS
    ) -> None:
        self.level = level
        self.top_k = top_k
        self.sample_cap = sample_cap
        self.rounds = rounds
        self.strong = StrongBot(level)

    def options(self, view: QwirkleView, ranked: list[tuple[float, Candidate]]) -> list[Option]:
        """Strong's top placements (from its ranking) and, with tiles in the bag, its exchange."""
        result = [
            Option(c.action(view.seat), c.move[0], c.points, c.kept)
            for _, c in ranked[: self.top_k]
        ]
        swap = self.strong.exchange(view)
        if swap is not None:
            tiles = swap[1].tiles
            result.append(Option(swap[1], (), 0, kept_after(view.hand, tiles), tiles))
        return result

    def choose(self, view: QwirkleView, rng: random.Random, budget_s: float) -> Action:
        """Strong's choice unless the play-outs show another option clearly better; in a
        two-player endgame the best move of the exact search."""
        start = time.perf_counter()
        board = view.make_board()
        if view.bag_count == 0 and view.seat_count == 2 and not view.first_move:
            action = self.endgame(view, board, start + ENDGAME_SHARE * budget_s)
            return action if action is not None else self.strong.choose(view, rng, budget_s)
        # Ranked once, on the clock: a hand holding a whole line has tens of thousands of
        # placements to judge (six stars after the opening: 33,636; judging them twice with no
        # look at the clock took 4 s of processor time, 20 s on a busy machine, for a 2 s budget).
        ranked = self.strong.ranked(view, board, start + JUDGE_SHARE * budget_s)
        incumbent = self.strong.choose_ranked(view, board, ranked, rng, 0.1 * budget_s)
        options = self.options(view, ranked)
        keep = next((o for o in options if o.action == incumbent), None)
        if keep is None or len(options) == 1:
            return incumbent  # a pass, or nothing else to weigh it against
        best = self.search(view, board, options, keep, rng, start, budget_s)
        return best.action

    def endgame(self, view: QwirkleView, board: Board, deadline: float) -> Action | None:
        """The exact search's best placement, or None when no placement is possible."""
        theirs = [t for t in range(36) for _ in range(view.unseen[t])]
        found = EndgameSearch(deadline).best(board, list(view.hand), theirs)
        if found is None:
            return None
        return move_to_place(view.seat, found[0])

    def search(
        self,
        view: QwirkleView,
        board: Board,
        options: list[Option],
        incumbent: Option,
        rng: random.Random,
        start: float,
        budget_s: float,
    ) -> Option:
        """Successive halving over the options, every option alive played on every deal; the
        incumbent (Strong's choice) stays alive and is replaced only by an option that beats it
        by SWITCH_Z standard errors."""
        soft = start + SEARCH_SHARE * budget_s
        hard = start + HARD_SHARE * budget_s
        alive = list(options)
        values: dict[int, list[float]] = {id(o): [] for o in options}
        next_cut = FIRST_CUT
        for sample_no in range(1, self.sample_cap + 1):
            round_start = time.perf_counter()
            sample = determinize(view, rng)
            shuffle_seed = rng.getrandbits(32)
            cutoff = hard if sample_no > 1 else None  # the first round is always finished
            if not self.play_round(view, sample, board, alive, values, shuffle_seed, cutoff):
                break
            now = time.perf_counter()
            # Stop before a round that would likely end past the deadline.
            if now + (now - round_start) > (soft if sample_no >= FIRST_CUT else hard):
                break
            if sample_no == next_cut and len(alive) > 2:
                ranked = sorted(alive, key=lambda o: -o.mean)
                alive = ranked[: max(2, len(alive) // 2)]
                if incumbent not in alive:
                    alive.append(incumbent)
                next_cut *= 2
            if sample_no >= MIN_SAMPLES_TO_STOP and self.settled(alive, incumbent, values):
                break
        leader = max(alive, key=lambda o: o.mean)
        if leader is not incumbent and lead_z(values, leader, incumbent) >= SWITCH_Z:
            return leader
        return incumbent

    def play_round(
        self,
        view: QwirkleView,
        sample,
        board: Board,
        alive: list[Option],
        values: dict[int, list[float]],
        shuffle_seed: int,
        cutoff: float | None,
    ) -> bool:
        """Play every live option out on one deal. A round cut off at `cutoff` (None: never) is
        taken back whole, since options are compared on the deals they all played, and False
        returned."""
        for n, option in enumerate(alive):
            if cutoff is not None and time.perf_counter() > cutoff:
                for played in alive[:n]:
                    played.total -= values[id(played)].pop()
                    played.samples -= 1
                return False
            value = rollout(view, sample, board, option, self.rounds, shuffle_seed)
            option.total += value
            option.samples += 1
            values[id(option)].append(value)
        return True

    @staticmethod
    def settled(alive: list[Option], incumbent: Option, values: dict[int, list[float]]) -> bool:
        """Whether more deals would hardly change the choice: the leader is CLEAR_Z standard
        errors ahead of every other live option."""
        leader = max(alive, key=lambda o: o.mean)
        return all(
            lead_z(values, leader, other) >= CLEAR_Z for other in alive if other is not leader
        )


def lead_z(values: dict[int, list[float]], a: Option, b: Option) -> float:
    """How many standard errors `a` leads `b` by, over the deals both played (paired: the options
    share their deals, so the differences carry the signal)."""
    va, vb = values[id(a)], values[id(b)]
    k = min(len(va), len(vb))
    if k < 2:
        return 0.0
    diffs = [x - y for x, y in zip(va[-k:], vb[-k:], strict=True)]
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    if var <= 0:
        return math.inf if mean > 0 else (0.0 if mean == 0 else -math.inf)
    return mean / math.sqrt(var / k)
