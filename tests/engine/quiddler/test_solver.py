"""The exact solver against a brute force that shares no code with it.

The brute force reads the shipped list file itself, spells words with its own recursion, and tries
every set of non-overlapping words with every discard. It is slow, so it uses a sample of the list
(the solver gets the very same words) and hands of up to 9 cards.
"""

from __future__ import annotations

import gzip
import random
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from tabletop_desktop.engine.quiddler.cards import POINTS, full_deck
from tabletop_desktop.engine.quiddler.solver import HandSolver, best_play, go_out_plays
from tabletop_desktop.engine.quiddler.words import WordList, load_word_list

WORDS_FILE = Path(__file__).resolve().parents[3] / "resources" / "words" / "full.txt.gz"
VALUE = {c: p for c, p in POINTS.items()}  # the brute force's own copy of the points


@cache
def sample_words() -> tuple[str, ...]:
    """Every word of up to 4 letters, and a seeded sample of longer ones (up to 9 letters)."""
    words = gzip.decompress(WORDS_FILE.read_bytes()).decode().split()
    rng = random.Random(5)
    short = [w for w in words if len(w) <= 4]
    longer = rng.sample([w for w in words if 5 <= len(w) <= 9], 3000)
    return tuple(sorted(short + longer))


def brute_spell(word: str, hand: Counter) -> set[tuple[str, ...]]:
    """All card tuples spelling `word` from `hand` (own recursion: try every card at every point)."""
    out: set[tuple[str, ...]] = set()

    def go(rest: str, used: tuple[str, ...]) -> None:
        if not rest:
            if len(used) >= 2:
                out.add(used)
            return
        for card in hand:
            if rest.startswith(card) and Counter(used + (card,))[card] <= hand[card]:
                go(rest[len(card) :], used + (card,))

    go(word, ())
    return out


def brute_force(hand: list[str], words: tuple[str, ...]) -> tuple[int | None, int]:
    """(best go-out score or None, best last-turn score), trying everything."""
    counts = Counter(hand)
    letters = set("".join(hand))
    placements = sorted(
        {tuple(sorted(s)) for w in words if set(w) <= letters for s in brute_spell(w, counts)}
    )
    best_out: int | None = None
    best_last = -(10**9)

    def consider(used: Counter) -> None:
        nonlocal best_out, best_last
        left = list((counts - used).elements())
        if not left:
            return
        gained = sum(VALUE[c] for c in used.elements())
        for discard in set(left):
            rest = list(left)
            rest.remove(discard)
            score = gained - sum(VALUE[c] for c in rest)
            best_last = max(best_last, score)
            if not rest:
                best_out = score if best_out is None else max(best_out, score)

    def go(start: int, used: Counter) -> None:
        consider(used)
        for i in range(start, len(placements)):
            more = used + Counter(placements[i])
            if not more - counts:
                go(i, more)

    go(0, Counter())
    return best_out, best_last


def random_hands(count: int, seed: int, sizes: tuple[int, ...]) -> list[list[str]]:
    rng = random.Random(seed)
    deck = full_deck()
    return [rng.sample(deck, rng.choice(sizes)) for _ in range(count)]


def check_play(play, hand: list[str], word_list: WordList, *, going_out: bool) -> None:
    """A play is made of the hand's cards, its words are in the list, its score adds up."""
    used = (
        Counter(c for w in play.words for c in w) + Counter(play.leftover) + Counter([play.discard])
    )
    assert used == Counter(hand)
    for word in play.words:
        assert len(word) >= 2 and "".join(word) in word_list
    if going_out:
        assert play.leftover == ()
    expected = sum(POINTS[c] for w in play.words for c in w) - sum(POINTS[c] for c in play.leftover)
    assert play.score == expected


def test_matches_the_brute_force_on_300_random_hands():
    words = sample_words()
    word_list = WordList(words)
    hands = random_hands(300, seed=11, sizes=(4, 5, 6, 7, 8, 9))
    went_out = 0
    for hand in hands:
        want_out, want_last = brute_force(hand, words)
        out = best_play(hand, word_list, going_out=True)
        last = best_play(hand, word_list, going_out=False)
        assert last is not None and last.score == want_last, hand
        check_play(last, hand, word_list, going_out=False)
        if want_out is None:
            assert out is None, hand
        else:
            went_out += 1
            assert out is not None and out.score == want_out, hand
            check_play(out, hand, word_list, going_out=True)
    assert went_out > 30  # the sample really exercises going out


def test_eleven_card_hands_with_the_full_list_are_consistent():
    word_list = load_word_list("full")
    for hand in random_hands(40, seed=3, sizes=(11,)):
        last = best_play(hand, word_list, going_out=False)
        out = best_play(hand, word_list, going_out=True)
        check_play(last, hand, word_list, going_out=False)
        if out is not None:
            check_play(out, hand, word_list, going_out=True)
            # A way to go out is also a last-turn play, so the best last turn scores at least as
            # much (it may score more by keeping a cheap card and discarding a dear one).
            assert last.score >= out.score


def test_qu_card_or_q_and_u():
    word_list = WordList(["quit", "quiz"])
    with_card = best_play(["qu", "i", "t", "e"], word_list, going_out=True)
    assert with_card is not None and with_card.words == [("qu", "i", "t")]
    assert with_card.score == 9 + 2 + 3 and with_card.discard == "e"
    with_letters = best_play(["q", "u", "i", "z", "e"], word_list, going_out=True)
    assert with_letters is not None and with_letters.words == [("q", "u", "i", "z")]


def test_a_lone_double_card_is_never_a_word():
    word_list = WordList(["in", "er", "inn"])
    assert best_play(["in", "er", "a"], word_list, going_out=True) is None
    last = best_play(["in", "er", "a"], word_list, going_out=False)
    assert last.words == [] and last.discard in ("in", "er")
    assert last.score == -(7 + 2)
    assert best_play(["in", "n", "a"], word_list, going_out=True).words == [("in", "n")]


def test_double_card_letters_stay_in_order():
    assert best_play(["er", "x", "e"], WordList(["re"]), going_out=True) is None  # ER is not "re"
    assert best_play(["er", "e", "x"], WordList(["ere", "erex"]), going_out=True).words == [
        ("er", "e")
    ]


def test_last_turn_without_words_keeps_the_cheapest_cards():
    last = best_play(["q", "z", "a"], WordList([]), going_out=False)
    assert last.discard == "q" and last.score == -(14 + 2) and last.words == []


def test_result_reads_as_a_mapping_too():
    play = best_play(["c", "a", "t", "s"], WordList(["cat"]), going_out=True)
    assert play["score"] == 13 and dict(play)["discard"] == "s"


def test_go_out_plays_one_per_discard():
    plays = go_out_plays(["c", "a", "t", "s"], WordList(["cat", "cats", "act", "sat", "cast"]))
    # Without S: "cat"/"act"; without C: "sat"; without T or A no word is left.
    assert [p.discard for p in plays] == ["s", "c"]
    assert plays[0].score == 8 + 2 + 3
    solver = HandSolver(["c", "a", "t", "s"], WordList(["at", "as"]))
    assert solver.go_out_discards() == []


@pytest.mark.parametrize("seed", range(3))
def test_word_list_words_only(seed):
    word_list = WordList(["ab", "ba"])
    hand = random_hands(1, seed, (6,))[0] + ["a", "b"]
    play = best_play(hand, word_list, going_out=False)
    assert all("".join(w) in ("ab", "ba") for w in play.words)
