"""A small GameView for the toy game "chips", to exercise the main window's game screen.

It shows the chips of the person whose turn it is as buttons on the table; pressing one submits
`PlayChip`. `view_factory` plugs it into `MainWindow(view_factory=...)`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import tests.support.toy_game as toy
from tabletop_desktop.views.common.game_view import (
    EndSummary,
    GameView,
    SeatResult,
    create_game_view,
)
from tabletop_desktop.views.common.table_surface import TableSurface


class ToyView(GameView):
    def __init__(self, session, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.applied: list[object] = []
        self.hints = 0
        self.surface = TableSurface(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.surface)
        inner = QVBoxLayout(self.surface)
        inner.addStretch(1)
        self.caption = QLabel(self.surface)
        self.caption.setStyleSheet("color: white; font-size: 14pt;")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        inner.addWidget(self.caption)
        self.hand = QHBoxLayout()
        inner.addLayout(self.hand)
        inner.addStretch(1)
        self.buttons: list[QPushButton] = []
        session.actionApplied.connect(lambda *_: self.redraw())
        session.reset.connect(self.redraw)
        self.redraw()

    def person_to_act(self) -> int | None:
        for seat in self.session.state.pending():
            if not self.session.is_bot(seat):
                return seat
        return None

    def redraw(self) -> None:
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        seat = self.person_to_act()
        if seat is not None:
            for chip in self.session.view_for(seat).hand:
                button = QPushButton(f"Play {chip}", self.surface)
                button.setObjectName(f"chip{chip}")
                button.clicked.connect(lambda _=False, c=chip, s=seat: self.session.submit(toy.PlayChip(s, c)))
                self.hand.addWidget(button)
                self.buttons.append(button)
        self.caption.setText("Chips on the table")
        self.statusChanged.emit(self.status_text())
        self.hintAvailableChanged.emit(self.can_hint())

    def status_text(self) -> str:
        state = self.session.state
        if state.is_over():
            return "The game is over."
        seat = self.person_to_act()
        if seat is None:
            return "Waiting for the bots."
        return f"{self.session.names()[seat]}, your turn: play a chip."

    def can_hint(self) -> bool:
        return self.person_to_act() is not None

    def hint(self) -> None:
        self.hints += 1

    def bag_count(self) -> int:
        return len(self.session.state.bag)

    def end_summary(self) -> EndSummary:
        state = self.session.state
        winners = state.winners()
        names = self.session.names()
        seats = tuple(
            SeatResult(name, "Bot" if self.session.is_bot(i) else "Person", state.scores()[i], i in winners)
            for i, name in enumerate(names)
        )
        title = f"{names[winners[0]]} wins with {state.scores()[winners[0]]} points!"
        return EndSummary(title, seats, "none", ("Every chip has been played.",))

    def print_summary(self, printer: QPrinter) -> None:
        painter = QPainter(printer)
        font = QFont()
        font.setPointSize(14)
        painter.setFont(font)
        painter.setPen(QColor("black"))
        lines = [self.end_summary().title] + [f"{s.name}: {s.score} points" for s in self.end_summary().seats]
        painter.drawText(QRectF(0, 0, 4000, 4000), "\n".join(lines))
        painter.end()

    def apply_settings(self, settings: object) -> None:
        self.applied.append(settings)


def view_factory(game_id: str, session, settings, parent=None) -> GameView:
    """Chips get the toy view; real games their own."""
    if game_id == "chips":
        return ToyView(session, settings, parent)
    return create_game_view(game_id, session, settings, parent)
