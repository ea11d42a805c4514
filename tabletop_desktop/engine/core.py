"""The small API every game engine implements (the OpenSpiel idea, kept small).

A game is a `GameState` subclass plus a few module-level functions (the `GameModule` protocol in
`module.py`). Everything is pure Python: nothing under `tabletop_desktop.engine` imports Qt.

Determinism: a state owns one `random.Random` seeded at creation; every shuffle and draw goes
through it, so `(seed, options, actions)` replays a game exactly. That triple is the save format's
core (see `replay.py`).

Actions are frozen dataclasses that carry the acting `seat`, so one list of actions describes a game
even when several seats decide at once (Qwixx's white sum). Each game converts its actions to and
from plain JSON dicts for saving.

Events are frozen dataclasses returned by `apply`; views animate them, the log and the printed
summary are built from them.

Text for people (refusal reasons, log sentences, end reasons, advice, option and bot level names)
is `Text`: a `Message` (engine/message.py: the English template and its values, translated later
by the Qt layers with tabletop_desktop.i18n.text) or a plain `str` (a name, a word of the game
that is not translated). `str()` of either is the English text.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop_desktop.engine.message import Message, Text

Seat = int
JSONDict = dict[str, Any]


def message_of(text: Text) -> Message:
    """`text` as a `Message`: itself, or a plain string as a message with nothing to translate
    (context "", no values: it renders as it is in every language)."""
    return text if isinstance(text, Message) else Message("", text)


class IllegalAction(ValueError):
    """An action that the rules refuse, with a sentence a player understands, e.g. "That tile
    doesn't fit: the row already has a red square.".

    `message` is that sentence as a `Message` (to be translated: the session renders it with
    tabletop_desktop.i18n.text, the server sends it as message JSON); `str(exc)` is the English
    sentence, as the conformance APIs' `ValueError`s have always said it."""

    def __init__(self, reason: Text) -> None:
        self.message: Message = message_of(reason)
        super().__init__(str(self.message))


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. `seat` is the seat that takes the action."""

    seat: Seat


@dataclass(frozen=True)
class Event:
    """Base of every game's events.

    `reveals_hidden` marks events that show a seat something that was hidden before (a draw from
    the bag); an action whose events reveal hidden information cannot be taken back.
    """

    reveals_hidden: ClassVar[bool] = False


@dataclass(frozen=True)
class TurnChanged(Event):
    """The seats that must act now (one seat, or several when all decide at once)."""

    pending: tuple[Seat, ...]


@dataclass(frozen=True)
class ScoreChanged(Event):
    seat: Seat
    score: int
    delta: int


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    reason: Text  # a sentence for the player, e.g. "Ada placed her last tile (+6)."


@dataclass(frozen=True)
class View:
    """Base of every game's per-seat view: an immutable, picklable snapshot holding only what
    `seat` may know. Bots receive views, never states, so they cannot cheat by accident."""

    seat: Seat
    seat_count: int
    pending: tuple[Seat, ...]
    scores: tuple[int, ...]
    is_over: bool


@dataclass(frozen=True)
class Advice:
    """A hint for one seat, from its view alone: the suggested action (None when the advice is
    not one action, such as which words to keep together in a Quiddler hand), the sentence the
    person reads ("Cross red 7: it leaves no box behind."), and plain data a view may draw
    (`cards`: the words to lay out, in Quiddler). Picklable: made in the bots' worker process.
    """

    words: Text
    action: Action | None = None
    cards: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class OptionSpec:
    """One house-rule option offered by the New Game dialog.

    `kind` is "bool", "choice" (`choices` holds (value, label) pairs), "seat" (a seat index, or -1
    for "decided by the rules"; the dialog lists the seats by name) or "hidden" (plain JSON data the
    dialog does not show, filled in when a game starts by the game's `GameInfo.prepare_options`,
    e.g. Quiddler's house words; the game's engine validates it).
    """

    key: str
    label: Text
    kind: str
    default: Any
    help: Text = ""
    choices: tuple[tuple[Any, Text], ...] = ()
    # The seat counts the option means something for (lowest, highest), or None for all: the
    # New Game dialog shows it only for those (Quiddler's "Bonuses with 2 players").
    seat_counts: tuple[int, int] | None = None

    def applies_to(self, seat_count: int) -> bool:
        return self.seat_counts is None or self.seat_counts[0] <= seat_count <= self.seat_counts[1]


def action_head(data: object, seat_count_limit: int) -> tuple[Seat, object]:
    """The seat and the "type" of an action read from JSON, the part every game's
    `action_from_json` checks first; raises ValueError for anything malformed."""
    if not isinstance(data, dict):
        raise ValueError("an action is not an object")
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seat_count_limit:
        raise ValueError("an action's seat is not valid")
    return seat, data.get("type")


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, Any] | None) -> JSONDict:
    """Fill in defaults and reject unknown keys or values, so a state always sees full options."""
    given = dict(given or {})
    resolved: JSONDict = {}
    for spec in specs:
        value = given.pop(spec.key, spec.default)
        if spec.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"Option '{spec.label}' must be on or off.")
        elif spec.kind == "choice":
            allowed = [v for v, _ in spec.choices]
            if value not in allowed:
                raise ValueError(f"Option '{spec.label}' cannot be {value!r}.")
        elif spec.kind == "seat":
            if not isinstance(value, int) or isinstance(value, bool) or value < -1:
                raise ValueError(f"Option '{spec.label}' must name a seat.")
        elif spec.kind == "hidden":
            if not isinstance(value, str | int | float | bool | list | dict | None):
                raise ValueError(f"Option '{spec.label}' is not plain data.")
        resolved[spec.key] = value
    if given:
        raise ValueError(f"Unknown option(s): {', '.join(sorted(given))}.")
    return resolved


class GameState(ABC):
    """The full, authoritative state of one game. Only the engine and the session hold one."""

    game_id: ClassVar[str]

    def __init__(self, seat_count: int, seed: int, options: Mapping[str, Any]) -> None:
        self.seat_count = seat_count
        self.seed = seed
        self.options: JSONDict = dict(options)
        self.rng = random.Random(seed)

    # --- whose turn -------------------------------------------------------------------------
    @abstractmethod
    def pending(self) -> tuple[Seat, ...]:
        """Seats that must act now: one seat on an ordinary turn, several when all decide at
        once, none when the game is over."""

    @property
    def current_seat(self) -> Seat | None:
        """The single seat to act, or None when nobody or several seats act."""
        p = self.pending()
        return p[0] if len(p) == 1 else None

    # --- actions ----------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, seat: Seat) -> list[Action]:
        """Every legal action for `seat` now (empty if it is not that seat's move)."""

    @abstractmethod
    def check(self, action: Action) -> Text | None:
        """None when `action` is legal now; otherwise the reason, in words a player understands
        (a `Message`, English as `str()`)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already checked) and return its events."""

    def apply(self, action: Action) -> list[Event]:
        """Apply `action` and return its events, or raise IllegalAction with the reason and leave
        the state exactly as it was."""
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._apply(action)

    @abstractmethod
    def describe(self, action: Action, names: Sequence[str]) -> Text:
        """A log sentence for an action just applied, e.g. "Ada: 3 tiles, 7 points, Qwirkle!"
        (a `Message`, English as `str()`)."""

    # --- outcome ----------------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> tuple[int, ...]: ...

    def winners(self) -> tuple[Seat, ...]:
        """Seats with the highest total (equal totals share the win)."""
        s = self.scores()
        best = max(s)
        return tuple(i for i, v in enumerate(s) if v == best)

    # --- information --------------------------------------------------------------------------
    @abstractmethod
    def view_for(self, seat: Seat) -> View:
        """An immutable snapshot of exactly what `seat` may know."""

    @abstractmethod
    def clone(self) -> GameState:
        """An independent deep copy (its RNG included)."""

    def snapshot(self) -> JSONDict:
        """Small summary cached in save files and verified on load (scores, whose turn)."""
        return {"scores": list(self.scores()), "pending": list(self.pending()), "over": self.is_over()}
