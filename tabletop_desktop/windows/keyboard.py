"""Keyboard help: Enter presses the focused button anywhere in the app (Qt only does that in
dialogs), and Help > Keyboard shortcuts lists every key: the menus' and the game's own."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.views.common.theme import set_role

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

# Keys that work everywhere, beside the menus' own shortcuts.
GENERAL_KEYS: tuple[tuple[str, str], ...] = (
    ("Tab / Shift+Tab", "Move between buttons and fields"),
    ("Enter or Space", "Press the button that has the focus ring"),
    ("Esc", "Close a dialog without changing anything"),
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
    """(keys, what) for every menu action that has a shortcut."""
    rows = []
    for action in actions:
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()
                         if not k.isEmpty())
        if keys:
            rows.append((keys, _menu_text(action)))
    return rows


class KeyboardDialog(QDialog):
    """Every key, in three groups: the menus, the game being played, and moving around."""

    def __init__(self, sections: Sequence[tuple[str, Sequence[tuple[str, str]]]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardDialog")
        self.setWindowTitle("Keyboard shortcuts")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 12)
        layout.setSpacing(8)
        self.tables: dict[str, QTableWidget] = {}
        for title, rows in sections:
            if not rows:
                continue
            heading = QLabel(title, self)
            heading.setTextFormat(Qt.TextFormat.PlainText)
            heading.setProperty("role", "heading")
            layout.addWidget(heading)
            table = QTableWidget(len(rows), 2, self)
            table.setObjectName("keys")
            table.horizontalHeader().hide()
            table.verticalHeader().hide()
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.setShowGrid(False)
            for row, (keys, what) in enumerate(rows):
                key_item = QTableWidgetItem(keys)
                font = key_item.font()
                font.setBold(True)
                key_item.setFont(font)
                table.setItem(row, 0, key_item)
                table.setItem(row, 1, QTableWidgetItem(what))
            table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
            table.resizeRowsToContents()
            table.setFixedHeight(sum(table.rowHeight(r) for r in range(table.rowCount())) + 6)
            layout.addWidget(table)
            self.tables[title] = table
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        set_role(close, "primary")
        close.setDefault(True)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

    def rows(self, title: str) -> list[tuple[str, str]]:
        table = self.tables[title]
        return [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
