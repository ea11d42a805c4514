"""The exact Quiddler solver: the best way to go out, and the best last-turn play.

How it stays fast (11 cards and a 90,000-word list in a few milliseconds):
1. Every part (sub-multiset) of the hand is visited once (at most 2,048 for 11 cards) and its
   letter multiset looked up in the list's anagram index (`WordList.anagrams`): this yields exactly
   the parts that spell a word ("candidates"), whatever the size of the list. A part holding a
   double-letter card is checked to spell the word with those very cards ("re" is not ER).
2. A part of the hand is one integer: 5 bits per distinct card (a count, plus a guard bit), so
   "does this word fit in what is left" is one subtraction and one mask, and parts can be memo keys.
3. A memoised search over what is left: its first card (in a fixed order, rarest in words first)
   is either left over or in a word whose first card it is, so each arrangement is met once.
   For the last turn the value of a part is "best word points minus leftover points"; going out
   asks whether a part can be covered by words exactly.

Scores: going out scores every card but the discard; a last turn scores the words laid down minus
the cards left in hand (the discard counts for nothing).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from tabletop_desktop.engine.quiddler.cards import POINTS
from tabletop_desktop.engine.quiddler.spelling import MIN_WORD_CARDS, spelled_by
from tabletop_desktop.engine.quiddler.words import LETTER_WEIGHT, WordList

_FIELD = 5  # bits per distinct card: counts up to 15, and a guard bit for the fit test
_GUARD = 1 << (_FIELD - 1)
_COUNT_MASK = _GUARD - 1


@dataclass(frozen=True)
class Candidate:
    """A part of the hand that spells at least one word. `cards` is one spelling in word order;
    `words` are all the list's words those cards spell (alphabetical)."""

    cards: tuple[str, ...]
    words: tuple[str, ...]
    points: int
    letters: int
    mask: int = field(repr=False, compare=False)

    @property
    def word(self) -> str:
        """The first word the cards spell."""
        return self.words[0]


@dataclass(frozen=True)
class Play:
    """A solved play: `words` (card tuples in word order), `leftover` (cards left in hand, which
    count against), `discard`, and `score` = word points minus leftover points."""

    score: int
    words: list[tuple[str, ...]]
    leftover: tuple[str, ...]
    discard: str

    def __getitem__(self, key: str) -> object:
        """Also readable as a mapping (`play["score"]`)."""
        if key in ("score", "words", "leftover", "discard"):
            return getattr(self, key)
        raise KeyError(key)

    def keys(self) -> tuple[str, ...]:
        """The mapping keys (so `dict(play)` works)."""
        return ("score", "words", "leftover", "discard")

    @property
    def word_points(self) -> int:
        """Points of the cards in words."""
        return sum(POINTS[c] for w in self.words for c in w)

    @property
    def longest(self) -> int:
        """Letters in the longest word (0 without a word)."""
        return max((sum(len(c) for c in w) for w in self.words), default=0)


