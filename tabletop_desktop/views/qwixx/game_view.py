"""The Qwixx game view: the dice tray and the deciding person's sheet large, every other sheet
smaller beside or below it, and a bar with Roll, Skip, Undo and Hint.

The view never changes the game: a click on a highlighted box, a key or a button builds a Roll,
WhiteChoice or ColourChoice and submits it to the session; the sheets are redrawn from the session's
signals, each event drawn in turn (the dice tumble, the white-sum crosses of every seat land
together, then the colour cross, locks and penalties) while the bots wait for the view.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.qwixx.animations import Choreographer
from tabletop_desktop.views.qwixx.choices import PersonChoices
from tabletop_desktop.views.qwixx.controls import ControlBar
from tabletop_desktop.views.qwixx.dice_item import DICE_ORDER
from tabletop_desktop.views.qwixx.engine_link import (
    DiceRolled,
    Marks,
    marks_of,
    own_white_choice,
    white_sum,
)
from tabletop_desktop.views.qwixx.hint import HintAsker, Suggestion, suggestion_boxes
from tabletop_desktop.views.qwixx.input import QWIXX_KEYS, KeyboardInput
from tabletop_desktop.views.qwixx.moment import Moment, deciding_person, moment
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.playback import EventPlayback
from tabletop_desktop.views.qwixx.sheet_art import SheetLook
from tabletop_desktop.views.qwixx.table_scene import TableScene, TableView

Box = tuple[str, int]


def seat_kind(session: object, seat: int) -> str:
    """ "Person" or "Bot · Strong"."""
    setup = session.setup.seats[seat]
    if setup.kind != "bot":
        return "Person"
    try:
        return f"Bot · {session.info.bot_level(setup.level).name}"
    except (KeyError, AttributeError):
        return "Bot"


class QwixxGameView(EventPlayback, PersonChoices, KeyboardInput, GameView):
    """The central widget of a Qwixx game."""

    def __init__(self, session, settings=None, parent: QWidget | None = None) -> None:
        GameView.__init__(self, parent)
        self.session = session
        self.settings = settings
        self.names = session.names()
        count = len(self.names)
        self.style = PadStyle()
        self.scene = TableScene(count, self.style, self)
        self.table = TableView(self.scene)
        self.table.key_handler = self.handle_key
        self.bar = ControlBar()
        self.choreo = Choreographer(self)
        self.choreo.busyChanged.connect(self._on_busy)
        self.hints = HintAsker(self)
        self.hints.found.connect(self._on_hint)
        self.display: list[Marks] = [Marks() for _ in range(count)]
        self.shown_locked: frozenset[str] = frozenset()
        self.notes: list[list[str]] = [[] for _ in range(count)]
        self.fresh: list[dict[Box, float]] = [{} for _ in range(count)]
        self.fresh_penalty = [1.0] * count
        self.lock_glow: list[dict[str, float]] = [{} for _ in range(count)]
        self.main_seat = 0
        self.main_seat = self._pick_main_seat(0)
        self.scene.main_seat = self.main_seat
        self.hover: Box | None = None
        self.hint_boxes: frozenset[Box] = frozenset()
        self.hint_skip = False  # the hint says: skip (the Skip button is then the one to press)
        self.hint_words = ""
        self.last_message = ""
        self._status = ""
        self._shown_scores: list[int] = [0] * count
        self._hint_enabled = False
        self._moment = Moment("roll", None)
        self.init_keyboard()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.bar)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.table)
        self._connect()
        self.apply_settings(settings)
        self.redraw_all()

    def _connect(self) -> None:
        s = self.session
        s.actionApplied.connect(self._on_action)
        s.reset.connect(self.redraw_all)
        s.pendingChanged.connect(lambda _seats: self.refresh())
        s.undoAvailableChanged.connect(lambda _ok: self._update_buttons())
        for item in self.scene.sheets:
            item.boxHovered.connect(self._on_hover)
            item.boxClicked.connect(self.cross_box)
        self.bar.roll.clicked.connect(self.roll)
        self.bar.skip.clicked.connect(self.skip)
        self.bar.take_back.clicked.connect(self.take_back)
        self.bar.hint.clicked.connect(self.hint)

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self, settings: object) -> None:
        """Theme, colour-blind palette, animation speed and reduced motion."""
        if settings is None:
            return
        self.settings = settings
        dark = getattr(settings, "theme", "light") == "dark"
        self.style = PadStyle(bool(getattr(settings, "colour_blind", False)), dark)
        self.scene.set_style(self.style)
        self.table.colours = theme_colours("dark" if dark else "light")
        self.table.resetCachedContent()  # the felt is cached: repaint it in the new theme
        self.table.viewport().update()
        speed = {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(getattr(settings, "animation_speed", "normal"), 1.0)
        self.choreo.factor = 0.0 if getattr(settings, "reduce_motion", False) else speed

    @property
    def motion(self) -> bool:
        return self.choreo.factor > 0

    # --- whose sheet is large -------------------------------------------------------------------
    def _pick_main_seat(self, current: int) -> int:
        deciding = deciding_person(self.session)
        if deciding is not None:
            return deciding
        persons = self.session.person_seats()
        if len(persons) == 1:
            return persons[0]
        if persons:
            return current if current in persons else persons[0]
        if self.session.state.is_over():  # bots only: the winner's sheet at the end
            return self.session.state.winners()[0]
        return self._engine_view().active

    def _engine_view(self, seat: int | None = None) -> object:
        return self.session.view_for(self.main_seat if seat is None else seat)

    def person_acts(self) -> bool:
        """The white sum is chosen by everybody at once: a person's prompt stays in the message
        area while a bot thinks about its own choice."""
        return self._moment.seat is not None

    def my_turn(self) -> bool:
        """True when the person whose sheet is large must decide now."""
        return self._moment.seat is not None and not self.choreo.busy

    # --- redrawing ----------------------------------------------------------------------------
    def redraw_all(self) -> None:
        """Everything from the session's state (start, undo, load)."""
        self.choreo.finish_all()
        self.hints.cancel()
        self._clear_hint()
        self._sync_from_state()
        self.notes = [[] for _ in self.names]
        for _, events in self._events_of_this_roll():
            for event in events:
                self._note_event(event)
        view = self._engine_view()
        if view.dice is not None:
            self._show_dice(view.dice, 0)
        else:  # before the first roll (a new game, or everything taken back): blank dice
            for die in self.scene.tray.dice:
                die.set_value(0)
        self.refresh()
        QTimer.singleShot(0, self.table.refit)

    def _events_of_this_roll(self) -> list:
        history = self.session.history
        start = 0
        for index in range(len(history) - 1, -1, -1):
            if any(isinstance(e, DiceRolled) for e in history[index][1]):
                start = index
                break
        return history[start:]

    def _sync_from_state(self) -> None:
        """The sheets, locks and dice exactly as the game has them (after animations)."""
        view = self._engine_view()
        self.display = [marks_of(sheet) for sheet in view.sheets]
        self.shown_locked = frozenset(view.locked)
        self.fresh = [{} for _ in self.names]
        self.fresh_penalty = [1.0] * len(self.names)
        self.lock_glow = [{} for _ in self.names]
        for die, colour in zip(self.scene.tray.dice, DICE_ORDER, strict=True):
            if colour != "white":
                die.set_away(colour in self.shown_locked)

    def refresh(self) -> None:
        """After any change: which sheet is large, what each sheet shows, the dice caption, the
        buttons and the status."""
        main = self._pick_main_seat(self.main_seat)
        if main != self.main_seat:
            self.main_seat = main
            self.scene.main_seat = main
            self.hover = None
            self.set_cursor(None)
            self.table.refit()
        self._moment = moment(self.session, self.main_seat)
        m = self._moment
        busy = self.choreo.busy
        view = self._engine_view()
        persons = set(self.session.person_seats())
        over = self.session.state.is_over()
        winners = set(self.session.state.winners()) if over else set()
        for seat, item in enumerate(self.scene.sheets):
            deciding = seat == m.seat and seat == self.main_seat and not busy
            look = SheetLook(
                name=self.names[seat], kind=seat_kind(self.session, seat), note=self._note(seat, view),
                active=seat == view.active and not over, locked=self.shown_locked,
                fresh=self.fresh[seat], fresh_penalty=self.fresh_penalty[seat],
                lock_glow=self.lock_glow[seat], winner=seat in winners,
                compact=seat != self.main_seat,
            )
            if deciding:
                look.legal = m.legal
                preview = self.cursor if self.cursor in m.legal else self.hover
                look.preview = preview if preview in m.legal else None
                look.hint = self.hint_boxes
            if view.phase == "white" and seat in persons and view.dice is not None:
                chosen, row = own_white_choice(self.session.view_for(seat))
                if chosen and row is not None:
                    look.pencilled = (row, white_sum(view.dice))
            item.look = look
            item.set_interactive(deciding)
            item.show_marks(self.display[seat])
            self.scene.strips[seat].show_seat(self.display[seat], look)
        if not busy:  # the dice still tumbling: the words wait for them to settle
            self.scene.tray.set_caption(m.headline, m.detail)
        self._update_buttons()
        self._emit_status()
        self._emit_scores()

    def shown_scores(self) -> list[int]:
        """Each sheet's total as drawn now (a cross counts once it lands on the sheet)."""
        return [marks.total() for marks in self.display]

    def _emit_scores(self) -> None:
        scores = self.shown_scores()
        if scores != self._shown_scores:
            self._shown_scores = scores
            self.scoresShown.emit(scores)

    def _note(self, seat: int, view: object) -> str:
        """What a seat did with this roll, or where it stands in the white sum."""
        parts = list(self.notes[seat])
        if view.phase == "white" and not parts:
            chosen = seat in tuple(view.committed_seats)
            return "has chosen" if chosen else "choosing…"
        if not parts and view.phase == "roll" and seat == view.active:
            return "rolls next"
        return ", ".join(parts)

    def _update_buttons(self) -> None:
        b, m = self.bar, self._moment
        mine = self.my_turn()
        waiting = None if mine else self._wait_reason()
        can_roll = mine and m.roll is not None
        b.set_button(b.roll, can_roll, "Roll the dice (R or Space)." if can_roll
                     else waiting or "You roll when it is your turn.")
        can_skip = mine and m.skip is not None
        skip_tip = ("Cross nothing: a penalty (−5) because you crossed nothing in the white sum (S)."
                    if m.skip_costs else "Cross nothing this time (S).")
        b.skip.setText("Skip (−5)" if can_skip and m.skip_costs else "Skip")
        b.set_primary(b.skip, can_skip and self.hint_skip)
        b.set_button(b.skip, can_skip, skip_tip if can_skip else waiting or "Nothing to skip now.")
        can_undo, reason = self.session.can_undo()
        b.set_button(b.take_back, can_undo, self.session.undo_description() if can_undo
                     else self.undo_refusal(reason))
        over = self.session.state.is_over()
        for button in (b.roll, b.skip, b.hint):
            button.setVisible(not over)
        b.take_back.setVisible(not over and bool(self.session.person_seats()))
        b.set_button(b.hint, self.can_hint(), "Suggest a choice (H)." if self.can_hint()
                     else ("Looking for a good choice…" if self.hints.running
                           else waiting or "Hints are for your white-sum and colour choices."),
                     visible=not over)
        if not self.session.person_seats():
            for button in (b.roll, b.skip, b.take_back, b.hint):
                button.setVisible(False)
        if self._hint_enabled != self.can_hint():
            self._hint_enabled = self.can_hint()
            self.hintAvailableChanged.emit(self._hint_enabled)

    def _wait_reason(self) -> str | None:
        if self.session.state.is_over():
            return "The game is over."
        if self.choreo.busy:
            return "A moment: the table is being updated."
        return self._moment.status or None

    # --- status ------------------------------------------------------------------------------
    def status_text(self) -> str:
        """What the person may do now, in plain words: the game screen's message area is the
        one place that says it (the dice tray only says what the dice show). A hint stands there
        until the choice is made."""
        if self.session.state.is_over():
            return self._moment.status
        if not self.session.person_seats():
            return f"Watching the bots play. {self._moment.status}".strip()
        if self.hint_words and self.my_turn():
            return self.hint_words
        return self._moment.status

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

    def _on_busy(self, busy: bool) -> None:
        self.session.set_animating(busy)
        if not busy:
            # The steps are over: the sheets show exactly the game's crosses.
            self._sync_from_state()
            self.refresh()

    # --- hint --------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        m = self._moment
        return self.my_turn() and m.phase in ("white", "colour") and not self.hints.running

    def hint(self) -> None:
        """Ask the engine's advice for the deciding person (in the worker process)."""
        if not self.can_hint():
            return
        self.hints.request(self._engine_view(self._moment.seat))
        self.say("Looking for a good choice…")
        self._update_buttons()

    def _on_hint(self, suggestion: Suggestion) -> None:
        if not self.my_turn():
            self._update_buttons()
            return
        view = self._engine_view(self._moment.seat)
        note = getattr(self.session, "note_hint", None)
        if callable(note):  # counted per seat: the end summary and the game's record show it
            note(self._moment.seat)
        self.hint_boxes = suggestion_boxes(view, suggestion.action)
        self.hint_skip = suggestion.action is not None and getattr(suggestion.action, "row", "") is None
        how = (" Press Enter to cross the ringed box." if self.hint_boxes
               else " Press Skip (S)." if self.hint_skip else "")
        self.hint_words = f"Hint: {suggestion.words}{how}"
        if self.hint_boxes:
            self.set_cursor(next(iter(self.hint_boxes)))
        self.refresh()  # the message area shows the hint (status_text) until the choice is made

    def _clear_hint(self) -> None:
        self.hint_skip = False
        self.hint_boxes = frozenset()
        self.hint_words = ""

    # --- end of game ---------------------------------------------------------------------------
    def sheets_picture(self, width: int = 900) -> QPixmap:
        from tabletop_desktop.views.qwixx.summary import sheets_picture

        return sheets_picture(self.session, self.style, width)

    def end_summary(self) -> EndSummary:
        from tabletop_desktop.views.qwixx.summary import build_end_summary

        return build_end_summary(self.session, self.sheets_picture())

    def print_summary(self, printer: QPrinter) -> None:
        from tabletop_desktop.views.qwixx.printing import print_summary

        print_summary(self.session, printer)

    def keyboard_help(self) -> list[tuple[str, str]]:
        """Qwixx's keys (see input.py), for Help > Keyboard shortcuts."""
        return list(QWIXX_KEYS)

    def shutdown(self) -> None:
        self.hints.cancel()
        self.choreo.finish_all()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)
