"""Saved games (`*.tabletop` files); the autosaves of the games in progress use the same format
(storage/autosaves.py).

A saved game holds the set-up (who sits where, options, seed), the game record (the moves as
JSON) and a small cached snapshot (scores, whose turn). Loading trusts nothing: every field is
checked, the moves are replayed through the engine's rules, and the replayed state must match the
snapshot. Any problem is a `StoredFileError` saying what is wrong.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import secrets
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop_desktop import __version__
from tabletop_desktop.engine.core import GameState, resolve_options
from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.engine.replay import GameRecord, replay
from tabletop_desktop.storage import fields as f
from tabletop_desktop.storage.jsonfile import (
    damaged_error,
    envelope,
    read_json,
    write_json_atomic,
)
from tabletop_desktop.storage.said import said_reason, translate, with_values

log = logging.getLogger(__name__)

KIND = "save"
VERSION = 1
SAVE_EXTENSION = ".tabletop"  # the installers register it as MIME_TYPE
MIME_TYPE = "application/x-tabletop-desktop-save"
SEAT_KINDS = ("person", "bot")
MAX_NAME_CHARS = 40
MAX_ACTIONS = 20_000  # a long game has a few hundred; replaying more would stall the app


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: str  # "person" | "bot"
    level: str | None = None  # a bot level key of the game ("beginner", ...); None for a person


@dataclass
class GameSetup:
    game_id: str
    seats: list[SeatSetup]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }


@dataclass
class SavedGame:
    setup: GameSetup
    record: GameRecord
    created: datetime = field(default_factory=f.now)
    updated: datetime = field(default_factory=f.now)
    snapshot: dict[str, Any] = field(default_factory=dict)  # GameState.snapshot() after the moves
    # Hints each seat asked for so far. Optional in the file ("hints", added in format 1 without
    # a version change: older versions ignore it, files without it read as no hints).
    hints: list[int] = field(default_factory=list)
    # Which game in progress this is: its autosave is `autosaves/<autosave_id>.tabletop` (see
    # storage/autosaves.py). Optional in the file ("autosave_id", added in format 1 without a
    # version change); "" for a game that has none yet.
    autosave_id: str = ""
    # A generous undo went behind a draw: the game is practice. Optional ("practice": true only
    # when true, format 1 without a version change; absent reads as False).
    practice: bool = False

    def __post_init__(self) -> None:
        self.hints = self.hints_used()  # one count per seat, whatever was given

    @classmethod
    def from_state(
        cls,
        setup: GameSetup,
        record: GameRecord,
        state: GameState,
        created: datetime | None = None,
        hints: list[int] | None = None,
        autosave_id: str = "",
    ) -> SavedGame:
        """A saved game for the current `state`, updated now (created now unless given)."""
        moment = f.now()
        return cls(
            setup, record, created or moment, moment, plain_snapshot(state), list(hints or []),
            autosave_id,
        )

    def fingerprint(self) -> str:
        """One game's identity (see `game_fingerprint`)."""
        return game_fingerprint(self.setup, self.created)

    def hints_used(self) -> list[int]:
        """Hints per seat, one number for every seat (0 where the file had none)."""
        count = len(self.setup.seats)
        return (list(self.hints) + [0] * count)[:count]

    def to_json(self) -> dict[str, Any]:
        return envelope(
            KIND,
            VERSION,
            {
                "app_version": __version__,
                "created": f.time_to_json(self.created),
                "updated": f.time_to_json(self.updated),
                "setup": self.setup.to_json(),
                "snapshot": self.snapshot,
                "hints": self.hints_used(),
                **({"autosave_id": self.autosave_id} if self.autosave_id else {}),
                **({"practice": True} if self.practice else {}),
                "record": self.record.to_json(),
            },
        )


def game_fingerprint(setup: GameSetup, created: datetime) -> str:
    """One game (its set-up with the seed, and the second it started) gets one fingerprint. The
    finished-game record carries it in its file name, so a game is recorded once, and an
    autosave (or a temporary copy of one) of a game already recorded is known to be finished."""
    game = {"started": f.time_to_json(created), "setup": setup.to_json()}
    return hashlib.sha256(json.dumps(game, sort_keys=True).encode()).hexdigest()[:16]


