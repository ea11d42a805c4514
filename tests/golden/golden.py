"""Golden playthroughs: whole games recorded once, replayed on every test run.

A recording holds a game's recipe (game, seed, seat count, options), its actions (the engine's
`action_to_json`) and, for the start and every step after it, what each seat may know: the SHA-256
of a canonical JSON rendering of `state.view_for(seat)` (with a short fingerprint of each of the
view's fields that changed, so a failure can name the field), and the step's events as each seat
may see them (the engine module's `events_for((seat,), events)`), kept readable.

Replaying applies the recorded actions to a new game and compares step by step; the first
difference is reported with the step, the action, the seat, and what differs. Bots choose the
moves only while recording (`python -m tests.golden.record`); a replay never runs a bot.

Canonical JSON (stable across Python versions and runs; never pickle): dataclasses become objects
of their fields plus "_type" (the class name, so a sibling event class shows), tuples and lists
become lists, sets and frozensets sorted lists, dicts objects with sorted keys (a dict with keys
that are not strings becomes a sorted list of [key, value] pairs), ASCII only.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from tabletop_desktop.engine.core import Action, Event, GameState, IllegalAction
from tabletop_desktop.engine.registry import game
from tabletop_desktop.engine.replay import GameRecord, new_state, replay

GOLDEN_DIR = Path(__file__).resolve().parent
FORMAT = 1
RECORD_COMMAND = ".venv/bin/python -m tests.golden.record [--game GAME]"
# How events reach a seat: cut by the engine module's `events_for`, or (before a game had one) as
# `apply` returned them.
EVENTS_FOR = "events_for"
RAW = "raw"
FIELD_DIGEST_CHARS = 6  # a field's fingerprint only points at the field; the view digest decides
SHOWN_CHARS = 400  # how much of a value a failure message prints


# --- canonical JSON ---------------------------------------------------------------------------------


def canonical(value: Any) -> Any:
    """`value` as plain JSON data, the same on every run (see the module docstring)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        rendered: dict[str, Any] = {"_type": type(value).__name__}
        for f in dataclasses.fields(value):
            rendered[f.name] = canonical(getattr(value, f.name))
        return rendered
    if isinstance(value, bool | int | str) or value is None:
        return value
    if isinstance(value, float):
        return value if value == value and abs(value) != float("inf") else repr(value)
    if isinstance(value, tuple | list):
        return [canonical(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted((canonical(v) for v in value), key=canonical_json)
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: canonical(value[k]) for k in sorted(value)}
        pairs = [[canonical(k), canonical(v)] for k, v in value.items()]
        return sorted(pairs, key=lambda pair: canonical_json(pair[0]))
    raise TypeError(f"no canonical JSON for {type(value).__name__}: {value!r}")


def canonical_json(value: Any) -> str:
    return json.dumps(
        canonical(value), sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False
    )


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def view_digest(view: Any) -> str:
    return sha256(canonical_json(view))


def field_digests(view: Any) -> dict[str, str]:
    """A short fingerprint of each field of the view (by name)."""
    return {
        f.name: sha256(canonical_json(getattr(view, f.name)))[:FIELD_DIGEST_CHARS]
        for f in dataclasses.fields(view)
    }


def events_mode(engine: ModuleType) -> str:
    return EVENTS_FOR if callable(getattr(engine, "events_for", None)) else RAW


def seat_events(engine: ModuleType, mode: str, seat: int, events: Sequence[Event]) -> list[Any]:
    """The step's events as `seat` may see them, as canonical JSON data."""
    if mode == EVENTS_FOR:
        events = engine.events_for((seat,), tuple(events))
    return canonical(list(events))


# --- what the seats know after a step ---------------------------------------------------------------


@dataclass
class Seen:
    """What every seat may know right after one step: view digests, field fingerprints, events."""

    views: list[str]
    fields: list[dict[str, str]]
    events: list[list[Any]]
    state_views: list[Any] = field(default_factory=list)  # the views themselves (not stored)


def observe(state: GameState, engine: ModuleType, mode: str, events: Sequence[Event]) -> Seen:
    views = [state.view_for(seat) for seat in range(state.seat_count)]
    return Seen(
        views=[view_digest(v) for v in views],
        fields=[field_digests(v) for v in views],
        events=[seat_events(engine, mode, seat, events) for seat in range(state.seat_count)],
        state_views=views,
    )


def _step_json(index: int, action: Any, seen: Seen, previous: list[dict[str, str]] | None) -> dict:
    step: dict[str, Any] = {"step": index, "action": action, "views": seen.views}
    # Only the fields that changed since the step before (all of them at the start), those that
    # every seat sees alike once.
    changed = [
        {k: v for k, v in now.items() if previous is None or previous[seat].get(k) != v}
        for seat, now in enumerate(seen.fields)
    ]
    alike = {k: v for k, v in changed[0].items() if all(c.get(k) == v for c in changed[1:])}
    step["fields"] = {
        "every_seat": alike,
        "by_seat": [{k: v for k, v in c.items() if k not in alike} for c in changed],
    }
    if all(e == seen.events[0] for e in seen.events):
        step["events"] = seen.events[0]  # every seat sees the same
    else:
        step["events_by_seat"] = seen.events
    return step


def recorded_fields(step: dict, seat: int) -> dict[str, str]:
    """The fingerprints of the fields of `seat`'s view that changed at this step."""
    return {**step["fields"]["every_seat"], **step["fields"]["by_seat"][seat]}


def recorded_events(step: dict, seat_count: int) -> list[list[Any]]:
    if "events_by_seat" in step:
        return step["events_by_seat"]
    return [list(step.get("events", [])) for _ in range(seat_count)]


# --- recording ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Playthrough:
    """The recipe of one recorded game: bots of these levels (one per seat) play it whole."""

    name: str  # the file's name, without ".json"
    game_id: str
    seed: int
    bots: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    # New games get their hidden options filled in (Quiddler's house words) as the app does it.
    prepare: bool = True
    budget_s: float = 0.03
    about: str = ""

    @property
    def path(self) -> Path:
        return GOLDEN_DIR / f"{self.name}.json"


def record(p: Playthrough, keep: Sequence[dict[str, Any]] = ()) -> tuple[dict[str, Any], int]:
    """Play the game and return the recording and how many of `keep` it kept (bots choose only
    here).

    `keep`: the actions of an earlier recording, played again as long as each is still legal, so
    re-recording after a change shows what the seats now see of the same game; the bots choose
    from the first action that no longer applies (or after the last one, if the game goes on).
    """
    info = game(p.game_id)
    engine = info.engine()
    mode = events_mode(engine)
    options = info.prepared_options_with_warnings(p.options)[0] if p.prepare else dict(p.options)
    seat_count = len(p.bots)
    state = new_state(p.game_id, seat_count, p.seed, options)
    bots = [engine.make_bot(level) for level in p.bots]
    rng = random.Random(p.seed)
    seen = observe(state, engine, mode, [])
    steps = [_step_json(0, None, seen, None)]
    kept = 0
    while not state.is_over():
        if len(steps) > 5000:
            raise RuntimeError(f"{p.name}: the game does not end")
        # Still replaying the earlier recording: every move so far came from it.
        replaying = kept == len(steps) - 1 and kept < len(keep)
        action = _still_legal(engine, state, keep[kept]) if replaying else None
        if action is not None:
            kept += 1
        else:
            seat = state.pending()[0]
            action = bots[seat].choose(state.view_for(seat), rng, p.budget_s)
        events = state.apply(action)
        previous = seen.fields
        seen = observe(state, engine, mode, events)
        steps.append(
            _step_json(len(steps), canonical(engine.action_to_json(action)), seen, previous)
        )
    recording = {
        "about": (
            f"A golden playthrough of {info.name}: re-record with `{RECORD_COMMAND}` when a rule "
            "or what a seat may see changes on purpose, and review the diff (tests/golden/README.md)."
            + (f" {p.about}" if p.about else "")
        ),
        "format": FORMAT,
        "game": p.game_id,
        "seed": p.seed,
        "seat_count": seat_count,
        "options": canonical(state.options),
        "bots": list(p.bots),
        "bot_budget_s": p.budget_s,
        "events_from": mode,
        "events_note": (
            "The events as each seat may see them, cut by the engine module's events_for."
            if mode == EVENTS_FOR
            else "This game's engine had no events_for when recorded: these are the events as "
            "apply returned them. Re-record once it has one (test_golden says so)."
        ),
        "moves": len(steps) - 1,
        "scores": list(state.scores()),
        "winners": list(state.winners()),
        "steps": steps,
    }
    return recording, kept


def _still_legal(engine: ModuleType, state: GameState, data: dict[str, Any]) -> Action | None:
    try:
        action = engine.action_from_json(data)
    except (ValueError, KeyError, TypeError):
        return None
    return action if state.check(action) is None else None


def dumps(recording: dict[str, Any]) -> str:
    """The file's text: the header readable, then one line per step, so a re-recording's diff
    shows which steps changed."""
    head = {k: v for k, v in recording.items() if k != "steps"}
    text = json.dumps(head, indent=2, sort_keys=False, ensure_ascii=True)
    lines = [
        json.dumps(s, separators=(",", ":"), ensure_ascii=True)  # "step" first; the rest sorted
        for s in recording["steps"]
    ]
    return text[:-2] + ',\n  "steps": [\n    ' + ",\n    ".join(lines) + "\n  ]\n}\n"


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="ascii"))


