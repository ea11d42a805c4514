"""The end-of-game dialog: who won, the final table with the winner highlighted, per-seat details,
the best move, extra facts, an optional picture, and what to do next."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.game_view import EndSummary
from tabletop_desktop.views.common.text import WrappingLabel, escape, safe_tip
from tabletop_desktop.views.common.theme import current_colours
from tabletop_desktop.windows.shown import number, points_text

PICTURE_MAX = 300
PICTURE_MIN = 140  # narrower than this, the picture is left out
ROW_AIR = 10  # pixels added to each row's measured height
NAME_MAX = 260  # the widest a name may make the table; longer names end in "…"
DETAILS_MIN, DETAILS_MAX = 220, 320  # the details column's width bounds
NAME_LEAST, DETAILS_LEAST = 120, 160  # the narrowest they get on a small screen
DIALOG_SIDES = 60  # the dialog's margins and frame beside the table
REST_OF_DIALOG = 300  # room kept for the title, facts, buttons and frame around the table


class EndDialog(QDialog):
    """Shown when a game ends; emits what the person chose."""

    playAgainRequested = Signal()
    printRequested = Signal()
    homeRequested = Signal()

    def __init__(self, summary: EndSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endDialog")
        self.setWindowTitle(translate("EndDialog", "Game over"))
        self.summary = summary
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 22, 26, 18)
        layout.setSpacing(12)
        self.title = WrappingLabel(summary.title, self)  # a long name wraps inside the title
        self.title.setObjectName("endTitle")
        self.title.setProperty("role", "title")
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
        # The picture takes what width the screen has left beside the table, and is left out
        # when that is too little to show anything (a small screen, a wide table).
        side = min(PICTURE_MAX, self._free_width() - self.table.minimumWidth() - 52 - 18)
        if summary.picture is not None and not summary.picture.isNull() and side >= PICTURE_MIN:
            picture = QLabel(self)
            picture.setObjectName("endPicture")
            picture.setPixmap(summary.picture.scaled(
                side, side, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            picture.setFixedSize(picture.pixmap().size() / max(1.0, picture.pixmap().devicePixelRatio()))
            body.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(body)
        self.picture = self.findChild(QLabel, "endPicture")

        facts = []
        if summary.best_move:
            facts.append(translate("EndDialog", "<b>Best move:</b> {move}").format(
                move=escape(summary.best_move)))
        facts += [escape(line) for line in summary.lines]  # names inside: shown literally
        self.facts = QLabel("<br>".join(facts), self)
        self.facts.setObjectName("endFacts")
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.facts.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.facts)
        column.addStretch(1)

        buttons = QHBoxLayout()
        self.print_button = QPushButton(translate("EndDialog", "Print summary\u2026"), self)
        self.print_button.setObjectName("printSummaryButton")
        self.home_button = QPushButton(translate("EndDialog", "Back to home"), self)
        self.home_button.setObjectName("homeButton")
        self.again_button = QPushButton(translate("EndDialog", "Play again"), self)
        self.again_button.setObjectName("playAgainButton")
        self.again_button.setProperty("role", "primary")
        self.again_button.setDefault(True)
        self.again_button.setToolTip(translate("EndDialog", "The same players and options, with a fresh shuffle"))
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
        self._fit_height()

    def _fit_height(self) -> None:
        """Tall enough for the wrapped title and facts at the width the dialog took: its size
        hint counted the title on one line, and the facts were drawn over the table."""
        need = self.layout().totalHeightForWidth(self.width())
        if need > 0:
            self.setMinimumHeight(need)
            if self.height() < need:
                self.resize(self.width(), need)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_height()

    def _choose(self, signal: Signal):
        def chosen() -> None:
            self.accept()
            signal.emit()
        return chosen

    def _free_width(self) -> int:
        """The screen's free width (the dialog must fit it)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry().width() if screen is not None else 1280

    def _table_room(self) -> int:
        """The most height the table may take: the screen's free height less the rest of the
        dialog (title, facts, buttons and the window's frame)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        free = screen.availableGeometry().height() if screen is not None else 800
        return max(160, free - REST_OF_DIALOG)

    def _results_table(self, summary: EndSummary) -> QTableWidget:
        show_details = any(seat.details for seat in summary.seats)
        headers = ["", translate("EndDialog", "Player"), translate("EndDialog", "Seat"),
                   translate("EndDialog", "Score")] + ([translate("EndDialog", "Details")]
                                                       if show_details else [])
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
            cells = ["\u2605" if seat.winner else number(row + 1), seat.name, seat.kind_label,
                     number(seat.score)] + ([seat.details] if show_details else [])
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:  # a long name is shortened with "…" (below), whole in its tooltip
                    item.setFont(QFont(table.font()))
                    item.setText(QFontMetrics(table.font()).elidedText(
                        text, Qt.TextElideMode.ElideRight, NAME_MAX))
                if column in (0, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat.winner:
                    item.setBackground(highlight)
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                if column == 3:
                    item.setToolTip(points_text(seat.score))
                table.setItem(row, column, item)
        # Measure in the fonts the style sheet gives: unpolished, the rows came out a line short.
        table.ensurePolished()
        table.horizontalHeader().ensurePolished()
        header = table.horizontalHeader()
        header.setStretchLastSection(True)
        for column in range(len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        table.resizeColumnsToContents()
        last = len(headers) - 1
        if show_details:  # room for a few words a line; longer details wrap onto more lines
            table.setColumnWidth(last, min(max(table.columnWidth(last) + 12, DETAILS_MIN), DETAILS_MAX))
        # On a narrow screen the details wrap more and long names are cut shorter.
        over = (sum(table.columnWidth(c) for c in range(len(headers))) + 2 * table.frameWidth()
                + DIALOG_SIDES - self._free_width())
        for column, least in ((last, DETAILS_LEAST), (1, NAME_LEAST)):
            if over > 0 and (column == 1 or show_details):
                cut = min(over, max(0, table.columnWidth(column) - least))
                table.setColumnWidth(column, table.columnWidth(column) - cut)
                over -= cut
        # The cell's text margins, as Qt's item views reckon them.
        margins = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
        for row, seat in enumerate(ranked):
            item = table.item(row, 1)
            short = QFontMetrics(item.font()).elidedText(seat.name, Qt.TextElideMode.ElideRight,
                                                          table.columnWidth(1) - margins)
            item.setText(short)
            item.setToolTip(safe_tip(seat.name) if short != seat.name else "")
        table.resizeRowsToContents()
        for row in range(table.rowCount()):
            # Air above and below the text: rows measured to the pixel looked cramped.
            table.setRowHeight(row, max(table.rowHeight(row) + ROW_AIR,
                                        table.fontMetrics().height() + 14))
        # Wide enough for every column (the picture beside it must not squeeze the names) and
        # tall enough for every row under a fully shown header: with eight seats the table used
        # to scroll inside a fixed 360 pixels, its header half hidden. It scrolls only when the
        # screen is too short for all the rows.
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        frame = 2 * table.frameWidth()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        height = rows + header.sizeHint().height() + frame
        table.setFixedHeight(min(height, self._table_room()))
        width = sum(table.columnWidth(c) for c in range(table.columnCount())) + frame
        if height > self._table_room():
            width += table.verticalScrollBar().sizeHint().width()
        table.setMinimumWidth(max(width, 300))
        return table
