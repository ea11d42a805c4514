"""The Qwirkle game view: the table (as large as possible), the person's rack at the bottom edge with
the action buttons beside it, and a strip with this move's points, zoom and the unseen-tile tracker.
When only bots play, a calm note takes the place of the rack and the buttons.

The view never changes the game and never reads it: the table model gives it one `QwirkleMoment`
per change (views/qwirkle/moment.py) with the change's moves; the view builds Place / Exchange /
Pass actions from what the person does and submits them. It is composed of parts with one job
each: the scene and its view, the playback of moves (playback.py), the input (input.py), the
buttons (controls.py) and the status words (views/common/status_part.py).
"""

from __future__ import annotations

from collections.abc import Container

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tabletop_desktop.engine.qwirkle.actions import Pass
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, Text, text, translate
from tabletop_desktop.session.game_session import UNDONE, UNDONE_PRACTICE
from tabletop_desktop.session.table import TableChange, TableSession
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.motion import motion_factor
from tabletop_desktop.views.common.status_part import StatusPart, watching
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.qwirkle.animations import MoveAnimator
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.board_view import BoardView
from tabletop_desktop.views.qwirkle.controls import (
    ActionButtons,
    InfoStrip,
    TurnButtons,
    TurnState,
    WatchingNote,
)
from tabletop_desktop.views.qwirkle.hint_display import HintDisplay
from tabletop_desktop.views.qwirkle.hint_part import HintPart
from tabletop_desktop.views.qwirkle.input import PlacingInput, keys_shown
from tabletop_desktop.views.qwirkle.moment import QwirkleMoment, qwirkle_moment
from tabletop_desktop.views.qwirkle.placement import Placement
from tabletop_desktop.views.qwirkle.playback import Playback
from tabletop_desktop.views.qwirkle.rack import Rack, RackOrder
from tabletop_desktop.views.qwirkle.tile_item import Cell
from tabletop_desktop.views.qwirkle.tracker import TrackerPart, UnseenTracker
from tabletop_desktop.views.qwirkle.turn_words import preview_words, turn_words

REFUSED = QT_TRANSLATE_NOOP("QwirkleGameView", "The move was refused.")
WATCHING_TITLE = QT_TRANSLATE_NOOP("QwirkleGameView", "Watching the bots play")
WATCHING_DETAIL = QT_TRANSLATE_NOOP("QwirkleGameView", "Each move appears on the table and in the "
                                    "game log. Zoom with + and \u2212.")
WATCHED_TITLE = QT_TRANSLATE_NOOP("QwirkleGameView", "The bots' game is over.")
WATCHED_DETAIL = QT_TRANSLATE_NOOP("QwirkleGameView", "The final table stays on show.")


