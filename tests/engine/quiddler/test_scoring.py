"""Round scores, bonuses with the tie rule, the 2-player bonus option, the clamped total."""

import pytest

from tabletop_desktop.engine.quiddler.scoring import add_round, bonus_winners, round_scores


def play(*words, left=()):
    return {"words": [list(w) for w in words], "left": list(left)}


def test_words_minus_left_plus_both_bonuses():
    plays = [play(("q", "u", "i", "z"), ("a", "t"), left=["e"]), play(("c", "a", "t"))]
    # seat 0: quiz 15+4+2+14=35, at 5, minus e 2 -> 38, longest (4 letters) and most (2) -> 58
    assert round_scores(plays) == [58, 13]


def test_longest_word_counts_letters_not_cards():
    plays = [play(("qu", "i", "t")), play(("c", "a", "t"))]  # "quit" has 4 letters in 3 cards
    assert bonus_winners(plays) == {"longest": 0, "most": None}
    assert round_scores(plays) == [9 + 2 + 3 + 10, 13]


def test_a_tie_gives_the_bonus_to_nobody():
    plays = [play(("c", "a", "t")), play(("d", "o", "g")), play(left=["z"])]
    assert round_scores(plays) == [13, 13, -14]


def test_a_seat_without_a_word_takes_no_bonus():
    plays = [play(left=["a"]), play(left=["e", "e"])]
    assert bonus_winners(plays) == {"longest": None, "most": None}
    assert round_scores(plays) == [-2, -4]


def test_the_same_seat_may_take_both():
    plays = [play(("a", "t"), ("c", "a", "t", "s")), play(("d", "o"))]
    assert bonus_winners(plays) == {"longest": 0, "most": 0}


@pytest.mark.parametrize(
    "bonuses, expected",
    [("both", [41, 13]), ("longest", [31, 13]), ("most", [31, 13]), ("none", [21, 13])],
)
def test_two_player_bonus_option(bonuses, expected):
    # seat 0: at (2+3) + cats (8+2+3+3) = 21 with the longest word and the most words
    plays = [play(("a", "t"), ("c", "a", "t", "s")), play(("d", "o", "g"))]
    assert round_scores(plays, bonuses=bonuses) == expected


def test_unknown_bonus_choice_is_refused():
    with pytest.raises(ValueError):
        round_scores([play()], bonuses="all")


def test_round_score_may_be_negative_but_the_total_is_clamped():
    assert add_round([5, 30, 0], [-12, -12, 7]) == [0, 18, 7]
    assert add_round([0], [0]) == [0]
    with pytest.raises(ValueError):
        add_round([1, 2], [3])
