"""Emitting through `emit()` leaves the reference count of True as it was, whatever PySide6 does."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

from tabletop_desktop.session.qt_signals import emit, emit_leaks_a_reference


class Source(QObject):
    changed = Signal(bool)
    moved = Signal(object, object)


def test_many_emits_keep_true_alive(qtbot):
    source = Source()
    received = []
    source.moved.connect(lambda a, b: received.append(a))
    emit_leaks_a_reference()  # probe first, so it does not count below
    before = sys.getrefcount(True)
    for i in range(5000):
        emit(source.changed, i % 2 == 0)
        emit(source.moved, i, None)
    assert abs(sys.getrefcount(True) - before) < 50
    assert len(received) == 5000 and received[-1] == 4999
