"""The question asked before a last-turn discard that leaves cards in the person's hand: those
cards count against them, and the round is over for them once the card is down."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop_desktop.i18n import translate


def confirm_last_discard(parent: QWidget, card: str, left: str, cost: int,
                         discard: Callable[[], object]) -> QMessageBox:
    """Ask (window-modal, without blocking) whether to discard `card` with `left` still in the
    hand at a cost of `cost` points; `discard` runs only on "Discard and end my turn"."""
    box = QMessageBox(QMessageBox.Icon.Question,
                      translate("QuiddlerConfirm", "Your last turn", "a window's title"),
                      translate("QuiddlerConfirm", "Discard the {card} and end your last turn?",
                                "{card}: a card's letters, such as QU").format(card=card),
                      parent=parent)
    box.setObjectName("lastTurnConfirm")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(translate(
        "QuiddlerConfirm", "{cards} would stay in your hand and cost you {points} points this round. "
        "Put them in a word row to score them instead.", "{cards}: cards' letters, such as A, T and E")
        .format(cards=left, points=cost))
    go = box.addButton(translate("QuiddlerConfirm", "Discard and end my turn"),
                       QMessageBox.ButtonRole.AcceptRole)
    go.setObjectName("lastTurnDiscard")
    keep = box.addButton(translate("QuiddlerConfirm", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("lastTurnKeep")
    box.setDefaultButton(keep)  # Enter pressed twice must not end the turn either
    box.setEscapeButton(keep)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    go.clicked.connect(lambda: discard())
    box.open()
    return box
