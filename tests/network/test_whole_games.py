"""Whole games of each title over the network, to the end: the real server, the host's computer
showing the game in its real view (offscreen) on a `RemoteSession`, a player joining from
another computer, and for one title a bot on the server. Every seat is scripted from its own
computer's views."""

from __future__ import annotations

import importlib

import pytest

from tabletop_desktop.storage.settings import Settings
from tests.network.table import WAIT_MS, close_all, open_table

GAME_MS = 25000


def _view(qtbot, session, game_id):
    module = importlib.import_module(f"tabletop_desktop.views.{game_id}")
    view = module.create_game_view(session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    session.start()
    return view


@pytest.mark.parametrize(("game_id", "bots"), [("qwirkle", 0), ("qwixx", 1), ("quiddler", 0)])
def test_a_whole_network_game_to_the_end(qtbot, server, game_id, bots):
    host, others = open_table(qtbot, server, game_id, joiners=1, bots=bots)
    view = _view(qtbot, host.session, game_id)
    host.play_if_due()
    for other in others:
        other.play_if_due()
    everyone = [host, *others]
    qtbot.waitUntil(lambda: all(c.session.facts().over for c in everyone), timeout=GAME_MS)
    facts = [c.session.facts() for c in everyone]
    assert len({(f.scores, f.winners, f.move_count) for f in facts}) == 1
    assert facts[0].end_reason
    assert host.session.facts().screen_seats == (0,)
    assert others[0].session.facts().screen_seats == (1,)
    # Each computer was sent its own seats' views only, and the views draw the end.
    for c in everyone:
        assert set(c.session._views) == set(c.session.seats_here)
        assert c.refusals == []
        assert len(c.session.played()) == facts[0].move_count
        log = iter(c.session.log)  # every move's line, in order, with notes among them
        assert all(any(line == p.line for line in log) for p in c.session.played())
    qtbot.waitUntil(lambda: view.model.facts.over, timeout=WAIT_MS)
    assert view.model.moments_made >= 2
    summary = host.session.summary()
    assert [s.score for s in summary.seats] == list(facts[0].scores)
    assert view.end_summary() is not None
    close_all(*everyone)
