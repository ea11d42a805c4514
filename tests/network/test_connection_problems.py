"""Every connection problem and host decision is said in a sentence, against the real server: a
wrong protocol version, a room that does not exist, an address that does not answer, the host
cancelling the table, a seat whose player left handed to a bot (the game goes on), and a hint
and an undo refusal over the network."""

from __future__ import annotations

import socket

from tabletop_desktop.session import remote_link
from tabletop_desktop.session.remote_link import CLOSED, RECONNECTING
from tabletop_desktop.session.remote_session import RemoteSession
from tests.network.table import FAST, WAIT_MS, close_all, open_table, room_code


def _closed_words(qtbot, session, start):
    with qtbot.waitSignal(session.closed, timeout=WAIT_MS) as closed:
        start()
    qtbot.waitUntil(lambda: not session.link.is_running(), timeout=WAIT_MS)
    assert session.connection_state == CLOSED
    return closed.args[0]


def test_a_wrong_protocol_version_is_said_in_words(qtbot, server, monkeypatch):
    monkeypatch.setattr(remote_link, "PROTOCOL", 1)
    session = RemoteSession(server.url(room_code()), backoff=FAST)
    words = _closed_words(qtbot, session, lambda: session.join("Ada"))
    assert "version" in words and "2" in words and "1" in words
    session.close()


def test_a_room_that_does_not_exist_is_said_and_not_knocked_at_again(qtbot, server):
    session = RemoteSession(server.url(room_code()), backoff=FAST)
    words = _closed_words(qtbot, session, lambda: session.join("Ada"))
    assert words.endswith(".") and len(words) > 20
    assert session.link.attempts == 1
    session.close()


def test_an_address_that_does_not_answer_keeps_trying_visibly(qtbot):
    with socket.socket() as probe:  # a port with nobody listening on loopback
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    session = RemoteSession(f"ws://127.0.0.1:{port}/room/{room_code()}", backoff=FAST)
    session.join("Ada")
    qtbot.waitUntil(lambda: session.connection_state == RECONNECTING, timeout=WAIT_MS)
    assert "does not answer" in session.connection_words
    qtbot.waitUntil(lambda: session.link.attempts >= 3, timeout=WAIT_MS)
    session.close()
    qtbot.waitUntil(lambda: not session.link.is_running(), timeout=WAIT_MS)


def test_the_host_cancelling_ends_the_table_for_the_others_in_words(qtbot, server):
    host, (bo,) = open_table(qtbot, server, "quiddler")
    with qtbot.waitSignal(bo.session.closed, timeout=WAIT_MS) as closed:
        assert host.session.cancel()
    assert closed.args[0]
    qtbot.waitUntil(lambda: not bo.session.link.is_running(), timeout=WAIT_MS)
    close_all(host, bo)


def test_a_seat_whose_player_left_goes_to_a_bot_and_the_game_goes_on(qtbot, server):
    host, (bo,) = open_table(qtbot, server, "qwixx")
    statuses = []
    host.session.seatStatusChanged.connect(lambda seat, status: statuses.append((seat, status)))
    bo.close()  # Bo's computer leaves and does not come back
    qtbot.waitUntil(lambda: host.session.seat_status(1) in ("reconnecting", "left"),
                    timeout=WAIT_MS)
    assert host.session.give_to_bot(1, "beginner")
    qtbot.waitUntil(lambda: host.session.seat_status(1) == "bot", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: host.session.facts().seats[1].is_bot, timeout=WAIT_MS)
    host.play_if_due()
    qtbot.waitUntil(lambda: host.session.facts().over, timeout=25000)
    assert any(p.action.seat == 1 for p in host.session.played())
    assert "Bo's seat is played by a bot now." in host.session.log
    close_all(host)


def test_a_hint_comes_over_the_network_and_undo_says_why_not(qtbot, server):
    host, (bo,) = open_table(qtbot, server, "qwirkle", host_scripted=False,
                             options={"first_move": "free", "starter": 0},
                             joiners_scripted=False)
    qtbot.waitUntil(lambda: 0 in host.session.facts().pending, timeout=WAIT_MS)
    with qtbot.waitSignal(host.session.hintReady, timeout=WAIT_MS) as hint:
        assert host.session.ask_hint(0)
    seat, advice = hint.args
    assert seat == 0 and advice.words
    assert not bo.session.ask_hint(0)  # not Bo's seat
    assert host.session.submit(advice.action)
    qtbot.waitUntil(lambda: host.session.facts().move_count == 1, timeout=WAIT_MS)
    facts = host.session.facts()
    assert not facts.can_undo and facts.undo_words  # the move drew new tiles
    assert not host.session.undo()
    assert host.refusals[-1] == facts.undo_words
    close_all(host, bo)


def test_leaving_while_a_connection_is_being_tried_is_quick(qtbot):
    # 192.0.2.0/24 is never routed, but tests talk to loopback only: a port on 127.0.0.1 that
    # accepts and never answers stands in for a connection that hangs.
    import time

    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        port = silent.getsockname()[1]
        session = RemoteSession(f"ws://127.0.0.1:{port}/room/{room_code()}", backoff=FAST)
        session.join("Ada")
        qtbot.wait(200)  # the link is waiting for an answer that never comes
        started = time.monotonic()
        session.close()
        assert time.monotonic() - started < 1.0
        assert not session.link.is_running()


def test_an_undo_of_ones_own_last_decision_comes_back_as_a_fresh_table(qtbot, server):
    from tabletop_desktop.engine.quiddler.actions import Draw

    host, (bo,) = open_table(qtbot, server, "quiddler", host_scripted=False,
                             joiners_scripted=False)
    for _ in range(4):  # Bo plays until it is Ada's turn (to draw)
        if 0 in host.session.facts().pending:
            break
        moves = bo.session.facts().move_count
        bo.play_if_due()
        qtbot.waitUntil(lambda m=moves: bo.session.facts().move_count > m
                        and host.session.facts().move_count > m, timeout=WAIT_MS)
    assert 0 in host.session.facts().pending
    count = host.session.facts().move_count
    view = host.session.view_for(0)
    assert host.session.submit(Draw(0, "discard"))  # the discard pile's top card is public
    qtbot.waitUntil(lambda: host.session.facts().move_count == count + 1, timeout=WAIT_MS)
    assert host.session.facts().can_undo, host.session.facts().undo_words
    with qtbot.waitSignal(host.session.tableChanged, timeout=WAIT_MS) as change:
        assert host.session.undo()
    assert change.args[0].kind == "reset"
    assert host.session.facts().move_count == count
    assert host.session.view_for(0) == view
    qtbot.waitUntil(lambda: bo.session.facts().move_count == count, timeout=WAIT_MS)
    close_all(host, bo)


def test_a_room_code_of_the_wrong_shape_is_said_at_once(qtbot, server):
    session = RemoteSession(server.url("not-a-code!"), backoff=FAST)
    words = _closed_words(qtbot, session, lambda: session.join("Ada"))
    assert "room code" in words
    assert session.link.attempts == 1
    session.close()
