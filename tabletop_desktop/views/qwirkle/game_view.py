"""The Qwirkle game view: the table (as large as possible), the person's rack at the bottom edge with
the action buttons beside it, and a strip with this move's points, zoom and the unseen-tile tracker.
When only bots play, a calm note takes the place of the rack and the buttons.

The view never changes the game: it builds Place / Exchange / Pass actions from what the person does
and submits them to the session, then redraws from the session's signals. Mouse and keyboard input
live in `input.py`; this module keeps the table, rack and buttons in step with the game.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tabletop_desktop.engine.qwirkle.actions import Pass, TilesPlaced
from tabletop_desktop.engine.qwirkle.rules import dead_cells
from tabletop_desktop.session.game_session import UNDONE, UNDONE_PRACTICE
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.qwirkle.animations import MoveAnimator
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.board_view import BoardView
from tabletop_desktop.views.qwirkle.controls import ActionButtons, InfoStrip, WatchingNote
from tabletop_desktop.views.qwirkle.hint_display import HintDisplay, hint_words
from tabletop_desktop.views.qwirkle.input import QWIRKLE_KEYS, PlacingInput
from tabletop_desktop.views.qwirkle.placement import Placement
from tabletop_desktop.views.qwirkle.rack import Rack
from tabletop_desktop.views.qwirkle.tile_art import tile_words
from tabletop_desktop.views.qwirkle.tracker import UnseenTracker, unseen_counts

SHORT_VIEW = 430  # below this height the tracker hides itself (the table needs the room)


def _tiles(n: int) -> str:
    return f"{n} tile" if n == 1 else f"{n} tiles"


class QwirkleGameView(PlacingInput, GameView):
    """The central widget of a Qwirkle game."""

    def __init__(self, session, settings=None, parent: QWidget | None = None) -> None:
        GameView.__init__(self, parent)
        self.session = session
        self.settings = settings
        self.names = session.names()
        self.scene = BoardScene(self)
        self.board_view = BoardView(self.scene)
        self.animator = MoveAnimator(self.scene, self)
        self.animator.busyChanged.connect(self._on_busy)
        self.placement = Placement()
        self.rack = Rack()
        self.buttons = ActionButtons()
        self.strip = InfoStrip()
        self.watching = WatchingNote()
        self.tracker = UnseenTracker()
        self.hints = HintDisplay(self.scene, self)
        self.hints.found.connect(self._on_hint)
        self.shown_seat: int | None = None
        self.rack_order: list[int] = []
        self.last_message = ""
        self._status = ""
        self._hint_enabled = False
        self.hints_shown: dict[int, int] = {}  # per seat, while the session does not count them
        self._build_layout()
        self._connect()
        self.apply_settings(settings)
        self.redraw_all()

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
        s = self.session
        s.actionApplied.connect(self._on_action)
        s.reset.connect(self.redraw_all)
        s.pendingChanged.connect(lambda _seats: self.refresh_turn())
        s.undoAvailableChanged.connect(lambda _ok: self._update_buttons())
        s.practiceChanged.connect(self.strip.practice.setVisible)
        self.strip.practice.setVisible(s.practice)
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
        self.strip.tracker_toggle.toggled.connect(self.tracker.setVisible)
        self.strip.tracker_toggle.clicked.connect(self._tracker_chosen)
        self.connect_input()

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self, settings: object) -> None:
        """Colour-blind palette, theme, animation speed and reduced motion."""
        if settings is None:
            return
        self.settings = settings
        colour_blind = bool(getattr(settings, "colour_blind", False))
        dark = getattr(settings, "theme", "light") == "dark"
        self.scene.set_colour_blind(colour_blind)
        self.scene.set_dark(dark)
        for widget in (self.rack, self.tracker):
            widget.colour_blind = colour_blind
            widget.dark = dark
            widget.update()
        self.board_view.colours = theme_colours("dark" if dark else "light")
        self.board_view.viewport().update()
        speed = {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(getattr(settings, "animation_speed", "normal"), 1.0)
        self.animator.factor = 0.0 if getattr(settings, "reduce_motion", False) else speed

    @property
    def motion(self) -> bool:
        return self.animator.factor > 0

    # --- whose pieces to show ----------------------------------------------------------------
    def _seat_to_show(self) -> int | None:
        persons = self.session.person_seats()
        if not persons:
            return None
        acting = [s for s in self.session.state.pending() if s in persons]
        if acting:
            return acting[0]
        if len(persons) == 1:
            return persons[0]
        return None  # another person's hand must stay hidden while a bot plays

    def my_turn(self) -> bool:
        state = self.session.state
        return self.shown_seat is not None and not state.is_over() and self.shown_seat in state.pending()

    def _arrange(self, hand: tuple[int, ...]) -> tuple[int, ...]:
        """Keep the rack's order across turns: tiles kept stay put, new tiles fill in at the end."""
        left = list(hand)
        kept = []
        for tile in self.rack_order:
            if tile in left:
                left.remove(tile)
                kept.append(tile)
        self.rack_order = kept + left
        return tuple(self.rack_order)

    # --- redrawing ----------------------------------------------------------------------------
    def redraw_all(self) -> None:
        """Redraw everything from the session's state (start, undo, load)."""
        self.animator.finish_all()
        self.hints.cancel()
        view = self.session.view_for(self._seat_to_show() or 0)
        for cell in list(self.scene.tiles):
            self.scene.remove_tile(cell)
        self.scene.set_board(view.board_dict)
        self.refresh_turn()
        QTimer.singleShot(0, self.board_view.reset_to_fit)

    def refresh_turn(self) -> None:
        """After any change: the rack, the tentative move, the strip, the buttons and the status."""
        seat = self._seat_to_show()
        if seat != self.shown_seat:
            self.rack_order = []
        self.shown_seat = seat
        view = self.session.view_for(seat if seat is not None else 0)
        hand = self._arrange(tuple(view.hand)) if seat is not None else ()
        for cell in self.placement.placed_cells():
            item = self.scene.tiles.get(cell)
            if item is not None and item.tentative:
                self.scene.remove_tile(cell)
        self.placement.start(seat, view.board_dict, hand, view.first_move_size, view.bag_count, self.my_turn())
        if not self.animator.busy:
            self.scene.set_board(view.board_dict)
            self.mark_recent_moves()
        over = self.session.state.is_over()
        self.scene.set_dead(dead_cells(view.board_dict) if view.board and not over else ())
        persons = self.session.person_seats()
        self.rack.set_hidden(seat is None and bool(persons))
        self._show_watching(not persons, over)
        counts = getattr(view, "unseen", None) if seat is not None else None
        self.tracker.set_counts(tuple(counts) if counts else unseen_counts((t for _, t in view.board), hand))
        if seat is not None:
            self.tracker.set_caption("Tiles you have not seen yet: in the bag or in other players' hands")
        elif persons:
            self.tracker.set_caption("Tiles not on the table yet: in the bag or in the players' hands")
        else:
            self.tracker.set_caption("Tiles not on the table yet: in the bag or in the bots' hands")
        self.hints.cancel()
        self.update_placing()

    def _show_watching(self, watching: bool, over: bool) -> None:
        """Bots-only games: no rack and no buttons to puzzle over, just a calm note."""
        self.rack.setVisible(not watching)
        self.buttons.setVisible(not watching)
        self.watching.setVisible(watching)
        if watching:
            if over:
                self.watching.show_watching("The bots' game is over.", "The final table stays on show.")
            else:
                self.watching.show_watching(
                    "Watching the bots play",
                    "Each move appears on the table and in the game log. Zoom with + and −.",
                )

    def watching_bots(self) -> bool:
        """True when no person sits at the table."""
        return not self.session.person_seats()

    def wait_reason(self) -> str | None:
        """Why the person can't act now (another player moves, the game is over), or None."""
        state = self.session.state
        if state.is_over():
            return "The game is over."
        if self.my_turn():
            return None
        pending = state.pending()
        if not pending:
            return "Wait for your turn."
        name = self.names[pending[0]]
        if self.session.is_bot(pending[0]):
            return sentences.WAITING_PLAY_NEXT(name) if self._next_is_mine() \
                else sentences.WAITING_TO_MOVE(name)
        return sentences.TURN_PASS_THE_SCREEN(name)

    def _next_is_mine(self) -> bool:
        pending = self.session.state.pending()
        persons = self.session.person_seats()
        if not pending or len(persons) != 1:
            return False
        return (pending[0] + 1) % len(self.names) == persons[0]

    def update_placing(self) -> None:
        """Redraw what depends on the tentative move: rack, highlights, preview, buttons, status."""
        p = self.placement
        placed = set(p.placed_cells().values())
        self.rack.set_tiles([None if i in placed else t for i, t in enumerate(p.hand)])
        self.rack.enabled_for_turn = self.my_turn()
        self.rack.set_state(p.selected, p.marked, self.rack_focus if self.keyboard_active else None)
        self.scene.set_candidates(p.candidates())
        self.scene.set_gaps(p.gaps() if p.mode == "place" else ())
        if self.cursor_cell is not None and p.selected is None:
            self.set_cursor(None)
        points = p.points()
        if p.mode == "exchange":
            self.strip.preview.setText(f"Exchange: {_tiles(len(p.marked))} marked")
        elif points is not None:
            self.strip.preview.setText(f"This move: {points} points" if points != 1 else "This move: 1 point")
        else:
            self.strip.preview.setText("")
        self._update_buttons()
        self._emit_status()

    def _update_buttons(self) -> None:
        b, p = self.buttons, self.placement
        mine = self.my_turn()
        problem = p.confirm_problem()
        waiting = self.wait_reason()
        b.set_waiting(waiting)
        b.set_finished(self.session.state.is_over())
        if not mine:
            problem = waiting or "Wait for your turn."
        b.set_button(b.confirm, problem is None, "Play this move (Enter)." if problem is None else problem)
        can_back = mine and bool(p.placed or p.marked or p.mode == "exchange")
        b.set_button(
            b.return_tiles, can_back,
            "Return this turn's tiles to your rack (Esc)." if can_back
            else waiting or "No tile placed this turn, so none to return.",
        )
        b.exchange.setText("Cancel exchange" if p.mode == "exchange" else "Exchange")
        reason = self._exchange_problem()
        b.set_button(
            b.exchange, reason is None,
            reason or ("Stop picking tiles to exchange (X)." if p.mode == "exchange"
                       else "Swap some of your tiles for new ones from the bag instead of placing (X)."),
        )
        shown = self.hints.action is not None
        b.hint.setText("Place the hint" if shown else "Hint")
        b.set_button(b.hint, self.can_hint(), self._hint_problem() if not self.can_hint() else
                     "Lay out the hinted move (H); your tiles on the table go back to the rack first."
                     if shown else "Show a good move as faint tiles on the table (H).")
        b.set_button(self.strip.undo, self.session.can_undo()[0], self.session.undo_description())
        self.strip.undo.setVisible(bool(self.session.person_seats()) and not self.session.state.is_over())
        can_pass = mine and self.session.check(Pass(self.shown_seat)) is None
        b.pass_turn.setVisible(can_pass)
        b.set_button(b.pass_turn, can_pass, "No tile fits and the bag is empty: pass your turn (P).")
        if self._hint_enabled != self.can_hint():
            self._hint_enabled = self.can_hint()
            self.hintAvailableChanged.emit(self._hint_enabled)

    def _exchange_problem(self) -> str | None:
        if not self.my_turn():
            return self.wait_reason() or "You can exchange tiles on your turn."
        p = self.placement
        if p.bag_count == 0:
            return "Exchange needs tiles in the bag: the bag is empty."
        if p.first_move_size is not None and not p.board:
            return (f"No exchange on the first move: the starter must play their largest group, "
                    f"{_tiles(p.first_move_size)}, as one line on the empty table.")
        return None

    def _hint_problem(self) -> str:
        if self.hints.running:
            return "Looking for a good move..."
        return self.wait_reason() or "Hints are for your turn."

    # --- status ------------------------------------------------------------------------------
    def status_text(self) -> str:
        """What the person may do now, in plain words."""
        state = self.session.state
        p = self.placement
        if state.is_over():
            return "The game is over."
        if not self.my_turn():
            pending = state.pending()
            name = self.names[pending[0]] if pending else ""
            if pending and self.session.is_bot(pending[0]):
                return sentences.THINKING(name)
            return sentences.TURN_SHORT(name)
        name, several = self.names[self.shown_seat], len(self.session.person_seats()) > 1
        if p.mode == "exchange":
            return "Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels."
        if p.selected is not None:
            tile = tile_words(p.hand[p.selected])
            if not p.candidates():
                where = "next to this turn's tiles" if p.placed else "on the table"
                return (f"The {tile} fits nowhere {where}: pick another tile"
                        + (", or press Confirm (Enter)." if p.placed and p.confirm_problem() is None
                           else ", or exchange (X)."))
            return (f"Place the {tile} on a highlighted cell: click it, "
                    "or use the arrow keys and Space.")
        if self.hints.action is not None and p.mode == "place":
            return hint_words(self.hints.action, p.table, bool(p.placed))
        if p.placed:
            points = p.points()
            problem = p.confirm_problem()
            if problem:
                return problem
            return f"This move: {points} points. Press Confirm (Enter), or Return tiles (Esc)."
        if p.first_move_size and not p.board:
            return sentences.spoken_to(sentences.START_THE_TABLE, name, several,
                                       tiles=_tiles(p.first_move_size))
        if not any(a for a in self.session.view_for(self.shown_seat).legal_actions() if hasattr(a, "placements")):
            return sentences.spoken_to(sentences.NO_TILE_FITS, name, several)
        return sentences.spoken_to(sentences.PLACE_TILES, name, several)

    def _emit_status(self) -> None:
        text = self.status_text()
        if text != self._status:
            self._status = text
            self.statusChanged.emit(text)

    def say(self, message: str) -> None:
        """Tell the person something now (a refusal and why, a hint)."""
        self.last_message = message
        self._status = message
        self.statusChanged.emit(message)

    # --- session events ----------------------------------------------------------------------
    def _on_action(self, action: object, events: object) -> None:
        for event in events:
            if isinstance(event, TilesPlaced):
                self._show_placed(event)

    def _show_placed(self, event: TilesPlaced) -> None:
        tentative = self.placement.placements()
        if event.seat == self.placement.seat and set(tentative) == set(event.placements):
            for cell, _ in event.placements:
                item = self.scene.tiles.get(cell)
                if item is not None:
                    item.set_tentative(False)
            self.placement.placed = []  # now the table's tiles, not the rack's
            self._celebrate(event)
            self.board_view.keep_in_sight()
            return
        cells = [c for c, _ in event.placements]
        self.board_view.board_scene.update_scene_rect()
        if not self.board_view.user_moved:
            self.board_view.fit_board(self.scene.board_rect(list(self.scene.tiles) + cells))
        vp = self.board_view.viewport().rect()
        start = self.board_view.mapToScene(QPoint(vp.width() // 2, -60))
        qwirkles = [line for line in event.lines if len(line) == 6]
        self.animator.play_placement(
            event.placements, event.points, qwirkles,
            on_done=lambda seat=event.seat, cells=cells: self._outline(seat, cells),
            start=QPointF(start),
        )

    def _celebrate(self, event: TilesPlaced) -> None:
        qwirkles = [line for line in event.lines if len(line) == 6]
        if qwirkles:
            self.animator.celebrate(qwirkles)

    def _outline(self, seat: int, cells: list) -> None:
        """A move has landed on the table: ring it with the others still to be seen."""
        self.mark_recent_moves()

    def recent_moves(self) -> dict[int, list]:
        """The latest placement of every other seat since the shown person's own last move
        (cell lists by seat). With no person shown (bots only, or a bot's turn between people),
        the latest placement of each seat over the last round."""
        history = self.session.history
        viewer = self.shown_seat
        if viewer is not None:
            start = next((i + 1 for i in range(len(history) - 1, -1, -1)
                          if history[i][0].seat == viewer), 0)
        else:
            start = max(0, len(history) - len(self.names))
        moves: dict[int, list] = {}
        for _action, events in history[start:]:
            for event in events:
                if isinstance(event, TilesPlaced) and event.seat != viewer:
                    moves[event.seat] = [cell for cell, _ in event.placements]
        return moves

    def mark_recent_moves(self) -> None:
        """Ring every other seat's last move in its colour until the person moves again: a bot's
        move stays easy to find however fast it came."""
        self.scene.clear_outlines()
        for seat, cells in self.recent_moves().items():
            self.scene.outline_cells(cells, seat)

    def _on_busy(self, busy: bool) -> None:
        self.session.set_animating(busy)
        if not busy:
            # The animations are over: make sure the table shows exactly the game's tiles.
            view = self.session.view_for(self.shown_seat if self.shown_seat is not None else 0)
            keep = self.placement.placed_cells()
            board = dict(view.board_dict)
            for cell, index in keep.items():
                board[cell] = self.placement.hand[index]
            self.scene.set_board(board)
            for cell in keep:
                self.scene.tiles[cell].set_tentative(True)
            self.mark_recent_moves()
            self.board_view.keep_in_sight()

    # --- commands ------------------------------------------------------------------------------
    def confirm(self) -> None:
        """Submit the tentative placement or the marked exchange."""
        action = self.placement.action()
        if action is None:
            problem = self.placement.confirm_problem()
            if problem:
                self.say(problem)
            return
        if not self.session.submit(action):
            self.say(self.session.check(action) or "The move was refused.")

    def return_tiles(self) -> None:
        """Return this turn's tiles to the rack (and leave exchange mode)."""
        for cell in self.placement.take_back_all():
            self.scene.remove_tile(cell)
        self.set_cursor(None)
        self.update_placing()

    def toggle_exchange(self) -> None:
        if self._exchange_problem() is not None:
            self.say(self._exchange_problem())
            return
        if self.placement.mode == "exchange":
            self.placement.end_exchange()
        else:
            self.return_tiles()
            self.placement.begin_exchange()
        self.update_placing()

    def pass_turn(self) -> None:
        if self.shown_seat is not None and self.my_turn():
            if not self.session.submit(Pass(self.shown_seat)):
                self.say(self.session.check(Pass(self.shown_seat)) or "You can't pass now.")

    def keyboard_help(self) -> list[tuple[str, str]]:
        """Qwirkle's keys (see input.py)."""
        return list(QWIRKLE_KEYS)

    # --- hint --------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        return self.my_turn() and not self.hints.running

    def hint(self) -> None:
        """Ask the Strong bot for a move and show it as faint tiles; with a hint on show, lay it
        out (the person's choice: their own tiles stay on the table until then)."""
        if not self.can_hint():
            return
        if self.hints.action is not None:
            self.place_hint()
            return
        view = self.session.view_for(self.shown_seat)
        self.hints.request(view, len(self.session.history))
        self.say("Looking for a good move...")
        self._update_buttons()

    def _on_hint(self, action: object) -> None:
        if action is None or not self.my_turn():
            self.update_placing()
            return
        self.hints.show(action)
        self.note_hint(self.shown_seat)
        rect = self.hints.rect()
        if rect is not None and not self.board_view.visible_cells_rect().contains(rect):
            self.board_view.centerOn(rect.center())  # in sight, at the zoom the person chose
        self.update_placing()

    def undo(self) -> None:
        """The Undo button: take back the person's last move (the session says what it takes and
        why not), and say what happened."""
        possible, reason = self.session.can_undo()
        if not possible:
            self.say(reason)
            return
        was_practice = self.session.practice
        if self.session.undo():
            self.say(UNDONE_PRACTICE if self.session.practice and not was_practice else UNDONE)

    def note_hint(self, seat: int) -> None:
        """Count a hint shown to `seat`: in the session (it goes into the finished-game record)
        when the session counts them, else here for the end summary."""
        note = getattr(self.session, "note_hint", None)
        if callable(note):
            note(seat)
        else:
            self.hints_shown[seat] = self.hints_shown.get(seat, 0) + 1

    def hints_used(self) -> list[int]:
        """Hints shown to each seat so far."""
        used = getattr(self.session, "hints_used", None)
        if callable(used):
            return list(used())
        return [self.hints_shown.get(seat, 0) for seat in range(len(self.names))]

    # --- end of game ---------------------------------------------------------------------------
    def board_picture(self, side: int = 640) -> QPixmap:
        from tabletop_desktop.views.qwirkle.summary import board_picture

        return board_picture(self.scene, side)

    def end_summary(self) -> EndSummary:
        from tabletop_desktop.views.qwirkle.summary import build_end_summary

        return build_end_summary(self.session, self.board_picture(), self.hints_used())

    def print_summary(self, printer: QPrinter) -> None:
        from tabletop_desktop.views.qwirkle.printing import print_summary

        print_summary(self.session, self.scene, printer)

    def shutdown(self) -> None:
        self.hints.cancel()
        self.animator.finish_all()

    def _tracker_chosen(self) -> None:
        self._tracker_auto_hidden = False  # the person decides from now on

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """On a short window (a small screen at a high scale) the unseen-tile tracker steps aside
        so the table keeps its room; it comes back when there is room again."""
        super().resizeEvent(event)
        toggle = self.strip.tracker_toggle
        short = self.height() < SHORT_VIEW
        if short and toggle.isChecked():
            self._tracker_auto_hidden = True
            toggle.setChecked(False)
        elif not short and getattr(self, "_tracker_auto_hidden", False):
            self._tracker_auto_hidden = False
            toggle.setChecked(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)