# --- replaying --------------------------------------------------------------------------------------


@dataclass
class Difference:
    """The first place a replay differs from its recording, in words."""

    step: int
    action: Any
    seat: int | None
    what: str  # "action", "view", "events", "end"
    details: str

    def __str__(self) -> str:
        who = "" if self.seat is None else f", seat {self.seat}"
        action = "the start (no action)" if self.step == 0 else f"action {_shown(self.action)}"
        return f"step {self.step} ({action}){who}: the {self.what} differs.\n{self.details}"


def _shown(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=True)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS] + f"... ({len(text)} chars)"


def _field_details(
    recorded: dict[str, str], previous_view: Any, view: Any, replayed: dict[str, str]
) -> str:
    """Which fields differ and how: the replay's value, and the recording's when it is known
    (a field the recording left unchanged still holds the value of the step before)."""
    lines = []
    for name, fingerprint in replayed.items():
        if recorded.get(name) == fingerprint:
            continue
        now = canonical(getattr(view, name))
        before = canonical(getattr(previous_view, name)) if previous_view is not None else None
        if previous_view is not None and recorded.get(name) == field_digests(previous_view)[name]:
            was = f"unchanged from the step before: {_shown(before)}"
        elif name not in recorded:
            was = "no such field"
        else:
            was = f"a value with fingerprint {recorded[name]} (the step before: {_shown(before)})"
        lines.append(f"  field {name!r}:\n    recorded: {was}\n    replayed: {_shown(now)}")
    for name in recorded:
        if name not in replayed:
            lines.append(f"  field {name!r}: recorded, but the view no longer has it")
    return "\n".join(lines) or "  every field's fingerprint agrees; the view as a whole does not"


