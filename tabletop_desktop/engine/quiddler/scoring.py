"""Scoring a Quiddler round: word points, leftover points, the two 10-point bonuses, the clamp.

Bonuses (10 points each): the longest word, counted in letters (a double-letter card is two
letters), and the most words. A seat without a word takes neither; a tie for either bonus gives it
to nobody. With 2 players the game may use only one bonus (`bonuses` = "longest" or "most"); "none"
switches both off. The running total never goes below zero: after each round it becomes
max(0, total + round score), while the round score itself may be negative.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.quiddler.cards import POINTS

BONUS_POINTS = 10
BONUS_CHOICES = ("both", "longest", "most", "none")


def word_letters(word: Iterable[str]) -> int:
    """Letters in a word given as cards."""
    return sum(len(card) for card in word)


def bonus_winners(
    plays: Sequence[Mapping[str, Any]], *, bonuses: str = "both"
) -> dict[str, int | None]:
    """Which seat takes each bonus: {"longest": seat or None, "most": seat or None}."""
    if bonuses not in BONUS_CHOICES:
        raise ValueError(f"bonuses must be one of {', '.join(BONUS_CHOICES)}, not {bonuses!r}")
    longest = [max((word_letters(w) for w in p["words"]), default=0) for p in plays]
    most = [len(p["words"]) for p in plays]
    out: dict[str, int | None] = {"longest": None, "most": None}
    for name, values in (("longest", longest), ("most", most)):
        if bonuses not in ("both", name):
            continue
        top = max(values, default=0)
        if top > 0 and values.count(top) == 1:
            out[name] = values.index(top)
    return out


def round_scores(plays: Sequence[Mapping[str, Any]], *, bonuses: str = "both") -> list[int]:
    """Each seat's round score: word points minus left points, plus 10 for the single longest word
    and 10 for the single most words (no tie, only for a seat with a word). `plays` holds one
    {"words": [[cards], ...], "left": [cards]} per seat."""
    scores = [
        sum(POINTS[c] for w in p["words"] for c in w) - sum(POINTS[c] for c in p["left"])
        for p in plays
    ]
    for seat in bonus_winners(plays, bonuses=bonuses).values():
        if seat is not None:
            scores[seat] += BONUS_POINTS
    return scores


def add_round(totals: Sequence[int], round_scores: Sequence[int]) -> list[int]:
    """The new running totals after a round, each clamped at 0."""
    if len(totals) != len(round_scores):
        raise ValueError("one round score per seat is needed")
    return [max(0, t + s) for t, s in zip(totals, round_scores, strict=True)]
