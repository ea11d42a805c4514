"""Easy: an everyday vocabulary, and it plays what it sees.

It knows only the game's words that are also common words of at most 6 letters, and it finds words
the way a new player does: the biggest word it sees first, then the biggest in what is left, and so
on (no search for a better arrangement). It goes out when that way of looking leaves exactly one
card, takes the discard only when that card lets it go out, and otherwise throws away the priciest
card outside its words.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import GoOut, LastTurn
from tabletop_desktop.engine.quiddler.bots.common import (
    can_go_out_now,
    discard,
    draw,
    everyday_words,
)
from tabletop_desktop.engine.quiddler.cards import POINTS
from tabletop_desktop.engine.quiddler.solver import HandSolver
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList

MAX_LETTERS = 6


def seen_words(hand: tuple[str, ...], words: WordList) -> tuple[list[tuple[str, ...]], list[str]]:
    """The words a new player sees in `hand` (biggest first, greedily) and the cards left."""
    solver = HandSolver(hand, words)
    # Biggest word first: most cards, then most points; a stable order for equal ones.
    ranked = sorted(solver.candidates, key=lambda c: (-len(c.cards), -c.points, c.cards))
    left = Counter(hand)
    chosen: list[tuple[str, ...]] = []
    for cand in ranked:
        need = Counter(cand.cards)
        if all(left[c] >= k for c, k in need.items()):
            chosen.append(cand.cards)
            left -= need
    return chosen, sorted(left.elements())


class EasyBot:
    """A new player with an everyday vocabulary."""

    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: QuiddlerView, rng: random.Random, budget_s: float) -> Action:
        """Draw, then go out, lay down (last turn) or discard."""
        words = everyday_words(view, MAX_LETTERS)
        if view.phase == "draw":
            top = view.discard_top
            take = False
            if top is not None:
                _, left = seen_words((*view.hand, top), words)
                take = len(left) == 1 and left[0] != top
            return draw(view, take)
        found, left = seen_words(view.hand, words)
        if view.went_out is not None:
            if not left:  # every card in words: give up the cheapest word's smallest card
                card = min(view.hand, key=lambda c: (POINTS[c], c))
                return _last_turn_without(view, found, card)
            card = max(left, key=lambda c: (POINTS[c], c))
            return LastTurn(view.seat, tuple(found), card)
        if can_go_out_now(view):
            out = HandSolver(view.hand, words).best_go_out()
            if out is not None:
                return GoOut(view.seat, tuple(out.words), out.discard)
        if left:
            card = max(left, key=lambda c: (POINTS[c], rng.random()))
        else:
            card = min(view.hand, key=lambda c: (POINTS[c], c))
        return discard(view, card)


def _last_turn_without(view: QuiddlerView, found: list[tuple[str, ...]], card: str) -> Action:
    """A last turn that discards `card`: the word holding it stays in the hand."""
    kept = list(found)
    for i, word in enumerate(kept):
        if card in word:
            del kept[i]
            break
    return LastTurn(view.seat, tuple(kept), card)
