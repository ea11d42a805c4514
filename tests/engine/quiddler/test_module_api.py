"""The engine module's exports and metadata, actions as JSON, replay of a record, the log's
sentences, the finished-game extras and the tournament counters."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tabletop_desktop.engine.quiddler as quiddler
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import (
    Discard,
    Draw,
    GoOut,
    LastTurn,
    action_from_json,
    action_to_json,
)
from tabletop_desktop.engine.quiddler.api import new_game, summary_extras, tournament_counter
from tabletop_desktop.engine.quiddler.cards import CARDS
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.engine.quiddler.state import QuiddlerState
from tabletop_desktop.engine.registry import game
from tabletop_desktop.engine.replay import GameRecord, action_list_to_json, replay
from tabletop_desktop.resources import resource_path
from tests.engine.quiddler.tables import table


def test_engine_module_exports():
    for name in ("new_game", "action_to_json", "action_from_json", "determinize", "make_bot",
                 "summary_extras", "tournament_counter", "WordList", "spellings", "best_play",
                 "round_scores", "add_round", "QuiddlerState", "QuiddlerView", "play_problem"):
        assert callable(getattr(quiddler, name)), name
    assert quiddler.DECK["qu"] == (2, 9) and sum(c for c, _ in quiddler.DECK.values()) == 118
    assert game("quiddler").engine() is quiddler


def test_info_offers_the_options_and_levels_of_the_contract():
    info = game("quiddler")
    assert info.available and info.hidden_pieces and (info.min_seats, info.max_seats) == (2, 8)
    options = {o.key: o for o in info.options}
    assert [v for v, _ in options["word_list"].choices] == ["common", "standard", "full", "custom"]
    assert options["no_go_out_first_turn"].default is False
    assert [v for v, _ in options["bonuses"].choices] == ["both", "longest", "most"]
    for key in ("custom_words", "house_allow", "house_deny"):
        assert options[key].kind == "hidden" and options[key].default == []
    assert [lv.key for lv in info.bot_levels] == ["easy", "medium", "hard"]
    assert all(len(lv.description) > 30 for lv in info.bot_levels)
    assert info.prepare_options == "tabletop_desktop.storage.word_lists:prepare_with_warnings"


def test_importing_info_does_not_load_the_engine():
    code = (
        "import sys\n"
        "import tabletop_desktop.engine.quiddler.info\n"
        "assert 'tabletop_desktop.engine.quiddler.state' not in sys.modules\n"
        "assert 'tabletop_desktop.engine.quiddler.words' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_new_game_checks_its_options():
    with pytest.raises(ValueError, match="Unknown option"):
        new_game(2, 1, {"jokers": True})
    with pytest.raises(ValueError, match="custom_words"):
        new_game(2, 1, {"custom_words": "cat dog"})
    with pytest.raises(ValueError):
        new_game(9, 1, {})
    house = new_game(2, 1, {"house_allow": ["qix"], "house_deny": ["cat"]})
    assert "qix" in house.words and "cat" not in house.words
    custom = new_game(2, 1, {"word_list": "custom", "custom_words": ["zax", "qat"]})
    assert "zax" in custom.words and "cat" not in custom.words
    with pytest.raises(ValueError, match="imported word list is empty"):
        new_game(2, 1, {"word_list": "custom", "custom_words": []})


cards = st.sampled_from(CARDS)
words = st.lists(st.lists(cards, min_size=1, max_size=4).map(tuple), max_size=4).map(tuple)
actions = st.one_of(
    st.builds(Draw, st.integers(0, 7), st.sampled_from(["pile", "discard"])),
    st.builds(Discard, st.integers(0, 7), cards),
    st.builds(GoOut, st.integers(0, 7), words, cards),
    st.builds(LastTurn, st.integers(0, 7), words, cards),
)


@settings(max_examples=60, deadline=None)
@given(actions)
def test_actions_survive_json(action: Action):
    assert action_from_json(action_to_json(action)) == action


def test_word_rows_given_as_lists_become_tuples():
    action = GoOut(0, [["a", "t"], ("o", "x")], "e")
    assert action.words == (("a", "t"), ("o", "x")) and hash(action)
    assert LastTurn(1, [], "e").words == ()
    state = table([["a", "t", "e"], ["s", "e", "a"]], discard=["x"])
    state.apply(Draw(0, "discard"))
    assert str(state.check(GoOut(0, "ate", "x"))) == "Those are not words."
    assert str(state.check(GoOut(0, ((1, 2),), "x"))) == "Those are not words."
    assert state.check(GoOut(0, [["a", "t", "e"]], "x")) is None


@pytest.mark.parametrize(
    "data",
    [
        None, [], {"type": "draw", "seat": 0, "source": "bag"},
        {"type": "draw", "seat": 8, "source": "pile"}, {"type": "draw", "seat": True},
        {"type": "discard", "seat": 0, "card": "ch"}, {"type": "discard", "seat": 0, "card": 3},
        {"type": "go_out", "seat": 0, "words": "cat", "discard": "e"},
        {"type": "go_out", "seat": 0, "words": [["c", "a", "t"]], "discard": None},
        {"type": "last_turn", "seat": 0, "words": [["c", ["a"]]], "discard": "e"},
        {"type": "last_turn", "seat": 0, "words": [["a"]] * 12, "discard": "e"},
        {"type": "pass", "seat": 0},
    ],
)
def test_malformed_actions_are_refused(data):
    with pytest.raises(ValueError):
        action_from_json(data)


def solver_move(state: QuiddlerState, rng: random.Random) -> Action:
    """A plain player: go out when the solver can, else keep what scores best."""
    seat = state.turn
    hand = state.hands[seat]
    if state.phase == "draw":
        return Draw(seat, rng.choice(["pile", "pile", "discard"]))
    if state.went_out is None:
        out = None if state.first_turn_blocked(seat) else best_play(
            hand, state.words, going_out=True
        )
        if out is not None:
            return GoOut(seat, tuple(tuple(w) for w in out.words), out.discard)
        return Discard(seat, best_play(hand, state.words, going_out=False).discard)
    last = best_play(hand, state.words, going_out=False)
    return LastTurn(seat, tuple(tuple(w) for w in last.words), last.discard)


def test_a_played_game_replays_from_its_record_and_the_summary_finds_the_best_word():
    options = {"word_list": "common", "no_go_out_first_turn": True}
    state = new_game(3, 77, options)
    rng = random.Random(3)
    history = []
    while not state.is_over():
        action = solver_move(state, rng)
        history.append((action, state.apply(action)))
    record = GameRecord("quiddler", 77, 3, options,
                        action_list_to_json("quiddler", [a for a, _ in history]))
    again, again_history = replay(GameRecord.from_json(record.to_json()))
    assert again.snapshot() == state.snapshot() and again.round_results == state.round_results
    assert [e for _, e in again_history] == [e for _, e in history]
    extras = summary_extras(state, history)
    laid = [w for r in state.round_results for ws in r.words for w in ws]
    best = max(laid, key=lambda w: sum(quiddler.DECK[c][1] for c in w))
    assert extras["best_word"]["points"] == sum(quiddler.DECK[c][1] for c in best)
    assert extras["words"] == [sum(len(r.words[s]) for r in state.round_results) for s in range(3)]
    assert sum(extras["went_out"]) == sum(r.went_out is not None for r in state.round_results)
    assert sum(extras["bonuses"]) == sum(len(b) for r in state.round_results for b in r.bonuses)
    counted: dict[tuple[int, str], float] = {}
    for _, events in history:
        for event in events:
            for seat, name, amount in tournament_counter(event):
                counted[seat, name] = counted.get((seat, name), 0) + amount
    for seat in range(3):
        assert counted.get((seat, "words"), 0) == extras["words"][seat]
        assert counted.get((seat, "went_out_first"), 0) == extras["went_out"][seat]
    # A damaged record is refused, never half-replayed.
    bad = record.to_json()
    bad["actions"][5] = {"type": "discard", "seat": 0, "card": "q"}
    with pytest.raises(ValueError, match="move 6"):
        replay(GameRecord.from_json(bad))


def test_the_log_says_what_each_move_did():
    names = ["Ada", "Bo"]
    state = table([["a", "t", "e"], ["z", "o", "s"]], discard=["x"])
    state.apply(Draw(0, "discard"))
    assert str(state.describe(Draw(0, "discard"), names)) == "Ada took X from the discard pile."
    assert str(state.describe(Discard(0, "qu"), names)) == "Ada discarded QU."
    state.apply(GoOut(0, (("a", "t", "e"),), "x"))
    text = str(state.describe(GoOut(0, (("a", "t", "e"),), "x"), names))
    assert text == "Ada went out with ATE (7 points) and discarded X."
    state.apply(Draw(1, "pile"))
    assert str(state.describe(Draw(1, "pile"), names)) == "Bo drew from the draw pile."
    last = LastTurn(1, (), "z")
    state.apply(last)
    drawn = state.round_results[0].left[1][-1]
    against = 2 + 3 + quiddler.DECK[drawn][1]  # O, S and the card drawn
    assert str(state.describe(last, names)) == (
        f"Bo laid down no word on their last turn and discarded Z. Bo has 3 cards left "
        f"(\u2212{against}). Round 1 is over: Ada +27 (total 27), Bo \u2212{against} (total 0)."
    )
    # The person at the screen is "You": each sentence is written for them too.
    assert str(state.describe(last, ["Ada", "You"])) == (
        f"You laid down no word on your last turn and discarded Z. You have 3 cards left "
        f"(\u2212{against}). Round 1 is over: Ada +27 (total 27), you \u2212{against} (total 0)."
    )


def test_a_last_turn_that_leaves_nothing_says_so_without_a_minus_zero():
    names = ["Ada", "Bo"]
    state = table([["a", "t", "e"], ["o", "s", "t"]], discard=["x"])
    state.apply(Draw(0, "discard"))
    state.apply(GoOut(0, (("a", "t", "e"),), "x"))
    state.apply(Draw(1, "discard"))  # Bo takes the X back: O, S, T, X
    last = LastTurn(1, (("o", "x"),), "s")
    state.apply(last)
    assert str(state.describe(last, names)).startswith(
        "Bo laid down OX (14 points) on their last turn and discarded S. Bo has 1 card left "
        "(\u22123).")
    assert str(state.describe(last, ["Ada", "You"])).startswith(
        "You laid down OX (14 points) on your last turn and discarded S. You have 1 card left "
        "(\u22123).")
    # Every card but the discard in words: no "(-0)".
    state = table([["a", "t", "e"], ["a", "e", "z"]], discard=["t"])
    state.apply(Draw(0, "discard"))
    state.apply(GoOut(0, (("a", "t", "e"),), "t"))
    state.apply(Draw(1, "discard"))  # Bo takes the T: A, E, Z, T
    last = LastTurn(1, (("a", "t", "e"),), "z")
    state.apply(last)
    assert str(state.describe(last, names)).startswith(
        "Bo laid down ATE (7 points) on their last turn and discarded Z. Bo has no card left.")
    assert str(state.describe(last, ["Ada", "you"])).startswith(
        "You laid down ATE (7 points) on your last turn and discarded Z. You have no card left.")


def test_the_rules_file_covers_every_option_and_rule():
    text = resource_path("rules", "quiddler.md").read_text(encoding="utf-8")
    for phrase in ("118 cards", "592 points", "8 rounds", "3 cards", "10 cards", "left",
                   "except its top card", "at least 2 cards", "IN alone", "QU + I + T",
                   "one more turn", "count against", "Longest word", "Most words", "tie",
                   "below zero", "No going out on the first turn", "Bonuses with 2 players",
                   "Word list", "House words", "Word check", "SCOWL"):
        assert phrase in text, phrase


def test_the_package_functions_are_functions_after_every_submodule_is_loaded():
    import importlib

    for module in ("actions", "api", "events", "rounds", "state", "unseen", "view"):
        importlib.import_module(f"tabletop_desktop.engine.quiddler.{module}")
    for name in ("determinize", "new_game", "make_bot", "summary_extras", "tournament_counter"):
        assert callable(getattr(quiddler, name)), name
