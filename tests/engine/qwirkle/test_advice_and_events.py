"""The hint (`advise`) and what a screen may see of the events (`events_for`)."""

from __future__ import annotations

import pickle
import random

import tabletop_desktop.engine.qwirkle as qwirkle
from tabletop_desktop.engine.core import Advice
from tabletop_desktop.engine.qwirkle import advice
from tabletop_desktop.engine.qwirkle.actions import (
    Exchange,
    Pass,
    Place,
    TilesDrawn,
    TilesDrawnUnseen,
    TilesPlaced,
)

FREE = {"first_move": "free", "starter": 0}


def _game(seed: int = 3):
    return qwirkle.new_game(2, seed, FREE)


def test_the_package_exports_advise_and_events_for():
    assert qwirkle.advise is advice.advise
    assert callable(qwirkle.events_for)


def test_advise_gives_a_legal_move_in_words_and_survives_pickling():
    state = _game()
    view = state.view_for(0)
    got = qwirkle.advise(view, random.Random(1), 0.4)
    assert isinstance(got, Advice) and got.action is not None
    assert state.check(got.action) is None
    assert got.words.startswith("Hint: ")
    if isinstance(got.action, Place):
        assert "shown faintly on the table" in got.words
    assert pickle.loads(pickle.dumps(got)) == got


def test_advise_falls_back_to_the_best_scoring_move_when_the_search_fails(monkeypatch):
    class Broken:
        def choose(self, view, rng, budget_s):
            raise RuntimeError("out of time")

    monkeypatch.setattr(advice, "_hint_bot", lambda: Broken())
    view = _game().view_for(0)
    got = advice.advise(view, random.Random(1), 0.4)
    assert got.action == advice.best_scoring_action(view)
    assert isinstance(got.action, Place)
    assert " for " in got.words and "point" in got.words


def test_advise_for_a_seat_that_does_not_move_now_says_so():
    got = advice.advise(_game().view_for(1), random.Random(1), 0.4)
    assert got.action is None and got.words == advice.NOTHING_TO_DO


def test_the_hint_words_for_an_exchange_and_a_pass():
    table = qwirkle.new_game(2, 1, FREE).board
    assert advice.hint_words(Exchange(0, (0, 7)), table) == (
        "Hint: no placement is worth much; exchange red circle, orange square. Press Place the "
        "hint (H) to mark them for the exchange.")
    assert advice.hint_words(Pass(0), table) == advice.PASS_HINT


def test_another_seats_drawn_tiles_become_a_count():
    state = _game()
    move = next(a for a in state.legal_actions(0) if isinstance(a, Place))
    events = tuple(state.apply(move))
    drawn = next(e for e in events if isinstance(e, TilesDrawn))
    assert drawn.seat == 0 and drawn.tiles
    # Seat 0's own screen sees its new tiles; seat 1's sees only how many were drawn.
    assert qwirkle.events_for((0,), events) == events
    seen_by_bo = qwirkle.events_for((1,), events)
    assert TilesDrawnUnseen(0, len(drawn.tiles)) in seen_by_bo
    assert not any(isinstance(e, TilesDrawn) for e in seen_by_bo)
    assert [e for e in seen_by_bo if isinstance(e, TilesPlaced)] == \
        [e for e in events if isinstance(e, TilesPlaced)]
    # Pass and play: the screen may know what either of its seats drew.
    assert qwirkle.events_for((0, 1), events) == events
