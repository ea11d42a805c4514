"""The log file: written in log_dir(), rotated, set up again without duplicates."""

from __future__ import annotations

import logging

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
