"""The scoreboard in the game screen's side panel: one row per seat with its colour, name, kind,
score and a marker for whose turn it is, plus the bag count when the game has a bag."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tabletop_desktop.i18n import fill, shown_name, translate
from tabletop_desktop.views.common.numbers import shown_number
from tabletop_desktop.views.common.text import ElidedLabel
from tabletop_desktop.views.common.theme import current_colours, seat_colour


class _SeatDot(QWidget):
    """A small filled circle in the seat's colour; a ring around it marks the seat to act."""

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.active = False
        self.setFixedSize(QSize(18, 18))

    def sizeHint(self) -> QSize:
        return QSize(18, 18)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawEllipse(self.rect().adjusted(4, 4, -4, -4))
        if self.active:
            pen = painter.pen()
            pen.setStyle(Qt.PenStyle.SolidLine)
            pen.setColor(self.colour)
            pen.setWidthF(1.6)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(self.rect().adjusted(1, 1, -1, -1))
        painter.end()


class SeatRow(QFrame):
    """One seat's line in the scoreboard."""

    def __init__(self, seat: int, name: str, kind: str, colour_blind: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seatRow{seat}")
        self.dot = _SeatDot(seat_colour(seat, colour_blind), self)
        # A long name is shortened with "…" (whole in its tooltip): it must not widen the panel.
        self.name_label = ElidedLabel(shown_name(name), self)
        self.name_label.setObjectName("seatName")
        self.kind_label = ElidedLabel(kind, self)
        self.kind_label.setProperty("role", "muted")
        self.score_label = QLabel(shown_number(0), self)
        self.score_label.setObjectName("seatScore")
        self.score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = self.score_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.score_label.setFont(font)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.name_label)
        names.addWidget(self.kind_label)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 10, 6)
        row.addWidget(self.dot, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addLayout(names, 1)
        row.addWidget(self.score_label)
        self.active = False
        self.score = 0
        self._count = QVariantAnimation(self)
        self._count.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._count.valueChanged.connect(lambda value: self.score_label.setText(shown_number(int(value))))

    def set_score(self, score: int, count_up_ms: int = 0) -> None:
        """Show the score; with `count_up_ms`, a gain counts up from the old score."""
        if score == self.score:
            return  # unchanged: let a running count-up finish
        self._count.stop()
        if count_up_ms > 0 and score > self.score:
            self._count.setDuration(count_up_ms)
            self._count.setStartValue(self.score)
            self._count.setEndValue(score)
            self._count.start()
        else:
            self.score_label.setText(shown_number(score))
        self.score = score
        # English says "1 points" here today; one plural message keeps it so (Qt fills in %n
        # only for a count of 0 or more: a total below zero has its own sentence).
        if score >= 0:
            tip = translate("Scoreboard", "%n points", "a seat's score", score)
        else:
            tip = fill(translate("Scoreboard", "{score} points", "a seat's score below zero"),
                       {"score": shown_number(score)})
        self.score_label.setToolTip(tip)

    def set_state(self, score: int, active: bool, winner: bool = False, count_up_ms: int = 0) -> None:
        self.set_score(score, count_up_ms)
        self.active = active
        self.dot.active = active
        self.dot.update()
        colours = current_colours()
        font = self.name_label.font()
        font.setBold(active or winner)
        self.name_label.setFont(font)
        if winner:
            self.setStyleSheet(f"#{self.objectName()} {{ background: {colours.highlight}; border-radius: 8px; }}")
        elif active:
            accent = QColor(colours.accent)
            accent.setAlpha(40)
            self.setStyleSheet(
                f"#{self.objectName()} {{ background: rgba({accent.red()},{accent.green()},{accent.blue()},40);"
                f" border-left: 3px solid {colours.accent}; border-radius: 8px; }}"
            )
        else:
            self.setStyleSheet("")


class Scoreboard(QFrame):
    """All seats' rows, the turn marker and the bag count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        self.rows: list[SeatRow] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(8, 10, 8, 10)
        self._layout.setSpacing(2)
        self.title = QLabel(translate("Scoreboard", "Scores"), self)
        self.title.setProperty("role", "heading")
        self._layout.addWidget(self.title)
        self._rows_box = QVBoxLayout()
        self._rows_box.setSpacing(2)
        self._layout.addLayout(self._rows_box)
        self.bag_label = QLabel("", self)
        self.bag_label.setObjectName("bagCount")
        self.bag_label.setProperty("role", "muted")
        self.bag_label.setContentsMargins(8, 6, 0, 0)
        self._layout.addWidget(self.bag_label)
        self.bag_label.hide()

    def set_seats(self, names: Sequence[str], kinds: Sequence[str], colour_blind: bool = False) -> None:
        """Build one row per seat; `kinds` are labels like "Person" or "Bot · Strong"."""
        for row in self.rows:
            # Out of the layout at once: deleteLater alone leaves the row visible until the
            # event loop gets back to deferred deletes.
            self._rows_box.removeWidget(row)
            row.hide()
            row.deleteLater()
        self.rows = []
        for seat, (name, kind) in enumerate(zip(names, kinds, strict=True)):
            row = SeatRow(seat, name, kind, colour_blind, self)
            self._rows_box.addWidget(row)
            self.rows.append(row)

    def set_colour_blind(self, colour_blind: bool) -> None:
        """Recolour the seat dots in place (rebuilding the rows made the side panel jump)."""
        for row in self.rows:
            row.dot.colour = seat_colour(row.seat, colour_blind)
            row.dot.update()

    def update_scores(self, scores: Sequence[int], pending: Sequence[int], winners: Sequence[int] = (),
                      count_up_ms: int = 0) -> None:
        """Show the scores (gains counting up over `count_up_ms`); mark the seats to act, or the
        winners once the game is over."""
        for row in self.rows:
            score = scores[row.seat] if row.seat < len(scores) else 0
            row.set_state(score, row.seat in pending, row.seat in winners, count_up_ms)

    def set_bag_count(self, count: int | None) -> None:
        """Show "N tiles left in the bag", or hide the line for games without a bag."""
        if count is None:
            self.bag_label.hide()
            return
        if count == 0:
            words = translate("Scoreboard", "The bag is empty")
        elif count == 1:
            words = translate("Scoreboard", "1 tile left in the bag")
        else:
            words = translate("Scoreboard", "%n tiles left in the bag", "", count)
        self.bag_label.setText(words)
        self.bag_label.show()
