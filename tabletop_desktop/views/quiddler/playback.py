"""The Quiddler table's playback: the moves as they come (the events) and the moment they lead
to, drawn on the scene. Cards glide from where the events say they come from (the pile, the
discard pile, a player's hand) to where the moment puts them: the other players' fans and
plates, the piles, the person's own fan and word rows (with what each row says), and the notes
on the felt. It draws from the moment and the events only."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from tabletop_desktop.engine.core import Event
from tabletop_desktop.engine.quiddler.events import (
    CardDiscarded,
    CardDrawn,
    LastTurnPlayed,
    RoundDealt,
    WentOut,
)
from tabletop_desktop.engine.quiddler.rounds import (
    word_length,
    word_points,
    word_refusal,
    word_text,
)
from tabletop_desktop.engine.quiddler.view import QuiddlerView
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, shown_name, text, translate
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.quiddler.arrangement import Arrangement
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.card_item import CardItem, Spot
from tabletop_desktop.views.quiddler.screen import Screen
from tabletop_desktop.views.quiddler.table_scene import TableScene

DEAL_STEP_MS = 45  # between two dealt cards at normal speed
HINT_COLOUR = QColor("#ffd24a")
NEW_CARD_COLOUR = QColor("#7fd3ff")
KEY_COLOUR = QColor("#ffffff")
LONG_WORD = 7  # letters: a word this long is worth a moment
# A word row's short words (translated when shown, context "QuiddlerRows").
LOADING = QT_TRANSLATE_NOOP("QuiddlerRows", "The word list is still loading")
NOT_LISTED = QT_TRANSLATE_NOOP("QuiddlerRows", "Not in the word list")
TOO_SHORT = QT_TRANSLATE_NOOP("QuiddlerRows", "A word needs at least 2 cards")


def cards_text(n: int) -> str:
    if n == 1:
        return translate("QuiddlerTable", "1 card")
    return translate("QuiddlerTable", "%n cards", "", n)


def _names_list(names: list[str]) -> str:
    return sentences.names_in_words(names)  # the person at the screen last: "Ada and you"


def words_text(words: Sequence[Sequence[str]]) -> str:
    return ", ".join(word_text(w) for w in words) or translate("QuiddlerTable", "no word")


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


class TablePlayback:
    """Puts every card, plate, row and note where the moment says, gliding from where the
    events say each card comes from."""

    def __init__(self, scene: TableScene, arrangement: Arrangement, screen: Screen) -> None:
        self.scene = scene
        self.arrangement = arrangement
        self.screen = screen
        self.colour_blind = False
        self.last_done: dict[int, str] = {}  # per seat: what it did last, on its plate
        self.pending_drop: tuple[int, int] | None = None  # where a card dragged off a pile goes
        self._sources: dict[int, Spot] = {}  # per seat: where its newly drawn card comes from
        self._discard_source: Spot | None = None
        self._deal_delays = False
        self._dealing = False

    @property
    def motion(self) -> bool:
        return self.scene.mover.factor > 0

    # --- the events ---------------------------------------------------------------------------
    def clear(self, deal: bool) -> None:
        """Everything off the table (start, undo, load); `deal`: a new game's first deal glides
        out of the pile like every later one."""
        scene = self.scene
        scene.mover.finish_all()
        for key in list(scene.cards):
            scene.take(key)
        self.arrangement.clear()
        self.screen.discard_serial += 1
        self._sources.clear()
        self._dealing = True
        if deal:
            self.deal_from_pile()

    def take_in(self, events: tuple[Event, ...]) -> None:
        """Where the cards of these events come from, and what each seat did (its plate's note)."""
        scene, screen = self.scene, self.screen
        for event in events:
            if isinstance(event, CardDrawn):
                if event.source == "pile":
                    self._sources[event.seat] = scene.pile_spot()
                    self.last_done[event.seat] = translate("QuiddlerTable", "drew from the pile",
                                                           "a seat's plate")
                else:
                    self._sources[event.seat] = scene.discard_spot_at()
                    screen.discard_serial += 1
                    self.last_done[event.seat] = translate("QuiddlerTable", "took {card}",
                                                           "a seat's plate: from the discard pile") \
                        .format(card=card_label(event.card or ""))
            elif isinstance(event, CardDiscarded | WentOut | LastTurnPlayed):
                seat = event.seat
                card = event.card if isinstance(event, CardDiscarded) else event.discard
                screen.discard_serial += 1
                if seat != screen.shown:
                    self._discard_source = scene.seat_spot(seat)
                    self._sources[-1 - seat] = scene.seat_spot(seat)
                if isinstance(event, CardDiscarded):
                    self.last_done[seat] = translate("QuiddlerTable", "discarded {card}",
                                                     "a seat's plate").format(card=card_label(card))
                elif isinstance(event, WentOut):
                    self.last_done[seat] = words_text(event.words)
                    self.celebrate(seat, event.words, went_out=True)
                else:
                    if event.left:
                        self.last_done[seat] = translate(
                            "QuiddlerTable", "laid {words}, {cards} left", "a seat's plate; "
                            "{words}: English words; {cards}: '2 cards'").format(
                            words=words_text(event.words), cards=cards_text(len(event.left)))
                    else:
                        self.last_done[seat] = translate(
                            "QuiddlerTable", "laid {words}", "a seat's plate; {words}: English "
                            "words").format(words=words_text(event.words))
                    self.celebrate(seat, event.words, went_out=False)
            elif isinstance(event, RoundDealt):
                self.arrangement.clear()
                for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] in ("h", "o", "l")]:
                    scene.take(key)
                self.last_done.clear()
                screen.discard_serial += 1
                screen.hint = None
                self.deal_from_pile()

    def celebrate(self, seat: int, words: Sequence[Sequence[str]], went_out: bool) -> None:
        """A short banner for going out or a long word (none with reduced motion)."""
        if not self.motion:
            return
        longest = max(words, key=word_length, default=())
        letters = word_length(longest)
        mine = seat == self.screen.shown and self.screen.hand_visible()
        if letters >= LONG_WORD:
            self.scene.flash(translate("QuiddlerTable", "{word}: %n letters!", "{word}: an English "
                                       "word", letters).format(word=word_text(longest)))
        elif went_out and mine:
            self.scene.flash(translate("QuiddlerTable", "You went out!"))
        elif went_out:
            self.scene.flash(translate("QuiddlerTable", "{name} went out!").format(
                name=shown_name(self.screen.moment.names[seat])))

    def deal_from_pile(self) -> None:
        self._deal_delays = self.motion
        self._dealing = True
        for s in range(len(self.screen.moment.names)):
            self._sources[s] = self.scene.pile_spot()
        self._discard_source = self.scene.pile_spot()

    def clear_hand(self) -> None:
        """Another person's hand: the last one's cards leave the table at once."""
        self.arrangement.clear()
        self.screen.hint = None
        for key in [k for k in self.scene.cards if isinstance(k, tuple) and k[0] == "h"]:
            self.scene.take(key)

    # --- the moment -------------------------------------------------------------------------
    def draw(self) -> None:
        """Every card, plate, row and note as the moment (and the screen) says."""
        view = self.screen.moment.view
        assert view is not None
        self._place_opponents(view)
        self._place_piles(view)
        self._place_own(view)
        self._place_texts(view)
        self._sources.clear()
        self._discard_source = None
        self._deal_delays = False
        self._dealing = False

    def _deal_delay(self, seat: int, k: int, view: QuiddlerView) -> int:
        if not self._deal_delays:
            return 0
        n = view.seat_count
        order = (seat - view.dealer - 1) % n
        return (k * n + order) * DEAL_STEP_MS

    def _place_opponents(self, view: QuiddlerView) -> None:
        moment = self.screen.moment
        n = view.seat_count
        me = moment.shown
        start = (me + 1) if me is not None else 0
        others = [(start + i) % n for i in range(n) if (start + i) % n != me]
        scene = self.scene
        scene.set_opponents(others)
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
            groups: list[tuple[str | None, ...]] = list(laid or ())
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
                detail = (translate("QuiddlerTable", "went out", "a seat's plate")
                          if view.went_out == s else
                          translate("QuiddlerTable", "last turn", "a seat's plate") if laid else
                          translate("QuiddlerTable", "no word"))
                note = (translate("QuiddlerTable", "%n left", "a seat's plate: cards left in the "
                                  "hand", count) if count else "")
            if current and self.screen.between_rounds():
                note = translate("QuiddlerTable", "starts round {round}", "a seat's plate").format(
                    round=view.round)
            elif current and moment.is_bot(s) and self.screen.word_check_open:
                note = translate("QuiddlerTable", "waits for your word check", "a seat's plate")
            elif current:
                note = (translate("QuiddlerTable", "thinking\u2026", "a seat's plate")
                        if moment.is_bot(s) else translate("QuiddlerTable", "playing", "a seat's plate"))
            scene.set_plate(s, shown_name(moment.names[s]), detail, note, current,
                            seat_colour(s, self.colour_blind))

    def _place_piles(self, view: QuiddlerView) -> None:
        scene = self.scene
        serial = self.screen.discard_serial
        scene.pile.set_count(view.pile_count)
        top = view.discard_top
        key = ("d", serial)
        for old in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "d" and k != key]:
            if old[0] == "d" and old[1] < serial and top is not None:
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
            item.interactive = self.screen.my_turn() and "discard" in self.screen.moment.moves
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.interactive else Qt.CursorShape.ArrowCursor)
            item.setToolTip(translate("QuiddlerTable", "The discard pile: {card} on top.").format(
                card=card_label(top)))
        scene.discard_spot.caption = (
            translate("QuiddlerTable", "Discard", "a caption: the discard pile") if top is None
            else translate("QuiddlerTable", "Discard: {card}", "a caption: the discard pile and "
                           "its top card").format(card=card_label(top)))
        scene.discard_spot.update()
        scene.pile.setToolTip(translate("QuiddlerTable", "The draw pile: {cards} face down.",
                                        "{cards}: '40 cards'").format(
            cards=cards_text(view.pile_count)))

    def _place_own(self, view: QuiddlerView) -> None:
        scene, screen = self.scene, self.screen
        a = self.arrangement
        seat = screen.shown
        visible = screen.hand_visible()
        if seat is None:
            for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "h"]:
                scene.take(key)
            scene.set_rows_shown(0)
            return
        before = {cid: scene.cards.get(("h", cid)) for cid in a.cards}
        new = a.sync(view.hand)
        if self.pending_drop is not None and len(new) == 1:
            zone, index = self.pending_drop
            a.move(new[0], zone, index)
        self.pending_drop = None
        if self._dealing or not any(before):
            # A deal, or another person's hand just taken up (pass and play): no card of it was
            # just drawn, so none is outlined as new.
            screen.new_cards = set()
        elif new:
            screen.new_cards = set(new)
        for cid, item in before.items():
            if cid not in a.cards and item is not None:
                if self._discard_source is None and item.scene() is scene:
                    self._discard_source = Spot(item.x(), item.y(), item.rotation(), item.scale(), item.zValue())
                scene.take(("h", cid))
        if self._discard_source is not None and view.discard_top is not None:
            # The card the person just discarded flies from where it was.
            scene.put(("d", screen.discard_serial), view.discard_top, True, scene.discard_spot_at(),
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
            for r, row_item in enumerate(scene.rows):
                if r < len(laid):
                    row_item.set_message(translate(
                        "QuiddlerRows", "{word} \u00b7 {points} points", "{word}: an English word")
                        .format(word=word_text(laid[r]), points=word_points(laid[r])), "good")
        else:
            self._label_rows(visible)
        for key in [k for k in scene.cards if isinstance(k, tuple) and k[0] == "ml"]:
            if key not in wanted:
                scene.take(key)

    def _put_own(self, cid: int, spot: Spot, visible: bool, source: Spot | None, delay: int) -> CardItem:
        screen = self.screen
        card = self.arrangement.cards[cid]
        item = self.scene.put(("h", cid), card if visible else None, visible, spot,
                              source=source, delay_ms=delay, interactive=visible)
        marked = None
        hand = self.arrangement.hand
        if visible and cid == screen.key_card:
            marked = KEY_COLOUR
        elif visible and screen.hint is not None and screen.hint.discard == card and \
                cid == (hand[-1] if hand else None):
            marked = HINT_COLOUR
        elif visible and cid in screen.new_cards:
            marked = NEW_CARD_COLOUR
        item.set_marked(marked)
        item.setToolTip(translate("QuiddlerTable", "{card}: drag to a word row, to another place in "
                                  "your hand, or to the discard pile; double-click to discard.")
                        .format(card=card_label(card)) if visible else "")
        return item

    def _label_rows(self, visible: bool) -> None:
        """What each row says of itself, in the engine's words (`word_refusal`)."""
        a = self.arrangement
        word_list = self.screen.word_list
        for r, row in enumerate(self.scene.rows):
            if not visible or r >= self.scene.rows_shown:
                row.set_message("", "empty")
                continue
            cards = a.row_cards(r)
            if not cards:
                first = not any(a.rows)
                row.set_message(translate("QuiddlerRows", "Drag cards here to build a word",
                                          "an English word") if first
                                else translate("QuiddlerRows", "Drag cards here for another word"),
                                "empty")
                continue
            last = self.scene.row_spot(r, len(cards) - 1)
            right = last.x + last.scale * 36
            points = word_points(cards)
            if len(cards) < 2:  # the engine's reason is a whole sentence: too long for a row
                too_short = translate("QuiddlerRows", TOO_SHORT)
                row.set_message(too_short, "bad", too_short, right)
            elif word_list is None:
                loading = translate("QuiddlerRows", LOADING)
                row.set_message(loading, "bad", loading, right)
            elif (reason := word_refusal(cards, word_list)) is None:
                row.set_message(translate("QuiddlerRows", "{word} \u00b7 {points} points",
                                          "{word}: an English word").format(
                    word=word_text(cards), points=points), "good",
                    translate("QuiddlerRows", "{points} points").format(points=points), right)
            else:
                row.set_message(text(reason), "bad", translate("QuiddlerRows", NOT_LISTED), right)

    def _game_over_text(self) -> str:
        """Two short lines for the felt (a long name is shortened: the box is 270 px wide)."""
        facts = self.screen.moment.facts
        assert facts is not None
        if len(facts.winners) != 1:
            return translate("QuiddlerTable", "The game is over:\na shared win.")
        winner = facts.winners[0]
        name = short_name(facts.names[winner], 16)
        return translate("QuiddlerTable", "The game is over.\n{winner}", "{winner}: who won with "
                         "how many points").format(
            winner=sentences.WINS_WITH(name, points=facts.scores[winner]))

    def _place_texts(self, view: QuiddlerView) -> None:
        scene, screen = self.scene, self.screen
        names = screen.moment.names
        over = view.is_over
        if over:
            scene.round_text.set_text(self._game_over_text())
        else:
            dealer = short_name(shown_name(names[view.dealer]), 24)
            scene.round_text.set_text(translate(
                "QuiddlerTable", "Round {round} of 8 \u00b7 {cards} dealt\n{dealer} dealt",
                "{cards}: '3 cards'; {dealer}: a name").format(
                round=view.round, cards=cards_text(view.hand_size), dealer=dealer))
        scene.banner.set_text(self._last_turn_text(view), strong=view.went_out is not None and not over)
        seat = screen.shown
        visible = screen.hand_visible()
        if seat is None:
            scene.hand_note.set_text(
                translate("QuiddlerTable", "Watching the bots play: every move is in the game log.")
                if not over else translate("QuiddlerTable", "The bots' game is over."))
        elif not visible:
            name = short_name(names[seat])
            # Laid over the face-down cards, so on a plate that keeps it readable.
            scene.hand_note.set_text(sentences.CARDS_FACE_DOWN(name), plate=True)
        else:
            scene.hand_note.set_text("")
        scene.hand_note.setZValue(0 if visible else 300)

    def _last_turn_text(self, view: QuiddlerView) -> str:
        if view.went_out is None or view.is_over:
            return ""
        screen = self.screen
        names = screen.moment.names
        who = short_name(names[view.went_out])
        words = words_text(view.laid[view.went_out] or ())
        waiting = [short_name(names[s], 14, 120) for s in view.last_turns_left]
        if screen.shown is not None and screen.my_turn() and screen.shown in view.last_turns_left:
            return sentences.WENT_OUT_YOUR_LAST_TURN(who, words=words)
        if screen.shown == view.went_out:
            return sentences.WENT_OUT_LAST_TURNS.for_you(words=words, waiting=_names_list(waiting))
        if waiting:
            return sentences.WENT_OUT_LAST_TURNS(who, words=words, waiting=_names_list(waiting))
        return sentences.WENT_OUT_WITH(who, words=words)
