"""The engine-module functions: new_game, make_bot, the summary hooks and tournament_counter."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import Action, Event, GameState, resolve_options
from tabletop_desktop.engine.message import Text, translate
from tabletop_desktop.engine.quiddler.events import (
    LONGEST,
    MOST,
    CardDiscarded,
    CardDrawn,
    LastTurnPlayed,
    PileReshuffled,
    RoundDealt,
    RoundResult,
    RoundScored,
    WentOut,
)
from tabletop_desktop.engine.quiddler.packed_words import (
    MAX_WORDS,
    cached_words,
    custom_word_count,
    is_packed,
)
from tabletop_desktop.engine.quiddler.rounds import ROUNDS, word_points, word_text
from tabletop_desktop.engine.quiddler.state import QuiddlerState
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.sentences import Said
from tabletop_desktop.engine.wire import CORE_CLASSES

WORD_OPTIONS = ("custom_words", "house_allow", "house_deny")

# The record's sentences: the best word and how the game ended.
BEST_WORD = Said(
    translate("quiddler", "You laid down {word}, a word of {points} points, in round {round}"),
    translate("quiddler", "{name} laid down {word}, a word of {points} points, in round {round}"))
MOST_POINTS = Said(translate("quiddler", "After {rounds} rounds you have the most points."),
                   translate("quiddler", "After {rounds} rounds {name} has the most points."),
                   translate("quiddler", "After {rounds} rounds {names} share the most points."))


def game_options(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Options filled in from the defaults and checked (raises ValueError with the reason)."""
    from tabletop_desktop.engine.quiddler.info import OPTIONS

    resolved = resolve_options(OPTIONS, options)
    for key in WORD_OPTIONS:
        value = resolved[key]
        if key == "custom_words" and is_packed(value):
            cached_words(value)  # raises ValueError when damaged; kept for the state's list
            continue
        if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
            raise ValueError(f"The option {key!r} must be a list of words.")
        if len(value) > MAX_WORDS:  # a plain list (older games) is held to the packed one's cap
            raise ValueError(f"The option {key!r} holds more than {MAX_WORDS:,} words.")
    if resolved["word_list"] == "custom" and not custom_word_count(resolved["custom_words"]):
        # Nobody could ever go out: rounds would never end.
        raise ValueError("The imported word list is empty: choose another word list.")
    return resolved


def new_game(seat_count: int, seed: int, options: Mapping[str, Any] | None = None) -> QuiddlerState:
    """A new game (round 1 dealt) with options filled in from the defaults."""
    return QuiddlerState(seat_count, seed, game_options(options))


def make_bot(level_key: str) -> Any:
    """The bot for a level key ("easy", "medium", "hard", "expert")."""
    from tabletop_desktop.engine.quiddler import bots

    return bots.make_bot(level_key)


def summary_extras(state: GameState, history: Sequence[tuple[Action, Sequence[Event]]]) -> dict:
    """Counters for the finished-game record: the best word of the game (most points; the
    earliest on a tie), and per seat the words laid down, rounds gone out first and bonuses."""
    n = state.seat_count
    words = [0] * n
    went_out = [0] * n
    bonuses = [0] * n
    best: dict[str, Any] | None = None
    round_number = 1
    for _, events in history:
        for event in events:
            if isinstance(event, WentOut | LastTurnPlayed):
                words[event.seat] += len(event.words)
                if isinstance(event, WentOut):
                    went_out[event.seat] += 1
                for word in event.words:
                    points = word_points(word)
                    if best is None or points > best["points"]:
                        best = {
                            "seat": event.seat,
                            "word": word_text(word),
                            "cards": list(word),
                            "points": points,
                            "round": round_number,
                        }
            elif isinstance(event, RoundScored):
                for seat, won in enumerate(event.bonuses):
                    bonuses[seat] += len(won)
                round_number = event.round + 1
    return {"best_word": best, "words": words, "went_out": went_out, "bonuses": bonuses}


def summary_best_move(
    state: GameState, history: Sequence[tuple[Action, Sequence[Event]]], names: Sequence[str]
) -> tuple[int, str, int, Text] | None:
    """The game's best move for the record and Statistics: its best word (most points, the
    earliest on a tie), as (seat, name, points, description), or None when no word was laid.
    The generic best move (the action with the largest score change) would be the move that
    happened to end a round, described with the whole round's scores."""
    best = summary_extras(state, history)["best_word"]
    if best is None:
        return None
    seat = best["seat"]
    text = BEST_WORD(names[seat], word=best["word"], points=best["points"], round=best["round"])
    return seat, names[seat], best["points"], text


def summary_turns(state: GameState, history: Sequence[tuple[Action, Sequence[Event]]]) -> int | None:
    """A Quiddler game's length is its number of moves."""
    return None


def summary_end_reason(state: GameState, names: Sequence[str]) -> Text:
    """How the game ended, with the players' names (the engine's own sentence knows only seats)."""
    if not state.is_over():
        return ""
    top = state.winners()
    return MOST_POINTS.about([names[s] for s in top], rounds=ROUNDS)


def tournament_counter(event: Event) -> Iterable[tuple[int, str, float]]:
    """Tournament counters: words laid down, rounds gone out first, bonuses won."""
    if isinstance(event, WentOut | LastTurnPlayed):
        if event.words:
            yield event.seat, "words", len(event.words)
        if isinstance(event, WentOut):
            yield event.seat, "went_out_first", 1
    elif isinstance(event, RoundScored):
        for seat, won in enumerate(event.bonuses):
            if LONGEST in won:
                yield seat, "longest_word_bonus", 1
            if MOST in won:
                yield seat, "most_words_bonus", 1


def wire_classes() -> tuple[type, ...]:
    """What a Quiddler view, event or hint may hold on the network (engine/wire.py): the view with
    its score sheet's rounds, every event, and the core's events and advice."""
    return (
        *CORE_CLASSES, QuiddlerView, RoundResult, RoundDealt, CardDrawn, CardDiscarded, WentOut,
        LastTurnPlayed, PileReshuffled, RoundScored,
    )
