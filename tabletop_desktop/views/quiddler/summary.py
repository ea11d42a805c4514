"""Scores in words and tables: the round summary shown after each round, the 8-round score sheet
(one click away at any time), and the end-of-game summary for the end dialog."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHideEvent, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.quiddler.events import RoundResult
from tabletop_desktop.engine.quiddler.rounds import word_points
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, shown_name, translate
from tabletop_desktop.session.table import TableFacts
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.game_view import EndSummary, SeatResult
from tabletop_desktop.views.common.seat_label import seat_label
from tabletop_desktop.views.common.theme import current_colours, set_role
from tabletop_desktop.views.quiddler.card_art import card_label

ROUNDS = 8
# The bonuses in words (translated when shown: `bonus_words`).
BONUS_WORDS = {"longest": QT_TRANSLATE_NOOP("QuiddlerSummary", "longest word +10"),
               "most": QT_TRANSLATE_NOOP("QuiddlerSummary", "most words +10")}


def bonus_words(bonus: str) -> str:
    """A bonus in the person's language: "longest word +10"."""
    return translate("QuiddlerSummary", BONUS_WORDS[bonus]) if bonus in BONUS_WORDS else bonus


def word_text(word: Sequence[str]) -> str:
    return "".join(card_label(c) for c in word)


def words_line(words: Sequence[Sequence[str]]) -> str:
    if not words:
        return translate("QuiddlerSummary", "no word")
    return ", ".join(translate("QuiddlerSummary", "{word} ({points})", "an English word and its "
                               "points").format(word=word_text(w), points=word_points(w))
                     for w in words)


def left_line(left: Sequence[str]) -> str:
    if not left:
        return translate("QuiddlerSummary", "none", "no cards left in the hand")
    return translate("QuiddlerSummary", "{cards} (\u2212{points})", "cards left in the hand and "
                     "what they cost").format(cards=" ".join(card_label(c) for c in left),
                                              points=word_points(left))


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


def round_title(result: RoundResult, names: Sequence[str]) -> str:
    cards = result.round + 2
    if result.went_out is None:
        return sentences.ROUND_OVER_NOTHING_LEFT.format(round=result.round, rounds=ROUNDS,
                                                        cards=cards)
    return sentences.ROUND_OVER_WENT_OUT(names[result.went_out], round=result.round,
                                         rounds=ROUNDS, cards=cards)


def _table(parent: QWidget, columns: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns), parent)
    table.setHorizontalHeaderLabels(columns)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _cell(text: str, align=Qt.AlignmentFlag.AlignLeft, bold: bool = False) -> QTableWidgetItem:  # noqa: ANN001
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item


