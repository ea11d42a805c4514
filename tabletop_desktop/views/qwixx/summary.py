"""End-of-game facts read from the table (its public facts, the moves as this screen saw them and
the game's own sheets): each seat's final sheet and per-row scores, the winners, how the game
ended, each seat's total after every roll, the best roll; and a picture of every sheet for the
end-of-game dialog."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from tabletop_desktop.engine.qwixx.events import Crossed, DiceRolled, PenaltyTaken, RowLocked
from tabletop_desktop.engine.qwixx.sheet import PENALTY_POINTS, ROWS, Sheet
from tabletop_desktop.engine.qwixx.view import QwixxView
from tabletop_desktop.i18n import shown_name, text, translate
from tabletop_desktop.session.table import TableFacts
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.game_view import EndSummary, SeatResult
from tabletop_desktop.views.common.seat_label import seat_label
from tabletop_desktop.views.common.table_model import Table
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import SHEET_H, SHEET_W, SheetLook, paint_sheet
from tabletop_desktop.views.qwixx.words import row_name


@dataclass
class BestRoll:
    seat: int
    roll: int  # 1-based
    gain: int
    what: list[str]


@dataclass
class GameFacts:
    """Everything the summary, the dialog and the printed page show."""

    names: list[str]
    kinds: list[str]  # "Person", "Bot · Strong"
    sheets: list[Sheet]
    locked: frozenset[str]
    scores: list[int]
    winners: list[int]
    end_reason: str
    rolls: int
    progress: list[list[int]] = field(default_factory=list)  # per seat: total after each roll
    best: BestRoll | None = None
    # The colour-blind setting: the printed summary draws the seat colours and row colours in the
    # same palette as the screen.
    colour_blind: bool = False
    hints: list[int] = field(default_factory=list)  # hints each seat asked for

    @classmethod
    def of(cls, table: Table, facts: TableFacts, colour_blind: bool = False) -> GameFacts:
        """The facts of the game at `table` (`facts`: the public facts now)."""
        names = facts.names
        count = len(names)
        sheets = [Sheet() for _ in range(count)]
        progress: list[list[int]] = [[0] for _ in range(count)]
        what: list[list[str]] = [[] for _ in range(count)]
        best: BestRoll | None = None
        rolls = 0

        def close_roll() -> None:
            nonlocal best
            if rolls == 0:
                return
            for seat in range(count):
                total = sheets[seat].score()
                gain = total - progress[seat][-1]
                progress[seat].append(total)
                if gain > 0 and (best is None or gain > best.gain):
                    best = BestRoll(seat, rolls, gain, list(what[seat]))

        for move in table.played:
            for event in move.events:
                if isinstance(event, DiceRolled):
                    close_roll()
                    rolls += 1
                    what = [[] for _ in range(count)]
                elif isinstance(event, Crossed):
                    sheets[event.seat] = sheets[event.seat].with_cross(event.row, event.number)
                    what[event.seat].append(translate("QwixxSummary", "{row} {number}", "a crossed "
                                                      "box: its row and number").format(
                        row=row_name(event.row), number=event.number))
                elif isinstance(event, RowLocked):
                    for seat in tuple(event.seats) + tuple(event.bonus_seats):
                        sheets[seat] = sheets[seat].with_lock_cross(event.row)
                        what[seat].append(translate("QwixxSummary", "the {row} lock").format(
                            row=row_name(event.row)))
                elif isinstance(event, PenaltyTaken):
                    sheets[event.seat] = sheets[event.seat].with_penalty()
        close_roll()
        view = table.view()
        assert isinstance(view, QwixxView)
        final = list(view.sheets)  # the game's own sheets are the truth
        return cls(names, [seat_label(seat) for seat in facts.seats], final, frozenset(view.locked),
                   list(facts.scores), list(facts.winners) if facts.over else [], text(facts.end_reason),
                   rolls, progress, best, colour_blind, list(facts.hints))


def row_details(marks: Sheet) -> str:
    """ "red 15, yellow 21, green 6, blue 3, penalties −5" (short: the end dialog's column is
    narrow)."""
    parts = [translate("QwixxSummary", "{row} {points}", "a row's score").format(
        row=row_name(row), points=marks.row_score(row)) for row in ROWS]
    if marks.penalties:
        parts.append(translate("QwixxSummary", "penalties −{points}").format(
            points=PENALTY_POINTS * marks.penalties))
    return ", ".join(parts)


def title_for(facts: GameFacts) -> str:
    if not facts.winners:
        return translate("QwixxSummary", "The game is not over yet.")
    if len(facts.names) == 1:
        return translate("QwixxSummary", "{name} scored {points} points.").format(
            name=shown_name(facts.names[0]), points=facts.scores[0])
    return sentences.win_title(facts.names, facts.winners, facts.scores)


def describe_best(facts: GameFacts) -> str:
    best = facts.best
    if best is None:
        return translate("QwixxSummary", "Nobody scored.")
    crossed = ", ".join(best.what) if best.what else translate("QwixxSummary", "crosses",
                                                                "the best roll's gain, in general")
    return translate("QwixxSummary", "{name}: +{points} points on roll {roll} ({crossed})").format(
        name=shown_name(facts.names[best.seat]), points=best.gain, roll=best.roll, crossed=crossed)


def paint_sheets(painter: QPainter, facts: GameFacts, style: PadStyle, area: QRectF,
                 columns: int | None = None) -> None:
    """Every final sheet in a grid inside `area` (sheet aspect kept)."""
    count = len(facts.names)
    columns = columns or (1 if count == 1 else 2)
    rows = math.ceil(count / columns)
    gap = 0.04 * SHEET_W
    grid_w = columns * SHEET_W + (columns - 1) * gap
    grid_h = rows * SHEET_H + (rows - 1) * gap
    scale = min(area.width() / grid_w, area.height() / grid_h)
    left = area.left() + (area.width() - grid_w * scale) / 2
    for seat in range(count):
        row, col = divmod(seat, columns)
        painter.save()
        painter.translate(left + col * (SHEET_W + gap) * scale, area.top() + row * (SHEET_H + gap) * scale)
        painter.scale(scale, scale)
        look = SheetLook(name=shown_name(facts.names[seat]), kind=facts.kinds[seat],
                         locked=facts.locked, winner=seat in facts.winners and count > 1)
        paint_sheet(painter, facts.sheets[seat], look, style)
        painter.restore()


def sheets_picture(facts: GameFacts, style: PadStyle, width: int = 900) -> QPixmap:
    """Every sheet at the end, on a transparent background, `width` pixels wide."""
    count = len(facts.names)
    columns = 1 if count == 1 else 2
    rows = math.ceil(count / columns)
    gap = 0.04 * SHEET_W
    aspect = (rows * SHEET_H + (rows - 1) * gap) / (columns * SHEET_W + (columns - 1) * gap)
    pixmap = QPixmap(width, max(1, int(width * aspect)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_sheets(painter, facts, style, QRectF(pixmap.rect()), columns)
    painter.end()
    return pixmap


def build_end_summary(facts: GameFacts, picture: QPixmap | None) -> EndSummary:
    """The end-of-game dialog's data: per-row scores on every seat, the winner, the end reason."""
    hints = facts.hints
    seats = []
    for i, name in enumerate(facts.names):
        details = row_details(facts.sheets[i])
        count = hints[i] if i < len(hints) else 0
        if count:
            details = (translate("QwixxSummary", "{details}, 1 hint").format(details=details)
                       if count == 1 else
                       translate("QwixxSummary", "{details}, %n hints", "", count).format(details=details))
        seats.append(SeatResult(shown_name(name), facts.kinds[i], facts.scores[i], i in facts.winners, details))
    lines = []
    if facts.end_reason:
        lines.append(translate("QwixxSummary", "The game ended: {reason}").format(
            reason=text(facts.end_reason)))
    lines.append(translate("QwixxSummary", "%n rolls in all.", "", facts.rolls))
    return EndSummary(title_for(facts), tuple(seats), describe_best(facts), tuple(lines), picture,
                      hints_told=any(hints))
