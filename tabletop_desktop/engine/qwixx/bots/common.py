"""Helpers shared by the simple Qwixx bots: candidate crosses with the boxes they would skip."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from tabletop_desktop.engine.qwixx.sheet import LAST_INDEX, index_of
from tabletop_desktop.engine.qwixx.view import QwixxView

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

T = TypeVar("T")


@dataclass(frozen=True)
class Option:
    """One cross a bot could make: its row, number, the white die used (action 2) and the number
    of boxes it would skip."""

    row: str
    number: int
    white: int
    skips: int
    locks: bool


def white_options(view: QwixxView) -> list[Option]:
    """The seat's legal white-sum crosses now."""
    if view.dice is None:
        return []
    total = view.dice.white_sum
    return [_option(view, row, total, 0) for row in view.white_rows()]


def colour_options(view: QwixxView) -> list[Option]:
    """The seat's legal action-2 crosses now."""
    return [_option(view, row, number, w) for row, w, number in view.colour_moves()]


def _option(view: QwixxView, row: str, number: int, white: int) -> Option:
    sheet = view.sheet
    skips = len(sheet.skipped_by(row, number))
    return Option(row, number, white, skips, index_of(row, number) == LAST_INDEX)


def pick(rng: random.Random, items: Sequence[T], key: Callable[[T], SupportsRichComparison]) -> T:
    """The item with the smallest key; ties broken by `rng`, so a seeded bot is reproducible."""
    best = min(key(i) for i in items)
    tied = [i for i in items if key(i) == best]
    return tied[0] if len(tied) == 1 else rng.choice(tied)
