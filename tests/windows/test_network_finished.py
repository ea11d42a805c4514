"""The end of a network game in two app windows, everything real on the loopback: the host's window
opens a table from New Game (its own server process), a second window joins, both play to the end
(their seats scripted from their own views), and each window shows the end-of-game dialog, exports
the printed summary with both names and scores, and keeps the game in its own statistics."""

from __future__ import annotations

import random

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QTimer

from tabletop_desktop.engine.registry import game
from tabletop_desktop.storage.records import load_records
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.end_dialog import EndDialog
from tabletop_desktop.windows.main_window import MainWindow

pytest.importorskip("tabletop_desktop.server")

WAIT_MS = 25_000
GAME_MS = 40_000


def make_window(qtbot, tmp_path, name: str) -> MainWindow:
    from tabletop_desktop.session.remote_session import RemoteSession

    win = MainWindow(Settings(reduce_motion=True))
    qtbot.addWidget(win)
    assert win.network is not None
    win.network.data_dir = tmp_path / name
    win.network.server_args = ["--bot-pause", "0"]

    def session(url: str) -> RemoteSession:  # each window is a computer with its own disk
        made = RemoteSession(url)
        made.records_folder = tmp_path / name / "records"
        return made

    win.network.session_factory = session
    win.resize(1280, 800)
    win.show()
    return win


class Player:
    """Plays this window's seats whenever they must act, from this computer's own views."""

    def __init__(self, session, seed: int) -> None:
        self.session = session
        info = game(session.game_id)
        self.bot = info.engine().make_bot(info.bot_levels[0].key)
        self.rng = random.Random(seed)
        session.tableChanged.connect(lambda *_: QTimer.singleShot(0, self.play))

    def play(self) -> None:
        session = self.session
        if not session.is_started() or not session.online or session.facts().over:
            return
        for seat in session.seats_here:
            if seat in session.facts().pending and seat not in session._moving:
                session.submit(self.bot.choose(session.view_for(seat), self.rng, 0.02))


def test_each_window_ends_a_network_game_with_its_dialog_its_pdf_and_its_record(
        app, qtbot, monkeypatch, tmp_path):
    host = make_window(qtbot, tmp_path, "host")
    joiner = make_window(qtbot, tmp_path, "joiner")
    try:
        host.new_game("qwirkle")
        dialog = host.dialog
        dialog.seat_count.setValue(2)
        dialog.seats[0].name.setText("Ada")
        dialog.seats[1].kind.setCurrentIndex(dialog.seats[1].kind.findData("remote"))
        dialog.reach_combo.setCurrentIndex(dialog.reach_combo.findData("this_computer"))
        dialog.accept()
        hosted = host.network.pending
        qtbot.waitUntil(lambda: hosted.lobby_dialog is not None and hosted.lobby_dialog.state
                        is not None and bool(hosted.lobby_dialog.state.seats), timeout=WAIT_MS)
        lobby = hosted.lobby_dialog
        joined = joiner.network.join("")
        join = joined.join_dialog
        join.address_edit.setText(lobby.addresses_label.text())
        join.code_edit.setText(lobby.code_label.text())
        join.name_edit.setText("Bo")
        join.join_button.click()
        qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=WAIT_MS)
        lobby.start_button.click()
        qtbot.waitUntil(lambda: host.network.at_table() and joiner.network.at_table(),
                        timeout=WAIT_MS)
        windows = (host, joiner)
        players = [Player(w.network.session, seed) for seed, w in enumerate(windows)]
        for player in players:
            player.play()
        qtbot.waitUntil(lambda: all(isinstance(w.dialog, EndDialog) for w in windows),
                        timeout=GAME_MS)
        facts = host.network.session.facts()
        assert facts.over and facts.names == ["Ada", "Bo"]
        for win in windows:
            assert win.actions["print"].isEnabled() and win.actions["export_pdf"].isEnabled()
            table = win.dialog.table
            shown = {table.item(r, c).text() for r in range(table.rowCount())
                     for c in range(table.columnCount()) if table.item(r, c)}
            assert {"Ada", "Bo"} <= shown
            pdf = win.export_summary_pdf(tmp_path / f"{win.network.session.seats_here[0]}.pdf")
            assert pdf is not None
            text = " ".join(" ".join(p.extract_text() or "" for p in PdfReader(str(pdf)).pages)
                            .split())
            for name, score in zip(facts.names, facts.scores, strict=True):
                assert name in text and str(score) in text
        for win, name in zip(windows, ("host", "joiner"), strict=True):
            session = win.network.session
            qtbot.waitUntil(lambda s=session: s.record_path is not None, timeout=WAIT_MS)
            games, warnings = load_records("qwirkle", tmp_path / name / "records")
            assert warnings == [] and len(games) == 1
            assert games[0].network is not None
            assert games[0].network.seats_here == session.seats_here
            assert [s.score for s in games[0].summary.seats] == list(facts.scores)
    finally:
        joiner.close()
        host.close()
