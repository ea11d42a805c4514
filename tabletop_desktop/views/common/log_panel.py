"""The log of actions in the game screen's side panel: one plain sentence per action, newest at
the bottom, scrolled into view as it arrives."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import Text, text, translate

Index = QModelIndex | QPersistentModelIndex
HEIGHTS_KEPT = 20_000  # measured sentence heights remembered (a few widths of a long log)


def wrapped_text(text: str, font: QFont, width: int) -> QTextLayout:
    """`text` laid out in lines of at most `width` pixels, breaking between words and, for a
    word longer than a line (a forty-letter name), inside it."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    y = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout


class _LineDelegate(QStyledItemDelegate):
    """Draws each sentence wrapped to the list's width and measures it at that same width.

    Qt's own item delegate measured a wrapped sentence at one width and drew it at another (the
    scroll bar came and went), leaving blank gaps after long lines, and let a long unspaced
    name run off to the side. Here the width is fixed: the viewport less a scroll bar's room,
    whether the bar shows or not, so a line's height does not change when the bar appears."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self._heights: dict[tuple[str, int, str], int] = {}

    def line_width(self) -> int:
        """The width every sentence is wrapped to."""
        room = self.view.viewport().width()
        bar = self.view.verticalScrollBar()
        if not bar.isVisible():
            room -= bar.sizeHint().width()
        return max(40, room - 2 * self.view.spacing())

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        # Every new line lays the whole list out again: remember each sentence's height at a
        # width and font, or a long game's log measured hundreds of sentences per move.
        text, width = str(index.data(Qt.ItemDataRole.DisplayRole) or ""), self.line_width()
        key = (text, width, option.font.key())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > HEIGHTS_KEPT:
                self._heights.clear()
            layout = wrapped_text(text, option.font, width)
            height = self._heights[key] = int(layout.boundingRect().height() + 0.999)
        return QSize(width, height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        self.initStyleOption(option, index)
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:  # the row's background (none in our lists, but themes may add one)
            style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, widget)
        layout = wrapped_text(option.text, option.font, self.line_width())
        painter.save()
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        layout.draw(painter, QPointF(option.rect.topLeft()))
        painter.restore()


class LogPanel(QFrame):
    """A titled, read-only list of log sentences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 10, 8, 8)
        title = QLabel(translate("LogPanel", "Game log"), self)
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
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setItemDelegate(_LineDelegate(self.list))
        self.empty = QLabel(translate("LogPanel", "Moves will appear here."), self)
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

    def append(self, line: Text) -> None:
        """Add one sentence at the bottom (in the person's language) and keep it in view."""
        self.list.addItem(text(line))
        self._show_list(True)
        self._follow = True
        self.list.scrollToBottom()

    def set_lines(self, lines: Iterable[Text]) -> None:
        """Replace the whole log (after undo or loading a game)."""
        self.list.clear()
        for line in lines:
            self.list.addItem(text(line))
        self._show_list(self.list.count() > 0)
        self._follow = True
        self.list.scrollToBottom()

    def _show_list(self, has_lines: bool) -> None:
        self.empty.setVisible(not has_lines)
        self.list.setVisible(has_lines)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
