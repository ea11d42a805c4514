"""Quiddler's moment: a pure function of the table, tested without drawing anything."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop_desktop.engine.quiddler.actions import Discard, Draw
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.table_model import Table
from tabletop_desktop.views.quiddler.moment import QuiddlerMoment, quiddler_moment


@pytest.fixture
def sessions(qapp):
    made: list[GameSession] = []

    def make(kinds=("person", "bot"), seed=5, options=None) -> GameSession:
        seats = [SeatSetup(name, kind, None if kind == "person" else "medium")
                 for name, kind in zip(("Ada", "Bo", "Cy"), kinds, strict=False)]
        session = GameSession(GameSetup("quiddler", seats, dict(options or {}), seed),
                              settings=Settings(reduce_motion=True), autosave=False)
        made.append(session)
        return session

    yield make
    for session in made:
        session.shutdown()


def moment_of(session: GameSession) -> QuiddlerMoment:
    facts = session.facts()
    seats = facts.screen_seats or tuple(range(len(facts.seats)))
    table = Table(facts, {s: session.view_for(s) for s in seats}, tuple(session.played()))
    return quiddler_moment(table)


def test_the_person_to_draw_has_both_piles_each_with_its_draw(sessions):
    session = sessions(("person", "person"))
    seat = session.state.pending()[0]
    moment = moment_of(session)
    assert moment.deciding == moment.shown == seat and moment.phase == "draw"
    assert moment.moves == {"pile": Draw(seat, "pile"), "discard": Draw(seat, "discard")}
    assert moment.can_hint and not moment.may_go_out
    assert moment.go_out_words.startswith("Draw a card first")
    assert moment.pass_and_play and moment.covered_status.startswith("Pass the screen to ")
    assert moment.status.startswith(f"{session.names()[seat]}, your turn: draw a card")


def test_after_the_draw_no_pile_is_a_move_and_go_out_says_what_it_does(sessions):
    session = sessions(("person", "person"), options={"no_go_out_first_turn": False})
    seat = session.state.pending()[0]
    assert session.submit(Draw(seat, "pile"))
    moment = moment_of(session)
    assert moment.phase == "discard" and moment.moves == {}
    assert moment.may_go_out and moment.go_out_words.startswith("Lay down your words")
    assert moment.status.startswith(f"{session.names()[seat]}, your turn: build words")


def test_while_the_bot_plays_the_person_waits_and_may_not_hint(sessions):
    session = sessions(("person", "bot"), seed=5)
    if session.state.pending() == (0,):
        session.submit(Draw(0, "pile"))
        session.submit(Discard(0, session.view_for(0).hand[0]))
    moment = moment_of(session)
    assert moment.deciding is None and moment.shown == 0
    assert moment.waiting == "Waiting for Bo to play." and moment.status == "Bo is thinking\u2026"
    assert not moment.can_hint and moment.hint_words == "Waiting for Bo to play."
    assert moment.go_out_words == "Waiting for Bo to play."
    assert moment.word_check_status.startswith("Bo waits while you check a word")
    assert moment.holds_next_round and moment.held_status == "Round 1 starts when you press Continue."


def test_bots_alone_show_nobodys_cards(sessions):
    moment = moment_of(sessions(("bot", "bot")))
    assert moment.shown is None and moment.deciding is None and not moment.holds_next_round
    assert not moment.can_hint and moment.moves == {}


def test_pass_and_play_shows_the_person_who_moved_last_while_a_bot_plays(sessions):
    session = next(s for s in (sessions(("person", "person", "bot"), seed=k) for k in range(30))
                   if not s.is_bot(s.state.pending()[0]))
    for _ in range(4):
        pending = session.state.pending()[0]
        if session.is_bot(pending):
            break
        session.submit(Draw(pending, "pile"))
        session.submit(Discard(pending, session.view_for(pending).hand[0]))
        last = pending
    else:
        pytest.skip("the bot never came to play")
    moment = moment_of(session)
    assert moment.deciding is None and moment.shown == last


def test_the_game_over_words_name_the_winner(sessions):
    session = sessions(("person", "bot"))
    facts = replace(session.facts(), over=True, winners=(1,), scores=(12, 40), pending=())
    table = Table(facts, {0: session.view_for(0)}, ())
    moment = quiddler_moment(table)
    assert moment.over and moment.deciding is None
    assert moment.status == "The game is over: Bo wins with 40 points."
    assert moment.waiting == "The game is over."
