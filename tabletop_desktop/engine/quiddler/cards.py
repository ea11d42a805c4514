"""Quiddler's 118 cards: which cards there are, how many of each, and what each is worth.

A card is a lowercase string: one letter ("a" ... "z") or one of the five double-letter cards
("er", "in", "qu", "th", "cl"), whose letters always stand together, in that order, in a word.
"""

from __future__ import annotations

from collections.abc import Iterable

# card -> (copies in the 118-card deck, points); the table of the rules file.
DECK: dict[str, tuple[int, int]] = {
    "a": (10, 2),
    "b": (2, 8),
    "c": (2, 8),
    "d": (4, 5),
    "e": (12, 2),
    "f": (2, 6),
    "g": (4, 6),
    "h": (2, 7),
    "i": (8, 2),
    "j": (2, 13),
    "k": (2, 8),
    "l": (4, 3),
    "m": (2, 5),
    "n": (6, 5),
    "o": (8, 2),
    "p": (2, 6),
    "q": (2, 15),
    "r": (6, 5),
    "s": (4, 3),
    "t": (6, 3),
    "u": (6, 4),
    "v": (2, 11),
    "w": (2, 10),
    "x": (2, 12),
    "y": (4, 4),
    "z": (2, 14),
    "er": (2, 7),
    "in": (2, 7),
    "qu": (2, 9),
    "th": (2, 9),
    "cl": (2, 10),
}

CARDS: tuple[str, ...] = tuple(DECK)
POINTS: dict[str, int] = {card: points for card, (_, points) in DECK.items()}
COPIES: dict[str, int] = {card: copies for card, (copies, _) in DECK.items()}
DOUBLE_CARDS: tuple[str, ...] = tuple(card for card in CARDS if len(card) == 2)
DECK_SIZE = sum(COPIES.values())  # 118
DECK_POINTS = sum(COPIES[c] * POINTS[c] for c in CARDS)  # 592


def letters(card: str) -> int:
    """How many letters a card shows (2 for a double-letter card): the longest-word bonus counts
    letters, not cards."""
    return len(card)


def points(cards: Iterable[str]) -> int:
    """The points of a collection of cards."""
    return sum(POINTS[c] for c in cards)


def full_deck() -> list[str]:
    """All 118 cards, in a fixed order (shuffling is the engine's business)."""
    return [card for card in CARDS for _ in range(COPIES[card])]
