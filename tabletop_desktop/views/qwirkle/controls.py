"""The widgets around the table: large named action buttons next to the rack (with a line saying why
they wait), the note shown instead of rack and buttons when only bots play, and the compact strip
with the running score of this move, zoom buttons and the unseen-tile toggle. (The bag count is on
the scoreboard, so the strip does not repeat it.)"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.views.common.text import safe_tip


def _button(text: str, name: str, primary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    # Reachable with Tab (Enter or Space presses it), but a click leaves the keys with the table.
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setMinimumHeight(40)
    button.setMinimumWidth(96)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    if primary:
        button.setProperty("role", "primary")
    return button


class ActionButtons(QWidget):
    """Confirm, Return tiles, Exchange, Hint and (only when allowed) Pass, in two rows, and below
    them a short line saying why they are disabled while another player moves.

    A click on a disabled button is not lost in silence: `disabledClicked` says why it waits (the
    reason its tooltip gives)."""

    disabledClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.confirm = _button("Confirm", "confirm", primary=True)
        self.return_tiles = _button("Return tiles", "return_tiles")
        self.exchange = _button("Exchange", "exchange")
        self.hint = _button("Hint", "hint")
        self.pass_turn = _button("Pass", "pass")
        self.pass_turn.setVisible(False)
        for button in (self.confirm, self.return_tiles, self.exchange, self.hint, self.pass_turn):
            self.explain_when_disabled(button)
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.confirm)
        top.addWidget(self.return_tiles)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        bottom.addWidget(self.exchange)
        bottom.addWidget(self.hint)
        bottom.addWidget(self.pass_turn)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.note.setObjectName("waitNote")
        self.note.setProperty("role", "muted")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # One line, always there: the table must not jump when the note comes and goes.
        self.note.setFixedHeight(self.note.fontMetrics().height() + 4)
        layout.addWidget(self.note)

    def set_waiting(self, reason: str | None) -> None:
        """Say under the buttons why they wait (None: they don't)."""
        self.note.setText(reason or "")
        self.note.setToolTip(safe_tip(reason or ""))

    def set_finished(self, over: bool) -> None:
        """At the end of the game the buttons have nothing left to do: only the note stays."""
        for button in (self.confirm, self.return_tiles, self.exchange, self.hint):
            button.setVisible(not over)

    def explain_when_disabled(self, button: QAbstractButton) -> None:
        """A click on `button` while it is disabled emits `disabledClicked` with the reason."""
        button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # A disabled button drops the click without a word; its filter still sees it.
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, QAbstractButton)
                and not watched.isEnabled() and watched.accessibleDescription()):
            self.disabledClicked.emit(watched.accessibleDescription())
        return False

    def set_button(self, button: QAbstractButton, enabled: bool, tip: str) -> None:
        """Enable or disable a button; the tooltip says what it does, or why it is disabled."""
        button.setEnabled(enabled)
        button.setToolTip(safe_tip(tip))
        button.setAccessibleDescription(tip)


class WatchingNote(QLabel):
    """Shown instead of the rack and the buttons when no person sits at the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watching")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setMinimumHeight(72)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.setFont(font)
        self.setVisible(False)

    def show_watching(self, headline: str, detail: str) -> None:
        self.setText(f"<b>{headline}</b><br><span style='font-size:small'>{detail}</span>")
        self.setAccessibleName(f"{headline} {detail}")


class InfoStrip(QWidget):
    """This move's points, the practice mark (after a generous undo), Undo, zoom buttons and
    the unseen-tile toggle on one line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = QLabel()
        self.preview.setObjectName("preview")
        bold = QFont(self.preview.font())
        bold.setBold(True)
        self.preview.setFont(bold)
        self.practice = QLabel("Practice game")
        self.practice.setObjectName("practiceMark")
        self.practice.setProperty("role", "muted")
        self.practice.setToolTip("A move was undone after you had seen what came next, so this "
                                 "game counts as practice in your records.")
        self.practice.setVisible(False)
        # Undo sits here, not beside Confirm: a third button in a row pushed the window past a
        # small screen (1366 x 768 at 150 %).
        self.undo = self._tool("Undo", "")
        self.undo.setObjectName("undo")
        self.undo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.zoom_out = self._tool("−", "Zoom out (-)")
        self.fit = self._tool("Fit", "Show the whole table (0)")
        self.zoom_in = self._tool("+", "Zoom in (+)")
        self.tracker_toggle = QToolButton()
        self.tracker_toggle.setText("Unseen tiles")
        self.tracker_toggle.setCheckable(True)
        self.tracker_toggle.setChecked(True)
        self.tracker_toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tracker_toggle.setToolTip("Show or hide how many copies of each tile you haven't seen yet (U).")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.setSpacing(14)
        layout.addWidget(self.preview)
        layout.addWidget(self.practice)
        layout.addStretch(1)
        layout.addWidget(self.undo)
        layout.addSpacing(6)
        for tool in (self.zoom_out, self.fit, self.zoom_in):
            layout.addWidget(tool)
        layout.addSpacing(6)
        layout.addWidget(self.tracker_toggle)

    @staticmethod
    def _tool(text: str, tip: str) -> QToolButton:
        tool = QToolButton()
        tool.setText(text)
        tool.setToolTip(tip)
        tool.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tool.setMinimumWidth(30)
        return tool
