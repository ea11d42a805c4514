"""The Statistics dialog: one tab per game with the games people played, wins by seat kind and bot
level, people's average and best scores, each person's own figures and the best move; a History
tab with every finished game, whose summaries print again; an inviting empty state before the
first game. It opens on the game just played, or else the one played last."""

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
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.registry import GameInfo, all_games
from tabletop_desktop.i18n import shown_name, text, translate
from tabletop_desktop.storage.records import FinishedGame
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.storage.statistics import GameStatistics, load_all_statistics
from tabletop_desktop.views.common.game_view import create_game_view
from tabletop_desktop.views.common.text import escape, plain_label, safe_tip
from tabletop_desktop.windows.banner import MessageBanner
from tabletop_desktop.windows.record_printing import CannotReprint, ViewFactory, open_record_preview
from tabletop_desktop.windows.shown import date_text, local, number, points_text, said
from tabletop_desktop.windows.statistics_history import HistoryPanel
from tabletop_desktop.windows.statistics_history import who as _who


def _day(moment: datetime) -> str:
    """A date on the person's own calendar ("29 Nov 2026")."""
    return date_text(local(moment), translate("StatisticsDialog", "d MMM yyyy",
                                              "a short date, as QLocale writes it"))


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


def _table(parent: QWidget, name: str, headers: list[str], rows: list[list[str]],
           tips: list[str] | None = None) -> QTableWidget:
    """A read-only table as tall as its rows, first column stretched and left-aligned."""
    table = QTableWidget(len(rows), len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setShowGrid(False)
    for row, texts in enumerate(rows):
        for column, cell in enumerate(texts):
            item = QTableWidgetItem(cell)  # a name shows literally
            item.setToolTip(safe_tip(tips[row] if tips else cell))
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, column, item)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.horizontalHeaderItem(0).setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    table.resizeRowsToContents()
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + sum(
        table.rowHeight(r) for r in range(table.rowCount())) + 2 * table.frameWidth() + 2)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def _not_counted(stats: GameStatistics) -> str:
    """The sentence that says which finished games are left out of the figures, or ""."""
    bots, practice = stats.bots_only_games, stats.practice_games
    if not bots and not practice:
        return ""
    bots_text = (translate("StatisticsDialog", "1 game played by bots only") if bots == 1
                 else translate("StatisticsDialog", "%n games played by bots only", "", bots))
    practice_text = (translate("StatisticsDialog", "1 practice game") if practice == 1
                     else translate("StatisticsDialog", "%n practice games", "", practice))
    if bots and practice:
        return translate("StatisticsDialog", "Not counted here: {bots_only} and {practice}. They are "
                         "in the History tab.").format(bots_only=bots_text, practice=practice_text)
    return translate("StatisticsDialog", "Not counted here: {games}. They are in the History "
                     "tab.").format(games=bots_text if bots else practice_text)


