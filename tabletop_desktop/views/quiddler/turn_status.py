"""What the Quiddler view says and offers: the buttons' states and tooltips and the status line,
all from the moment's words; what only this screen knows (the cover of pass and play, a round
summary on show, a word check being typed, a bot's last turn on the table) picks between them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, SignalInstance

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.status_part import StatusPart
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.common.text import safe_tip
from tabletop_desktop.views.quiddler.arrangement import Arrangement
from tabletop_desktop.views.quiddler.controls import ActionBar
from tabletop_desktop.views.quiddler.moment import GO_OUT_ON_YOUR_TURN, HINT_ON_YOUR_TURN
from tabletop_desktop.views.quiddler.screen import Screen

LOOKING = QT_TRANSLATE_NOOP("QuiddlerHint", "Looking for the best play\u2026")


class TurnStatus:
    """The action bar's buttons and the message area's words. `fit_actions` is called when a
    button appears or changes its text (the bar may need two rows); `hint_available` is the
    game view's `hintAvailableChanged`."""

    def __init__(self, bar: ActionBar, status: StatusPart, screen: Screen,
                 arrangement: Arrangement, model: TableModel, hint_available: SignalInstance,
                 fit_actions: Callable[[], None]) -> None:
        self.bar = bar
        self.status = status
        self.screen = screen
        self.arrangement = arrangement
        self.model = model
        self._hint_available = hint_available
        self._fit_actions = fit_actions
        self._hint_enabled = False

    def can_hint(self) -> bool:
        screen = self.screen
        seat = screen.moment.deciding
        return (screen.my_turn() and screen.moment.can_hint and screen.word_list is not None
                and seat is not None and not self.model.asking_hint(seat))

    def text(self) -> str:
        """What the person may do now, in plain words."""
        screen, moment = self.screen, self.screen.moment
        if moment.over:
            return moment.status
        if screen.finale_text:  # a bot's last turn on the table, before the round summary
            return screen.finale_text
        if screen.between_rounds():  # the summary holds the bots: nobody is thinking yet
            return moment.held_status
        if screen.word_check_open and moment.word_check_status:
            return moment.word_check_status
        if screen.covered():
            return moment.covered_status
        return moment.status

    def announce(self) -> None:
        assert self.screen.moment.facts is not None
        self.status.show(self.text(), self.screen.moment.facts)

    def update_controls(self) -> None:
        b, screen, moment = self.bar, self.screen, self.screen.moment
        seat = moment.shown
        mine = screen.my_turn()
        covered = screen.covered()
        # Not this person's turn (yet): why, in the moment's words.
        why_not = moment.covered_status if covered else (moment.waiting or "")
        b.set_button(b.go_out, mine and moment.may_go_out,
                     moment.go_out_words if mine
                     else (why_not or translate("QuiddlerMoment", GO_OUT_ON_YOUR_TURN)))
        has_rows = any(self.arrangement.rows)
        b.set_button(b.back, screen.hand_visible() and has_rows,
                     translate("QuiddlerControls", "Take every card out of the word rows (Esc).")
                     if has_rows else translate("QuiddlerControls", "No card is in a word row."))
        can_hint = self.can_hint()
        b.set_button(b.hint, can_hint, moment.hint_words if can_hint
                     else (why_not or translate("QuiddlerMoment", HINT_ON_YOUR_TURN)))
        was = (b.show_cards.isVisibleTo(b), b.show_cards.text())
        b.show_cards.setVisible(covered and not screen.cover_showing)
        if covered and seat is not None:
            # A long name is shortened on the button (whole in its tooltip): the bar must fit.
            name = moment.names[seat]
            short = b.show_cards.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, 140)
            b.show_cards.setText(sentences.SHOW_CARDS(short))
            b.show_cards.setToolTip(safe_tip(sentences.SHOW_CARDS(name)))
            b.show_cards.setMinimumWidth(b.show_cards.sizeHint().width())
        if (b.show_cards.isVisibleTo(b), b.show_cards.text()) != was:
            self._fit_actions()
        for button in (b.go_out, b.back, b.hint):
            button.setVisible(seat is not None)
        if self._hint_enabled != can_hint:
            self._hint_enabled = can_hint
            self._hint_available.emit(can_hint)
