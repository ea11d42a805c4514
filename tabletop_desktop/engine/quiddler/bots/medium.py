"""Medium: knows the game's whole word list and plays greedily.

It goes out as soon as it can (with the most points), takes the discard only when that card makes
its hand better at once, and otherwise discards the card whose loss hurts its hand least: it keeps
the cards that score (the best words minus what is left over).
"""

from __future__ import annotations

import random

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.bots.common import (
    can_go_out_now,
    discard,
    draw,
    game_words,
    hand_value,
    play_action,
)
from tabletop_desktop.engine.quiddler.solver import HandSolver
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList


class GreedyBot:
    """The greedy player; `vocabulary` decides which words it knows."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def vocabulary(self, view: QuiddlerView) -> WordList:
        """The words this bot knows."""
        return game_words(view)

    def choose(self, view: QuiddlerView, rng: random.Random, budget_s: float) -> Action:
        """Draw, then go out, lay down (last turn) or discard."""
        words = self.vocabulary(view)
        if view.phase == "draw":
            return draw(view, self.wants_discard(view, words))
        solver = HandSolver(view.hand, words)
        if view.went_out is not None:
            return play_action(view, solver.best_last_turn(), going_out=False)
        if can_go_out_now(view):
            out = solver.best_go_out()
            if out is not None:
                return play_action(view, out, going_out=True)
        return discard(view, solver.best_last_turn().discard)

    def wants_discard(self, view: QuiddlerView, words: WordList) -> bool:
        """Take the discard when it lets the hand go out, or makes the hand better at once."""
        top = view.discard_top
        if top is None or view.pile_count == 0:
            return top is not None
        solver = HandSolver((*view.hand, top), words)
        if solver.go_out_discards():
            return True
        best = solver.best_last_turn()
        return best.discard != top and best.score > hand_value(view.hand, words)


class MediumBot(GreedyBot):
    """Greedy with the game's whole word list."""
