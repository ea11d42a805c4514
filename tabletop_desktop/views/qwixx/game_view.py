"""The Qwixx game view: the dice tray and the deciding person's sheet large, every other sheet
smaller beside or below it, and a bar with Roll, Skip, Take back and Hint.

The view never changes the game: a click on a highlighted box, a key or a button builds a Roll,
WhiteChoice or ColourChoice and submits it to the session; the sheets are redrawn from the session's
signals, each event drawn in turn (the dice tumble, the white-sum crosses of every seat land
together, then the colour cross, locks and penalties) while the bots wait for the view.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPixmap
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.qwixx.animations import (
    CROSS_MS,
    LOCK_MS,
    PENALTY_MS,
    ROLL_MS,
    Choreographer,
    Step,
    flash_banner,
)
from tabletop_desktop.views.qwixx.controls import ControlBar
from tabletop_desktop.views.qwixx.dice_item import DICE_ORDER, LEAVE_MS
from tabletop_desktop.views.qwixx.engine_link import (
    ROWS,
    ColourSkipped,
    Crossed,
    DiceRolled,
    Marks,
    PenaltyTaken,
    RowLocked,
    WhiteChoice,
    WhiteCommitted,
    WhiteSumsResolved,
    colour_dice,
    marks_of,
    own_white_choice,
    white_sum,
)
from tabletop_desktop.views.qwixx.hint import HintAsker, Suggestion, suggestion_boxes
from tabletop_desktop.views.qwixx.input import KeyboardInput
from tabletop_desktop.views.qwixx.moment import Moment, deciding_person, moment
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.sheet_art import SHEET_H, SHEET_W, SheetLook
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


class QwixxGameView(KeyboardInput, GameView):
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
        self.hint_words = ""
        self.last_message = ""
        self._status = ""
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
        if not busy:  # the dice still tumbling: the words wait for them to settle
            self.scene.tray.set_caption(m.headline, m.detail)
            self.bar.set_note(self.hint_words or (m.detail if m.seat is not None else ""))
        self._update_buttons()
        self._emit_status()

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
        b.set_button(b.skip, can_skip, skip_tip if can_skip else waiting or "Nothing to skip now.")
        can_undo, reason = self.session.can_undo()
        b.set_button(b.take_back, can_undo, "Take back your last choice (Ctrl+Z)." if can_undo
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
        """What the person may do now, in plain words."""
        if self.session.state.is_over():
            return f"The game is over. {self._moment.detail}".strip()
        if not self.session.person_seats():
            return f"Watching the bots play. {self._moment.status}".strip()
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

    # --- the game's events, drawn in turn ------------------------------------------------------
    def _on_action(self, action: object, events: object) -> None:
        events = list(events)
        self._clear_hint()
        for event in events:
            if isinstance(event, DiceRolled):
                self.notes = [[] for _ in self.names]
                dice = event.dice
                self.choreo.add(Step(lambda d=dice: self._show_dice(d, self.choreo.ms(ROLL_MS)),
                                     ROLL_MS, lambda t: None))
            elif isinstance(event, WhiteCommitted | ColourSkipped):
                self._note_event(event)
            elif isinstance(event, WhiteSumsResolved):
                crosses = [e for e in events if isinstance(e, Crossed) and e.action == 1]
                self.choreo.add(Step(lambda e=event, c=crosses: self._begin_crosses(c, e), CROSS_MS,
                                     lambda t, c=crosses: self._tick_crosses(c, t)))
            elif isinstance(event, Crossed) and event.action != 1:
                self.choreo.add(Step(lambda e=event: self._begin_crosses([e], None), CROSS_MS,
                                     lambda t, e=event: self._tick_crosses([e], t)))
            elif isinstance(event, RowLocked):
                self.choreo.add(Step(lambda e=event: self._begin_lock(e), LOCK_MS,
                                     lambda t, e=event: self._tick_lock(e, t)))
            elif isinstance(event, PenaltyTaken):
                self.choreo.add(Step(lambda e=event: self._begin_penalty(e), PENALTY_MS,
                                     lambda t, e=event: self._tick_penalty(e, t)))
        self.refresh()

    def _note_event(self, event: object) -> None:
        """Keep each seat's line for this roll ("crossed red 7, blue 9") up to date."""
        if isinstance(event, WhiteSumsResolved):
            for seat, row in event.choices:
                self.notes[seat] = [f"crossed {row} {event.white_sum}" if row else "no white cross"]
        elif isinstance(event, Crossed) and event.action != 1:
            self.notes[event.seat].append(f"colour {event.row} {event.number}")
        elif isinstance(event, ColourSkipped):
            self.notes[event.seat].append("no colour")
        elif isinstance(event, PenaltyTaken):
            self.notes[event.seat].append("penalty")
        elif isinstance(event, RowLocked):
            for seat in event.seats:
                self.notes[seat].append(f"locks {event.row}")
            for seat in getattr(event, "bonus_seats", ()):
                self.notes[seat].append(f"{event.row} lock cross")

    def _show_dice(self, dice: object, ms: int) -> None:
        colours = colour_dice(dice)
        values = [int(dice.white[0]), int(dice.white[1])] + [colours.get(row, 0) for row in ROWS]
        for die, colour, value in zip(self.scene.tray.dice, DICE_ORDER, values, strict=True):
            if colour != "white" and colour not in colours:
                die.set_away(True)
                continue
            die.set_away(False)
            die.roll_to(value, ms)

    def _begin_crosses(self, crosses: list, resolved: object) -> None:
        if resolved is not None:
            self._note_event(resolved)
        for event in crosses:
            if event.action != 1:
                self._note_event(event)
            self.display[event.seat] = self.display[event.seat].with_cross(event.row, event.number)
            self.fresh[event.seat][(event.row, event.number)] = 0.0 if self.motion else 1.0
        self.refresh()

    def _tick_crosses(self, crosses: list, t: float) -> None:
        for event in crosses:
            self.fresh[event.seat][(event.row, event.number)] = t
            self.scene.sheets[event.seat].update()

    def _begin_lock(self, event: object) -> None:
        self._note_event(event)
        for seat in self._lock_holders(event):
            self.display[seat] = self.display[seat].with_lock(event.row)
            self.fresh[seat][(event.row, 0)] = 0.0 if self.motion else 1.0
        self.shown_locked = self.shown_locked | {event.row}
        die = self.scene.tray.dice[2 + ROWS.index(event.row)]
        die.set_away(True, self.choreo.ms(LEAVE_MS))
        colour = self.style.row(event.row)
        for seat in event.seats or (self.main_seat,):
            item = self.scene.sheets[seat]
            centre = item.mapToScene(SHEET_W / 2, SHEET_H / 2)
            flash_banner(self.scene, f"{event.row.capitalize()} is locked!", QColor(colour),
                         centre, item.scale(), self.choreo.ms(LOCK_MS + 400))
        self.refresh()

    @staticmethod
    def _lock_holders(event: object) -> tuple[int, ...]:
        """Who takes the lock cross: the lockers, and with the lock-for-everyone option the
        seats with five crosses in that row."""
        return tuple(event.seats) + tuple(getattr(event, "bonus_seats", ()))

    def _tick_lock(self, event: object, t: float) -> None:
        for seat in self._lock_holders(event):
            self.fresh[seat][(event.row, 0)] = min(1.0, t * 1.6)
            self.lock_glow[seat][event.row] = math.sin(math.pi * t) if t < 1.0 else 0.0
            self.scene.sheets[seat].update()

    def _begin_penalty(self, event: object) -> None:
        self._note_event(event)
        self.display[event.seat] = self.display[event.seat].with_penalties(event.penalties)
        self.fresh_penalty[event.seat] = 0.0 if self.motion else 1.0
        item = self.scene.sheets[event.seat]
        flash_banner(self.scene, "Penalty −5", QColor("#c0262d"), item.mapToScene(SHEET_W / 2, SHEET_H / 2),
                     item.scale(), self.choreo.ms(PENALTY_MS + 500))
        self.refresh()

    def _tick_penalty(self, event: object, t: float) -> None:
        self.fresh_penalty[event.seat] = t
        item = self.scene.sheets[event.seat]
        item.look.fresh_penalty = t
        item.update()

    def _on_busy(self, busy: bool) -> None:
        self.session.set_animating(busy)
        if not busy:
            # The steps are over: the sheets show exactly the game's crosses.
            self._sync_from_state()
            self.refresh()

    # --- the person's choices -------------------------------------------------------------------
    def _on_hover(self, box: object) -> None:
        self.hover = box
        self.refresh()

    def cross_box(self, box: Box) -> None:
        """Cross `box` on the deciding person's sheet (a click or Enter), or say why not."""
        m = self._moment
        if not self.my_turn():
            self.say(self._wait_reason() or "Wait for your turn.")
            return
        action = m.moves.get(tuple(box))
        if action is None:
            self.say(self.refusal(tuple(box)))
            return
        self._submit(action)

    def refusal(self, box: Box) -> str:
        """Why a box can't be crossed now, in words, with what can be done instead."""
        row, number = box
        m = self._moment
        view = self._engine_view(m.seat)
        if m.phase == "roll":
            return "Roll the dice first: press Roll (R or Space)."
        if row in view.locked:
            return f"The {row} row is locked: nobody may cross in it any more."
        marks = marks_of(view.sheets[view.seat])
        if m.phase == "white":
            total = white_sum(view.dice)
            if number != total:
                return f"The white sum is {total}: cross {total} in one row, or Skip (S)."
            return self.session.check(WhiteChoice(view.seat, row)) or self._sheet_reason(marks, row, number)
        colours = colour_dice(view.dice)
        if row not in colours:
            return f"The {row} die is off the table: that row is locked."
        a, b = int(view.dice.white[0]), int(view.dice.white[1])
        sums = sorted({a + colours[row], b + colours[row]})
        if number not in sums:
            made = " or ".join(str(s) for s in sums)
            return (f"{row.capitalize()} {number} is not a colour sum now: white {a} or {b} + "
                    f"{row} {colours[row]} make {made}.")
        return self._sheet_reason(marks, row, number)

    @staticmethod
    def _sheet_reason(marks: Marks, row: str, number: int) -> str:
        from tabletop_desktop.views.qwixx.engine_link import LOCK_NEEDS, NUMBERS

        index = NUMBERS[row].index(number)
        if index < marks.next_index(row):
            return f"{row.capitalize()} {number} lies left of your last cross in that row: crosses go left to right."
        if index == 10 and len(marks.crossed[row]) < LOCK_NEEDS:
            return f"{row.capitalize()} {number} needs five crosses in the {row} row first."
        return f"{row.capitalize()} {number} can't be crossed now."

    def roll(self) -> None:
        m = self._moment
        if not self.my_turn() or m.roll is None:
            self.say(self._wait_reason() or "It is not your roll.")
            return
        self._submit(m.roll)

    def skip(self) -> None:
        m = self._moment
        if not self.my_turn() or m.skip is None:
            self.say(self._wait_reason() or "There is nothing to skip now.")
            return
        self._submit(m.skip)

    def undo_refusal(self, reason: str) -> str:
        """Why nothing can be taken back, in Qwixx's words: the session's rule speaks of draws
        from a bag; here it is a roll of the dice or the white-sum choices being revealed."""
        persons = set(self.session.person_seats())
        history = self.session.history
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i][0].seat in persons), None)
        if last is None or self.session.state.is_over() or not persons:
            return reason
        for index in range(last, len(history)):
            events = history[index][1]
            if any(isinstance(e, DiceRolled) for e in events):
                return ("Your roll showed the dice, so it can't be taken back." if index == last
                        else "The dice were rolled after your choice, so it can't be taken back.")
            if any(isinstance(e, WhiteSumsResolved) for e in events):
                return "Everyone's white-sum choices are revealed, so yours can't be taken back."
        return reason

    def take_back(self) -> None:
        ok, reason = self.session.can_undo()
        if not ok:
            self.say(self.undo_refusal(reason))
            return
        self.session.undo()

    def _submit(self, action: object) -> None:
        self.hover = None
        self.set_cursor(None)
        self.hints.cancel()
        self._clear_hint()
        if not self.session.submit(action):
            self.say(self.session.check(action) or "That choice was refused.")

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
        self.hint_boxes = suggestion_boxes(view, suggestion.action)
        self.hint_words = f"Hint: {suggestion.words}"
        if self.hint_boxes:
            self.set_cursor(next(iter(self.hint_boxes)))
        self.refresh()
        self.say(self.hint_words)

    def _clear_hint(self) -> None:
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

    def shutdown(self) -> None:
        self.hints.cancel()
        self.choreo.finish_all()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)
