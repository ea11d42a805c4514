"""Quiddler card art, painted with QPainter (no image files): cream cards with a large letter or
letter pair in the centre, the points in two corners, rounded corners and a soft shadow; one shared
back pattern.

A double-letter card (ER, IN, QU, TH, CL) shows its pair on one shaded band with a "2 letters"
mark, so it reads as one card, never as two. Letters are tinted by value (cheap, middle, dear); the
colour-blind palette keeps the three tints apart by lightness as well as hue, and the points are
always printed, so nothing depends on colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from tabletop_desktop.engine.quiddler.cards import POINTS
from tabletop_desktop.i18n import translate

CARD_W = 72.0
CARD_H = 104.0
RADIUS = 7.0

CREAM = "#fbf4df"
CREAM_EDGE = "#efe3c2"
BORDER = "#b9a677"
BAND = "#f1dfa9"
BACK = "#7b2331"
BACK_DARK = "#4f1420"
BACK_LINE = "#c8a657"

# Letter ink by value: up to 4 points, 5 to 8, 9 and more.
_INK = ("#1f4e8c", "#2c6b3a", "#9b2226")
_INK_CB = ("#0b4f8a", "#5a4300", "#a8326e")


def card_label(card: str) -> str:
    """How a card is written for people: "E", "QU"."""
    return card.upper()


def card_words(card: str) -> str:
    """A card in a sentence: "the QU card (9 points)"."""
    points = POINTS.get(card, 0)
    if points == 1:
        return translate("QuiddlerCards", "the {card} card (1 point)").format(card=card_label(card))
    return translate("QuiddlerCards", "the {card} card (%n points)", "", points).format(
        card=card_label(card))


def ink(card: str, colour_blind: bool = False) -> QColor:
    points = POINTS.get(card, 0)
    table = _INK_CB if colour_blind else _INK
    return QColor(table[0 if points <= 4 else 1 if points <= 8 else 2])


def _font(px: float, bold: bool = True, serif: bool = True) -> QFont:
    font = QFont()
    if serif:
        font.setFamilies(["Georgia", "DejaVu Serif", "Noto Serif", "Times New Roman", "serif"])
    font.setPixelSize(max(1, int(round(px))))
    font.setBold(bold)
    return font


def card_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, RADIUS, RADIUS)
    return path


def paint_shadow(painter: QPainter, rect: QRectF, lifted: bool = False) -> None:
    """A soft shadow under a card: a few widening, fading rounded rectangles."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    offset = 5.0 if lifted else 2.5
    steps = 4
    for i in range(steps, 0, -1):
        grow = i * (1.6 if lifted else 1.1)
        alpha = 16 if lifted else 20
        painter.setBrush(QColor(0, 0, 0, alpha))
        shadow = rect.adjusted(-grow, -grow, grow, grow).translated(offset * 0.4, offset)
        painter.drawRoundedRect(shadow, RADIUS + grow, RADIUS + grow)
    painter.restore()


def paint_face(painter: QPainter, rect: QRectF, card: str, colour_blind: bool = False) -> None:
    """A card's face: cream paper, the letter(s) in the centre, the points in two corners."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    paper = QLinearGradient(rect.topLeft(), rect.bottomRight())
    paper.setColorAt(0.0, QColor(CREAM))
    paper.setColorAt(1.0, QColor(CREAM_EDGE))
    painter.setBrush(paper)
    painter.setPen(QPen(QColor(BORDER), 1.2))
    painter.drawPath(card_path(rect))
    inner = rect.adjusted(4, 4, -4, -4)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(BORDER).lighter(115), 0.8))
    painter.drawRoundedRect(inner, RADIUS - 3, RADIUS - 3)

    colour = ink(card, colour_blind)
    label = card_label(card)
    w, h = rect.width(), rect.height()
    double = len(card) == 2
    centre = QRectF(rect.left(), rect.top() + h * 0.22, w, h * 0.56)
    if double:
        band = QRectF(rect.left() + w * 0.1, rect.top() + h * 0.32, w * 0.8, h * 0.36)
        painter.setPen(QPen(colour.lighter(150), 1.0))
        painter.setBrush(QColor(BAND))
        painter.drawRoundedRect(band, 6, 6)
        painter.setFont(_font(h * 0.27))
    else:
        painter.setFont(_font(h * 0.42))
    painter.setPen(colour)
    painter.drawText(centre, Qt.AlignmentFlag.AlignCenter, label)

    # The points, top left and (upside down) bottom right, like a printed card.
    corner_font = _font(h * 0.15, bold=True, serif=False)
    points = str(POINTS.get(card, 0))
    # 6 (F, G, P) and 9 (QU, TH) read as each other upside down: underlined, as on playing cards.
    corner_font.setUnderline(points in ("6", "9"))
    painter.setFont(corner_font)
    corner = QRectF(rect.left() + 6, rect.top() + 5, w * 0.4, h * 0.18)
    painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, points)
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, points)
    painter.restore()
    if double:
        # "2 letters, 1 card" under the band, upright.
        painter.save()
        painter.setPen(QColor(BORDER).darker(150))
        painter.setFont(_font(h * 0.085, bold=False, serif=False))
        mark = QRectF(rect.left(), rect.top() + h * 0.69, w, h * 0.11)
        painter.drawText(mark, Qt.AlignmentFlag.AlignCenter,
                         translate("QuiddlerCards", "one card", "under a card's two letters"))
        painter.restore()


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The shared back: a burgundy card with a gold lattice and a framed Q."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    back = QLinearGradient(rect.topLeft(), rect.bottomRight())
    back.setColorAt(0.0, QColor(BACK))
    back.setColorAt(1.0, QColor(BACK_DARK))
    painter.setBrush(back)
    painter.setPen(QPen(QColor("#f3e7c4"), 2.4))
    painter.drawPath(card_path(rect))
    inner = rect.adjusted(5, 5, -5, -5)
    painter.setClipPath(card_path(inner))
    painter.setPen(QPen(QColor(BACK_LINE), 0.8))
    step = 9.0
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    painter.setClipping(False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(BACK_LINE), 1.2))
    painter.drawRoundedRect(inner, RADIUS - 3, RADIUS - 3)
    medal = QRectF(0, 0, rect.width() * 0.46, rect.width() * 0.46)
    medal.moveCenter(rect.center())
    painter.setBrush(QColor(BACK_DARK))
    painter.drawEllipse(medal)
    painter.setPen(QColor("#f3e7c4"))
    painter.setFont(_font(medal.height() * 0.62))
    painter.drawText(medal, Qt.AlignmentFlag.AlignCenter, "Q")
    painter.restore()
