"""The client's link against a scripted table on loopback: it connects on its own thread, comes
back by itself after the server drops it (a visible "reconnecting" state, `rejoin` with its
token, the table from the `sync`), and never sends a move twice."""

from __future__ import annotations

import threading

from tabletop_desktop.engine.core import Action
from tabletop_desktop.session.remote_link import CLOSED, ONLINE, RECONNECTING, Backoff
from tabletop_desktop.session.remote_session import RemoteSession
from tests.network import canned
from tests.network.scripted_server import ScriptedServer

FAST = Backoff(first_s=0.05, most_s=0.4)


def _session(url: str) -> RemoteSession:
    return RemoteSession(url, codec=canned.PlainCodec(), backoff=FAST)


def test_join_reconnect_and_resume_where_the_game_is(qtbot):
    with ScriptedServer() as server:
        session = _session(server.url)
        states, threads = [], []
        session.connectionChanged.connect(lambda state, words: states.append(state))
        session.tableChanged.connect(lambda change: threads.append(threading.current_thread()))
        with qtbot.waitSignal(session.started, timeout=5000):
            session.join("Ada")
        assert session.link._thread is not threading.current_thread()
        assert threads == [threading.main_thread()]  # delivered on the GUI thread
        assert session.tokens == {0: "tok-0"}
        with qtbot.waitSignal(session.tableChanged, timeout=5000):
            assert session.submit(Action(0))
        assert session.facts().move_count == 1
        server.moves = 3  # moves played while we are away
        with qtbot.waitSignal(session.tableChanged, timeout=5000) as change:
            server.drop_all()
        assert change.args[0].kind == "reset"
        assert RECONNECTING in states and states[-1] == ONLINE
        assert session.facts().move_count == 3
        assert server.types().count("join") == 1
        assert server.types()[-1] == "rejoin"
        assert server.received[-1]["token"] == "tok-0"
        assert server.types().count("act") == 1
        assert session.submit(Action(0))
        qtbot.waitUntil(lambda: session.facts().move_count == 4, timeout=5000)
        ns = [m["n"] for m in server.received if m.get("type") == "act"]
        assert ns == sorted(set(ns))
        session.close()
        qtbot.waitUntil(lambda: not session.link.is_running(), timeout=5000)


def test_the_server_gone_retries_with_backoff_until_it_is_back(qtbot):
    with ScriptedServer() as server:
        url = server.url
        session = _session(url)
        with qtbot.waitSignal(session.started, timeout=5000):
            session.join("Ada")
    # The server has stopped: the link keeps trying, visibly.
    qtbot.waitUntil(lambda: session.connection_state == RECONNECTING, timeout=5000)
    tries = session.link.attempts
    qtbot.waitUntil(lambda: session.link.attempts >= tries + 2, timeout=5000)
    assert "lost" in session.connection_words
    assert not session.submit(Action(0))
    session.close()
    qtbot.waitUntil(lambda: not session.link.is_running(), timeout=5000)


def test_a_refused_rejoin_stops_trying_and_says_why(qtbot):
    with ScriptedServer() as server:
        session = _session(server.url)
        with qtbot.waitSignal(session.closed, timeout=5000) as closed:
            session.rejoin(["wrong"])
        assert closed.args[0] == "No such seat."
        assert session.connection_state == CLOSED
        qtbot.waitUntil(lambda: not session.link.is_running(), timeout=5000)
        assert server.types() == ["hello", "rejoin"]
