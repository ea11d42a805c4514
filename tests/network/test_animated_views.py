"""With animations on, the views on a `RemoteSession` draw the network game one change at a time:
the moves that come while a view animates wait for it (as the bots wait at a local table), and
every view catches up with the table."""

from __future__ import annotations

import importlib

import pytest

from tabletop_desktop.storage.settings import Settings
from tests.network.table import WAIT_MS, close_all, open_table


@pytest.mark.parametrize("game_id", ["qwirkle", "qwixx", "quiddler"])
def test_animated_views_keep_up_with_the_network_table(qtbot, server, game_id):
    host, (bo,) = open_table(qtbot, server, game_id, bots=1 if game_id == "qwixx" else 0)
    module = importlib.import_module(f"tabletop_desktop.views.{game_id}")
    settings = Settings(reduce_motion=False, animation_speed="fast")
    views = []
    # Connected before the views: whether an animation still runs when a change is handed out.
    busy = []
    host.session.tableChanged.connect(lambda change: busy.append(host.session.animating))
    for c in (host, bo):
        view = module.create_game_view(c.session, settings, None)
        qtbot.addWidget(view)
        view.resize(900, 650)
        view.show()
        c.session.start()
        views.append(view)
    host.play_if_due()
    bo.play_if_due()
    qtbot.waitUntil(lambda: host.session.facts().move_count >= 10, timeout=WAIT_MS)
    for c in (host, bo):
        c.scripted = False
    qtbot.waitUntil(lambda: not host.session._waiting_moves and not bo.session._waiting_moves
                    and not host.session.animating and not bo.session.animating,
                    timeout=WAIT_MS)
    for c, view in zip((host, bo), views, strict=True):
        assert view.model.facts == c.session.facts()
        assert c.refusals == []
    assert not any(busy)  # no change was handed to a view in the middle of an animation
    assert host.session.moves_waited + bo.session.moves_waited > 0  # and some had to wait
    close_all(host, bo)
