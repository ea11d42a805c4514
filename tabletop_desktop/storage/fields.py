"""Checks for values read from disk: each returns the value with the right type or raises
`Invalid` with a short reason ("the seat names are missing") for a StoredFileError message.

`bool` is a subclass of `int` in Python; these checks never accept one for the other. Numbers and
dates are checked against ranges as well as types: a score of 10**4000 or the year 9999 in the
last time zone is valid JSON but makes later arithmetic (averages, local time) raise.
"""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime
from typing import Any

from tabletop_desktop.engine.message import Message

# A reason: English text, or a `Message` that says it in the person's language too.
Reason = str | Message

# Far beyond any real score, move count or seat number, far inside what a float or Qt's 32-bit
# int holds: whole numbers read from disk lie between these unless a check says otherwise.
MAX_INT = 10**9
# Dates a file may carry (a clock that lost its battery may say 1970; nobody plays in 3000); outside
# these, turning the time into local time can overflow (datetime's years end at 9999).
FIRST_YEAR, LAST_YEAR = 1970, 2999
FIRST_MOMENT = datetime(FIRST_YEAR, 1, 1, tzinfo=UTC)
LAST_MOMENT = datetime(LAST_YEAR, 12, 31, 23, 59, 59, tzinfo=UTC)
NAME_CHARS = 40  # what a seat name is cut to on reading


class Invalid(ValueError):
    """A value read from disk has the wrong type or an impossible value."""


def need_dict(value: Any, reason: Reason) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Invalid(reason)
    return value


def need_list(value: Any, reason: Reason, max_len: int = 100_000) -> list[Any]:
    if not isinstance(value, list) or len(value) > max_len:
        raise Invalid(reason)
    return value


def need_str(value: Any, reason: Reason, max_len: int = 200, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > max_len or (not empty and not value.strip()):
        raise Invalid(reason)
    return value


def need_int(value: Any, reason: Reason, lo: int | None = None, hi: int | None = None) -> int:
    """A whole number between `lo` and `hi` (by default -MAX_INT and MAX_INT)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise Invalid(reason)
    lo = -MAX_INT if lo is None else lo
    hi = MAX_INT if hi is None else hi
    if value < lo or value > hi:
        raise Invalid(reason)
    return value


def need_bool(value: Any, reason: Reason) -> bool:
    if not isinstance(value, bool):
        raise Invalid(reason)
    return value


def need_time(value: Any, reason: Reason) -> datetime:
    """An ISO 8601 time as written by `time_to_json`, returned in UTC; times without a zone are
    taken as UTC. Years outside FIRST_YEAR..LAST_YEAR are refused (see there)."""
    if not isinstance(value, str) or len(value) > 40:
        raise Invalid(reason)
    try:
        moment = datetime.fromisoformat(value)
        moment = moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
    except (ValueError, OverflowError):
        raise Invalid(reason) from None
    if not FIRST_YEAR <= moment.year <= LAST_YEAR:
        raise Invalid(reason)
    return moment


def clean_text(value: str, max_len: int) -> str:
    """`value` without control and format characters (line breaks, bidi overrides, NUL...) and
    cut to `max_len` characters: text from a file is shown in one-line labels."""
    kept = "".join(
        ch if unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn") else " "
        for ch in value[: max_len * 4]
    )
    return " ".join(kept.split())[:max_len].strip()


def need_name(value: Any, reason: Reason, max_len: int = NAME_CHARS) -> str:
    """A seat name read from disk: text, cleaned (`clean_text`) and cut to `max_len`; raises
    when nothing usable is left. Markup such as `<b>` is kept: views show names as plain text."""
    if not isinstance(value, str) or len(value) > 10_000:
        raise Invalid(reason)
    name = clean_text(value, max_len)
    if not name:
        raise Invalid(reason)
    return name


def lenient_time(value: Any, fallback: datetime) -> datetime:
    """The app's own timestamp (when a game started, was last played, finished), read without
    ever making the file damaged: a time `need_time` refuses (garbled, or outside FIRST_YEAR ..
    LAST_YEAR because the clock was wrong when it was written) gives `fallback` instead."""
    try:
        return need_time(value, "")
    except Invalid:
        return safe_time(fallback)


def safe_time(moment: datetime) -> datetime:
    """`moment` in UTC, moved into FIRST_YEAR .. LAST_YEAR: a clock set to 1969 (or 3000) must
    not write a date that the next start cannot read back."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        moment = moment.astimezone(UTC)
    except (OverflowError, ValueError):
        moment = FIRST_MOMENT
    return min(max(moment, FIRST_MOMENT), LAST_MOMENT)


def time_to_json(moment: datetime) -> str:
    """A time as ISO 8601 text with its zone (naive times are taken as UTC), always one that
    `need_time` reads back (see `safe_time`)."""
    return safe_time(moment).isoformat(timespec="seconds")


def now() -> datetime:
    """The current time in UTC, to the second (what the files store), within the years files
    may carry (see `safe_time`)."""
    return safe_time(datetime.now(UTC).replace(microsecond=0))
