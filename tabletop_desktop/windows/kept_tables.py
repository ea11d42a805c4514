"""Network tables this computer keeps so that its people can go back to them: the tables it
hosts (hosted_tables.py) and the tables it joined (joined_tables.py).

`TableShelf`: one small file per table, `DATA/tables/<shelf>/CODE.json`, written atomically,
holding the table's tokens as the autosaves hold a game (in this person's own data folder, never
shown). A damaged or foreign file is left out, never half-read. `KeptTablesPanel`: the home
screen's list of them, each with a button to go back and one to forget it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tabletop_desktop.storage.jsonfile import (
    StoredFileError,
    envelope,
    read_json,
    write_json_atomic,
)
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.windows.network_model import CODE_ALPHABET, CODE_LENGTH

log = logging.getLogger(__name__)

MOST_KEPT = 20  # the newest; an older table is long over


def is_code(code: object) -> bool:
    return isinstance(code, str) and len(code) == CODE_LENGTH and all(c in CODE_ALPHABET
                                                                        for c in code)


class TableShelf:
    """The files of one kind of kept table (`kind` names the file format, `shelf` the folder)."""

    def __init__(self, shelf: str, kind: str, version: int = 1) -> None:
        self.shelf, self.kind, self.version = shelf, kind, version

    def folder(self, data: Path) -> Path:
        return data / self.shelf

    def save(self, data: Path, code: str, payload: dict[str, Any]) -> None:
        assert is_code(code)
        write_json_atomic(self.folder(data) / f"{code}.json",
                          envelope(self.kind, self.version, {"code": code, **payload}))

    def forget(self, data: Path, code: str) -> None:
        if is_code(code):
            (self.folder(data) / f"{code}.json").unlink(missing_ok=True)

    def files(self, data: Path) -> Iterator[dict[str, Any]]:
        """Each kept file's content whose name is its code, newest first; a file that cannot be
        read is logged and left out."""
        folder = self.folder(data)
        if not folder.is_dir():
            return
        paths = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for path in paths[:MOST_KEPT]:
            try:
                content = read_json(path, self.kind, self.version)
            except StoredFileError as exc:
                log.warning("A kept network table's file was not read: %s", exc)
                continue
            if is_code(content.get("code")) and content["code"] == path.stem:
                yield content


class KeptTablesPanel(QFrame):
    """On the home screen: kept tables, each with its sentence, a button to go back to it
    (`reopenRequested`) and Forget (`forgetRequested`)."""

    reopenRequested = Signal(object)  # the table
    forgetRequested = Signal(object)

    def __init__(self, name: str, heading: str, note: str, back: str, back_tip: str,
                 forget_tip: str, forget: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setProperty("role", "panel")
        self._words = (back, back_tip, forget, forget_tip)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(14, 10, 14, 10)
        title = plain_label(heading, self)
        title.setProperty("role", "heading")
        self._layout.addWidget(title)
        line = plain_label(note, self)
        line.setProperty("role", "muted")
        line.setWordWrap(True)
        self._layout.addWidget(line)
        self.rows: list[QWidget] = []
        self.reopen_buttons: list[QPushButton] = []
        self.forget_buttons: list[QPushButton] = []
        self.hide()

    def show_tables(self, tables: list[Any]) -> None:
        for row in self.rows:
            row.hide()
            self._layout.removeWidget(row)
            row.deleteLater()
        self.rows, self.reopen_buttons, self.forget_buttons = [], [], []
        back, back_tip, forget_word, forget_tip = self._words
        for table in tables:
            row = QWidget(self)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            words = plain_label(table.text(), row)
            words.setWordWrap(True)
            line.addWidget(words, 1)
            reopen = QPushButton(back, row)
            reopen.setObjectName("reopenTableButton")
            reopen.setToolTip(back_tip)
            reopen.clicked.connect(lambda _=False, t=table: self.reopenRequested.emit(t))
            forget = QPushButton(forget_word, row)
            forget.setObjectName("forgetTableButton")
            forget.setToolTip(forget_tip)
            forget.clicked.connect(lambda _=False, t=table: self.forgetRequested.emit(t))
            line.addWidget(reopen, 0, Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(forget, 0, Qt.AlignmentFlag.AlignVCenter)
            self._layout.addWidget(row)
            self.rows.append(row)
            self.reopen_buttons.append(reopen)
            self.forget_buttons.append(forget)
        self.setVisible(bool(tables))
