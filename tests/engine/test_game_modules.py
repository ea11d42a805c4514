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
        "events_for", "summary_extras", "summary_best_move", "summary_turns",
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
