"""Guards against Qt binding releases with known-fatal reference-count bugs: a signal emitted from
Python must not consume a reference to True or None (PySide6 6.12.0 did, and the interpreter
aborted after enough emits)."""

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal(object)
    flag = Signal(bool)


def test_emit_keeps_reference_counts_of_true_and_none(qapp):
    emitter = _Emitter()
    emitter.changed.connect(lambda value: None)
    true_before, none_before = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(200):
        emitter.changed.emit(None)
        emitter.flag.emit(True)
    # Other threads may touch these counts a little; a leak would show as -200 or worse.
    assert abs(sys.getrefcount(True) - true_before) < 50
    assert abs(sys.getrefcount(None) - none_before) < 50


def test_calls_returning_nothing_keep_the_reference_count_of_none(qapp):
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(300):
        painter.save()
        painter.restore()
    painter.end()
    assert abs(sys.getrefcount(None) - before) < 50
