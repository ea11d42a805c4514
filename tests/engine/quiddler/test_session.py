"""Quiddler through the real GameSession: a person's draw, a refused go-out, a discard, a bot's
answer, a bots-only game to the end. A small test-only bot stands in for the game's bots."""

from __future__ import annotations

import random

import pytest

import tabletop_desktop.engine.quiddler as quiddler
from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.replay import replay
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup


class PlainBot:
    """Draws from the pile, goes out when the solver can, else discards what scores least."""

    def __init__(self, level: str) -> None:
        self.level = BotLevel(level, level.title(), "test bot", 0.1)

    def choose(self, view: QuiddlerView, rng: random.Random, budget_s: float) -> Action:
        seat, hand = view.seat, view.hand
        if view.phase == "draw":
            return Draw(seat, "pile")
        words = view.word_list()
        if view.went_out is None:
            out = best_play(hand, words, going_out=True) if view.may_go_out else None
            if out is not None:
                return GoOut(seat, tuple(tuple(w) for w in out.words), out.discard)
            return Discard(seat, best_play(hand, words, going_out=False).discard)
        last = best_play(hand, words, going_out=False)
        return LastTurn(seat, tuple(tuple(w) for w in last.words), last.discard)


@pytest.fixture
def sessions(qtbot, monkeypatch):
    monkeypatch.setattr(quiddler, "make_bot", PlainBot, raising=False)
    made: list[GameSession] = []

    def make(kinds, seed=5, **kwargs) -> GameSession:
        seats = [SeatSetup(name, kind, None if kind == "person" else "easy")
                 for name, kind in zip(("Ada", "Bo", "Cy"), kinds, strict=False)]
        session = GameSession(GameSetup("quiddler", seats, {"word_list": "common"}, seed), **kwargs)
        session.pause_scale = 0.0
        made.append(session)
        return session

    yield make
    for session in made:
        session.shutdown()


def test_a_person_draws_is_refused_going_out_discards_and_the_bot_answers(qtbot, sessions):
    session = sessions(["person", "bot"], autosave=False)
    session.start()
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=5000)
    assert session.submit(Draw(0, "pile"))
    view = session.view_for(0)
    assert view.phase == "discard" and len(view.hand) == view.hand_size + 1
    lone = view.hand[0]
    go_out = GoOut(0, ((lone,),), view.hand[1])
    with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
        assert session.submit(go_out) is False
    assert "alone is not a word: every word needs at least 2 cards." in blocker.args[0]
    assert session.view_for(0) == view  # refused: nothing changed
    moves = len(session.history)
    assert session.submit(Discard(0, view.hand[-1]))
    qtbot.waitUntil(lambda: len(session.history) >= moves + 3, timeout=5000)
    assert [a.seat for a, _ in session.history[moves + 1:moves + 3]] == [1, 1]
    assert session.log[-1].startswith("Bo ")
    # Alone with a bot the move may still be taken back, but the draw showed a hidden card.
    assert session.can_undo()[0] is True and "practice game" in session.undo_description()
    again, _ = replay(session.record())
    assert again.snapshot() == session.state.snapshot()


def test_a_bots_only_game_plays_all_eight_rounds(qtbot, sessions):
    session = sessions(["bot", "bot"], seed=8, autosave=False)
    with qtbot.waitSignal(session.finished, timeout=60000):
        session.start()
    state = session.state
    assert state.is_over() and len(state.round_results) == 8
    assert len(session.log) == len(session.history) > 8 * 4
    summary = session.summary()
    best = summary.extras["best_word"]
    assert best["points"] > 0
    assert sum(summary.extras["went_out"]) >= 1
    # The record's (and Statistics') best move is the best word, not the move that ended a round.
    move = summary.best_move
    assert (move.seat, move.points) == (best["seat"], best["points"])
    assert move.description == (f"{move.name} laid down {best['word']}, a word of "
                                f"{best['points']} points, in round {best['round']}")
    from tabletop_desktop.storage.records import GameSummary

    assert GameSummary.from_json(summary.to_json()).best_move == move
    # The record says who won by name, not "Player 1".
    names = session.names()
    assert summary.reason.startswith("After 8 rounds ") and "Player " not in summary.reason
    assert any(names[s] in summary.reason for s in state.winners())
