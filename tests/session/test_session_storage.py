"""Autosave after every action, the finished-game record, and continuing a saved game."""

from __future__ import annotations

import json

from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.autosaves import autosave_path, read_autosave
from tabletop_desktop.storage.paths import data_dir
from tabletop_desktop.storage.records import load_records
from tests.session.conftest import chips_setup


def test_autosave_is_written_after_every_action_and_reads_back(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    session.set_animating(True)  # hold the bot back until the first autosave is checked
    session.submit(session.state.legal_actions(0)[0])
    assert session.flush_autosave()
    assert len(read_autosave()[0].record.actions) == 1
    session.set_animating(False)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)
    assert session.flush_autosave()
    saved, warnings = read_autosave()
    assert warnings == []
    assert saved.record.to_json() == session.record().to_json()
    assert saved.setup == session.setup and saved.snapshot == session.state.snapshot()


def test_a_saved_game_continues_where_it_stopped(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    session.submit(session.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)
    session.shutdown()
    assert session.flush_autosave()
    saved, _ = read_autosave()
    again = GameSession.from_saved(saved)
    again.pause_scale = 0.0
    assert again.log == session.log and again.state.snapshot() == session.state.snapshot()
    assert again.state.hands == session.state.hands and again.created == saved.created
    again.start()
    assert again.submit(again.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(again.history) == 4, timeout=3000)
    again.shutdown()


def test_a_failing_autosave_is_reported_and_the_game_goes_on(qtbot, make_session, app_home):
    app_home.mkdir(parents=True, exist_ok=True)
    (app_home / "state").write_text("not a folder")  # no autosave can be written below a file
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    with qtbot.waitSignal(session.autosaveFailed, timeout=5000) as blocker:
        assert session.submit(session.state.legal_actions(0)[0]) is True
    assert "could not be autosaved" in blocker.args[0]
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)


def test_game_over_clears_the_autosave_and_records_the_game(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    with qtbot.waitSignal(session.finished, timeout=10000):
        while not session.state.is_over():
            assert session.submit(session.state.legal_actions(0)[0])
            qtbot.waitUntil(lambda: session.state.pending() in ((0,), ()), timeout=3000)
    assert session.flush_autosave()
    assert not autosave_path(session.autosave_id).exists()
    games, warnings = load_records("chips")
    assert warnings == [] and len(games) == 1
    summary = games[0].summary
    assert [s.score for s in summary.seats] == list(session.state.scores())
    assert [s.kind for s in summary.seats] == ["person", "bot"]
    assert summary.turns == len(session.history)
    assert games[0].record.to_json() == session.record().to_json()
    files = list((data_dir() / "records").glob("chips-*.json"))
    assert len(files) == 1 and json.loads(files[0].read_text())["format"].endswith("/record")


def test_a_session_without_autosave_writes_nothing(qtbot, make_session, app_home):
    session = make_session(chips_setup(["bot", "bot"]), autosave=False)
    with qtbot.waitSignal(session.finished, timeout=10000):
        session.start()
    assert session.flush_autosave()
    assert not autosave_path(session.autosave_id).exists()
    assert not (data_dir() / "records").exists() or not list((data_dir() / "records").iterdir())
