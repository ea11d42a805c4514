"""The Statistics dialog: one tab per game with games played, wins by seat kind and bot level,
average and best scores and the best move; an inviting empty state before the first game."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.registry import GameInfo, all_games
from tabletop_desktop.storage.statistics import GameStatistics, load_statistics
from tabletop_desktop.views.common.text import escape, plain_label, safe_tip
from tabletop_desktop.windows.banner import MessageBanner


def _who(name: str, kind: str, level: str | None, info: GameInfo) -> str:
    if kind != "bot":
        return name
    try:
        return f"{name} (bot, {info.bot_level(level).name})" if level else f"{name} (bot)"
    except KeyError:
        return f"{name} (bot)"


def _day(moment: datetime) -> str:
    """A date on the person's own calendar ("29 Nov 2026")."""
    local = moment.astimezone() if moment.tzinfo else moment
    return f"{local.day} {local:%b %Y}"


def _figure(title: str, value: str, note: str, parent: QWidget) -> QFrame:
    """A large number with its caption, like a scoreboard card."""
    box = QFrame(parent)
    box.setProperty("role", "panel")
    layout = QVBoxLayout(box)
    layout.setContentsMargins(14, 10, 14, 10)
    layout.setSpacing(2)
    caption = QLabel(title, box)
    caption.setProperty("role", "muted")
    number = QLabel(value, box)
    number.setObjectName("figureValue")
    number.setStyleSheet("font-size: 20pt; font-weight: 700;")
    layout.addWidget(caption)
    layout.addWidget(number)
    if note:
        detail = plain_label(note, box)  # a player's name
        detail.setProperty("role", "muted")
        # One line: a wrapped label in a grid cell is laid out too short and gets clipped.
        detail.setToolTip(safe_tip(note))
        layout.addWidget(detail)
    layout.addStretch(1)
    return box


class GameStatisticsPage(QWidget):
    """The figures of one game."""

    def __init__(self, info: GameInfo, stats: GameStatistics | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"statistics_{info.id}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        layout.setSpacing(14)
        if not info.available:
            self._empty(layout, f"{info.name} is coming soon.", "Its statistics will live here.")
            return
        if stats is None or stats.games_played == 0:
            self._empty(layout, f"No finished games of {info.name} yet.",
                        "Finish a game and your results will show up here.")
            return
        grid = QGridLayout()
        grid.setSpacing(12)
        played = stats.games_played
        person_wins = stats.wins_by_kind.get("person", 0)
        # Only games with a person at the table say something about how people fare.
        rate = (f"{round(100 * person_wins / played)} % of games"
                if played and stats.person_average_score is not None else "Only bots so far")
        avg = f"{stats.average_score:.0f}" if stats.average_score is not None else "\u2013"
        person_avg = (f"People: {stats.person_average_score:.0f} points"
                      if stats.person_average_score is not None else "")
        best = stats.best_score
        best_value = f"{best.score}" if best else "\u2013"
        best_note = f"{_who(best.name, best.kind, best.level, info)}, {_day(best.date)}" if best else ""
        grid.addWidget(_figure("Games played", str(played), "", self), 0, 0)
        grid.addWidget(_figure("Won by people", str(person_wins), rate, self), 0, 1)
        grid.addWidget(_figure("Won by bots", str(stats.wins_by_kind.get("bot", 0)), "", self), 0, 2)
        grid.addWidget(_figure("Average score", avg, person_avg, self), 1, 0)
        grid.addWidget(_figure("Best score", best_value, best_note, self), 1, 1)
        hints = int(getattr(stats, "person_hints", 0) or 0)
        with_hints = int(getattr(stats, "games_with_hints", 0) or 0)
        hint_note = (f"in {with_hints} of {played} game{'s' if played != 1 else ''}" if hints
                     else "No hints asked for yet")
        hints_box = _figure("Hints asked for", str(hints), hint_note, self)
        hints_box.setObjectName("hintsFigure")
        grid.addWidget(hints_box, 1, 2)
        layout.addLayout(grid)

        levels = [lv for lv in info.bot_levels if stats.games_by_level.get(lv.key)]
        if levels:
            heading = QLabel("Bots by level", self)
            heading.setProperty("role", "heading")
            layout.addWidget(heading)
            table = QTableWidget(len(levels), 3, self)
            table.setObjectName("levelsTable")
            table.setHorizontalHeaderLabels(["Level", "Games", "Wins"])
            table.verticalHeader().hide()
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            table.setShowGrid(False)
            for row, level in enumerate(levels):
                for column, text in enumerate(
                    (level.name, str(stats.games_by_level.get(level.key, 0)),
                     str(stats.wins_by_level.get(level.key, 0)))
                ):
                    item = QTableWidgetItem(text)
                    item.setToolTip(level.description)
                    if column:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    table.setItem(row, column, item)
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            level_header = table.horizontalHeaderItem(0)
            level_header.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            table.resizeRowsToContents()
            table.setFixedHeight(table.horizontalHeader().height() + sum(
                table.rowHeight(r) for r in range(table.rowCount())) + 6)
            layout.addWidget(table)
        if stats.best_move is not None:
            move = stats.best_move
            who = "" if move.description.startswith(move.name) else f"{_who(move.name, move.kind, move.level, info)}: "
            points = "" if f"{move.points} point" in move.description else f"{move.points} points, "
            label = QLabel(
                f"<b>Best move:</b> {escape(f'{who}{move.description} ({points}{_day(move.date)})')}",
                self)
            label.setObjectName("bestMove")
            label.setTextFormat(Qt.TextFormat.RichText)  # the bold caption; the rest is escaped
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addStretch(1)

    def _empty(self, layout: QVBoxLayout, title: str, note: str) -> None:
        layout.addStretch(1)
        heading = plain_label(title, self)
        heading.setObjectName("emptyTitle")
        heading.setProperty("role", "heading")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        detail = QLabel(note, self)
        detail.setProperty("role", "muted")
        detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(heading)
        layout.addWidget(detail)
        layout.addStretch(2)


class StatisticsDialog(QDialog):
    """Statistics of every game, one tab each."""

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.setWindowTitle("Statistics")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        self.banner = MessageBanner(self)
        layout.addWidget(self.banner)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statisticsTabs")
        layout.addWidget(self.tabs, 1)
        self.pages: dict[str, GameStatisticsPage] = {}
        for info in all_games():
            stats = None
            if info.available:
                stats, warnings = load_statistics(info.id)
                for warning in warnings:
                    self.banner.add_message(warning)
            page = GameStatisticsPage(info, stats, self.tabs)
            self.pages[info.id] = page
            self.tabs.addTab(page, info.name)
            if info.id == game_id:
                self.tabs.setCurrentWidget(page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 520)
