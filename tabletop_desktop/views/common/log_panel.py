"""The log of actions in the game screen's side panel: one plain sentence per action, newest at
the bottom, scrolled into view as it arrives."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QVBoxLayout,
    QWidget,
)


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
        # Whole sentences, re-wrapped when the width changes (a scroll bar appearing narrowed
        # the list and left lines cut off with "...").
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        # No padding on the items: a style sheet's item padding is left out when Qt measures a
        # wrapped line, so long sentences were cut off with "..."; spacing separates them instead.
        self.list.setStyleSheet("QListWidget { border: none; background: transparent; }"
                                " QListWidget::item { padding: 0px; }")
        self.list.setSpacing(3)
        self.empty = QLabel("Moves will appear here.", self)
        self.empty.setProperty("role", "muted")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.list, 1)
        self.list.hide()
        # Stay at the newest line through re-layouts (a theme change re-wraps every line and
        # used to leave the list somewhere in the middle); a person who scrolled up stays put.
        self._follow = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range)

    def _on_scrolled(self, value: int) -> None:
        self._follow = value >= self.list.verticalScrollBar().maximum() - 2

    def _on_range(self, _low: int, high: int) -> None:
        if self._follow:
            self.list.verticalScrollBar().setValue(high)

    def append(self, line: str) -> None:
        """Add one sentence at the bottom and keep it in view."""
        self.list.addItem(line)
        self._show_list(True)
        self._follow = True
        self.list.scrollToBottom()

    def set_lines(self, lines: Iterable[str]) -> None:
        """Replace the whole log (after undo or loading a game)."""
        self.list.clear()
        for line in lines:
            self.list.addItem(line)
        self._show_list(self.list.count() > 0)
        self._follow = True
        self.list.scrollToBottom()

    def _show_list(self, has_lines: bool) -> None:
        self.empty.setVisible(not has_lines)
        self.list.setVisible(has_lines)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
