"""Starting the app for a person: logging, the QApplication, the main window, and an optional saved
game to open (double-clicking a `.tabletop` file passes its path here)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from tabletop_desktop import __version__


def claim_or_hand_over(saved_game: Path | None):
    """The `SingleInstance` of this copy if it is the first one running, or None when another
    copy took `saved_game` (or the request to come to the front) and this one should exit. A
    copy that holds the lock but cannot be reached is logged and this one starts anyway: a
    launch must never silently do nothing."""
    from tabletop_desktop.single_instance import SingleInstance

    instance = SingleInstance()
    if instance.claim():
        return instance
    if instance.hand_over(saved_game):
        return None
    logging.getLogger("tabletop_desktop").warning(
        "Another copy seems to be running but does not answer; starting anyway"
    )
    return instance


def bring_forward(window, path: Path | None) -> None:
    """Another launch asked for this window: show it in front and open its file, if any."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if path is not None:
        window.open_game(path)


def run_app(saved_game: Path | None = None, on_first_show: Callable[[], None] | None = None,
            language: str | None = None) -> int:
    """Run the app's event loop and return its exit code. `language` (a code, from
    `--language`) wins over the one chosen in Settings."""
    from tabletop_desktop.storage.logs import setup_logging

    log_file = setup_logging(logging.INFO)
    log = logging.getLogger("tabletop_desktop")
    log.info("Tabletop Desktop %s starting (log: %s)", __version__, log_file)

    from PySide6.QtCore import QTimer

    from tabletop_desktop.app import create_application, create_main_window

    app = create_application()
    instance = claim_or_hand_over(saved_game)
    if instance is None:
        log.info("Handed over to the copy already running; exiting")
        return 0
    from tabletop_desktop.i18n.install import install_language
    from tabletop_desktop.storage.settings import load_settings

    settings, warnings = load_settings()
    install_language(language or settings.language)  # before the first window
    window = create_main_window(settings, warnings)
    window.show()
    instance.fileRequested.connect(lambda path: bring_forward(window, path))
    from tabletop_desktop.file_open import FileOpenFilter

    # macOS: a double-clicked saved game arrives as a QFileOpenEvent, not as an argument.
    file_open = FileOpenFilter(lambda path: bring_forward(window, path), app)
    app.installEventFilter(file_open)
    app.aboutToQuit.connect(instance.close)
    if saved_game is not None:
        # After the window is up, so a message about a damaged file has a parent to sit on.
        QTimer.singleShot(0, lambda: window.open_game(saved_game))
    if on_first_show is not None:
        # Runs once the event loop has processed the show and first paint.
        QTimer.singleShot(0, on_first_show)
    code = app.exec()
    log.info("Tabletop Desktop exiting with code %s", code)
    from tabletop_desktop.windows.restart import restart_requested, start_again

    if restart_requested():  # Settings > Language > Restart now; the lock is given back by now
        instance.close()
        log.info("Starting again")
        start_again()
    return code
