"""The self-test on a real X11 display (Qt's xcb platform) under Xvfb, as a person's desktop runs
it. Skipped where Xvfb is not installed (`apt-get install xvfb xauth` and Qt's xcb libraries; see
the README)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed"),
]


def test_self_test_passes_in_a_real_x11_window(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["TABLETOP_DESKTOP_HOME"] = str(tmp_path / "home")
    out = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24",
         sys.executable, "-m", "tabletop_desktop", "--self-test", str(tmp_path / "out")],
        capture_output=True, text=True, timeout=600, env=env,
    )
    result = json.loads((tmp_path / "out" / "result.json").read_text())
    assert out.returncode == 0 and result["ok"], [c for c in result["checks"] if not c["ok"]]
    platform = next(c for c in result["checks"] if c["name"] == "Qt platform")
    assert platform["detail"] == "xcb"
