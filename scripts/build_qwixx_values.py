"""Solves solo Qwixx exactly and writes resources/qwixx/solo_values.xz, then the duel table
duel_values.xz beside it (see engine/qwixx/bots/solo_values.py for the state encoding, the duel
hazard and why the tables are shipped).

Usage: .venv/bin/python scripts/build_qwixx_values.py [--out PATH]
Needs the "tables" extra (`pip install -e .[tables]`: numpy, numba); one core, about 70 s
(35 s a table). The output is the same byte for byte on every run.

The programme: V(sheet) = expected points still to come, before the roll. A turn rolls two whites
and the colour dice of the rows not locked; the player picks action 1 (white sum in a row, or
nothing) and then action 2 (one white plus a colour die in that colour's row, or nothing), seeing
all dice; a penalty if nothing was crossed. The game ends at the second lock or the fourth penalty.
Every turn crosses something or takes a penalty, so "box index reached in every row + penalties"
grows each turn and the states are solved in decreasing order of it.

The dice are handled without enumerating the 6^4 colour outcomes: for given whites, the best
choice is max(B, max over colour rows c of h_c(d_c)), where B is the best without a colour cross
and h_c depends only on die c (the best over action 1 and the white used). The colour dice are
independent, so E[max] follows from their distributions: P(max <= x) = product of P(h_c <= x).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
from numba import njit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop_desktop.engine.qwixx.bots import solo_values as sv  # noqa: E402

NEG = -1.0e9
SHEETS = sv.SHEETS


def row_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """CROSS[code, t] = the row code after crossing box t (-1 if not allowed), GAIN[code, t] = the
    points that cross adds (lock cross included), RANK[code] = boxes passed (locked: 11)."""
    cross = np.full((sv.ROW_STATES, 11), -1, dtype=np.int64)
    gain = np.zeros((sv.ROW_STATES, 11), dtype=np.float64)
    rank = np.zeros(sv.ROW_STATES, dtype=np.int64)
    for code in range(sv.ROW_STATES):
        if code == sv.LOCKED:
            rank[code] = 11
            continue
        last, k = sv.row_of_code(code)
        rank[code] = 0 if last is None else last + 1
        first = 0 if last is None else last + 1
        for t in range(first, 11):
            if t == 10:
                if k >= 5:
                    cross[code, t] = sv.LOCKED
                    gain[code, t] = (k + 1) + (k + 2)  # the last number and the lock cross
            else:
                cross[code, t] = sv.row_code(t, k + 1, False)
                gain[code, t] = k + 1
    return cross, gain, rank


def all_states(rank: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Row codes (N x 4) and penalties of every table index, and each state's level."""
    pair_a = np.zeros(sv.PAIRS, dtype=np.int64)
    pair_b = np.zeros(sv.PAIRS, dtype=np.int64)
    for hi in range(sv.ROW_STATES):
        for lo in range(hi + 1):
            pair_a[sv.pair_index(lo, hi)] = lo
            pair_b[sv.pair_index(lo, hi)] = hi
    n = sv.STATES
    idx = np.arange(n, dtype=np.int64)
    pen = idx // sv.SHEETS
    tri = idx % sv.SHEETS
    hi = ((np.sqrt(8.0 * tri + 1.0) - 1.0) / 2.0).astype(np.int64)
    hi -= (hi * (hi + 1) // 2 > tri).astype(np.int64)  # guard against rounding up
    hi += ((hi + 1) * (hi + 2) // 2 <= tri).astype(np.int64)
    lo = tri - hi * (hi + 1) // 2
    codes = np.stack([pair_a[lo], pair_b[lo], pair_a[hi], pair_b[hi]], axis=1)
    level = rank[codes].sum(axis=1) + pen
    return codes, pen, level


@njit(cache=False)
def _index(c0: int, c1: int, c2: int, c3: int, p: int) -> int:
    x = c1 * (c1 + 1) // 2 + c0 if c0 <= c1 else c0 * (c0 + 1) // 2 + c1
    z = c3 * (c3 + 1) // 2 + c2 if c2 <= c3 else c2 * (c2 + 1) // 2 + c3
    if x <= z:
        return p * SHEETS + z * (z + 1) // 2 + x
    return p * SHEETS + x * (x + 1) // 2 + z


@njit(cache=False)
def _locks(c: np.ndarray) -> int:
    """Rows locked in row codes `c` (56: locked)."""
    locks = 0
    for r in range(4):
        if c[r] == 56:
            locks += 1
    return locks


@njit(cache=False)
def _lookup(c: np.ndarray, p: int, values: np.ndarray) -> float:
    locks = _locks(c)
    if locks >= 2:
        return 0.0
    return values[_index(c[0], c[1], c[2], c[3], p)]


@njit(cache=False)
def _box(r: int, n: int) -> int:
    # Rows 0, 1 run 2..12 (red, yellow); rows 2, 3 run 12..2 (green, blue).
    return n - 2 if r < 2 else 12 - n


@njit(cache=False)
def solve_state(c: np.ndarray, p: int, values: np.ndarray, cross: np.ndarray,
                gain: np.ndarray, keep: float = 1.0) -> float:
    """V of one state before this seat's own roll (its successors already solved in `values`,
    which are worth `keep` times their value: the chance the game goes on)."""
    locks = _locks(c)
    if locks >= 2:
        return 0.0
    # One cross, number n in row r: points + value after; ends[r, n]: that cross ends the game.
    one = np.full((4, 13), NEG)
    ends = np.zeros((4, 13), dtype=np.bool_)
    y = c.copy()
    for r in range(4):
        for n in range(2, 13):
            t = _box(r, n)
            nc = cross[c[r], t]
            if nc < 0:
                continue
            y[r] = nc
            one[r, n] = gain[c[r], t] + keep * _lookup(y, p, values)
            ends[r, n] = nc == 56 and locks == 1
            y[r] = c[r]
    penalty = -5.0 + (keep * _lookup(c, p + 1, values) if p < 3 else 0.0)
    # two[r, q, n]: white sum s in row r, then number n in row q (for the current s).
    two = np.full((4, 4, 13), NEG)
    vals = np.empty(24)
    labels = np.empty(24, dtype=np.int64)
    cnt = np.empty(4)
    total = 0.0
    for s in range(2, 13):
        for r in range(4):
            for q in range(4):
                for n in range(2, 13):
                    two[r, q, n] = NEG
            if one[r, s] <= NEG or ends[r, s]:
                continue
            t1 = _box(r, s)
            y[r] = cross[c[r], t1]
            g1 = gain[c[r], t1]
            for q in range(4):
                yq = y[q]
                for n in range(2, 13):
                    t2 = _box(q, n)
                    nc = cross[yq, t2]
                    if nc < 0:
                        continue
                    y[q] = nc
                    two[r, q, n] = g1 + gain[yq, t2] + keep * _lookup(y, p, values)
                    y[q] = yq
            y[r] = c[r]
        best_white = penalty
        for r in range(4):
            if one[r, s] > best_white:
                best_white = one[r, s]
        for w1 in range(1, 7):
            w2 = s - w1
            if w2 < w1 or w2 > 6:
                continue
            weight = (1.0 if w1 == w2 else 2.0) / 36.0
            b = best_white
            # For each colour die q and face d: the best with that colour cross (h_q(d)).
            m = 0
            for q in range(4):
                cnt[q] = 6.0
                if c[q] == 56:
                    continue  # that die is not rolled
                cnt[q] = 0.0
                for d in range(1, 7):
                    best = NEG
                    for n in (w1 + d, w2 + d):
                        if one[q, n] > best:
                            best = one[q, n]
                        for r in range(4):
                            if two[r, q, n] > best:
                                best = two[r, q, n]
                    if best > b:
                        vals[m] = best
                        labels[m] = q
                        m += 1
                    else:
                        cnt[q] += 1.0
            # E[max(b, colour options)]: sweep the values above b in increasing order.
            for i in range(1, m):  # insertion sort, m <= 24
                v = vals[i]
                lab = labels[i]
                j = i - 1
                while j >= 0 and vals[j] > v:
                    vals[j + 1] = vals[j]
                    labels[j + 1] = labels[j]
                    j -= 1
                vals[j + 1] = v
                labels[j + 1] = lab
            f = cnt[0] * cnt[1] * cnt[2] * cnt[3] / 1296.0
            e = b * f
            for i in range(m):
                cnt[labels[i]] += 1.0
                f2 = cnt[0] * cnt[1] * cnt[2] * cnt[3] / 1296.0
                e += vals[i] * (f2 - f)
                f = f2
            total += weight * e
    return total


@njit(cache=False)
def white_only_state(c: np.ndarray, p: int, mine: np.ndarray, cross: np.ndarray,
                     gain: np.ndarray, keep: float) -> float:
    """V of one state before another seat's roll: only the white sum (no penalty), then this
    seat's own roll (`mine`, already solved for this state and its successors)."""
    locks = _locks(c)
    if locks >= 2:
        return 0.0
    stay = keep * _lookup(c, p, mine)
    y = c.copy()
    total = 0.0
    for s in range(2, 13):
        best = stay
        for r in range(4):
            t = _box(r, s)
            nc = cross[c[r], t]
            if nc < 0:
                continue
            y[r] = nc
            v = gain[c[r], t] + keep * _lookup(y, p, mine)
            y[r] = c[r]
            if v > best:
                best = v
        total += best * (6 - abs(7 - s)) / 36.0
    return total


@njit(cache=False)
def solve_duel(order: np.ndarray, codes: np.ndarray, pen: np.ndarray, mine: np.ndarray,
               theirs: np.ndarray, cross: np.ndarray, gain: np.ndarray, keep0: float,
               keep1: float) -> None:
    """Two seats: `mine` before this seat's roll, `theirs` before the other seat's; the game
    goes on after each roll with chance `keep0` (no row locked yet) or `keep1` (one row locked:
    the other seat's next lock ends it)."""
    c = np.empty(4, dtype=np.int64)
    for k in range(order.shape[0]):
        i = order[k]
        for r in range(4):
            c[r] = codes[i, r]
        keep = keep1 if _locks(c) == 1 else keep0
        mine[i] = solve_state(c, pen[i], theirs, cross, gain, keep)
        theirs[i] = white_only_state(c, pen[i], mine, cross, gain, keep)


@njit(cache=False)
def solve_all(order: np.ndarray, codes: np.ndarray, pen: np.ndarray, values: np.ndarray,
              cross: np.ndarray, gain: np.ndarray) -> None:
    c = np.empty(4, dtype=np.int64)
    for k in range(order.shape[0]):
        i = order[k]
        for r in range(4):
            c[r] = codes[i, r]
        values[i] = solve_state(c, pen[i], values, cross, gain)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "qwixx" / sv.FILE_NAME)
    args = parser.parse_args(argv)
    started = time.monotonic()
    cross, gain, rank = row_tables()
    codes, pen, level = all_states(rank)
    for i in (0, 1, 4, 12345, sv.STATES - 1):  # the decoding agrees with solo_values
        assert sv.state_index(codes[i].tolist(), int(pen[i])) == i
    order = np.argsort(-level, kind="stable")
    values = np.zeros(sv.STATES, dtype=np.float64)
    solve_all(order, codes, pen, values, cross, gain)
    empty = values[sv.state_index((0, 0, 0, 0), 0)]
    print(f"solved {sv.STATES} states in {time.monotonic() - started:.0f} s; "
          f"empty sheet {empty:.4f}")
    write(values, args.out)
    started = time.monotonic()
    mine = np.zeros(sv.STATES, dtype=np.float64)
    theirs = np.zeros(sv.STATES, dtype=np.float64)
    keep = 1.0 - sv.DUEL_HAZARD
    solve_duel(order, codes, pen, mine, theirs, cross, gain, keep, keep)
    print(f"duel table in {time.monotonic() - started:.0f} s; "
          f"empty sheet {mine[sv.state_index((0, 0, 0, 0), 0)]:.4f}")
    write(mine, args.out.with_name(sv.DUEL_FILE_NAME))
    return 0


def write(values: np.ndarray, out: Path) -> None:
    """Store `values` as the loader expects them (see solo_values.py), atomically."""
    assert values.min() >= -sv.OFFSET - 1e-9
    stored = np.rint((values + sv.OFFSET) * sv.SCALE)
    assert stored.max() < 65536
    data = sv.encode(stored.astype(np.int64).tolist())
    assert np.array_equal(np.asarray(sv.decode(data), dtype=np.float64), stored)  # round trip
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(data)
    tmp.replace(out)
    print(f"wrote {out} ({len(data) / 1e6:.2f} MB)")


if __name__ == "__main__":
    raise SystemExit(main())
