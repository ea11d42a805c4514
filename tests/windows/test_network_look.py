"""The network-play windows at 1280 x 800, at 100 % and 200 % scale: nothing cut off, squeezed
or laid over a neighbour, and a screenshot of each kept for a person to look at
(TABLETOP_SHOTS=DIR keeps them)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAMES = {"lobby_waiting", "lobby_ready", "lobby_joined", "join_looking", "join_found",
         "new_game_remote", "game_seat_status", "home_hosted"}


@pytest.mark.parametrize(("scale", "theme"), [("1", "light"), ("2", "dark")])
def test_every_network_window_fits_1280_by_800(tmp_path, scale, theme):
    factor = float(scale)
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0,
                                                "width": int(1920 * factor), "height": int(1080 * factor),
                                                "logicalDpi": 96, "logicalBase": 96, "dpr": 1}]}))
    shots = Path(os.environ.get("TABLETOP_SHOTS", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    report = tmp_path / "report.json"
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=scale,
               TABLETOP_DESKTOP_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "tests.windows.network_look", "1280", "800", theme,
                           str(report), str(shots)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(report.read_text())
    assert set(found) == NAMES
    assert {name: problems for name, problems in found.items() if problems} == {}
