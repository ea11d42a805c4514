"""Keeping the Quiddler table in step with the game: the other players' fans and plates, the
piles, the person's own cards in the fan and the word rows (with what each row says), and the notes
on the felt. A mixin of `QuiddlerGameView`; every method reads the seat's view and puts cards where
they belong, gliding from where they come from (the pile, the discard pile, a player's hand)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.quiddler.arrangement import check_row
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.card_item import CardItem, Spot
from tabletop_desktop.views.quiddler.summary import word_text

DEAL_STEP_MS = 45  # between two dealt cards at normal speed
ROUND_SUMMARY_MS = 6000  # how long a bots-only game shows each round's summary
HINT_COLOUR = QColor("#ffd24a")
NEW_CARD_COLOUR = QColor("#7fd3ff")
KEY_COLOUR = QColor("#ffffff")


def cards_text(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def _names_list(names: list[str]) -> str:
    return sentences.names_in_words(names)  # the person at the screen last: "Ada and you"



def short_name(name: str, limit: int = 20, width: float = 200) -> str:
    """`name` cut to at most `limit` characters and `width` scene pixels (bold, 15 px: the felt's
    text) with an ellipsis: text on the felt has a fixed box, and a long name (a word without
    spaces cannot wrap) would run out of it."""
    if len(name) > limit:
        name = name[: limit - 1].rstrip() + "\u2026"
    font = QFont()
    font.setPixelSize(15)
    font.setBold(True)
    return QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, width)

class TableSync:
    """Puts every card, plate, row and note where the game says (mixed into the game view)."""

    def _deal_from_pile(self) -> None:
        self._deal_delays = self.motion
        self._dealing = True
        for s in range(len(self.names)):
            self._sources[s] = self.scene.pile_spot()
        self._discard_source = self.scene.pile_spot()

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
            laid = view.laid[s]
            groups = list(laid or ())
            if laid is not None and count:
                groups.append((None,) * count)  # the cards left after a last turn, face down
            spots = scene.laid_spots(s, groups) if laid is not None else []
            wanted = set()
            for w, word in enumerate(laid or ()):
                for i, card in enumerate(word):
                    wanted.add(("l", s, w, i))
                    scene.put(("l", s, w, i), card, True, spots[w][i], source=scene.seat_spot(s))
            for key in [k for k in scene.cards if isinstance(k, tuple) and k[:2] == ("l", s)]:
                if key not in wanted:
                    scene.take(key)
            for k in range(count):
                spot = spots[-1][k] if laid is not None else scene.opponent_spot(s, k, count)
                scene.put(("o", s, k), None, False, spot,
                          source=self._sources.get(s), delay_ms=self._deal_delay(s, k, view))
            current = s in view.pending and not view.is_over
            detail = cards_text(count)
            note = self.last_done.get(s, "")
            if laid is not None:
                detail = "went out" if view.went_out == s else "last turn" if laid else "no word"
                note = f"{count} left" if count else ""
            if current and self.between_rounds():
                note = f"starts round {view.round}"
            elif current and self.session.is_bot(s) and self.word_check.is_open:
                note = "waits for your word check"
            elif current:
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
        scene.pile.setToolTip(f"The draw pile: {cards_text(view.pile_count)} face down.")

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
        if self._dealing or not any(before):
            # A deal, or another person's hand just taken up (pass and play): no card of it was
            # just drawn, so none is outlined as new.
            self._new_cards = set()
        elif new:
            self._new_cards = set(new)
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
                          self._deal_delay(seat, i, view)).set_lifts(True)
        for r, row in enumerate(a.rows):
            for i, cid in enumerate(row):
                self._put_own(cid, scene.row_spot(r, i), visible, source, 0).set_lifts(False)
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

    def _put_own(self, cid: int, spot: Spot, visible: bool, source: Spot | None, delay: int) -> CardItem:
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
        return item

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

    def _game_over_text(self) -> str:
        """Two short lines for the felt (a long name is shortened: the box is 270 px wide)."""
        state = self.session.state
        winners = state.winners()
        if len(winners) != 1:
            return "The game is over:\na shared win."
        name = short_name(self.names[winners[0]], 16)
        return "The game is over.\n" + sentences.WINS_WITH(name, points=state.scores()[winners[0]])

    def _place_texts(self, view) -> None:  # noqa: ANN001
        scene = self.scene
        over = view.is_over
        if over:
            scene.round_text.set_text(self._game_over_text())
        else:
            dealer = short_name(self.names[view.dealer], 24)
            scene.round_text.set_text(f"Round {view.round} of 8 \u00b7 {cards_text(view.hand_size)} dealt\n"
                                      f"{dealer} dealt")
        scene.banner.set_text(self._last_turn_text(view), strong=view.went_out is not None and not over)
        seat = self.shown_seat
        if seat is None:
            scene.hand_note.set_text("Watching the bots play: every move is in the game log."
                                     if not over else "The bots' game is over.")
        elif not self.hand_visible():
            name = short_name(self.names[seat])
            # Laid over the face-down cards, so on a plate that keeps it readable.
            scene.hand_note.set_text(sentences.CARDS_FACE_DOWN(name),
                                     plate=True)
        else:
            scene.hand_note.set_text("")
        scene.hand_note.setZValue(0 if self.hand_visible() else 300)

    def _last_turn_text(self, view) -> str:  # noqa: ANN001
        if view.went_out is None or view.is_over:
            return ""
        who = short_name(self.names[view.went_out])
        words = self._words(view.laid[view.went_out] or ())
        waiting = [short_name(self.names[s], 14, 120) for s in view.last_turns_left]
        if self.shown_seat is not None and self.my_turn() and self.shown_seat in view.last_turns_left:
            return sentences.WENT_OUT_YOUR_LAST_TURN(who, words=words)
        if self.shown_seat == view.went_out:
            return sentences.WENT_OUT_LAST_TURNS.for_you(words=words, waiting=_names_list(waiting))
        if waiting:
            return sentences.WENT_OUT_LAST_TURNS(who, words=words, waiting=_names_list(waiting))
        return sentences.WENT_OUT_WITH(who, words=words)

    @staticmethod
    def _words(words) -> str:  # noqa: ANN001
        return ", ".join(word_text(w) for w in words) or "no word"
