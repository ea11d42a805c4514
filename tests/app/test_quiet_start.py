"""The app starts without a Qt warning on its console: a warning at every start (a negative
minimum size, a layout asked for the impossible) hides the ones that matter."""

from __future__ import annotations

import os
import re
import subprocess
import sys

# Qt's own complaints name the class and method that made them: "QWidget::setMinimumSize: ...".
QT_WARNING = re.compile(r"^Q\w+::\w+|Negative sizes|not possible")


def test_the_main_window_starts_without_a_qt_warning(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DESKTOP_HOME=str(tmp_path / "home"),
               TABLETOP_DESKTOP_STARTUP_PROBE="exit")
    done = subprocess.run([sys.executable, "-m", "tabletop_desktop"], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "first-window-shown" in done.stdout  # the window really was shown
    warnings = [line for line in done.stderr.splitlines() if QT_WARNING.search(line)]
    assert warnings == []
