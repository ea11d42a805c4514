"""The Quiddler game view: the table (other players' fans, the piles, the word rows, the person's
own fan), the action bar and the word check under it, and the round summary and score sheet laid
over the table.

The view never changes the game: it builds Draw / Discard / GoOut / LastTurn actions from what the
person does and submits them; then it redraws from the session's state. How the person has
arranged their cards (the fan's order, the word rows) is the view's own business (`Arrangement`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from tabletop_desktop.engine.quiddler.actions import Draw, GoOut
from tabletop_desktop.engine.quiddler.events import (
    CardDiscarded,
    CardDrawn,
    LastTurnPlayed,
    RoundDealt,
    RoundScored,
    WentOut,
)
from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.theme import seat_colour, theme_colours
from tabletop_desktop.views.quiddler.arrangement import Arrangement, check_row
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.card_item import Spot
from tabletop_desktop.views.quiddler.controls import ActionBar, WordCheck
from tabletop_desktop.views.quiddler.hint import Background, Hint, find_hint
from tabletop_desktop.views.quiddler.summary import (
    RoundPanel,
    SheetPanel,
    build_end_summary,
    word_text,
)
from tabletop_desktop.views.quiddler.table_scene import TableScene, Target
from tabletop_desktop.views.quiddler.table_view import PILE_KEY, TableView

DEAL_STEP_MS = 45  # between two dealt cards at normal speed
ROUND_SUMMARY_MS = 6000  # how long a bots-only game shows each round's summary
HINT_COLOUR = QColor("#ffd24a")
NEW_CARD_COLOUR = QColor("#7fd3ff")
KEY_COLOUR = QColor("#ffffff")


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def _names_list(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class QuiddlerGameView(GameView):
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
        self.sheet_panel.closed.connect(lambda: self.actions_bar.sheet.setChecked(False))

    def _load_word_list(self) -> object:
        from tabletop_desktop.engine.quiddler.words import word_list_for

        return word_list_for(self.session.state.options)

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
        speed = {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(getattr(settings, "animation_speed", "normal"), 1.0)
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
        return (self.shown_seat is not None and not state.is_over()
                and self.shown_seat in state.pending() and self.hand_visible())

    def seat_view(self):  # noqa: ANN201
        return self.session.view_for(self.shown_seat if self.shown_seat is not None else 0)

    # --- redrawing ----------------------------------------------------------------------------
    def redraw_all(self) -> None:
        """Redraw everything from the session's state (start, undo, load)."""
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

    def _deal_from_pile(self) -> None:
        self._deal_delays = self.motion
        self._dealing = True
        for s in range(len(self.names)):
            self._sources[s] = self.scene.pile_spot()
        self._discard_source = self.scene.pile_spot()

    def refresh(self, announce: bool = True) -> None:
        """After any change: every card, plate, row, button and (when `announce`) the status."""
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

    def _deal_delay(self, seat: int, k: int, view) -> int:  # noqa: ANN001
        if not self._deal_delays:
            return 0
        n = view.seat_count
        order = (seat - view.dealer - 1) % n
        return (k * n + order) * DEAL_STEP_MS

    def _place_opponents(self, view) -> None:  # noqa: ANN001
        n = view.seat_count
        me = self.shown_seat
        start = (me + 1) if me is not None else 0
        others = [(start + i) % n for i in range(n) if (start + i) % n != me]
        self.scene.set_opponents(others)
        scene = self.scene
        for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] in ("o", "l")]:
            if key[1] not in others:
                scene.take(key)
        for s in others:
            count = view.hand_counts[s]
            keys = sorted((k for k in scene.cards if isinstance(k, tuple) and k[:2] == ("o", s)),
                          key=lambda k: k[2])
            for key in keys:
                if key[2] >= count:
                    scene.take(key, self._sources.get(-1 - s))
            laid = view.laid[s] or ()
            wanted = set()
            for w, (word, spots) in enumerate(zip(laid, scene.laid_spots(s, laid), strict=True)):
                for i, (card, spot) in enumerate(zip(word, spots, strict=True)):
                    wanted.add(("l", s, w, i))
                    scene.put(("l", s, w, i), card, True, spot, source=scene.seat_spot(s))
            for key in [k for k in scene.cards if isinstance(k, tuple) and k[:2] == ("l", s)]:
                if key not in wanted:
                    scene.take(key)
            for k in range(count):
                spot = scene.opponent_spot(s, k, count)
                if laid:  # the cards left after a last turn sit below the words, face down
                    spot = Spot(spot.x, spot.y + 30, spot.rotation, spot.scale * 0.8, spot.z + 20)
                scene.put(("o", s, k), None, False, spot,
                          source=self._sources.get(s), delay_ms=self._deal_delay(s, k, view))
            current = s in view.pending and not view.is_over
            detail = _cards(count)
            note = self.last_done.get(s, "")
            if view.laid[s] is not None:
                laid = self._words(view.laid[s])
                detail = f"went out with {laid}" if view.went_out == s else f"laid down {laid}"
                note = f"{_cards(count)} left" if count else ""
            if current:
                note = "thinking\u2026" if self.session.is_bot(s) else "playing"
            self.scene.set_plate(s, self.names[s], detail, note, current,
                                 seat_colour(s, self.colour_blind))

    def _place_piles(self, view) -> None:  # noqa: ANN001
        scene = self.scene
        scene.pile.set_count(view.pile_count)
        top = view.discard_top
        key = ("d", self.discard_serial)
        for old in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "d" and k != key]:
            if old[0] == "d" and old[1] < self.discard_serial and top is not None:
                scene.take(old)
            elif top is None:
                scene.take(old)
        below = view.discard_pile[-2] if len(view.discard_pile) >= 2 else None
        if below is not None:
            spot = scene.discard_spot_at()
            scene.put(("dbelow",), below, True, Spot(spot.x - 3, spot.y + 2, -5.0, 1.0, spot.z - 1))
        else:
            scene.take(("dbelow",))
        if top is not None:
            spot = scene.discard_spot_at()
            item = scene.put(key, top, True, spot, source=self._discard_source)
            item.interactive = self.my_turn() and view.phase == "draw"
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.interactive else Qt.CursorShape.ArrowCursor)
            item.setToolTip(f"The discard pile: {card_label(top)} on top.")
        scene.discard_spot.caption = "Discard" if top is None else f"Discard: {card_label(top)}"
        scene.discard_spot.update()
        scene.pile.setToolTip(f"The draw pile: {_cards(view.pile_count)} face down.")

    def _place_own(self, view) -> None:  # noqa: ANN001
        scene = self.scene
        a = self.arrangement
        seat = self.shown_seat
        visible = self.hand_visible()
        if seat is None:
            for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "h"]:
                scene.take(key)
            scene.set_rows_shown(0)
            return
        before = {cid: scene.cards.get(("h", cid)) for cid in a.cards}
        new = a.sync(view.hand)
        if self._pending_drop is not None and len(new) == 1:
            zone, index = self._pending_drop
            a.move(new[0], zone, index)
        self._pending_drop = None
        if new and not self._dealing:
            self._new_cards = set(new)
        elif self._dealing:
            self._new_cards = set()
        for cid, item in before.items():
            if cid not in a.cards and item is not None:
                if self._discard_source is None and item.scene() is scene:
                    self._discard_source = Spot(item.x(), item.y(), item.rotation(), item.scale(), item.zValue())
                scene.take(("h", cid))
        if self._discard_source is not None:
            # The card the person just discarded flies from where it was.
            scene.put(("d", self.discard_serial), view.discard_top, True, scene.discard_spot_at(),
                      source=self._discard_source)
        for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "h"]:
            if key[1] not in a.cards:
                scene.take(key)
        laid = view.laid[seat] if visible and not view.is_over else None
        if laid is not None:
            scene.set_rows_shown(max(1, len(laid)))
        else:
            scene.set_rows_shown(a.shown_rows() if visible and not view.is_over else 0)
        hand = a.hand
        source = self._sources.get(seat)
        for i, cid in enumerate(hand):
            self._put_own(cid, scene.hand_spot(i, len(hand)), visible, source,
                          self._deal_delay(seat, i, view))
        for r, row in enumerate(a.rows):
            for i, cid in enumerate(row):
                self._put_own(cid, scene.row_spot(r, i), visible, source, 0)
        wanted = set()
        if laid is not None:
            # This seat's words are on the table (it went out): they fill the rows, for show.
            for w, word in enumerate(laid):
                for i, card in enumerate(word):
                    wanted.add(("ml", w, i))
                    scene.put(("ml", w, i), card, True, scene.row_spot(w, i))
            for r, row in enumerate(scene.rows):
                check = check_row(word := laid[r], self.word_list) if r < len(laid) else None
                if check is not None:
                    row.set_message(f"{word_text(word)} \u00b7 {check.points} points", "good")
        else:
            self._label_rows(visible)
        for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "ml"]:
            if key not in wanted:
                scene.take(key)

    def _put_own(self, cid: int, spot: Spot, visible: bool, source: Spot | None, delay: int) -> None:
        card = self.arrangement.cards[cid]
        item = self.scene.put(("h", cid), card if visible else None, visible, spot,
                              source=source, delay_ms=delay, interactive=visible)
        marked = None
        if visible and cid == self.key_card:
            marked = KEY_COLOUR
        elif visible and self.hint_shown is not None and self.hint_shown.discard == card and \
                cid == (self.arrangement.hand[-1] if self.arrangement.hand else None):
            marked = HINT_COLOUR
        elif visible and cid in self._new_cards:
            marked = NEW_CARD_COLOUR
        item.set_marked(marked)
        item.setToolTip(f"{card_label(card)}: drag to a word row, to another place in your hand, or "
                        "to the discard pile; double-click to discard." if visible else "")

    def _label_rows(self, visible: bool) -> None:
        a = self.arrangement
        for r, row in enumerate(self.scene.rows):
            if not visible or r >= self.scene.rows_shown:
                row.set_message("", "empty")
                continue
            cards = a.row_cards(r)
            if not cards:
                first = not any(a.rows)
                text = ("Drag cards here to build a word" if first
                        else "Drag cards here for another word")
                row.set_message(text, "empty")
                continue
            check = check_row(cards, self.word_list)
            last = self.scene.row_spot(r, len(cards) - 1)
            right = last.x + last.scale * 36
            if check.valid:
                row.set_message(f"{check.word} \u00b7 {check.points} points", "good",
                                f"{check.points} points", right)
            else:
                short = "Not in the word list" if len(cards) >= 2 and self.word_list is not None \
                    else check.reason
                row.set_message(check.reason[:1].upper() + check.reason[1:], "bad",
                                short[:1].upper() + short[1:], right)

    def _place_texts(self, view) -> None:  # noqa: ANN001
        scene = self.scene
        over = view.is_over
        if over:
            scene.round_text.set_text("The game is over.")
        else:
            scene.round_text.set_text(f"Round {view.round} of 8 \u00b7 {_cards(view.hand_size)} dealt\n"
                                      f"{self.names[view.dealer]} dealt")
        scene.banner.set_text(self._last_turn_text(view), strong=view.went_out is not None and not over)
        seat = self.shown_seat
        if seat is None:
            scene.hand_note.set_text("Watching the bots play: every move is in the game log."
                                     if not over else "The bots' game is over.")
        elif not self.hand_visible():
            scene.hand_note.set_text(f"{self.names[seat]}'s cards stay face down until "
                                     f"{self.names[seat]} is at the screen.")
        else:
            scene.hand_note.set_text("")
        scene.hand_note.setZValue(0 if self.hand_visible() else 300)

    def _last_turn_text(self, view) -> str:  # noqa: ANN001
        if view.went_out is None or view.is_over:
            return ""
        who = self.names[view.went_out]
        words = self._words(view.laid[view.went_out] or ())
        waiting = [self.names[s] for s in view.last_turns_left]
        if self.shown_seat is not None and self.my_turn() and self.shown_seat in view.last_turns_left:
            return (f"{who} went out with {words}: this is your last turn \u2014 lay down what "
                    "words you can. Cards left in your hand count against you.")
        if self.shown_seat == view.went_out:
            return f"You went out with {words}. Last turns: {_names_list(waiting)}."
        rest = f" Last turns: {_names_list(waiting)}." if waiting else ""
        return f"{who} went out with {words}.{rest}"

    @staticmethod
    def _words(words) -> str:  # noqa: ANN001
        return ", ".join(word_text(w) for w in words) or "no word"

    # --- controls and status -------------------------------------------------------------------
    def _update_controls(self, view) -> None:  # noqa: ANN001
        b = self.actions_bar
        mine = self.my_turn()
        discard_phase = mine and view.phase == "discard"
        last_turn = view.went_out is not None
        if last_turn:
            b.go_out.setText("Go out")
        reason = self._go_out_problem(view)
        b.set_button(b.go_out, reason is None, "Lay down your words and discard the last card (G)."
                     if reason is None else reason)
        has_rows = any(self.arrangement.rows)
        b.set_button(b.back, self.hand_visible() and has_rows,
                     "Take every card out of the word rows (Esc)." if has_rows
                     else "No card is in a word row.")
        b.set_button(b.hint, self.can_hint(), "The solver's best play for your cards (H)."
                     if self.can_hint() else (self._wait_reason() or "Hints are for your turn."))
        covered = (self.shown_seat is not None and not self.hand_visible()
                   and self._acting_person() == self.shown_seat)
        b.show_cards.setVisible(covered and not self._cover_showing())
        if covered:
            b.show_cards.setText(f"Show {self.names[self.shown_seat]}'s cards")
        b.go_out.setVisible(self.shown_seat is not None)
        b.back.setVisible(self.shown_seat is not None)
        b.hint.setVisible(self.shown_seat is not None)
        own_turn = self._acting_person() is not None
        self.word_check.set_open(not own_turn,
                                 "The word check opens again when your turn is over." if own_turn else "")
        if discard_phase and last_turn:
            b.go_out.setEnabled(False)
            b.go_out.setToolTip("Someone has gone out: discard to end your last turn (your words "
                                "in the rows are laid down with it).")
        if self._hint_enabled != self.can_hint():
            self._hint_enabled = self.can_hint()
            self.hintAvailableChanged.emit(self._hint_enabled)
        if self.sheet_panel.isVisible():
            self._fill_sheet()

    def _go_out_problem(self, view) -> str | None:  # noqa: ANN001
        if not self.my_turn():
            return self._wait_reason() or "You can go out on your turn."
        if view.phase == "draw":
            return "Draw a card first: click the draw pile or the discard pile."
        if view.went_out is not None:
            return "Someone has already gone out: this is your last turn."
        if not view.may_go_out:
            return "Going out on your first turn of a round is not allowed in this game."
        return None

    def _wait_reason(self) -> str | None:
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
            return f"Waiting for {name} to play."
        if not self.hand_visible() and pending[0] == self.shown_seat:
            return f"Pass the screen to {name}."
        return f"It is {name}'s turn."

    def status_text(self) -> str:
        """What the person may do now, in plain words."""
        state = self.session.state
        view = self.seat_view()
        if state.is_over():
            winners = state.winners()
            totals = state.scores()
            if len(winners) == 1:
                return f"The game is over: {self.names[winners[0]]} wins with {totals[winners[0]]} points."
            return "The game is over: a shared win."
        pending = state.pending()
        if not self.my_turn():
            if self.shown_seat is not None and not self.hand_visible() and pending \
                    and pending[0] == self.shown_seat:
                return f"Pass the screen to {self.names[self.shown_seat]}."
            name = self.names[pending[0]] if pending else ""
            if pending and self.session.is_bot(pending[0]):
                return f"{name} is thinking\u2026"
            return f"{name}'s turn."
        who = "Your turn" if len(self.session.person_seats()) == 1 else f"{self.names[self.shown_seat]}, your turn"
        went = view.went_out
        if went is not None:
            head = f"{self.names[went]} went out: this is your last turn"
            if view.phase == "draw":
                return (f"{head}. Draw a card: click the draw pile (D) or the discard pile (T), or "
                        "drag it to your hand.")
            return (f"{head} \u2014 lay down what words you can in the rows, then discard: drag a card "
                    "to the discard pile or double-click it. Cards left in your hand count against you.")
        if view.phase == "draw":
            top = view.discard_top
            take = f" or take the {card_label(top)} from the discard pile (T)" if top else ""
            return f"{who}: draw a card \u2014 click the draw pile (D){take}, or drag it to your hand."
        return (f"{who}: build words in the rows and press Go out (G), or discard a card: drag it to "
                "the discard pile or double-click it.")

    def _emit_status(self) -> None:
        text = self.status_text()
        if text != self._status:
            self._status = text
            self.statusChanged.emit(text)

    def say(self, message: str) -> None:
        """Tell the person something now (a refusal and why, a hint)."""
        self._status = message
        self.statusChanged.emit(message)

    # --- session events ----------------------------------------------------------------------
    def _on_action(self, action: object, events: object) -> None:
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
                else:
                    left = f", {_cards(len(event.left))} left" if event.left else ""
                    self.last_done[seat] = f"laid {self._words(event.words)}{left}"
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
        if self.hint_shown is not None and getattr(action, "seat", None) == self.shown_seat:
            self.hint_shown = None
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

    # --- the person's input ------------------------------------------------------------------
    def _own_id(self, key: object) -> int | None:
        if isinstance(key, tuple) and key and key[0] == "h":
            return key[1]
        return None

    def _is_discard_top(self, key: object) -> bool:
        return key == ("d", self.discard_serial)

    def _draggable(self, key: object) -> bool:
        if self._own_id(key) is not None:
            return self.hand_visible() and not self.session.state.is_over()
        if key == PILE_KEY or self._is_discard_top(key):
            return self.my_turn() and self.seat_view().phase == "draw"
        return False

    def _on_click(self, key: object) -> None:
        view = self.seat_view()
        if key == PILE_KEY or self._is_discard_top(key):
            source = "pile" if key == PILE_KEY else "discard"
            if not self.my_turn():
                self.refuse(self._wait_reason() or "Wait for your turn.")
                return
            if view.phase != "draw":
                if source == "discard":
                    self.refuse("You have drawn already: to discard, drag a card onto the discard "
                                "pile or double-click it.")
                else:
                    self.refuse("You have drawn already: now discard a card, or go out.")
                return
            self.draw(source)

    def draw(self, source: str, drop: tuple[int, int] | None = None) -> bool:
        """Draw from "pile" or "discard"; `drop` is where the card goes (zone, index)."""
        if self.shown_seat is None:
            return False
        self._pending_drop = drop
        ok = self.session.submit(Draw(self.shown_seat, source))
        if not ok:
            self._pending_drop = None
        return ok

    def _on_double_click(self, key: object) -> None:
        cid = self._own_id(key)
        if cid is None:
            if key == PILE_KEY or self._is_discard_top(key):
                self._on_click(key)
            return
        self.discard(cid)

    def discard(self, cid: int) -> bool:
        """Discard card `cid` (on a last turn, with the words in the rows)."""
        view = self.seat_view()
        if not self.my_turn():
            self.refuse(self._wait_reason() or "Wait for your turn.")
            return False
        if view.phase != "discard":
            self.refuse("Draw a card first: click the draw pile or the discard pile.")
            return False
        action = self.arrangement.discard_action(self.shown_seat, cid, view.went_out is not None)
        if view.went_out is not None:
            problem = self._row_problem(action.words)
            if problem:
                self.refuse(problem)
                return False
        return self.session.submit(action)

    def _row_problem(self, words) -> str | None:  # noqa: ANN001
        for word in words:
            check = check_row(word, self.word_list)
            if not check.valid:
                return (f"{check.reason[:1].upper() + check.reason[1:]}: take its cards out of the "
                        "row (they count against you) or make it a word, then discard.")
        return None

    def _on_drop(self, key: object, target: Target | None) -> None:
        cid = self._own_id(key)
        if cid is not None:
            if target is None or target.kind == "pile":
                self.refresh()
                return
            if target.kind == "discard":
                self.discard(cid)
                return
            self.hint_shown = None
            self._new_cards.discard(cid)
            self.arrangement.move(cid, target.zone, target.index)
            self.refresh()
            return
        if key == PILE_KEY or self._is_discard_top(key):
            source = "pile" if key == PILE_KEY else "discard"
            if target is not None and target.kind in ("hand", "row"):
                if self.draw(source, (target.zone, target.index)):
                    return
            self.refresh()

    def go_out(self) -> None:
        """Lay the rows down and discard the one card left in the hand, or say why not."""
        view = self.seat_view()
        reason = self._go_out_problem(view)
        if reason is not None:
            self.refuse(reason)
            return
        action, problem = self.arrangement.go_out_action(self.shown_seat)
        if action is None:
            self.refuse(problem)
            return
        engine_reason = self.session.check(action)
        if engine_reason is not None:
            self.refuse(engine_reason)
            return
        self.session.submit(action)

    def back_to_hand(self) -> None:
        if self.hand_visible() and self.arrangement.back_to_hand():
            self.hint_shown = None
            self.refresh()

    def go_out_action(self) -> GoOut | None:
        return self.arrangement.go_out_action(self.shown_seat)[0] if self.shown_seat is not None else None

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
        if result.words or result.discard:
            self.arrangement.lay_out(result.words, result.discard)
            self.hint_shown = result
        self.refresh()
        self.say(result.text)

    # --- round summary and score sheet ---------------------------------------------------------------
    def _show_round(self, result) -> None:  # noqa: ANN001
        self.round_panel.show_result(result, self.names)
        self.round_panel.place_over(self.table)
        self.round_panel.show()
        self.round_panel.raise_()
        if not self.session.person_seats() and not self.session.state.is_over():
            # Nobody to press Continue: the bots' round summary steps aside by itself.
            self._round_timer.start()

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

    def resizeEvent(self, event: QResizeEvent) -> None:
        row = self.actions_bar.row_width()
        self._place_bottom(self.width() < row + 380)
        self.actions_bar.set_compact(self.width() < row + 30)
        super().resizeEvent(event)
        for panel in (self.round_panel, self.sheet_panel):
            if panel.isVisible():
                panel.place_over(self.table)

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
        self.hints.cancel()
        self.loader.cancel()
        self.scene.mover.finish_all()

    # --- the keyboard -------------------------------------------------------------------------------
    def _own_order(self) -> list[int]:
        a = self.arrangement
        return list(a.hand) + [c for row in a.rows for c in row]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Cards by keyboard: Left/Right pick a card, Shift+Left/Right move it, 1-5 put it in a
        word row, 0 takes it back to the hand, Delete discards it."""
        order = self._own_order()
        if not self.hand_visible() or not order:
            super().keyPressEvent(event)
            return
        key, shift = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        a = self.arrangement
        if self.key_card not in a.cards:
            self.key_card = None
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.key_card is None:
                self.key_card = order[0 if step > 0 else -1]
            elif shift:
                zone, index = a.where(self.key_card)
                size = len(a.zone(zone))
                a.move(self.key_card, zone, max(0, min(size, index + (2 if step > 0 else -1))))
            else:
                self.key_card = order[(order.index(self.key_card) + step) % len(order)]
        elif self.key_card is not None and Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            row = min(key - Qt.Key.Key_1, a.shown_rows() - 1)
            a.move(self.key_card, row, len(a.rows[row]))
        elif self.key_card is not None and key in (Qt.Key.Key_0, Qt.Key.Key_Backspace):
            a.move(self.key_card, -1, len(a.hand))
        elif self.key_card is not None and key in (Qt.Key.Key_Delete, Qt.Key.Key_Return,
                                                   Qt.Key.Key_Enter):
            self.discard(self.key_card)
            return
        else:
            super().keyPressEvent(event)
            return
        self.refresh(announce=False)
        card = a.cards.get(self.key_card) if self.key_card is not None else None
        if card is not None:
            self.say(f"{card_label(card)} picked: 1 to 5 put it in a word row, 0 back in the hand, "
                     "Shift+arrows move it, Delete discards it.")

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        QTimer.singleShot(0, self.table.fit)
        self.setFocus(Qt.FocusReason.OtherFocusReason)  # the card keys, not a button, come first
