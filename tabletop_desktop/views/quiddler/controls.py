"""The widgets beside the table: the action buttons and the word check."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.views.common.theme import set_role


def _button(text: str, name: str, shortcut: str | None, parent: QWidget, role: str | None = None) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    if shortcut:
        button.setShortcut(QKeySequence(shortcut))
    if role:
        set_role(button, role)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setMinimumWidth(button.sizeHint().width())  # never clipped: the bar wraps instead
    return button


class ActionBar(QWidget):
    """Go out, Back to hand, Hint on the left; the score sheet and the word lists on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiddlerActions")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(6)
        self.turn_group = QHBoxLayout()
        self.turn_group.setSpacing(8)
        self.other_group = QHBoxLayout()
        self.other_group.setSpacing(8)
        self.go_out = _button("Go out", "goOutButton", "G", self, "primary")
        self.back = _button("Back to hand", "backButton", "Esc", self)
        self.hint = _button("Hint", "hintButton", "H", self)
        self.show_cards = _button("Show my cards", "showCardsButton", None, self, "primary")
        self.sheet = _button("Score sheet", "sheetButton", "S", self)
        self.sheet.setCheckable(True)
        self.word_lists = _button("Word lists\u2026", "wordListsButton", None, self)
        for button in (self.go_out, self.back, self.hint, self.show_cards):
            self.turn_group.addWidget(button)
        self.turn_group.addStretch(1)
        self.other_group.addStretch(1)
        self.other_group.addWidget(self.sheet)
        self.other_group.addWidget(self.word_lists)
        self.show_cards.hide()
        self.compact: bool | None = None
        self.set_compact(False)

    def set_compact(self, compact: bool) -> None:
        """Two rows of buttons (a narrow window) or one."""
        if compact == self.compact:
            return
        self.compact = compact
        self.grid.removeItem(self.turn_group)
        self.grid.removeItem(self.other_group)
        self.grid.addLayout(self.turn_group, 0, 0)
        self.grid.addLayout(self.other_group, 1 if compact else 0, 0 if compact else 1)

    def row_width(self) -> int:
        """The width the buttons need on one row."""
        return self.turn_group.minimumSize().width() + self.other_group.minimumSize().width() + 8

    @staticmethod
    def set_button(button: QPushButton, enabled: bool, tip: str) -> None:
        button.setEnabled(enabled)
        button.setToolTip(tip)


class WordCheck(QFrame):
    """Type a word, see whether it counts in this game's list. Open whenever it is not the
    person's own turn (the rules allow a dictionary then)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wordCheck")
        self.setProperty("role", "panel")
        self.lookup: Callable[[str], bool] | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.setSpacing(3)
        line = QHBoxLayout()
        line.setSpacing(8)
        title = QLabel("Word check", self)
        title.setProperty("role", "heading")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 0.95)
        font.setBold(True)
        title.setFont(font)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("wordCheckEdit")
        self.edit.setPlaceholderText("Type a word")
        self.edit.setMaxLength(30)
        self.edit.setClearButtonEnabled(True)
        self.result = QLabel(self)
        self.result.setObjectName("wordCheckResult")
        self.result.setWordWrap(True)
        self.result.setProperty("role", "muted")
        line.addWidget(title)
        line.addWidget(self.edit, 1)
        box.addLayout(line)
        box.addWidget(self.result)
        self.edit.textChanged.connect(self.check)
        self._open = True
        self.set_open(True, "")

    def set_open(self, open_: bool, why: str) -> None:
        """Open or close the check; `why` says when it opens again."""
        self._open = open_
        self.edit.setEnabled(open_)
        if not open_:
            self.edit.clear()
            self.result.setText(why)
        else:
            self.check(self.edit.text())

    def check(self, text: str) -> str:
        """Judge `text`; returns (and shows) the sentence."""
        word = text.strip().lower()
        if not self._open:
            return self.result.text()
        if not word:
            answer = "Any player may look a word up while it is not their turn."
        elif not word.isascii() or not word.isalpha():
            answer = "Only letters A to Z: no spaces, hyphens or apostrophes."
        elif len(word) < 2:
            answer = "A word needs at least 2 letters."
        elif self.lookup is None:
            answer = "The word list is still loading\u2026"
        elif self.lookup(word):
            answer = f"\u2714 {word.upper()} counts in this game's word list."
        else:
            answer = f"\u2716 {word.upper()} is not in this game's word list."
        self.result.setText(answer)
        return answer
