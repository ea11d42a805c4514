"""StallProbe sees a blocked event loop and stays near zero when the loop is free."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from tabletop_desktop.session.stall_probe import StallProbe


def test_probe_measures_a_blocked_event_loop(qtbot):
    probe = StallProbe()
    probe.start()
    qtbot.wait(50)
    QTimer.singleShot(0, lambda: time.sleep(0.12))  # the loop is blocked for 120 ms
    qtbot.wait(100)
    worst = probe.stop()
    assert 100 <= worst < 1000
    assert probe.ticks > 5 and not probe.is_running()


def test_probe_restarts_from_zero(qtbot):
    probe = StallProbe(interval_ms=5)
    probe.start()
    time.sleep(0.05)
    qtbot.wait(20)
    assert probe.stop() >= 40
    probe.start()
    assert probe.worst_ms == 0.0
    qtbot.wait(100)
    assert probe.stop() < 40
