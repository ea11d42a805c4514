"""The person's hands on the table: clicks, drags, double-clicks and keys become draws, discards,
a go-out or a new arrangement of the cards. A draw is the moment's own action for that pile;
what the rules refuse the session refuses, with the engine's reason, and nothing is made."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop_desktop.engine.quiddler.actions import LastTurn
from tabletop_desktop.engine.quiddler.rounds import leftover, word_points, word_refusal
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, text, translate
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
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "D"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Draw from the draw pile")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "T"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Take the top card of the discard pile")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "Left / Right"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Pick one of your cards")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "Shift+Left / Right"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Move the picked card along the hand or its word row")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "1 to 5"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Put the picked card at the end of that word row")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "0 or Backspace"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Take the picked card back to your hand")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "Delete"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Discard the picked card: this ends your turn (Enter never does)")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "G"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Go out: lay down the words in the rows and discard the card left")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "Esc"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Take every card out of the word rows; in the word check, close it")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "H"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Hint: the solver's best play for your cards")),
    (QT_TRANSLATE_NOOP("QuiddlerKeys", "S"),
     QT_TRANSLATE_NOOP("QuiddlerKeys", "Show or hide the score sheet")),
)


def quiddler_keys() -> list[tuple[str, str]]:
    """Quiddler's keys and what they do, in the person's language."""
    return [(translate("QuiddlerKeys", key), translate("QuiddlerKeys", what))
            for key, what in QUIDDLER_KEYS]


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
        return self.screen.moment.waiting or translate("QuiddlerInput", "Wait for your turn.")

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
                self.refuse(translate("QuiddlerInput", "You have drawn already: to discard, drag a "
                                      "card onto the discard pile or double-click it."))
            else:
                self.refuse(translate("QuiddlerInput",
                                      "You have drawn already: now discard a card, or go out."))
            return
        self.draw(source)

    def draw(self, source: str, drop: tuple[int, int] | None = None) -> bool:
        """Draw from "pile" or "discard"; `drop` is where the card goes (zone, index)."""
        action = self.screen.moment.moves.get(source)
        if action is None:
            self.refuse(self._wait() if not self.screen.my_turn()
                        else translate("QuiddlerInput", "The draw pile is empty.") if source == "pile"
                        else translate("QuiddlerInput", "The discard pile is empty."))
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
            self.refuse(translate("QuiddlerInput",
                                  "Draw a card first: click the draw pile or the discard pile."))
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
        self.say(translate("QuiddlerInput", "Your last turn: discarding the {card} leaves {cards} in "
                           "your hand, {points} points against you. Confirm or keep playing.",
                           "{card}: a card's letters; {cards}: 'A, T and E'").format(
            card=card_label(action.discard), cards=cards_in_words(left), points=cost))

    def _row_problem(self, words: Sequence[Sequence[str]]) -> str | None:
        """Why a row laid down on a last turn is not a word, in the engine's words."""
        word_list = self.screen.word_list
        for word in words:
            problem = word_refusal(word, word_list if word_list is not None else ())
            if problem:
                return translate("QuiddlerInput", "{problem}: take its cards out of the row (they "
                                 "count against you) or make it a word, then discard.",
                                 "{problem}: why a row is not a word, without its full stop") \
                    .format(problem=text(problem).rstrip("."))
        return None

    def on_drop(self, key: object, target: Target | None) -> None:
        cid = self.own_id(key)
        if cid is not None:
            if target is None:
                self.redraw(True)
                return
            if target.kind == "pile":
                self.redraw(True)
                self.refuse(translate("QuiddlerInput", "A card never goes back on the draw pile: to "
                                      "discard it, drag it to the discard pile or double-click it."))
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
            self.say(translate("QuiddlerInput", "Enter does not discard: press Delete to discard the "
                               "{card} and end your turn.").format(card=card_label(card)))
            return True
        else:
            return False
        self.redraw(False)
        picked_card = a.cards.get(screen.key_card) if screen.key_card is not None else None
        if picked_card is not None:
            self.say(translate("QuiddlerInput", "{card} picked: 1 to 5 put it in a word row, 0 back in "
                               "the hand, Shift+arrows move it, Delete discards it and ends your "
                               "turn.").format(card=card_label(picked_card)))
        return True
