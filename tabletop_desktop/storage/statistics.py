"""Statistics of one game, computed from its finished-game records.

Wins are counted per game: a game counts once for "person" if any person won it (a shared win
included) and once for each bot level that won it. Averages are over every seat's final score.
Damaged records are set aside with a warning; loading statistics never fails.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from tabletop_desktop.storage.records import FinishedGame, load_records


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
class GameStatistics:
    game_id: str
    games_played: int = 0
    wins_by_kind: dict[str, int] = field(default_factory=lambda: {"person": 0, "bot": 0})
    wins_by_level: dict[str, int] = field(default_factory=dict)  # games won by a bot of a level
    games_by_level: dict[str, int] = field(default_factory=dict)  # games a bot of a level played
    average_score: float | None = None  # over every seat; None before the first game
    best_score: BestScore | None = None
    person_average_score: float | None = None  # over person seats only
    person_best_score: BestScore | None = None
    best_move: BestMoveEver | None = None
    last_played: datetime | None = None
    person_hints: int = 0  # hints persons asked for, over every game
    games_with_hints: int = 0  # games in which a person asked for at least one hint

    def person_win_rate(self) -> float | None:
        """Share of games a person won (0..1), or None before the first game."""
        return self.wins_by_kind["person"] / self.games_played if self.games_played else None


def compute_statistics(game_id: str, games: list[FinishedGame]) -> GameStatistics:
    """Aggregate finished games (oldest first: on equal scores the earliest one stays best)."""
    stats = GameStatistics(game_id)
    all_scores: list[int] = []
    person_scores: list[int] = []
    for played in games:
        summary, date = played.summary, played.finished
        stats.games_played += 1
        stats.last_played = date
        winners = [s for s in summary.seats if s.winner]
        for kind in {s.kind for s in winners}:
            stats.wins_by_kind[kind] = stats.wins_by_kind.get(kind, 0) + 1
        for level in {s.level for s in winners if s.kind == "bot" and s.level}:
            stats.wins_by_level[level] = stats.wins_by_level.get(level, 0) + 1
        for level in {s.level for s in summary.seats if s.kind == "bot" and s.level}:
            stats.games_by_level[level] = stats.games_by_level.get(level, 0) + 1
        hints = sum(s.hints for s in summary.seats if s.kind == "person")
        stats.person_hints += hints
        stats.games_with_hints += 1 if hints else 0
        for seat in summary.seats:
            all_scores.append(seat.score)
            best = BestScore(seat.name, seat.kind, seat.level, seat.score, date)
            if stats.best_score is None or seat.score > stats.best_score.score:
                stats.best_score = best
            if seat.kind == "person":
                person_scores.append(seat.score)
                if stats.person_best_score is None or seat.score > stats.person_best_score.score:
                    stats.person_best_score = best
        move = summary.best_move
        if move is not None and (stats.best_move is None or move.points > stats.best_move.points):
            seat = summary.seats[move.seat]
            stats.best_move = BestMoveEver(
                move.name, seat.kind, seat.level, move.points, move.description, date
            )
    if all_scores:
        stats.average_score = sum(all_scores) / len(all_scores)
    if person_scores:
        stats.person_average_score = sum(person_scores) / len(person_scores)
    return stats


def load_statistics(game_id: str) -> tuple[GameStatistics, list[str]]:
    """The statistics of `game_id` and warnings (one sentence per record left out)."""
    games, warnings = load_records(game_id)
    return compute_statistics(game_id, games), warnings
