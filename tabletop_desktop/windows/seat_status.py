"""A network game's seats during play: each joining player's connection (online, reconnecting,
left) under their name on the scoreboard, and for the host, once a player has been gone a while,
a bar offering to give their seat to a bot (or to wait).

`SeatStatusKeeper` follows the protocol's `seat_status` messages (`set_status`); it knows
nothing of the network, so the game screen's tests drive it directly.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QPushButton, QWidget

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.scoreboard import Scoreboard
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.windows.network_model import short_status

GONE_AFTER_S = 60.0  # a player away this long may have their seat given to a bot


class SeatGoneBar(QFrame):
    """"Bo has been away for a minute": give the seat to a bot at a level, or wait."""

    giveToBot = Signal(int, str)  # seat, level key
    waitChosen = Signal(int)

    def __init__(self, bot_levels: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatGoneBar")
        self.setProperty("role", "banner")
        self.seat: int | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 8, 8)
        self.words = plain_label("", self)
        self.words.setObjectName("seatGoneWords")
        self.words.setWordWrap(True)
        layout.addWidget(self.words, 1)
        self.level = QComboBox(self)
        self.level.setObjectName("seatGoneLevel")
        self.level.setToolTip(translate("SeatGoneBar", "How well the bot plays the seat."))
        for key, name in bot_levels:
            self.level.addItem(name, key)
        self.level.setCurrentIndex(min(1, self.level.count() - 1))
        layout.addWidget(self.level)
        self.bot_button = QPushButton(translate("SeatGoneBar", "Give the seat to a bot"), self)
        self.bot_button.setObjectName("seatGoneBot")
        self.bot_button.clicked.connect(self._give)
        layout.addWidget(self.bot_button)
        self.wait_button = QPushButton(translate("SeatGoneBar", "Wait"), self)
        self.wait_button.setObjectName("seatGoneWait")
        self.wait_button.setToolTip(translate("SeatGoneBar", "Keep the seat for the player; this bar comes "
                                              "back if they stay away."))
        self.wait_button.clicked.connect(self._wait)
        layout.addWidget(self.wait_button)
        self.hide()

    def show_for(self, seat: int, name: str, left: bool) -> None:
        self.seat = seat
        if left:
            words = translate("SeatGoneBar", "{name} has left the table. You may give the seat to a bot, "
                              "or wait for {name} to come back.")
        else:
            words = translate("SeatGoneBar", "{name} has been away for a while. You may give the seat to "
                              "a bot, or wait for {name} to come back.")
        self.words.setText(words.format(name=name))
        self.bot_button.setEnabled(self.level.count() > 0)
        self.show()

    def _give(self) -> None:
        if self.seat is not None:
            self.giveToBot.emit(self.seat, str(self.level.currentData()))
            self.hide()

    def _wait(self) -> None:
        if self.seat is not None:
            self.waitChosen.emit(self.seat)
            self.hide()


class SeatStatusKeeper(QObject):
    """Shows each joining seat's connection on the scoreboard and, for the host, offers a seat
    whose player has been gone `gone_after_s` to a bot."""

    def __init__(self, scoreboard: Scoreboard, bar: SeatGoneBar | None, names: Sequence[str],
                 kinds: Sequence[str], gone_after_s: float = GONE_AFTER_S,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        """`kinds` are the scoreboard's labels ("Person"); `bar` is None on a joining computer."""
        super().__init__(parent)
        self.scoreboard, self.bar = scoreboard, bar
        self.names, self.kinds = list(names), list(kinds)
        self.gone_after_s, self.clock = gone_after_s, clock
        self.status: dict[int, str] = {}
        self.away_since: dict[int, float] = {}
        self.waited: set[int] = set()  # the host chose to wait for these players
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.check_gone)
        if bar is not None:
            bar.waitChosen.connect(self._waiting)

    def set_status(self, seat: int, status: str) -> None:
        """A seat's connection changed (the protocol's `seat_status`)."""
        if not 0 <= seat < len(self.names):
            return
        if status == "left" and self.status.get(seat) != "left":
            self.waited.discard(seat)  # gone for good now: the host is asked again
        self.status[seat] = status
        if status == "bot":
            self.kinds[seat] = translate("SeatStatusKeeper", "Bot", "a seat a bot plays")
        row = self.scoreboard.rows[seat] if seat < len(self.scoreboard.rows) else None
        if row is not None:
            label = (self.kinds[seat] if status == "bot" else
                     translate("SeatStatusKeeper", "{kind} \u00b7 {status}",
                               "a seat's kind and its connection").format(kind=self.kinds[seat],
                                                                          status=short_status(status)))
            row.kind_label.setText(label)
            row.kind_label.setToolTip(self.sentence(seat))
        if status in ("reconnecting", "left"):
            self.away_since.setdefault(seat, self.clock())
            self.timer.start()
        else:
            self.away_since.pop(seat, None)
            self.waited.discard(seat)
            if self.bar is not None and self.bar.seat == seat:
                self.bar.hide()
        self.check_gone()

    def sentence(self, seat: int) -> str:
        name = self.names[seat]
        status = self.status.get(seat, "")
        if status == "online":
            return translate("SeatStatusKeeper", "{name} is connected.").format(name=name)
        if status == "reconnecting":
            return translate("SeatStatusKeeper", "{name} lost the connection; the app is "
                             "reconnecting.").format(name=name)
        if status == "left":
            return translate("SeatStatusKeeper", "{name} has left the table.").format(name=name)
        if status == "bot":
            return translate("SeatStatusKeeper", "A bot now plays {name}'s seat.").format(name=name)
        if status == "unknown":
            return translate("SeatStatusKeeper", "Whether {name} is connected is not known while this "
                             "computer's connection is down.").format(name=name)
        return ""

    def check_gone(self) -> None:
        """Offer the longest-gone seat to a bot, once it has been gone long enough."""
        if not self.away_since:
            self.timer.stop()
        if self.bar is None or self.bar.isVisible():
            return
        now = self.clock()
        gone = [seat for seat, since in sorted(self.away_since.items(), key=lambda item: item[1])
                if now - since >= self.gone_after_s
                or (self.status.get(seat) == "left" and seat not in self.waited)]
        if gone:
            seat = gone[0]
            self.bar.show_for(seat, self.names[seat], self.status.get(seat) == "left")

    def _waiting(self, seat: int) -> None:
        # Asked again after another while away.
        if seat in self.away_since:
            self.waited.add(seat)
            self.away_since[seat] = self.clock()
