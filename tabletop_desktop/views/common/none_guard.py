"""Work around a reference-count bug seen with PySide6 6.12 on Python 3.11.

Every call of a PySide method that returns nothing (`painter.save()`, `widget.update()`, ...) drops
one reference to `None` without taking it first; methods returning a bool do the same to `True` and
`False`. On Python 3.12+ `None` is immortal and nothing
happens; on 3.11 the count falls by one per call until the interpreter aborts with "none_dealloc:
deallocating None" (after a few thousand paint calls). Giving these singletons a huge reference
count, as 3.12 does, makes the lost references harmless.
"""

from __future__ import annotations

import ctypes
import sys

_HUGE = 1 << 60


def make_none_immortal() -> None:
    """Raise the reference counts of None, True and False far out of reach (CPython before 3.12
    only; idempotent)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is every object's first field
        if count.value < _HUGE // 2:
            count.value += _HUGE
