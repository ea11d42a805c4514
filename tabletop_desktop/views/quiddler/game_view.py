"""The Quiddler game view: the table (other players' fans, the piles, the word rows, the person's
own fan), the action bar and the word check under it, and the round summary and score sheet laid
over the table.

The view never changes the game: it builds Draw / Discard / GoOut / LastTurn actions from what the
person does and submits them; then it redraws from the session's state. How the person has
arranged their cards (the fan's order, the word rows) is the view's own business (`Arrangement`).

Mixins keep the parts apart: `TableSync` puts the cards where the game says, `TurnStatus` words the
buttons and status line, `PersonInput` turns clicks, drags and keys into moves.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from tabletop_desktop.engine.quiddler.actions import Draw
from tabletop_desktop.engine.quiddler.events import (
    CardDiscarded,
    CardDrawn,
    LastTurnPlayed,
    RoundDealt,
    RoundScored,
    WentOut,
)
from tabletop_desktop.storage.settings import ANIMATION_FACTORS
from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.quiddler.arrangement import Arrangement
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.card_item import Spot
from tabletop_desktop.views.quiddler.controls import ActionBar, WordCheck
from tabletop_desktop.views.quiddler.finale import RoundFinale
from tabletop_desktop.views.quiddler.hint import Background, Hint, find_hint
from tabletop_desktop.views.quiddler.person_input import QUIDDLER_KEYS, PersonInput
from tabletop_desktop.views.quiddler.summary import (
    RoundPanel,
    SheetPanel,
    build_end_summary,
    word_text,
)
from tabletop_desktop.views.quiddler.table_scene import TableScene
from tabletop_desktop.views.quiddler.table_sync import ROUND_SUMMARY_MS, TableSync, cards_text
from tabletop_desktop.views.quiddler.table_view import PILE_KEY, TableView
from tabletop_desktop.views.quiddler.turn_status import TurnStatus

LONG_WORD = 7  # letters: a word this long is worth a moment


class QuiddlerGameView(TableSync, TurnStatus, PersonInput, GameView):
    """The central widget of a Quiddler game."""

    def __init__(self, session, settings=None, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.setObjectName("quiddlerView")
        self.session = session
        self.settings = settings
        self.names = session.names()
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.actions_bar = ActionBar(self)
        self.word_check = WordCheck(self)
        self.round_panel = RoundPanel(self)
        self.sheet_panel = SheetPanel(self)
        self.arrangement = Arrangement()
        self.shown_seat: int | None = None
        self.revealed: int | None = None  # pass and play: the person who confirmed at the screen
        self._hooked_cover: QWidget | None = None
        self.word_list = None
        self.discard_serial = 0
        self.last_done: dict[int, str] = {}
        self.hint_shown: Hint | None = None
        self._status = ""
        self._hint_enabled = False
        self._sources: dict[int, Spot] = {}  # per seat: where its newly drawn card comes from
        self._deal_delays = False
        self._dealing = False
        self._discard_source: Spot | None = None
        self._pending_drop: tuple[int, int] | None = None  # where a card dragged off a pile goes
        self._new_cards: set[int] = set()
        self.key_card: int | None = None  # the card picked with the keyboard
        self._round_timer = QTimer(self)
        self._round_timer.setSingleShot(True)
        self._round_timer.setInterval(ROUND_SUMMARY_MS)
        self._round_timer.timeout.connect(self.round_panel.dismiss)
        self.loader = Background(self)
        self.loader.found.connect(self._on_word_list)
        self.hints = Background(self)
        self.hints.found.connect(self._on_hint)
        self.finale = RoundFinale(self, self._take_in)
        self._build_layout()
        self._connect()
        self.apply_settings(settings)
        self.loader.request(self._load_word_list)
        self.redraw_all()

    # --- building -----------------------------------------------------------------------------
    def _build_layout(self) -> None:
        self.bottom = QGridLayout()
        self.bottom.setContentsMargins(8, 6, 8, 8)
        self.bottom.setHorizontalSpacing(12)
        self.bottom.setVerticalSpacing(6)
        self._narrow: bool | None = None
        self._place_bottom(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addLayout(self.bottom)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def _place_bottom(self, narrow: bool) -> None:
        """Buttons and word check side by side, or (in a narrow window) one above the other."""
        if narrow == self._narrow:
            return
        self._narrow = narrow
        self.bottom.removeWidget(self.actions_bar)
        self.bottom.removeWidget(self.word_check)
        self.bottom.setColumnStretch(1, 0)
        if narrow:
            self.bottom.addWidget(self.actions_bar, 0, 0)
            self.bottom.addWidget(self.word_check, 1, 0)
        else:
            self.bottom.addWidget(self.actions_bar, 0, 0)
            self.bottom.addWidget(self.word_check, 0, 1)
            self.bottom.setColumnStretch(0, 3)
            self.bottom.setColumnStretch(1, 2)

    def _connect(self) -> None:
        s = self.session
        s.actionApplied.connect(self._on_action)
        s.reset.connect(self.redraw_all)
        s.pendingChanged.connect(lambda _seats: self.refresh())
        s.handoverNeeded.connect(self._on_handover)
        s.refused.connect(self._on_refused)
        t = self.table
        t.draggable = self._draggable
        t.hand_count = lambda: len(self.arrangement.hand)
        t.clicked.connect(self._on_click)
        t.doubleClicked.connect(self._on_double_click)
        t.dropped.connect(self._on_drop)
        self.scene.mover.busyChanged.connect(self.session.set_animating)
        b = self.actions_bar
        b.go_out.clicked.connect(self.go_out)
        b.back.clicked.connect(self.back_to_hand)
        b.hint.clicked.connect(self.hint)
        b.sheet.toggled.connect(self.show_sheet)
        b.word_lists.clicked.connect(self.open_word_lists)
        b.show_cards.clicked.connect(self.reveal)
        for key, source in (("D", "pile"), ("T", "discard")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda source=source: self._on_click(
                PILE_KEY if source == "pile" else ("d", self.discard_serial)))
        self.round_panel.extra.clicked.connect(lambda: self.actions_bar.sheet.setChecked(True))
        self.round_panel.closed.connect(self.refresh)
        # With a person at the table the next round waits while the round summary covers it: a
        # bot that starts the round would otherwise play its first turn unseen. (A bots-only
        # game goes on behind the summary, which steps aside by itself.)
        self.round_panel.shownChanged.connect(self._hold_for_round_summary)
        self.sheet_panel.closed.connect(lambda: self.actions_bar.sheet.setChecked(False))
        self.word_check.openChanged.connect(self._hold_for_word_check)

    def _load_word_list(self) -> object:
        from tabletop_desktop.engine.quiddler.packed_words import game_word_list

        return game_word_list(self.session.state.options)

    def _on_word_list(self, result: object) -> None:
        if isinstance(result, Exception):
            self.say(f"The word list could not be loaded: {result}")
            return
        self.word_list = result
        self.word_check.lookup = lambda word: word in result
        level = self.session.state.options.get("word_list", "")
        labels = {"common": "common words", "standard": "standard list", "full": "full list",
                  "custom": "your own list"}
        self.word_check.edit.setPlaceholderText(f"Type a word ({labels.get(level, 'this game')})")
        self.word_check.check(self.word_check.edit.text())
        self.refresh()

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self, settings: object) -> None:
        """Theme, colour-blind palette, animation speed and reduced motion."""
        if settings is None:
            return
        self.settings = settings
        self.colour_blind = bool(getattr(settings, "colour_blind", False))
        dark = getattr(settings, "theme", "light") == "dark"
        self.scene.set_colour_blind(self.colour_blind)
        self.table.colours = theme_colours("dark" if dark else "light")
        self.table.viewport().update()
        speed = ANIMATION_FACTORS.get(getattr(settings, "animation_speed", "normal"), 1.0)
        self.scene.mover.factor = 0.0 if getattr(settings, "reduce_motion", False) else speed
        if self.shown_seat is not None or self.session.state is not None:
            self.refresh()

    @property
    def motion(self) -> bool:
        return self.scene.mover.factor > 0

    # --- whose cards to show ------------------------------------------------------------------
    def _seat_to_show(self) -> int | None:
        persons = self.session.person_seats()
        if not persons:
            return None
        acting = [s for s in self.session.state.pending() if s in persons]
        if acting:
            return acting[0]
        if len(persons) == 1:
            return persons[0]
        return self.shown_seat if self.shown_seat in persons else persons[0]

    def hand_visible(self) -> bool:
        """True when the shown seat's cards may be face up (never while the screen is handed over)."""
        if self.shown_seat is None:
            return False
        if not self.session.needs_handover_cover():
            return True
        # Pass and play: only the person acting now, once at the screen; while a bot plays, the
        # screen may already be on its way to the next person.
        return self.revealed == self.shown_seat and self._acting_person() == self.shown_seat

    def _acting_person(self) -> int | None:
        persons = self.session.person_seats()
        acting = [s for s in self.session.state.pending() if s in persons]
        return acting[0] if acting else None

    def my_turn(self) -> bool:
        state = self.session.state
        return (self.shown_seat is not None and not state.is_over() and not self.finale.active
                and self.shown_seat in state.pending() and self.hand_visible())

    def seat_view(self):  # noqa: ANN201
        return self.session.view_for(self.shown_seat if self.shown_seat is not None else 0)

    # --- redrawing ----------------------------------------------------------------------------
    def redraw_all(self) -> None:
        """Redraw everything from the session's state (start, undo, load)."""
        self.finale.cancel()
        self.scene.mover.finish_all()
        self.hints.cancel()
        for key in list(self.scene.cards):
            self.scene.take(key)
        self.arrangement.clear()
        self.discard_serial += 1
        self._sources.clear()
        self._dealing = True
        if not self.session.history and not self.session.state.is_over():
            # A new game: the first deal glides out of the pile like every later one.
            self._deal_from_pile()
        self.refresh()

    def refresh(self, announce: bool = True) -> None:
        """After any change: every card, plate, row, button and (when `announce`) the status."""
        if self.finale.active:
            return  # the table shows the round's last turn until the round summary opens
        seat = self._seat_to_show()
        if seat != self.shown_seat:
            # Another person's hand: the last one's cards leave the table at once.
            self.arrangement.clear()
            self.hint_shown = None
            for key in [k for k in self.scene.cards if isinstance(k, tuple) and k[0] == "h"]:
                self.scene.take(key)
        self.shown_seat = seat
        view = self.seat_view()
        self._place_opponents(view)
        self._place_piles(view)
        self._place_own(view)
        self._place_texts(view)
        self._update_controls(view)
        self._sources.clear()
        self._discard_source = None
        self._deal_delays = False
        self._dealing = False
        if announce:
            self._emit_status()

    # --- session events ----------------------------------------------------------------------
    def _on_action(self, action: object, events: object) -> None:
        self.finale.finish()  # (never active here: the finale holds the bots and the person)
        if self.finale.wants(action, events):
            self.finale.play(action, events)  # the bot's last words on the table first
            return
        self._take_in(action, events)

    def _take_in(self, action: object, events: object) -> None:
        """Everything an action changed: cards, notes, the round summary."""
        scene = self.scene
        for event in events:
            if isinstance(event, CardDrawn):
                if event.source == "pile":
                    self._sources[event.seat] = scene.pile_spot()
                    self.last_done[event.seat] = "drew from the pile"
                else:
                    self._sources[event.seat] = scene.discard_spot_at()
                    self.discard_serial += 1
                    self.last_done[event.seat] = f"took {card_label(event.card)}"
            elif isinstance(event, CardDiscarded | WentOut | LastTurnPlayed):
                seat = event.seat
                card = event.card if isinstance(event, CardDiscarded) else event.discard
                self.discard_serial += 1
                if seat != self.shown_seat:
                    self._discard_source = scene.seat_spot(seat)
                    self._sources[-1 - seat] = scene.seat_spot(seat)
                if isinstance(event, CardDiscarded):
                    self.last_done[seat] = f"discarded {card_label(card)}"
                elif isinstance(event, WentOut):
                    self.last_done[seat] = self._words(event.words)
                    self._celebrate(seat, event.words, went_out=True)
                else:
                    left = f", {cards_text(len(event.left))} left" if event.left else ""
                    self.last_done[seat] = f"laid {self._words(event.words)}{left}"
                    self._celebrate(seat, event.words, went_out=False)
            elif isinstance(event, RoundScored):
                self._show_round(event.result)
            elif isinstance(event, RoundDealt):
                self.arrangement.clear()
                for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] in ("h", "o", "l")]:
                    scene.take(key)
                self.last_done.clear()
                self.discard_serial += 1
                self.hint_shown = None
                self._deal_from_pile()
        self.hints.cancel()
        if getattr(action, "seat", None) == self.shown_seat:
            self.hint_shown = None
            if not isinstance(action, Draw):
                self._new_cards = set()  # the turn is over: the card drawn is just a card now
        self.refresh()

    def _on_refused(self, reason: str) -> None:
        # A card dropped on a refused target goes back where it was; the reason stays on show.
        self.refresh(announce=False)
        self.say(reason)

    def refuse(self, reason: str) -> None:
        """Say why the person's move cannot be made (the game screen flashes it too)."""
        self.session.refused.emit(reason)

    def _on_handover(self, seat: int) -> None:
        """Pass and play: hide the cards until the person at `seat` confirms at the screen."""
        self.revealed = None
        cover = self._cover()
        if cover is not None and cover is not self._hooked_cover:
            cover.confirmed.connect(self.reveal)
            self._hooked_cover = cover
        self.refresh()

    def _cover(self) -> QWidget | None:
        parent = self.parentWidget()
        return parent.findChild(QWidget, "handoverCover") if parent is not None else None

    def _cover_showing(self) -> bool:
        cover = self._cover()
        return cover is not None and cover.isVisible()

    def reveal(self) -> None:
        """The person whose turn it is is at the screen: show their cards."""
        self.revealed = self._acting_person()
        self.refresh()

    # --- hint ----------------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        return self.my_turn() and not self.hints.running and self.word_list is not None

    def hint(self) -> None:
        """Ask the exact solver (off the GUI thread) for the best go-out or the best words to keep."""
        if not self.can_hint():
            return
        view = self.seat_view()
        word_list = self.word_list
        hand, phase, top = tuple(view.hand), view.phase, view.discard_top
        last_turn, may_go_out = view.went_out is not None, view.may_go_out
        self.hints.request(lambda: find_hint(hand, phase, top, word_list, last_turn, may_go_out))
        self.say("Looking for the best play\u2026")
        self._update_controls(view)

    def _on_hint(self, result: object) -> None:
        if isinstance(result, Exception):
            self.say(f"No hint this time: {result}")
            return
        if not isinstance(result, Hint) or not self.my_turn():
            self.refresh()
            return
        if self.shown_seat is not None:  # counted per seat: the end summary and records show it
            self.session.note_hint(self.shown_seat)
        if result.words or result.discard:
            self.arrangement.lay_out(result.words, result.discard)
            self.hint_shown = result
        self.refresh()
        self.say(result.text)

    # --- round summary and score sheet ---------------------------------------------------------------
    def _celebrate(self, seat: int, words, went_out: bool) -> None:  # noqa: ANN001
        """A short banner for going out or a long word (none with reduced motion)."""
        if not self.motion:
            return
        longest = max(words, key=lambda w: sum(len(c) for c in w), default=())
        letters = sum(len(c) for c in longest)
        who = "You" if seat == self.shown_seat and self.hand_visible() else self.names[seat]
        if letters >= LONG_WORD:
            self.scene.flash(f"{word_text(longest)}: {letters} letters!")
        elif went_out:
            self.scene.flash(f"{who} went out!")

    def _show_round(self, result) -> None:  # noqa: ANN001
        ending = self.status_text() if self.session.state.is_over() else ""
        self.round_panel.show_result(result, self.names, ending)
        self.round_panel.place_over(self.table)
        self.round_panel.show()
        self.round_panel.raise_()
        if not self.session.person_seats() and not self.session.state.is_over():
            # Nobody to press Continue: the bots' round summary steps aside by itself.
            self._round_timer.start()

    def _hold_for_round_summary(self, shown: bool) -> None:
        self.session.hold_bots("round summary", shown and self._held_between_rounds())

    def _hold_for_word_check(self, open_: bool) -> None:
        """The bots wait while a person looks a word up (a bots-only game has nobody typing)."""
        self.session.hold_bots("word check", open_ and bool(self.session.person_seats()))
        self.refresh()  # the bot's plate and the status line say that it waits

    def show_sheet(self, shown: bool = True) -> None:
        if shown:
            self._fill_sheet()
            self.sheet_panel.place_over(self.table)
            self.sheet_panel.show()
            self.sheet_panel.raise_()
        else:
            self.sheet_panel.hide()
        if self.actions_bar.sheet.isChecked() != shown:
            self.actions_bar.sheet.setChecked(shown)

    def _fill_sheet(self) -> None:
        state = self.session.state
        self.sheet_panel.show_sheet(state.round_results, self.names, state.round, state.is_over())

    def open_word_lists(self) -> None:
        from tabletop_desktop.windows.word_lists_dialog import WordListsDialog

        dialog = WordListsDialog(self.settings, self, dict(self.session.state.options))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.word_lists_dialog = dialog
        dialog.open()

    def fit_actions(self) -> None:
        """One row of buttons or two, by the width they need now: on a resize, and whenever a
        button appears or changes its text (a wider bar must never widen the window)."""
        row = self.actions_bar.row_width()
        self._place_bottom(self.width() < row + 380)
        self.actions_bar.set_compact(self.width() < row + 30)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit_actions()
        super().resizeEvent(event)
        for panel in (self.round_panel, self.sheet_panel):
            if panel.isVisible():
                panel.place_over(self.table)

    def keyboard_help(self) -> list[tuple[str, str]]:
        """Quiddler's keys, for Help > Keyboard shortcuts."""
        return list(QUIDDLER_KEYS)

    # --- end of game -----------------------------------------------------------------------------------
    def end_summary(self) -> EndSummary:
        from dataclasses import replace

        from tabletop_desktop.views.quiddler.summary import final_words_picture

        summary = build_end_summary(self.session)
        results = self.session.state.round_results
        if not results:
            return summary
        return replace(summary, picture=final_words_picture(results[-1], self.names,
                                                            self.colour_blind))

    def print_summary(self, printer: QPrinter) -> None:
        from tabletop_desktop.views.quiddler.printing import print_summary

        print_summary(self.session, printer)

    def shutdown(self) -> None:
        self.finale.cancel()
        self.hints.cancel()
        self.loader.cancel()
        self.scene.mover.finish_all()
        # The panel hides as the view goes: that is no reason to wake the bots of a closed game.
        for signal, slot in ((self.round_panel.shownChanged, self._hold_for_round_summary),
                             (self.word_check.openChanged, self._hold_for_word_check)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass  # shut down before

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        QTimer.singleShot(0, self.table.fit)
        self.setFocus(Qt.FocusReason.OtherFocusReason)  # the card keys, not a button, come first
