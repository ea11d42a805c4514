"""The lobby of a network game: the host sees the table's address and room code to tell the
others, who has joined, and starts the game when every joining seat is taken (or hands a seat
nobody took to a bot, or cancels); a joining person sees the same table and waits for the start.

The dialog draws from a `LobbyState` only (`show_state`) and says what the person wants by its
signals; whoever talks to the server connects them, so the dialog never waits on the network.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import text, translate
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.windows.network_model import LobbyState, spaced_code, status_words


class LobbyDialog(QDialog):
    """The host's lobby (`host=True`) or a joining person's waiting room."""

    startRequested = Signal()
    cancelRequested = Signal()  # the host cancels the game, or a joining person leaves
    giveToBotRequested = Signal(int, str)  # seat, bot level key

    def __init__(self, host: bool, bot_levels: Sequence[tuple[str, str]] = (),
                 parent: QWidget | None = None) -> None:
        """`bot_levels` are (key, name) pairs of the game's bot levels, for an empty seat."""
        super().__init__(parent)
        self.setObjectName("lobbyDialog")
        self.host = host
        self.bot_levels = tuple(bot_levels)
        self.state: LobbyState | None = None
        self.setWindowTitle(translate("LobbyDialog", "Waiting for players") if host
                            else translate("LobbyDialog", "Waiting for the host"))
        self.setMinimumWidth(620)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        self.heading = plain_label("", self)
        self.heading.setProperty("role", "heading")
        layout.addWidget(self.heading)
        self.intro = plain_label("", self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)

        # Where the others connect to: the address(es) and the room code, large and selectable.
        self.where = QFrame(self)
        self.where.setObjectName("lobbyWhere")
        self.where.setProperty("role", "panel")
        where = QGridLayout(self.where)
        where.setContentsMargins(14, 10, 14, 10)
        where.setHorizontalSpacing(14)
        self.address_title = plain_label(translate("LobbyDialog", "Address:"), self.where)
        where.addWidget(self.address_title, 0, 0, Qt.AlignmentFlag.AlignTop)
        self.addresses_label = plain_label("", self.where)
        self.addresses_label.setObjectName("lobbyAddresses")
        self.addresses_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        where.addWidget(self.addresses_label, 0, 1)
        where.addWidget(plain_label(translate("LobbyDialog", "Room code:"), self.where), 1, 0,
                        Qt.AlignmentFlag.AlignVCenter)
        self.code_label = plain_label("", self.where)
        self.code_label.setObjectName("lobbyCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.code_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        font.setFamilies(["DejaVu Sans Mono", "Menlo", "Consolas", "monospace"])
        self.code_label.setFont(font)
        where.addWidget(self.code_label, 1, 1)
        self.copy_button = QPushButton(translate("LobbyDialog", "Copy address and code"), self.where)
        self.copy_button.setObjectName("copyButton")
        self.copy_button.setToolTip(translate("LobbyDialog", "Put the address and the room code on the "
                                              "clipboard, to send them."))
        self.copy_button.clicked.connect(self.copy_invitation)
        where.addWidget(self.copy_button, 1, 2, Qt.AlignmentFlag.AlignRight)
        where.setColumnStretch(1, 1)
        layout.addWidget(self.where)

        self.seats_heading = plain_label(translate("LobbyDialog", "Seats"), self)
        self.seats_heading.setProperty("role", "heading")
        layout.addWidget(self.seats_heading)
        self.seats_box = QWidget(self)
        self.seats_box.setObjectName("lobbySeats")
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_grid.setHorizontalSpacing(12)
        self.seats_grid.setVerticalSpacing(6)
        self.seats_grid.setColumnStretch(2, 1)
        layout.addWidget(self.seats_box)
        self.seat_widgets: list[QWidget] = []
        self.bot_buttons: dict[int, QPushButton] = {}
        self.level_combos: dict[int, QComboBox] = {}
        self.name_labels: dict[int, QLabel] = {}
        self.status_labels: dict[int, QLabel] = {}

        self.note = plain_label("", self)
        self.note.setObjectName("lobbyNote")
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addStretch(1)

        buttons = QHBoxLayout()
        self.cancel_button = QPushButton(translate("LobbyDialog", "Cancel the game") if host
                                         else translate("LobbyDialog", "Leave the table"), self)
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.setToolTip(translate("LobbyDialog", "Close the table; the others are told.")
                                      if host else translate("LobbyDialog", "Give up your seat and go back."))
        self.cancel_button.clicked.connect(self.cancelRequested.emit)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        self.start_button = QPushButton(translate("LobbyDialog", "Start game"), self)
        self.start_button.setObjectName("startButton")
        set_role(self.start_button, "primary")
        self.start_button.clicked.connect(self.startRequested.emit)
        self.start_button.setVisible(host)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)

    # --- drawing ------------------------------------------------------------------------------
    def show_state(self, state: LobbyState) -> None:
        """Draw the lobby as `state` says (called again with each `lobby` message)."""
        self.state = state
        game_name = text(state.game_name)
        self.heading.setText(
            (translate("LobbyDialog", "{game}: waiting for players") if self.host
             else translate("LobbyDialog", "{game}: you have joined the table")).format(game=game_name))
        if self.host:
            self.intro.setText(translate("LobbyDialog", "Tell the others the address and the room code "
                                         "below. On their computer they choose Join a game on the home "
                                         "screen and type them in."))
        else:
            mine = [translate("LobbyDialog", "{name} (seat {number})").format(
                name=s.name, number=s.seat + 1) for s in state.seats if s.seat in state.my_seats]
            if mine:
                self.intro.setText(translate("LobbyDialog", "You play {seats}. The game begins when the "
                                             "host starts it.").format(
                    seats=translate("LobbyDialog", " and ", "between a person's seats").join(mine)))
            else:
                self.intro.setText(translate("LobbyDialog", "You play a seat. The game begins when the "
                                             "host starts it."))
        self.where.setVisible(self.host)
        self.address_title.setText(translate("LobbyDialog", "Addresses:") if len(state.addresses) > 1
                                   else translate("LobbyDialog", "Address:"))
        self.addresses_label.setText("\n".join(a.text() for a in state.addresses)
                                     or translate("LobbyDialog", "The table has no address yet."))
        self.code_label.setText(spaced_code(state.code))
        self._draw_seats(state)
        waiting = state.waiting_for
        if state.can_start:
            note = (translate("LobbyDialog", "Everybody is here: you can start the game.") if self.host
                    else translate("LobbyDialog", "Everybody is here; the host may start at any moment."))
        elif waiting:
            seats = translate("LobbyDialog", ", ", "between seat numbers").join(
                translate("LobbyDialog", "seat {number}").format(number=s.seat + 1) for s in waiting)
            count = len(waiting)  # a plain name: pyside6-lupdate skips a call with len(...) in it
            if count == 1:
                note = translate("LobbyDialog", "The game can start once one joining seat ({seats}) is "
                                 "taken.").format(seats=seats)
            else:
                note = translate("LobbyDialog", "The game can start once %n joining seats ({seats}) are "
                                 "taken.", "", count).format(seats=seats)
            if self.host and self.bot_levels:
                note = translate("LobbyDialog", "{sentence} You may also give a seat nobody took to a "
                                 "bot.", "the sentence above, then this one").format(sentence=note)
        else:
            note = translate("LobbyDialog", "The table is being set up.")
        self.note.setText(note)
        self._grow_to_fit()
        self.start_button.setEnabled(state.can_start and not state.started)
        self.start_button.setToolTip(translate("LobbyDialog", "Start the game for everybody.")
                                     if state.can_start
                                     else translate("LobbyDialog", "Every joining seat must be taken first."))

    def _draw_seats(self, state: LobbyState) -> None:
        for widget in self.seat_widgets:
            widget.hide()
            self.seats_grid.removeWidget(widget)
            widget.deleteLater()
        self.seat_widgets, self.bot_buttons, self.level_combos = [], {}, {}
        self.name_labels, self.status_labels = {}, {}
        for row, seat in enumerate(state.seats):
            number = plain_label(translate("LobbyDialog", "Seat {number}").format(number=seat.seat + 1),
                                 self.seats_box)
            name = plain_label(seat.name if seat.status != "empty"
                               else translate("LobbyDialog", "Free seat"), self.seats_box)
            name.setObjectName(f"lobbySeatName{seat.seat}")
            words = plain_label(status_words(seat), self.seats_box)
            words.setObjectName(f"lobbySeatStatus{seat.seat}")
            words.setWordWrap(True)
            words.setProperty("role", "muted")
            # A short sentence on one line (the dialog grows for it); only a long one wraps.
            words.setMinimumWidth(min(words.fontMetrics().horizontalAdvance(words.text()) + 4, 320))
            cells: list[QWidget] = [number, name, words]
            self.name_labels[seat.seat], self.status_labels[seat.seat] = name, words
            if seat.seat in state.my_seats and not self.host:
                set_role(name, "heading")
            for column, widget in enumerate(cells):
                self.seats_grid.addWidget(widget, row, column)
            if self.host and seat.waiting and self.bot_levels and not state.started:
                combo = QComboBox(self.seats_box)
                combo.setObjectName(f"lobbyLevel{seat.seat}")
                combo.setToolTip(translate("LobbyDialog", "How well the bot plays this seat."))
                for key, level_name in self.bot_levels:
                    combo.addItem(level_name, key)
                combo.setCurrentIndex(min(1, combo.count() - 1))
                button = QPushButton(translate("LobbyDialog", "Give to a bot"), self.seats_box)
                button.setObjectName(f"lobbyBot{seat.seat}")
                button.setToolTip(translate("LobbyDialog", "A bot plays seat {number} instead of a "
                                            "joining player.").format(number=seat.seat + 1))
                button.clicked.connect(lambda _=False, s=seat.seat, c=combo:
                                       self.giveToBotRequested.emit(s, str(c.currentData())))
                self.seats_grid.addWidget(combo, row, 3)
                self.seats_grid.addWidget(button, row, 4)
                cells += [combo, button]
                self.bot_buttons[seat.seat] = button
                self.level_combos[seat.seat] = combo
            for widget in cells:
                widget.show()  # now, not on the layout's next turn: the dialog is measured next
            self.seat_widgets += cells

    def _grow_to_fit(self) -> None:
        """The lobby opens before anybody has joined and grows as seats come in: never squeezed
        below what its (wrapping) sentences need at its width."""
        layout = self.layout()
        layout.invalidate()
        layout.activate()
        width = max(self.width(), layout.sizeHint().width())
        screen = self.screen()
        if screen is not None:
            width = min(width, screen.availableGeometry().width() - 16)
        height = max(layout.totalHeightForWidth(width), layout.minimumSize().height(),
                     layout.sizeHint().height() if layout.totalHeightForWidth(width) < 0 else 0)
        if width > self.width() or height > self.height():
            self.resize(width, max(height, self.height()))

    # --- the invitation -------------------------------------------------------------------------
    def invitation(self) -> str:
        """What the host sends the others: the address(es) and the room code, in sentences."""
        if self.state is None:
            return ""
        addresses = translate("LobbyDialog", " or ", "between a table's addresses").join(
            a.text() for a in self.state.addresses)
        return translate("LobbyDialog", "Join my game of {game} in Tabletop Desktop: choose Join a game, "
                         "type the address {addresses} and the room code {code}.").format(
            game=text(self.state.game_name), addresses=addresses, code=spaced_code(self.state.code))

    def copy_invitation(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.invitation())
        self.copy_button.setText(translate("LobbyDialog", "Copied"))
