"""The table's non-card items: the word rows (with what each row says about itself), the seat
plates of the other players, the draw pile and the notes painted on the felt."""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.readable import readable_px, screen_scale
from tabletop_desktop.views.quiddler.card_art import CARD_H, CARD_W, paint_back, paint_shadow

FELT_TEXT = QColor("#f4f1e6")
FELT_MUTED = QColor(244, 241, 230, 190)
GOOD = QColor("#bff0c9")
BAD = QColor("#ffd9a0")


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, ceil(px - 1e-6)))  # up: a readable minimum must not round down
    font.setBold(bold)
    return font


class Painted(QGraphicsObject):
    """A rectangle-bounded item painted by a subclass; never takes the mouse. Its labels keep a
    readable size on screen however small the table is scaled (`label_font`)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.smallest_screen_px: float | None = None  # the smallest label painted (for tests)

    def label_font(self, painter: QPainter, px: float, bold: bool = False) -> QFont:
        """A font of `px` scene pixels, larger where the table is shown small."""
        scale = screen_scale(painter)
        font = _font(readable_px(px, scale), bold)
        shown = font.pixelSize() * scale
        if self.smallest_screen_px is None or shown < self.smallest_screen_px:
            self.smallest_screen_px = shown
        return font

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)


class RowItem(Painted):
    """One word row: a soft well in the felt, and at its right end what the row spells and scores
    ("QUIT · 19 points" with a tick, or why it is not a word)."""

    def __init__(self, rect: QRectF, number: int) -> None:
        super().__init__(rect)
        self.number = number
        self.text = ""
        self.short = ""
        self.cards_right = 0.0  # where the row's cards end (x): the label keeps clear of them
        self.state = "empty"  # "empty" | "good" | "bad" | "target"
        self.hot = False  # a card is being dragged over it
        self.setZValue(1)

    def set_message(self, text: str, state: str, short: str = "", cards_right: float = 0.0) -> None:
        """What the row says (`short` when the cards leave little room right of `cards_right`)."""
        if (text, state, short, cards_right) != (self.text, self.state, self.short, self.cards_right):
            self.text, self.state, self.short, self.cards_right = text, state, short, cards_right
            self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def label_rect(self) -> QRectF:
        """Right of the cards to the row's end: a sentence gets the whole room before it wraps."""
        r = self._rect
        left = max(r.left() + 16, self.cards_right + 12)
        return QRectF(left, r.top() + 2, max(r.right() - 10 - left, 40), r.height() - 4)

    def shown_text(self, font: QFont | None = None) -> tuple[QRectF, int, str, QFont]:
        """Where the row's words go, how (alignment and wrap flags), what they say and in what
        font (16 px unless given): the long message when it fits, else the short one."""
        font = font or _font(16, bold=self.state != "empty")
        if self.state == "empty":
            flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
            return self._rect.adjusted(16, 0, -12, 0), flags, self.text, font
        mark = "\u2714 " if self.state == "good" else "\u2716 "
        flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight | Qt.TextFlag.TextWordWrap)
        label = self.label_rect()
        text = mark + self.text
        fits = QFontMetricsF(font).boundingRect(label, flags, text)
        if self.short and (fits.height() > label.height() or fits.width() > label.width()):
            text = mark + self.short
        return label, flags, text, font

    def text_lines(self, font: QFont | None = None) -> int:
        """How many lines the row's words take (for tests: a sentence that fits is one line)."""
        rect, flags, text, font = self.shown_text(font)
        metrics = QFontMetricsF(font)
        return round(metrics.boundingRect(rect, flags, text).height() / metrics.lineSpacing())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        fill = QColor(0, 0, 0, 70 if self.hot else 38)
        edge = QColor("#ffe08a") if self.hot else QColor(255, 255, 255, 60)
        painter.setBrush(fill)
        pen = QPen(edge, 2.4 if self.hot else 1.0)
        if self.state == "empty" and not self.hot:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 10, 10)
        rect, flags, text, font = self.shown_text(self.label_font(painter, 16, self.state != "empty"))
        painter.setFont(font)
        painter.setPen({"good": GOOD, "bad": BAD}.get(self.state, FELT_MUTED))
        painter.drawText(rect, flags, text)


