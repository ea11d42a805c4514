"""The tables this computer hosts are kept in small files: read back exactly, a damaged or odd
file left out, and listed on the home screen in a sentence with Reopen and Forget."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tabletop_desktop.windows.hosted_tables import (
    HostedTable,
    HostedTablesPanel,
    forget_hosted,
    load_hosted,
    save_hosted,
)

TABLE = HostedTable("KTTBKYNTX3", "t" * 32, 43817, "local_network", "qwixx", ("Ada", "Bo"))


def test_a_hosted_table_is_kept_read_back_and_forgotten(tmp_path):
    save_hosted(tmp_path, TABLE)
    assert load_hosted(tmp_path) == [TABLE]
    (tmp_path / "hosted" / "ABCDEFGHJK.json").write_text("{not json")
    (tmp_path / "hosted" / "2345678923.json").write_text(
        (tmp_path / "hosted" / "KTTBKYNTX3.json").read_text().replace("43817", "99999"))
    assert load_hosted(tmp_path) == [TABLE]
    forget_hosted(tmp_path, TABLE.code)
    forget_hosted(tmp_path, "../../etc")  # not a code: nothing happens
    assert load_hosted(tmp_path) == []


def test_the_home_panel_says_who_plays_and_offers_reopen(app, qtbot):
    panel = HostedTablesPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_tables([TABLE, HostedTable("2345678923", "u" * 32, 40000, "this_computer", "qwirkle", ())])
    assert len(panel.rows) == 2 and len(panel.reopen_buttons) == 2
    assert TABLE.text() == "Qwixx with Ada and Bo (room code KTTBK YNTX3)."
    assert panel.rows and "nobody has joined yet" in HostedTable(
        "2345678923", "u" * 32, 40000, "this_computer", "qwirkle", ()).text()
    with qtbot.waitSignal(panel.reopenRequested, timeout=1000) as asked:
        qtbot.mouseClick(panel.reopen_buttons[0], Qt.MouseButton.LeftButton)
    assert asked.args == [TABLE]
    panel.show_tables([])
    assert not panel.isVisible()
