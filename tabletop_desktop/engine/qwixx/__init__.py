"""Qwixx's engine module.

Exports the engine-module functions (`new_game`, `action_to_json`, `action_from_json`,
`determinize`, `make_bot`, `tournament_counter`, `summary_extras`, the hint `advise` and
`events_for`), the rules helpers shared by views and bots (`legal_white_rows`,
`legal_colour_moves`, `legal_boxes`, `box_of`), and the conformance API on plain data
(`score_sheet`, `can_cross`, `resolve_roll`, `IllegalMove`). Names load on first use, so importing
`qwixx.info` for the home screen stays cheap (see registry.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_desktop.engine.lazy import lazy_exports

_EXPORTS = {
    "new_game": "api",
    "determinize": "api",
    "make_bot": "api",
    "tournament_counter": "api",
    "summary_extras": "api",
    "summary_turns": "record",
    "summary_end_reason": "record",
    "summary_best_move": "record",
    "score_sheet": "api",
    "can_cross": "api",
    "resolve_roll": "api",
    "IllegalMove": "api",
    "action_to_json": "actions",
    "action_from_json": "actions",
    "Roll": "actions",
    "WhiteChoice": "actions",
    "ColourChoice": "actions",
    "DiceRolled": "events",
    "WhiteCommitted": "events",
    "WhiteSumsResolved": "events",
    "Crossed": "events",
    "RowLocked": "events",
    "PenaltyTaken": "events",
    "ColourSkipped": "events",
    "QwixxGameOver": "events",
    "Dice": "dice",
    "Sheet": "sheet",
    "RowMarks": "sheet",
    "ROWS": "sheet",
    "NUMBERS": "sheet",
    "POINTS": "sheet",
    "QwixxState": "state",
    "QwixxView": "view",
    "NOT_YET": "view",
    "legal_white_rows": "legal",
    "legal_colour_moves": "legal",
    "legal_boxes": "legal",
    "box_of": "legal",
    "advise": "advice",
    "events_for": "events",
}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from tabletop_desktop.engine.qwixx.actions import (  # noqa: F401
        ColourChoice,
        Roll,
        WhiteChoice,
        action_from_json,
        action_to_json,
    )
    from tabletop_desktop.engine.qwixx.advice import advise  # noqa: F401
    from tabletop_desktop.engine.qwixx.api import (  # noqa: F401
        IllegalMove,
        can_cross,
        determinize,
        make_bot,
        new_game,
        resolve_roll,
        score_sheet,
        summary_extras,
        tournament_counter,
    )
    from tabletop_desktop.engine.qwixx.dice import Dice  # noqa: F401
    from tabletop_desktop.engine.qwixx.events import (  # noqa: F401
        ColourSkipped,
        Crossed,
        DiceRolled,
        PenaltyTaken,
        QwixxGameOver,
        RowLocked,
        WhiteCommitted,
        WhiteSumsResolved,
        events_for,
    )
    from tabletop_desktop.engine.qwixx.legal import (  # noqa: F401
        box_of,
        legal_boxes,
        legal_colour_moves,
        legal_white_rows,
    )
    from tabletop_desktop.engine.qwixx.sheet import (  # noqa: F401
        NUMBERS,
        POINTS,
        ROWS,
        RowMarks,
        Sheet,
    )
    from tabletop_desktop.engine.qwixx.state import QwixxState  # noqa: F401
    from tabletop_desktop.engine.qwixx.view import NOT_YET, QwixxView  # noqa: F401


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
