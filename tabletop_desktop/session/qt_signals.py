"""`emit(signal, *args)`: emit a Qt signal from Python without wearing down `True`.

PySide6 6.12.0 (with CPython 3.11) returns `True` from `SignalInstance.emit()` without taking a
new reference, so every emit from Python lowers the reference count of `True` by one. After some
thousands of emits CPython frees `True` and aborts ("bool_dealloc: deallocating True or False").
This helper gives back the missing reference, but only when a probe shows the bug is present, so a
fixed PySide6 needs no change here.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

_leaks: bool | None = None
_probe_lock = threading.Lock()


class _Probe(QObject):
    ping = Signal()


def _give_back(result: object) -> None:
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))


def emit_leaks_a_reference() -> bool:
    """Whether this PySide6's `emit()` drops a reference to its result (probed once)."""
    global _leaks
    with _probe_lock:
        if _leaks is None:
            probe = _Probe()
            rounds = 16
            results = []
            before = sys.getrefcount(True)
            for _ in range(rounds):
                results.append(probe.ping.emit())
            # A correct emit adds one reference per kept result; the faulty one adds none.
            _leaks = sys.getrefcount(True) - before < rounds // 2
            if _leaks:
                for result in results:
                    _give_back(result)
            results.clear()
    return _leaks


def emit(signal: Any, *args: Any) -> None:
    """`signal.emit(*args)`, repairing the reference count of its result when PySide6 needs it."""
    result = signal.emit(*args)
    if _leaks is None:
        emit_leaks_a_reference()
    if _leaks:
        _give_back(result)