class HandSolver:
    """Everything the solver knows about one hand and one word list.

    Parts of the hand are packed integers (see the module docstring); `pack(cards)` and
    `unpack(part)` convert. Memos live as long as the object: build one per hand and ask it many
    questions (bots do).
    """

    def __init__(self, hand: Iterable[str], word_list: WordList) -> None:
        self.hand: tuple[str, ...] = tuple(hand)
        counts = Counter(self.hand)
        self.candidates: list[Candidate] = _find_candidates(counts, word_list)
        # Order the distinct cards: those in the fewest candidate words first, so the search
        # branches least at the top. Ties by card name keep answers stable.
        in_words = Counter(c for cand in self.candidates for c in set(cand.cards))
        self.types: list[str] = sorted(counts, key=lambda c: (in_words[c], c))
        self._shift = {card: _FIELD * i for i, card in enumerate(self.types)}
        self._unit = [1 << (_FIELD * i) for i in range(len(self.types))]
        self._points = [POINTS[c] for c in self.types]
        self.guard = sum(_GUARD << (_FIELD * i) for i in range(len(self.types)))
        self.full = self.pack(self.hand)
        self.by_first: list[list[Candidate]] = [[] for _ in self.types]
        for cand in self.candidates:
            packed = self.pack(cand.cards)
            object.__setattr__(cand, "mask", packed)
            first = _lowest_field(packed)
            self.by_first[first].append(cand)
        # Richer words first: the search meets good answers early and ties break the same way.
        for group in self.by_first:
            group.sort(key=lambda c: (-c.points, -len(c.cards), c.cards))
        self._value: dict[int, int] = {0: 0}
        self._value_choice: dict[int, Candidate | None] = {}
        self._covers: dict[int, bool] = {0: True}

    # -- parts of the hand ------------------------------------------------------------------
    def pack(self, cards: Iterable[str]) -> int:
        """The packed part holding these cards (which must be in the hand's card types)."""
        shift = self._shift
        return sum(1 << shift[c] for c in cards)

    def unpack(self, part: int) -> list[str]:
        """The cards of a packed part, in the solver's card order."""
        out: list[str] = []
        for i, card in enumerate(self.types):
            out.extend([card] * ((part >> (_FIELD * i)) & _COUNT_MASK))
        return out

    def fits(self, part: int, inner: int) -> bool:
        """Whether the part `inner` lies inside `part`."""
        guard = self.guard
        return ((part | guard) - inner) & guard == guard

    def points_of(self, part: int) -> int:
        """Points of the cards in a packed part."""
        total = 0
        for i, pts in enumerate(self._points):
            total += ((part >> (_FIELD * i)) & _COUNT_MASK) * pts
        return total

    def discards(self) -> list[str]:
        """The distinct cards of the hand, highest points first (the order answers are tried in)."""
        return sorted(set(self.hand), key=lambda c: (-POINTS[c], c))

    # -- the last turn: best word points minus leftover points --------------------------------
    def value(self, part: int) -> int:
        """The best (word points - leftover points) over every way to lay words from `part`."""
        memo = self._value
        found = memo.get(part)
        if found is not None:
            return found
        first = _lowest_field(part)
        guard = self.guard
        rest = part | guard
        best = self.value(part - self._unit[first]) - self._points[first]
        choice: Candidate | None = None
        value = self.value
        for cand in self.by_first[first]:
            left = rest - cand.mask
            if left & guard == guard:
                score = cand.points + value(left - guard)
                if score > best:
                    best, choice = score, cand
        memo[part] = best
        self._value_choice[part] = choice
        return best

    def lay_out(self, part: int) -> tuple[list[Candidate], list[str]]:
        """The words and leftover cards of the best `value(part)`."""
        self.value(part)
        words: list[Candidate] = []
        left: list[str] = []
        while part:
            choice = self._value_choice[part]
            if choice is None:
                first = _lowest_field(part)
                left.append(self.types[first])
                part -= self._unit[first]
            else:
                words.append(choice)
                part -= choice.mask
        return words, left

    # -- going out: every card of a part in words ----------------------------------------------
    def covers(self, part: int) -> bool:
        """Whether `part` can be laid down entirely as words."""
        memo = self._covers
        found = memo.get(part)
        if found is not None:
            return found
        first = _lowest_field(part)
        guard = self.guard
        rest = part | guard
        ok = False
        for cand in self.by_first[first]:
            left = rest - cand.mask
            if left & guard == guard and self.covers(left - guard):
                ok = True
                break
        memo[part] = ok
        return ok

    def covers_of(self, part: int) -> Iterator[list[Candidate]]:
        """Every way to lay `part` down entirely as words (each arrangement once)."""
        if part == 0:
            yield []
            return
        if not self.covers(part):
            return
        first = _lowest_field(part)
        guard = self.guard
        for cand in self.by_first[first]:
            left = (part | guard) - cand.mask
            if left & guard == guard and self.covers(left - guard):
                for more in self.covers_of(left - guard):
                    yield [cand, *more]

    def go_out_discards(self) -> list[str]:
        """The cards whose discard lets this hand go out, highest points first."""
        full = self.full
        return [d for d in self.discards() if self.covers(full - (1 << self._shift[d]))]

    def best_cover(self, part: int, rank: object = None) -> list[Candidate]:
        """One way to lay `part` down as words: with `rank` (a function of the word list giving a
        comparable), the best by it among every arrangement; without, the first found."""
        if rank is None:
            return next(self.covers_of(part), [])
        best: list[Candidate] | None = None
        best_rank = None
        for cover in self.covers_of(part):
            r = rank(cover)  # type: ignore[operator]
            if best is None or r > best_rank:
                best, best_rank = cover, r
        return best or []

    # -- the conformance answers ---------------------------------------------------------------
    def best_go_out(self) -> Play | None:
        """The best way to go out: the cheapest discard that leaves a hand of words."""
        options = self.go_out_discards()
        if not options:
            return None
        discard = options[-1]  # lowest points: the most points laid down
        part = self.full - (1 << self._shift[discard])
        cover = self.best_cover(part)
        return Play(
            score=self.points_of(part),
            words=[c.cards for c in cover],
            leftover=(),
            discard=discard,
        )

    def best_last_turn(self) -> Play:
        """The best last-turn play: words minus leftover, over every discard."""
        best: tuple[int, str] | None = None
        full = self.full
        for discard in self.discards():
            score = self.value(full - (1 << self._shift[discard]))
            if best is None or score > best[0]:
                best = (score, discard)
        assert best is not None, "a last turn needs at least one card"
        score, discard = best
        words, left = self.lay_out(full - (1 << self._shift[discard]))
        return Play(
            score=score,
            words=[c.cards for c in words],
            leftover=tuple(sorted(left)),
            discard=discard,
        )


