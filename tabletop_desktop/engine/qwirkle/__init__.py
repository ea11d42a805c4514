"""Qwirkle's engine module.

Exports the engine-module functions (`new_game`, `action_to_json`, `action_from_json`,
`determinize`, `make_bot`) and the conformance API (`score_placement`, `legal_placements`,
`IllegalPlacement`). Names load on first use, so importing `qwirkle.info` for the home screen stays
cheap (see registry.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_desktop.engine.lazy import lazy_exports

_EXPORTS = {
    "new_game": "api",
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

if TYPE_CHECKING:
    from tabletop_desktop.engine.qwirkle.actions import (  # noqa: F401
        EndBonus,
        Exchange,
        Pass,
        Passed,
        Place,
        TilesDrawn,
        TilesExchanged,
        TilesPlaced,
        action_from_json,
        action_to_json,
    )
    from tabletop_desktop.engine.qwirkle.api import (  # noqa: F401
        IllegalPlacement,
        determinize,
        legal_placements,
        make_bot,
        new_game,
        score_placement,
    )
    from tabletop_desktop.engine.qwirkle.rules import (  # noqa: F401
        candidate_cells,
        dead_cells,
        placement_problem,
    )
    from tabletop_desktop.engine.qwirkle.state import QwirkleState  # noqa: F401
    from tabletop_desktop.engine.qwirkle.tiles import (  # noqa: F401
        COLOURS,
        SHAPE_LABELS,
        SHAPES,
        colour_of,
        shape_of,
        tile_name,
    )
    from tabletop_desktop.engine.qwirkle.view import QwirkleView  # noqa: F401


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
