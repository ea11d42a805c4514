"""Hints are counted per seat: kept by undo, the autosave, saved games and loading, written into
the finished-game record, and counted by the statistics."""

from __future__ import annotations

import json

from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.autosaves import read_autosave
from tabletop_desktop.storage.records import load_records
from tabletop_desktop.storage.saves import load_game, save_game
from tabletop_desktop.storage.statistics import load_statistics
from tests.session.conftest import chips_setup


def test_hints_are_counted_per_person_and_survive_undo_save_and_load(
    qtbot, make_session, tmp_path
):
    session = make_session(chips_setup(["person", "person", "bot"], options={"undo": True}))
    session.start()
    changes = []
    session.hintsChanged.connect(changes.append)
    assert session.hints_used() == [0, 0, 0]
    assert session.note_hint(0) and session.note_hint(0) and session.note_hint(1)
    assert not session.note_hint(2)  # a bot asks nobody
    assert not session.note_hint(7)
    assert session.hints_used() == [2, 1, 0] and changes[-1] == [2, 1, 0]
    assert session.submit(session.state.legal_actions(0)[0])
    if session.can_undo()[0]:
        assert session.undo()
    assert session.hints_used() == [2, 1, 0]  # a hint taken stays taken
    assert session.flush_autosave()
    saved, _ = read_autosave()
    assert saved.hints == [2, 1, 0]
    path = tmp_path / "game.tabletop"
    save_game(path, session.saved_game())
    again = GameSession.from_saved(load_game(path))
    assert again.hints_used() == [2, 1, 0]
    again.shutdown()


def test_a_save_without_hints_reads_as_none_used(make_session, tmp_path):
    session = make_session(chips_setup(["person", "bot"]))
    path = tmp_path / "old.tabletop"
    save_game(path, session.saved_game())
    data = json.loads(path.read_text())
    del data["hints"]
    path.write_text(json.dumps(data))
    assert GameSession.from_saved(load_game(path)).hints_used() == [0, 0]
    data["hints"] = [10**30, 0]
    path.write_text(json.dumps(data))
    try:
        load_game(path)
    except Exception as exc:  # noqa: BLE001
        assert "hints" in str(exc)
    else:
        raise AssertionError("an absurd count of hints was accepted")


def test_the_record_and_the_statistics_count_hints(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    session.note_hint(0)
    session.note_hint(0)
    with qtbot.waitSignal(session.finished, timeout=10000):
        while not session.state.is_over():
            assert session.submit(session.state.legal_actions(0)[0])
            qtbot.waitUntil(lambda: session.state.pending() in ((0,), ()), timeout=3000)
    assert not session.note_hint(0)  # the game is over
    assert session.flush_autosave()
    games, _ = load_records("chips")
    assert [s.hints for s in games[0].summary.seats] == [2, 0]
    stats, warnings = load_statistics("chips")
    assert warnings == []
    assert stats.person_hints == 2 and stats.games_with_hints == 1
