"""Starting the app again (after Settings > Language changed): the window closes as when a person
quits (the game in progress is autosaved), and once the event loop has ended and the single-copy
lock is given back, `launch.run_app` starts a new copy that reads the new settings."""

from __future__ import annotations

import logging
import sys

_requested = False


def request_restart() -> None:
    global _requested
    _requested = True


def restart_requested() -> bool:
    return _requested


def clear_restart() -> None:
    global _requested
    _requested = False


def restart_command() -> list[str]:
    """The command that starts this app again: the frozen executable, or Python with `-m`.
    No arguments: a `--language` given to this copy gives way to the new setting."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "tabletop_desktop"]


def start_again() -> bool:
    """Start a new copy of the app, detached from this one; False if that failed (logged)."""
    from PySide6.QtCore import QProcess

    program, *args = restart_command()
    started, _pid = QProcess.startDetached(program, args)
    if not started:
        logging.getLogger("tabletop_desktop").warning("Could not start again: %s", program)
    return bool(started)
