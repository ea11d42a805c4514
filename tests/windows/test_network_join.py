"""Home > Join a game: tables announced on the local network are listed (real UDP datagrams on
the loopback), a table picked fills in its address, and what was typed is checked in sentences."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from tabletop_desktop.windows.join_dialog import LOOKING, NOT_LOOKING, JoinDialog
from tabletop_desktop.windows.lan_discovery import (
    TableAnnouncer,
    TableFinder,
    announcement,
    read_announcement,
)
from tabletop_desktop.windows.network_model import JoinRequest, TableAddress

LOOPBACK = QHostAddress(QHostAddress.SpecialAddress.LocalHost)


def test_announcements_are_checked_and_never_name_another_address():
    table = read_announcement(announcement("Qwirkle", "Ada", 8765, 2), "127.0.0.1")
    assert table is not None and table.address == TableAddress("127.0.0.1", 8765)
    assert table.text() == "Qwirkle, hosted by Ada at 127.0.0.1:8765: 2 seats are free."
    assert b"code" not in announcement("Qwirkle", "Ada", 8765, 2)
    for bad in (b"", b"{", b"[]", b'{"magic": "x"}', b"x" * 5000,
                announcement("Q", "A", 8765, 2).replace(b"8765", b"99999"),
                announcement("Q", "A", 8765, 2).replace(b'"version": 1', b'"version": 2')):
        assert read_announcement(bad, "127.0.0.1") is None


def test_a_table_announced_on_the_loopback_is_listed_then_forgotten(app, qtbot):
    now = [0.0]
    finder = TableFinder(bind=(LOOPBACK, 0), clock=lambda: now[0])
    assert finder.listening and finder.port > 0
    announcer = TableAnnouncer(targets=[(LOOPBACK, finder.port)])
    heard: list[list[object]] = []
    finder.tablesChanged.connect(heard.append)
    try:
        # Junk on the same port is ignored, and does not stop the real announcement.
        junk = QUdpSocket()
        junk.writeDatagram(b"not a table", LOOPBACK, finder.port)
        announcer.start("Quiddler", "Ada", 8765, 1)
        qtbot.waitUntil(lambda: bool(heard) and bool(heard[-1]), timeout=3000)
        tables = finder.found()
        assert [t.text() for t in tables] == ["Quiddler, hosted by Ada at 127.0.0.1:8765: 1 seat is free."]
        announcer.stop()
        now[0] = 60.0
        finder._forget_old()
        assert finder.found() == [] and heard[-1] == []
    finally:
        announcer.stop()
        finder.stop()


def test_joining_from_a_found_table(app, qtbot):
    dialog = JoinDialog(name="Bo")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tables.item(0).text() == LOOKING
    found = read_announcement(announcement("Qwixx", "Ada", 9001, 3), "192.168.1.20")
    assert found is not None
    dialog.show_tables([found])
    dialog.tables.setCurrentRow(0)
    assert dialog.address_edit.text() == "192.168.1.20:9001"
    qtbot.keyClicks(dialog.code_edit, "acdef ghjkm")
    requests: list[object] = []
    dialog.joinRequested.connect(requests.append)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert requests == [JoinRequest(TableAddress("192.168.1.20", 9001), "ACDEFGHJKM", ("Bo",))]
    assert not dialog.join_button.isEnabled() and "Connecting" in dialog.message.text()
    dialog.show_refusal("That room code does not match a table on this server.")
    assert dialog.join_button.isEnabled() and dialog.code_edit.text() == "acdef ghjkm"


def test_what_was_typed_wrong_is_said_and_nothing_is_sent(app, qtbot):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    requests: list[object] = []
    dialog.joinRequested.connect(requests.append)
    for address, code, name, words in (
        ("", "ACDEFGHJKM", "Bo", "type the table's address"),
        ("host:8765", "ACDEF", "Bo", "room code has 10"),
        ("host:8765", "ACDEFGHJKM", "  ", "type your name"),
    ):
        dialog.address_edit.setText(address)
        dialog.code_edit.setText(code)
        dialog.name_edit.setText(name)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert words in dialog.message.text() and dialog.message.text().endswith(".")
    assert requests == []


def test_several_people_at_this_computer_take_a_seat_each(app, qtbot):
    dialog = JoinDialog(name="Bo")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText("127.0.0.1:8765")
    dialog.code_edit.setText("ACDEFGHJKM")
    qtbot.mouseClick(dialog.more_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.more_edits[0], "Bo")
    requests: list[object] = []
    dialog.joinRequested.connect(requests.append)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert requests == [] and "same name" in dialog.message.text()
    dialog.more_edits[0].setText("Cy")
    qtbot.mouseClick(dialog.more_button, Qt.MouseButton.LeftButton)  # left empty: no seat
    qtbot.mouseClick(dialog.more_button, Qt.MouseButton.LeftButton)
    assert not dialog.more_button.isEnabled()  # four people at most
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert requests == [JoinRequest(TableAddress("127.0.0.1", 8765), "ACDEFGHJKM", ("Bo", "Cy"))]


def test_a_finder_that_cannot_listen_says_to_type_the_address(app, qtbot):
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.looking = False  # what JoinedGame sets when the finder's socket could not bind
    dialog.show_tables([])
    assert dialog.tables.item(0).text() == NOT_LOOKING
