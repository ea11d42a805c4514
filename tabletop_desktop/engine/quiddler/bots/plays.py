"""Bonus-aware plays and look-ahead values for the stronger bots.

`BonusPlanner` extends the exact solver's search with the number of words: for every part of the
hand it keeps the best (word points - leftover points) for each word count, so a bot can weigh
the 10-point bonuses (most words; longest word, by designating each candidate as the longest)
exactly against points. `expected_last_turn` is one step of card counting: the average best
last-turn score after drawing one unseen card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tabletop_desktop.engine.quiddler.solver import Candidate, HandSolver, Play, _lowest_field
from tabletop_desktop.engine.quiddler.words import WordList

# value(words, points, longest letters) -> how much a bot likes a play
Utility = Callable[[int, int, int], float]


@dataclass(frozen=True)
class Option:
    """One way to end a turn: the words, the leftover cards, the discard and what they score."""

    points: int  # word points - leftover points
    words: tuple[tuple[str, ...], ...]
    leftover: tuple[str, ...]
    discard: str

    @property
    def count(self) -> int:
        return len(self.words)

    @property
    def longest(self) -> int:
        return max((sum(len(c) for c in w) for w in self.words), default=0)

    def play(self) -> Play:
        return Play(self.points, [tuple(w) for w in self.words], self.leftover, self.discard)


class BonusPlanner:
    """Best points per word count for the parts of one hand (memoised)."""

    def __init__(self, solver: HandSolver) -> None:
        self.solver = solver
        self._table: dict[int, dict[int, tuple[int, Candidate | None]]] = {0: {0: (0, None)}}

    def table(self, part: int) -> dict[int, tuple[int, Candidate | None]]:
        """word count -> (best word points minus leftover points, first choice) for `part`."""
        memo = self._table
        found = memo.get(part)
        if found is not None:
            return found
        s = self.solver
        first = _lowest_field(part)
        guard = s.guard
        out: dict[int, tuple[int, Candidate | None]] = {}
        lost = s._points[first]
        for k, (v, _) in self.table(part - s._unit[first]).items():
            out[k] = (v - lost, None)
        rest = part | guard
        for cand in s.by_first[first]:
            left = rest - cand.mask
            if left & guard != guard:
                continue
            for k, (v, _) in self.table(left - guard).items():
                score = v + cand.points
                have = out.get(k + 1)
                if have is None or score > have[0]:
                    out[k + 1] = (score, cand)
        memo[part] = out
        return out

    def lay_out(self, part: int, count: int) -> tuple[list[tuple[str, ...]], list[str]]:
        """The words and leftover cards behind `table(part)[count]`."""
        s = self.solver
        words: list[tuple[str, ...]] = []
        left: list[str] = []
        while part:
            _, choice = self.table(part)[count]
            if choice is None:
                first = _lowest_field(part)
                left.append(s.types[first])
                part -= s._unit[first]
            else:
                words.append(choice.cards)
                part -= choice.mask
                count -= 1
        return words, left

    def options(self, discards: list[str] | None = None) -> Iterator[Option]:
        """For each discard, word count and candidate longest word: the best-scoring play (plus
        laying nothing down). Every play that could be best for some bonus outcome is among them."""
        s = self.solver
        for discard in discards or s.discards():
            part = s.full - s.pack([discard])
            yield Option(-s.points_of(part), (), tuple(s.unpack(part)), discard)
            guard = s.guard
            # (word count, letters of the designated longest word) -> (points, word, rest)
            best: dict[tuple[int, int], tuple[int, Candidate, int, int]] = {}
            for cand in s.candidates:
                left = (part | guard) - cand.mask
                if left & guard != guard:
                    continue
                rest = left - guard
                for k, (v, _) in self.table(rest).items():
                    key = (k + 1, cand.letters)
                    have = best.get(key)
                    if have is None or v + cand.points > have[0]:
                        best[key] = (v + cand.points, cand, rest, k)
            for key in sorted(best):
                points, cand, rest, k = best[key]
                words, leftover = self.lay_out(rest, k)
                yield Option(points, (cand.cards, *words), tuple(sorted(leftover)), discard)


def best_option(options: Iterator[Option], utility: Utility) -> Option:
    """The option the utility likes best (the first one on a tie)."""
    best: Option | None = None
    best_value = 0.0
    for option in options:
        value = utility(option.count, option.points, option.longest)
        if best is None or value > best_value:
            best, best_value = option, value
    assert best is not None
    return best


def go_out_options(solver: HandSolver, limit: int = 400) -> Iterator[Option]:
    """Ways to go out, for each possible discard: up to `limit` arrangements in all, each keeping
    only the best arrangement per (word count, longest word)."""
    made = 0
    for discard in solver.go_out_discards():
        part = solver.full - solver.pack([discard])
        points = solver.points_of(part)
        seen: set[tuple[int, int]] = set()
        for cover in solver.covers_of(part):
            made += 1
            key = (len(cover), max(c.letters for c in cover))
            if key not in seen:
                seen.add(key)
                yield Option(points, tuple(c.cards for c in cover), (), discard)
            if made >= limit:
                return


class Lookahead:
    """Best last-turn scores of hands, cached for one decision."""

    def __init__(self, words: WordList) -> None:
        self.words = words
        self._cache: dict[tuple[str, ...], int] = {}

    def last_turn(self, hand: list[str] | tuple[str, ...]) -> int:
        """The best last-turn score of `hand` (a hand after a draw)."""
        key = tuple(sorted(hand))
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = HandSolver(key, self.words).best_last_turn().score
        return found

    def value(self, hand: list[str] | tuple[str, ...]) -> int:
        """The best words minus leftover of `hand` as it stands (every card counts)."""
        key = ("=", *sorted(hand))
        found = self._cache.get(key)
        if found is None:
            if hand:
                solver = HandSolver(key[1:], self.words)
                found = solver.value(solver.full)
            else:
                found = 0
            self._cache[key] = found
        return found

    def after_draw(self, hand: list[str] | tuple[str, ...], unseen: Counter[str]) -> float:
        """The average best last-turn score of `hand` plus one card drawn from `unseen`."""
        total = sum(unseen.values())
        if total == 0:
            return float(self.last_turn(hand)) if hand else 0.0
        acc = 0.0
        for card, n in unseen.items():
            if n > 0:
                acc += n * self.last_turn((*hand, card))
        return acc / total
