"""What every Quiddler bot shares: its vocabulary, hand values, and turning plays into actions.

A bot's vocabulary always lies inside the game's word list (people and bots are judged by the same
list); a weaker bot knows fewer of its words.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.solver import HandSolver, Play
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList, load_word_list

_lock = threading.Lock()
_everyday: dict[tuple[str, int], WordList] = {}


def game_words(view: QuiddlerView) -> WordList:
    """The game's own list: a strong player knows every word of it."""
    return view.word_list()


def everyday_words(view: QuiddlerView, max_letters: int = 99) -> WordList:
    """The game's words that are also in the "common" list (and at most `max_letters` long): an
    everyday vocabulary. Built once per game list and length."""
    key = (view.word_list_key, max_letters)
    with _lock:
        found = _everyday.get(key)
    if found is None:
        common = load_word_list("common")
        found = game_words(view).subset(
            lambda w: len(w) <= max_letters and w in common, name="everyday"
        )
        with _lock:
            if len(_everyday) > 8:
                _everyday.pop(next(iter(_everyday)))
            _everyday[key] = found
    return found


def hand_value(hand: Sequence[str], words: WordList) -> int:
    """How good a hand is as it stands: its best word points minus the cards left over (every
    card counts; no discard)."""
    if not hand:
        return 0
    solver = HandSolver(hand, words)
    return solver.value(solver.full)


def keep_values(solver: HandSolver) -> dict[str, int]:
    """For each card of the hand: the hand's value after discarding it."""
    return {d: solver.value(solver.full - solver.pack([d])) for d in solver.discards()}


def draw(view: QuiddlerView, take_discard: bool) -> Action:
    """Draw from the discard pile when asked and possible, else from the pile (or whichever is
    left)."""
    if take_discard and view.discard_top is not None:
        return Draw(view.seat, "discard")
    if view.pile_count > 0:
        return Draw(view.seat, "pile")
    return Draw(view.seat, "discard")


def can_go_out_now(view: QuiddlerView) -> bool:
    """Whether the rules let this seat go out on this turn (someone going out makes it a last
    turn; the option may forbid it on the first turn)."""
    if view.went_out is not None:
        return False
    return not (view.options.get("no_go_out_first_turn") and view.turns_taken[view.seat] == 0)


def play_action(view: QuiddlerView, play: Play, *, going_out: bool) -> Action:
    """The GoOut or LastTurn action laying down `play`."""
    words = tuple(tuple(w) for w in play.words)
    if going_out:
        return GoOut(view.seat, words, play.discard)
    return LastTurn(view.seat, words, play.discard)


def discard(view: QuiddlerView, card: str) -> Action:
    """Discard `card` (on a last turn: lay nothing down and discard it)."""
    if view.went_out is not None:
        return LastTurn(view.seat, (), card)
    return Discard(view.seat, card)
