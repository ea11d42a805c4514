"""The unseen-tile tracker: for each of the 36 tiles, how many of its three copies the person can't
see (in the bag or in other hands). Gone tiles are dimmed, so "can anyone still finish this line?"
is answered at a glance. A caption on top says what the numbers mean; colour groups are never split
across rows, so every group shows whole at any width the window allows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from tabletop_desktop.i18n import fill, translate
from tabletop_desktop.views.common.numbers import shown_number
from tabletop_desktop.views.qwirkle.tile_art import paint_tile, tiles_in_words

COPIES = 3
MINI = 22  # mini tile side
STEP = 34  # one entry: tile plus its count
GROUP_GAP = 8  # between colour groups
LEFT = 8
CAPTION = 18  # caption line height
ROW = MINI + 6


def unseen_counts(board_tiles: Iterable[int], hand: Iterable[int]) -> tuple[int, ...]:
    """Per tile type: three minus the copies on the table minus the copies in `hand`."""
    seen = Counter(board_tiles)
    seen.update(hand)
    return tuple(max(0, COPIES - seen[t]) for t in range(36))


def _row_width(cols: int) -> int:
    return cols * STEP + (cols // 6 - 1) * GROUP_GAP + 2 * LEFT


def _columns(width: int) -> int:
    """Entries per row: whole colour groups (6, 12, 18 or all 36) that fit the width."""
    for cols in (36, 18, 12, 6):
        if _row_width(cols) <= width:
            return cols
    return 6


class UnseenTracker(QWidget):
    """36 mini tiles, one row per colour group when wide, each with its unseen count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: tuple[int, ...] = (COPIES,) * 36
        self.colour_blind = False
        self.dark = False
        self.caption = translate("QwirkleMoment", "Tiles you have not seen yet: in the bag or in "
                                 "other players' hands")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translate("QwirkleTracker", "Unseen tiles"))

    def set_caption(self, caption: str) -> None:
        """What the numbers mean for whoever looks (a person's own view, or bots only)."""
        if caption != self.caption:
            self.caption = caption
            self.setAccessibleDescription(caption)
            self.update()

    def tile_rect(self, tile: int) -> QRectF:
        """Where the mini tile of one tile type is drawn."""
        cols = self.columns()
        row, col = divmod(tile, cols)
        x = LEFT + col * STEP + (col // 6) * GROUP_GAP
        y = CAPTION + row * ROW + 2
        return QRectF(x, y, MINI, MINI)

    def set_counts(self, counts: tuple[int, ...]) -> None:
        if tuple(counts) == self.counts and self.toolTip():
            return
        self.counts = tuple(counts)
        gone = [t for t in range(36) if self.counts[t] == 0]
        total = sum(self.counts)
        # English says "1 tiles unseen" here today; one plural message keeps it so.
        if gone:
            tip = fill(translate("QwirkleTracker", "%n tiles unseen (in the bag or in other "
                                 "players' hands). All copies visible: {tiles}.", "", total),
                       {"tiles": tiles_in_words(gone)})
        else:
            tip = translate("QwirkleTracker", "%n tiles unseen (in the bag or in other players' "
                            "hands).", "", total)
        self.setToolTip(tip)
        self.update()

    def columns(self) -> int:
        return _columns(self.width())

    def resizeEvent(self, event) -> None:
        self.setFixedHeight(self.heightForWidth(self.width()))
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(_row_width(36), CAPTION + ROW + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(_row_width(6), CAPTION + ROW + 4)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return CAPTION + (36 // _columns(width)) * ROW + 4

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        text = QColor("#e8e8e8") if self.dark else QColor("#202020")
        muted = QColor("#a8b0a8") if self.dark else QColor("#5f675f")
        small = QFont(self.font())
        small.setPixelSize(12)
        p.setFont(small)
        p.setPen(muted)
        p.drawText(QRectF(LEFT, 0, self.width() - 2 * LEFT, CAPTION),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.caption)
        font = QFont(self.font())
        font.setPixelSize(12)
        font.setBold(True)
        p.setFont(font)
        # Ordered by shape within colour, so a colour's row reads left to right.
        for t in range(36):
            rect = self.tile_rect(t)
            x, y = rect.x(), rect.y()
            n = self.counts[t]
            p.setOpacity(1.0 if n else (0.4 if self.dark else 0.3))  # gone, yet still legible
            paint_tile(p, rect, t, self.colour_blind, shadow=False)
            p.setOpacity(1.0)
            p.setPen(text if n else QColor(text.red(), text.green(), text.blue(), 90))
            p.drawText(QRectF(x + MINI + 1, y, STEP - MINI - 1, MINI), Qt.AlignmentFlag.AlignVCenter, shown_number(n))
        p.end()


SHORT_VIEW = 430  # below this view height the tracker steps aside (the table needs the room)


class TrackerPart:
    """The tracker beside its toggle: the moment's counts and caption, U or the toggle to show or
    hide it, and out of the way on a short window until there is room again (unless the person
    chose for themselves)."""

    def __init__(self, tracker: UnseenTracker, toggle: QAbstractButton) -> None:
        self.tracker = tracker
        self.toggle_button = toggle
        self.auto_hidden = False
        toggle.toggled.connect(tracker.setVisible)
        toggle.clicked.connect(self._chosen)

    def show(self, counts: tuple[int, ...], caption: str) -> None:
        self.tracker.set_counts(counts)
        self.tracker.set_caption(caption)

    def toggle(self) -> None:
        self.toggle_button.toggle()
        self._chosen()

    def _chosen(self) -> None:
        self.auto_hidden = False  # the person decides from now on

    def fit_height(self, height: int) -> None:
        """On a short window (a small screen at a high scale) step aside; come back with room."""
        short = height < SHORT_VIEW
        if short and self.toggle_button.isChecked():
            self.auto_hidden = True
            self.toggle_button.setChecked(False)
        elif not short and self.auto_hidden:
            self.auto_hidden = False
            self.toggle_button.setChecked(True)
