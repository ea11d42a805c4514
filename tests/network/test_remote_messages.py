"""The remote session from canned server messages (no server, no socket): what the views get,
what is sent, refusals in words, and the numbers that keep a move from being played twice."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.core import Action
from tabletop_desktop.session import remote_words as words
from tabletop_desktop.session.remote_link import Backoff
from tabletop_desktop.session.remote_session import RemoteSession
from tests.network import canned


@pytest.fixture
def session(qapp):
    s = RemoteSession("ws://127.0.0.1:9/room/ABCDEFGHJK", codec=canned.PlainCodec())
    s.sent = []
    s.link.send = lambda message: s.sent.append(message) or True
    changes, refusals = [], []
    s.tableChanged.connect(changes.append)
    s.refused.connect(refusals.append)
    s.changes, s.refusals = changes, refusals
    yield s
    s.close()


def test_sync_gives_this_screens_seats_only_and_one_reset(session):
    session.handle(canned.sync(here=(0,), moves=2))
    assert session.is_started()
    assert session.seats_here == (0,)
    assert session.view_for(0).seat == 0
    with pytest.raises(KeyError):
        session.view_for(1)
    assert [c.kind for c in session.changes] == ["reset"]
    facts = session.facts()
    assert facts.screen_seats == (0,)
    assert facts.move_count == 2
    assert [p.line for p in session.played()] == ["Move 1.", "Move 2."]
    assert session.log == ["Move 1.", "Move 2."]
    assert session.info.id == "qwixx"


def test_at_this_screen_is_this_computers_seats_whatever_the_facts_say(session):
    message = canned.sync(here=(1,))
    message["facts"] = canned.facts(here=(0, 1))
    session.handle(message)
    assert session.facts().screen_seats == (1,)


def test_a_view_of_a_seat_not_played_here_is_refused_and_changes_nothing(session):
    message = canned.sync(here=(0,))
    message["views"]["1"] = {"seat": 1, "seat_count": 3}
    session.handle(message)
    assert not session.is_started()
    assert session.changes == []
    assert session.refusals and "cannot read" in session.refusals[0]


def test_played_appends_once_and_a_repeat_is_ignored(session):
    session.handle(canned.sync())
    logged = []
    session.logAppended.connect(logged.append)
    session.handle(canned.played(0, 1, pending=(1,)))
    session.handle(canned.played(0, 1, pending=(1,)))  # the same move again (came with a sync)
    assert [c.kind for c in session.changes] == ["reset", "played"]
    assert session.changes[-1].played.line == "Move 1."
    assert session.facts().pending == (1,)
    assert logged == ["Move 1."]


def test_submit_sends_an_act_with_a_growing_n_and_blocks_a_second_until_the_answer(session):
    session.handle(canned.sync())
    assert session.submit(Action(0))
    assert not session.submit(Action(0))
    assert session.refusals[-1] == words.ON_ITS_WAY
    first = session.sent[-1]
    assert first["type"] == "act" and first["action"] == {"seat": 0}
    session.handle(canned.played(0, 1, pending=(0,)))
    assert session.submit(Action(0))
    assert session.sent[-1]["n"] > first["n"]
    assert len(session.sent) == 2


def test_submit_refuses_other_seats_turns_and_the_end_in_words(session):
    session.handle(canned.sync(pending=(1,)))
    assert not session.submit(Action(1))
    assert session.refusals[-1] == words.NOT_HERE
    assert not session.submit(Action(0))
    assert session.refusals[-1] == words.NOT_YOUR_TURN
    session.handle(canned.played(1, 1, pending=(), over=True))
    assert not session.submit(Action(0))
    assert session.refusals[-1] == words.GAME_OVER
    assert session.sent == []


def test_a_refusal_says_the_servers_sentence_and_frees_the_seat(session):
    session.handle(canned.sync())
    session.submit(Action(0))
    n = session.sent[-1]["n"]
    session.handle({"type": "refused", "n": n, "code": "illegal", "reason": "No box there."})
    assert session.refusals[-1] == "No box there."
    assert session.submit(Action(0))


def test_a_refusal_without_a_sentence_says_its_codes_words():
    assert words.refusal_words({"code": "room_full"}) == words.CODE_WORDS["room_full"]
    assert words.refusal_words({"code": 5}) == words.FALLBACK_REFUSAL
    assert words.refusal_words({"reason": "  Fine.  "}) == "Fine."


def test_offline_submit_sends_nothing_and_says_so(qapp):
    s = RemoteSession("ws://127.0.0.1:9/room/ABCDEFGHJK", codec=canned.PlainCodec())
    said = []
    s.refused.connect(said.append)
    s.handle(canned.sync())
    assert not s.submit(Action(0))
    assert said == [words.OFFLINE]


def test_a_move_lost_on_the_way_is_handed_back_not_sent_again(session):
    session.handle(canned.sync())
    session.submit(Action(0))
    session._on_unsent(session.sent[-1])
    assert session.refusals[-1] == words.LOST_ON_THE_WAY
    assert session.submit(Action(0))


def test_hint_goes_to_the_server_and_comes_back_for_the_seat_that_asked(session):
    session.handle(canned.sync())
    hints = []
    session.hintReady.connect(lambda seat, advice: hints.append((seat, advice.words)))
    assert session.ask_hint(0)
    assert not session.ask_hint(0)
    assert session.refusals[-1] == words.HINT_COMING
    assert not session.ask_hint(1)
    session.handle({"type": "hint", "seat": 0, "advice": {"words": "Cross red 2."}})
    assert hints == [(0, "Cross red 2.")]
    session.handle({"type": "hint", "seat": 0, "advice": {"words": "Again?"}})
    assert len(hints) == 1


def test_undo_follows_the_facts_words(session):
    session.handle(canned.sync())
    assert not session.undo()
    assert session.refusals[-1] == "Nothing to undo."
    message = canned.played(0, 1, pending=(0,))
    message["facts"]["can_undo"] = True
    session.handle(message)
    assert session.undo()
    assert session.sent[-1]["type"] == "undo"


def test_lobby_and_seat_status_give_statuses_and_log_lines(session):
    statuses = []
    session.seatStatusChanged.connect(lambda seat, st: statuses.append((seat, st)))
    session.handle(canned.lobby())
    assert session.lobby.seats[1].status == "empty"
    session.handle(canned.sync())
    session.handle({"type": "seat_status", "seat": 1, "status": "online"})
    session.handle({"type": "seat_status", "seat": 1, "status": "reconnecting"})
    session.handle({"type": "seat_status", "seat": 1, "status": "left"})
    assert session.seat_status(1) == "left"
    assert statuses[-3:] == [(1, "online"), (1, "reconnecting"), (1, "left")]
    assert session.log[-2:] == ["Bo lost the connection; waiting for them to come back.",
                                "Bo left the table."]


def test_tokens_become_the_rejoin_for_the_next_connection(session):
    resumes = []
    session.link.set_resume = resumes.append
    session.handle({"type": "joined", "seats": [{"seat": 1, "token": "t-one"}]})
    assert session.tokens == {1: "t-one"}
    assert resumes[-1] == [{"type": "rejoin", "token": "t-one"}]
    session.handle({"type": "created", "host_token": "host", "seats": [{"seat": 0, "token": "z"}]})
    assert resumes[-1] == [{"type": "rejoin", "token": "host"}]


def test_hostile_messages_change_nothing(session):
    session.handle(canned.sync())
    before = (session.facts(), session.played())
    for bad in ({"type": "played"}, {"type": "played", "facts": 3, "played": []},
                {"type": "sync", "seats_here": "all"}, {"type": "seat_status", "seat": True},
                {"type": "hint", "seat": 99}, "text", None, {"type": 7}):
        session.handle(bad)
    assert (session.facts(), session.played()) == before


def test_handover_is_asked_for_when_two_people_share_this_screen(qapp):
    s = RemoteSession("ws://127.0.0.1:9/room/ABCDEFGHJK", codec=canned.PlainCodec())
    s._set_game("qwirkle")  # a game with hidden racks (Qwixx needs no cover)
    covers = []
    s.handoverNeeded.connect(covers.append)
    message = canned.sync(here=(0, 1))
    message["facts"]["game_id"] = "qwirkle"
    s.handle(message)
    s.start()
    played = canned.played(0, 1, pending=(1,), here=(0, 1))
    played["facts"]["game_id"] = "qwirkle"
    s.handle(played)
    assert covers == [0, 1]


def test_backoff_doubles_with_jitter_and_a_ceiling():
    backoff = Backoff(first_s=0.25, most_s=8.0)
    rng = random.Random(1)
    delays = [backoff.delay(k, rng) for k in range(12)]
    for k, d in enumerate(delays):
        top = min(8.0, 0.25 * 2 ** k)
        assert top / 2 <= d <= top
    assert max(delays) <= 8.0
    assert len({round(d, 6) for d in delays}) == len(delays)  # jitter: no two the same
    assert backoff.ceiling(1000) == 8.0


def test_notes_keep_their_place_in_the_log_across_a_sync(session):
    session.handle(canned.lobby())
    session.handle(canned.sync(moves=1))
    session.handle({"type": "seat_status", "seat": 1, "status": "online"})  # Bo came
    session.handle(canned.played(1, 2))
    session.handle({"type": "seat_status", "seat": 1, "status": "reconnecting"})
    session.handle(canned.sync(moves=3))  # Bo's computer came back; the table is sent again
    assert session.log == ["Move 1.", "Bo has come to the table.", "Move 2.",
                           "Bo lost the connection; waiting for them to come back.", "Move 3."]


def test_a_move_that_comes_while_a_view_animates_waits_until_it_is_idle(session, qtbot):
    session.handle(canned.sync())
    session.set_animating(True)
    session.handle(canned.played(0, 1, pending=(1,)))
    session.handle(canned.played(1, 2, pending=(0,)))
    assert session.facts().move_count == 0 and len(session.changes) == 1
    session.set_animating(False)
    qtbot.waitUntil(lambda: session.facts().move_count == 2, timeout=2000)
    assert [c.kind for c in session.changes] == ["reset", "played", "played"]


def test_a_view_that_never_says_idle_does_not_hold_the_table_for_ever(session, qtbot, monkeypatch):
    session.handle(canned.sync())
    session._animation_guard.setInterval(50)
    session._animating = 1
    session._animation_guard.start(50)
    session.handle(canned.played(0, 1, pending=(1,)))
    qtbot.waitUntil(lambda: session.facts().move_count == 1, timeout=2000)


def test_a_sync_supersedes_the_moves_waiting_for_a_view(session, qtbot):
    session.handle(canned.sync())
    session.set_animating(True)
    session.handle(canned.played(0, 1, pending=(1,)))
    session.handle(canned.sync(moves=4))
    assert session.facts().move_count == 4
    session.set_animating(False)
    qtbot.wait(20)
    assert session.facts().move_count == 4


def test_after_the_table_has_ended_a_move_says_so_not_wait(qapp):
    from tabletop_desktop.session.remote_link import CLOSED

    s = RemoteSession("ws://127.0.0.1:9/room/ABCDEFGHJK", codec=canned.PlainCodec())
    said, ended = [], []
    s.refused.connect(said.append)
    s.closed.connect(ended.append)
    s.handle(canned.sync())
    s._on_link_state(CLOSED, "The host ended the game.")
    assert ended == ["The host ended the game."]
    assert not s.submit(Action(0))
    assert said == [words.LEFT_TABLE.format(why="The host ended the game.")]


def test_a_player_who_joins_before_the_start_is_named_as_they_joined(session):
    lobby = canned.lobby()
    for seat in lobby["seats"]:
        if seat["seat"] == 1:
            seat["name"], seat["status"] = "Player 2", "empty"
    session.handle(lobby)
    session.handle({"type": "seat_status", "seat": 1, "status": "online"})
    assert not any("Player 2" in line for line in session.log)
    for seat in lobby["seats"]:
        if seat["seat"] == 1:
            seat["name"], seat["status"] = "Bo", "online"
    session.handle(lobby)
    assert session.log[-1] == "Bo has come to the table."
