"""Qwixx's engine module: the `GameModule` functions (engine/module.py), the rules helpers shared
by views and bots (`legal_white_rows`, `legal_colour_moves`), the conformance API on plain data
(`score_sheet`, `can_cross`, `resolve_roll`, `IllegalMove`) and the game's actions, events, dice,
sheets, state and view.

`_EXPORTS` is the one list of the package's names, each with the submodule that defines it. Names
load on first use (engine/lazy.py), so importing `qwixx.info` for the home screen stays cheap; a
type checker sees them through the package's `__getattr__`, so code that wants their precise types
imports them from their submodule.
"""

from __future__ import annotations

from tabletop_desktop.engine.lazy import lazy_exports

_EXPORTS = {
    "new_game": "api",
    "wire_classes": "api",
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

__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
