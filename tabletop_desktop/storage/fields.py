"""Checks for values read from disk: each returns the value with the right type or raises
`Invalid` with a short reason ("the seat names are missing") for a StoredFileError message.

`bool` is a subclass of `int` in Python; these checks never accept one for the other.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any


class Invalid(ValueError):
    """A value read from disk has the wrong type or an impossible value."""


def need_dict(value: Any, reason: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Invalid(reason)
    return value


def need_list(value: Any, reason: str, max_len: int = 100_000) -> list[Any]:
    if not isinstance(value, list) or len(value) > max_len:
        raise Invalid(reason)
    return value


def need_str(value: Any, reason: str, max_len: int = 200, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > max_len or (not empty and not value.strip()):
        raise Invalid(reason)
    return value


def need_int(value: Any, reason: str, lo: int | None = None, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise Invalid(reason)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise Invalid(reason)
    return value


def need_bool(value: Any, reason: str) -> bool:
    if not isinstance(value, bool):
        raise Invalid(reason)
    return value


def need_time(value: Any, reason: str) -> datetime:
    """An ISO 8601 time as written by `time_to_json`; times without a zone are taken as UTC."""
    if not isinstance(value, str) or len(value) > 40:
        raise Invalid(reason)
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise Invalid(reason) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def time_to_json(moment: datetime) -> str:
    """A time as ISO 8601 text with its zone (naive times are taken as UTC)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.isoformat(timespec="seconds")


def now() -> datetime:
    """The current time in UTC, to the second (what the files store)."""
    return datetime.now(UTC).replace(microsecond=0)