AUTOSAVE_ID = re.compile(r"[0-9a-f]{8,32}")


def new_autosave_id() -> str:
    """A fresh id for a game in progress (its autosave's file name)."""
    return secrets.token_hex(8)


def plain_snapshot(state: GameState) -> dict[str, Any]:
    """`state.snapshot()` as it reads back from JSON (tuples become lists), for comparing."""
    return json.loads(json.dumps(state.snapshot()))


# --- validation -----------------------------------------------------------------------------------


def setup_from_json(data: Any) -> tuple[GameSetup, GameInfo]:
    """Check a set-up read from disk against the registered game; raises fields.Invalid."""
    data = f.need_dict(data, translate("storage", "the set-up is missing"))
    game_id = f.need_str(data.get("game"), translate("storage", "it names no game"), max_len=64)
    try:
        info = game(game_id)
        info.engine()
    except (LookupError, ImportError):
        raise f.Invalid(with_values(translate("storage", "it is for a game this version does not have: {game}"), game=game_id[:30])) from None
    # The count is checked before anything else about the seats, so 99 seats get that reason
    # (the file is capped in size, so a long list is no danger).
    seats_data = f.need_list(data.get("seats"), translate("storage", "the seats are missing"))
    if not info.min_seats <= len(seats_data) <= info.max_seats:
        raise f.Invalid(
            with_values(translate("storage", "{name} takes {min_seats} to {max_seats} players; this file has {count}"), name=info.name, min_seats=info.min_seats, max_seats=info.max_seats, count=len(seats_data))
        )
    seats = []
    for number, seat in enumerate(seats_data, start=1):
        seat = f.need_dict(seat, with_values(translate("storage", "seat {number} is not described"), number=number))
        name = f.need_name(seat.get("name"), with_values(translate("storage", "seat {number} has no usable name"), number=number), MAX_NAME_CHARS)
        kind = seat.get("kind")
        if kind not in SEAT_KINDS:
            raise f.Invalid(with_values(translate("storage", "seat {number} is neither a person nor a bot"), number=number))
        level = seat.get("level")
        if kind == "bot":
            if not isinstance(level, str) or level not in {lv.key for lv in info.bot_levels}:
                raise f.Invalid(with_values(translate("storage", "seat {number} is a bot of a level {name} does not have"), number=number, name=info.name))
        elif level is not None:
            raise f.Invalid(with_values(translate("storage", "seat {number} is a person with a bot level"), number=number))
        seats.append(SeatSetup(name, kind, level))
    try:
        options = resolve_options(
            info.options,
            f.need_dict(data.get("options", {}), translate("storage", "the options are not a list of choices")),
        )
    except ValueError as exc:
        raise f.Invalid(with_values(translate("storage", "its options are not valid: {reason}"), reason=str(exc).rstrip('.'))) from None
    check_option_ranges(info, options, len(seats))
    seed = f.need_int(data.get("seed"), translate("storage", "its seed is not a whole number"), lo=-(2**63), hi=2**64)
    return GameSetup(game_id, seats, options, seed), info


def check_option_ranges(info: GameInfo, options: dict[str, Any], seat_count: int) -> None:
    """Whole numbers among the options lie in range; a seat option names a seat at the table
    (or -1). Raises fields.Invalid: 10**100 is a valid JSON number but no valid choice."""
    for spec in info.options:
        if spec.kind == "seat" and spec.key in options:
            f.need_int(options[spec.key], with_values(translate("storage", "its option {label} names no seat"), label=spec.label), -1, seat_count - 1)
    for key, value in options.items():
        if isinstance(value, int) and not isinstance(value, bool):
            f.need_int(value, with_values(translate("storage", "its option {option} is out of range"), option=key[:30]))
        elif isinstance(value, float) and not -f.MAX_INT <= value <= f.MAX_INT:
            raise f.Invalid(with_values(translate("storage", "its option {option} is out of range"), option=key[:30]))


