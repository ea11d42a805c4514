"""A config, state, log, data or records folder that is a file (or sits under one): reading
reports it and goes on with defaults; writing fails with an OSError the caller reports."""

from __future__ import annotations

import logging

import pytest

from tabletop_desktop.storage import paths
from tabletop_desktop.storage.autosaves import read_autosaves, write_autosave
from tabletop_desktop.storage.logs import setup_logging, shutdown_logging
from tabletop_desktop.storage.records import load_records
from tabletop_desktop.storage.settings import Settings, load_settings, save_settings
from tabletop_desktop.storage.statistics import load_statistics
from tests.storage.helpers import chips_autosaved


@pytest.fixture
def folders_are_files(app_home):
    app_home.mkdir(parents=True, exist_ok=True)
    for sub in ("config", "state", "log", "data"):
        (app_home / sub).write_text("not a folder")
    return app_home


def test_every_folder_a_file_reads_as_defaults_and_says_so(folders_are_files):
    settings, warnings = load_settings()
    assert settings == Settings() and warnings == []
    listing = read_autosaves()
    assert (listing.games, listing.finished, listing.warnings) == ([], [], [])
    stats, warnings = load_statistics("chips")
    assert stats.games_played == 0
    assert any("is a file" in w for w in warnings)
    problems = paths.folder_problems()
    for sub in ("config", "state", "data"):
        assert any(str(folders_are_files / sub) in p for p in problems), problems
    assert all("is a file" in p for p in problems)


def test_writing_into_a_folder_that_is_a_file_raises_oserror(folders_are_files):
    with pytest.raises(OSError):
        save_settings(Settings())
    with pytest.raises(OSError):
        write_autosave(chips_autosaved())


def test_logging_goes_on_without_its_folder(folders_are_files):
    try:
        path = setup_logging(logging.INFO, console=False)
        logging.getLogger("tabletop_desktop").info("still running")
    finally:
        shutdown_logging()
    assert not path.exists()


def test_a_records_folder_that_is_a_file(app_home):
    (app_home / "data").mkdir(parents=True)
    (app_home / "data" / "records").write_text("not a folder")
    games, warnings = load_records("chips")
    assert games == []
    assert len(warnings) == 1 and "records" in warnings[0] and "is a file" in warnings[0]
