"""Every built-in game's engine module (and the test game's) offers the whole `GameModule`
protocol: each function, with the protocol's parameters in the protocol's order."""

from __future__ import annotations

import importlib
import inspect

import pytest

from tabletop_desktop.engine.module import MEMBERS, GameModule
from tabletop_desktop.engine.registry import BUILTIN_GAMES, game

MODULES = [game(game_id).engine_module for game_id in BUILTIN_GAMES] + ["tests.support.toy_game"]


def _parameters(function: object) -> list[inspect.Parameter]:
    """The parameters a caller passes (the Protocol's `self` left out)."""
    assert callable(function)
    return [p for p in inspect.signature(function).parameters.values() if p.name != "self"]


def _has_default(parameter: inspect.Parameter) -> bool:
    return parameter.default is not inspect.Parameter.empty


def test_the_protocol_names_every_hook_the_app_calls():
    assert set(MEMBERS) == {
        "new_game", "action_to_json", "action_from_json", "determinize", "make_bot", "advise",
        "events_for", "action_for", "summary_extras", "summary_best_move", "summary_turns",
        "summary_end_reason", "tournament_counter", "wire_classes",
    }


@pytest.mark.parametrize("module_name", MODULES)
@pytest.mark.parametrize("member", MEMBERS)
def test_engine_module_has_the_member_with_the_protocols_parameters(module_name, member):
    module = importlib.import_module(module_name)
    assert hasattr(module, member), f"{module_name} has no {member}()"
    offered, wanted = _parameters(getattr(module, member)), _parameters(getattr(GameModule, member))
    # The same parameters, by name and kind, in the same order ...
    assert [(p.name, p.kind) for p in offered] == [(p.name, p.kind) for p in wanted]
    # ... and whatever a caller may leave out, the module lets it leave out (it may let more).
    assert all(_has_default(o) for o, w in zip(offered, wanted, strict=True) if _has_default(w))


def test_registry_hands_out_the_engine_module():
    info = game("qwirkle")
    assert info.engine() is importlib.import_module(info.engine_module)


@pytest.mark.parametrize("game_id", BUILTIN_GAMES)
def test_every_name_a_game_package_lists_is_there(game_id):
    # The package's one list of names (`_EXPORTS`) must not name what its submodule lacks.
    package = importlib.import_module(f"tabletop_desktop.engine.{game_id}")
    missing = [name for name in package.__all__ if not hasattr(package, name)]
    assert missing == []
    assert set(package.__all__) <= set(dir(package))


# --- what a seat may see of another seat's action (`action_for`) ------------------------------

def _moves(module_name: str, count: int, seed: int = 5) -> list:
    """The first `count` actions of a game between the module's first-level bots."""
    import random

    module = importlib.import_module(module_name)
    level = (game("chips").bot_levels if module_name.startswith("tests.")
             else game(module_name.rsplit(".", 1)[1]).bot_levels)[0].key
    state = module.new_game(3, seed)
    bot, rng, actions = module.make_bot(level), random.Random(seed), []
    while len(actions) < count and not state.is_over():
        seat = state.pending()[0]
        action = bot.choose(state.view_for(seat), rng, 0.05)
        actions.append(action)
        state.apply(action)
    return actions


@pytest.mark.parametrize("module_name", MODULES)
def test_a_seat_sees_its_own_action_whole(module_name):
    if module_name.startswith("tests."):
        import tests.support.toy_game  # noqa: F401 - registers "chips"
    module = importlib.import_module(module_name)
    for action in _moves(module_name, 12):
        assert module.action_for((action.seat,), action) == action
        assert module.action_for((0, 1, 2), action) == action


def test_qwirkle_tells_another_seats_exchange_by_its_count_only():
    from tabletop_desktop.engine.qwirkle import actions, api

    exchange = actions.Exchange(1, (3, 3, 17))
    assert actions.action_for((1,), exchange) == exchange
    seen = actions.action_for((0, 2), exchange)
    assert seen == actions.ExchangeUnseen(1, 3)
    # It travels as the engine's own action JSON, and back ...
    data = actions.action_to_json(seen)
    assert data == {"type": "exchange_unseen", "seat": 1, "count": 3}
    assert actions.action_from_json(data) == seen
    # ... but it is a record, never a move: the rules refuse it, in words.
    state = api.new_game(2, 3)
    unseen = actions.ExchangeUnseen(state.pending()[0], 2)
    assert state.check(unseen) == "Choose which tiles to exchange, not only how many."
    # A placement and a pass are public.
    place = actions.Place(1, (((0, 0), 5),))
    assert actions.action_for((0,), place) == place
    assert actions.action_for((0,), actions.Pass(1)) == actions.Pass(1)


def test_qwixx_tells_nothing_of_another_seats_white_sum_choice():
    from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice, action_for

    for row in ("red", None):
        assert action_for((0,), WhiteChoice(1, row)) is None
        assert action_for((1,), WhiteChoice(1, row)) == WhiteChoice(1, row)
    assert action_for((0,), Roll(1)) == Roll(1)
    assert action_for((0,), ColourChoice(1, "blue", 1)) == ColourChoice(1, "blue", 1)


def test_quiddler_hides_no_action():
    from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, action_for

    for action in (Draw(1, "pile"), Discard(1, "qu"), GoOut(1, (("c", "a", "t"),), "x")):
        assert action_for((0,), action) == action
