"""The remote session and the server's `finished` message, from canned messages (no server): the
summary is believed only once the table here is over, a garbled one is said in words and kept
nowhere, and a game told twice is recorded once."""

from __future__ import annotations

import pytest

from tabletop_desktop.session.remote_session import RemoteSession
from tabletop_desktop.storage.records import load_records
from tests.network import canned


@pytest.fixture
def session(qapp, tmp_path):
    s = RemoteSession("ws://127.0.0.1:9/room/ABCDEFGHJK", codec=canned.PlainCodec())
    s.link.send = lambda message: True
    s.records_folder = tmp_path / "records"
    s.refusals, s.paths = [], []
    s.refused.connect(s.refusals.append)
    s.recorded.connect(s.paths.append)
    yield s
    s.close()


def finished(**changes) -> dict:
    summary = {
        "game": "qwixx", "turns": 12, "extras": {"rolls": 12}, "reason": "Ada won.",
        "best_move": {"seat": 0, "name": "Ada", "points": 5, "description": "Ada crossed 5."},
        "seats": [{"name": n, "kind": "bot" if i == 2 else "person",
                   "level": "casual" if i == 2 else None, "score": [12, 0, 0][i],
                   "winner": i == 0, "hints": 0} for i, n in enumerate(canned.NAMES)],
    }
    return {"type": "finished", "room": "ABCDEFGHJK", "game": "0123456789abcdef",
            "started": "2026-12-01T20:00:00+00:00", "summary": summary, **changes}


def test_the_summary_is_kept_and_recorded_once_after_the_end(session):
    session.handle(canned.sync(here=(0,), moves=11))
    session.handle(finished())  # before the end: not believed
    assert session.final_summary is None and session.paths == []
    session.handle(canned.played(1, 12, over=True))
    session.handle(finished())
    assert session.final_summary is not None and session.summary() is session.final_summary
    assert session.summary().extras == {"rolls": 12}
    session.handle(finished())  # told again (a sync after the end): the same record
    assert len(session.paths) == 1
    (kept,), _ = load_records("qwixx", session.records_folder)
    assert kept.network.room == "ABCDEFGHJK" and kept.network.seats_here == (0,)
    assert session.refusals == []


def test_the_summary_waits_behind_the_last_move_while_a_view_animates(session):
    session.handle(canned.sync(here=(0,), moves=11))
    session.set_animating(True)
    session.handle(canned.played(1, 12, over=True))
    session.handle(finished())
    assert session.final_summary is None
    session._on_animation_timeout()  # the view is done: the move, then the summary
    assert session.facts().over and session.final_summary is not None


@pytest.mark.parametrize("change", [
    {"summary": {"game": "qwixx"}},
    {"room": ""},
    {"summary": {**finished()["summary"], "game": "qwirkle"}},
])
def test_a_garbled_summary_is_said_in_words_and_kept_nowhere(session, change):
    session.handle(canned.sync(here=(0,), moves=11))
    session.handle(canned.played(1, 12, over=True))
    session.handle(finished(**change))
    assert session.final_summary is None and session.paths == []
    assert session.refusals and "cannot read" in session.refusals[0]
    assert not session.records_folder.exists() or not list(session.records_folder.iterdir())
