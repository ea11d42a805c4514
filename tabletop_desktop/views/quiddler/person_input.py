"""The person's hands on the table: clicks, drags, double-clicks and keys become draws, discards,
a go-out or a new arrangement of the cards. A draw is the moment's own action for that pile;
what the rules refuse the session refuses, with the engine's reason, and nothing is made."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop_desktop.engine.quiddler.actions import LastTurn
from tabletop_desktop.engine.quiddler.rounds import leftover, word_points, word_problem
from tabletop_desktop.session.table import TableSession
from tabletop_desktop.views.quiddler.arrangement import Arrangement, cards_in_words
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.playback import TablePlayback
from tabletop_desktop.views.quiddler.screen import Screen
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
    """What the person does with the cards. `redraw(announce)` draws the table again after an
    arrangement changed (and says the moment's words when `announce`); `say` tells the person
    something now; `refuse` says why a move cannot be made (the game screen flashes it)."""

    def __init__(self, session: TableSession, screen: Screen, arrangement: Arrangement,
                 playback: TablePlayback, parent: QWidget, redraw: Callable[[bool], None],
                 say: Callable[[str], None], refuse: Callable[[str], None]) -> None:
        self.session = session
        self.screen = screen
        self.arrangement = arrangement
        self.playback = playback
        self.parent = parent
        self.redraw = redraw
        self.say = say
        self.refuse = refuse
        self.last_turn_box: QMessageBox | None = None

    def _wait(self) -> str:
        return self.screen.moment.waiting or "Wait for your turn."

    # --- what lies under the pointer ------------------------------------------------------------
    @staticmethod
    def own_id(key: object) -> int | None:
        if isinstance(key, tuple) and key and key[0] == "h":
            return key[1]
        return None

    def _pile_of(self, key: object) -> str | None:
        """ "pile" or "discard" for the two piles' cards, else None."""
        if key == PILE_KEY:
            return "pile"
        return "discard" if key == ("d", self.screen.discard_serial) else None

    def draggable(self, key: object) -> bool:
        if self.own_id(key) is not None:
            return self.screen.hand_visible() and not self.screen.moment.over
        source = self._pile_of(key)
        return source is not None and self.screen.my_turn() and source in self.screen.moment.moves

    # --- clicks and drops ---------------------------------------------------------------------
    def on_click(self, key: object) -> None:
        source = self._pile_of(key)
        if source is None:
            return
        if not self.screen.my_turn():
            self.refuse(self._wait())
            return
        if self.screen.moment.phase != "draw":
            if source == "discard":
                self.refuse("You have drawn already: to discard, drag a card onto the discard "
                            "pile or double-click it.")
            else:
                self.refuse("You have drawn already: now discard a card, or go out.")
            return
        self.draw(source)

    def draw(self, source: str, drop: tuple[int, int] | None = None) -> bool:
        """Draw from "pile" or "discard"; `drop` is where the card goes (zone, index)."""
        action = self.screen.moment.moves.get(source)
        if action is None:
            self.refuse(self._wait() if not self.screen.my_turn()
                        else f"The {'draw' if source == 'pile' else 'discard'} pile is empty.")
            return False
        self.playback.pending_drop = drop
        ok = self.session.submit(action)
        if not ok:
            self.playback.pending_drop = None
        return ok

    def on_double_click(self, key: object) -> None:
        cid = self.own_id(key)
        if cid is None:
            self.on_click(key)
            return
        self.discard(cid)

    def discard(self, cid: int, confirmed: bool = False) -> bool:
        """Discard card `cid` (on a last turn, with the words in the rows). A last-turn discard
        that leaves cards in the hand is asked about first (`confirmed` once the person agreed):
        those cards count against the person and the round is over for them."""
        screen = self.screen
        moment = screen.moment
        if not screen.my_turn() or moment.shown is None:
            self.refuse(self._wait())
            return False
        if cid not in self.arrangement.cards:  # asked about a card that is gone since (undo)
            return False
        if moment.phase != "discard":
            self.refuse("Draw a card first: click the draw pile or the discard pile.")
            return False
        action = self.arrangement.discard_action(moment.shown, cid, moment.last_turn)
        if isinstance(action, LastTurn):
            problem = self._row_problem(action.words)
            if problem:
                self.refuse(problem)
                return False
            assert moment.view is not None
            left = leftover(moment.view.hand, action.words, action.discard)
            if left and not confirmed:
                self._confirm_last_discard(cid, action, list(left))
                return False
        return self.session.submit(action)

    def _confirm_last_discard(self, cid: int, action: LastTurn, left: list[str]) -> None:
        from tabletop_desktop.views.quiddler.confirm import confirm_last_discard

        cost = word_points(left)
        self.last_turn_box = confirm_last_discard(
            self.parent, card_label(action.discard), cards_in_words(left), cost,
            lambda: self.discard(cid, confirmed=True))
        self.say(f"Your last turn: discarding the {card_label(action.discard)} leaves "
                 f"{cards_in_words(left)} in your hand, {cost} points against you. Confirm or "
                 "keep playing.")

    def _row_problem(self, words: Sequence[Sequence[str]]) -> str | None:
        """Why a row laid down on a last turn is not a word, in the engine's words."""
        word_list = self.screen.word_list
        for word in words:
            problem = word_problem(word, word_list if word_list is not None else ())
            if problem:
                return (f"{problem.rstrip('.')}: take its cards out of the row (they count "
                        "against you) or make it a word, then discard.")
        return None

    def on_drop(self, key: object, target: Target | None) -> None:
        cid = self.own_id(key)
        if cid is not None:
            if target is None:
                self.redraw(True)
                return
            if target.kind == "pile":
                self.redraw(True)
                self.refuse("A card never goes back on the draw pile: to discard it, drag it to "
                            "the discard pile or double-click it.")
                return
            if target.kind == "discard":
                self.discard(cid)
                return
            self.screen.hint = None
            self.screen.new_cards.discard(cid)
            self.arrangement.move(cid, target.zone, target.index)
            self.redraw(True)
            return
        source = self._pile_of(key)
        if source is not None:
            if target is not None and target.kind in ("hand", "row"):
                if self.draw(source, (target.zone, target.index)):
                    return
            self.redraw(True)

    def go_out(self) -> None:
        """Lay the rows down and discard the one card left in the hand, or say why not."""
        moment = self.screen.moment
        if not self.screen.my_turn() or moment.shown is None:
            self.refuse(moment.waiting or moment.go_out_words)
            return
        if not moment.may_go_out:
            self.refuse(moment.go_out_words)
            return
        action, problem = self.arrangement.go_out_action(moment.shown)
        if action is None:
            self.refuse(problem)
            return
        self.session.submit(action)  # refused with the engine's reason when the words are wrong

    def back_to_hand(self) -> None:
        if self.screen.hand_visible() and self.arrangement.back_to_hand():
            self.screen.hint = None
            self.redraw(True)

    # --- the keyboard -------------------------------------------------------------------------------
    def _own_order(self) -> list[int]:
        a = self.arrangement
        return list(a.hand) + [c for row in a.rows for c in row]

    def key_press(self, event: QKeyEvent) -> bool:
        """Cards by keyboard: Left/Right pick a card, Shift+Left/Right move it, 1-5 put it in a
        word row, 0 takes it back to the hand, Delete discards it (Enter only says so: a key
        pressed for "done" must never end the turn). False for a key that is not the cards'."""
        order = self._own_order()
        screen = self.screen
        if not screen.hand_visible() or not order:
            return False
        key, shift = event.key(), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        a = self.arrangement
        if screen.key_card not in a.cards:
            screen.key_card = None
        picked = screen.key_card
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if picked is None:
                screen.key_card = order[0 if step > 0 else -1]
            elif shift:
                zone, index = a.where(picked)
                size = len(a.zone(zone))
                a.move(picked, zone, max(0, min(size, index + (2 if step > 0 else -1))))
            else:
                screen.key_card = order[(order.index(picked) + step) % len(order)]
        elif picked is not None and Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            row = min(key - Qt.Key.Key_1, a.shown_rows() - 1)
            a.move(picked, row, len(a.rows[row]))
        elif picked is not None and key in (Qt.Key.Key_0, Qt.Key.Key_Backspace):
            a.move(picked, -1, len(a.hand))
        elif picked is not None and key == Qt.Key.Key_Delete:
            self.discard(picked)
            return True
        elif picked is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            card = a.cards[picked]
            self.say(f"Enter does not discard: press Delete to discard the {card_label(card)} "
                     "and end your turn.")
            return True
        else:
            return False
        self.redraw(False)
        picked_card = a.cards.get(screen.key_card) if screen.key_card is not None else None
        if picked_card is not None:
            self.say(f"{card_label(picked_card)} picked: 1 to 5 put it in a word row, 0 back in the hand, "
                     "Shift+arrows move it, Delete discards it and ends your turn.")
        return True
