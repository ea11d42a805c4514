"""Importing a word list without freezing the window: the file is read on a worker thread
(`ImportJob`), its progress shown with a Cancel button (`ImportProgress`), and what it holds is
shown for the person to confirm (`ImportConfirmation`) before anything is replaced."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import translate
from tabletop_desktop.storage.word_list_import import (
    ImportCancelled,
    ImportPreview,
    ImportRefused,
    read_word_list,
)
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.windows.shown import counted, said


class ImportJob(QThread):
    """One file read on its own thread (not the bots' runner). `run()` is the only code on that
    thread; its signals arrive on the GUI thread, exactly one of `read`, `refused`, `failed` and
    `cancelled` at the end. `cancel()` stops the reading at its next check.

    A QThread subclass rather than a worker object moved to a thread: the object that emits
    lives on the GUI thread for its whole life, so the dialog may drop it in any slot."""

    progressed = Signal(int)  # per cent
    read = Signal(object)  # ImportPreview
    refused = Signal(str, object)  # reason, ImportPreview | None
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wordListImport")
        self.path = path
        self._stop = threading.Event()
        self._shown = -1
        app = QCoreApplication.instance()
        if app is not None:  # quitting mid-import: stop first, a running QThread must not be freed
            app.aboutToQuit.connect(self.cancel_and_wait)

    def cancel(self) -> None:
        self._stop.set()

    def cancel_and_wait(self) -> None:
        self.cancel()
        self.wait(10_000)

    def is_running(self) -> bool:
        return self.isRunning()

    def _progress(self, fraction: float) -> None:
        percent = min(100, int(fraction * 100))
        if percent != self._shown:  # one signal per step, not one per chunk
            self._shown = percent
            self.progressed.emit(percent)

    def run(self) -> None:  # Qt: runs on the new thread
        name = Path(self.path).name
        try:
            preview = read_word_list(self.path, self._progress, self._stop.is_set)
        except ImportCancelled:
            self.cancelled.emit()
        except ImportRefused as exc:
            self.refused.emit(said(exc.args[0] if exc.args else str(exc)), exc.preview)
        except OSError as exc:
            self.failed.emit(translate("ImportJob", "{file} cannot be read ({error}).").format(
                file=name, error=exc.strerror or exc))
        except Exception as exc:  # noqa: BLE001 - a hostile file must never take the window down
            self.failed.emit(translate("ImportJob", "{file} cannot be read ({error}).").format(
                file=name, error=type(exc).__name__))
        else:
            if self._stop.is_set():
                self.cancelled.emit()  # Cancel pressed after the last line: still cancelled
            else:
                self.read.emit(preview)


class ImportProgress(QWidget):
    """"Reading mine.txt ..." with a progress bar and Cancel, shown while a file is read."""

    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importProgress")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a file name
        self.bar = QProgressBar(self)
        self.bar.setObjectName("importProgressBar")
        self.bar.setRange(0, 100)
        self.bar.setMinimumWidth(140)
        self.cancel = QPushButton(translate("ImportProgress", "Cancel import"), self)
        self.cancel.setObjectName("cancelImportButton")
        self.cancel.setToolTip(translate("ImportProgress", "Stop reading the file; your list stays "
                                         "exactly as it was."))
        self.cancel.clicked.connect(self.cancelRequested)
        row.addWidget(self.label, 1)
        row.addWidget(self.bar)
        row.addWidget(self.cancel)

    def begin(self, name: str) -> None:
        self.label.setText(translate("ImportProgress", "Reading {file}\u2026").format(file=name))
        self.bar.setValue(0)
        self.cancel.setEnabled(True)
        self.show()

    def set_percent(self, percent: int) -> None:
        self.bar.setValue(percent)


class ImportConfirmation(QDialog):
    """What a file holds (how many words, a sample, what is skipped and why), and the question
    whether it should replace the person's own list. Accepted means: import it."""

    def __init__(self, preview: ImportPreview, current_name: str, current_count: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importConfirmation")
        self.setWindowTitle(translate("ImportConfirmation", "Import this word list?"))
        self.preview = preview
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(10)
        shown = len(preview.sample())  # a plain name, for pyside6-lupdate
        self.summary = self._label(" ".join(said(s) for s in preview.sentences()), "importSummary")
        layout.addWidget(self.summary)
        self.sample = self._label(
            counted(shown, translate("ImportConfirmation", "Its word: {words}."),
                    translate("ImportConfirmation", "Some of its words: {words}.", "", shown),
                    words=", ".join(preview.sample())), "importSample")
        layout.addWidget(self.sample)
        self.skipped = QListWidget(self)
        self.skipped.setObjectName("importSkipped")
        self.skipped.addItems([said(line) for line in preview.skipped_lines()])
        self.skipped.setWordWrap(True)
        self.skipped.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.skipped.setMaximumHeight(130)
        self.skipped.setVisible(bool(preview.bad_count))
        layout.addWidget(self.skipped)
        if current_count:
            question = counted(
                current_count,
                translate("ImportConfirmation", "Import it? It replaces your own list, {name} (one word)."),
                translate("ImportConfirmation", "Import it? It replaces your own list, {name} ({count} "
                          "words).", "", current_count),
                name=current_name)
        else:
            question = translate("ImportConfirmation", "Import it as your own list for new games?")
        self.question = self._label(question, "importQuestion")
        layout.addWidget(self.question)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = buttons.addButton(translate("ImportConfirmation", "Import"),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("confirmImportButton")
        set_role(self.import_button, "primary")
        self.import_button.setDefault(True)
        self.cancel_button = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setObjectName("cancelImportButton")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.import_button.setFocus()  # not the list of skipped lines: Enter imports
        self.setMinimumWidth(480)

    def _label(self, text: str, name: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)  # words and file names come from a file
        return label
