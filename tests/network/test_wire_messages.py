"""The remote session reads what the server writes (docs/protocol.md): a local game's facts, views
and moves encoded by the engine's wire codec as the server does, for every title, come out equal
to the local session's own (for this screen's seat), and a game view draws from them."""

from __future__ import annotations

import random

import pytest

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.actions import Exchange, ExchangeUnseen
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.session.remote_session import RemoteSession
from tabletop_desktop.session.wire_table import TableWire
from tabletop_desktop.storage.saves import GameSetup, SeatSetup


def _facts_json(facts, here):
    return {
        "game_id": facts.game_id,
        "seats": [{"name": s.name, "bot_level": s.bot_level, "at_this_screen": i in here}
                  for i, s in enumerate(facts.seats)],
        "pending": list(facts.pending), "scores": list(facts.scores), "over": facts.over,
        "winners": list(facts.winners), "end_reason": facts.end_reason,
        "move_count": facts.move_count, "can_undo": facts.can_undo,
        "undo_words": facts.undo_words, "practice": False,
        "options": [[k, v] for k, v in facts.options], "hints": list(facts.hints),
    }


def _move_json(wire, local, index, here):
    action, events = local.history[index]
    engine = local.info.engine()
    seen = engine.action_for(tuple(here), action)  # as the server cuts it
    return {"seat": action.seat,
            "action": None if seen is None else engine.action_to_json(seen),
            "events": wire.events_to_wire(engine.events_for(tuple(here), tuple(events))),
            "line": local.log[index]}


def _seen(engine, here, action):
    """The action as a screen holding `here` shows it: a bare `Action(seat)` for null."""
    seen = engine.action_for(tuple(here), action)
    return Action(action.seat) if seen is None else seen


@pytest.mark.parametrize("game_id", ["qwirkle", "qwixx", "quiddler"])
def test_the_servers_messages_decode_to_the_local_sessions_table(qapp, game_id):
    seats = [SeatSetup("Ada", "person", None), SeatSetup("Bo", "person", None)]
    # Qwirkle's first move free, so that its first moves hold another seat's exchange.
    options = {"first_move": "free"} if game_id == "qwirkle" else {}
    local = GameSession(GameSetup(game_id, seats, options, 11), autosave=False)
    info = local.info
    bot = info.engine().make_bot(info.bot_levels[0].key)
    rng = random.Random(2)
    for _ in range(6):
        seat = local.state.pending()[0]
        if game_id == "qwirkle" and seat == 0 and not local.history:
            assert local.submit(Exchange(0, tuple(local.state.hands[0][:3])))
            continue
        assert local.submit(bot.choose(local.view_for(seat), rng, 0.05))
    wire = TableWire.for_game(game_id)
    here = (1,)
    remote = RemoteSession("ws://127.0.0.1:9/room/ABCDEFGHJK")
    remote.handle({
        "type": "sync", "seats_here": list(here), "facts": _facts_json(local.facts(), here),
        "views": {"1": wire.view_to_wire(local.view_for(1))},
        "played": [_move_json(wire, local, i, here) for i in range(len(local.history))],
    })
    assert remote.is_started(), "the sync was refused"
    assert remote.view_for(1) == local.view_for(1)
    facts = remote.facts()
    shown = local.facts()
    assert facts == type(shown)(**{**shown.__dict__, "seats": facts.seats})
    assert [s.name for s in facts.seats] == [s.name for s in shown.seats]
    assert facts.screen_seats == here
    assert [p.line for p in remote.played()] == local.log
    expected = [tuple(info.engine().events_for(here, tuple(ev))) for _, ev in local.history]
    assert [p.events for p in remote.played()] == expected
    # Another seat's action as the engine lets this screen see it (`action_for`): Qwirkle's
    # exchange by its count, a Qwixx white-sum choice by its seat alone.
    engine = info.engine()
    assert [p.action for p in remote.played()] == [_seen(engine, here, a) for a, _ in local.history]
    if game_id == "qwirkle":
        assert ExchangeUnseen(0, 3) in [p.action for p in remote.played()]
    if game_id == "qwixx":
        assert Action(0) in [p.action for p in remote.played()]
    remote.close()
