"""The log file: written in log_dir(), rotated, set up again without duplicates."""

from __future__ import annotations

import errno
import io
import logging
import os
import sys

import pytest

from tabletop_desktop.storage import logs
from tabletop_desktop.storage.paths import log_dir


@pytest.fixture(autouse=True)
def _restore_logging():
    root = logging.getLogger()
    level = root.level
    yield
    logs.shutdown_logging()
    root.setLevel(level)


def test_messages_reach_the_log_file():
    path = logs.setup_logging(logging.INFO, console=False)
    assert path == log_dir() / "tabletop-desktop.log"
    logging.getLogger("tabletop_desktop.test").info("a game was saved")
    logging.getLogger("tabletop_desktop.test").debug("too chatty")
    text = path.read_text(encoding="utf-8")
    assert "INFO    tabletop_desktop.test: a game was saved" in text
    assert "too chatty" not in text


def test_setting_up_twice_does_not_duplicate_lines():
    logs.setup_logging("DEBUG", console=False)
    path = logs.setup_logging("DEBUG", console=False)
    logging.getLogger("x").debug("once")
    assert path.read_text(encoding="utf-8").count("once") == 1
    ours = [h for h in logging.getLogger().handlers if getattr(h, logs._MARK, False)]
    assert len(ours) == 1


def test_console_copy_goes_to_stderr(capsys):
    logs.setup_logging(logging.WARNING, console=True)
    logging.getLogger("y").warning("visible")
    assert "visible" in capsys.readouterr().err


def test_the_file_rotates(monkeypatch):
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = logs.setup_logging(logging.INFO, console=False)
    for n in range(200):
        logging.getLogger("z").info("line %d %s", n, "x" * 40)
    rotated = sorted(p.name for p in path.parent.iterdir())
    assert rotated == [path.name] + [f"{path.name}.{i}" for i in range(1, logs.BACKUP_COUNT + 1)]
    assert path.stat().st_size <= 2000


class FullDisk(io.StringIO):
    """A stream on a full disk: every write fails as the operating system would say it."""

    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _file_handler() -> logging.Handler:
    return next(h for h in logging.getLogger().handlers if getattr(h, logs._MARK, False))


def test_a_full_disk_stops_file_logging_with_one_note_and_no_tracebacks(capsys):
    logs.setup_logging(logging.INFO, console=False)
    handler = _file_handler()
    full = FullDisk()
    handler.stream = full
    for n in range(5):
        logging.getLogger("tabletop_desktop.test").warning("line %d", n)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("could not be written") == 1 and "No space left on device" in err
    assert full.writes == 1  # stopped after the first failure
    logs.shutdown_logging()  # closing a failed handler raises nothing either


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
def test_a_log_file_on_dev_full_says_so_once(capsys):
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / logs.LOG_FILE).symlink_to("/dev/full")
    logs.setup_logging(logging.INFO, console=False)
    for n in range(5):
        logging.getLogger("tabletop_desktop.test").warning("line %d %s", n, "x" * 100)
    logs.shutdown_logging()
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("could not be written") == 1


def test_a_console_that_went_away_stops_quietly(capsys, monkeypatch):
    broken = FullDisk()
    monkeypatch.setattr(sys, "stderr", broken)
    logs.setup_logging(logging.WARNING, console=True)
    for n in range(3):
        logging.getLogger("y").warning("lost %d", n)
    assert broken.writes == 1
