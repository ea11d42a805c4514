"""The entry points: `--version`, `--help`, and the self-test on the real main window."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tabletop_desktop import __version__


def _run(*args: str, env: dict[str, str] | None = None, timeout: float = 60):
    return subprocess.run(
        [sys.executable, "-m", "tabletop_desktop", *args],
        capture_output=True, text=True, timeout=timeout, env=env,
    )


def test_version_answers_without_starting_qt():
    out = _run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"Tabletop Desktop {__version__}"


def test_help_names_the_self_test():
    out = _run("--help")
    assert out.returncode == 0 and "--self-test" in out.stdout


def test_self_test_plays_every_game_and_writes_its_result(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_DESKTOP_HOME=str(tmp_path / "home"))
    out = _run("--self-test", str(tmp_path / "out"), env=env, timeout=600)
    result = json.loads((tmp_path / "out" / "result.json").read_text())
    failed = [c for c in result["checks"] if not c["ok"]]
    assert out.returncode == 0 and result["ok"], failed
    names = {c["name"] for c in result["checks"]}
    assert {"home screen", "new game dialog", "settings dialog", "statistics dialog"} <= names
    assert "Qwirkle: plays to the end" in names and "Qwirkle: print summary to PDF" in names
    for shot in ("01-home.png", "02-new-game.png", "10-qwirkle-mid-game.png", "11-qwirkle-end.png",
                 "20-settings.png", "21-statistics.png"):
        assert (tmp_path / "out" / shot).stat().st_size > 5000, shot
    assert (tmp_path / "out" / "qwirkle-summary.pdf").read_bytes().startswith(b"%PDF")
    assert result["timings"]["start_to_first_window_s"] > 0
