"""What one screen sees of each action (`Played.action`): cut by the engine's `action_for` for the
screen's persons. A person's own move stays whole, in pass and play too (every person is at the
screen); a bot's secret is cut (no person here may know it); with only bots, nothing is cut."""

from __future__ import annotations

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle.actions import Exchange, ExchangeUnseen, action_to_json
from tabletop_desktop.engine.qwirkle.api import new_game
from tabletop_desktop.engine.qwixx.actions import Roll, WhiteChoice
from tabletop_desktop.engine.replay import GameRecord
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup

OPTIONS = {"first_move": "free"}  # so an exchange may open the game
SEED = 4


def _exchanges(count: int) -> list[Exchange]:
    """`count` legal exchanges of two tiles each, seat after seat, from the start."""
    state = new_game(2, SEED, OPTIONS)
    actions = []
    for _ in range(count):
        seat = state.pending()[0]
        exchange = Exchange(seat, tuple(state.hands[seat][:2]))
        state.apply(exchange)
        actions.append(exchange)
    return actions


def _session(game_id: str, kinds: list[str], actions: list[Action], engine_json,
             options=None) -> GameSession:
    seats = [SeatSetup(name, kind, None) for name, kind in zip(["Ada", "Bo"], kinds, strict=False)]
    record = GameRecord(game_id, SEED, len(seats), dict(options or {}),
                        [engine_json(a) for a in actions])
    return GameSession(GameSetup(game_id, seats, dict(options or {}), SEED), record,
                       autosave=False)


def test_a_bots_exchange_reaches_the_screen_as_its_count_only(qapp):
    actions = _exchanges(4)
    session = _session("qwirkle", ["person", "bot"], actions, action_to_json, OPTIONS)
    seen = [p.action for p in session.played()]
    assert seen == [a if a.seat == 0 else ExchangeUnseen(a.seat, len(a.tiles)) for a in actions]
    # The log says as much to everybody: how many tiles, never which.
    assert all("2 tiles" in p.line for p in session.played())
    # The game's summary still counts every seat's exchanges.
    from tabletop_desktop.views.qwirkle.summary import game_facts

    assert game_facts(session.facts(), session.played()).exchanges == [2, 2]
    session.deleteLater()


def test_pass_and_play_and_bots_alone_see_every_action_whole(qapp):
    actions = _exchanges(4)
    for kinds in (["person", "person"], ["bot", "bot"]):
        session = _session("qwirkle", kinds, actions, action_to_json, OPTIONS)
        assert [p.action for p in session.played()] == actions
        session.deleteLater()


def test_a_bots_white_sum_choice_stands_as_its_seat_alone(qapp):
    from tabletop_desktop.engine.qwixx import action_to_json as qwixx_json
    from tabletop_desktop.engine.qwixx import new_game as qwixx_game

    state = qwixx_game(2, SEED)
    roller = state.pending()[0]
    actions: list[Action] = [Roll(roller)]
    state.apply(actions[0])
    bot = 1
    actions.append(WhiteChoice(bot, None))
    session = _session("qwixx", ["person", "bot"], actions, qwixx_json)
    seen = [p.action for p in session.played()]
    assert seen == [Roll(roller), Action(bot)]
    assert session.played()[1].line == "Bo has made a choice."
    session.deleteLater()
