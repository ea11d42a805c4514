"""The end of a game never loses it (the record is written before the autosave goes), and a
full disk says so once, not after every move."""

from __future__ import annotations

import errno

from tabletop_desktop.session import game_session
from tabletop_desktop.storage.autosaves import autosave_path, read_autosaves
from tabletop_desktop.storage.records import load_records
from tests.session.conftest import chips_setup


def _play_to_the_end(qtbot, session) -> None:
    session.start()
    with qtbot.waitSignal(session.finished, timeout=10000):
        while not session.state.is_over():
            assert session.submit(session.state.legal_actions(0)[0])
            qtbot.waitUntil(lambda: session.state.pending() in ((0,), ()), timeout=3000)
    assert session.flush_autosave()


def test_the_record_is_written_before_the_autosave_is_cleared(qtbot, make_session, monkeypatch):
    order = []
    real_record, real_clear = game_session.record_finished_game, game_session.clear_autosave
    monkeypatch.setattr(game_session, "record_finished_game",
                        lambda *a: order.append("record") or real_record(*a))
    monkeypatch.setattr(game_session, "clear_autosave",
                        lambda *a: order.append("clear") or real_clear(*a))
    session = make_session(chips_setup(["person", "bot"]))
    _play_to_the_end(qtbot, session)
    assert order == ["record", "clear"]
    assert len(load_records("chips")[0]) == 1 and not autosave_path(session.autosave_id).exists()


def test_a_record_that_cannot_be_written_leaves_the_autosave(qtbot, make_session, monkeypatch):
    def full_disk(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(game_session, "record_finished_game", full_disk)
    session = make_session(chips_setup(["person", "bot"]))
    messages = []
    session.autosaveFailed.connect(messages.append)
    _play_to_the_end(qtbot, session)
    qtbot.waitUntil(lambda: bool(messages), timeout=3000)
    assert len(messages) == 1 and "could not be recorded" in messages[0]
    listing = read_autosaves()
    # The finished game is kept in its autosave, for the home screen to record when it can.
    assert listing.warnings == [] and listing.games == []
    [saved] = listing.finished
    assert len(saved.record.actions) == len(session.history)
    assert "it is kept in its autosave" in messages[0]


def test_a_full_disk_is_reported_once_until_a_save_works_again(qtbot, make_session, monkeypatch):
    disk = {"full": True}
    real_write = game_session.write_autosave

    def write(saved):
        if disk["full"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(saved)

    monkeypatch.setattr(game_session, "write_autosave", write)
    session = make_session(chips_setup(["person", "person"]))
    messages = []
    session.autosaveFailed.connect(messages.append)
    session.start()

    def move():
        seat = session.state.pending()[0]
        assert session.submit(session.state.legal_actions(seat)[0])
        assert session.flush_autosave()

    for _ in range(4):
        move()
    qtbot.wait(50)
    assert len(messages) == 1 and "could not be autosaved" in messages[0]
    disk["full"] = False
    move()
    disk["full"] = True
    move()
    move()
    qtbot.wait(50)
    assert len(messages) == 2
