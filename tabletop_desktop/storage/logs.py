"""Logging to a rotating file in `log_dir()`, plus stderr when the app runs in a terminal.

The log file is what a person attaches to a bug report, so it keeps a little history (a few
rotated files of about 1 MB) and never grows without bound.

A log that cannot be written (a full disk, a stderr that went away) must not flood stderr with
"--- Logging error ---" tracebacks on every later line: the handler that failed stops after its
first failure, and one line says so.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from tabletop_desktop.storage.paths import log_dir

LOG_FILE = "tabletop-desktop.log"
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_MARK = "_tabletop_desktop_handler"  # tells our handlers from those of tests or embedding code


STOPPED = ("tabletop-desktop: the log {where} could not be written ({problem}); "
           "logging there has stopped.\n")
_SILENT = logging.CRITICAL + 100  # above every level: Logger.callHandlers skips the handler


def _stop(handler: logging.StreamHandler, where: str) -> None:
    """Called from `handleError` (inside `emit`, with the exception being handled): switch the
    handler off, let go of its stream, and say so once (on stderr, if there still is one)."""
    problem = sys.exc_info()[1]
    handler.setLevel(_SILENT)
    stream, handler.stream = handler.stream, None
    try:
        if stream is not None and stream is not sys.stderr:
            stream.close()
    except (OSError, ValueError):
        pass  # the unwritten buffer cannot be saved: the disk refused it already
    try:
        if sys.stderr is not None and stream is not sys.stderr:
            sys.stderr.write(STOPPED.format(where=where, problem=problem or "unknown error"))
    except (OSError, ValueError):
        pass


class LogFile(RotatingFileHandler):
    """The rotating log file; on its first failure to write it stops (see `_stop`)."""

    def handleError(self, record: logging.LogRecord) -> None:  # logging's own name
        _stop(self, f"file {self.baseFilename}")

    def close(self) -> None:
        try:
            super().close()
        except (OSError, ValueError):
            pass  # flushing a full disk's buffer fails; the file is closed all the same


class Console(logging.StreamHandler):
    """The copy on stderr; stops when stderr cannot be written (a closed terminal)."""

    def handleError(self, record: logging.LogRecord) -> None:  # logging's own name
        _stop(self, "on the console")


def _own(handler: logging.Handler) -> logging.Handler:
    setattr(handler, _MARK, True)
    handler.setFormatter(logging.Formatter(FORMAT))
    return handler


def shutdown_logging() -> None:
    """Remove and close the handlers `setup_logging` installed (calling it twice is fine)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, _MARK, False):
            root.removeHandler(handler)
            handler.close()


def setup_logging(level: int | str = logging.INFO, console: bool | None = None) -> Path:
    """Send log records of `level` and above to the log file, and to stderr when `console` is
    true (by default: when stderr is a terminal; a windowed app on Windows has no stderr).
    Calling it again replaces the previous set-up. Returns the log file's path.

    If the log folder cannot be written, logging goes to stderr only and a warning says so: a
    read-only home folder must not stop the app from starting."""
    shutdown_logging()
    root = logging.getLogger()
    root.setLevel(level)
    path = log_dir() / LOG_FILE
    if console is None:
        console = sys.stderr is not None and sys.stderr.isatty()
    problem = None
    try:
        root.addHandler(
            _own(
                LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8")
            )
        )
    except OSError as exc:
        problem = exc
        console = sys.stderr is not None
    if console:
        root.addHandler(_own(Console(sys.stderr)))
    logging.captureWarnings(True)
    if problem is not None:
        logging.getLogger(__name__).warning("cannot write the log file %s: %s", path, problem)
    return path
