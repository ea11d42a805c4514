"""Finished-game records: one JSON file per finished game under `data_dir()/records/`.

A record keeps the set-up and moves (so a game can be replayed later) and a `GameSummary` built
from the engine's events when the game ends: per seat the name, kind, level, final score and
whether it won; the best move; the number of moves; and game-specific extras (Qwirkles per
player, ...). Statistics are computed from the summaries only, so reading hundreds of records
replays nothing.

A network game is recorded on each computer at its table from the summary the table's server sent
(`record_network_game`): it has no set-up and no moves (the seed and the hidden draws stayed with
the server), so it cannot be replayed or reprinted later, but it counts for the people who played
it at this computer (`NetworkPlace.seats_here`).
"""

from __future__ import annotations

import hashlib
import json
import os
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
    damaged_error,
    envelope,
    read_complete,
    read_json,
    remove_stale_temporaries,
    set_aside,
    temporary_target,
    write_json_atomic,
)
from tabletop_desktop.storage.paths import data_dir, ensure_folder, folder_problems
from tabletop_desktop.storage.said import (
    Sentence,
    inner,
    said_reason,
    translate,
    with_values,
    without_full_stop,
)
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
        data = f.need_dict(data, translate("storage", "its summary is missing"))
        game_id = f.need_str(data.get("game"), translate("storage", "it names no game"), max_len=64)
        seats = []
        listed = f.need_list(data.get("seats"), translate("storage", "its seats are missing"))
        if len(listed) > MAX_SEATS:  # the file's size cap keeps a long list harmless
            raise f.Invalid(with_values(translate("storage", "it lists {count} seats; no game takes more than {MAX_SEATS}"), count=len(listed), MAX_SEATS=MAX_SEATS))
        for number, seat in enumerate(listed, 1):
            seat = f.need_dict(seat, with_values(translate("storage", "seat {number} is not described"), number=number))
            level = seat.get("level")
            if seat.get("kind") not in SEAT_KINDS or not (level is None or isinstance(level, str)):
                raise f.Invalid(with_values(translate("storage", "seat {number} is neither a person nor a bot"), number=number))
            if level is not None:
                level = f.need_str(level, with_values(translate("storage", "seat {number} is neither a person nor a bot"), number=number), 64)
            seats.append(
                SeatSummary(
                    f.need_name(seat.get("name"), with_values(translate("storage", "seat {number} has no usable name"), number=number)),
                    seat["kind"],
                    level,
                    f.need_int(seat.get("score"), with_values(translate("storage", "seat {number}'s score is not a whole number"), number=number)),
                    f.need_bool(seat.get("winner"), with_values(translate("storage", "seat {number}'s result is missing"), number=number)),
                    f.need_int(seat.get("hints", 0), with_values(translate("storage", "seat {number}'s hints are garbled"), number=number), lo=0),
                )
            )
        if not seats:
            raise f.Invalid(translate("storage", "its seats are missing"))
        best = None
        if data.get("best_move") is not None:
            move = f.need_dict(data["best_move"], translate("storage", "its best move is garbled"))
            best = BestMove(
                f.need_int(move.get("seat"), translate("storage", "its best move is garbled"), 0, len(seats) - 1),
                f.need_name(move.get("name"), translate("storage", "its best move is garbled")),
                f.need_int(move.get("points"), translate("storage", "its best move is garbled")),
                f.clean_text(
                    f.need_str(
                        move.get("description"), translate("storage", "its best move is garbled"), MAX_TEXT, empty=True
                    ),
                    MAX_TEXT,
                ),
            )
        turns = f.need_int(data.get("turns"), translate("storage", "its number of moves is garbled"), lo=0)
        extras = _extras_from_json(data.get("extras", {}))
        reason = f.clean_text(
            f.need_str(data.get("reason", ""), translate("storage", "its ending is garbled"), MAX_TEXT, empty=True),
            MAX_TEXT,
        )
        practice = f.need_bool(data.get("practice", False), translate("storage", "its practice mark is garbled"))
        return cls(game_id, seats, best, turns, extras, reason, practice)


def _extras_from_json(data: Any) -> dict[str, Any]:
    """A game's own counters read from disk (what `summary_extras` returns: counters per seat,
    a best word with its cards...): objects and lists at most three levels deep and 64 entries
    wide, whose leaves are whole numbers in range, finite numbers, short texts (cleaned), true,
    false or null. Raises fields.Invalid."""
    reason = translate("storage", "its extras are garbled")

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


