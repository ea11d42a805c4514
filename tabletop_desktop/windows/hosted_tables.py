"""The network tables this computer hosts and has not finished: kept so the host can reopen one
(the server restarts on the same port and data folder, and resumes the room; the others'
apps reconnect by themselves and the host comes back with the host's token).

One small file per table, `DATA/tables/hosted/CODE.json` (windows/kept_tables.py), holding the
host's token.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QWidget

from tabletop_desktop.engine.registry import game
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.windows.kept_tables import KeptTablesPanel, TableShelf
from tabletop_desktop.windows.network_model import spaced_code
from tabletop_desktop.windows.shown import listed

log = logging.getLogger(__name__)

SHELF = TableShelf("hosted", "hosted-table")


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


def save_hosted(data: Path, table: HostedTable) -> None:
    SHELF.save(data, table.code, {
        "host_token": table.host_token, "port": table.port, "reach": table.reach,
        "game_id": table.game_id, "names": list(table.names)})


def forget_hosted(data: Path, code: str) -> None:
    SHELF.forget(data, code)


def load_hosted(data: Path) -> list[HostedTable]:
    """Every table kept, newest file first; anything odd is left out."""
    tables = []
    for kept in SHELF.files(data):
        token, port = kept.get("host_token"), kept.get("port")
        reach, game_id, names = kept.get("reach"), kept.get("game_id"), kept.get("names")
        if (isinstance(token, str) and re.fullmatch(r"[\w\-]{16,64}", token)
                and isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536
                and reach in ("this_computer", "local_network") and isinstance(game_id, str)
                and isinstance(names, list) and all(isinstance(n, str) for n in names)):
            tables.append(HostedTable(str(kept["code"]), token, port, str(reach), game_id,
                                      tuple(n[:40] for n in names[:8])))
    return tables


class HostedTablesPanel(KeptTablesPanel):
    """On the home screen: the network tables this computer hosts, each with Reopen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "hostedTablesPanel", translate("HostedTablesPanel", "Network tables you host"),
            translate("HostedTablesPanel", "Reopen a table to go on: the players who joined come "
                      "back by themselves."),
            translate("HostedTablesPanel", "Reopen"),
            translate("HostedTablesPanel", "Start the table again on this computer and sit down "
                      "at it."),
            translate("HostedTablesPanel", "Stop keeping this table; the others cannot come back "
                      "to it."),
            translate("HostedTablesPanel", "Forget"), parent)
