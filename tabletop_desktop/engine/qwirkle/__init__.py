"""Qwirkle's engine module: the `GameModule` functions (engine/module.py), the conformance API
(`score_placement`, `legal_placements`, `IllegalPlacement`) and the game's actions, events, state,
view and tiles.

`_EXPORTS` is the one list of the package's names, each with the submodule that defines it. Names
load on first use (engine/lazy.py), so importing `qwirkle.info` for the home screen stays cheap;
a type checker sees them through the package's `__getattr__`, so code that wants their precise
types imports them from their submodule.
"""

from __future__ import annotations

from tabletop_desktop.engine.lazy import lazy_exports

_EXPORTS = {
    "new_game": "api",
    "wire_classes": "api",
    "determinize": "api",
    "make_bot": "api",
    "score_placement": "api",
    "legal_placements": "api",
    "IllegalPlacement": "api",
    "summary_extras": "record",
    "summary_best_move": "record",
    "summary_turns": "record",
    "summary_end_reason": "record",
    "tournament_counter": "record",
    "action_to_json": "actions",
    "action_from_json": "actions",
    "Place": "actions",
    "Exchange": "actions",
    "Pass": "actions",
    "TilesPlaced": "actions",
    "TilesDrawn": "actions",
    "TilesDrawnUnseen": "actions",
    "events_for": "actions",
    "advise": "advice",
    "TilesExchanged": "actions",
    "Passed": "actions",
    "EndBonus": "actions",
    "QwirkleState": "state",
    "QwirkleView": "view",
    "placement_problem": "rules",
    "candidate_cells": "rules",
    "dead_cells": "rules",
    "COLOURS": "tiles",
    "SHAPES": "tiles",
    "SHAPE_LABELS": "tiles",
    "colour_of": "tiles",
    "shape_of": "tiles",
    "tile_name": "tiles",
}

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