@dataclass(frozen=True)
class NetworkPlace:
    """Where a network game was played from this computer: the table's room code, the server's
    id of the game, and the seats played here (the people of this computer)."""

    room: str
    game: str
    seats_here: tuple[int, ...]

    def fingerprint(self) -> str:
        """The game's identity at this computer, in its record's file name: told twice (a
        reconnect after the end), it is recorded once."""
        return network_fingerprint(self.room, self.game)

    def to_json(self) -> dict[str, Any]:
        return {"room": self.room, "game": self.game, "seats_here": list(self.seats_here)}

    @classmethod
    def from_json(cls, data: Any, seat_count: int) -> NetworkPlace:
        """Check the network part of a record; raises fields.Invalid."""
        reason = translate("storage", "its network table is garbled")
        data = f.need_dict(data, reason)
        seats = f.need_list(data.get("seats_here"), reason, MAX_SEATS)
        here = tuple(sorted({f.need_int(s, reason, 0, seat_count - 1) for s in seats}))
        return cls(f.need_str(data.get("room"), reason, 64), f.need_str(data.get("game"), reason, 64),
                   here)


def network_fingerprint(room: str, game: str) -> str:
    """A network game's fingerprint: its room code and the server's id of the game."""
    return hashlib.sha256(f"network:{room}:{game}".encode()).hexdigest()[:16]


NETWORK_SETUP = ("it was played at a network table, whose server kept its set-up and moves, so it "
                 "cannot be replayed on this computer")


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
    # A network game's table and the seats played at this computer; None for a local game.
    network: NetworkPlace | None = None

    def seats_here(self) -> list[int]:
        """The seats of the people at this computer: every seat of a local game."""
        if self.network is None:
            return list(range(len(self.summary.seats)))
        return list(self.network.seats_here)


def _setup_of(data: Any) -> tuple[GameSetup | None, str]:
    """A record's set-up checked like a saved game's, or None and why it cannot be used."""
    if data is None:
        return None, Sentence(translate("storage", "this record does not keep the seats it was played "
                                        "with"))
    try:
        return setup_from_json(data)[0], ""
    except ValueError as exc:  # fields.Invalid
        return None, Sentence(with_values(translate("storage", "its set-up cannot be read ({reason})"), reason=inner(said_reason(exc))))


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except (OSError, OverflowError, ValueError):
        return f.FIRST_MOMENT


def records_dir(folder: Path | None = None) -> Path:
    """The folder of finished-game records (created on demand); `folder` instead of the app's
    (a test keeps two computers' records apart in one process)."""
    return ensure_folder(folder or data_dir() / "records", "game records")


def _digest_of(path: Path) -> str:
    """The game fingerprint at the end of a record's (or its temporary file's) name."""
    target = temporary_target(path) or path
    return target.stem.rsplit("-", 1)[-1]


def recorded_path(game_id: str, digest: str, where: Path | None = None) -> Path | None:
    """The record of the game with fingerprint `digest`, if it was recorded. A complete temporary
    copy of it (the app was killed before the record got its name) counts, and takes its name
    now; so the game is never recorded a second time."""
    folder = records_dir(where)
    for existing in folder.glob(f"{game_id}-*-{digest}.json"):
        return existing
    for temp in sorted(folder.glob(f".{game_id}-*-{digest}.json.*.tmp")):
        target = temporary_target(temp)
        if target is None or read_complete(temp) is None:
            continue
        try:
            os.replace(temp, target)
        except OSError:
            return temp  # recorded all the same: it must not be written twice
        return target
    return None


def _record_takes_place(temp: Path, obj: dict[str, Any], target: Path) -> bool:
    """A complete temporary record becomes the record, unless its game is recorded already."""
    folder = temp.parent
    return not target.exists() and not any(folder.glob(f"*-{_digest_of(temp)}.json"))


def record_finished_game(saved: SavedGame, summary: GameSummary) -> Path:
    """Write the record of a finished game to a new file (never replacing one) and return its
    path; a game already recorded is not recorded again (its existing path is returned). Raises
    OSError (with a sentence) if the disk refuses or the records folder cannot be used."""
    moment = f.safe_time(datetime.now(UTC))  # a clock before 1970 must not make it unreadable
    finished = moment.replace(microsecond=0)
    # After a kill between writing the record and clearing the autosave, the game is offered
    # again, and finishing it must not count it twice in the statistics.
    digest = saved.fingerprint()
    folder = records_dir()
    if not folder.is_dir():
        said = [p for p in folder_problems() if str(folder) in p]
        raise OSError(said[0] if said else _folder_unusable(folder))
    existing = recorded_path(summary.game_id, digest)
    if existing is not None:
        return existing
    data = envelope(
        KIND,
        VERSION,
        {
            "app_version": __version__,
            "started": f.time_to_json(saved.created),
            "finished": f.time_to_json(finished),
            "setup": saved.setup.to_json(),
            "summary": summary.to_json(),
            "record": saved.record.to_json(),
        },
    )
    # Microseconds in the name keep records of the same second in the order they finished.
    path = folder / f"{summary.game_id}-{moment.strftime('%Y%m%d-%H%M%S-%f')}-{digest}.json"
    try:
        write_json_atomic(path, data, overwrite=False)
    except FileExistsError:
        if not path.is_file():  # not the same game in the same microsecond: a file in the way
            raise OSError(_unwritable(path)) from None
    return path


