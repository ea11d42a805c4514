"""Pass and play: a cover over the game view that hides the last person's pieces until the next
person confirms they are at the screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QPushButton, QVBoxLayout, QWidget

from tabletop_desktop.i18n import Text, fill, text, translate
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.common.text import WrappingLabel, safe_tip
from tabletop_desktop.views.common.theme import current_colours

MAX_CHANGES = 8  # moves listed on the cover; older ones are in the game log
CARD_WIDTH = 440  # the card's usual width; narrower only when the table is
CARD_WIDTH_MAX = 640  # wider text wraps
CHANGES_WIDTH = 560  # the list of moves wraps past this
BUTTON_NAME_WIDTH = 300  # a name longer than this is shortened with "\u2026" on the button


class HandoverCover(QWidget):
    """Covers its parent entirely; `confirmed` fires when the named person presses the button."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoverCover")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.card = QFrame(self)
        self.card.setProperty("role", "panel")
        box = self._card_box = QVBoxLayout(self.card)
        box.setContentsMargins(32, 28, 32, 28)
        box.setSpacing(14)
        # Long names wrap inside the card (breaking inside a long word if they must): a
        # forty-letter name used to run off both sides and widen the window.
        self.title = WrappingLabel("", self.card)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = WrappingLabel("", self.card)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setProperty("role", "muted")
        # What the others did since this person's last turn (names and moves: plain text).
        self.changes = WrappingLabel("", self.card)
        self.changes.setObjectName("handoverChanges")
        self.changes.setMaximumWidth(CHANGES_WIDTH)
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
        self._name = ""
        self._changes: list[Text] = []
        # The table it covers (the parent it was made with, kept typed: never None).
        self._table = parent
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, changes: list[Text] | tuple[Text, ...] = ()) -> None:
        """Cover the view until `name` confirms they are at the screen; `changes` are the log
        lines since their last turn, so they see what the others did."""
        self.title.setText(sentences.PASS_THE_SCREEN_TITLE(name))
        self.message.setText(sentences.PIECES_HIDDEN(name))
        self._name, self._changes = name, list(changes)
        self._list_changes(MAX_CHANGES)
        # "&" would mark a keyboard mnemonic on a button and vanish from the name: double it.
        short = self.button.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                                     BUTTON_NAME_WIDTH)
        self.button.setText(sentences.SHOW_MY_PIECES(short.replace("&", "&&")))
        self.button.setToolTip(safe_tip(sentences.SHOW_MY_PIECES(name)) if short != name else "")
        self.setGeometry(self._table.rect())
        self._fit_card()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _list_changes(self, most: int) -> None:
        """List the last `most` changes (none when `most` is 0)."""
        changes = self._changes
        shown = changes[-most:] if most > 0 else []
        if shown:
            more = len(changes) - len(shown)
            head = (sentences.SINCE_LAST_TURN_MORE(self._name, more=more) if more
                    else sentences.SINCE_LAST_TURN(self._name))
            moves = "\n".join(fill(translate("HandoverCover", "\u2022 {move}", "one move in a list"),
                                    {"move": text(line)}) for line in shown)
            self.changes.setText(fill(translate("HandoverCover", "{since}:\n{moves}",
                                                "a heading (Since Ada's last turn) and its list"),
                                      {"since": head, "moves": moves}))
        else:
            self.changes.setText("")
        self.changes.setVisible(bool(shown))

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._table.rect())
            self._fit_card()
        return False

    def _fit_card(self) -> None:
        """The card keeps inside the table however narrow the table is, and is as tall as its
        wrapped lines need at the width it takes (its layout alone sized it for one line)."""
        room = max(160, self._table.width() - 32)
        self.changes.setMaximumWidth(min(CHANGES_WIDTH, room - 64))
        self.card.setMinimumHeight(0)
        width = min(room, max(CARD_WIDTH, min(self.card.sizeHint().width(), CARD_WIDTH_MAX)))
        self.card.setFixedWidth(width)
        # On a short table, fewer of the moves (they are all in the game log too).
        # Never below zero: the table has no height yet while the game screen is still hidden
        # (at start), and a negative minimum height makes Qt warn on every start.
        tall = max(0, self._table.height() - 16)
        most = min(MAX_CHANGES, len(self._changes))
        self._list_changes(most)
        while most > 0 and self._card_box.totalHeightForWidth(width) > tall:
            most -= 1
            self._list_changes(most)
        self.card.setMinimumHeight(min(tall, self._card_box.totalHeightForWidth(width)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_table(painter, QRectF(self.rect()), current_colours())
        painter.fillRect(self.rect(), QColor(0, 0, 0, 60))
        painter.end()
