"""Spelling words with cards: double-letter cards, distinct spellings, the 2-card minimum."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_desktop.engine.quiddler.cards import CARDS, full_deck
from tabletop_desktop.engine.quiddler.spelling import spelled_by, spellings


def test_qu_as_q_and_u_or_the_qu_card():
    assert spellings("quiz", ["q", "u", "i", "z", "qu"]) == [("q", "u", "i", "z"), ("qu", "i", "z")]
    assert spellings("quiz", ["qu", "i", "z"]) == [("qu", "i", "z")]
    assert spellings("quiz", ["q", "u", "i", "z"]) == [("q", "u", "i", "z")]
    assert spellings("quiz", ["q", "i", "z"]) == []


def test_a_lone_double_letter_card_is_not_a_word():
    assert spellings("in", ["in"]) == []
    assert spellings("in", ["in", "i", "n"]) == [("i", "n")]
    assert spellings("th", ["th"]) == []
    assert spelled_by("in", Counter({"in": 1})) is None


def test_double_cards_keep_their_order():
    # ER spells "er", never "re".
    assert spellings("re", ["er"]) == []
    assert spellings("here", ["h", "er", "e"]) == [("h", "er", "e")]
    assert spelled_by("here", Counter({"h": 1, "er": 1, "e": 1})) == ("h", "er", "e")
    assert spelled_by("here", Counter({"h": 1, "er": 1, "e": 2})) is None  # a card to spare


def test_spellings_are_distinct_even_with_repeated_cards():
    found = spellings("there", ["t", "h", "th", "e", "e", "e", "r", "er", "er"])
    assert len(found) == len(set(found)) == 4
    assert ("th", "er", "e") in found and ("t", "h", "e", "r", "e") in found


def test_spellings_respect_card_counts():
    assert spellings("eel", ["e", "l"]) == []
    assert spellings("eel", ["e", "e", "l"]) == [("e", "e", "l")]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(CARDS), min_size=2, max_size=6), st.randoms(use_true_random=False))
def test_every_card_sequence_spells_its_own_word(cards, rng):
    word = "".join(cards)
    extra = rng.sample(full_deck(), 5)
    found = spellings(word, cards + extra)
    assert tuple(cards) in found
    for spelled in found:
        assert "".join(spelled) == word and len(spelled) >= 2
        assert not Counter(spelled) - Counter(cards + extra)