def record_network_game(summary: GameSummary, place: NetworkPlace, started: datetime | None = None,
                        where: Path | None = None) -> Path:
    """Write the record of a network game that ended, from the summary its server sent, and
    return its path; a game already recorded here (the same room and server game) is not
    recorded again. Raises OSError (with a sentence) if the disk refuses."""
    moment = f.safe_time(datetime.now(UTC))
    folder = records_dir(where)
    if not folder.is_dir():
        said = [p for p in folder_problems() if str(folder) in p]
        raise OSError(said[0] if said else _folder_unusable(folder))
    digest = place.fingerprint()
    existing = recorded_path(summary.game_id, digest, where)
    if existing is not None:
        return existing
    data = envelope(
        KIND,
        VERSION,
        {
            "app_version": __version__,
            "started": f.time_to_json(f.safe_time(started or moment).replace(microsecond=0)),
            "finished": f.time_to_json(moment.replace(microsecond=0)),
            "network": place.to_json(),
            "setup": None,
            "summary": summary.to_json(),
            "record": None,
        },
    )
    path = folder / f"{summary.game_id}-{moment.strftime('%Y%m%d-%H%M%S-%f')}-{digest}.json"
    try:
        write_json_atomic(path, data, overwrite=False)
    except FileExistsError:
        if not path.is_file():
            raise OSError(_unwritable(path)) from None
    return path


def _folder_unusable(folder: Path) -> Sentence:
    return Sentence(with_values(translate("storage", "The game records folder {folder} cannot be used."), folder=str(folder)))


def _unwritable(path: Path) -> Sentence:
    return Sentence(with_values(translate("storage", "The game record {file} cannot be written."), file=str(path)))


def load_records(game_id: str, where: Path | None = None) -> tuple[list[FinishedGame], list[str]]:
    """Every readable record of `game_id`, oldest first, and one warning per record left out: a
    damaged record is set aside (never deleted); one from a newer version stays where it is."""
    games: list[FinishedGame] = []
    warnings: list[str] = []
    folder = records_dir(where)
    if not folder.is_dir():
        said = [p for p in folder_problems() if str(folder) in p]
        return games, said[:1] or [Sentence(with_values(translate("storage", "The game records folder {folder} cannot be read."), folder=str(folder)))]
    remove_stale_temporaries(folder, takes_place=_record_takes_place)
    for path in sorted(folder.glob(f"{game_id}-*.json")):
        try:
            data = read_json(path, KIND, VERSION)
            try:
                summary = GameSummary.from_json(data.get("summary"))
                # The app's own date: one it cannot use reads as the file's time.
                finished = f.lenient_time(data.get("finished"), _modified(path))
                network = None
                if data.get("network") is not None:
                    network = NetworkPlace.from_json(data["network"], len(summary.seats))
                    # No moves: the game is known by its summary alone.
                    record = GameRecord(summary.game_id, 0, len(summary.seats))
                else:
                    record = GameRecord.from_json(data.get("record"))
            except ValueError as exc:  # fields.Invalid is a ValueError, as is GameRecord's
                raise damaged_error("game record", path, said_reason(exc)) from None
        except NewerVersionError as exc:
            warnings.append(Sentence(with_values(translate("storage", "{problem}; it is left out of the statistics.", "{problem} is a sentence without its full stop"), problem=without_full_stop(exc.message))))
            continue
        except StoredFileError as exc:
            warnings.append(Sentence(with_values(translate("storage", "{problem} It is left out of the statistics."), problem=inner(set_aside(exc).message))))
            continue
        if summary.game_id != game_id:
            continue  # a record of a game whose id starts like this one's
        if network is not None:
            setup, problem = None, NETWORK_SETUP
        else:
            setup, problem = _setup_of(data.get("setup"))
        games.append(FinishedGame(game_id, finished, summary, record, path, setup, problem,
                                  network))
    games.sort(key=lambda g: (g.finished, g.path.name))
    return games, warnings
