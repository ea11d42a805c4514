"""Finding tables on the local network: the host's app announces its table with a small UDP
datagram every few seconds; Join a game listens and lists what it hears.

The announcement says which game, who hosts it, the server's port and how many seats are free;
never the room code (anyone on the network hears it: the code is told to the players), and never
the host's address (the listener takes the datagram's sender, so a table cannot point people
elsewhere). Everything heard is checked and size-capped; a bad datagram is ignored.

Zeroconf/mDNS is not used: it needs a system daemon the sandboxed tests cannot count on, and a
plain broadcast on one port finds tables on a home network as well.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QUdpSocket

from tabletop_desktop.i18n import translate
from tabletop_desktop.windows.network_model import FoundTable, TableAddress

DISCOVERY_PORT = 48766
ANNOUNCE_EVERY_MS = 2000
FORGET_AFTER_S = 7.0  # three announcements missed: the table has closed
MAX_DATAGRAM = 1024
MAGIC = "tabletop-desktop-table"
VERSION = 1
MAX_TEXT = 60

Target = tuple[QHostAddress, int]


def announcement(game_name: str, host_name: str, port: int, open_seats: int) -> bytes:
    return json.dumps({"magic": MAGIC, "version": VERSION, "game": game_name[:MAX_TEXT],
                       "host": host_name[:MAX_TEXT], "port": port,
                       "open_seats": open_seats}).encode("utf-8")


def read_announcement(data: bytes, sender: str) -> FoundTable | None:
    """The table a datagram from `sender` announces, or None for anything else."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(message, dict) or message.get("magic") != MAGIC or message.get("version") != VERSION:
        return None
    game, host, port, seats = (message.get(k) for k in ("game", "host", "port", "open_seats"))
    if not (isinstance(game, str) and isinstance(host, str) and isinstance(port, int)
            and not isinstance(port, bool) and 0 < port < 65536
            and isinstance(seats, int) and not isinstance(seats, bool) and 0 <= seats <= 16):
        return None
    printable = lambda text: "".join(ch for ch in text if ch.isprintable())[:MAX_TEXT]  # noqa: E731
    return FoundTable(TableAddress(sender, port),
                      printable(game) or translate("TableFinder", "A game", "a table's unknown game"),
                      printable(host) or translate("TableFinder", "somebody", "a table's unknown host"),
                      seats)


def _sender_text(address: QHostAddress) -> str:
    # An IPv4 sender may come as "::ffff:192.168.1.20" on a dual-stack socket.
    text = address.toString()
    return text[7:] if text.startswith("::ffff:") else text


class TableAnnouncer(QObject):
    """Announces one table until `stop()` (the host's app, while the table is open)."""

    def __init__(self, targets: Sequence[Target] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.targets = list(targets) if targets is not None else [
            (QHostAddress(QHostAddress.SpecialAddress.Broadcast), DISCOVERY_PORT)]
        self.socket = QUdpSocket(self)
        self.payload = b""
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.send)

    def start(self, game_name: str, host_name: str, port: int, open_seats: int) -> None:
        self.update(game_name, host_name, port, open_seats)
        self.send()
        self.timer.start(ANNOUNCE_EVERY_MS)

    def update(self, game_name: str, host_name: str, port: int, open_seats: int) -> None:
        self.payload = announcement(game_name, host_name, port, open_seats)

    def send(self) -> None:
        for address, port in self.targets:
            self.socket.writeDatagram(self.payload, address, port)

    def stop(self) -> None:
        self.timer.stop()
        self.socket.close()


class TableFinder(QObject):
    """Listens for announcements; `tablesChanged(list[FoundTable])` with what is heard."""

    tablesChanged = Signal(list)

    def __init__(self, bind: Target | None = None, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.socket = QUdpSocket(self)
        address, port = bind if bind is not None else (
            QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), DISCOVERY_PORT)
        self.listening = self.socket.bind(
            address, port, QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint)
        self.socket.readyRead.connect(self._read)
        self.tables: dict[TableAddress, tuple[FoundTable, float]] = {}
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._forget_old)
        self.timer.start(1000)

    @property
    def port(self) -> int:
        return self.socket.localPort()

    def found(self) -> list[FoundTable]:
        return sorted((table for table, _ in self.tables.values()), key=lambda t: (t.game_name, t.host_name))

    def _read(self) -> None:
        changed = False
        for _ in range(64):  # a flood is read in bounded bites; the rest waits for the next turn
            if not self.socket.hasPendingDatagrams():
                break
            datagram = self.socket.receiveDatagram(MAX_DATAGRAM + 1)
            table = read_announcement(bytes(datagram.data().data()), _sender_text(datagram.senderAddress()))
            if table is None:
                continue
            known = self.tables.get(table.address)
            self.tables[table.address] = (table, self.clock())
            changed = changed or known is None or known[0] != table
        if changed:
            self.tablesChanged.emit(self.found())

    def _forget_old(self) -> None:
        now = self.clock()
        old = [key for key, (_, seen) in self.tables.items() if now - seen > FORGET_AFTER_S]
        for key in old:
            del self.tables[key]
        if old:
            self.tablesChanged.emit(self.found())

    def stop(self) -> None:
        self.timer.stop()
        self.socket.close()
