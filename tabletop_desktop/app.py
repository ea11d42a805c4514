"""QApplication set-up: identity (name, organisation, version), the window icon, the theme and
font, and the main window with the settings loaded from storage."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from tabletop_desktop import APP_ID, APP_NAME, ORGANIZATION, __version__
from tabletop_desktop.resources import resource_path
from tabletop_desktop.storage.paths import folder_problems
from tabletop_desktop.storage.settings import Settings, load_settings
from tabletop_desktop.views.common.theme import app_font, apply_theme


def app_icon() -> QIcon:
    """The app icon from `resources/icons/` (SVG and PNG sizes), or an empty icon if absent."""
    icon = QIcon()
    try:
        folder = resource_path("icons")
    except FileNotFoundError:
        return icon
    svg = folder / f"{APP_ID}.svg"
    if svg.is_file():
        icon.addFile(str(svg))
    for png in sorted(folder.glob(f"hicolor/*/apps/{APP_ID}.png")):
        icon.addFile(str(png))
    return icon


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (an existing one is reused, as under pytest-qt), named and styled."""
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationVersion(__version__)
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    QGuiApplication.setApplicationDisplayName(APP_NAME)
    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland and docks match the .desktop entry
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    app.setFont(app_font())
    apply_theme(app, "light")
    return app


def create_main_window(settings: Settings | None = None, warnings: Sequence[str] = ()):
    """The main window with `settings` (loaded from storage when None, their warnings shown as a
    banner), themed accordingly. Needs a QApplication."""
    from tabletop_desktop.windows.main_window import MainWindow  # after the app exists

    if settings is None:
        settings, loaded_warnings = load_settings()
        warnings = [*warnings, *loaded_warnings]
    warnings = [*warnings, *folder_problems()]
    app = QApplication.instance()
    if app is not None:
        apply_theme(app, settings.theme)
    return MainWindow(settings, list(warnings))


def run(argv: Sequence[str] | None = None) -> int:
    """Start the app and run its event loop; returns the exit code."""
    app = create_application(argv)
    window = create_main_window()
    window.show()
    return app.exec()
