"""The log speaks to the person at the screen: every sentence about a seat called "You" is
grammatical ("You have made a choice.", never "You has ..."), for every move of every game.

Each game is played to the end by its easiest bots; after every move the log sentence is
rendered once with each seat called "You", and once with names only."""

from __future__ import annotations

import importlib
import random

import pytest

from tabletop_desktop.engine.quiddler import api as quiddler_api
from tabletop_desktop.engine.quiddler import describe as quiddler_describe
from tabletop_desktop.engine.qwirkle import state as qwirkle_state
from tabletop_desktop.engine.qwixx import describe as qwixx_describe
from tabletop_desktop.engine.qwixx import record as qwixx_record
from tabletop_desktop.engine.qwixx import state as qwixx_state
from tabletop_desktop.engine.sentences import Said, names_in_words
from tabletop_desktop.session import game_session
from tests.support.grammar import said_problems, you_problems

NAMES = ["Ada", "Bo", "Cy"]
LEVELS = {"quiddler": "easy", "qwirkle": "beginner", "qwixx": "beginner"}
SEEDS = {"quiddler": 3, "qwirkle": 4, "qwixx": 5}
# Every game's moves; a bots-only game shows nearly all of them (Qwirkle's pass is rare).
KINDS = {"quiddler": {"Draw", "Discard", "GoOut", "LastTurn"},
         "qwirkle": {"Place"}, "qwixx": {"Roll", "WhiteChoice", "ColourChoice"}}


def _whole_game_logs(game_id: str) -> tuple[list[str], set[str]]:
    """Every log sentence of a bots-only game, rendered for names and for each seat as "You"."""
    engine = importlib.import_module(f"tabletop_desktop.engine.{game_id}")
    options = {"word_list": "common"} if game_id == "quiddler" else {}
    state = engine.new_game(len(NAMES), SEEDS[game_id], options)
    bots = [engine.make_bot(LEVELS[game_id]) for _ in NAMES]
    rng = random.Random(1)
    lines: list[str] = []
    kinds: set[str] = set()
    while not state.is_over():
        chosen = [bots[s].choose(state.view_for(s), rng, 0.02) for s in state.pending()]
        for action in chosen:
            state.apply(action)
            kinds.add(type(action).__name__)
            plain = str(state.describe(action, NAMES))
            assert NAMES[action.seat] in plain, plain
            for you in range(len(NAMES)):
                names = [("You" if s == you else n) for s, n in enumerate(NAMES)]
                line = str(state.describe(action, names))
                lines.append(line)
                if action.seat == you:  # the one who moved is spoken to
                    assert "You" in line or " you " in line, line
                    assert NAMES[you] not in line, line
    reason = engine.summary_end_reason
    lines += [str(reason(state, ["You", "Bo", "Cy"])), str(reason(state, ["Ada", "You", "Cy"]))]
    return lines, kinds


@pytest.mark.parametrize("game_id", ["quiddler", "qwirkle", "qwixx"])
def test_a_bots_only_games_whole_log_is_grammatical_for_you(game_id):
    lines, kinds = _whole_game_logs(game_id)
    assert KINDS[game_id] <= kinds
    problems = [(line, p) for line in lines for p in you_problems(line)]
    assert problems == []


SENTENCES = [*quiddler_describe.SENTENCES, quiddler_api.BEST_WORD, quiddler_api.MOST_POINTS,
             *qwixx_describe.SENTENCES, qwixx_record.BEST_CROSSES, qwixx_state.FOURTH_PENALTY,
             *qwirkle_state.SENTENCES, game_session.BOT_HAD_A_PROBLEM]


@pytest.mark.parametrize("said", SENTENCES, ids=lambda s: s.other[:40])
def test_every_sentence_has_a_whole_template_for_you_and_for_others(said: Said):
    """Also the sentences a game rarely says (a pass, a lock for two, a shared win)."""
    assert said_problems(said) == []


def test_lists_of_names_put_you_last_in_lower_case():
    assert names_in_words(["You"]) == "You"
    assert names_in_words(["You", "Bo"]) == "Bo and you"
    assert names_in_words(["Ada", "You", "Cy"]) == "Ada, Cy and you"
    assert names_in_words(["Ada", "Bo"]) == "Ada and Bo"
