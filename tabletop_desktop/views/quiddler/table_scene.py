"""The Quiddler table as a QGraphicsScene: the other players' face-down fans along the top, the
draw pile and the discard pile on the left, the word rows in the middle and the person's own fan of
cards along the bottom edge.

The scene only knows where things go (`*_spot`), what lies under a point (`hit`) and how to put a
card somewhere (`put`, gliding with `Mover`). What to show comes from the game view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from tabletop_desktop.views.quiddler.arrangement import MAX_ROWS
from tabletop_desktop.views.quiddler.card_art import CARD_H, CARD_W
from tabletop_desktop.views.quiddler.card_item import CardItem, Mover, Spot
from tabletop_desktop.views.quiddler.decor import (
    DiscardSpot,
    FeltText,
    PileItem,
    RowItem,
    SeatPlate,
)

W, H = 1000.0, 720.0
TOP_H = 150.0  # the band of the other players
PILE = (90.0, 300.0)
DISCARD = (200.0, 300.0)
ROW_X0, ROW_X1 = 290.0, 992.0
ROW_Y0, ROWS_BOTTOM, ROW_GAP = 158.0, 566.0, 6.0
ROW_MAX_H = 86.0
HAND_Y = 652.0
HAND_SCALE = 1.2
OPPONENT_SCALE = 0.5
Z_HAND, Z_ROW, Z_OPP, Z_DISCARD = 100.0, 60.0, 40.0, 20.0


@dataclass(frozen=True)
class Target:
    """What lies under a point: "pile", "discard", ("row", r, index), ("hand", index) or None."""

    kind: str
    zone: int = -1
    index: int = 0


class TableScene(QGraphicsScene):
    """Everything on the table, in scene units (1000 x 720)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, W, H)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # cards move all the time
        self.mover = Mover(self)
        self.cards: dict[object, CardItem] = {}
        self.colour_blind = False
        self.rows_shown = 1
        self.rows = [RowItem(self.row_rect(r), r) for r in range(MAX_ROWS)]
        for row in self.rows:
            self.addItem(row)
        self.pile = PileItem(*PILE)
        self.addItem(self.pile)
        self.discard_spot = DiscardSpot(*DISCARD)
        self.addItem(self.discard_spot)
        self.round_text = FeltText(QRectF(14, TOP_H + 12, 270, 48), 15)
        self.addItem(self.round_text)
        self.banner = FeltText(QRectF(14, 380, 262, 170), 15)
        self.addItem(self.banner)
        self.hand_note = FeltText(QRectF(40, HAND_Y - 40, W - 80, 80), 18, Qt.AlignmentFlag.AlignCenter)
        self.addItem(self.hand_note)
        self.plates: dict[int, SeatPlate] = {}
        self.opponents: list[int] = []
        self.flashes: list[FeltText] = []  # banners on show (for tests)

    # --- geometry ---------------------------------------------------------------------------------
    def row_height(self) -> float:
        """Rows share the space between the piles and the hand: more rows, smaller cards."""
        shown = max(self.rows_shown, 4)
        return min(ROW_MAX_H, (ROWS_BOTTOM - ROW_Y0) / shown - ROW_GAP)

    def row_scale(self) -> float:
        return (self.row_height() - 10) / CARD_H

    def row_step(self) -> float:
        return CARD_W * self.row_scale() + 4

    def row_rect(self, r: int) -> QRectF:
        h = self.row_height()
        return QRectF(ROW_X0, ROW_Y0 + r * (h + ROW_GAP), ROW_X1 - ROW_X0, h)

    def row_spot(self, r: int, i: int) -> Spot:
        rect = self.row_rect(r)
        scale = self.row_scale()
        x = rect.left() + 14 + CARD_W * scale / 2 + i * self.row_step()
        return Spot(x, rect.center().y(), 0.0, scale, Z_ROW + i)

    def hand_spot(self, i: int, n: int) -> Spot:
        """Card `i` of a fan of `n`: rotated around a point below the hand."""
        step = min(80.0, 780.0 / max(n, 1))
        offset = i - (n - 1) / 2
        angle = offset * min(4.0, 36.0 / max(n, 1))
        x = W / 2 + 40 + offset * step
        y = HAND_Y + abs(offset) ** 2 * 1.1
        return Spot(x, y, angle, HAND_SCALE, Z_HAND + i)

    def plate_rect(self, slot: int, slots: int) -> QRectF:
        width = W / max(slots, 1)
        return QRectF(slot * width + 6, 6, width - 12, TOP_H - 10)

    def opponent_spot(self, seat: int, k: int, n: int) -> Spot:
        slot = self.opponents.index(seat) if seat in self.opponents else 0
        rect = self.plate_rect(slot, len(self.opponents))
        step = min(16.0, (rect.width() - 60) / max(n, 1))
        offset = k - (n - 1) / 2
        angle = offset * min(5.0, 40.0 / max(n, 1))
        return Spot(rect.center().x() + offset * step, rect.top() + 44 + abs(offset) ** 2 * 0.5,
                    angle, OPPONENT_SCALE, Z_OPP + k)

    def laid_spots(self, seat: int, words: Sequence[Sequence[str | None]]) -> list[list[Spot]]:
        """Face-up spots for the words `seat` laid down, in a line across its plate."""
        slot = self.opponents.index(seat) if seat in self.opponents else 0
        rect = self.plate_rect(slot, len(self.opponents))
        cards = sum(len(w) for w in words)
        gaps = max(len(words) - 1, 0)
        room = rect.width() - 20
        scale = min(0.46, room / max(cards * CARD_W + gaps * CARD_W * 0.4, 1))
        step, gap = CARD_W * scale, CARD_W * scale * 0.4
        x = rect.center().x() - (cards * step + gaps * gap) / 2 + step / 2
        y = rect.top() + 44
        spots: list[list[Spot]] = []
        for word in words:
            row = []
            for i, _ in enumerate(word):
                row.append(Spot(x, y, 0.0, scale, Z_OPP + i))
                x += step
            spots.append(row)
            x += gap
        return spots

    def seat_spot(self, seat: int) -> Spot:
        """Where a card leaving or reaching `seat`'s fan travels from or to."""
        return self.opponent_spot(seat, 0, 1)

    def pile_spot(self) -> Spot:
        return Spot(PILE[0], PILE[1], 0.0, 1.0, Z_DISCARD)

    def discard_spot_at(self) -> Spot:
        return Spot(DISCARD[0], DISCARD[1], 0.0, 1.0, Z_DISCARD)

    # --- the other players -------------------------------------------------------------------------
    def set_opponents(self, seats: list[int]) -> None:
        """Which seats sit along the top, left to right."""
        if seats == self.opponents:
            return
        self.opponents = list(seats)
        for plate in self.plates.values():
            self.removeItem(plate)
        self.plates = {}
        for slot, seat in enumerate(seats):
            plate = SeatPlate(self.plate_rect(slot, len(seats)))
            self.addItem(plate)
            self.plates[seat] = plate

    def set_plate(self, seat: int, name: str, detail: str, note: str, current: bool, colour: QColor) -> None:
        plate = self.plates.get(seat)
        if plate is not None:
            plate.set_text(name, detail, note, current, colour)

    # --- cards ------------------------------------------------------------------------------------
    def put(self, key: object, card: str | None, face_up: bool, spot: Spot, source: Spot | None = None,
            delay_ms: int = 0, interactive: bool = False) -> CardItem:
        """Show card `key` at `spot`, gliding from where it is (or from `source` when new)."""
        item = self.cards.get(key)
        if item is None:
            item = CardItem(key, card, face_up)
            item.colour_blind = self.colour_blind
            item.place(source or spot)
            if source is not None:
                item.setZValue(spot.z + 500)
            self.addItem(item)
            self.cards[key] = item
        item.set_face(card, face_up)
        item.interactive = interactive
        item.setCursor(Qt.CursorShape.OpenHandCursor if interactive else Qt.CursorShape.ArrowCursor)
        self.mover.move(item, spot, delay_ms)
        return item

    def take(self, key: object, sink: Spot | None = None, delay_ms: int = 0) -> None:
        """Remove card `key`, gliding to `sink` first when given."""
        item = self.cards.pop(key, None)
        if item is None:
            return
        if sink is None or self.mover.factor <= 0:
            self.mover.stop(item)
            self.removeItem(item)
            return
        self.mover.move(item, sink, delay_ms, done=lambda: self._remove(item))

    def _remove(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def set_colour_blind(self, colour_blind: bool) -> None:
        self.colour_blind = colour_blind
        for item in self.cards.values():
            item.colour_blind = colour_blind
            item.update()

    def set_rows_shown(self, count: int) -> None:
        self.rows_shown = count
        for r, row in enumerate(self.rows):
            row.setVisible(r < count)
            row.set_rect(self.row_rect(r))

    # --- what lies under a point -----------------------------------------------------------------------
    def hit(self, pos: QPointF, hand_count: int) -> Target | None:
        """The drop target under `pos` (scene coordinates)."""
        if self._near(pos, DISCARD):
            return Target("discard")
        if self._near(pos, PILE):
            return Target("pile")
        for r in range(self.rows_shown):
            rect = self.row_rect(r).adjusted(0, -ROW_GAP / 2, 0, ROW_GAP / 2)
            if rect.contains(pos):
                step = self.row_step()
                index = int((pos.x() - rect.left() - 14 + step / 2) // step)
                return Target("row", r, max(0, index))
        if pos.y() > ROWS_BOTTOM:
            index = 0
            for i in range(hand_count):
                if pos.x() > self.hand_spot(i, hand_count).x:
                    index = i + 1
            return Target("hand", -1, index)
        return None

    @staticmethod
    def _near(pos: QPointF, centre: tuple[float, float]) -> bool:
        return abs(pos.x() - centre[0]) < CARD_W * 0.75 and abs(pos.y() - centre[1]) < CARD_H * 0.7

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under `pos`."""
        for item in self.items(pos):
            if isinstance(item, CardItem) and item.shape().contains(item.mapFromScene(pos)):
                return item
        return None

    def clear_hot(self) -> None:
        for row in self.rows:
            row.set_hot(False)
        self.discard_spot.set_hot(False)
        self.pile.set_hot(False)

    def show_hot(self, target: Target | None) -> None:
        self.clear_hot()
        if target is None:
            return
        if target.kind == "row":
            self.rows[target.zone].set_hot(True)
        elif target.kind == "discard":
            self.discard_spot.set_hot(True)
        elif target.kind == "pile":
            self.pile.set_hot(True)

    def flash(self, text: str, ms: int = 900) -> None:
        """A banner in the middle of the table that fades out by itself (under a second)."""
        banner = FeltText(QRectF(ROW_X0, 360, ROW_X1 - ROW_X0, 90), 30, Qt.AlignmentFlag.AlignCenter)
        banner.set_text(text, strong=True)
        banner.setZValue(5000)
        self.addItem(banner)
        fade = QPropertyAnimation(banner, b"opacity", self)
        fade.setDuration(ms)
        fade.setKeyValueAt(0.0, 0.0)
        fade.setKeyValueAt(0.15, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        fade.finished.connect(lambda: self.removeItem(banner) if banner.scene() is self else None)
        fade.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
        self.flashes.append(banner)
        self.flashes = [b for b in self.flashes if b.scene() is self]

    def hand_rect(self) -> QRectF:
        return QRectF(0, HAND_Y - CARD_H, W, H - HAND_Y + CARD_H)
