"""A tiny game used to test the app's machinery without depending on a real game's rules.

"Chips": a bag holds chips worth 1 to 5 (two of each). Each seat holds two hidden chips. On a turn a
seat plays one chip (scoring its value) and draws a new one if the bag has any, or passes when its
hand is empty. The game ends when every hand is empty. Drawing reveals hidden information, so a
play that draws cannot be taken back; once the bag is empty, plays can.

Registering it: `import tests.support.toy_game` registers the game id "chips".
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import (
    Action,
    Advice,
    Event,
    GameOver,
    GameState,
    OptionSpec,
    ScoreChanged,
    TurnChanged,
    View,
    resolve_options,
)
from tabletop_desktop.engine.module import CounterStep, History
from tabletop_desktop.engine.registry import GameInfo, register
from tabletop_desktop.engine.wire import CORE_CLASSES

OPTIONS = (OptionSpec("undo", "Allow taking back a move", "bool", True),)
LEVELS = (
    BotLevel("first", "First chip", "Plays its first chip.", 0.1),
    BotLevel("slow", "Slow thinker", "Thinks in a worker process.", 1.0, heavy=True),
)


@dataclass(frozen=True)
class PlayChip(Action):
    chip: int


@dataclass(frozen=True)
class Pass(Action):
    pass


@dataclass(frozen=True)
class ChipPlayed(Event):
    seat: int
    chip: int


@dataclass(frozen=True)
class ChipDrawn(Event):
    reveals_hidden = True
    seat: int


@dataclass(frozen=True)
class ChipsView(View):
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    bag_count: int


class ChipsState(GameState):
    game_id = "chips"

    def __init__(self, seat_count: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(seat_count, seed, options)
        self.bag = [v for v in range(1, 6) for _ in range(2)]
        self.rng.shuffle(self.bag)
        self.hands = [[self.bag.pop(), self.bag.pop()] for _ in range(seat_count)]
        self.totals = [0] * seat_count
        self.turn = 0

    def pending(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.pending():
            return []
        if not self.hands[seat]:
            return [Pass(seat)]
        return [PlayChip(seat, c) for c in sorted(set(self.hands[seat]))]

    def check(self, action: Action) -> str | None:
        if action.seat not in self.pending():
            return "It is not your turn."
        if isinstance(action, PlayChip) and action.chip not in self.hands[action.seat]:
            return f"You have no chip worth {action.chip}."
        if isinstance(action, Pass) and self.hands[action.seat]:
            return "You still have chips to play."
        if not isinstance(action, PlayChip | Pass):
            return "That is not a move in Chips."
        return None

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        events: list[Event] = []
        if isinstance(action, PlayChip):
            self.hands[seat].remove(action.chip)
            self.totals[seat] += action.chip
            events += [ChipPlayed(seat, action.chip), ScoreChanged(seat, self.totals[seat], action.chip)]
            if self.bag:
                self.hands[seat].append(self.bag.pop())
                events.append(ChipDrawn(seat))
        self.turn = (self.turn + 1) % self.seat_count
        if self.is_over():
            events.append(GameOver(self.scores(), self.winners(), "Every chip has been played."))
        else:
            events.append(TurnChanged(self.pending()))
        return events

    def describe(self, action: Action, names: Sequence[str]) -> str:
        if isinstance(action, PlayChip):
            return f"{names[action.seat]}: played a {action.chip}."
        return f"{names[action.seat]} passed."

    def is_over(self) -> bool:
        return not self.bag and not any(self.hands)

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def view_for(self, seat: int) -> ChipsView:
        return ChipsView(
            seat, self.seat_count, self.pending(), self.scores(), self.is_over(),
            tuple(self.hands[seat]), tuple(len(h) for h in self.hands), len(self.bag),
        )

    def clone(self) -> ChipsState:
        other = ChipsState.__new__(ChipsState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.bag = list(self.bag)
        other.hands = [list(h) for h in self.hands]
        other.totals = list(self.totals)
        return other


def new_game(seat_count: int, seed: int, options: Mapping[str, Any] | None = None) -> ChipsState:
    return ChipsState(seat_count, seed, resolve_options(OPTIONS, options))


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, PlayChip):
        return {"type": "play", "seat": action.seat, "chip": action.chip}
    return {"type": "pass", "seat": action.seat}


def action_from_json(data: dict[str, Any]) -> Action:
    kind, seat = data.get("type"), data.get("seat")
    if not isinstance(seat, int):
        raise ValueError("an action names no seat")
    if kind == "play" and isinstance(data.get("chip"), int):
        return PlayChip(seat, data["chip"])
    if kind == "pass":
        return Pass(seat)
    raise ValueError(f"unknown action {kind!r}")


def determinize(view: ChipsView, rng: random.Random) -> ChipsState:
    raise NotImplementedError("Chips bots do not search.")


class FirstChipBot:
    def __init__(self, level: BotLevel) -> None:
        self.level = level

    def choose(self, view: View, rng: random.Random, budget_s: float) -> Action:
        assert isinstance(view, ChipsView)
        if not view.hand:
            return Pass(view.seat)
        if self.level.heavy:  # pretend to think, to exercise the worker process
            import time

            time.sleep(min(budget_s, 0.2))
        return PlayChip(view.seat, view.hand[0])


def advise(view: View, rng: random.Random, budget_s: float) -> Advice:
    """The toy hint: play the first chip in the hand (or pass)."""
    assert isinstance(view, ChipsView)
    if not view.hand:
        return Advice("Nothing to play: pass.", Pass(view.seat))
    return Advice(f"Play the {view.hand[0]}.", PlayChip(view.seat, view.hand[0]))


def events_for(seats: tuple[int, ...], events: tuple[Event, ...]) -> tuple[Event, ...]:
    """Chips hides nothing in its events (a draw says only who drew)."""
    return events


def wire_classes() -> tuple[type, ...]:
    return (*CORE_CLASSES, ChipsView, ChipPlayed, ChipDrawn)


def summary_extras(state: GameState, history: History) -> dict[str, Any]:
    return {}


def summary_best_move(state: GameState, history: History, names: Sequence[str]) -> None:
    return None


def summary_turns(state: GameState, history: History) -> None:
    return None


def summary_end_reason(state: GameState, names: Sequence[str]) -> str:
    return ""


def tournament_counter(event: Event) -> Iterable[CounterStep]:
    """Chips keeps no tournament counters of its own."""
    return ()


def make_bot(level_key: str) -> FirstChipBot:
    return FirstChipBot(INFO.bot_level(level_key))


INFO = register(
    GameInfo(
        id="chips",
        name="Chips",
        pitch="A tiny game for testing.",
        min_seats=1,
        max_seats=4,
        engine_module="tests.support.toy_game",
        available=True,
        options=OPTIONS,
        bot_levels=LEVELS,
    )
)
