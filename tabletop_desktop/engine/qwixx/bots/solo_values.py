"""The exact value of every solo Qwixx sheet: expected points still to come under optimal play.

`scripts/build_qwixx_values.py` solves solo Qwixx exactly (a dynamic programme over 5,468,124
sheet states) and this module loads its result, `resources/qwixx/solo_values.xz`, for the Expert
bot and the hints. The empty sheet is worth 115.48 points.

A second table, `duel_values.xz`, holds the same programme for a seat facing others (the game may
end between its own rolls, see DUEL_HAZARD); the Expert uses it with other seats.

Shipped, not computed on first use: the two programmes take about a CPU-minute even with
numba-compiled loops (a plain-Python version would take hours: about 10^10 steps), which is far
too long to make a player wait the first time they meet the Expert, and they need numpy and numba,
which the app does not depend on. The files are 3.4 MB and 3.1 MB; loading one takes about 0.7 s
with the standard library (lzma and array) and happens once per process: the Expert loads both
when it is made (in the worker process, before its first decision).

State encoding (shared with the build script):
- one row: 0 = nothing crossed; 1 + i(i+1)/2 + (k-1) = last cross at box index i (0..9) with k
  crosses (1..i+1); 56 = locked (by anyone: the row has nothing more to give). A row whose last
  number is crossed is locked, so index 10 never appears unlocked.
- red is equivalent to yellow and green to blue, so each pair is sorted into a triangular pair
  index 0..1652; and the whole sheet mirrored (red/yellow rows swapped with green/blue, every die
  d read as 7 - d) plays the same, so the two pair indexes are sorted too.
- index = penalties * 1,367,031 + hi(hi+1)/2 + lo; values in hundredths of a point plus 20 points
  (the worst future is four penalties). The file holds the differences between consecutive values
  (int16, little-endian: neighbouring states have close values), compressed with LZMA.
"""

from __future__ import annotations

import lzma
import struct
import sys
import threading
from array import array
from collections.abc import Collection, Sequence
from itertools import accumulate

from tabletop_desktop.engine.qwixx.sheet import ROWS, Sheet, index_of

ROW_STATES = 57  # 0 empty, 1..55 (last index, crosses), 56 locked
LOCKED = 56
PAIRS = ROW_STATES * (ROW_STATES + 1) // 2  # 1653 sorted pairs of row states
SHEETS = PAIRS * (PAIRS + 1) // 2  # 1,367,031 sorted pairs of pairs
STATES = SHEETS * 4  # 5,468,124 (penalties 0..3)
SCALE = 100  # values are stored in hundredths of a point
OFFSET = 20.0  # ... shifted up by 20 points: four penalties are the worst possible future
MAGIC = b"QWXV1\n"
FILE_NAME = "solo_values.xz"
# The same programme for a seat facing others, by its own rolls only: between two of its rolls the
# game ends with chance DUEL_HAZARD (the others may lock the second row), and every cross keeps
# that chance in view. Tuned for two seats; the Expert uses it whenever others play.
DUEL_FILE_NAME = "duel_values.xz"
DUEL_HAZARD = 0.06

_lock = threading.Lock()
_tables: dict[str, array] = {}


def row_code(last_index: int | None, crosses: int, locked: bool) -> int:
    """The code (0..56) of a row: `last_index` the box index (0..10) of its last cross or None,
    `crosses` the crosses in it (lock cross not counted), `locked` whether the row is locked."""
    if locked or last_index == 10:
        return LOCKED
    if last_index is None or crosses == 0:
        return 0
    if not 0 <= last_index <= 9 or not 1 <= crosses <= last_index + 1:
        raise ValueError(f"No row has {crosses} crosses ending at box {last_index}.")
    return 1 + last_index * (last_index + 1) // 2 + crosses - 1


def row_of_code(code: int) -> tuple[int | None, int]:
    """(last index or None, crosses) of an unlocked row code; (10, 0) stands for locked."""
    if code == LOCKED:
        return 10, 0
    if code == 0:
        return None, 0
    i = 0
    while (i + 1) * (i + 2) // 2 < code:
        i += 1
    return i, code - 1 - i * (i + 1) // 2 + 1


