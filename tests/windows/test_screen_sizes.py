"""Every screen at 1024 x 700 at 100 %, 150 % and 200 % scale, light and dark: nothing cut off by
its window, squeezed below what it needs, or laid over a neighbour (tests/windows/layout_check.py),
and a screenshot of each kept for a person to look at (with Quiddler's eight and Qwixx's five seats
with forty-letter names too). The window never opens larger than the
screen, also on a 1366 x 768 laptop at 150 % (911 x 512 in Qt's pixels)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_check(tmp_path: Path, scale: str, screen: tuple[int, int], size: tuple[int, int],
              theme: str, opening_only: bool = False) -> dict[str, list[str]]:
    """Check every screen in a fresh process: the scale factor is read when Qt starts."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": screen[0],
                                                "height": screen[1], "logicalDpi": 96,
                                                "logicalBase": 96, "dpr": 1}]}))
    shots = Path(os.environ.get("TABLETOP_SHOTS", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    report = tmp_path / "report.json"
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=scale,
               TABLETOP_DESKTOP_HOME=str(tmp_path / "home"))
    if opening_only:
        env["LAYOUT_CHECK_OPENING_ONLY"] = "1"
    done = subprocess.run(
        [sys.executable, "-m", "tests.windows.layout_check", str(size[0]), str(size[1]), theme,
         str(report), str(shots)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(report.read_text())


@pytest.mark.parametrize(("scale", "theme"), [
    ("1", "light"), pytest.param("1.5", "dark", marks=pytest.mark.slow), ("2", "dark")])
def test_every_screen_fits_1024_by_700(tmp_path, scale, theme):
    factor = float(scale)
    screen = (int(1920 * factor), int(1080 * factor))  # 1920 x 1080 in Qt's pixels
    report = run_check(tmp_path, scale, screen, (1024, 700), theme)
    assert {name for name in report} >= {"home", "game", "new_game", "new_game_6", "settings",
                                         "statistics", "rules", "about", "keyboard", "end",
                                         "game_quiddler", "end_quiddler", "game_qwixx", "end_qwixx"}
    assert {name: found for name, found in report.items() if found} == {}


def test_the_window_never_opens_larger_than_a_small_screen(tmp_path):
    report = run_check(tmp_path, "1.5", (1366, 768), (900, 480), "light", opening_only=True)
    assert report["opened"] == []
