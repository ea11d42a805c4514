"""The log of actions in the game screen's side panel: one plain sentence per action, newest at
the bottom, scrolled into view as it arrives."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QLabel, QListWidget, QVBoxLayout, QWidget


class LogPanel(QFrame):
    """A titled, read-only list of log sentences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 10, 8, 8)
        title = QLabel("Game log", self)
        title.setProperty("role", "heading")
        layout.addWidget(title)
        self.list = QListWidget(self)
        self.list.setObjectName("logList")
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setStyleSheet("QListWidget { border: none; background: transparent; }"
                                " QListWidget::item { padding: 3px 2px; }")
        self.empty = QLabel("Moves will appear here.", self)
        self.empty.setProperty("role", "muted")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.list, 1)
        self.list.hide()

    def append(self, line: str) -> None:
        """Add one sentence at the bottom and keep it in view."""
        self.list.addItem(line)
        self._show_list(True)
        self.list.scrollToBottom()

    def set_lines(self, lines: Iterable[str]) -> None:
        """Replace the whole log (after undo or loading a game)."""
        self.list.clear()
        for line in lines:
            self.list.addItem(line)
        self._show_list(self.list.count() > 0)
        self.list.scrollToBottom()

    def _show_list(self, has_lines: bool) -> None:
        self.empty.setVisible(not has_lines)
        self.list.setVisible(has_lines)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
