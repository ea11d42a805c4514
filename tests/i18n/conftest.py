"""Every test here leaves the app in English, as the rest of the suite expects."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def back_to_english():
    yield
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:
        from tabletop_desktop.i18n.install import uninstall_language

        uninstall_language()
