"""Two computers in one room each see only their own seats: the host's computer (one seat) and a
joining computer shared by two people (pass and play there, with its cover), against the real
server, a whole Qwirkle game to the end with both computers' views on screen."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.qwirkle.actions import TilesDrawn, TilesDrawnUnseen
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwirkle import create_game_view
from tests.network.table import WAIT_MS, Computer, close_all, room_code

GAME_MS = 25000


def _view(qtbot, session):
    view = create_game_view(session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(900, 650)
    view.show()
    return view


def test_each_computer_sees_its_own_seats_only(qtbot, server):
    url = server.url(room_code())
    host = Computer(url, "qwirkle", seed=3)
    seats = [{"name": "Ada", "kind": "here", "level": None},
             {"name": "Bo", "kind": "remote", "level": None},
             {"name": "Cy", "kind": "remote", "level": None}]
    with qtbot.waitSignal(host.session.lobbyChanged, timeout=WAIT_MS):
        host.session.host("qwirkle", {}, seats)
    shared = Computer(url, "qwirkle", seed=4)
    shared.session.join("Bo", "Cy")
    qtbot.waitUntil(lambda: host.session.lobby is not None and host.session.lobby.can_start,
                    timeout=WAIT_MS)
    assert [s.status for s in host.session.lobby.seats] == ["online", "online", "online"]
    assert sorted(shared.session.tokens) == [1, 2]
    assert host.session.host_token and not shared.session.host_token
    assert not shared.session.start_game()  # only the host may start
    assert shared.refusals.pop() == "Only the computer that hosts the table can do that."
    host.session.start_game()
    qtbot.waitUntil(lambda: host.session.is_started() and shared.session.is_started(),
                    timeout=WAIT_MS)
    assert host.session.seats_here == (0,)
    assert shared.session.seats_here == (1, 2)
    assert host.session.facts().screen_seats == (0,)
    assert shared.session.facts().screen_seats == (1, 2)
    covers = []
    shared.session.handoverNeeded.connect(covers.append)
    views = [_view(qtbot, host.session), _view(qtbot, shared.session)]
    host.session.start()
    shared.session.start()
    with pytest.raises(KeyError):
        host.session.view_for(1)
    with pytest.raises(KeyError):
        shared.session.view_for(0)
    for c in (host, shared):
        c.play_if_due()
    qtbot.waitUntil(lambda: host.session.facts().over and shared.session.facts().over,
                    timeout=GAME_MS)
    for c in (host, shared):
        here = set(c.session.seats_here)
        assert set(c.session._views) == here
        for played in c.session.played():
            for event in played.events:
                if isinstance(event, TilesDrawn):
                    assert event.seat in here, "another seat's tiles reached this computer"
                if isinstance(event, TilesDrawnUnseen):
                    assert event.seat not in here
        assert c.refusals == []
    drawn_elsewhere = [e for p in host.session.played() for e in p.events
                       if isinstance(e, TilesDrawnUnseen)]
    assert drawn_elsewhere, "the host saw no other seat draw"
    assert covers and set(covers) <= {1, 2}  # pass and play at the shared computer
    assert host.session.facts().scores == shared.session.facts().scores
    assert all(v.model.facts.over for v in views)
    close_all(host, shared)
