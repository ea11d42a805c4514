"""The History tab of the Statistics window: every finished game, newest first (date, game,
players with their scores, winner, and whether it was a practice or bots-only game), and a Print
button that prints the chosen game's score summary again from its record."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.registry import GameInfo, game
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, shown_name, text, translate
from tabletop_desktop.storage.records import FinishedGame, SeatSummary
from tabletop_desktop.storage.statistics import counted_game
from tabletop_desktop.views.common.text import plain_label, safe_tip
from tabletop_desktop.windows.record_printing import reprint_problem
from tabletop_desktop.windows.shown import date_text, listed, local, number, time_text

COLUMNS = (QT_TRANSLATE_NOOP("HistoryPanel", "Date"), QT_TRANSLATE_NOOP("HistoryPanel", "Game"),
           QT_TRANSLATE_NOOP("HistoryPanel", "Players and scores"),
           QT_TRANSLATE_NOOP("HistoryPanel", "Winner"), QT_TRANSLATE_NOOP("HistoryPanel", "Notes"))


def day_and_time(moment: datetime) -> str:
    """A moment on the person's own clock ("29 Nov 2026, 21:05")."""
    moment = local(moment)
    return translate("HistoryPanel", "{date}, {time}").format(
        date=date_text(moment, translate("StatisticsDialog", "d MMM yyyy",
                                         "a short date, as QLocale writes it")),
        time=time_text(moment))


def who(name: str, kind: str, level: str | None, info: GameInfo | None) -> str:
    """A seat as people read it: "Ada", or "Robo (bot, Expert)"."""
    if kind != "bot":
        return shown_name(name)
    try:
        level_name = text(info.bot_level(level).name) if info is not None and level else ""
    except KeyError:
        level_name = ""
    return (translate("HistoryPanel", "{name} (bot, {level})").format(name=name, level=level_name)
            if level_name else translate("HistoryPanel", "{name} (bot)").format(name=name))


def _info(game_id: str) -> GameInfo | None:
    try:
        return game(game_id)
    except KeyError:
        return None


def players_text(seats: list[SeatSummary], info: GameInfo | None) -> str:
    """Every seat with its final score, highest first ("Ada 212, Robo (bot, Expert) 180")."""
    ranked = sorted(seats, key=lambda s: -s.score)
    return translate("HistoryPanel", ", ", "between the players of a game").join(
        translate("HistoryPanel", "{player} {score}", "a player and their final score").format(
            player=who(s.name, s.kind, s.level, info), score=number(s.score)) for s in ranked)


def winner_text(seats: list[SeatSummary]) -> str:
    names = [shown_name(s.name) for s in seats if s.winner]
    if not names:
        return translate("HistoryPanel", "Nobody", "nobody won")
    if len(names) == 1:
        return names[0]
    return translate("HistoryPanel", "{names} (shared)", "winners who share the win").format(
        names=listed(names))


# The notes of a game (translated where they are shown).
PRACTICE = QT_TRANSLATE_NOOP("HistoryPanel", "Practice")
BOTS_ONLY = QT_TRANSLATE_NOOP("HistoryPanel", "Bots only")
NOT_PRINTABLE = QT_TRANSLATE_NOOP("HistoryPanel", "Cannot be printed")
NETWORK = QT_TRANSLATE_NOOP("HistoryPanel", "Network game")
NOBODY_HERE = QT_TRANSLATE_NOOP("HistoryPanel", "Nobody here played")


def notes_text(finished: FinishedGame, printable: bool = True) -> str:
    """What sets this game apart, in short words (the reasons are said beside the button)."""
    notes = []
    if finished.network is not None:
        notes.append(NETWORK)
    if finished.summary.practice:
        notes.append(PRACTICE)
    elif not counted_game(finished):
        notes.append(NOBODY_HERE if finished.network is not None else BOTS_ONLY)
    if not printable or reprint_problem(finished):
        notes.append(NOT_PRINTABLE)
    return translate("HistoryPanel", "; ", "between the notes of a game").join(
        translate("HistoryPanel", note) for note in notes)


