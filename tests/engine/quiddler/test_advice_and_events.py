"""The hint (`advise`) from a seat's view alone, what other seats see of a draw (`events_for`),
and the engine's layer: it never imports storage (the word lists come in as data)."""

from __future__ import annotations

import pickle
import random
import subprocess
import sys

from tabletop_desktop.engine import quiddler
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.advice import advise_hand
from tabletop_desktop.engine.quiddler.events import CardDiscarded, CardDrawn
from tabletop_desktop.engine.quiddler.house import word_options
from tabletop_desktop.engine.quiddler.words import WordList

WORDS = WordList(["cat", "at", "act", "ta"])


def test_the_draw_advice_names_the_pile_and_stands_for_the_draw():
    take = advise_hand(1, ("c", "a", "q"), "draw", "t", WORDS, last_turn=False, may_go_out=True)
    assert take.action == Draw(1, "discard")
    assert take.words.startswith("Take the T from the discard pile")
    pile = advise_hand(1, ("c", "a", "q"), "draw", "z", WORDS, last_turn=False, may_go_out=True)
    assert pile.action == Draw(1, "pile") and "the Z on the discard pile does not help" in pile.words
    empty = advise_hand(1, ("c", "a", "q"), "draw", None, WORDS, last_turn=False, may_go_out=True)
    assert empty.words == "Draw from the draw pile: the discard pile is empty."


def test_a_go_out_is_one_action_and_its_words_are_the_cards_to_lay_out():
    advice = advise_hand(0, ("c", "a", "t", "z"), "discard", None, WORDS, last_turn=False,
                         may_go_out=True)
    assert isinstance(advice.action, GoOut) and advice.action.discard == "z"
    assert advice.cards == advice.action.words and sorted(advice.cards[0]) == ["a", "c", "t"]
    assert str(advice.words).startswith("You can go out: ")


def test_without_a_go_out_the_advice_keeps_words_and_discards():
    advice = advise_hand(0, ("c", "a", "t", "z", "q"), "discard", None, WORDS, last_turn=False,
                         may_go_out=True)
    assert isinstance(advice.action, Discard) and advice.cards
    last = advise_hand(0, ("c", "a", "t", "z", "q"), "discard", None, WORDS, last_turn=True,
                       may_go_out=False)
    assert isinstance(last.action, LastTurn) and last.action.words == last.cards
    assert "double-click" in last.words


def test_advise_works_from_a_view_alone_and_is_picklable():
    state = quiddler.new_game(2, seed=3)
    seat = state.pending()[0]
    view = state.view_for(seat)
    advice = quiddler.advise(pickle.loads(pickle.dumps(view)), random.Random(1), 0.4)
    assert advice.action in view.legal_actions()  # the draw phase: one of the two piles
    assert pickle.loads(pickle.dumps(advice)) == advice


def test_another_seats_draw_from_the_pile_stays_face_down():
    events = (CardDrawn(1, "pile", "q"), CardDrawn(1, "discard", "e"), CardDiscarded(1, "e"))
    assert quiddler.events_for((0,), events) == (
        CardDrawn(1, "pile", None), CardDrawn(1, "discard", "e"), CardDiscarded(1, "e"))
    assert quiddler.events_for((1,), events) == events  # its own card, as it saw it


def test_the_house_words_and_imported_list_come_in_as_data():
    filled = word_options({}, "common", "common", ["qi"], ["xu"], [])
    assert filled == {"word_list": "common", "custom_words": [], "house_allow": ["qi"],
                      "house_deny": ["xu"]}
    # "custom" without an imported list falls back to the level given
    assert word_options({"word_list": "custom"}, "custom", "standard", [], [], [])[
        "word_list"] == "standard"


def test_the_engine_never_imports_storage():
    code = ("import sys\n"
            "import tabletop_desktop.engine.quiddler as q\n"
            "from tabletop_desktop.engine.quiddler import advice, api, house, bots, state, unseen\n"
            "s = q.new_game(3, seed=1)\n"
            "q.advise(s.view_for(s.pending()[0]), __import__('random').Random(0), 0.1)\n"
            "bad = [m for m in sys.modules if m.startswith(('tabletop_desktop.storage', 'PySide6'))]\n"
            "print(bad)\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_worker_unpacks_a_games_word_list_once():
    from tabletop_desktop.engine.quiddler.packed_words import pack_words

    options = {"word_list": "custom", "custom_words": pack_words(["cat", "act", "at", "ta"])}
    state = quiddler.new_game(2, seed=3, options=options)
    view = pickle.loads(pickle.dumps(state.view_for(state.pending()[0])))  # as the worker gets it
    again = pickle.loads(pickle.dumps(state.view_for(state.pending()[0])))
    assert view.word_list() is again.word_list()  # cached per process, by the list's content
    assert "cat" in view.word_list()
