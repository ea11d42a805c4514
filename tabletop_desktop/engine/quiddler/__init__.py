"""Quiddler's engine module.

Exports the engine-module functions (`new_game`, `action_to_json`, `action_from_json`,
`determinize`, `make_bot`, `summary_extras`, `summary_best_move`, `tournament_counter`) and the conformance API (`DECK`,
`WordList`, `spellings`, `best_play`, `round_scores`, `add_round`). Names load on first use, so
importing `quiddler.info` for the home screen stays cheap (see registry.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_desktop.engine.lazy import lazy_exports

_EXPORTS = {
    # engine-module functions
    "new_game": "api",
    "make_bot": "api",
    "summary_extras": "api",
    "summary_best_move": "api",
    "summary_end_reason": "api",
    "summary_turns": "api",
    "tournament_counter": "api",
    "game_options": "api",
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

if TYPE_CHECKING:
    from tabletop_desktop.engine.quiddler.actions import (  # noqa: F401
        Discard,
        Draw,
        GoOut,
        LastTurn,
        action_from_json,
        action_to_json,
    )
    from tabletop_desktop.engine.quiddler.api import (  # noqa: F401
        game_options,
        make_bot,
        new_game,
        summary_best_move,
        summary_extras,
        tournament_counter,
    )
    from tabletop_desktop.engine.quiddler.cards import DECK  # noqa: F401
    from tabletop_desktop.engine.quiddler.events import (  # noqa: F401
        CardDiscarded,
        CardDrawn,
        LastTurnPlayed,
        PileReshuffled,
        RoundDealt,
        RoundResult,
        RoundScored,
        WentOut,
    )
    from tabletop_desktop.engine.quiddler.rounds import (  # noqa: F401
        bonus_awards,
        card_label,
        hand_size,
        play_problem,
        word_points,
        word_problem,
        word_text,
    )
    from tabletop_desktop.engine.quiddler.scoring import add_round, round_scores  # noqa: F401
    from tabletop_desktop.engine.quiddler.solver import best_play  # noqa: F401
    from tabletop_desktop.engine.quiddler.spelling import spellings  # noqa: F401
    from tabletop_desktop.engine.quiddler.state import QuiddlerState  # noqa: F401
    from tabletop_desktop.engine.quiddler.unseen import (  # noqa: F401
        determinize,
        known_cards,
        unseen_cards,
    )
    from tabletop_desktop.engine.quiddler.view import QuiddlerView  # noqa: F401
    from tabletop_desktop.engine.quiddler.words import WordList, word_list_for  # noqa: F401


__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, globals())
