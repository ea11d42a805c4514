"""The network tables this computer joined and whose game has not ended: kept so that its
people can go back to their seats after closing the app (Home > Network tables you joined >
Rejoin), as the host goes back to a table it hosts.

One small file per table, `DATA/tables/joined/CODE.json` (windows/kept_tables.py), holding where
the table is and the seats' tokens. It is written when the table hands the tokens out and
forgotten when the game ends, the host ends the table, the seat is given away, or the person
leaves for good.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QWidget

from tabletop_desktop.engine.registry import game
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.windows.kept_tables import KeptTablesPanel, TableShelf
from tabletop_desktop.windows.network_model import TableAddress, parse_address, spaced_code
from tabletop_desktop.windows.shown import listed

SHELF = TableShelf("joined", "joined-table")
TOKEN = re.compile(r"[\w\-]{16,64}")
MOST_SEATS = 8


@dataclass(frozen=True)
class JoinedTable:
    code: str
    address: TableAddress
    secure: bool  # wss://
    tokens: tuple[str, ...]  # one per person of this computer at the table
    game_id: str
    names: tuple[str, ...]  # this computer's people at the table

    def url(self) -> str:
        return self.address.url(self.code, self.secure)

    def text(self) -> str:
        try:
            name = text(game(self.game_id).name)
        except KeyError:
            name = self.game_id
        return translate("JoinedTablesPanel", "{game} at {address} as {names} (room code "
                         "{code}).").format(game=name, address=self.address.text(),
                                            names=listed(list(self.names)),
                                            code=spaced_code(self.code))


def save_joined(data: Path, table: JoinedTable) -> None:
    SHELF.save(data, table.code, {
        "address": table.address.text(), "secure": table.secure, "tokens": list(table.tokens),
        "game_id": table.game_id, "names": list(table.names)})


def forget_joined(data: Path, code: str) -> None:
    SHELF.forget(data, code)


def load_joined(data: Path) -> list[JoinedTable]:
    """Every table kept, newest file first; anything odd is left out."""
    tables = []
    for kept in SHELF.files(data):
        where, secure, tokens = kept.get("address"), kept.get("secure"), kept.get("tokens")
        game_id, names = kept.get("game_id"), kept.get("names")
        address = parse_address(where) if isinstance(where, str) and len(where) <= 300 else None
        if (isinstance(address, TableAddress) and isinstance(secure, bool)
                and isinstance(tokens, list) and 1 <= len(tokens) <= MOST_SEATS
                and all(isinstance(t, str) and TOKEN.fullmatch(t) for t in tokens)
                and isinstance(game_id, str) and len(game_id) <= 40
                and isinstance(names, list) and 1 <= len(names) <= MOST_SEATS
                and all(isinstance(n, str) for n in names)):
            tables.append(JoinedTable(str(kept["code"]), address, secure, tuple(tokens), game_id,
                                      tuple(n[:40] for n in names)))
    return tables


class JoinedTablesPanel(KeptTablesPanel):
    """On the home screen: the network tables this computer joined, each with Rejoin."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "joinedTablesPanel", translate("JoinedTablesPanel", "Network tables you joined"),
            translate("JoinedTablesPanel", "Rejoin a table to sit down at your seat again, where "
                      "the game is now."),
            translate("JoinedTablesPanel", "Rejoin"),
            translate("JoinedTablesPanel", "Go back to your seat at this table."),
            translate("JoinedTablesPanel", "Stop keeping this table here; the host may give your "
                      "seat to a bot."),
            translate("JoinedTablesPanel", "Forget"), parent)
