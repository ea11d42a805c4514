"""Playing a Qwixx game to its end, fast, on row codes: the Expert's look-ahead near the end.

A rollout starts from the view's position just after one of the seat's choices and plays the rest
of the game with random dice, every seat (the seat itself included) choosing by the duel table
alone (points now plus the table's value of its own sheet; whole rolls for the active seat). The
state is fully known (sheets are public; only future dice and the others' simultaneous choices in
this roll are open, and those are played by the same rule), so nothing needs guessing.

Only the usual end is played (second lock, fourth penalty) and only without the lock-for-everyone
option; the Expert does not use rollouts otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop_desktop.engine.qwixx.bots import solo_values as sv
from tabletop_desktop.engine.qwixx.bots.turns import CROSS, GAIN, box
from tabletop_desktop.engine.qwixx.sheet import MAX_PENALTIES, PENALTY_POINTS

LOCKED = sv.LOCKED
SHEETS = sv.SHEETS


class Table:
    """Fast value look-ups in one table (the same numbers as solo_values.value)."""

    def __init__(self, name: str) -> None:
        self.values = sv.table(name)

    def value(self, c: Sequence[int], p: int) -> float:
        """Expected points still to come for row codes `c` and `p` penalties (0: game over)."""
        if p >= MAX_PENALTIES:
            return 0.0
        c0, c1, c2, c3 = c
        if (c0 == LOCKED) + (c1 == LOCKED) + (c2 == LOCKED) + (c3 == LOCKED) >= 2:
            return 0.0
        x = c1 * (c1 + 1) // 2 + c0 if c0 <= c1 else c0 * (c0 + 1) // 2 + c1
        z = c3 * (c3 + 1) // 2 + c2 if c2 <= c3 else c2 * (c2 + 1) // 2 + c3
        i = z * (z + 1) // 2 + x if x <= z else x * (x + 1) // 2 + z
        return self.values[p * SHEETS + i] / sv.SCALE - sv.OFFSET


END = 1000.0  # a choice that ends the game: won or lost, before any points


def ending(c: Sequence[int], gain: float, lead: float) -> float:
    """The bonus of a choice that leaves the row codes `c` (two rows locked: the game ends) for a
    seat `lead` points ahead of the best other seat before it: the end is won or lost."""
    if (c[0] == LOCKED) + (c[1] == LOCKED) + (c[2] == LOCKED) + (c[3] == LOCKED) < 2:
        return 0.0
    return END if lead + gain > 0 else -END


def white_pick(t: Table, c: list[int], p: int, s: int, lead: float) -> int:
    """The row (0..3) a seat crosses the white sum `s` in, or -1 to decline (table rule; it ends
    the game only when ahead)."""
    best, pick = t.value(c, p), -1
    for r in range(4):
        code = c[r]
        if code == LOCKED:
            continue
        nc = CROSS[code][box(r, s)]
        if nc < 0:
            continue
        c[r] = nc
        g = GAIN[code][box(r, s)]
        v = g + t.value(c, p) + ending(c, g, lead)
        c[r] = code
        if v > best:
            best, pick = v, r
    return pick


def roll_pick(t: Table, c: list[int], p: int, w: tuple[int, int], colours: Sequence[int],
              lead: float) -> tuple[int, int, int]:
    """The active seat's whole roll by the table rule: (white row or -1, colour row or -1,
    number for the colour cross)."""
    s = w[0] + w[1]
    if p + 1 < MAX_PENALTIES:
        best = -PENALTY_POINTS + t.value(c, p + 1)
    else:
        best = -PENALTY_POINTS + (END if lead - PENALTY_POINTS > 0 else -END)
    choice = (-1, -1, 0)
    firsts = [(-1, 0)]
    for r in range(4):
        code = c[r]
        if code != LOCKED and CROSS[code][box(r, s)] >= 0:
            firsts.append((r, GAIN[code][box(r, s)]))
    for r, g1 in firsts:
        old_r = c[r] if r >= 0 else 0
        if r >= 0:
            c[r] = CROSS[old_r][box(r, s)]
            v = g1 + t.value(c, p) + ending(c, g1, lead)
            if v > best:
                best, choice = v, (r, -1, 0)
        for q in range(4):
            die = colours[q]
            code = c[q]
            if die == 0 or code == LOCKED:
                continue
            for n in (w[0] + die, w[1] + die):
                nc = CROSS[code][box(q, n)]
                if nc < 0:
                    continue
                c[q] = nc
                g = g1 + GAIN[code][box(q, n)]
                v = g + t.value(c, p) + ending(c, g, lead)
                c[q] = code
                if v > best:
                    best, choice = v, (r, q, n)
        if r >= 0:
            c[r] = old_r
    return choice


class Game:
    """A position on codes: every seat's row codes, penalties and score; who rolls next."""

    def __init__(self, codes: list[list[int]], pens: list[int], scores: list[int]) -> None:
        self.codes = codes
        self.pens = pens
        self.scores = scores

    def copy(self) -> Game:
        """An independent copy."""
        return Game([c.copy() for c in self.codes], self.pens.copy(), self.scores.copy())

    def over(self) -> bool:
        """Two rows locked or a fourth penalty."""
        c = self.codes[0]
        locks = (c[0] == LOCKED) + (c[1] == LOCKED) + (c[2] == LOCKED) + (c[3] == LOCKED)
        return locks >= 2 or max(self.pens) >= MAX_PENALTIES

    def cross(self, seat: int, r: int, n: int) -> bool:
        """Cross number `n` in row `r` if still allowed; a lock locks the row for everyone."""
        code = self.codes[seat][r]
        if code == LOCKED:
            return False
        nc = CROSS[code][box(r, n)]
        if nc < 0:
            return False
        self.scores[seat] += GAIN[code][box(r, n)]
        self.codes[seat][r] = nc
        return True

    def lock_rows(self) -> None:
        """Rows someone locked are locked on every sheet."""
        for r in range(4):
            if any(c[r] == LOCKED for c in self.codes):
                for c in self.codes:
                    c[r] = LOCKED

    def lead(self, seat: int) -> float:
        """`seat`'s score minus the best other seat's."""
        mine = self.scores[seat]
        return mine - max(x for i, x in enumerate(self.scores) if i != seat)

    def penalty(self, seat: int) -> None:
        """A penalty for `seat`."""
        self.pens[seat] += 1
        self.scores[seat] -= PENALTY_POINTS

    def finish_roll(self, t: Table, active: int, w: tuple[int, int], colours: Sequence[int],
                    fixed: dict[int, int], active_plan: tuple[int, int, int] | None) -> None:
        """Action 1 for every seat not in `fixed` (seat -> white row, -1 none) by the table rule,
        all landing together; then the active seat's action 2 (`active_plan` or by the rule)."""
        s = w[0] + w[1]
        picks = dict(fixed)
        plan = active_plan
        for seat in range(len(self.codes)):
            if seat in picks:
                continue
            lead = self.lead(seat)
            if seat == active:
                plan = roll_pick(t, self.codes[seat].copy(), self.pens[seat], w, colours, lead)
                picks[seat] = plan[0]
            else:
                picks[seat] = white_pick(t, self.codes[seat].copy(), self.pens[seat], s, lead)
        crossed = False
        for seat, r in picks.items():
            if r >= 0:
                done = self.cross(seat, r, s)
                crossed = crossed or (done and seat == active)
        self.lock_rows()
        if plan is not None and plan[1] >= 0 and not self.over():
            q = plan[1]
            if self.codes[active][q] != LOCKED:
                crossed = self.cross(active, q, plan[2]) or crossed
                self.lock_rows()
        if active_plan is not None or active not in fixed:
            if not crossed:
                self.penalty(active)

    def play_out(self, t: Table, roller: int, rng: random.Random, limit: int = 200) -> int:
        """Play every roll from `roller` on until the game is over; the number of rolls played."""
        seats = len(self.codes)
        for played in range(limit):
            if self.over():
                return played
            w = (rng.randint(1, 6), rng.randint(1, 6))
            c = self.codes[0]
            colours = [0 if c[r] == LOCKED else rng.randint(1, 6) for r in range(4)]
            self.finish_roll(t, roller, w, colours, {}, None)
            roller = (roller + 1) % seats
        return limit
