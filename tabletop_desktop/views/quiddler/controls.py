"""The widgets beside the table: the action buttons and the word check."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence
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

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.text import safe_tip
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
        self.go_out = _button(translate("QuiddlerControls", "Go out", "a button: lay down the words"),
                              "goOutButton", "G", self, "primary")
        self.back = _button(translate("QuiddlerControls", "Back to hand", "a button"), "backButton",
                            "Esc", self)
        # H is the Game menu's Hint (which asks this view): a second H here would make the key
        # ambiguous, and Qt then fires neither.
        self.hint = _button(translate("QuiddlerControls", "Hint", "a button"), "hintButton", None, self)
        self.show_cards = _button(translate("QuiddlerControls", "Show my cards", "a button"),
                                  "showCardsButton", None, self, "primary")
        self.sheet = _button(translate("QuiddlerControls", "Score sheet", "a button"), "sheetButton",
                             "S", self)
        self.sheet.setCheckable(True)
        self.word_lists = _button(translate("QuiddlerControls", "Word lists\u2026", "a button"),
                                  "wordListsButton", None, self)
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
        button.setToolTip(safe_tip(tip))  # a reason may name a seat, and names show as typed


class WordCheck(QFrame):
    """Type a word, see whether it counts in this game's list: at any time. While the field has
    the focus the check is open and the bots wait (`openChanged`), so a person can look a word up
    at their own pace; Esc, or a click on the table, closes it and play goes on."""

    openChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wordCheck")
        self.setProperty("role", "panel")
        self.lookup: Callable[[str], bool] | None = None
        self.is_open = False
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.setSpacing(3)
        line = QHBoxLayout()
        line.setSpacing(8)
        title = QLabel(translate("QuiddlerWordCheck", "Word check", "a heading: look up an English word"),
                       self)
        title.setProperty("role", "heading")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 0.95)
        font.setBold(True)
        title.setFont(font)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("wordCheckEdit")
        self.edit.setPlaceholderText(translate("QuiddlerWordCheck", "Type a word",
                                               "the words are English: say 'an English word'"))
        self.edit.setMaxLength(30)
        self.edit.setClearButtonEnabled(True)
        self.edit.installEventFilter(self)
        self.result = QLabel(self)
        self.result.setObjectName("wordCheckResult")
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        self.result.setWordWrap(True)
        self.result.setProperty("role", "muted")
        title.setBuddy(self.edit)
        line.addWidget(title)
        line.addWidget(self.edit, 1)
        box.addLayout(line)
        box.addWidget(self.result)
        self.edit.textChanged.connect(self.check)
        self.check("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit:
            kind = event.type()
            if kind == QEvent.Type.FocusIn:
                self._set_open(True)
            elif kind == QEvent.Type.FocusOut:
                reason = event.reason() if isinstance(event, QFocusEvent) else None
                # Another window in front (a menu, the task bar) is no reason to wake the bots.
                if reason not in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason):
                    self._set_open(False)
            elif kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                    and event.key() == Qt.Key.Key_Escape:
                event.accept()  # Esc closes the check, it is not the table's "Back to hand"
            elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                    and event.key() == Qt.Key.Key_Escape:
                self.close_check()
                return True
        return super().eventFilter(watched, event)

    def _set_open(self, open_: bool) -> None:
        if open_ != self.is_open:
            self.is_open = open_
            self.check(self.edit.text())
            self.openChanged.emit(open_)

    def close_check(self) -> None:
        """Leave the check: the focus goes back to the table (its keys), the bots go on."""
        target = self.parentWidget()
        if target is not None:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.edit.clearFocus()
        self._set_open(False)

    def check(self, text: str) -> str:
        """Judge `text`; returns (and shows) the sentence."""
        word = text.strip().lower()
        if not word:
            answer = (translate("QuiddlerWordCheck",
                                "The bots wait while you type here: press Esc to play on.")
                      if self.is_open else
                      translate("QuiddlerWordCheck", "Look a word up at any time: click here and type it.",
                                "the words are English (Quiddler's deck is): say 'an English word'"))
        elif not word.isascii() or not word.isalpha():
            answer = translate("QuiddlerWordCheck", "Only letters A to Z: no spaces, hyphens or apostrophes.",
                               "the English alphabet")
        elif len(word) < 2:
            answer = translate("QuiddlerWordCheck", "A word needs at least 2 letters.")
        elif self.lookup is None:
            answer = translate("QuiddlerWordCheck", "The word list is still loading\u2026",
                               "the English word list")
        elif self.lookup(word):
            answer = translate("QuiddlerWordCheck", "\u2714 {word} counts in this game's word list.",
                               "{word} is an English word; the list is English: say so").format(
                word=word.upper())
        else:
            answer = translate("QuiddlerWordCheck", "\u2716 {word} is not in this game's word list.",
                               "{word} is an English word; the list is English: say so").format(
                word=word.upper())
        self.result.setText(answer)
        return answer
