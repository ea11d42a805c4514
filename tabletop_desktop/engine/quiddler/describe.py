"""The log's sentences for Quiddler moves: what each player just did, in words.

`describe` speaks of an action just applied to `state` (as `GameState.describe` does).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn, Words
from tabletop_desktop.engine.quiddler.rounds import card_label, word_points, word_text

if TYPE_CHECKING:
    from tabletop_desktop.engine.quiddler.state import QuiddlerState


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _signed(points: int) -> str:
    """+12, \u22126 (a real minus sign, as on the score sheet), 0."""
    return f"+{points}" if points > 0 else f"\u2212{-points}" if points < 0 else "0"


def words_text(words: Words) -> str:
    """"QUIT, AT": the words as they are written in sentences."""
    return ", ".join(word_text(w) for w in words)


def describe(state: QuiddlerState, action: Action, names: Sequence[str]) -> str:
    """A log sentence for `action`, just applied to `state`; when it ended a round, the round's
    scores follow."""
    text = _move(state, action, names)
    result = state.just_scored
    if result is not None:
        scores = ", ".join(
            f"{names[s]} {_signed(result.scores[s])} (total {result.totals[s]})"
            for s in range(state.seat_count)
        )
        text += f" Round {result.round} is over: {scores}."
    return text


def _move(state: QuiddlerState, action: Action, names: Sequence[str]) -> str:
    name = names[action.seat]
    if isinstance(action, Draw):
        if action.source == "pile":
            return f"{name} drew from the draw pile."
        taken = state.taken[action.seat] if state.turn == action.seat else []
        if state.phase == "discard" and taken:
            return f"{name} took {card_label(taken[-1])} from the discard pile."
        return f"{name} took a card from the discard pile."
    if isinstance(action, Discard):
        return f"{name} discarded {card_label(action.card)}."
    if isinstance(action, GoOut):
        points = sum(word_points(w) for w in action.words)
        return (
            f"{name} went out with {words_text(action.words)} ({points} points) "
            f"and discarded {card_label(action.discard)}."
        )
    if isinstance(action, LastTurn):
        left = _left_after(state, action)
        if action.words:
            points = sum(word_points(w) for w in action.words)
            laid = f"laid down {words_text(action.words)} ({points} points)"
        else:
            laid = "laid down no word"
        text = f"{name}'s last turn: {laid}, discarded {card_label(action.discard)}"
        if left:
            text += f", {_cards(len(left))} left (\u2212{word_points(left)})"
        elif left is not None:
            text += ", no card left"
        return text + "."
    return f"{name} moved."


def _left_after(state: QuiddlerState, action: LastTurn) -> tuple[str, ...] | None:
    """The cards a last turn just applied left (None when the state cannot tell)."""
    seat = action.seat
    if state.laid[seat] == action.words and state.left[seat] is not None:
        return state.left[seat]
    if state.round_results and state.round_results[-1].words[seat] == action.words:
        return state.round_results[-1].left[seat]
    return None
