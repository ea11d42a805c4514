"""Finished-game records: one JSON file per finished game under `data_dir()/records/`.

A record keeps the set-up and moves (so a game can be replayed later) and a `GameSummary` built
from the engine's events when the game ends: per seat the name, kind, level, final score and
whether it won; the best move; the number of moves; and game-specific extras (Qwirkles per
player, ...). Statistics are computed from the summaries only, so reading hundreds of records
replays nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop_desktop import __version__
from tabletop_desktop.engine.core import Action, Event, GameOver, GameState, ScoreChanged
from tabletop_desktop.engine.registry import GameInfo
from tabletop_desktop.engine.replay import GameRecord
from tabletop_desktop.storage import fields as f
from tabletop_desktop.storage.jsonfile import (
    NewerVersionError,
    StoredFileError,
    envelope,
    read_json,
    remove_stale_temporaries,
    set_aside,
    write_json_atomic,
)
from tabletop_desktop.storage.paths import data_dir, ensure_folder, folder_problems
from tabletop_desktop.storage.saves import SEAT_KINDS, GameSetup, SavedGame, setup_from_json

KIND = "record"
VERSION = 1
MAX_TEXT = 500
MAX_SEATS = 64  # far beyond any game's table


@dataclass(frozen=True)
class SeatSummary:
    name: str
    kind: str  # "person" | "bot"
    level: str | None  # bot level key; None for a person
    score: int
    winner: bool
    hints: int = 0  # hints this seat asked for (persons only; see GameSession.note_hint)


@dataclass(frozen=True)
class BestMove:
    seat: int
    name: str
    points: int
    description: str  # the log sentence, e.g. "Ada: 6 tiles, 24 points, Qwirkle!"


@dataclass
class GameSummary:
    game_id: str
    seats: list[SeatSummary]
    best_move: BestMove | None
    turns: int  # moves taken (every action counts, unless the game gave its own count)
    extras: dict[str, Any] = field(default_factory=dict)  # JSON-ready game-specific counters
    reason: str = ""  # how the game ended, from GameOver
    practice: bool = False  # played with the generous undo: in the history, not in the figures

    @classmethod
    def from_history(
        cls,
        info: GameInfo,
        setup: GameSetup,
        state: GameState,
        history: Sequence[tuple[Action, Sequence[Event]]],
        names: Sequence[str],
        extras: dict[str, Any] | None = None,
        turns: int | None = None,
        hints: Sequence[int] | None = None,
    ) -> GameSummary:
        """Summarise a game from its history, for any game: the best move is the action whose
        ScoreChanged deltas for the acting seat add up to the most points (the earliest on a tie);
        winners and the reason come from the last GameOver (else from the state). `extras` holds
        the game's own counters, e.g. {"qwirkles": [2, 0]}; `turns` overrides the move count;
        `hints` the hints each seat asked for."""
        extras = dict(extras or {})
        json.dumps(extras, allow_nan=False)  # refuse what could not be stored, now
        over = [e for _, events in history for e in events if isinstance(e, GameOver)]
        winners = set(over[-1].winners if over else (state.winners() if state.is_over() else ()))
        scores = state.scores()
        used = list(hints or [])
        seats = [
            SeatSummary(
                names[i], seat.kind, seat.level, scores[i], i in winners,
                used[i] if i < len(used) else 0,
            )
            for i, seat in enumerate(setup.seats)
        ]
        best_index, best_points = -1, 0
        for index, (action, events) in enumerate(history):
            points = sum(
                e.delta for e in events if isinstance(e, ScoreChanged) and e.seat == action.seat
            )
            if points > best_points:
                best_index, best_points = index, points
        best = None
        if best_index >= 0:
            action = history[best_index][0]
            text = _describe_at(info, setup, history, best_index, names) or state.describe(
                action, names
            )
            best = BestMove(action.seat, names[action.seat], best_points, text)
        count = len(history) if turns is None else turns
        return cls(info.id, seats, best, count, extras, over[-1].reason if over else "")

    def to_json(self) -> dict[str, Any]:
        best = self.best_move
        return {
            "game": self.game_id,
            "seats": [
                {
                    "name": s.name,
                    "kind": s.kind,
                    "level": s.level,
                    "score": s.score,
                    "winner": s.winner,
                    "hints": s.hints,
                }
                for s in self.seats
            ],
            "best_move": None
            if best is None
            else {
                "seat": best.seat,
                "name": best.name,
                "points": best.points,
                "description": best.description,
            },
            "turns": self.turns,
            "extras": self.extras,
            "reason": self.reason,
            # Written only when true, so records of ordinary games stay as they were.
            **({"practice": True} if self.practice else {}),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameSummary:
        """Check a summary read from disk; raises fields.Invalid with the reason."""
        data = f.need_dict(data, "its summary is missing")
        game_id = f.need_str(data.get("game"), "it names no game", max_len=64)
        seats = []
        listed = f.need_list(data.get("seats"), "its seats are missing")
        if len(listed) > MAX_SEATS:  # the file's size cap keeps a long list harmless
            raise f.Invalid(f"it lists {len(listed)} seats; no game takes more than {MAX_SEATS}")
        for number, seat in enumerate(listed, 1):
            seat = f.need_dict(seat, f"seat {number} is not described")
            level = seat.get("level")
            if seat.get("kind") not in SEAT_KINDS or not (level is None or isinstance(level, str)):
                raise f.Invalid(f"seat {number} is neither a person nor a bot")
            if level is not None:
                level = f.need_str(level, f"seat {number} is neither a person nor a bot", 64)
            seats.append(
                SeatSummary(
                    f.need_name(seat.get("name"), f"seat {number} has no usable name"),
                    seat["kind"],
                    level,
                    f.need_int(seat.get("score"), f"seat {number}'s score is not a whole number"),
                    f.need_bool(seat.get("winner"), f"seat {number}'s result is missing"),
                    f.need_int(seat.get("hints", 0), f"seat {number}'s hints are garbled", lo=0),
                )
            )
        if not seats:
            raise f.Invalid("its seats are missing")
        best = None
        if data.get("best_move") is not None:
            move = f.need_dict(data["best_move"], "its best move is garbled")
            best = BestMove(
                f.need_int(move.get("seat"), "its best move is garbled", 0, len(seats) - 1),
                f.need_name(move.get("name"), "its best move is garbled"),
                f.need_int(move.get("points"), "its best move is garbled"),
                f.clean_text(
                    f.need_str(
                        move.get("description"), "its best move is garbled", MAX_TEXT, empty=True
                    ),
                    MAX_TEXT,
                ),
            )
        turns = f.need_int(data.get("turns"), "its number of moves is garbled", lo=0)
        extras = _extras_from_json(data.get("extras", {}))
        reason = f.clean_text(
            f.need_str(data.get("reason", ""), "its ending is garbled", MAX_TEXT, empty=True),
            MAX_TEXT,
        )
        practice = f.need_bool(data.get("practice", False), "its practice mark is garbled")
        return cls(game_id, seats, best, turns, extras, reason, practice)


def _extras_from_json(data: Any) -> dict[str, Any]:
    """A game's own counters read from disk (what `summary_extras` returns: counters per seat,
    a best word with its cards...): objects and lists at most three levels deep and 64 entries
    wide, whose leaves are whole numbers in range, finite numbers, short texts (cleaned), true,
    false or null. Raises fields.Invalid."""
    reason = "its extras are garbled"

    def check(value: Any, depth: int) -> Any:
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int):
            return f.need_int(value, reason)
        if isinstance(value, float):
            if not -f.MAX_INT <= value <= f.MAX_INT:  # also refuses NaN
                raise f.Invalid(reason)
            return value
        if isinstance(value, str):
            return f.clean_text(f.need_str(value, reason, MAX_TEXT, empty=True), MAX_TEXT)
        if depth >= 3:
            raise f.Invalid(reason)
        if isinstance(value, list):
            return [check(v, depth + 1) for v in f.need_list(value, reason, 64)]
        if isinstance(value, dict) and len(value) <= 64:
            return {f.need_str(k, reason, 64): check(v, depth + 1) for k, v in value.items()}
        raise f.Invalid(reason)

    return check(f.need_dict(data, reason), 0)


def _describe_at(
    info: GameInfo,
    setup: GameSetup,
    history: Sequence[tuple[Action, Sequence[Event]]],
    index: int,
    names: Sequence[str],
) -> str | None:
    # `describe` speaks of an action just applied, so replay up to it on a fresh state.
    try:
        state = info.engine().new_game(len(setup.seats), setup.seed, setup.options)
        for action, _ in history[: index + 1]:
            state.apply(action)
        return state.describe(history[index][0], names)
    except Exception:  # noqa: BLE001 - fall back to describing on the final state
        return None


@dataclass
class FinishedGame:
    """A record read back: when it finished, its summary, its moves and the file it came from."""

    game_id: str
    finished: datetime
    summary: GameSummary
    record: GameRecord
    path: Path
    # The set-up it was played with (what reprinting its summary needs), or None with the
    # reason when the record has none that this version can use: it still counts.
    setup: GameSetup | None = None
    setup_problem: str = ""


def _setup_of(data: Any) -> tuple[GameSetup | None, str]:
    """A record's set-up checked like a saved game's, or None and why it cannot be used."""
    if data is None:
        return None, "this record does not keep the seats it was played with"
    try:
        return setup_from_json(data)[0], ""
    except ValueError as exc:  # fields.Invalid
        return None, f"its set-up cannot be read ({exc})"


def records_dir() -> Path:
    """The folder of finished-game records (created on demand)."""
    return ensure_folder(data_dir() / "records", "game records")


def record_finished_game(saved: SavedGame, summary: GameSummary) -> Path:
    """Write the record of a finished game to a new file (never replacing one) and return its
    path; a game already recorded is not recorded again (its existing path is returned). Raises
    OSError if the disk refuses."""
    moment = datetime.now(UTC)
    finished = moment.replace(microsecond=0)
    game = {"started": f.time_to_json(saved.created), "setup": saved.setup.to_json()}
    # One game (its set-up with the seed, and the second it started) gets one fingerprint: after a
    # kill between writing the record and clearing the autosave, Continue offers the last move
    # again, and finishing it must not count the game twice in the statistics.
    digest = hashlib.sha256(json.dumps(game, sort_keys=True).encode()).hexdigest()[:16]
    folder = records_dir()
    for existing in folder.glob(f"{summary.game_id}-*-{digest}.json"):
        return existing
    data = envelope(
        KIND,
        VERSION,
        {
            "app_version": __version__,
            "started": game["started"],
            "finished": f.time_to_json(finished),
            "setup": game["setup"],
            "summary": summary.to_json(),
            "record": saved.record.to_json(),
        },
    )
    # Microseconds in the name keep records of the same second in the order they finished.
    path = folder / f"{summary.game_id}-{moment.strftime('%Y%m%d-%H%M%S-%f')}-{digest}.json"
    try:
        write_json_atomic(path, data, overwrite=False)
    except FileExistsError:
        pass  # the same game, recorded in the same microsecond
    return path


def load_records(game_id: str) -> tuple[list[FinishedGame], list[str]]:
    """Every readable record of `game_id`, oldest first, and one warning per record left out: a
    damaged record is set aside (never deleted); one from a newer version stays where it is."""
    games: list[FinishedGame] = []
    warnings: list[str] = []
    folder = records_dir()
    if not folder.is_dir():
        said = [p for p in folder_problems() if str(folder) in p]
        return games, said[:1] or [f"The game records folder {folder} cannot be read."]
    remove_stale_temporaries(folder)
    for path in sorted(folder.glob(f"{game_id}-*.json")):
        try:
            data = read_json(path, KIND, VERSION)
            try:
                summary = GameSummary.from_json(data.get("summary"))
                finished = f.need_time(data.get("finished"), "its date is missing or garbled")
                record = GameRecord.from_json(data.get("record"))
            except ValueError as exc:  # fields.Invalid is a ValueError, as is GameRecord's
                reason = str(exc)
                raise StoredFileError(
                    f"This game record is damaged ({reason}).", path, reason=reason
                ) from None
        except NewerVersionError as exc:
            warnings.append(f"{exc.message[:-1]}; it is left out of the statistics.")
            continue
        except StoredFileError as exc:
            warnings.append(f"{set_aside(exc).message} It is left out of the statistics.")
            continue
        if summary.game_id != game_id:
            continue  # a record of a game whose id starts like this one's
        setup, problem = _setup_of(data.get("setup"))
        games.append(FinishedGame(game_id, finished, summary, record, path, setup, problem))
    games.sort(key=lambda g: (g.finished, g.path.name))
    return games, warnings
