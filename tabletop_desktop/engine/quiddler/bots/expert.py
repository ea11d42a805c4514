"""Expert: the Hard bot's judgement, checked by playing the round out on the unseen cards.

At each choice with more than one sensible answer (take the discard or draw from the pile; which
of the best few cards to discard; go out now or wait), it deals the cards it has not seen in
several ways consistent with everything it has seen (`determinize`), and for each deal plays the
rest of the round out with every seat playing fast greedy moves. The same deals serve every answer
(so luck cancels out), and the answer with the best average margin (its round score minus the
others' average, bonuses included) is played. Last turns need no search: the Hard bot's exact
bonus arithmetic already finds the best.
"""

from __future__ import annotations

import random
import time

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.bots.common import can_go_out_now, game_words, play_action
from tabletop_desktop.engine.quiddler.bots.hard import DISCARDS_TRIED, HardBot
from tabletop_desktop.engine.quiddler.bots.plays import (
    BonusPlanner,
    Lookahead,
    best_option,
    go_out_options,
)
from tabletop_desktop.engine.quiddler.events import RoundScored
from tabletop_desktop.engine.quiddler.solver import HandSolver
from tabletop_desktop.engine.quiddler.state import QuiddlerState
from tabletop_desktop.engine.quiddler.unseen import determinize, unseen_cards
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList

DEALS = 10  # deals of the unseen cards per choice (fewer when time runs short)
MAX_ROLLOUT_TURNS = 40  # a round that drags on is judged by the hands as they stand


def greedy_move(state: QuiddlerState, words: WordList) -> Action:
    """A fast greedy move for the seat to play (the rollout policy): take the discard only when it
    lets the hand go out, go out when possible, otherwise keep the cards that score."""
    seat = state.turn
    hand = state.hands[seat]
    if state.phase == "draw":
        top = state.discard_pile[-1] if state.discard_pile else None
        if top is not None and (
            not state.pile or HandSolver((*hand, top), words).go_out_discards()
        ):
            return Draw(seat, "discard")
        return Draw(seat, "pile")
    solver = HandSolver(hand, words)
    if state.went_out is not None:
        play = solver.best_last_turn()
        return LastTurn(seat, tuple(play.words), play.discard)
    if not state.first_turn_blocked(seat):
        out = solver.best_go_out()
        if out is not None:
            return GoOut(seat, tuple(out.words), out.discard)
    return Discard(seat, solver.best_last_turn().discard)


def rollout(state: QuiddlerState, seat: int, first: Action, words: WordList) -> float:
    """Play `first`, then greedy moves to the end of the round: `seat`'s round score minus the
    others' average."""
    events = state.apply(first)
    for _ in range(MAX_ROLLOUT_TURNS):
        for event in events:
            if isinstance(event, RoundScored):
                scores = event.round_scores
                others = [s for i, s in enumerate(scores) if i != seat]
                return scores[seat] - sum(others) / max(1, len(others))
        if state.over:
            break
        events = state.apply(greedy_move(state, words))
    # Cut short: judge each hand as it stands (best words minus the rest).
    values = []
    for hand in state.hands:
        solver = HandSolver(hand, words) if hand else None
        values.append(solver.value(solver.full) if solver else 0)
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - sum(others) / max(1, len(others))


class ExpertBot(HardBot):
    """Hard's candidates, chosen between by playing the round out on sampled deals."""

    def __init__(self, level: BotLevel) -> None:
        super().__init__(level)

    def choose(self, view: QuiddlerView, rng: random.Random, budget_s: float) -> Action:
        """Draw, then go out, lay down (last turn) or discard."""
        words = game_words(view)
        look = Lookahead(words)
        unseen = unseen_cards(view)
        deadline = time.perf_counter() + 0.8 * budget_s
        if view.phase == "draw":
            choices: list[Action] = []
            if view.pile_count > 0:
                choices.append(Draw(view.seat, "pile"))
            if view.discard_top is not None:
                choices.append(Draw(view.seat, "discard"))
            if len(choices) == 1:
                return choices[0]
            if (
                view.went_out is None
                and HandSolver((*view.hand, view.discard_top), words).go_out_discards()
            ):
                return Draw(view.seat, "discard")  # a sure go-out beats any gamble
            prior = choices[1] if self.wants_discard(view, look, unseen) else choices[0]
            return self.search(view, rng, choices, prior, words, deadline)
        solver = HandSolver(view.hand, words)
        if view.went_out is not None:
            option = best_option(BonusPlanner(solver).options(), self.last_turn_utility(view))
            return play_action(view, option.play(), going_out=False)
        now = {d: solver.value(solver.full - solver.pack([d])) for d in solver.discards()}
        ranked = sorted(now, key=lambda d: -now[d])[:DISCARDS_TRIED]
        choices = [Discard(view.seat, d) for d in ranked]
        prior: Action = Discard(view.seat, self.pick_discard(view, solver, look, unseen))
        if can_go_out_now(view) and solver.go_out_discards():
            option = best_option(go_out_options(solver), self.go_out_utility(view))
            prior = play_action(view, option.play(), going_out=True)
            if max(view.turns_taken) > 1:
                return prior  # late in the round waiting is too risky to be worth a search
            choices.insert(0, prior)
        if len(choices) == 1:
            return choices[0]
        return self.search(view, rng, choices, prior, words, deadline)

    def search(
        self,
        view: QuiddlerView,
        rng: random.Random,
        choices: list[Action],
        prior: Action,
        words: WordList,
        deadline: float,
    ) -> Action:
        """The choice with the best average rollout margin over the same sampled deals; the prior
        (Hard's own choice) wins ties and gets a small head start."""
        totals = {i: 0.0 for i in range(len(choices))}
        deals = 0
        for _ in range(DEALS):
            if deals >= 3 and time.perf_counter() > deadline:
                break
            seed = rng.getrandbits(64)
            base = determinize(view, random.Random(seed))
            for i, action in enumerate(choices):
                state = base.clone()
                state.rng = random.Random(seed ^ 0x5EED)
                totals[i] += rollout(state, view.seat, action, words)
            deals += 1
        prior_index = choices.index(prior) if prior in choices else -1
        best = max(
            range(len(choices)),
            key=lambda i: (totals[i] / deals + (1.0 if i == prior_index else 0.0), -i),
        )
        return choices[best]
