"""Quiddler's bots: legal, whole games at every level, the same answer for the same view and RNG,
the vocabularies, and the Hard bot's bonus arithmetic and bonus-aware plays."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop_desktop.engine.quiddler.actions import Draw, GoOut
from tabletop_desktop.engine.quiddler.api import make_bot, new_game
from tabletop_desktop.engine.quiddler.bots.common import everyday_words
from tabletop_desktop.engine.quiddler.bots.hard import HardBot
from tabletop_desktop.engine.quiddler.bots.plays import BonusPlanner, go_out_options
from tabletop_desktop.engine.quiddler.cards import POINTS, full_deck
from tabletop_desktop.engine.quiddler.info import INFO
from tabletop_desktop.engine.quiddler.solver import HandSolver
from tabletop_desktop.engine.quiddler.words import load_word_list, word_list_for
from tests.engine.quiddler.tables import table

LEVELS = [level.key for level in INFO.bot_levels]


def play_game(levels: list[str], seed: int, options: dict | None = None) -> tuple[list, list]:
    """A whole game between bots; every action goes through the engine's checks."""
    state = new_game(len(levels), seed, options or {})
    bots = [make_bot(level) for level in levels]
    rngs = [random.Random(seed * 10 + s) for s in range(len(levels))]
    actions = []
    while not state.is_over():
        seat = state.pending()[0]
        action = bots[seat].choose(state.view_for(seat), rngs[seat], 1.0)
        assert state.check(action) is None, (action, state.check(action))
        state.apply(action)
        actions.append(action)
        assert len(actions) < 5000
    return actions, list(state.scores())


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_legal_games(level):
    actions, scores = play_game([level, "medium"], seed=3)
    assert len(scores) == 2 and all(s >= 0 for s in scores)
    assert any(isinstance(a, GoOut) and a.seat == 0 for a in actions)


def test_three_levels_at_one_table_with_the_gentle_list():
    _, scores = play_game(["easy", "medium", "hard"], seed=8, options={"word_list": "common"})
    assert len(scores) == 3


def test_same_view_and_rng_give_the_same_game():
    assert play_game(["hard", "easy"], seed=5) == play_game(["hard", "easy"], seed=5)


def test_unknown_level_is_refused():
    with pytest.raises(KeyError):
        make_bot("grandmaster")


def test_easy_knows_only_everyday_words_of_the_game_list():
    state = new_game(2, 1, {"word_list": "standard", "house_deny": ["cat"]})
    view = state.view_for(0)
    words = everyday_words(view, 6)
    common = load_word_list("common")
    game = word_list_for(view.options)
    assert "cat" not in words and "act" in words
    assert all(w in common and w in game and len(w) <= 6 for w in list(words)[::50])
    assert len(words) < len(game)


def test_medium_goes_out_as_soon_as_it_can():
    words = word_list_for({"word_list": "standard"})
    state = table([["q", "u", "i", "t"], ["a", "e", "i", "o"]], discard=["z"], words=words)
    state.apply(Draw(0, "pile"))
    action = make_bot("medium").choose(state.view_for(0), random.Random(1), 1.0)
    assert isinstance(action, GoOut)


def gone_out_table():
    """Seat 0 has gone out with CATS and DOG (2 words, longest 4 letters); seat 1 has drawn."""
    options = {"word_list": "custom", "custom_words": ["cats", "dog", "zaxes", "zax", "es", "in"]}
    words = word_list_for(options)
    state = table(
        [["c", "a", "t", "s", "d", "o", "g"], ["z", "a", "x", "e", "s", "i", "q"]],
        discard=["e"],
        words=words,
        options=options,
    )
    state.apply(Draw(0, "discard"))
    state.apply(GoOut(0, (("c", "a", "t", "s"), ("d", "o", "g")), "e"))
    state.pile.append("n")
    state.apply(Draw(1, "pile"))
    return state


def test_hard_last_turn_counts_bonuses_won_and_taken_away():
    view = gone_out_table().view_for(1)
    utility = HardBot(INFO.bot_level("hard")).last_turn_utility(view)
    # 3 words, longest 4: most words is mine, the longest word is tied (nobody): both taken
    # from seat 0.
    assert utility(3, 20, 4) == 20 + 10 + 10 + 10
    # 1 long word: the longest is mine, most words stays with seat 0.
    assert utility(1, 20, 5) == 20 + 10 + 10
    # Nothing laid down: seat 0 keeps both.
    assert utility(0, 20, 0) == 20


def test_hard_last_turn_plays_the_best_option_for_the_bonuses():
    state = gone_out_table()
    view = state.view_for(1)
    action = make_bot("hard").choose(view, random.Random(1), 1.0)
    assert state.check(action) is None
    # zaxes (33) + in (7), discard Q: 40 points, the longest word and a tie on most words (seat 0
    # loses it). zax + es + in also makes 40 and most words, but leaves seat 0 the longest word.
    assert sorted(action.words) == [("i", "n"), ("z", "a", "x", "e", "s")]
    assert action.discard == "q"


def test_bonus_planner_options_are_real_plays_and_include_the_best():
    words = load_word_list("standard")
    rng = random.Random(4)
    for _ in range(25):
        hand = rng.sample(full_deck(), rng.choice([5, 8, 11]))
        solver = HandSolver(hand, words)
        options = list(BonusPlanner(solver).options())
        assert max(o.points for o in options) == solver.best_last_turn().score
        for option in options:
            used = Counter(c for w in option.words for c in w) + Counter(option.leftover)
            assert used + Counter([option.discard]) == Counter(hand)
            assert all("".join(w) in words for w in option.words)
            expected = sum(POINTS[c] for w in option.words for c in w)
            assert option.points == expected - sum(POINTS[c] for c in option.leftover)
        for option in go_out_options(solver):
            assert option.leftover == () and len(option.words) >= 1
            assert Counter(c for w in option.words for c in w) + Counter(
                [option.discard]
            ) == Counter(hand)
