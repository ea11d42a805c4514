"""What the Quiddler view says and offers: the buttons' states and tooltips, why the person must
wait, and the status line in plain words. A mixin of `QuiddlerGameView`."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.text import safe_tip
from tabletop_desktop.views.quiddler.card_art import card_label


class TurnStatus:
    """Buttons, the word check's state and the status line (mixed into the game view)."""

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
        was = (b.show_cards.isVisibleTo(b), b.show_cards.text())
        b.show_cards.setVisible(covered and not self._cover_showing())
        if covered:
            # A long name is shortened on the button (whole in its tooltip): the bar must fit.
            name = self.names[self.shown_seat]
            short = b.show_cards.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, 140)
            b.show_cards.setText(sentences.SHOW_CARDS(short))
            b.show_cards.setToolTip(safe_tip(sentences.SHOW_CARDS(name)))
            b.show_cards.setMinimumWidth(b.show_cards.sizeHint().width())
        if (b.show_cards.isVisibleTo(b), b.show_cards.text()) != was:
            self.fit_actions()
        b.go_out.setVisible(self.shown_seat is not None)
        b.back.setVisible(self.shown_seat is not None)
        b.hint.setVisible(self.shown_seat is not None)
        if discard_phase and last_turn:
            b.go_out.setEnabled(False)
            b.go_out.setToolTip(safe_tip(sentences.HAS_GONE_OUT_DISCARD(self.names[view.went_out])))
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
            return sentences.HAS_ALREADY_GONE_OUT(self.names[view.went_out])
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
            return sentences.WAITING_TO_PLAY(name)
        if not self.hand_visible() and pending[0] == self.shown_seat:
            return sentences.PASS_THE_SCREEN(name)
        return sentences.TURN_OF(name)

    def _held_between_rounds(self) -> bool:
        """A round is over and the game goes on, with a person at the table to press Continue."""
        return bool(self.session.person_seats()) and not self.session.state.is_over()

    def between_rounds(self) -> bool:
        """The round summary is up and holds the next round until a person continues."""
        return self.round_panel.isVisible() and self._held_between_rounds()

    def status_text(self) -> str:
        """What the person may do now, in plain words."""
        state = self.session.state
        view = self.seat_view()
        if state.is_over():
            winners = state.winners()
            totals = state.scores()
            if len(winners) == 1:
                return sentences.OVER_WINS_WITH(self.names[winners[0]], points=totals[winners[0]])
            return "The game is over: a shared win."
        if self.finale.active:  # a bot's last turn on the table, before the round summary
            return self.finale.text
        if self.between_rounds():  # the summary holds the bots: nobody is thinking yet
            return f"Round {state.round} starts when you press Continue."
        pending = state.pending()
        if self.word_check.is_open and pending and self.session.is_bot(pending[0]):
            return (f"{self.names[pending[0]]} waits while you check a word: press Esc or click "
                    "the table to play on.")
        if not self.my_turn():
            if self.shown_seat is not None and not self.hand_visible() and pending \
                    and pending[0] == self.shown_seat:
                return sentences.PASS_THE_SCREEN(self.names[self.shown_seat])
            name = self.names[pending[0]] if pending else ""
            if pending and self.session.is_bot(pending[0]):
                return sentences.THINKING(name)
            return sentences.TURN_SHORT(name)
        name, several = self.names[self.shown_seat], len(self.session.person_seats()) > 1
        went = view.went_out
        if went is not None:
            said = sentences.WENT_OUT_DRAW if view.phase == "draw" else sentences.WENT_OUT_DISCARD
            return said(self.names[went])
        if view.phase == "draw":
            top = view.discard_top
            if top:
                return sentences.spoken_to(sentences.DRAW_OR_TAKE, name, several, card=card_label(top))
            return sentences.spoken_to(sentences.DRAW_A_CARD, name, several)
        return sentences.spoken_to(sentences.BUILD_OR_DISCARD, name, several)

    def _emit_status(self) -> None:
        text = self.status_text()
        if text != self._status:
            self._status = text
            self.statusChanged.emit(text)

    def say(self, message: str) -> None:
        """Tell the person something now (a refusal and why, a hint)."""
        self._status = message
        self.statusChanged.emit(message)
