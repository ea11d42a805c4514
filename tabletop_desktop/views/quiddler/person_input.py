"""The person's hands on the table: clicks, drags, double-clicks and keys become draws, discards,
a go-out or a new arrangement of the cards. Moves the rules refuse are explained, never made.
A mixin of `QuiddlerGameView`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from tabletop_desktop.engine.quiddler.actions import Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.cards import POINTS
from tabletop_desktop.views.quiddler.arrangement import cards_in_words, check_row
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.table_scene import Target
from tabletop_desktop.views.quiddler.table_view import PILE_KEY

# Help > Keyboard shortcuts, Quiddler's part: the shortcuts of the table and of its buttons (see
# game_view.py and controls.py) and the card keys of `PersonInput.keyPressEvent`.
QUIDDLER_KEYS: tuple[tuple[str, str], ...] = (
    ("D", "Draw from the draw pile"),
    ("T", "Take the top card of the discard pile"),
    ("Left / Right", "Pick one of your cards"),
    ("Shift+Left / Right", "Move the picked card along the hand or its word row"),
    ("1 to 5", "Put the picked card at the end of that word row"),
    ("0 or Backspace", "Take the picked card back to your hand"),
    ("Delete", "Discard the picked card: this ends your turn (Enter never does)"),
    ("G", "Go out: lay down the words in the rows and discard the card left"),
    ("Esc", "Take every card out of the word rows; in the word check, close it"),
    ("H", "Hint: the solver's best play for your cards"),
    ("S", "Show or hide the score sheet"),
)


class PersonInput:
    """What the person does with the cards (mixed into the game view)."""

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

    def discard(self, cid: int, confirmed: bool = False) -> bool:
        """Discard card `cid` (on a last turn, with the words in the rows). A last-turn discard
        that leaves cards in the hand is asked about first (`confirmed` once the person agreed):
        those cards count against the person and the round is over for them."""
        view = self.seat_view()
        if not self.my_turn():
            self.refuse(self._wait_reason() or "Wait for your turn.")
            return False
        if cid not in self.arrangement.cards:  # asked about a card that is gone since (undo)
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
            if action.discard is not None and not confirmed and self._unplayed(view, action):
                self._confirm_last_discard(cid, action, self._unplayed(view, action))
                return False
        return self.session.submit(action)

    @staticmethod
    def _unplayed(view, action: LastTurn) -> list[str]:  # noqa: ANN001
        """The cards a last-turn discard would leave in the hand (they count against the seat)."""
        left = list(view.hand)
        for card in [c for word in action.words for c in word] + [action.discard]:
            left.remove(card)
        return left

    def _confirm_last_discard(self, cid: int, action: LastTurn, left: list[str]) -> None:
        from tabletop_desktop.views.quiddler.confirm import confirm_last_discard

        cost = sum(POINTS[c] for c in left)
        self.last_turn_box = confirm_last_discard(
            self, card_label(action.discard), cards_in_words(left), cost,
            lambda: self.discard(cid, confirmed=True))
        self.say(f"Your last turn: discarding the {card_label(action.discard)} leaves "
                 f"{cards_in_words(left)} in your hand, {cost} points against you. Confirm or "
                 "keep playing.")

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
            if target is None:
                self.refresh()
                return
            if target.kind == "pile":
                self.refresh()
                self.refuse("A card never goes back on the draw pile: to discard it, drag it to "
                            "the discard pile or double-click it.")
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

    # --- the keyboard -------------------------------------------------------------------------------
    def _own_order(self) -> list[int]:
        a = self.arrangement
        return list(a.hand) + [c for row in a.rows for c in row]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Cards by keyboard: Left/Right pick a card, Shift+Left/Right move it, 1-5 put it in a
        word row, 0 takes it back to the hand, Delete discards it (Enter only says so: a key
        pressed for "done" must never end the turn)."""
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
        elif self.key_card is not None and key == Qt.Key.Key_Delete:
            self.discard(self.key_card)
            return
        elif self.key_card is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            card = a.cards[self.key_card]
            self.say(f"Enter does not discard: press Delete to discard the {card_label(card)} "
                     "and end your turn.")
            return
        else:
            super().keyPressEvent(event)
            return
        self.refresh(announce=False)
        card = a.cards.get(self.key_card) if self.key_card is not None else None
        if card is not None:
            self.say(f"{card_label(card)} picked: 1 to 5 put it in a word row, 0 back in the hand, "
                     "Shift+arrows move it, Delete discards it and ends your turn.")
