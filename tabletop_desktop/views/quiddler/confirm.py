"""The question asked before a last-turn discard that leaves cards in the person's hand: those
cards count against them, and the round is over for them once the card is down."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm_last_discard(parent: QWidget, card: str, left: str, cost: int,
                         discard: Callable[[], object]) -> QMessageBox:
    """Ask (window-modal, without blocking) whether to discard `card` with `left` still in the
    hand at a cost of `cost` points; `discard` runs only on "Discard and end my turn"."""
    box = QMessageBox(QMessageBox.Icon.Question, "Your last turn",
                      f"Discard the {card} and end your last turn?", parent=parent)
    box.setObjectName("lastTurnConfirm")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(f"{left} would stay in your hand and cost you {cost} points this round. "
                           "Put them in a word row to score them instead.")
    go = box.addButton("Discard and end my turn", QMessageBox.ButtonRole.AcceptRole)
    go.setObjectName("lastTurnDiscard")
    keep = box.addButton("Keep playing", QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("lastTurnKeep")
    box.setDefaultButton(keep)  # Enter pressed twice must not end the turn either
    box.setEscapeButton(keep)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    go.clicked.connect(lambda: discard())
    box.open()
    return box
