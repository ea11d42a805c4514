"""The deck: 118 cards, 592 points, the table of the rules file."""

from collections import Counter

from tabletop_desktop.engine.quiddler.cards import (
    CARDS,
    DECK,
    DOUBLE_CARDS,
    POINTS,
    full_deck,
    letters,
)
from tabletop_desktop.engine.quiddler.rounds import word_points


def test_deck_has_118_cards_worth_592_points():
    deck = full_deck()
    assert len(deck) == 118
    assert sum(POINTS[c] for c in deck) == 592
    assert sum(copies for copies, _ in DECK.values()) == 118


def test_table_of_the_rules_file():
    # A few rows checked against the printed table, including every double-letter card.
    assert DECK["a"] == (10, 2) and DECK["e"] == (12, 2) and DECK["i"] == (8, 2)
    assert DECK["q"] == (2, 15) and DECK["z"] == (2, 14) and DECK["j"] == (2, 13)
    assert DECK["er"] == (2, 7) and DECK["in"] == (2, 7) and DECK["qu"] == (2, 9)
    assert DECK["th"] == (2, 9) and DECK["cl"] == (2, 10)
    assert set(DOUBLE_CARDS) == {"er", "in", "qu", "th", "cl"}
    assert len(CARDS) == 31 and all(c.islower() and c.isalpha() for c in CARDS)


def test_full_deck_counts_and_helpers():
    counts = Counter(full_deck())
    assert counts == {c: DECK[c][0] for c in CARDS}
    assert letters("qu") == 2 and letters("q") == 1
    assert word_points(["qu", "a", "d"]) == 9 + 2 + 5