class GameStatisticsPage(QWidget):
    """The figures of one game."""

    def __init__(self, info: GameInfo, stats: GameStatistics | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"statistics_{info.id}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        layout.setSpacing(14)
        if not info.available:
            self._empty(layout, translate("StatisticsDialog", "{game} is coming soon.").format(
                game=text(info.name)), translate("StatisticsDialog", "Its statistics will live here."))
            return
        if stats is None or stats.games_played == 0:
            left_out = _not_counted(stats) if stats is not None else ""
            title = (translate("StatisticsDialog", "No finished games of {game} with a person yet.")
                     if left_out else translate("StatisticsDialog", "No finished games of {game} yet.")
                     ).format(game=text(info.name))
            self._empty(layout, title, left_out or translate(
                "StatisticsDialog", "Finish a game and your results will show up here."))
            return
        grid = QGridLayout()
        grid.setSpacing(12)
        played = stats.games_played
        person_wins = stats.wins_by_kind.get("person", 0)
        rate = translate("StatisticsDialog", "{percent} % of games").format(
            percent=number(round(100 * person_wins / played)))
        avg = number(stats.average_score) if stats.average_score is not None else "\u2013"
        best = stats.best_score
        best_value = number(best.score) if best else "\u2013"
        best_note = (translate("StatisticsDialog", "{player}, {date}").format(
            player=_who(best.name, best.kind, best.level, info), date=_day(best.date)) if best else "")
        grid.addWidget(_figure(translate("StatisticsDialog", "Games played"), number(played),
                               translate("StatisticsDialog", "with a person at the table"), self), 0, 0)
        grid.addWidget(_figure(translate("StatisticsDialog", "Won by people"), number(person_wins),
                               rate, self), 0, 1)
        grid.addWidget(_figure(translate("StatisticsDialog", "Won by bots"),
                               number(stats.wins_by_kind.get("bot", 0)), "", self), 0, 2)
        grid.addWidget(_figure(translate("StatisticsDialog", "Average score"), avg,
                               translate("StatisticsDialog", "of people, per game"), self), 1, 0)
        grid.addWidget(_figure(translate("StatisticsDialog", "Best score"), best_value, best_note,
                               self), 1, 1)
        hints, with_hints = stats.person_hints, stats.games_with_hints
        hint_note = ((translate("StatisticsDialog", "in {hinted} of 1 game") if played == 1 else
                      translate("StatisticsDialog", "in {hinted} of %n games", "", played)).format(
                          hinted=number(with_hints)) if hints
                     else translate("StatisticsDialog", "No hints asked for yet"))
        hints_box = _figure(translate("StatisticsDialog", "Hints asked for"), number(hints),
                            hint_note, self)
        hints_box.setObjectName("hintsFigure")
        grid.addWidget(hints_box, 1, 2)
        layout.addLayout(grid)
        left_out = _not_counted(stats)
        if left_out:
            note = QLabel(left_out, self)
            note.setObjectName("notCounted")
            note.setProperty("role", "muted")
            note.setWordWrap(True)
            layout.addWidget(note)

        if stats.people:
            layout.addWidget(self._heading(translate("StatisticsDialog", "People")))
            rows = [[shown_name(p.name), number(p.games), number(p.wins),
                     translate("StatisticsDialog", "{percent} %").format(
                         percent=number(round(100 * p.win_rate))),
                     number(p.average_score),
                     number(p.best_score) if p.best_score is not None else str(p.best_score)]
                    for p in stats.people]
            layout.addWidget(_table(self, "peopleTable",
                                    [translate("StatisticsDialog", "Name"),
                                     translate("StatisticsDialog", "Games"),
                                     translate("StatisticsDialog", "Wins"),
                                     translate("StatisticsDialog", "Win rate"),
                                     translate("StatisticsDialog", "Average"),
                                     translate("StatisticsDialog", "Best")], rows))
        levels = [lv for lv in info.bot_levels if stats.games_by_level.get(lv.key)]
        if levels:
            layout.addWidget(self._heading(translate("StatisticsDialog", "Bots by level")))
            rows = [[text(lv.name), number(stats.games_by_level.get(lv.key, 0)),
                     number(stats.wins_by_level.get(lv.key, 0))] for lv in levels]
            layout.addWidget(_table(self, "levelsTable",
                                    [translate("StatisticsDialog", "Level"),
                                     translate("StatisticsDialog", "Games"),
                                     translate("StatisticsDialog", "Wins")], rows,
                                    [text(lv.description) for lv in levels]))
        if stats.best_move is not None:
            move = stats.best_move
            # The stored description is the English sentence of the game's log (records keep it).
            named = move.description.startswith(move.name)
            pointed = f"{move.points} point" in move.description
            who = _who(move.name, move.kind, move.level, info)
            day = _day(move.date)
            if named and pointed:
                move_text = translate("StatisticsDialog", "{move} ({date})").format(
                    move=move.description, date=day)
            elif named:
                move_text = translate("StatisticsDialog", "{move} ({points}, {date})").format(
                    move=move.description, points=points_text(move.points), date=day)
            elif pointed:
                move_text = translate("StatisticsDialog", "{player}: {move} ({date})").format(
                    player=who, move=move.description, date=day)
            else:
                move_text = translate("StatisticsDialog", "{player}: {move} ({points}, {date})").format(
                    player=who, move=move.description, points=points_text(move.points), date=day)
            label = QLabel(translate("StatisticsDialog", "<b>Best move:</b> {move}").format(
                move=escape(move_text)), self)
            label.setObjectName("bestMove")
            label.setTextFormat(Qt.TextFormat.RichText)  # the bold caption; the rest is escaped
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addStretch(1)

    def _heading(self, text: str) -> QLabel:
        heading = QLabel(text, self)
        heading.setProperty("role", "heading")
        return heading

    def _empty(self, layout: QVBoxLayout, title: str, note: str) -> None:
        layout.addStretch(1)
        heading = plain_label(title, self)
        heading.setObjectName("emptyTitle")
        heading.setProperty("role", "heading")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading.setWordWrap(True)
        detail = QLabel(note, self)
        detail.setObjectName("emptyNote")
        detail.setProperty("role", "muted")
        detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        detail.setWordWrap(True)
        layout.addWidget(heading)
        layout.addWidget(detail)
        layout.addStretch(2)


def _scrolling(page: QWidget, parent: QWidget) -> QScrollArea:
    """A page that scrolls when the window is shorter than its tables."""
    area = QScrollArea(parent)
    area.setObjectName(f"{page.objectName()}_scroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(page)
    # The tab's panel colour shows through, as on the History tab.
    area.setStyleSheet(
        f"QScrollArea#{area.objectName()}, QWidget#qt_scrollarea_viewport, "
        f"QWidget#{page.objectName()} {{ background: transparent; }}")
    return area


class StatisticsDialog(QDialog):
    """Statistics of every game, one tab each, and the history of finished games."""

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None,
                 view_factory: ViewFactory = create_game_view,
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.setWindowTitle(translate("StatisticsDialog", "Statistics"))
        # Reprinted summaries use the person's palette, like the screen.
        self.settings = settings
        self.view_factory = view_factory
        self.preview = None  # the print preview of a reprinted summary, while it is open
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        self.banner = MessageBanner(self)
        layout.addWidget(self.banner)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statisticsTabs")
        layout.addWidget(self.tabs, 1)
        games = all_games()
        everything = load_all_statistics([info.id for info in games if info.available])
        for warning in everything.warnings:
            self.banner.add_message(said(warning))
        self.pages: dict[str, GameStatisticsPage] = {}
        for info in games:
            page = GameStatisticsPage(info, everything.by_game.get(info.id), self.tabs)
            self.pages[info.id] = page
            self.tabs.addTab(_scrolling(page, self.tabs), text(info.name))
        self.history = HistoryPanel(everything.history, self.tabs)
        self.history.printRequested.connect(self.reprint)
        self.tabs.addTab(self.history, translate("StatisticsDialog", "History"))
        # The game just played (the one on the table), else the one whose game finished last.
        shown = game_id if game_id in self.pages else everything.last_played_game()
        if shown in self.pages:
            self.tabs.setCurrentIndex(list(self.pages).index(shown))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(820, 660)

    def current_page(self) -> QWidget:
        """The page of the tab shown (a game's figures, or the history)."""
        widget = self.tabs.currentWidget()
        return widget.widget() if isinstance(widget, QScrollArea) else widget

    def reprint(self, finished: FinishedGame) -> None:
        """Open the print preview of a finished game's summary, rebuilt from its record."""
        try:
            self.preview = open_record_preview(finished, self, self.settings, self.view_factory)
        except CannotReprint as exc:
            self.history.show_problem(finished, str(exc))