def _lowest_field(part: int) -> int:
    """Index of the first card type present in a packed part."""
    return ((part & -part).bit_length() - 1) // _FIELD


def _find_candidates(counts: Counter[str], word_list: WordList) -> list[Candidate]:
    """Every part of the hand (of at least 2 cards) that spells a word of the list.

    Parts are grown card by card as parallel lists (letter key, packed counts in alphabetical card
    order, size, points) with list comprehensions, then each key is looked up once."""
    cards = sorted(counts)
    keys = [0]
    parts = [0]
    sizes = [0]
    points = [0]
    doubles = 0  # the fields of double-letter cards, to spot parts that need a spelling check
    for i, card in enumerate(cards):
        weight = sum(LETTER_WEIGHT[ch] for ch in card)
        unit = 1 << (_FIELD * i)
        value = POINTS[card]
        if len(card) > 1:
            doubles |= _COUNT_MASK << (_FIELD * i)
        grown_keys, grown_parts, grown_sizes, grown_points = (
            list(keys),
            list(parts),
            list(sizes),
            list(points),
        )
        for k in range(1, counts[card] + 1):
            kw, ku, kv = k * weight, k * unit, k * value
            grown_keys += [x + kw for x in keys]
            grown_parts += [x + ku for x in parts]
            grown_sizes += [x + k for x in sizes]
            grown_points += [x + kv for x in points]
        keys, parts, sizes, points = grown_keys, grown_parts, grown_sizes, grown_points
    found: list[Candidate] = []
    get = word_list.index.get
    for key, part, size, value in zip(keys, parts, sizes, points, strict=True):
        if size < MIN_WORD_CARDS:
            continue
        words = get(key)
        if words is None:
            continue
        if not part & doubles:
            found.append(Candidate(tuple(words[0]), words, value, len(words[0]), 0))
            continue
        taken = {
            card: (part >> (_FIELD * i)) & _COUNT_MASK
            for i, card in enumerate(cards)
            if (part >> (_FIELD * i)) & _COUNT_MASK
        }
        good = [(w, s) for w in words if (s := spelled_by(w, taken)) is not None]
        if good:
            found.append(
                Candidate(good[0][1], tuple(w for w, _ in good), value, len(good[0][0]), 0)
            )
    return found


def best_play(hand: Iterable[str], word_list: WordList, *, going_out: bool) -> Play | None:
    """The best play for `hand` (the hand after the draw: cards dealt + 1).

    `going_out=True`: the best way to go out (every card but one discard in words), or None when
    the hand cannot go out. `going_out=False`: the best last-turn play (words laid down minus the
    cards left, after one discard). The score is exactly word points minus leftover points, and
    no other play scores more.
    """
    cards = tuple(hand)
    if not cards:
        return None
    solver = HandSolver(cards, word_list)
    return solver.best_go_out() if going_out else solver.best_last_turn()


def go_out_plays(hand: Iterable[str], word_list: WordList) -> list[Play]:
    """One way to go out for each possible discard (best score first); empty when none."""
    solver = HandSolver(hand, word_list)
    plays = []
    for discard in solver.go_out_discards():
        part = solver.full - (1 << solver._shift[discard])
        cover = solver.best_cover(part)
        plays.append(Play(solver.points_of(part), [c.cards for c in cover], (), discard))
    return sorted(plays, key=lambda p: -p.score)
