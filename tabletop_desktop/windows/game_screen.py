"""The game screen: the game's view in the centre, the message area under it (the one place
where the game says what to do, why a move was refused, or a hint), and a side panel with the
scoreboard and the log. It wires one `GameSession` and its `GameView` together."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget

from tabletop_desktop.session.table import TableSession
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.game_view import GameView
from tabletop_desktop.views.common.handover_cover import HandoverCover
from tabletop_desktop.views.common.log_panel import LogPanel
from tabletop_desktop.views.common.message_area import MessageArea
from tabletop_desktop.views.common.motion import motion_factor
from tabletop_desktop.views.common.scoreboard import Scoreboard
from tabletop_desktop.views.common.seat_label import seat_label
from tabletop_desktop.windows.banner import MessageBanner
from tabletop_desktop.windows.seat_status import SeatGoneBar, SeatStatusKeeper

FLASH_MS = 2600  # how long a refused move's reason stays highlighted
COUNT_UP_MS = 600  # a score gain counts up this long at normal animation speed
SIDE_PANEL_WIDTH = 300


def seat_kind_label(session: TableSession, seat: int) -> str:
    """ "Person" or "Bot · Strong" for the scoreboard, from the public facts (the same words
    for a table here and one on another computer)."""
    return seat_label(session.facts().seats[seat])


class GameScreen(QWidget):
    """Hosts the current game; `attach` connects a new session and view, `detach` lets them go."""

    # The host gives a joining player's seat to a bot (seat, level key): a network game only.
    giveSeatToBot = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameScreen")
        self.session: object | None = None
        self.view: GameView | None = None
        self._thinking_seat: int | None = None
        self.count_up_ms = COUNT_UP_MS

        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        outer.setSpacing(10)

        centre = QVBoxLayout()
        centre.setSpacing(8)
        self.banner = MessageBanner(self)
        centre.addWidget(self.banner)
        self._centre = centre
        self.seat_gone_bar: SeatGoneBar | None = None
        self.seat_status: SeatStatusKeeper | None = None
        self.game_area = QFrame(self)
        self.game_area.setObjectName("gameArea")
        self._area_layout = QVBoxLayout(self.game_area)
        self._area_layout.setContentsMargins(0, 0, 0, 0)
        centre.addWidget(self.game_area, 1)
        # Two lines high whatever it says, so a long message never moves the table; it breaks
        # inside a forty-letter name too instead of widening the window.
        self.status = MessageArea(self)
        centre.addWidget(self.status)
        outer.addLayout(centre, 1)

        side = QVBoxLayout()
        side.setSpacing(10)
        self.scoreboard = Scoreboard(self)
        self.log_panel = LogPanel(self)
        side.addWidget(self.scoreboard)
        side.addWidget(self.log_panel, 1)
        side_widget = QWidget(self)
        side_widget.setObjectName("sidePanel")
        side_widget.setLayout(side)
        side_widget.setFixedWidth(SIDE_PANEL_WIDTH)
        side.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(side_widget)

        self.cover = HandoverCover(self.game_area)
        self.cover.confirmed.connect(self._cover_confirmed)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._end_flash)

    # --- wiring -------------------------------------------------------------------------------
    def attach(self, session: object, view: GameView, settings: Settings | None = None) -> None:
        """Show `view` for `session` and follow the session's signals."""
        self.detach()
        colour_blind = settings is not None and settings.colour_blind
        self.set_motion(settings)
        self.session, self.view = session, view
        self._area_layout.addWidget(view)
        names = session.names()
        self.scoreboard.set_seats(names, [seat_kind_label(session, s) for s in range(len(names))],
                                  colour_blind)
        self.log_panel.set_lines(session.log)
        self.banner.clear()
        self.cover.hide()
        self._flash_timer.stop()
        self._end_flash()
        for signal, slot in self._session_slots(session):
            signal.connect(slot)
        view.statusChanged.connect(self._on_view_status)
        view.scoresShown.connect(self._on_view_scores)
        self.refresh_scores()
        self.set_status(view.status_text())

    def _session_slots(self, session: object) -> list[tuple[object, object]]:
        """The session's signals this screen follows. A table on another computer (a
        `RemoteSession`) has only the table's signals: `tableChanged` says what changed."""
        common = [(session.logAppended, self.log_panel.append), (session.refused, self.flash_status),
                  (session.handoverNeeded, self.show_handover)]
        if not hasattr(session, "actionApplied"):
            return [*common, (session.tableChanged, self._on_table_change)]
        return [*common, (session.reset, self._on_reset), (session.actionApplied, self._on_action),
                (session.pendingChanged, self._on_pending), (session.botThinking, self._on_bot_thinking),
                (session.autosaveFailed, self.banner.add_message)]

    def _on_table_change(self, change: object) -> None:
        if getattr(change, "kind", "") == "reset":
            self._on_reset()
        else:
            self._on_action(None, None)
            self._on_pending(None)

    def detach(self) -> None:
        """Disconnect and discard the current view (the session is the caller's)."""
        if self.session is not None:
            for signal, slot in self._session_slots(self.session):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass  # already gone with its object
        if self.view is not None:
            self.view.shutdown()
            self.view.hide()
            self.view.setParent(None)
            self.view.deleteLater()
        self.session, self.view = None, None
        self._thinking_seat = None
        self.cover.hide()
        self._stop_seat_status()

    # --- a network game's seats -------------------------------------------------------------------
    def follow_seat_status(self, host: bool, bot_levels: Sequence[tuple[str, str]] = ()) -> None:
        """A network game: show each seat's connection on the scoreboard; the host (`host`) is
        offered to give a seat whose player is gone to a bot, at one of `bot_levels`."""
        self._stop_seat_status()
        if self.session is None:
            return
        if host:
            self.seat_gone_bar = SeatGoneBar(bot_levels, self)
            self.seat_gone_bar.giveToBot.connect(self.giveSeatToBot.emit)
            self._centre.insertWidget(1, self.seat_gone_bar)
        names = self.session.names()
        kinds = [seat_kind_label(self.session, s) for s in range(len(names))]
        self.seat_status = SeatStatusKeeper(self.scoreboard, self.seat_gone_bar, names, kinds, parent=self)

    def set_seat_status(self, seat: int, status: str) -> None:
        """A joining seat's connection changed (online, reconnecting, left, bot)."""
        if self.seat_status is not None:
            self.seat_status.set_status(seat, status)

    def _stop_seat_status(self) -> None:
        if self.seat_status is not None:
            self.seat_status.timer.stop()
            self.seat_status.deleteLater()
            self.seat_status = None
        if self.seat_gone_bar is not None:
            self.seat_gone_bar.hide()
            self._centre.removeWidget(self.seat_gone_bar)
            self.seat_gone_bar.deleteLater()
            self.seat_gone_bar = None

    # --- scoreboard -----------------------------------------------------------------------------
    def set_motion(self, settings: Settings | None) -> None:
        """Score count-ups follow the animation speed; none with reduced motion."""
        self.count_up_ms = int(COUNT_UP_MS * motion_factor(settings))

    def refresh_scores(self, count_up: bool = False) -> None:
        session = self.session
        if session is None:
            return
        if not hasattr(session, "state"):  # a table on another computer: its public facts
            facts = session.facts()
            shown = self.view.shown_scores() if self.view is not None else None
            self.scoreboard.update_scores(facts.scores if shown is None else shown, facts.pending,
                                          facts.winners if facts.over else (),
                                          self.count_up_ms if count_up and shown is None else 0)
            self.scoreboard.set_bag_count(self._bag_count())
            return
        state = session.state
        winners = state.winners() if state.is_over() else ()
        # A view that draws moves step by step says which scores its table shows: the
        # scoreboard shows those, from the same moment, without a count-up of its own (one
        # ahead of the sheet showed 36 while the sheet said 37).
        shown = self.view.shown_scores() if self.view is not None else None
        scores = state.scores() if shown is None else shown
        count_up_ms = self.count_up_ms if count_up and shown is None else 0
        self.scoreboard.update_scores(scores, state.pending(), winners, count_up_ms)
        self.scoreboard.set_bag_count(self._bag_count())

    def _bag_count(self) -> int | None:
        # A view may say how many pieces are left; otherwise the seat's engine view may carry it.
        offered = getattr(self.view, "bag_count", None)
        if callable(offered):
            count = offered()
            return count if isinstance(count, int) else None
        try:
            seat = 0
            if not hasattr(self.session, "state"):  # only this screen's seats have views here
                seat = next(iter(getattr(self.session, "seats_here", ())), -1)
                if seat < 0:
                    return None
            count = getattr(self.session.view_for(seat), "bag_count", None)
        except Exception:  # noqa: BLE001 - a game without per-seat views simply shows no bag
            return None
        return count if isinstance(count, int) and not isinstance(count, bool) else None

    # --- status line ----------------------------------------------------------------------------
    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def flash_status(self, text: str) -> None:
        """Show a refusal's reason, highlighted for a moment."""
        self.status.setText(text)
        self.status.setProperty("flash", "true")
        self._repolish(self.status)
        self._flash_timer.start(FLASH_MS)

    def _end_flash(self) -> None:
        self.status.setProperty("flash", "false")
        self._repolish(self.status)
        if self.view is not None and not self._bot_words_shown():
            self.status.setText(self.view.status_text())

    @staticmethod
    def _repolish(widget: QWidget) -> None:
        widget.style().unpolish(widget)
        widget.style().polish(widget)

    def _bot_words_shown(self) -> bool:
        """A bot is thinking and no person must act meanwhile: the area says the bot thinks."""
        return self._thinking_seat is not None and not (self.view is not None and self.view.person_acts())

    def _on_view_status(self, text: str) -> None:
        if not self._bot_words_shown() and not self._flash_timer.isActive():
            self.set_status(text)

    def _on_view_scores(self, scores: object) -> None:
        self.refresh_scores()

    def _on_bot_thinking(self, seat: int) -> None:
        self._thinking_seat = seat
        if self._bot_words_shown() and not self._flash_timer.isActive():
            self.set_status(sentences.BOT_THINKING(self.session.names()[seat]))

    # --- session signals --------------------------------------------------------------------------
    def _on_action(self, action: object, events: object) -> None:
        self.refresh_scores(count_up=True)
        if self._flash_timer.isActive():
            # A refusal's reason is old news once a move is made: say what to do now instead.
            self._flash_timer.stop()
            self._end_flash()

    def _on_pending(self, seats: object) -> None:
        self._thinking_seat = None
        self.refresh_scores()
        if self.view is not None and not self._flash_timer.isActive():
            self.set_status(self.view.status_text())

    def _on_reset(self) -> None:
        self._thinking_seat = None
        self.log_panel.set_lines(self.session.log)
        self.refresh_scores()
        if self.view is not None:
            self.set_status(self.view.status_text())

    # --- pass and play --------------------------------------------------------------------------
    def show_handover(self, seat: int) -> None:
        """Cover the table until the person at `seat` is at the screen."""
        name = self.session.names()[seat]
        self.cover.show_for(name, self.changes_since_turn_of(seat))
        self.set_status(sentences.PASS_THE_SCREEN(name))

    def changes_since_turn_of(self, seat: int) -> list[str]:
        """The log lines of the moves made since `seat` last acted (none before its first turn
        ends: then every move so far is listed)."""
        history = getattr(self.session, "history", [])
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i][0].seat == seat), None)
        count = len(history) - (last + 1 if last is not None else 0)
        log = list(getattr(self.session, "log", []))
        return log[len(log) - count:] if count > 0 else []

    def _cover_confirmed(self) -> None:
        if self.view is not None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.set_status(self.view.status_text())