def _events_details(recorded: list[Any], replayed: list[Any]) -> str:
    lines = []
    for i in range(max(len(recorded), len(replayed))):
        a = _shown(recorded[i]) if i < len(recorded) else "(none)"
        b = _shown(replayed[i]) if i < len(replayed) else "(none)"
        if a != b:
            lines.append(f"  event {i + 1}:\n    recorded: {a}\n    replayed: {b}")
    return "\n".join(lines)


def compare(recording: dict[str, Any]) -> Difference | None:
    """Replay a recording step by step (no bot runs) and return its first difference, or None."""
    engine = game(recording["game"]).engine()
    mode = recording["events_from"]
    seat_count = recording["seat_count"]
    steps = recording["steps"]
    state = new_state(recording["game"], seat_count, recording["seed"], recording["options"])
    known: list[dict[str, str]] = [dict() for _ in range(seat_count)]
    previous_views: list[Any] = [None] * seat_count
    for step in steps:
        index, action_json = step["step"], step["action"]
        events: list[Event] = []
        if action_json is not None:
            try:
                action: Action = engine.action_from_json(action_json)
                events = state.apply(action)
            except (IllegalAction, ValueError, KeyError, TypeError) as exc:
                return Difference(
                    index, action_json, None, "action", f"  it cannot be applied: {exc}"
                )
        seen = observe(state, engine, mode, events)
        # Everything that differs at the first differing step, every seat's view and events.
        found: list[tuple[int, str, str]] = []
        for seat in range(seat_count):
            known[seat].update(recorded_fields(step, seat))
            if seen.views[seat] != step["views"][seat]:
                details = _field_details(
                    known[seat], previous_views[seat], seen.state_views[seat], seen.fields[seat]
                )
                found.append((seat, "view", details))
            wanted = recorded_events(step, seat_count)[seat]
            if seen.events[seat] != wanted:
                found.append((seat, "events", _events_details(wanted, seen.events[seat])))
        if found:
            seat, what, _ = found[0]
            details = "\n".join(
                (f"seat {s}'s {w}:\n{d}" if k else d) for k, (s, w, d) in enumerate(found)
            )
            return Difference(index, action_json, seat, what, details)
        previous_views = seen.state_views
    last = steps[-1]["step"] if steps else 0
    if not state.is_over():
        return Difference(
            last,
            steps[-1]["action"],
            None,
            "end",
            "  the recorded game ended here; the replay goes on",
        )
    if list(state.scores()) != recording["scores"]:
        return Difference(
            last,
            steps[-1]["action"],
            None,
            "end",
            f"  scores: recorded {recording['scores']}, replayed {list(state.scores())}",
        )
    # The save format's own path (`engine.replay`) must agree with the step-by-step one.
    final, _history = replay(
        GameRecord(
            recording["game"],
            recording["seed"],
            seat_count,
            recording["options"],
            [s["action"] for s in steps[1:]],
        )
    )
    if [view_digest(final.view_for(s)) for s in range(seat_count)] != steps[-1]["views"]:
        return Difference(last, steps[-1]["action"], None, "end", "  engine.replay ends elsewhere")
    return None
