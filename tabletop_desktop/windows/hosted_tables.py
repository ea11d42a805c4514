"""The network tables this computer hosts and has not finished: kept so the host can reopen one
(the server restarts on the same port and data folder, and resumes the room; the others'
apps reconnect by themselves and the host comes back with the host's token).

One small file per table, `DATA/tables/hosted/CODE.json`, written atomically; the host's token
is kept there as the autosaves keep a game (in this person's own data folder) and is never
shown. A damaged file is ignored, never half-read.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tabletop_desktop.engine.registry import game
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.storage.jsonfile import (
    StoredFileError,
    envelope,
    read_json,
    write_json_atomic,
)
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.windows.network_model import CODE_ALPHABET, CODE_LENGTH, spaced_code
from tabletop_desktop.windows.shown import listed

log = logging.getLogger(__name__)

KIND = "hosted-table"
VERSION = 1


@dataclass(frozen=True)
class HostedTable:
    code: str
    host_token: str
    port: int
    reach: str  # "this_computer" | "local_network"
    game_id: str
    names: tuple[str, ...]

    def text(self) -> str:
        try:
            name = text(game(self.game_id).name)
        except KeyError:
            name = self.game_id
        names = list(self.names)
        if not names:
            return translate("HostedTablesPanel", "{game}, room code {code}: nobody has joined yet.").format(
                game=name, code=spaced_code(self.code))
        return translate("HostedTablesPanel", "{game} with {players} (room code {code}).").format(
            game=name, players=listed(names), code=spaced_code(self.code))


def _folder(data: Path) -> Path:
    return data / "hosted"


def _is_code(code: object) -> bool:
    return isinstance(code, str) and len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code)


def save_hosted(data: Path, table: HostedTable) -> None:
    assert _is_code(table.code)
    write_json_atomic(_folder(data) / f"{table.code}.json", envelope(KIND, VERSION, {
        "code": table.code, "host_token": table.host_token, "port": table.port,
        "reach": table.reach, "game_id": table.game_id, "names": list(table.names)}))


def forget_hosted(data: Path, code: str) -> None:
    if _is_code(code):
        (_folder(data) / f"{code}.json").unlink(missing_ok=True)


def load_hosted(data: Path) -> list[HostedTable]:
    """Every table kept, newest file first; anything odd is left out."""
    folder = _folder(data)
    if not folder.is_dir():
        return []
    tables = []
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in files[:20]:
        try:
            data_ = read_json(path, KIND, VERSION)
        except StoredFileError as exc:
            log.warning("A hosted table's file was not read: %s", exc)
            continue
        code, token, port = data_.get("code"), data_.get("host_token"), data_.get("port")
        reach, game_id, names = data_.get("reach"), data_.get("game_id"), data_.get("names")
        if (_is_code(code) and isinstance(token, str) and re.fullmatch(r"[\w\-]{16,64}", token)
                and isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536
                and reach in ("this_computer", "local_network") and isinstance(game_id, str)
                and isinstance(names, list) and all(isinstance(n, str) for n in names)
                and path.stem == code):
            tables.append(HostedTable(str(code), token, port, str(reach), game_id,
                                      tuple(n[:40] for n in names[:8])))
    return tables


class HostedTablesPanel(QFrame):
    """On the home screen: the network tables this computer hosts, each with Reopen."""

    reopenRequested = Signal(object)  # a HostedTable
    forgetRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostedTablesPanel")
        self.setProperty("role", "panel")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(14, 10, 14, 10)
        heading = plain_label(translate("HostedTablesPanel", "Network tables you host"), self)
        heading.setProperty("role", "heading")
        self._layout.addWidget(heading)
        note = plain_label(translate("HostedTablesPanel", "Reopen a table to go on: the players who "
                                     "joined come back by themselves."), self)
        note.setProperty("role", "muted")
        note.setWordWrap(True)
        self._layout.addWidget(note)
        self.rows: list[QWidget] = []
        self.reopen_buttons: list[QPushButton] = []
        self.hide()

    def show_tables(self, tables: list[HostedTable]) -> None:
        for row in self.rows:
            row.hide()
            self._layout.removeWidget(row)
            row.deleteLater()
        self.rows, self.reopen_buttons = [], []
        for table in tables:
            row = QWidget(self)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            words = plain_label(table.text(), row)
            words.setWordWrap(True)
            line.addWidget(words, 1)
            reopen = QPushButton(translate("HostedTablesPanel", "Reopen"), row)
            reopen.setObjectName("reopenTableButton")
            reopen.setToolTip(translate("HostedTablesPanel", "Start the table again on this computer and "
                                        "sit down at it."))
            reopen.clicked.connect(lambda _=False, t=table: self.reopenRequested.emit(t))
            forget = QPushButton(translate("HostedTablesPanel", "Forget"), row)
            forget.setObjectName("forgetTableButton")
            forget.setToolTip(translate("HostedTablesPanel", "Stop keeping this table; the others cannot "
                                        "come back to it."))
            forget.clicked.connect(lambda _=False, t=table: self.forgetRequested.emit(t))
            line.addWidget(reopen, 0, Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(forget, 0, Qt.AlignmentFlag.AlignVCenter)
            self._layout.addWidget(row)
            self.rows.append(row)
            self.reopen_buttons.append(reopen)
        self.setVisible(bool(tables))
