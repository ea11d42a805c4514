"""How a word can be spelled with Quiddler cards.

A word is spelled left to right; at each point the next card is either the single-letter card of
the next letter or a double-letter card whose two letters come next ("quiz" is Q+U+I+Z or QU+I+Z).
A word needs at least 2 cards: a lone double-letter card ("in") is not a word.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tabletop_desktop.engine.quiddler.cards import DOUBLE_CARDS

MIN_WORD_CARDS = 2
_DOUBLES = frozenset(DOUBLE_CARDS)


def spellings(word: str, hand: Iterable[str]) -> list[tuple[str, ...]]:
    """Every distinct way to spell `word` with cards from the multiset `hand` (each card's
    letters together, in order; at least 2 cards), sorted for a stable answer."""
    counts = Counter(hand)
    found: set[tuple[str, ...]] = set()
    cards: list[str] = []

    def walk(at: int) -> None:
        if at == len(word):
            if len(cards) >= MIN_WORD_CARDS:
                found.add(tuple(cards))
            return
        for size in (1, 2):
            card = word[at : at + size]
            if len(card) == size and counts[card] > 0 and (size == 1 or card in _DOUBLES):
                counts[card] -= 1
                cards.append(card)
                walk(at + size)
                cards.pop()
                counts[card] += 1

    if word:
        walk(0)
    return sorted(found)


def spelled_by(word: str, cards: Counter[str] | dict[str, int]) -> tuple[str, ...] | None:
    """One spelling of `word` that uses exactly the card multiset `cards` (counts), or None."""
    remaining = dict(cards)
    total = sum(remaining.values())
    out: list[str] = []

    def walk(at: int) -> bool:
        if at == len(word):
            return len(out) == total
        for size in (2, 1):
            card = word[at : at + size]
            if len(card) == size and remaining.get(card, 0) > 0:
                remaining[card] -= 1
                out.append(card)
                if walk(at + size):
                    return True
                out.pop()
                remaining[card] += 1
        return False

    if total >= MIN_WORD_CARDS and walk(0):
        return tuple(out)
    return None


def word_of(cards: Iterable[str]) -> str:
    """The word a sequence of cards spells."""
    return "".join(cards)
