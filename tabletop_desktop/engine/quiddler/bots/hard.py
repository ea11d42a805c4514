"""Hard: the game's whole word list, card counting, and the bonuses.

- Card counting: the cards it has not seen (the deck minus its hand, the discard pile, the words
  laid down and the cards others took from the discard pile) give the odds of each pile draw.
- Draw: it takes the discard only when that card is worth more than the average pile draw
  (measured as the best last-turn score of the hand after the draw).
- Discard: among its best few discards it keeps the hand with the best average score after the
  next draw, and weighs what its discard would give the next player.
- Going out: every arrangement is weighed with the chance of the 10-point bonuses (most words,
  longest word). On a last turn it knows the words already laid down and takes or blocks the
  bonuses exactly. It waits for a better go-out when going out now would score little and one more
  draw is likely to do much better while nobody else looks close.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Sequence

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.bots.common import (
    can_go_out_now,
    discard,
    draw,
    game_words,
    play_action,
)
from tabletop_desktop.engine.quiddler.bots.plays import (
    BonusPlanner,
    Lookahead,
    Option,
    best_option,
    go_out_options,
)
from tabletop_desktop.engine.quiddler.scoring import BONUS_POINTS, bonus_winners
from tabletop_desktop.engine.quiddler.solver import HandSolver
from tabletop_desktop.engine.quiddler.unseen import unseen_cards
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList

# How many of the best-looking discards get the look-ahead (more is slower, rarely better).
DISCARDS_TRIED = 3
# Pile draws are averaged over the most common unseen cards; a rarer card is counted as one the
# bot would throw straight back (a lower bound, and close: rare cards are rarely wanted).
DRAWS_TRIED = 12
# A card on the discard pile is taken only when it beats the average pile draw by this much
# (taking it also tells the others what the hand is collecting).
TAKE_MARGIN = 1.0
# How much a card's worth to the next player's known cards counts against discarding it.
GIFT_WEIGHT = 0.25


def bonus_mode(view: QuiddlerView) -> str:
    """Which bonuses count in this game."""
    return str(view.options.get("bonuses", "both")) if view.seat_count == 2 else "both"


def draw_odds(unseen: Counter[str]) -> tuple[list[tuple[str, float]], float]:
    """The most common unseen cards with their chances, and the chance of any other card."""
    total = sum(unseen.values())
    if total == 0:
        return [], 0.0
    common = sorted((c for c in unseen if unseen[c] > 0), key=lambda c: (-unseen[c], c))
    tried = [(c, unseen[c] / total) for c in common[:DRAWS_TRIED]]
    return tried, 1.0 - sum(p for _, p in tried)


class HardBot:
    """Counts cards, looks one draw ahead, and chases the bonuses."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level
        self.deadline = math.inf

    def vocabulary(self, view: QuiddlerView) -> WordList:
        """The words this bot knows: the whole game list."""
        return game_words(view)

    def choose(self, view: QuiddlerView, rng: random.Random, budget_s: float) -> Action:
        """Draw, then go out, lay down (last turn) or discard."""
        words = self.vocabulary(view)
        look = Lookahead(words)
        unseen = unseen_cards(view)
        # Past this point the look-ahead stops weighing further discards (a busy machine).
        self.deadline = time.perf_counter() + 0.5 * budget_s
        if view.phase == "draw":
            return draw(view, self.wants_discard(view, look, unseen))
        solver = HandSolver(view.hand, words)
        if view.went_out is not None:
            option = best_option(BonusPlanner(solver).options(), self.last_turn_utility(view))
            return play_action(view, option.play(), going_out=False)
        if can_go_out_now(view) and solver.go_out_discards():
            option = best_option(go_out_options(solver), self.go_out_utility(view))
            if not self.worth_waiting(view, solver, option, look, unseen):
                return play_action(view, option.play(), going_out=True)
        return discard(view, self.pick_discard(view, solver, look, unseen))

    # -- drawing -----------------------------------------------------------------------------
    def expected_draw(self, hand: Sequence[str], look: Lookahead, unseen: Counter[str]) -> float:
        """The average best last-turn score of `hand` after one pile draw."""
        tried, rest = draw_odds(unseen)
        value = sum(p * look.last_turn((*hand, card)) for card, p in tried)
        if rest > 0 and hand:
            solver = HandSolver(hand, look.words)
            value += rest * solver.value(solver.full)  # the drawn card thrown straight back
        return value

    def wants_discard(self, view: QuiddlerView, look: Lookahead, unseen: Counter[str]) -> bool:
        top = view.discard_top
        if top is None or view.pile_count == 0:
            return top is not None
        with_top = look.last_turn((*view.hand, top))
        return with_top > self.expected_draw(view.hand, look, unseen) + TAKE_MARGIN

    # -- discarding ----------------------------------------------------------------------------
    def pick_discard(
        self, view: QuiddlerView, solver: HandSolver, look: Lookahead, unseen: Counter[str]
    ) -> str:
        """The discard whose kept hand does best after the next draw, less what it gives away."""
        now = {d: solver.value(solver.full - solver.pack([d])) for d in solver.discards()}
        ranked = sorted(now, key=lambda d: -now[d])[:DISCARDS_TRIED]
        best_card = ranked[0]
        best_value = -math.inf
        for card in ranked:
            if best_value > -math.inf and time.perf_counter() > self.deadline:
                break
            kept = list(view.hand)
            kept.remove(card)
            value = self.expected_draw(kept, look, unseen) - self.gift(view, card, look)
            if value > best_value:
                best_card, best_value = card, value
        return best_card

    def gift(self, view: QuiddlerView, card: str, look: Lookahead) -> float:
        """What discarding `card` may give the next player: with the cards it is known to hold,
        how much the card would add to them (a small weight: the rest of its hand is unknown)."""
        nxt = (view.seat + 1) % view.seat_count
        known = list(view.taken_from_discard[nxt])
        if not known:
            return 0.0
        gain = look.value((*known, card)) - look.value(known)
        return GIFT_WEIGHT * max(0, gain)

    # -- going out and last turns --------------------------------------------------------------
    def go_out_utility(self, view: QuiddlerView):
        """Points plus the likely bonuses: the others will play a last turn with hands of
        `hand_size` + 1 cards, and rarely lay down more than a word per 3-4 cards."""
        mode = bonus_mode(view)
        others = view.seat_count - 1
        size = view.hand_size
        their_words = 0.2 + size / 4.0
        their_longest = 2.5 + size / 2.5

        def chance(mine: float, theirs: float) -> float:
            one = 1.0 / (1.0 + math.exp(-1.6 * (mine - theirs)))
            return one**others

        def utility(count: int, points: int, longest: int) -> float:
            value = float(points)
            if mode in ("both", "most"):
                value += BONUS_POINTS * chance(count, their_words)
            if mode in ("both", "longest"):
                value += BONUS_POINTS * chance(longest, their_longest)
            return value

        return utility

    def last_turn_utility(self, view: QuiddlerView):
        """Points plus the bonuses this play wins, plus a share of the bonuses it takes away from
        the others, judged against the words already laid down this round."""
        mode = bonus_mode(view)
        seat = view.seat
        known = [s for s in range(view.seat_count) if s != seat and view.laid[s] is not None]
        others = max(1, view.seat_count - 1)

        def plays(count: int, longest: int) -> list[dict]:
            out = [{"words": [list(w) for w in view.laid[s] or ()], "left": []} for s in known]
            mine = [["?"] * longest] + [["?", "?"]] * max(0, count - 1) if count else []
            out.append({"words": mine, "left": []})
            return out

        base = bonus_winners(plays(0, 0)[:-1], bonuses=mode) if known else {}
        lost_before = sum(1 for v in base.values() if v is not None)

        def utility(count: int, points: int, longest: int) -> float:
            if not known:
                return float(points) + 0.5 * count + 0.3 * longest
            won = bonus_winners(plays(count, longest), bonuses=mode)
            mine = sum(1 for v in won.values() if v == len(known))
            theirs = sum(1 for v in won.values() if v is not None and v != len(known))
            return points + BONUS_POINTS * (mine + (lost_before - theirs) / others)

        return utility

    def worth_waiting(
        self,
        view: QuiddlerView,
        solver: HandSolver,
        option: Option,
        look: Lookahead,
        unseen: Counter[str],
    ) -> bool:
        """Wait for a better go-out only early in a round (nobody has taken more than one turn,
        so nobody is likely to go out next) and when one more draw is expected to add a lot."""
        if max(view.turns_taken) > 1 or view.hand_size < 6 or view.pile_count < 4:
            return False
        now = option.points
        kept = list(view.hand)
        kept.remove(option.discard)
        later = self.expected_draw(kept, look, unseen)
        return later > now + 8