class SeatPlate(Painted):
    """Another player's place: name, how many cards, and a line on what they did or do."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.name = ""
        self.detail = ""
        self.note = ""
        self.colour = QColor("#2f7fe0")
        self.current = False
        self.setZValue(0)

    def set_text(self, name: str, detail: str, note: str, current: bool, colour: QColor) -> None:
        self.name, self.detail, self.note, self.current, self.colour = name, detail, note, current, colour
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        painter.setBrush(QColor(0, 0, 0, 70 if self.current else 30))
        painter.setPen(QPen(QColor(255, 255, 255, 200) if self.current else QColor(255, 255, 255, 40),
                            2.0 if self.current else 1.0))
        painter.drawRoundedRect(r, 12, 12)
        text_top = r.bottom() - 50
        dot = QRectF(r.left() + 10, text_top + 6, 10, 10)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawEllipse(dot)
        painter.setPen(FELT_TEXT)
        painter.setFont(self.label_font(painter, 16, bold=True))
        metrics = QFontMetricsF(painter.font())
        name_rect = QRectF(dot.right() + 6, text_top, r.width() - 30, 22)
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(self.label_font(painter, 15))
        painter.setPen(FELT_MUTED)
        detail_rect = QRectF(r.left() + 10, text_top + 22, r.width() - 20, 22)
        line = (translate("QuiddlerTable", "{detail} \u00b7 {note}", "a seat's plate: what it did, "
                          "a note").format(detail=self.detail, note=self.note)
                if self.note else self.detail)
        metrics = QFontMetricsF(painter.font())
        painter.drawText(detail_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         metrics.elidedText(line, Qt.TextElideMode.ElideRight, detail_rect.width()))


class PileItem(Painted):
    """The face-down draw pile: a few stacked backs and how many cards are left under it."""

    def __init__(self, centre_x: float, centre_y: float) -> None:
        super().__init__(QRectF(centre_x - CARD_W / 2, centre_y - CARD_H / 2, CARD_W, CARD_H))
        self.count = 0
        self.hot = False
        self.setZValue(2)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-22, -14, 22, 40)  # the count is wider than the card

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        layers = 0 if self.count == 0 else min(4, 1 + self.count // 12)
        if layers:
            paint_shadow(painter, r)
        for i in range(layers):
            paint_back(painter, r.translated(-i * 1.5, -i * 1.5))
        if not layers:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 7, 7)
        if self.hot:
            painter.setPen(QPen(QColor("#ffe08a"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-8, -8, 4, 4), 9, 9)
        painter.setPen(FELT_TEXT)
        painter.setFont(self.label_font(painter, 15))
        cards = (translate("QuiddlerTable", "1 card", "under the draw pile") if self.count == 1
                 else translate("QuiddlerTable", "%n cards", "under the draw pile", self.count))
        painter.drawText(QRectF(r.left() - 20, r.bottom() + 6, r.width() + 40, 22),
                         Qt.AlignmentFlag.AlignCenter, cards)


class DiscardSpot(Painted):
    """Where the discard pile lies: an outline when empty, a glow when a card may be dropped."""

    def __init__(self, centre_x: float, centre_y: float) -> None:
        super().__init__(QRectF(centre_x - CARD_W / 2, centre_y - CARD_H / 2, CARD_W, CARD_H))
        self.hot = False
        self.caption = translate("QuiddlerTable", "Discard", "a caption: the discard pile")
        self.setZValue(1)

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-26, -10, 26, 40)  # "Discard: QU" is wider than the card

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.setPen(QPen(QColor("#ffe08a") if self.hot else QColor(255, 255, 255, 90),
                            3 if self.hot else 1.2, Qt.PenStyle.SolidLine if self.hot else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 9, 9)
        painter.setPen(FELT_TEXT)
        painter.setFont(self.label_font(painter, 15))
        painter.drawText(QRectF(r.left() - 24, r.bottom() + 6, r.width() + 48, 22),
                         Qt.AlignmentFlag.AlignCenter, self.caption)


class FeltText(Painted):
    """A line (or a few) of text painted on the felt; `strong` makes a banner of it."""

    def __init__(self, rect: QRectF, px: float = 15, align=Qt.AlignmentFlag.AlignLeft) -> None:
        super().__init__(rect)
        self.text = ""
        self.px = px
        self.align = align
        self.strong = False
        self.plate = False  # a dark plate behind the text, for text laid over cards
        self.setZValue(3)

    def set_text(self, text: str, strong: bool = False, plate: bool = False) -> None:
        if (text, strong, plate) != (self.text, self.strong, self.plate):
            self.text, self.strong, self.plate = text, strong, plate
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        painter.setFont(self.label_font(painter, self.px, bold=self.strong))
        if self.strong or self.plate:
            metrics = QFontMetricsF(painter.font())
            bound = metrics.boundingRect(r, int(self.align | Qt.AlignmentFlag.AlignVCenter
                                                | Qt.TextFlag.TextWordWrap), self.text)
            box = bound.adjusted(-14, -7, 14, 7)
            if self.strong:
                painter.setBrush(QColor(20, 16, 8, 190))
                painter.setPen(QPen(QColor("#ffe08a"), 1.5))
            else:  # readable over the card backs' pattern, quieter than a banner
                painter.setBrush(QColor(8, 26, 16, 215))
                painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(box, 10, 10)
            painter.setPen(QColor("#ffe9b0") if self.strong else FELT_TEXT)
        else:
            painter.setPen(FELT_TEXT)
        painter.drawText(r, int(self.align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap),
                         self.text)
