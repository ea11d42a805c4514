"""Quiddler's engine module: the `GameModule` functions (engine/module.py), the conformance API
(`DECK`, `WordList`, `spellings`, `best_play`, `round_scores`, `add_round`), the rule helpers the
view and bots share, and the game's actions, events, state and view.

`_EXPORTS` is the one list of the package's names, each with the submodule that defines it. Names
load on first use (engine/lazy.py), so importing `quiddler.info` for the home screen stays cheap; a
type checker sees them through the package's `__getattr__`, so code that wants their precise types
imports them from their submodule.
"""

from __future__ import annotations

from tabletop_desktop.engine.lazy import lazy_exports

_EXPORTS = {
    # engine-module functions
    "new_game": "api",
    "wire_classes": "api",
    "make_bot": "api",
    "summary_extras": "api",
    "summary_best_move": "api",
    "summary_end_reason": "api",
    "summary_turns": "api",
    "tournament_counter": "api",
    "game_options": "api",
    "advise": "advice",
    "events_for": "events",
    "determinize": "unseen",
    "unseen_cards": "unseen",
    "known_cards": "unseen",
    "action_to_json": "actions",
    "action_from_json": "actions",
    # conformance API
    "DECK": "cards",
    "WordList": "words",
    "spellings": "spelling",
    "best_play": "solver",
    "round_scores": "scoring",
    "add_round": "scoring",
    # actions, events, state, view
    "Draw": "actions",
    "Discard": "actions",
    "GoOut": "actions",
    "LastTurn": "actions",
    "RoundDealt": "events",
    "CardDrawn": "events",
    "CardDiscarded": "events",
    "WentOut": "events",
    "LastTurnPlayed": "events",
    "PileReshuffled": "events",
    "RoundScored": "events",
    "RoundResult": "events",
    "QuiddlerState": "state",
    "QuiddlerView": "view",
    # rule helpers the view and bots share
    "play_problem": "rounds",
    "word_problem": "rounds",
    "bonus_awards": "rounds",
    "card_label": "rounds",
    "word_text": "rounds",
    "word_points": "rounds",
    "hand_size": "rounds",
    "word_list_for": "words",
}

__all__ = sorted(_EXPORTS)

__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
