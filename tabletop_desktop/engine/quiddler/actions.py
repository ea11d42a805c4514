"""Quiddler's actions (frozen dataclasses) and actions as JSON for saving.

Cards are lowercase strings: "a" ... "z" and the double-letter cards "er", "in", "qu", "th", "cl".
A word is a tuple of cards in spelling order. The order of a hand is only the view's business, so
no action rearranges cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop_desktop.engine.core import Action, action_head
from tabletop_desktop.engine.quiddler.cards import DECK

Word = tuple[str, ...]
Words = tuple[Word, ...]

MAX_SEATS = 8
MAX_CARDS = 11  # the largest hand: 10 dealt + 1 drawn
SOURCES = ("pile", "discard")


@dataclass(frozen=True)
class Draw(Action):
    """Take the top card of the draw pile ("pile") or of the discard pile ("discard")."""

    source: str


@dataclass(frozen=True)
class Discard(Action):
    """Put one card from the hand on the discard pile: ends an ordinary turn."""

    card: str


def _as_words(words: object) -> object:
    """Rows given as lists become tuples (actions are hashable values); anything else is left
    for `check` to refuse."""
    if isinstance(words, list | tuple) and all(isinstance(w, list | tuple) for w in words):
        return tuple(tuple(w) for w in words)
    return words


@dataclass(frozen=True)
class GoOut(Action):
    """Lay every card but `discard` down in `words` (each of at least 2 cards, each in the word
    list) and discard the last card. The others then have one last turn each."""

    words: Words
    discard: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", _as_words(self.words))


@dataclass(frozen=True)
class LastTurn(Action):
    """After someone went out: lay down any valid `words` (maybe none), discard one card; the cards
    left in the hand count against this seat."""

    words: Words
    discard: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", _as_words(self.words))


def _words_json(words: Words) -> list[list[str]]:
    return [list(word) for word in words]


def action_to_json(action: Action) -> dict[str, Any]:
    """A plain JSON dict for an action."""
    if isinstance(action, Draw):
        return {"type": "draw", "seat": action.seat, "source": action.source}
    if isinstance(action, Discard):
        return {"type": "discard", "seat": action.seat, "card": action.card}
    if isinstance(action, GoOut):
        return {
            "type": "go_out",
            "seat": action.seat,
            "words": _words_json(action.words),
            "discard": action.discard,
        }
    if isinstance(action, LastTurn):
        return {
            "type": "last_turn",
            "seat": action.seat,
            "words": _words_json(action.words),
            "discard": action.discard,
        }
    raise ValueError(f"Not a Quiddler action: {action!r}")


def _card(value: Any) -> str:
    if not isinstance(value, str) or value not in DECK:
        raise ValueError("an action names a card that is not a Quiddler card")
    return value


def _words(value: Any) -> Words:
    if not isinstance(value, list) or len(value) > MAX_CARDS:
        raise ValueError("an action's words are not a list of words")
    words = []
    for word in value:
        if not isinstance(word, list) or len(word) > MAX_CARDS:
            raise ValueError("a word is not a list of cards")
        words.append(tuple(_card(c) for c in word))
    return tuple(words)


def action_from_json(data: Any) -> Action:
    """The action for a JSON dict; raises ValueError for anything malformed."""
    seat, kind = action_head(data, MAX_SEATS)
    if kind == "draw":
        source = data.get("source")
        if source not in SOURCES:
            raise ValueError("a draw names no pile")
        return Draw(seat, source)
    if kind == "discard":
        return Discard(seat, _card(data.get("card")))
    if kind == "go_out":
        return GoOut(seat, _words(data.get("words")), _card(data.get("discard")))
    if kind == "last_turn":
        return LastTurn(seat, _words(data.get("words")), _card(data.get("discard")))
    raise ValueError(f"unknown action type {kind!r}")
