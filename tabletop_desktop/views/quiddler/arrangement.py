"""How the person has arranged their cards: the hand's order and the word rows (Qt-free).

The engine knows a hand only as a multiset; the order and the words being built are the view's
business. Each card held gets an id that lasts while the card stays in the hand, so the table can
keep every card where the person put it across turns, and animate only what changed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tabletop_desktop.engine.quiddler.actions import Discard, GoOut, LastTurn
from tabletop_desktop.i18n import translate
from tabletop_desktop.views.quiddler.card_art import card_label

MAX_ROWS = 5  # ten cards in words of two at most


def cards_in_words(cards: Iterable[str]) -> str:
    """ "A, T and E" for a message."""
    labels = [card_label(c) for c in cards]
    if len(labels) <= 1:
        return "".join(labels)
    return translate("QuiddlerCards", "{cards} and {last}", "cards' letters: 'A, T and E'").format(
        cards=", ".join(labels[:-1]), last=labels[-1])


@dataclass
class Arrangement:
    """The person's cards by id: `hand` (in fan order) and `rows` (word rows, in spelling order)."""

    cards: dict[int, str] = field(default_factory=dict)  # id -> card
    hand: list[int] = field(default_factory=list)
    rows: list[list[int]] = field(default_factory=lambda: [[] for _ in range(MAX_ROWS)])
    _next_id: int = 0

    # --- keeping up with the engine -----------------------------------------------------------
    def sync(self, held: Sequence[str]) -> list[int]:
        """Match the arrangement to the cards `held` now: cards still held stay where they are,
        cards gone leave, new cards join the end of the hand. Returns the new cards' ids."""
        want = Counter(held)
        keep: Counter[str] = Counter()
        for zone in [self.hand, *self.rows]:
            kept = []
            for cid in zone:
                card = self.cards[cid]
                if keep[card] < want[card]:
                    keep[card] += 1
                    kept.append(cid)
                else:
                    del self.cards[cid]
            zone[:] = kept
        new: list[int] = []
        for card in held:
            if keep[card] > 0:
                keep[card] -= 1
                continue
            cid = self._next_id
            self._next_id += 1
            self.cards[cid] = card
            self.hand.append(cid)
            new.append(cid)
        return new

    def clear(self) -> None:
        self.cards.clear()
        self.hand.clear()
        for row in self.rows:
            row.clear()

    # --- queries ---------------------------------------------------------------------------------
    def where(self, cid: int) -> tuple[int, int]:
        """(zone, index): zone -1 is the hand, 0.. the word rows."""
        if cid in self.hand:
            return -1, self.hand.index(cid)
        for r, row in enumerate(self.rows):
            if cid in row:
                return r, row.index(cid)
        raise KeyError(cid)

    def zone(self, zone: int) -> list[int]:
        return self.hand if zone < 0 else self.rows[zone]

    def row_cards(self, r: int) -> tuple[str, ...]:
        return tuple(self.cards[c] for c in self.rows[r])

    def loose(self) -> list[str]:
        """The cards in the hand (not in any word row), in fan order."""
        return [self.cards[c] for c in self.hand]

    def words(self) -> tuple[tuple[str, ...], ...]:
        """The non-empty rows' cards."""
        return tuple(self.row_cards(r) for r, row in enumerate(self.rows) if row)

    def shown_rows(self) -> int:
        """How many rows the table shows: every row in use and one empty row to drop into."""
        used = max((r + 1 for r, row in enumerate(self.rows) if row), default=0)
        return min(MAX_ROWS, used + 1)

    # --- moves ------------------------------------------------------------------------------------
    def move(self, cid: int, zone: int, index: int) -> None:
        """Put card `cid` into `zone` (-1 hand, 0.. rows) at `index`."""
        old_zone, old_index = self.where(cid)
        self.zone(old_zone).pop(old_index)
        target = self.zone(zone)
        if zone == old_zone and index > old_index:
            index -= 1
        target.insert(max(0, min(index, len(target))), cid)
        self._compact()

    def back_to_hand(self) -> bool:
        """Every card in the rows goes back to the end of the hand; False when none was there."""
        moved = False
        for row in self.rows:
            if row:
                moved = True
                self.hand.extend(row)
                row.clear()
        return moved

    def lay_out(self, words: Sequence[Sequence[str]], discard: str | None = None) -> bool:
        """Arrange `words` in the rows (a hint), the rest in the hand with `discard` last.
        False when the cards are not all held."""
        free = list(self.hand) + [c for row in self.rows for c in row]
        rows: list[list[int]] = []
        for word in words:
            row = []
            for card in word:
                cid = next((c for c in free if self.cards[c] == card), None)
                if cid is None:
                    return False
                free.remove(cid)
                row.append(cid)
            rows.append(row)
        if len(rows) > MAX_ROWS:
            return False
        if discard is not None:
            last = next((c for c in free if self.cards[c] == discard), None)
            if last is not None:
                free.remove(last)
                free.append(last)
        self.hand[:] = free
        for r in range(MAX_ROWS):
            self.rows[r][:] = rows[r] if r < len(rows) else []
        return True

    def _compact(self) -> None:
        """No gaps between used rows: an emptied row closes up."""
        used = [row[:] for row in self.rows if row]
        for r in range(MAX_ROWS):
            self.rows[r][:] = used[r] if r < len(used) else []

    # --- actions -----------------------------------------------------------------------------------
    def go_out_action(self, seat: int) -> tuple[GoOut | None, str]:
        """The GoOut these rows make, or None and why not (in words)."""
        loose = self.loose()
        if not any(self.rows):
            return None, translate("QuiddlerArrangement", "Build your words first: drag cards into the "
                                   "word rows, leaving one to discard.")
        if not loose:
            return None, translate("QuiddlerArrangement",
                                   "Leave one card out of your words: going out ends with a discard.")
        if len(loose) > 1:
            return None, translate("QuiddlerArrangement", "To go out, every card but one must be in a "
                                   "word: {cards} are not in a word yet.", "{cards}: 'A, T and E'") \
                .format(cards=cards_in_words(loose))
        return GoOut(seat, self.words(), loose[0]), ""

    def discard_action(self, seat: int, cid: int, last_turn: bool) -> Discard | LastTurn:
        """Discarding card `cid`: an ordinary discard, or on the last turn the rows' words too."""
        card = self.cards[cid]
        if not last_turn:
            return Discard(seat, card)
        words = []
        for r, row in enumerate(self.rows):
            if row and cid not in row:
                words.append(self.row_cards(r))
            elif row:
                words.append(tuple(self.cards[c] for c in row if c != cid))
        return LastTurn(seat, tuple(w for w in words if w), card)