class Overlay(QFrame):
    """A panel laid over the table with a title, a table and buttons; `closed` when dismissed."""

    closed = Signal()
    shownChanged = Signal(bool)

    def __init__(self, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setProperty("role", "panel")
        self.setAutoFillBackground(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(18, 14, 18, 14)
        box.setSpacing(10)
        # Both name seats ("Bo went out"): plain text, so a name is never read as markup.
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.lines = QLabel(self)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        self.lines.setWordWrap(True)
        self.lines.setProperty("role", "muted")
        self.table = _table(self, [])
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.extra = QPushButton(self)
        self.extra.hide()
        self.close_button = QPushButton(translate("QuiddlerSummary", "Close", "a button"), self)
        self.close_button.setObjectName(f"{name}Close")
        set_role(self.close_button, "primary")
        self.close_button.clicked.connect(self.dismiss)
        buttons.addWidget(self.extra)
        buttons.addWidget(self.close_button)
        box.addWidget(self.title)
        box.addWidget(self.lines)
        box.addWidget(self.table, 1)
        box.addLayout(buttons)
        self.hide()

    def dismiss(self) -> None:
        self.hide()
        self.closed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():  # not the window coming back from the task bar
            self.shownChanged.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not event.spontaneous():
            self.shownChanged.emit(False)

    def place_over(self, area: QWidget) -> None:
        """Centre over `area` (the table), as large as it needs up to the area's size."""
        rect = area.geometry()
        width = min(rect.width() - 24, max(560, int(rect.width() * 0.86)))
        t = self.table
        self.setFixedWidth(width)
        self.layout().activate()  # the table gets its width first, then rows fit their text
        t.resizeRowsToContents()
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()))
        t.setFixedHeight(min(rows + t.horizontalHeader().sizeHint().height() + 6,
                             max(120, rect.height() - 170)))
        height = min(rect.height() - 24, self.layout().heightForWidth(width)
                     if self.layout().hasHeightForWidth() else self.layout().sizeHint().height())
        self.setFixedHeight(max(height, 160))
        self.move(rect.left() + (rect.width() - width) // 2,
                  rect.top() + (rect.height() - self.height()) // 2)


class RoundPanel(Overlay):
    """After a round: everyone's words, cards left, bonuses, the round score and the new total."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("roundSummary", parent)
        self.close_button.setText(translate("QuiddlerSummary", "Continue", "a button: the next round"))
        self.extra.setText(translate("QuiddlerSummary", "Score sheet", "a button"))
        self.extra.show()
        self.result = None

    def show_result(self, result: RoundResult, names: Sequence[str], ending: str = "") -> None:
        """Fill the panel for `result` (a RoundResult); `ending` (who won) leads the notes after
        the last round."""
        self.result = result
        self.title.setText(round_title(result, names))
        t = self.table
        t.clear()
        columns = [translate("QuiddlerSummary", "Player", "a column"),
                   translate("QuiddlerSummary", "Words", "a column"),
                   translate("QuiddlerSummary", "Left", "a column: cards left in the hand"),
                   translate("QuiddlerSummary", "Bonuses", "a column"),
                   translate("QuiddlerSummary", "Round", "a column: the round's score"),
                   translate("QuiddlerSummary", "Total", "a column")]
        t.setColumnCount(len(columns))
        t.setHorizontalHeaderLabels(columns)
        t.setRowCount(len(names))
        notes: list[str] = []
        floored: list[str] = []
        for s, name in enumerate(names):
            bonuses = [bonus_words(b) for b in result.bonuses[s]]
            shown = (translate("QuiddlerSummary", "{name} (went out)").format(name=shown_name(name))
                     if result.went_out == s else shown_name(name))
            t.setItem(s, 0, _cell(shown, bold=result.went_out == s))
            t.setItem(s, 1, _cell(words_line(result.words[s])))
            t.setItem(s, 2, _cell(left_line(result.left[s])))
            t.setItem(s, 3, _cell(", ".join(bonuses) or "\u2014"))
            t.setItem(s, 4, _cell(signed(result.scores[s]), Qt.AlignmentFlag.AlignRight, True))
            t.setItem(s, 5, _cell(str(result.totals[s]), Qt.AlignmentFlag.AlignRight, True))
            if result.totals[s] == 0 and result.scores[s] < 0:
                floored.append(name)
        if floored:
            notes.append(sentences.ON_ZERO.about(floored))
        header = t.horizontalHeader()
        for column in (1, 2, 3):  # the text columns share the width and wrap when narrow
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.resizeRowsToContents()
        if not any(result.bonuses):
            notes.insert(0, translate("QuiddlerSummary",
                                      "No bonus this round: a tie for a bonus means nobody gets it."))
        if ending:
            notes.insert(0, ending)
        self.lines.setText(" ".join(notes))
        self.lines.setVisible(bool(notes))


class SheetPanel(Overlay):
    """The 8-round score sheet: each round's score as played and the running total (clamped)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("scoreSheet", parent)
        self.close_button.setText(translate("QuiddlerSummary", "Close", "a button"))

    def show_sheet(self, results: Sequence, names: Sequence[str], current_round: int,
                   over: bool) -> None:
        self.title.setText(translate("QuiddlerSummary", "Score sheet", "a heading"))
        t = self.table
        t.clear()
        t.setColumnCount(1 + len(names))
        t.setHorizontalHeaderLabels([translate("QuiddlerSummary", "Round", "a column: the round"),
                                     *(shown_name(name) for name in names)])
        t.setRowCount(ROUNDS + 1)
        by_round = {r.round: r for r in results}
        for row in range(ROUNDS):
            number = row + 1
            if number == current_round and not over:
                label = translate("QuiddlerSummary", "{round} \u00b7 {cards} cards (now)", "a round "
                                  "and its cards dealt, being played").format(
                    round=number, cards=number + 2)
            else:
                label = translate("QuiddlerSummary", "{round} \u00b7 {cards} cards", "a round and "
                                  "its cards dealt").format(round=number, cards=number + 2)
            t.setItem(row, 0, _cell(label, bold=number == current_round and not over))
            result = by_round.get(number)
            for s in range(len(names)):
                if result is None:
                    t.setItem(row, 1 + s, _cell("", Qt.AlignmentFlag.AlignRight))
                    continue
                star = " \u2605" if result.went_out == s else ""
                text = f"{signed(result.scores[s])}  \u2192  {result.totals[s]}{star}"
                t.setItem(row, 1 + s, _cell(text, Qt.AlignmentFlag.AlignRight))
        totals = results[-1].totals if results else (0,) * len(names)
        t.setItem(ROUNDS, 0, _cell(translate("QuiddlerSummary", "Total", "a row") if not over
                                   else translate("QuiddlerSummary", "Final", "a row: the final "
                                                  "scores"), bold=True))
        best = max(totals) if totals else 0
        for s in range(len(names)):
            won = over and totals[s] == best
            score = (translate("QuiddlerSummary", "winner: {points}").format(points=totals[s]) if won
                     else str(totals[s]))
            item = _cell(score, Qt.AlignmentFlag.AlignRight, True)
            if won:
                item.setBackground(QColor(current_colours().highlight))
            t.setItem(ROUNDS, 1 + s, item)
        for col in range(1, 1 + len(names)):
            t.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        self.lines.setText(translate("QuiddlerSummary", "Each cell: the round's score as played, "
                                     "then the running total (never below zero). \u2605 went out "
                                     "first."))


def best_word(results: Sequence) -> tuple[int, str, int, int] | None:
    """(seat, word, points, round) of the highest-scoring word laid down in the game."""
    best = None
    for result in results:
        for seat, words in enumerate(result.words):
            for word in words:
                points = word_points(word)
                if best is None or points > best[2]:
                    best = (seat, word_text(word), points, result.round)
    return best


def build_end_summary(facts: TableFacts, results: Sequence[RoundResult]) -> EndSummary:
    """The end dialog's contents: the winner(s), each seat's total, the best word (from the
    public facts and the score sheet every seat sees)."""
    names = facts.names
    totals = list(facts.scores)
    winners = set(facts.winners) if facts.over else set()
    if winners:
        title = sentences.win_title(names, sorted(winners), totals)
    else:
        title = translate("QuiddlerSummary", "The game is over.")
    seats = []
    for s, name in enumerate(names):
        outs = sum(1 for r in results if r.went_out == s)
        bonuses = sum(len(r.bonuses[s]) for r in results)
        details = (translate("QuiddlerSummary", "went out {outs}\u00d7, 1 bonus").format(outs=outs)
                   if bonuses == 1 else
                   translate("QuiddlerSummary", "went out {outs}\u00d7, %n bonuses", "",
                             bonuses).format(outs=outs))
        seats.append(SeatResult(shown_name(name), seat_label(facts.seats[s]), totals[s], s in winners, details))
    best = best_word(results)
    best_text = (translate("QuiddlerSummary", "{name}: {word}, {points} points (round {round})",
                           "the best word; {word}: an English word").format(
        name=shown_name(names[best[0]]), word=best[1], points=best[2], round=best[3])
                 if best else translate("QuiddlerSummary", "No word was laid down."))
    lines = []
    if results:
        top_round = max((r.scores[s], s, r.round) for r in results for s in range(len(names)))
        lines.append(translate("QuiddlerSummary", "Best round: {name}, {points} in round {round}.")
                     .format(name=shown_name(names[top_round[1]]), points=signed(top_round[0]),
                             round=top_round[2]))
    return EndSummary(title, tuple(seats), best_text, tuple(lines))


def final_words_picture(result: RoundResult, names: Sequence[str], colour_blind: bool = False,
                        width: int = 560) -> QPixmap:
    """The last round's words, one line of cards per player, on the felt: the end dialog's picture."""
    from tabletop_desktop.views.common.table_surface import paint_table
    from tabletop_desktop.views.quiddler.card_art import CARD_H, CARD_W, paint_face

    line_h = 58
    height = 24 + line_h * len(names)
    pixmap = QPixmap(width, height)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_table(painter, QRectF(0, 0, width, height))
    scale = (line_h - 10) / CARD_H
    name_w = 92
    font = QFont()
    font.setPixelSize(13)
    for s, name in enumerate(names):
        y = 12 + s * line_h
        painter.setFont(font)
        painter.setPen(QColor("#f4f1e6"))
        star = "\u2605 " if result.went_out == s else ""
        painter.drawText(QRectF(8, y, name_w - 10, line_h - 10),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         painter.fontMetrics().elidedText(star + shown_name(name),
                                                          Qt.TextElideMode.ElideRight,
                                                          name_w - 10))
        words = result.words[s]
        cards = sum(len(w) for w in words) + len(result.left[s])
        groups = len(words) + (1 if result.left[s] else 0)
        room = width - name_w - 10
        step = min(CARD_W * scale + 2, room / max(cards + 0.5 * groups, 1))
        card_scale = min(scale, (step - 2) / CARD_W)
        x = float(name_w)
        for group, faded in [*[(w, False) for w in words], (result.left[s], True)]:
            for card in group:
                painter.save()
                painter.translate(x, y + (line_h - 10 - CARD_H * card_scale) / 2)
                painter.scale(card_scale, card_scale)
                if faded:
                    painter.setOpacity(0.55)
                paint_face(painter, QRectF(0, 0, CARD_W, CARD_H), card, colour_blind)
                painter.restore()
                x += step
            x += step * 0.5
    painter.end()
    return pixmap
