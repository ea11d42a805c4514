"""Layers point down only: engine < storage < session < views < windows < the entry points
(app.py, selftest.py, cli.py). A game's own self-test steps are named in the registry, so no view
imports the self-test harness."""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path

from tabletop_desktop.engine.registry import all_games
from tabletop_desktop.views.common.self_test import SelfTestRun, SelfTestWindow

ROOT = Path(__file__).resolve().parents[1]


def _figures():
    spec = importlib.util.spec_from_file_location("architecture_figures",
                                                  ROOT / "scripts" / "architecture_figures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_module_imports_a_layer_above_its_own():
    assert _figures().upward_imports(ROOT / "tabletop_desktop") == []


def test_the_upward_import_check_sees_a_view_importing_the_self_test(tmp_path):
    package = tmp_path / "tabletop_desktop"
    (package / "views" / "chips").mkdir(parents=True)
    (package / "views" / "chips" / "selftest.py").write_text(
        "from tabletop_desktop.selftest import grab\n", "utf-8")
    found = _figures().upward_imports(package)
    assert found == ["tabletop_desktop/views/chips/selftest.py:1 imports tabletop_desktop.selftest"]


def test_each_games_own_self_test_steps_are_named_in_the_registry():
    named = {info.id: info.self_test_steps() for info in all_games() if info.available}
    assert named["qwirkle"] is None  # its bots-only game shows every screen it has
    for game_id in ("qwixx", "quiddler"):
        steps = named[game_id]
        assert steps is not None, game_id
        assert steps.__module__ == f"tabletop_desktop.views.{game_id}.selftest"
        hints = inspect.get_annotations(steps, eval_str=True)
        assert (hints["test"], hints["window"]) == (SelfTestRun, SelfTestWindow)