class HistoryPanel(QWidget):
    """The table of finished games and the button that reprints the chosen one's summary."""

    printRequested = Signal(object)  # the FinishedGame to print

    def __init__(self, games: list[FinishedGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyPanel")
        self.games = games
        self.found: dict[int, str] = {}  # row -> why printing it failed (found on trying)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 12)
        layout.setSpacing(10)
        if not games:
            empty = QLabel(translate("HistoryPanel",
                                     "No finished games yet. Every game you finish is listed here."),
                           self)
            empty.setObjectName("historyEmpty")
            empty.setProperty("role", "muted")
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(empty, 1)
        else:
            intro = QLabel(translate("HistoryPanel", "Every finished game, newest first. Practice "
                                     "games and games of bots only are listed here but left out of "
                                     "the figures."), self)
            intro.setObjectName("historyIntro")
            intro.setProperty("role", "muted")
            intro.setWordWrap(True)
            layout.addWidget(intro)
        self.table = QTableWidget(len(games), len(COLUMNS), self)
        self.table.setObjectName("historyTable")
        self.table.setHorizontalHeaderLabels([translate("HistoryPanel", c) for c in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.setShowGrid(False)
        for row, finished in enumerate(games):
            info = _info(finished.game_id)
            name = text(info.name) if info is not None else finished.game_id
            texts = (day_and_time(finished.finished), name,
                     players_text(finished.summary.seats, info),
                     winner_text(finished.summary.seats), notes_text(finished))
            for column, cell in enumerate(texts):
                item = QTableWidgetItem(cell)  # items show their text literally
                item.setToolTip(safe_tip(reprint_problem(finished) if column == 4 else cell))
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for column in (0, 1, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # The players wrap in the one stretching column; a long winner's name is cut short
        # (the tooltip has it whole), so no name can push the other columns out of view.
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(3, header.fontMetrics().horizontalAdvance("W" * 12))
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.table.setVisible(bool(games))
        layout.addWidget(self.table, 1)

        row = QHBoxLayout()
        self.reason = plain_label("", self)  # a reason may quote a file
        self.reason.setObjectName("reprintReason")
        self.reason.setProperty("role", "muted")
        self.reason.setWordWrap(True)
        self.print_button = QPushButton(translate("HistoryPanel", "Print summary\u2026"), self)
        self.print_button.setObjectName("reprintButton")
        self.print_button.setToolTip(translate("HistoryPanel", "Print the chosen game's score summary "
                                               "again, or save it as PDF from the print preview"))
        self.print_button.clicked.connect(self._print_chosen)
        row.addWidget(self.reason, 1)
        row.addWidget(self.print_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.table.itemSelectionChanged.connect(self._chosen_changed)
        self.table.itemDoubleClicked.connect(lambda *_: self._print_chosen())
        if games:
            self.table.selectRow(0)
        self._chosen_changed()
        self.print_button.setVisible(bool(games))  # nothing to print yet
        self.reason.setVisible(bool(games))

    def chosen_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def problem_of(self, row: int) -> str:
        """Why the game in `row` cannot be printed ("" when it can, as far as is known)."""
        return self.found.get(row) or reprint_problem(self.games[row])

    def _chosen_changed(self) -> None:
        row = self.chosen_row()
        problem = self.problem_of(row) if row is not None else ""
        self.print_button.setEnabled(row is not None and not problem)
        self.reason.setText(problem if row is not None else
                            translate("HistoryPanel", "Choose a game to print its score summary again."))

    def show_problem(self, finished: FinishedGame, problem: str) -> None:
        """Say in the game's row, and beside the button, why it could not be printed."""
        row = next(i for i, g in enumerate(self.games) if g is finished)
        self.found[row] = problem
        item = self.table.item(row, len(COLUMNS) - 1)
        item.setText(notes_text(finished, printable=False))
        item.setToolTip(safe_tip(problem))
        self._chosen_changed()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.table.resizeRowsToContents()  # wrapped players need the columns' real widths

    def _print_chosen(self) -> None:
        row = self.chosen_row()
        if row is not None and not self.problem_of(row):
            self.printRequested.emit(self.games[row])
