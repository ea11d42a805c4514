"""Pass and play: a cover over the game view that hides the last person's pieces until the next
person confirms they are at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.views.common.theme import current_colours

MAX_CHANGES = 8  # moves listed on the cover; older ones are in the game log


class HandoverCover(QWidget):
    """Covers its parent entirely; `confirmed` fires when the named person presses the button."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoverCover")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.card = QFrame(self)
        self.card.setProperty("role", "panel")
        self.card.setMinimumWidth(440)
        box = QVBoxLayout(self.card)
        box.setContentsMargins(32, 28, 32, 28)
        box.setSpacing(14)
        self.title = plain_label("", self.card)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = plain_label("", self.card)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setProperty("role", "muted")
        # What the others did since this person's last turn (names and moves: plain text).
        self.changes = plain_label("", self.card)
        self.changes.setObjectName("handoverChanges")
        self.changes.setWordWrap(True)
        self.changes.setMaximumWidth(560)
        self.button = QPushButton(self.card)
        self.button.setObjectName("handoverButton")
        self.button.setProperty("role", "primary")
        self.button.setDefault(True)
        self.button.clicked.connect(self._confirm)
        box.addWidget(self.title)
        box.addWidget(self.message)
        box.addWidget(self.changes, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignCenter)
        outer.addStretch(2)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, changes: list[str] | tuple[str, ...] = ()) -> None:
        """Cover the view until `name` confirms they are at the screen; `changes` are the log
        lines since their last turn, so they see what the others did."""
        self.title.setText(f"Pass the screen to {name}")
        self.message.setText(f"The pieces stay hidden until {name} is ready.")
        shown = list(changes)[-MAX_CHANGES:]
        if shown:
            more = len(changes) - len(shown)
            head = f"Since {name}'s last turn" + (f" ({more} earlier moves not shown)" if more else "")
            self.changes.setText(head + ":\n" + "\n".join(f"\u2022 {line}" for line in shown))
        else:
            self.changes.setText("")
        self.changes.setVisible(bool(shown))
        # "&" would mark a keyboard mnemonic on a button and vanish from the name: double it.
        self.button.setText(f"I'm {name.replace('&', '&&')}, show my pieces")
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_table(painter, QRectF(self.rect()), current_colours())
        painter.fillRect(self.rect(), QColor(0, 0, 0, 60))
        painter.end()
