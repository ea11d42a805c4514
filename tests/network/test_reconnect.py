"""A dropped connection comes back by itself and the game resumes exactly where it is: the
network between a joining computer and the table cut (the other computers see the seat
reconnecting, then online), and the server killed (SIGKILL) and started again on its port and
data. No move is lost or played twice; the game then plays on to the end."""

from __future__ import annotations

import time

import pytest

from tabletop_desktop.session.remote_link import ONLINE, RECONNECTING
from tests.network.cut_proxy import CutProxy
from tests.network.table import WAIT_MS, Computer, close_all, open_table, room_code

GAME_MS = 25000


def _settle(qtbot, computers, ms=300):
    """Stop the scripted seats and wait until every computer shows the same quiet table."""
    for c in computers:
        c.scripted = False
    last = None
    deadline = time.monotonic() + WAIT_MS / 1000
    while time.monotonic() < deadline:
        qtbot.wait(ms)
        now = tuple(c.session.facts().move_count for c in computers)
        if now == last and len(set(now)) == 1 and not any(c.session._moving for c in computers):
            return now[0]
        last = now
    raise AssertionError("the table did not settle")


def _play_on(computers):
    for c in computers:
        c.scripted = True
        c.play_if_due()


def _states(computer):
    seen = []
    computer.session.connectionChanged.connect(lambda state, words: seen.append((state, words)))
    return seen


@pytest.mark.parametrize("how", ["kill", "stop"])
def test_a_server_killed_and_restarted_resumes_every_computer_where_it_was(qtbot, server, how):
    """SIGKILL (a crash), or SIGTERM (the server says `closed {shutdown}` and stops): either way
    the computers wait and come back by themselves."""
    host, (bo,) = open_table(qtbot, server, "qwirkle")
    everyone = [host, bo]
    _play_on(everyone)
    qtbot.waitUntil(lambda: host.session.facts().move_count >= 6, timeout=WAIT_MS)
    moves = _settle(qtbot, everyone)
    before = {id(c): (c.session.facts(), dict(c.session._views), c.session.played())
              for c in everyone}
    seen = _states(bo)
    server.kill() if how == "kill" else server.stop()
    qtbot.waitUntil(lambda: all(c.session.connection_state == RECONNECTING for c in everyone),
                    timeout=WAIT_MS)
    assert any("lost" in words for state, words in seen if state == RECONNECTING)
    assert not bo.session.submit(bo.session.played()[0].action)  # nothing is sent meanwhile
    server.start()  # the same port and data folder
    qtbot.waitUntil(lambda: all(c.session.online for c in everyone), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: all(len(c.changes) > 0 and c.changes[-1].kind == "reset"
                                for c in everyone), timeout=WAIT_MS)
    for c in everyone:
        facts, views, played = before[id(c)]
        assert c.session.facts().move_count == moves
        assert c.session.facts().scores == facts.scores
        assert c.session._views == views
        assert [p.line for p in c.session.played()] == [p.line for p in played]
    assert seen[-1][0] == ONLINE
    _play_on(everyone)
    qtbot.waitUntil(lambda: all(c.session.facts().over for c in everyone), timeout=GAME_MS)
    lines = [p.line for p in host.session.played()]
    assert len(lines) == host.session.facts().move_count
    assert host.session.facts().scores == bo.session.facts().scores
    close_all(*everyone)


def test_a_cut_network_reconnects_and_the_others_see_the_seat_come_and_go(qtbot, server):
    code = room_code()
    url = server.url(code)
    host = Computer(url, "qwixx")
    seats = [{"name": "Ada", "kind": "here", "level": None},
             {"name": "Bo", "kind": "remote", "level": None}]
    with qtbot.waitSignal(host.session.lobbyChanged, timeout=WAIT_MS):
        host.session.host("qwixx", {}, seats)
    with CutProxy(server.port) as proxy:
        bo = Computer(proxy.url(code), "qwixx", seed=5)
        with qtbot.waitSignal(bo.session.lobbyChanged, timeout=WAIT_MS):
            bo.session.join("Bo")
        qtbot.waitUntil(lambda: host.session.lobby.can_start, timeout=WAIT_MS)
        host.session.start_game()
        qtbot.waitUntil(lambda: host.session.is_started() and bo.session.is_started(),
                        timeout=WAIT_MS)
        everyone = [host, bo]
        _play_on(everyone)
        qtbot.waitUntil(lambda: host.session.facts().move_count >= 5, timeout=WAIT_MS)
        moves = _settle(qtbot, everyone)
        statuses = []
        host.session.seatStatusChanged.connect(lambda seat, status: statuses.append((seat, status)))
        seen = _states(bo)
        proxy.cut()
        qtbot.waitUntil(lambda: (1, "reconnecting") in statuses, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: bo.session.online and statuses[-1] == (1, "online"),
                        timeout=WAIT_MS)
        assert RECONNECTING in [state for state, _ in seen]
        assert bo.session.facts().move_count == moves
        assert "Bo lost the connection; waiting for them to come back." in host.session.log
        assert "Bo is connected again." in host.session.log
        _play_on(everyone)
        qtbot.waitUntil(lambda: all(c.session.facts().over for c in everyone), timeout=GAME_MS)
        assert host.session.facts().scores == bo.session.facts().scores
        close_all(*everyone)


def test_a_computer_that_left_comes_back_later_with_its_tokens(qtbot, server):
    """The app closed and opened again (the host's "games in progress", a joiner's kept seat):
    a new session with the kept tokens takes the same seats back, and the game goes on."""
    host, (bo,) = open_table(qtbot, server, "quiddler")
    everyone = [host, bo]
    _play_on(everyone)
    qtbot.waitUntil(lambda: host.session.facts().move_count >= 4, timeout=WAIT_MS)
    moves = _settle(qtbot, everyone)
    kept_bo, kept_host = bo.session.resume_tokens(), host.session.host_token
    url = bo.session.url
    bo.close()
    host.close()
    again_bo = Computer(url, "quiddler", scripted=False, seed=7)
    again_host = Computer(url, "quiddler", scripted=False, seed=8)
    again_bo.session.rejoin(kept_bo)
    again_host.session.rejoin([kept_host], host_token=kept_host)
    qtbot.waitUntil(lambda: again_bo.session.is_started() and again_host.session.is_started(),
                    timeout=WAIT_MS)
    assert again_bo.session.seats_here == (1,)
    assert again_host.session.seats_here == (0,)
    assert again_bo.session.facts().move_count == moves
    assert again_host.session.lobby is not None and again_host.session.lobby.host
    _play_on([again_bo, again_host])
    qtbot.waitUntil(lambda: again_bo.session.facts().over and again_host.session.facts().over,
                    timeout=GAME_MS)
    close_all(again_bo, again_host)
