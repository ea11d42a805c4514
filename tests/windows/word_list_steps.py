"""Steps a person takes in the word-lists dialog, for the tests: choose a file (the file dialog
answered), wait for it to be read on the worker thread, then confirm or cancel what it holds."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

READ_TIMEOUT_MS = 20_000  # reading is bounded: a hang (a pipe, /dev/zero) fails the test here


def choose_file(qtbot, monkeypatch, dialog, path: Path | str) -> None:
    """Click "Import a list..." and pick `path` in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *args, **kwargs: (str(path), "")))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)


def wait_until_read(qtbot, dialog) -> None:
    """Wait until the worker has finished with the file (confirmation shown, or refused)."""
    qtbot.waitUntil(lambda: dialog.job is None, timeout=READ_TIMEOUT_MS)


def confirmation(qtbot, dialog):
    wait_until_read(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.confirmation is not None
                    and dialog.confirmation.isVisible(), timeout=5_000)
    return dialog.confirmation


def import_and_confirm(qtbot, monkeypatch, dialog, path: Path | str):
    """Choose `path`, and click Import in the confirmation; returns the confirmation's preview."""
    choose_file(qtbot, monkeypatch, dialog, path)
    shown = confirmation(qtbot, dialog)
    preview = shown.preview
    qtbot.mouseClick(shown.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirmation is None, timeout=5_000)
    return preview


def import_refused(qtbot, monkeypatch, dialog, path: Path | str) -> str:
    """Choose `path`, expect no confirmation, and return what the dialog says."""
    choose_file(qtbot, monkeypatch, dialog, path)
    wait_until_read(qtbot, dialog)
    assert dialog.confirmation is None
    return dialog.report_label.text()