def pair_index(a: int, b: int) -> int:
    """The triangular index of an unordered pair of codes (0..1652)."""
    lo, hi = (a, b) if a <= b else (b, a)
    return hi * (hi + 1) // 2 + lo


def state_index(codes: Sequence[int], penalties: int) -> int:
    """The table index of a sheet: four row codes in ROWS order (red, yellow, green, blue) and the
    penalties (0..3)."""
    x = pair_index(codes[0], codes[1])
    z = pair_index(codes[2], codes[3])
    lo, hi = (x, z) if x <= z else (z, x)
    return penalties * SHEETS + hi * (hi + 1) // 2 + lo


# The file: MAGIC, the state count (uint32), a one-byte marker, then a raw LZMA2 stream (no
# container header) of the int16 differences.
_RAW_HEADER = b"R"
_FILTERS = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}]


def encode(values: Sequence[int]) -> bytes:
    """The shipped file's bytes for the stored values (0..65535, in index order; used by the build
    script)."""
    deltas = array("h", (b - a for a, b in zip([0, *values[:-1]], values, strict=True)))
    if sys.byteorder != "little":
        deltas.byteswap()
    body = lzma.compress(deltas.tobytes(), format=lzma.FORMAT_RAW, filters=_FILTERS)
    return MAGIC + struct.pack("<I", STATES) + _RAW_HEADER + body


def decode(data: bytes) -> array:
    """The table (array of uint16) from the shipped file's bytes; ValueError when damaged."""
    if not data.startswith(MAGIC):
        raise ValueError("This is not a Qwixx value table.")
    (count,) = struct.unpack_from("<I", data, len(MAGIC))
    start = len(MAGIC) + 4
    if data[start : start + 1] != _RAW_HEADER or count != STATES:
        raise ValueError("The Qwixx value table is damaged or of another version.")
    raw = lzma.decompress(data[start + 1 :], format=lzma.FORMAT_RAW, filters=_FILTERS)
    if len(raw) != 2 * STATES:
        raise ValueError("The Qwixx value table has the wrong size.")
    deltas = array("h")
    deltas.frombytes(raw)
    if sys.byteorder != "little":
        deltas.byteswap()
    return array("H", accumulate(deltas))  # about 0.4 s; the sums stay within 0..65535


def table(name: str = FILE_NAME) -> array:
    """A whole table (uint16, see the module notes), loaded on first use, once per process."""
    found = _tables.get(name)
    if found is None:
        with _lock:
            found = _tables.get(name)
            if found is None:
                from tabletop_desktop.resources import resource_path

                found = decode(resource_path("qwixx", name).read_bytes())
                _tables[name] = found
    return found


def value(codes: Sequence[int], penalties: int, name: str = FILE_NAME) -> float:
    """Expected points still to come for a solo sheet (row codes in ROWS order, penalties 0..3)
    under optimal play; 0 when the game is over (two rows locked or a fourth penalty).
    `name=DUEL_FILE_NAME`: the same with others who may end the game (see DUEL_HAZARD)."""
    if penalties >= 4 or sum(1 for c in codes if c == LOCKED) >= 2:
        return 0.0
    return table(name)[state_index(codes, penalties)] / SCALE - OFFSET


def sheet_codes(sheet: Sheet, locked: Collection[str]) -> tuple[int, int, int, int]:
    """The four row codes (ROWS order) of an engine `Sheet` with the rows in `locked` locked."""
    codes = []
    for row in ROWS:
        marks = sheet.row(row)
        if row in locked or marks.lock:
            codes.append(LOCKED)
        elif not marks.crossed:
            codes.append(0)
        else:
            codes.append(row_code(index_of(row, marks.crossed[-1]), len(marks.crossed), False))
    return codes[0], codes[1], codes[2], codes[3]


def sheet_value(sheet: Sheet, locked: Collection[str], name: str = FILE_NAME) -> float:
    """Expected points still to come for `sheet` played solo and optimally from here (or, with
    `name=DUEL_FILE_NAME`, by the duel table)."""
    return value(sheet_codes(sheet, locked), sheet.penalties, name)
