"""Statistics of one game, computed from its finished-game records.

Only games with a person at the table count in the figures: a bots-only game says nothing about
how people fare, and a practice game (played with the generous undo) is not a real result. Both
stay in the history. Wins are counted per game: a game counts once for "person" if any person
won it (a shared win included) and once for each bot level that won it. Average and best scores
are people's; each person (by name) also gets their own figures. Damaged records are set aside
with a warning; loading statistics never fails.

A network game counts for the people who played it at this computer only (its record's
`seats_here`): the players at other computers keep their own statistics on their own computers,
so here they are neither people nor bots, and a win of theirs is nobody's here.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from tabletop_desktop.storage.records import FinishedGame, GameSummary, load_records


@dataclass(frozen=True)
class BestScore:
    name: str
    kind: str  # "person" | "bot"
    level: str | None
    score: int
    date: datetime  # when that game finished


@dataclass(frozen=True)
class BestMoveEver:
    name: str
    kind: str
    level: str | None
    points: int
    description: str
    date: datetime


@dataclass
class PersonFigures:
    """One person's results in one game, over the games that count."""

    name: str  # as first written; the same name in other capitals is the same person
    games: int = 0
    wins: int = 0  # shared wins included
    total_score: int = 0
    best_score: int | None = None

    @property
    def win_rate(self) -> float:
        """Share of their games they won (0..1)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def average_score(self) -> float:
        return self.total_score / self.games if self.games else 0.0


@dataclass
class GameStatistics:
    game_id: str
    games_played: int = 0  # games with a person at the table, practice games left out
    wins_by_kind: dict[str, int] = field(default_factory=lambda: {"person": 0, "bot": 0})
    wins_by_level: dict[str, int] = field(default_factory=dict)  # games won by a bot of a level
    games_by_level: dict[str, int] = field(default_factory=dict)  # games a bot of a level played
    average_score: float | None = None  # over person seats; None before the first counted game
    best_score: BestScore | None = None  # a person's
    best_move: BestMoveEver | None = None
    last_played: datetime | None = None  # the newest finished game of any kind
    person_hints: int = 0  # hints persons asked for, over every counted game
    games_with_hints: int = 0  # counted games in which a person asked for at least one hint
    people: list[PersonFigures] = field(default_factory=list)  # most games first
    bots_only_games: int = 0  # in the history, not in the figures
    practice_games: int = 0  # in the history, not in the figures

    def person_win_rate(self) -> float | None:
        """Share of games a person won (0..1), or None before the first game."""
        return self.wins_by_kind["person"] / self.games_played if self.games_played else None


def counts(summary: GameSummary, seats_here: Collection[int] | None = None) -> bool:
    """Whether a finished game counts in the figures: a person played it (at this computer, for a
    network game's `seats_here`), and not for practice."""
    return not summary.practice and any(
        seat.kind == "person" for i, seat in enumerate(summary.seats)
        if seats_here is None or i in seats_here)


def counted_game(played: FinishedGame) -> bool:
    """Whether a finished game (local or network) counts in this computer's figures."""
    return counts(played.summary, played.seats_here())


def compute_statistics(game_id: str, games: list[FinishedGame]) -> GameStatistics:
    """Aggregate finished games (oldest first: on equal scores the earliest one stays best)."""
    stats = GameStatistics(game_id)
    person_scores: list[int] = []
    people: dict[str, PersonFigures] = {}
    for played in games:
        summary, date = played.summary, played.finished
        stats.last_played = date if stats.last_played is None else max(stats.last_played, date)
        if summary.practice:
            stats.practice_games += 1
            continue
        here = set(played.seats_here())
        if not counts(summary, here):
            stats.bots_only_games += 1
            continue
        stats.games_played += 1
        # The people of this computer and the bots; a network game's players elsewhere are
        # neither (their computers count them).
        seen = [s for i, s in enumerate(summary.seats) if s.kind == "bot" or i in here]
        winners = [s for s in seen if s.winner]
        for kind in {s.kind for s in winners}:
            stats.wins_by_kind[kind] = stats.wins_by_kind.get(kind, 0) + 1
        for level in {s.level for s in winners if s.kind == "bot" and s.level}:
            stats.wins_by_level[level] = stats.wins_by_level.get(level, 0) + 1
        for level in {s.level for s in summary.seats if s.kind == "bot" and s.level}:
            stats.games_by_level[level] = stats.games_by_level.get(level, 0) + 1
        hints = sum(s.hints for s in seen if s.kind == "person")
        stats.person_hints += hints
        stats.games_with_hints += 1 if hints else 0
        for seat in seen:
            if seat.kind != "person":
                continue
            person_scores.append(seat.score)
            if stats.best_score is None or seat.score > stats.best_score.score:
                stats.best_score = BestScore(seat.name, seat.kind, seat.level, seat.score, date)
            person = people.setdefault(seat.name.casefold(), PersonFigures(seat.name))
            person.games += 1
            person.wins += 1 if seat.winner else 0
            person.total_score += seat.score
            person.best_score = seat.score if person.best_score is None else max(
                person.best_score, seat.score)
        move = summary.best_move
        mine = move is not None and (move.seat in here or summary.seats[move.seat].kind == "bot")
        if move is not None and mine and (
                stats.best_move is None or move.points > stats.best_move.points):
            seat = summary.seats[move.seat]
            stats.best_move = BestMoveEver(
                move.name, seat.kind, seat.level, move.points, move.description, date
            )
    if person_scores:
        stats.average_score = sum(person_scores) / len(person_scores)
    stats.people = sorted(people.values(), key=lambda p: (-p.games, p.name.casefold()))
    return stats


def load_statistics(game_id: str, where: Path | None = None) -> tuple[GameStatistics, list[str]]:
    """The statistics of `game_id` and warnings (one sentence per record left out); `where`: a
    records folder other than the app's."""
    games, warnings = load_records(game_id, where)
    return compute_statistics(game_id, games), warnings


@dataclass
class AllStatistics:
    """What the Statistics window shows: each game's figures and every finished game."""

    by_game: dict[str, GameStatistics]
    history: list[FinishedGame]  # every game's finished games, newest first
    warnings: list[str]

    def last_played_game(self) -> str | None:
        """The game of the newest finished game, or None before the first."""
        return self.history[0].game_id if self.history else None


def load_all_statistics(game_ids: list[str]) -> AllStatistics:
    """Read each game's records once and compute its figures and the shared history."""
    by_game: dict[str, GameStatistics] = {}
    history: list[FinishedGame] = []
    warnings: list[str] = []
    for game_id in game_ids:
        games, said = load_records(game_id)
        by_game[game_id] = compute_statistics(game_id, games)
        history += games
        warnings += [w for w in said if w not in warnings]  # a folder problem is said once
    history.sort(key=_finish_order, reverse=True)
    return AllStatistics(by_game, history, warnings)


def _finish_order(played: FinishedGame) -> tuple[datetime, str]:
    """Records keep whole seconds; within one second the microseconds in the file name
    ("<game>-YYYYMMDD-HHMMSS-ffffff-<digest>.json") tell which game of any kind ended last."""
    name = played.path.name if played.path is not None else ""
    return played.finished, name[len(played.game_id) + 1:]
