"""The Quiddler game view: the table (other players' fans, the piles, the word rows, the person's
own fan), the action bar and the word check under it, and the round summary and score sheet laid
over the table.

The view never changes the game and never reads a game state: the `TableModel` hands it one
`QuiddlerMoment` per change (moment.py) with the change's events, and the person's moves go to
the session as the moment's actions or as Discard / GoOut / LastTurn built from the cards in the
rows. How the person has arranged their cards (the fan's order, the word rows) is the view's own
business (`Arrangement`).

It is composed of parts with one job each: the scene (`TableScene`, where things go), the
playback (`TablePlayback`, cards gliding from the events to the moment), the input handler
(`PersonInput`, clicks, drags and keys into moves), the status (`TurnStatus` over the common
`StatusPart`), the hint (`HintPart`, through the session) and the round finale (`RoundFinale`).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from tabletop_desktop.engine.quiddler.actions import Draw
from tabletop_desktop.engine.quiddler.events import RoundScored
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.engine.quiddler.words import WordList
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.session.table import Played, TableChange, TableSession
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.game_view import EndSummary, GameView
from tabletop_desktop.views.common.motion import motion_factor
from tabletop_desktop.views.common.status_part import StatusPart
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.common.theme import theme_colours
from tabletop_desktop.views.quiddler.arrangement import Arrangement
from tabletop_desktop.views.quiddler.controls import ActionBar, WordCheck
from tabletop_desktop.views.quiddler.finale import RoundFinale
from tabletop_desktop.views.quiddler.hint import HintPart, WordListLoader
from tabletop_desktop.views.quiddler.moment import QuiddlerMoment, quiddler_moment
from tabletop_desktop.views.quiddler.person_input import PersonInput, quiddler_keys
from tabletop_desktop.views.quiddler.playback import TablePlayback
from tabletop_desktop.views.quiddler.round_panels import RoundPanels
from tabletop_desktop.views.quiddler.screen import CoverWatch, Screen
from tabletop_desktop.views.quiddler.summary import RoundPanel, SheetPanel, build_end_summary
from tabletop_desktop.views.quiddler.table_scene import TableScene
from tabletop_desktop.views.quiddler.table_view import PILE_KEY, TableView
from tabletop_desktop.views.quiddler.turn_status import TurnStatus

# The word lists' names in the word check's placeholder (translated when shown).
LIST_NAMES = {"common": QT_TRANSLATE_NOOP("QuiddlerWordCheck", "common words"),
              "standard": QT_TRANSLATE_NOOP("QuiddlerWordCheck", "standard list"),
              "full": QT_TRANSLATE_NOOP("QuiddlerWordCheck", "full list"),
              "custom": QT_TRANSLATE_NOOP("QuiddlerWordCheck", "your own list")}


class QuiddlerGameView(GameView):
    """The central widget of a Quiddler game: builds the parts and wires them to the model."""

    def __init__(self, session: TableSession, settings: Settings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiddlerView")
        self.session = session
        self.settings = settings
        self.model = TableModel(session, quiddler_moment, self)
        self.local = Screen(self._moment())  # what only this screen knows (QWidget.screen is Qt's)
        self.shown_seat = self.local.shown
        self.scene = TableScene(self)
        self.table = TableView(self.scene)
        self.actions_bar = ActionBar(self)
        self.word_check = WordCheck(self)
        self.round_panel = RoundPanel(self)
        self.sheet_panel = SheetPanel(self)
        self.arrangement = Arrangement()
        self.status = StatusPart(self.statusChanged, self)
        self.playback = TablePlayback(self.scene, self.arrangement, self.local)
        self.turn = TurnStatus(self.actions_bar, self.status, self.local, self.arrangement,
                               self.model, self.hintAvailableChanged, self.fit_actions)
        self.input = PersonInput(session, self.local, self.arrangement, self.playback, self,
                                 self.refresh, self.say, self.refuse)
        self.hints = HintPart(self.model, self.local, self.arrangement, self.turn.can_hint,
                              self.refresh, self.say)
        self.finale = RoundFinale(self.scene, self.playback, self.local, session, self.say,
                                  self._take_in, self)
        self.panels = RoundPanels(self.round_panel, self.sheet_panel, self.actions_bar.sheet,
                                  self.table, session, self._moment, self)
        self.cover = CoverWatch(self, self.local, self.reveal)
        self.loader = WordListLoader(dict(self.model.facts.options))
        self.loader.loaded.connect(self._on_word_list)
        self.loader.failed.connect(self._on_word_list_failed)
        self._drawn = False  # settings applied before the first drawing draw nothing yet
        self._build_layout()
        self._connect()
        self.apply_settings(settings)
        self.loader.begin()
        self.redraw_all()

    def _moment(self) -> QuiddlerMoment:
        moment = self.model.moment
        assert isinstance(moment, QuiddlerMoment)
        return moment

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
        self.model.changed.connect(self._on_change)
        s.handoverNeeded.connect(self._on_handover)
        s.refused.connect(self._on_refused)
        t = self.table
        t.draggable = self.input.draggable
        t.hand_count = lambda: len(self.arrangement.hand)
        t.clicked.connect(self.input.on_click)
        t.doubleClicked.connect(self.input.on_double_click)
        t.dropped.connect(self.input.on_drop)
        self.scene.mover.busyChanged.connect(s.set_animating)
        b = self.actions_bar
        b.go_out.clicked.connect(self.input.go_out)
        b.back.clicked.connect(self.input.back_to_hand)
        b.hint.clicked.connect(self.hint)
        b.word_lists.clicked.connect(lambda: self.wordListsWanted.emit(dict(self.model.facts.options)))
        b.show_cards.clicked.connect(self.reveal)
        for key in ("D", "T"):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda key=key: self.input.on_click(
                PILE_KEY if key == "D" else ("d", self.local.discard_serial)))
        self.round_panel.closed.connect(self.refresh)
        self.word_check.openChanged.connect(self._hold_for_word_check)

    def _on_word_list(self, words: WordList) -> None:
        self.local.word_list = words
        self.word_check.lookup = lambda word: word in words
        level = str(self.model.facts.option("word_list", ""))
        list_name = (translate("QuiddlerWordCheck", LIST_NAMES[level]) if level in LIST_NAMES
                     else translate("QuiddlerWordCheck", "this game", "the word list of this game"))
        self.word_check.edit.setPlaceholderText(
            translate("QuiddlerWordCheck", "Type a word ({list})", "the words are English: say "
                      "'an English word'; {list}: the word list's name").format(list=list_name))
        self.word_check.check(self.word_check.edit.text())
        self.refresh()

    def _on_word_list_failed(self, why: str) -> None:
        self.say(translate("QuiddlerView", "The word list could not be loaded: {why}").format(why=why))

    # --- settings ----------------------------------------------------------------------------
    def apply_settings(self, settings: object) -> None:
        """Theme, colour-blind palette, animation speed and reduced motion."""
        if not isinstance(settings, Settings):
            return
        self.settings = settings
        self.colour_blind = settings.colour_blind
        self.playback.colour_blind = settings.colour_blind
        self.scene.set_colour_blind(settings.colour_blind)
        self.table.colours = theme_colours("dark" if settings.theme == "dark" else "light")
        self.table.viewport().update()
        self.scene.mover.factor = motion_factor(settings)
        if self._drawn:
            self.refresh()

    def seat_view(self) -> QuiddlerView:
        """The shown seat's view (any seat's while only bots play)."""
        view = self.local.moment.view
        assert view is not None
        return view

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.input.key_press(event):
            super().keyPressEvent(event)

    # --- drawing --------------------------------------------------------------------------------
    def redraw_all(self) -> None:
        """Redraw everything from the moment (start, undo, load)."""
        self.finale.cancel()
        self.local.hint = None
        facts = self.model.facts
        # A new game: the first deal glides out of the pile like every later one.
        self.playback.clear(deal=facts.move_count == 0 and not facts.over)
        self._drawn = True
        self.refresh()

    def refresh(self, announce: bool = True) -> None:
        """After any change: every card, plate, row and button, and (`announce`) the status."""
        if self.finale.active:
            return  # the table shows the round's last turn until the round summary opens
        moment = self._moment()
        local = self.local
        if moment.shown != local.shown:
            self.playback.clear_hand()  # another person's hand: the last one's cards go
        local.moment = moment
        self.shown_seat = moment.shown
        local.word_check_open = self.word_check.is_open
        local.round_summary_up = self.round_panel.isVisible()
        local.cover_showing = self.cover.showing()
        self.playback.draw()
        self.turn.update_controls()
        self.panels.refill()
        if announce:
            self.turn.announce()

    def status_text(self) -> str:
        return self.turn.text()

    def say(self, message: str) -> None:
        """Tell the person something now (a refusal and why, a hint)."""
        self.status.say(message)

    def refuse(self, reason: str) -> None:
        """Say why the person's move cannot be made (the game screen flashes it too)."""
        self.session.refused.emit(reason)

    # --- the table's changes ------------------------------------------------------------------
    def _on_change(self, change: TableChange, moment: QuiddlerMoment) -> None:
        if change.kind == "reset" or change.played is None:
            self.redraw_all()
            return
        self.finale.finish()  # (never active here: the finale holds the bots and the person)
        if self.finale.wants(change.played, moment):
            self.finale.play(change.played)  # the bot's last words on the table first
            return
        self._take_in(change.played)

    def _take_in(self, played: Played) -> None:
        """Everything a move changed: cards, notes, the round summary."""
        self.playback.take_in(played.events)
        for event in played.events:
            if isinstance(event, RoundScored):
                self.panels.show_round(event.result)
        if played.action.seat == self.local.shown:
            self.local.hint = None
            if not isinstance(played.action, Draw):
                self.local.new_cards = set()  # the turn is over: the card drawn is just a card
        self.refresh()

    def _on_refused(self, reason: str) -> None:
        # A card dropped on a refused target goes back where it was; the reason stays on show.
        self.refresh(announce=False)
        self.say(reason)

    def _on_handover(self, seat: int) -> None:
        """Pass and play: hide the cards until the person at `seat` confirms at the screen."""
        self.cover.handed_over()
        self.refresh()

    def reveal(self) -> None:
        """The person whose turn it is is at the screen: show their cards."""
        self.local.revealed = self._moment().deciding
        self.refresh()

    # --- hint ----------------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        return self.turn.can_hint()

    def hint(self) -> None:
        """Ask for the exact solver's best go-out or the best words to keep (through the session)."""
        self.hints.ask()

    # --- what lies over the table: the word check, the score sheet ---------------------------------
    def _hold_for_word_check(self, open_: bool) -> None:
        """The bots wait while a person looks a word up (a bots-only game has nobody typing)."""
        self.session.hold_bots("word check", open_ and bool(self.model.facts.screen_seats))
        self.refresh()  # the bot's plate and the status line say that it waits

    def show_sheet(self, shown: bool = True) -> None:
        self.panels.show_sheet(shown)

    def fit_actions(self) -> None:
        """One row of buttons or two, by the width they need now: on a resize, and whenever a
        button appears or changes its text (a wider bar must never widen the window)."""
        row = self.actions_bar.row_width()
        self._place_bottom(self.width() < row + 380)
        self.actions_bar.set_compact(self.width() < row + 30)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit_actions()
        super().resizeEvent(event)
        self.panels.place()

    def keyboard_help(self) -> list[tuple[str, str]]:
        """Quiddler's keys, for Help > Keyboard shortcuts."""
        return quiddler_keys()

    # --- end of game -----------------------------------------------------------------------------------
    def end_summary(self) -> EndSummary:
        from tabletop_desktop.views.quiddler.summary import final_words_picture

        results = self.seat_view().round_results
        summary = build_end_summary(self.model.facts, results)
        if not results:
            return summary
        return replace(summary, picture=final_words_picture(results[-1], self.model.facts.names,
                                                            self.playback.colour_blind))

    def print_summary(self, printer: QPrinter) -> None:
        from tabletop_desktop.views.quiddler.printing import print_summary

        view = self.seat_view()
        print_summary(self.model.facts, view.round_results, view.round,
                      self.playback.colour_blind, printer)

    def shutdown(self) -> None:
        self.finale.cancel()
        self.scene.mover.finish_all()
        # The panels hide as the view goes: that is no reason to wake the bots of a closed game.
        self.panels.shutdown()
        try:
            self.word_check.openChanged.disconnect(self._hold_for_word_check)
        except (RuntimeError, TypeError):
            pass  # shut down before

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.table.fit)
        self.setFocus(Qt.FocusReason.OtherFocusReason)  # the card keys, not a button, come first
