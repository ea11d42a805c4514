"""Test set-up: Qt runs offscreen and every test gets its own app folders."""

from __future__ import annotations

import os

# Must be set before any QApplication exists.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def app_home(tmp_path, monkeypatch):
    """Point settings, saves, autosave and logs at a fresh temporary folder."""
    home = tmp_path / "tabletop-home"
    monkeypatch.setenv("TABLETOP_DESKTOP_HOME", str(home))
    return home
