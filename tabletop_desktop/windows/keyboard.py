"""Keyboard help: Enter presses the focused button anywhere in the app (Qt only does that in
dialogs), and Help > Keyboard shortcuts lists every key: the menus' and the game's own."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.views.common.theme import set_role

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

# Keys that work everywhere, beside the menus' own shortcuts (translated where they are listed).
GENERAL_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("KeyboardDialog", "Tab / Shift+Tab"),
     QT_TRANSLATE_NOOP("KeyboardDialog", "Move between buttons and fields")),
    (QT_TRANSLATE_NOOP("KeyboardDialog", "Enter or Space"),
     QT_TRANSLATE_NOOP("KeyboardDialog", "Press the button that has the focus ring")),
    (QT_TRANSLATE_NOOP("KeyboardDialog", "Esc"),
     QT_TRANSLATE_NOOP("KeyboardDialog", "Close a dialog without changing anything")),
)


class EnterPressesFocusedButton(QObject):
    """An application event filter: Enter on a focused button clicks it, as Space does."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and isinstance(watched, QAbstractButton):
            key_event: QKeyEvent = event  # type: ignore[assignment]
            plain = key_event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if (key_event.key() in ENTER_KEYS and not plain and watched.hasFocus()
                    and watched.isEnabled() and watched.isVisible()):
                watched.animateClick()
                return True
        return False


def _menu_text(action: QAction) -> str:
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("\u2026.")


def menu_keys(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(key, what) for every menu action that has a shortcut (its first one: the platform may
    add others, like a keyboard's own Undo key)."""
    rows = []
    for action in actions:
        key = action.shortcut()
        if not key.isEmpty():
            rows.append((key.toString(QKeySequence.SequenceFormat.NativeText), _menu_text(action)))
    return rows


class KeyboardDialog(QDialog):
    """Every key in titled groups, in two columns so the list fits a small screen: the menus on
    the left, the game being played and moving around on the right."""

    def __init__(self, sections: Sequence[tuple[str, Sequence[tuple[str, str]]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardDialog")
        self.setWindowTitle(translate("KeyboardDialog", "Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        layout.setSpacing(10)
        # In a scroll area, so the list still reads whole on a screen shorter than the dialog.
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        page = QWidget(scroll)
        page.setObjectName("keysPage")
        scroll.setWidget(page)
        layout.addWidget(scroll, 1)
        columns = QHBoxLayout(page)
        columns.setContentsMargins(0, 0, 8, 0)
        columns.setSpacing(28)
        self.scroll = scroll
        self.sections: dict[str, list[tuple[str, str]]] = {}
        shown = [(title, list(rows)) for title, rows in sections if rows]
        left, right = QVBoxLayout(), QVBoxLayout()
        for index, (title, rows) in enumerate(shown):
            target = left if index == 0 else right
            self.sections[title] = rows
            heading = QLabel(title, page)
            heading.setTextFormat(Qt.TextFormat.PlainText)
            heading.setProperty("role", "heading")
            target.addWidget(heading)
            grid = QGridLayout()
            grid.setHorizontalSpacing(14)
            grid.setVerticalSpacing(4)
            for row, (keys, what) in enumerate(rows):
                key_label = QLabel(keys, page)
                key_label.setTextFormat(Qt.TextFormat.PlainText)
                font = key_label.font()
                font.setBold(True)
                key_label.setFont(font)
                what_label = QLabel(what, page)
                what_label.setTextFormat(Qt.TextFormat.PlainText)
                what_label.setWordWrap(True)
                grid.addWidget(key_label, row, 0, Qt.AlignmentFlag.AlignTop)
                grid.addWidget(what_label, row, 1, Qt.AlignmentFlag.AlignTop)
            grid.setColumnStretch(1, 1)
            target.addLayout(grid)
            target.addSpacing(8)
        for column in (left, right):
            column.addStretch(1)
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        set_role(close, "primary")
        close.setDefault(True)
        layout.addWidget(buttons)
        self.setMinimumWidth(760)
        # Tall enough for every line when the screen allows (the scroll area alone asks little).
        page.adjustSize()
        self.resize(900, page.sizeHint().height() + 90)

    def rows(self, title: str) -> list[tuple[str, str]]:
        """The (keys, what) lines shown under `title`."""
        return list(self.sections[title])
