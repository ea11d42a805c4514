"""The end-of-game dialog: who won, the final table with the winner highlighted, per-seat details,
the best move, extra facts, an optional picture, and what to do next."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.views.common.game_view import EndSummary
from tabletop_desktop.views.common.text import escape, plain_label
from tabletop_desktop.views.common.theme import current_colours

PICTURE_MAX = 300


class EndDialog(QDialog):
    """Shown when a game ends; emits what the person chose."""

    playAgainRequested = Signal()
    printRequested = Signal()
    homeRequested = Signal()

    def __init__(self, summary: EndSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endDialog")
        self.setWindowTitle("Game over")
        self.summary = summary
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 22, 26, 18)
        layout.setSpacing(12)
        self.title = plain_label(summary.title, self)
        self.title.setObjectName("endTitle")
        self.title.setProperty("role", "title")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)

        # The results and the facts share the column beside the picture, so a short table leaves
        # no empty block under it.
        body = QHBoxLayout()
        body.setSpacing(18)
        column = QVBoxLayout()
        column.setSpacing(12)
        self.table = self._results_table(summary)
        column.addWidget(self.table)
        body.addLayout(column, 1)
        if summary.picture is not None and not summary.picture.isNull():
            picture = QLabel(self)
            picture.setObjectName("endPicture")
            picture.setPixmap(summary.picture.scaled(
                PICTURE_MAX, PICTURE_MAX, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setFixedSize(picture.pixmap().size() / max(1.0, picture.pixmap().devicePixelRatio()))
            body.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(body)
        self.picture = self.findChild(QLabel, "endPicture")

        facts = []
        if summary.best_move:
            facts.append(f"<b>Best move:</b> {escape(summary.best_move)}")
        facts += [escape(line) for line in summary.lines]  # names inside: shown literally
        self.facts = QLabel("<br>".join(facts), self)
        self.facts.setObjectName("endFacts")
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.facts)
        column.addStretch(1)

        buttons = QHBoxLayout()
        self.print_button = QPushButton("Print summary\u2026", self)
        self.print_button.setObjectName("printSummaryButton")
        self.home_button = QPushButton("Back to home", self)
        self.home_button.setObjectName("homeButton")
        self.again_button = QPushButton("Play again", self)
        self.again_button.setObjectName("playAgainButton")
        self.again_button.setProperty("role", "primary")
        self.again_button.setDefault(True)
        self.again_button.setToolTip("The same players and options, with a fresh shuffle")
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.home_button)
        buttons.addWidget(self.again_button)
        layout.addLayout(buttons)
        self.print_button.clicked.connect(self.printRequested.emit)
        self.home_button.clicked.connect(self._choose(self.homeRequested))
        self.again_button.clicked.connect(self._choose(self.playAgainRequested))
        # A minimum on the dialog itself would override its layout's, letting the picture and the
        # table overlap; the title sets the narrowest width instead.
        self.title.setMinimumWidth(500)
        self.adjustSize()

    def _choose(self, signal: Signal):
        def chosen() -> None:
            self.accept()
            signal.emit()
        return chosen

    def _results_table(self, summary: EndSummary) -> QTableWidget:
        show_details = any(seat.details for seat in summary.seats)
        headers = ["", "Player", "Seat", "Score"] + (["Details"] if show_details else [])
        table = QTableWidget(len(summary.seats), len(headers), self)
        table.setObjectName("resultsTable")
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setWordWrap(True)
        highlight = QBrush(QColor(current_colours().highlight))
        ranked = sorted(summary.seats, key=lambda s: -s.score)
        for row, seat in enumerate(ranked):
            cells = ["\u2605" if seat.winner else str(row + 1), seat.name, seat.kind_label,
                     f"{seat.score}"] + ([seat.details] if show_details else [])
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (0, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat.winner:
                    item.setBackground(highlight)
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                if column == 3:
                    item.setToolTip(f"{seat.score} points")
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        for row in range(table.rowCount()):
            table.setRowHeight(row, max(table.rowHeight(row), table.fontMetrics().height() + 14))
        height = sum(table.rowHeight(r) for r in range(table.rowCount())) + header.sizeHint().height() + 4
        table.setFixedHeight(min(height, 360))
        # Wide enough for every column: the picture beside it must not squeeze the names.
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        width = sum(table.columnWidth(c) for c in range(table.columnCount()))
        table.setMinimumWidth(max(width, 300) + 24)
        return table
