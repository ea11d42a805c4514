"""Pass and play: a cover over the game view that hides the last person's pieces until the next
person confirms they are at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.views.common.theme import current_colours


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
        self.button = QPushButton(self.card)
        self.button.setObjectName("handoverButton")
        self.button.setProperty("role", "primary")
        self.button.setDefault(True)
        self.button.clicked.connect(self._confirm)
        box.addWidget(self.title)
        box.addWidget(self.message)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignCenter)
        outer.addStretch(2)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str) -> None:
        """Cover the view until `name` confirms they are at the screen."""
        self.title.setText(f"Pass the screen to {name}")
        self.message.setText(f"The pieces stay hidden until {name} is ready.")
        self.button.setText(f"I'm {name}, show my pieces")
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