def saved_game_from_json(data: dict[str, Any], when_unknown: datetime | None = None) -> SavedGame:
    """Check every field, replay the moves and compare with the cached snapshot; raises
    fields.Invalid with the reason. Dates are the app's own and never make a file damaged: one
    that cannot be used reads as `when_unknown` (by default now)."""
    return verified_game(data, when_unknown)[0]


def verified_game(
    data: dict[str, Any], when_unknown: datetime | None = None
) -> tuple[SavedGame, GameState]:
    """`saved_game_from_json` and the state its moves lead to (whether it is over, say)."""
    setup, info = setup_from_json(data.get("setup"))
    try:
        record = GameRecord.from_json(data.get("record"))
    except ValueError as exc:
        raise f.Invalid(str(exc)) from None
    if (record.game_id, record.seed, record.seat_count) != (
        setup.game_id,
        setup.seed,
        len(setup.seats),
    ):
        raise f.Invalid(translate("storage", "its moves belong to a different game"))
    try:
        record.options = resolve_options(info.options, record.options)
    except ValueError as exc:
        raise f.Invalid(with_values(translate("storage", "its options are not valid: {reason}"), reason=str(exc).rstrip('.'))) from None
    if record.options != setup.options:
        raise f.Invalid(translate("storage", "its moves were played with different options"))
    if len(record.actions) > MAX_ACTIONS:
        raise f.Invalid(with_values(translate("storage", "it holds more than {MAX_ACTIONS} moves"), MAX_ACTIONS=MAX_ACTIONS))
    fallback = when_unknown or f.now()
    updated = f.lenient_time(data.get("updated"), fallback)
    created = f.lenient_time(data.get("created"), updated)
    snapshot = f.need_dict(data.get("snapshot"), translate("storage", "its summary of the position is missing"))
    try:
        state, _history = replay(record)
    except ValueError as exc:
        raise f.Invalid(str(exc).rstrip(".")) from None
    except Exception as exc:  # noqa: BLE001 - a hostile file must never crash the app
        log.warning("replaying a saved game failed", exc_info=True)
        raise f.Invalid(with_values(translate("storage", "its moves cannot be replayed ({__name__})"), __name__=type(exc).__name__)) from None
    if plain_snapshot(state) != snapshot:
        raise f.Invalid(translate("storage", "its moves do not lead to the position it claims"))
    hints = [
        f.need_int(n, translate("storage", "its count of hints is garbled"), lo=0)
        for n in f.need_list(data.get("hints", []), translate("storage", "its count of hints is garbled"), len(setup.seats))
    ]
    autosave_id = data.get("autosave_id")
    if not isinstance(autosave_id, str) or not AUTOSAVE_ID.fullmatch(autosave_id):
        autosave_id = ""  # a missing or odd id only means the game gets a new one
    practice = f.need_bool(data.get("practice", False), translate("storage", "its practice mark is garbled"))
    return (
        SavedGame(setup, record, created, updated, snapshot, hints, autosave_id, practice),
        state,
    )


# --- files ----------------------------------------------------------------------------------------


def save_game(path: Path | str, saved: SavedGame) -> None:
    """Write a saved game atomically (the `.tabletop` extension is the caller's choice).
    Raises OSError if the disk refuses."""
    write_json_atomic(path, saved.to_json())


def load_game(path: Path | str, what: str = "saved game") -> SavedGame:
    """Read and fully verify a saved game; raises StoredFileError (MissingFileError when there is
    no file) with a sentence for the person. Never moves the file: it may be one the person chose
    by mistake; the autosaves are set aside by storage/autosaves.py itself."""
    return load_verified(path, what)[0]


def load_verified(path: Path | str, what: str = "saved game") -> tuple[SavedGame, GameState]:
    """`load_game` and the state the moves lead to. A date that cannot be used reads as the
    file's own time."""
    path = Path(path)
    data = read_json(path, KIND, VERSION, what)
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        modified = None
    try:
        return verified_game(data, modified)
    except f.Invalid as exc:
        raise damaged_error(what, path, said_reason(exc)) from None
