"""App folders: under TABLETOP_DESKTOP_HOME in tests, platformdirs otherwise."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from tabletop_desktop.storage import paths


def test_home_variable_puts_every_folder_under_it(app_home):
    folders = [paths.config_dir(), paths.data_dir(), paths.state_dir(), paths.log_dir()]
    assert folders == [app_home / "config", app_home / "data", app_home / "state", app_home / "log"]
    assert all(folder.is_dir() for folder in folders)


def test_without_the_variable_platformdirs_decides(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.HOME_VARIABLE)
    monkeypatch.setattr(
        platformdirs,
        "user_config_dir",
        lambda app, appauthor: str(tmp_path / f"c-{app}-{appauthor}"),
    )
    assert paths.config_dir() == Path(tmp_path / "c-tabletop-desktop-False")
    assert paths.config_dir().is_dir()