class QwirkleGameView(GameView):
    """The central widget of a Qwirkle game."""

    def __init__(self, session: TableSession, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        GameView.__init__(self, parent)
        self.session = session
        self.settings = settings
        self.model = TableModel(session, qwirkle_moment, self)
        self.scene = BoardScene(self)
        self.board_view = BoardView(self.scene)
        self.animator = MoveAnimator(self.scene, self)
        self.placement = Placement()
        self.rack = Rack()
        self.buttons = ActionButtons()
        self.strip = InfoStrip()
        self.watching = WatchingNote()
        self.tracker = UnseenTracker()
        self.hints = HintDisplay(self.scene)
        self.status = StatusPart(self.statusChanged, self)
        self.turn_buttons = TurnButtons(self.buttons, self.strip)
        self.playback = Playback(self.scene, self.board_view, self.animator, self.placement)
        self.input = PlacingInput(self.placement, self.scene, self.board_view, self.rack, self,
                                  self.animator.ms)
        self.hint_part = HintPart(self.model, self.hints, self.input, self.board_view, self, self)
        first = self.model.moment
        assert isinstance(first, QwirkleMoment)
        self.moment = first
        self.rack_order = RackOrder()
        self.tracker_part = TrackerPart(self.tracker, self.strip.tracker_toggle)
        self._hint_enabled = False
        self._build_layout()
        self._connect()
        self.apply_settings(settings)
        self._reset(self.moment)

    # --- building -----------------------------------------------------------------------------
    def _build_layout(self) -> None:
        bottom = QHBoxLayout()
        bottom.setContentsMargins(8, 4, 8, 8)
        bottom.setSpacing(14)
        bottom.addWidget(self.rack, 1)
        bottom.addWidget(self.buttons, 0, Qt.AlignmentFlag.AlignVCenter)
        bottom.addWidget(self.watching, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.strip)
        layout.addWidget(self.tracker)
        layout.addLayout(bottom)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.board_view)

    def _connect(self) -> None:
        self.model.changed.connect(self._on_change)
        self.session.refused.connect(self._on_refused)
        self.animator.busyChanged.connect(self._on_busy)
        b = self.buttons
        b.confirm.clicked.connect(self.confirm)
        b.return_tiles.clicked.connect(self.return_tiles)
        b.exchange.clicked.connect(self.toggle_exchange)
        b.hint.clicked.connect(self.hint)
        b.pass_turn.clicked.connect(self.pass_turn)
        self.strip.undo.clicked.connect(self.undo)
        b.explain_when_disabled(self.strip.undo)
        b.disabledClicked.connect(self.say)  # a click on a disabled button says why
        self.strip.zoom_in.clicked.connect(lambda: self.board_view.zoom_by(1.25))
        self.strip.zoom_out.clicked.connect(lambda: self.board_view.zoom_by(0.8))
        self.strip.fit.clicked.connect(self.board_view.reset_to_fit)

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self, settings: object) -> None:
        """Colour-blind palette, theme, animation speed and reduced motion."""
        if not isinstance(settings, Settings):
            return
        self.settings = settings
        colour_blind = settings.colour_blind
        dark = settings.theme == "dark"
        self.scene.set_colour_blind(colour_blind)
        self.scene.set_dark(dark)
        for widget in (self.rack, self.tracker):
            widget.colour_blind = colour_blind
            widget.dark = dark
            widget.update()
        self.board_view.colours = theme_colours("dark" if dark else "light")
        self.board_view.viewport().update()
        self.animator.factor = motion_factor(settings)

    # --- what the view shows, for the window and tests ----------------------------------------
    @property
    def shown_seat(self) -> int | None:
        return self.moment.seat

    @property
    def cursor_cell(self) -> Cell | None:
        return self.input.cursor_cell

    @property
    def last_message(self) -> str:
        return self.status.said

    def my_turn(self) -> bool:
        return self.moment.my_turn

    def watching_bots(self) -> bool:
        """True when no person sits at the table."""
        return self.moment.watching

    def waiting(self) -> str:
        """Why the person can't act now (another player moves, the game is over), or ""."""
        return self.moment.waiting

    def status_text(self) -> str:
        """What the person may do now, in plain words (as the status part shows them)."""
        words = self._turn_words()
        if self.moment.watching and not self.moment.over:
            return watching(words)
        return words

    def _turn_words(self) -> str:
        return turn_words(self.moment, self.placement, self.hints.status(bool(self.placement.placed)))

    def hint_cells(self) -> Container[Cell]:
        return self.hints.ghosts

    def rack_clicked(self, index: int) -> None:
        self.input.rack_clicked(index)

    # --- one change, one moment --------------------------------------------------------------
    def _on_change(self, change: TableChange, moment: QwirkleMoment) -> None:
        if change.kind == "reset":
            self._reset(moment)
            return
        if change.played is not None:
            self.playback.play(change.played)
        self._take(moment)

    def _reset(self, moment: QwirkleMoment) -> None:
        """Start, undo, load: everything from the moment, without animation."""
        self.playback.reset(moment)
        self._take(moment)
        QTimer.singleShot(0, self.board_view.reset_to_fit)

    def _take(self, moment: QwirkleMoment) -> None:
        """A new moment: the rack, a fresh tentative move, the table, the tracker, the words."""
        self.moment = moment
        self.input.drop_tentative()
        self.placement.start(moment.seat, moment.laying, self.rack_order.arrange(moment.seat, moment.hand),
                             moment.bag_count, moment.my_turn)
        self.playback.follow(moment)
        self.scene.set_dead(moment.dead)
        self.rack.set_hidden(moment.rack_hidden)
        self._show_watching(moment)
        self.tracker_part.show(moment.unseen, moment.tracker_caption)
        self.strip.practice.setVisible(self.model.facts.practice)
        self.hint_part.follow(moment)
        self.refresh()

    def _show_watching(self, moment: QwirkleMoment) -> None:
        """Bots-only games: no rack and no buttons to puzzle over, just a calm note."""
        watching = moment.watching
        self.rack.setVisible(not watching)
        self.buttons.setVisible(not watching)
        self.watching.setVisible(watching)
        if watching:
            if moment.over:
                self.watching.show_watching(translate("QwirkleGameView", WATCHED_TITLE),
                                            translate("QwirkleGameView", WATCHED_DETAIL))
            else:
                self.watching.show_watching(translate("QwirkleGameView", WATCHING_TITLE),
                                            translate("QwirkleGameView", WATCHING_DETAIL))

    def refresh(self) -> None:
        """Redraw what depends on the tentative move: rack, highlights, preview, buttons, status."""
        p = self.placement
        self.input.sync()
        self.scene.set_candidates(p.candidates())
        self.scene.set_gaps(p.gaps() if p.mode == "place" else ())
        self.strip.preview.setText(preview_words(p))
        self._show_buttons()
        self.status.show(self._turn_words(), self.model.facts)

    def _show_buttons(self) -> None:
        m, p = self.moment, self.placement
        self.turn_buttons.show(TurnState(
            my_turn=m.my_turn, waiting=m.waiting, over=m.over, watching=m.watching,
            confirm_problem=p.confirm_problem(),
            can_return=bool(p.placed or p.marked or p.mode == "exchange"),
            exchanging=p.mode == "exchange", exchange_problem=m.exchange_problem,
            hint_on_show=self.hints.action is not None, hint_running=self.hints.running,
            can_pass=m.can_pass, can_undo=m.can_undo, undo_words=m.undo_words,
        ))
        if self._hint_enabled != self.can_hint():
            self._hint_enabled = self.can_hint()
            self.hintAvailableChanged.emit(self._hint_enabled)

    def say(self, message: Text) -> None:
        """Tell the person something now (a refusal and why, a hint), in their language."""
        self.status.say(text(message))

    def _on_refused(self, reason: Text) -> None:
        self.hint_part.refused()
        self.refresh()
        self.say(reason)

    def _on_busy(self, busy: bool) -> None:
        self.session.set_animating(busy)
        if not busy:
            self.playback.settle()

    # --- commands ------------------------------------------------------------------------------
    def confirm(self) -> None:
        """Submit the tentative placement or the marked exchange (the moment knows it is legal)."""
        action = self.placement.action()
        if action is None:
            problem = self.placement.confirm_problem()
            if problem:
                self.say(problem)
            return
        if not self.moment.is_legal(action):
            self.say(translate("QwirkleGameView", REFUSED))
            return
        self.session.submit(action)  # a refusal comes back through `refused`

    def return_tiles(self) -> None:
        """Return this turn's tiles to the rack (and leave exchange mode)."""
        self.input.clear_table()
        self.refresh()

    def toggle_exchange(self) -> None:
        if self.moment.exchange_problem:
            self.say(self.moment.exchange_problem)
            return
        if self.placement.mode == "exchange":
            self.placement.end_exchange()
        else:
            self.input.clear_table()
            self.placement.begin_exchange()
        self.refresh()

    def pass_turn(self) -> None:
        """Pass (P): when it is not allowed, the session refuses it in the rules' words."""
        if self.moment.deciding is not None:
            self.session.submit(Pass(self.moment.deciding))

    def toggle_tracker(self) -> None:
        self.tracker_part.toggle()

    def keyboard_help(self) -> list[tuple[str, str]]:
        """Qwirkle's keys (see input.py)."""
        return keys_shown()

    def undo(self) -> None:
        """The Undo button: take back the person's last move (the session says what it takes and
        why not), and say what happened."""
        facts = self.model.facts
        if not facts.can_undo:
            self.say(facts.undo_words)
            return
        was_practice = facts.practice
        if self.session.undo():
            self.say(UNDONE_PRACTICE if self.model.facts.practice and not was_practice else UNDONE)

    # --- hint --------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        return self.hint_part.can_hint()

    def hint(self) -> None:
        self.hint_part.hint()

    def place_hint(self) -> None:
        self.hint_part.place_hint()

    def hints_used(self) -> list[int]:
        """Hints each seat used so far (the session counts them; its summary says)."""
        return [seat.hints for seat in self.session.summary().seats]

    # --- end of game ---------------------------------------------------------------------------
    def end_summary(self) -> EndSummary:
        from tabletop_desktop.views.qwirkle.summary import board_picture, build_end_summary

        return build_end_summary(self.model.facts, self.model.table.played,
                                 board_picture(self.scene, 640), self.hints_used())

    def print_summary(self, printer: QPrinter) -> None:
        from tabletop_desktop.views.qwirkle.printing import print_summary

        colour_blind = self.settings.colour_blind if self.settings is not None else False
        print_summary(self.model.facts, self.model.table.played, colour_blind, self.scene, printer)

    def shutdown(self) -> None:
        self.hints.cancel()
        self.animator.finish_all()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """On a short window the unseen-tile tracker steps aside so the table keeps its room."""
        super().resizeEvent(event)
        self.tracker_part.fit_height(self.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if not self.input.handle_key(event):
            super().keyPressEvent(event)
