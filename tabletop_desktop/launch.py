"""Starting the app for a person: logging, the QApplication, the main window, and an optional saved
game to open (double-clicking a `.tabletop` file passes its path here)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from tabletop_desktop import __version__


def run_app(saved_game: Path | None = None, on_first_show: Callable[[], None] | None = None) -> int:
    """Run the app's event loop and return its exit code."""
    from tabletop_desktop.storage.logs import setup_logging

    log_file = setup_logging(logging.INFO)
    log = logging.getLogger("tabletop_desktop")
    log.info("Tabletop Desktop %s starting (log: %s)", __version__, log_file)

    from PySide6.QtCore import QTimer

    from tabletop_desktop.app import create_application, create_main_window

    app = create_application()
    window = create_main_window()
    window.show()
    if saved_game is not None:
        # After the window is up, so a message about a damaged file has a parent to sit on.
        QTimer.singleShot(0, lambda: window.open_game(saved_game))
    if on_first_show is not None:
        # Runs once the event loop has processed the show and first paint.
        QTimer.singleShot(0, on_first_show)
    code = app.exec()
    log.info("Tabletop Desktop exiting with code %s", code)
    return code
