"""A Qwixx GameSession (the real Qt model layer, offscreen) with Casual bots plays to the end, the
white sum collected from every bot at once, and replays from its record."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.qwixx.actions import Roll, WhiteChoice
from tabletop_desktop.engine.replay import replay
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup

NAMES = ("Ada", "Bo", "Cy")


@pytest.fixture
def make_session(qtbot):
    sessions = []

    def make(kinds, levels, seed=3, **kwargs):
        seats = [SeatSetup(NAMES[i], k, lv) for i, (k, lv) in enumerate(zip(kinds, levels,
                                                                            strict=True))]
        session = GameSession(GameSetup("qwixx", seats, {}, seed), **kwargs)
        session.pause_scale = 0.0
        sessions.append(session)
        return session

    yield make
    for session in sessions:
        session.shutdown()


def test_casual_bots_play_a_whole_game_through_the_session(qtbot, make_session):
    session = make_session(["bot", "bot", "bot"], ["casual", "casual", "casual"], autosave=False)
    with qtbot.waitSignal(session.finished, timeout=20000):
        session.start()
    state = session.state
    assert state.is_over() and state.rolls > 5
    assert len(session.log) == len(session.history)
    assert any(line.startswith("White sum") for line in session.log)
    assert "Game over:" in session.log[-1]
    again, _ = replay(session.record())
    assert again.scores() == state.scores() and again.sheets == state.sheets


def test_a_solo_bot_game_runs_through_the_session(qtbot, make_session):
    session = make_session(["bot"], ["beginner"], autosave=False)
    with qtbot.waitSignal(session.finished, timeout=20000):
        session.start()
    assert session.state.is_over()


def test_a_person_and_bots_choose_the_white_sum_together(qtbot, make_session):
    session = make_session(["person", "bot", "bot"], [None, "casual", "casual"], autosave=False)
    session.start()
    assert session.submit(Roll(0))
    # The bots commit their choices; the person is still pending, so nothing is revealed yet.
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=5000)
    assert session.state.phase == "white"
    assert session.log[-1].endswith("has made a choice.")
    assert session.submit(WhiteChoice(0, None))
    assert session.log[-1].startswith("White sum")
    assert session.state.phase == "colour" and session.state.pending() == (0,)


def test_the_session_refuses_a_bots_seat_and_an_illegal_choice(qtbot, make_session):
    session = make_session(["person", "bot"], [None, "casual"], autosave=False)
    session.start()
    refused = []
    session.refused.connect(refused.append)
    assert not session.submit(WhiteChoice(0, "red"))
    assert refused[-1] == "Roll the dice first."
    assert session.history == []


def test_a_finished_game_is_recorded_with_its_extras(qtbot, make_session):
    from tabletop_desktop.storage.records import load_records

    session = make_session(["bot", "bot"], ["casual", "beginner"])
    with qtbot.waitSignal(session.finished, timeout=20000):
        session.start()
    assert session.flush_autosave(10.0)
    records, warnings = load_records("qwixx")
    assert warnings == [] and len(records) == 1
    summary = records[0].summary
    assert summary.extras["rolls"] == session.state.rolls
    assert [s.score for s in summary.seats] == list(session.state.scores())
    # The record counts rolls (not actions), names the players in the end, and its best move is
    # the most one seat gained from one roll, recomputed here from the score events.
    assert summary.turns == session.state.rolls
    assert "Player " not in summary.reason and summary.reason
    best_gain, roll_gain = 0, {}
    for _action, events in session.history:
        for event in events:
            if type(event).__name__ == "DiceRolled":
                best_gain, roll_gain = max([best_gain, *roll_gain.values()]), {}
            elif type(event).__name__ == "ScoreChanged":
                roll_gain[event.seat] = roll_gain.get(event.seat, 0) + event.delta
    best_gain = max([best_gain, *roll_gain.values()])
    assert summary.best_move is not None and summary.best_move.points == best_gain
    assert summary.best_move.name in ("Ada", "Bo", *[s.name for s in summary.seats])
    assert f"+{best_gain} points" in summary.best_move.description


def test_undo_follows_the_rules_never_across_a_roll_or_a_reveal(qtbot, make_session):
    from tabletop_desktop.engine.qwixx.actions import ColourChoice

    session = make_session(["person", "person"], [None, None], autosave=False)
    session.start()
    assert session.submit(Roll(0))
    assert session.can_undo() == (  # the dice are out: the roll stays, said in Qwixx's words
        False, "You rolled the dice, so it can't be undone: a choice can be undone until the "
        "next roll.")
    assert session.submit(WhiteChoice(0, None))
    assert session.can_undo()[0]  # Bo has not chosen yet: Ada may change her mind
    assert session.undo()
    assert session.state.phase == "white" and session.state.pending() == (0, 1)
    assert session.submit(WhiteChoice(0, None))
    assert session.submit(WhiteChoice(1, None))
    allowed, reason = session.can_undo()  # the choices were revealed
    assert not allowed and reason.startswith("Your choice revealed everyone's white-sum choices")
    assert session.submit(ColourChoice(0, None))
    assert session.state.sheets[0].penalties == 1
    assert session.can_undo()[0]  # Bo has not rolled yet
    assert session.undo() and session.state.sheets[0].penalties == 0
    assert session.submit(ColourChoice(0, None))
    assert session.submit(Roll(1))
    assert not session.can_undo()[0]
