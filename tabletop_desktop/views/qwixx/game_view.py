"""The Qwixx game view: the dice tray and the deciding person's sheet large, every other sheet
smaller beside or below it, and a bar with Roll, Skip, Undo and Hint.

It is composed of parts with one job each: the table model (views/common: one `QwixxMoment` per
change of the session), the scene (`TableScene`, the sheets and the dice), the playback (each
change's events drawn in turn while the bots wait), the drawing (every seat's piece from the
moment and the playback), the input (clicks, keys and buttons into the moment's actions), the
hint part and the status part. The view never changes the game and never asks the engine what
is legal: it submits the actions the moment names.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tabletop_desktop.engine.core import Seat
from tabletop_desktop.engine.qwixx.sheet import Sheet
from tabletop_desktop.session.table import TableChange, TableSession
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.motion import motion_factor
from tabletop_desktop.views.common.seat_label import seat_label
from tabletop_desktop.views.common.status_part import StatusPart
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.qwixx.animations import Choreographer
from tabletop_desktop.views.qwixx.controls import ControlBar
from tabletop_desktop.views.qwixx.drawing import TableDrawing
from tabletop_desktop.views.qwixx.hint import HintPart
from tabletop_desktop.views.qwixx.input import QwixxInput, qwixx_keys
from tabletop_desktop.views.qwixx.moment import QwixxMoment, qwixx_moment
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.playback import Playback
from tabletop_desktop.views.qwixx.summary import GameFacts, build_end_summary, sheets_picture
from tabletop_desktop.views.qwixx.table_scene import TableScene, TableView


class QwixxGameView(GameView):
    """The central widget of a Qwixx game."""

    def __init__(self, session: TableSession, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.model = TableModel(session, qwixx_moment, self)
        facts = self.model.facts
        names = facts.names
        self.persons: tuple[Seat, ...] = facts.screen_seats
        self.style = PadStyle()
        self.scene = TableScene(len(names), self.style, self)
        self.table = TableView(self.scene)
        self.bar = ControlBar()
        self.choreo = Choreographer(self)
        self.status = StatusPart(self.statusChanged, self)
        self.hints = HintPart(self.model, self.status, self)
        self.playback = Playback(self.scene, self.choreo, names, self.persons, self._seats_changed)
        self.drawing = TableDrawing(self.scene, self.playback, names,
                                    [seat_label(seat) for seat in facts.seats])
        self.input = QwixxInput(session, self.model, self.status, self.hints,
                                lambda: self.choreo.busy, self.drawing.draw_pointer)
        self.table.key_handler = self.input.handle_key
        self._shown_scores: list[int] = []
        self._hint_enabled = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.bar)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.table)
        self._connect()
        self.apply_settings(settings)
        self._start(self.moment)

    def _connect(self) -> None:
        self.model.changed.connect(self._on_change)
        self.choreo.busyChanged.connect(self._on_busy)
        self.hints.shown.connect(self._on_hint)
        self.hints.asked.connect(self._draw_bar)
        for item in self.scene.sheets:
            item.boxHovered.connect(self.input.on_hover)
            item.boxClicked.connect(self.input.cross_box)
        self.bar.roll.clicked.connect(self.input.roll)
        self.bar.skip.clicked.connect(self.input.skip)
        self.bar.take_back.clicked.connect(self.input.take_back)
        self.bar.hint.clicked.connect(self.input.hint)

    # --- what the view knows ---------------------------------------------------------------------
    @property
    def moment(self) -> QwixxMoment:
        moment = self.model.moment
        assert isinstance(moment, QwixxMoment)
        return moment

    @property
    def main_seat(self) -> Seat:
        return self.scene.main_seat

    @property
    def display(self) -> list[Sheet]:
        """Each seat's sheet as the table shows it now (a cross counts once it lands)."""
        return self.playback.shown.sheets

    @property
    def shown_locked(self) -> frozenset[str]:
        return self.playback.shown.locked

    @property
    def picked_box(self) -> tuple[str, int] | None:
        """The box the keys picked (None: none)."""
        return self.input.cursor

    @property
    def hint_boxes(self) -> frozenset[tuple[str, int]]:
        return self.hints.boxes

    @property
    def hint_skip(self) -> bool:
        return self.hints.skip

    @property
    def motion(self) -> bool:
        return self.choreo.factor > 0

    def my_turn(self) -> bool:
        return self.input.my_turn()

    def person_acts(self) -> bool:
        """The white sum is chosen by everybody at once: a person's prompt stays in the message
        area while a bot thinks about its own choice."""
        return self.moment.deciding is not None

    def status_text(self) -> str:
        """What the person may do now (or a hint, or why a choice was refused), in plain words:
        the game screen's message area is the one place that says it."""
        return self.status.text

    def shown_scores(self) -> list[int]:
        return self.playback.shown.scores()

    def can_hint(self) -> bool:
        return self.my_turn() and self.moment.can_hint and not self.hints.running

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self, settings: object) -> None:
        """Theme, colour-blind palette, animation speed and reduced motion."""
        if not isinstance(settings, Settings):
            return
        self.settings = settings
        self.style = PadStyle(settings.colour_blind, settings.theme == "dark")
        self.scene.set_style(self.style)
        self.playback.set_style(self.style)
        self.table.colours = theme_colours("dark" if self.style.dark else "light")
        self.table.resetCachedContent()  # the felt is cached: repaint it in the new theme
        self.table.viewport().update()
        self.choreo.factor = motion_factor(settings)

    # --- changes -----------------------------------------------------------------------------
    def _start(self, moment: QwixxMoment) -> None:
        """Everything as the moment has it (start, undo, load)."""
        self.hints.clear()
        self.input.let_go()
        self.playback.reset(moment, self.model.table.played)
        self._place_main_seat(moment, force=True)
        self.status.show(moment.status, self.model.facts)
        self.refresh()
        QTimer.singleShot(0, self.table.refit)

    def _on_change(self, change: TableChange, moment: QwixxMoment) -> None:
        """One change of the table: its events are played in turn, the table redrawn once."""
        if change.kind == "reset" or change.played is None:
            self._start(moment)
            return
        self.hints.clear()  # advice for the position that has gone (as before: any move clears it)
        self.playback.play(change.played.events)
        self._place_main_seat(moment)
        self.status.show(moment.status, change.facts)
        self.refresh()

    def _place_main_seat(self, moment: QwixxMoment, force: bool = False) -> None:
        """The sheet the moment names is drawn large."""
        main = moment.large_seat
        self.playback.main_seat = main
        if main != self.scene.main_seat or force:
            self.scene.main_seat = main
            self.input.let_go()  # the boxes picked on the other sheet mean nothing here
            self.table.refit()

    def refresh(self) -> None:
        """The whole table from the moment: every seat, the dice caption, the buttons, the
        scores. Once per change of the table."""
        moment = self.moment
        busy = self.choreo.busy
        self.drawing.draw(moment, busy, self.input.pointer())
        if not busy:  # the dice still tumbling: the words wait for them to settle
            self.scene.tray.set_caption(moment.headline, moment.detail)
        self._draw_bar()
        self._emit_scores()

    def _draw_bar(self) -> None:
        self.bar.show_moment(self.moment, not self.choreo.busy, self.hints.running,
                             self.hints.skip, bool(self.persons))
        if self._hint_enabled != self.can_hint():
            self._hint_enabled = self.can_hint()
            self.hintAvailableChanged.emit(self._hint_enabled)

    def _seats_changed(self, seats: tuple[Seat, ...]) -> None:
        """A step of the playback drew something on these seats' sheets."""
        if self.choreo.busy:  # with reduced motion the change's one redraw follows at once
            self.drawing.draw_seats(seats)
            self._emit_scores()

    def _emit_scores(self) -> None:
        scores = self.shown_scores()
        if scores != self._shown_scores:
            self._shown_scores = scores
            self.scoresShown.emit(scores)

    def _on_busy(self, busy: bool) -> None:
        self.session.set_animating(busy)
        if not busy:
            self._settle()

    def _settle(self) -> None:
        """The steps are over: every sheet already shows the game's crosses, so only what waited
        for a still table is drawn now: the large sheet's legal boxes, the dice's words, the
        buttons."""
        moment = self.moment
        self.playback.settle(moment)
        self.drawing.busy = False
        self.drawing.draw_seats((self.main_seat,))
        self.scene.tray.set_caption(moment.headline, moment.detail)
        self._draw_bar()
        self._emit_scores()

    def _on_hint(self) -> None:
        if self.hints.boxes:
            self.input.set_cursor(next(iter(self.hints.boxes)))
        self.drawing.draw_pointer(self.input.pointer())
        self._draw_bar()

    # --- commands the window and the tests use ------------------------------------------------
    def roll(self) -> None:
        self.input.roll()

    def hint(self) -> None:
        self.input.hint()

    def say(self, message: str) -> None:
        """Tell the person something now (a refusal and why, a hint)."""
        self.status.say(message)

    # --- end of game ---------------------------------------------------------------------------
    def game_facts(self) -> GameFacts:
        """The game's facts for the end summary and the printed page."""
        facts = self.session.facts()  # now: a hint shown after the last move counts too
        return GameFacts.of(self.model.table, facts, self.style.colour_blind)

    def sheets_picture(self, width: int = 900) -> QPixmap:
        return sheets_picture(self.game_facts(), self.style, width)

    def end_summary(self) -> EndSummary:
        facts = self.game_facts()
        return build_end_summary(facts, sheets_picture(facts, self.style))

    def print_summary(self, printer: QPrinter) -> None:
        from tabletop_desktop.views.qwixx.printing import print_summary

        print_summary(self.game_facts(), printer)

    def keyboard_help(self) -> list[tuple[str, str]]:
        """Qwixx's keys (see input.py), for Help > Keyboard shortcuts."""
        return qwixx_keys()

    def shutdown(self) -> None:
        self.choreo.finish_all()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.input.handle_key(event):
            super().keyPressEvent(event)
