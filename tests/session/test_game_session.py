"""GameSession: refusing illegal actions, bots playing through the session, pacing, pass and play."""

from __future__ import annotations

import tests.support.toy_game as toy
from tabletop_desktop.engine.replay import replay
from tabletop_desktop.session.game_session import BOT_SEAT, bot_seed
from tests.session.conftest import chips_setup


def first_legal(session, seat):
    return session.state.legal_actions(seat)[0]


def test_illegal_actions_are_refused_with_the_reason_and_change_nothing(qtbot, make_session):
    session = make_session(chips_setup(["person", "person", "bot"]), autosave=False)
    before = session.state.snapshot(), [list(h) for h in session.state.hands]
    cases = [
        (toy.PlayChip(0, 99), "You have no chip worth 99."),
        (toy.PlayChip(1, session.state.hands[1][0]), "It is not your turn."),
        (toy.PlayChip(2, session.state.hands[2][0]), BOT_SEAT),
    ]
    for action, reason in cases:
        with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
            assert session.submit(action) is False
        assert blocker.args == [reason]
        assert session.check(action) == reason
    assert (session.state.snapshot(), [list(h) for h in session.state.hands]) == before
    assert session.history == [] and session.log == []


def test_a_person_move_is_applied_logged_and_announced(qtbot, make_session):
    session = make_session(chips_setup(["person", "person"]), autosave=False)
    session.start()
    action = first_legal(session, 0)
    applied, lines, pending = [], [], []
    session.actionApplied.connect(lambda a, e: applied.append((a, e)))
    session.logAppended.connect(lines.append)
    session.pendingChanged.connect(pending.append)
    assert session.submit(action) is True
    assert applied[0][0] == action and any(isinstance(e, toy.ChipPlayed) for e in applied[0][1])
    assert lines == [f"Ada: played a {action.chip}."] == session.log
    assert pending == [(1,)]
    assert session.history == [(action, applied[0][1])]


def test_bots_only_game_plays_to_the_end(qtbot, make_session):
    session = make_session(chips_setup(["bot", "bot", "bot"]), autosave=False)
    thinking = []
    session.botThinking.connect(thinking.append)
    with qtbot.waitSignal(session.finished, timeout=10000):
        session.start()
    assert session.state.is_over() and sum(session.state.scores()) == 30
    assert len(session.log) == len(session.history) == len(thinking)
    again, _ = replay(session.record())
    assert again.scores() == session.state.scores()


def test_person_and_bot_take_turns(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]), autosave=False)
    session.start()
    for turn in range(3):
        assert session.state.pending() == (0,)
        assert session.submit(first_legal(session, 0))
        qtbot.waitUntil(lambda t=turn: len(session.history) == 2 * t + 2, timeout=3000)
        assert session.history[-1][0].seat == 1
    assert session.state.pending() == (0,)


def test_bot_move_waits_while_a_view_animates(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]), autosave=False)
    session.start()
    session.set_animating(True)
    session.submit(first_legal(session, 0))
    qtbot.wait(300)
    assert len(session.history) == 1
    session.set_animating(False)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)


def test_bot_waits_for_the_pause_from_the_speed_setting(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]), autosave=False)
    session.pause_scale = 1.0  # the normal pause (0.7 s)
    session.start()
    session.submit(first_legal(session, 0))
    qtbot.wait(350)
    assert len(session.history) == 1
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)


def test_heavy_bot_plays_through_the_worker_process(qtbot, make_session):
    session = make_session(chips_setup(["bot", "bot"], ["slow", "first"]), autosave=False)
    with qtbot.waitSignal(session.finished, timeout=20000):
        session.start()
    assert sum(session.state.scores()) == 30


def test_bot_moves_are_reproducible(qtbot, make_session):
    logs = []
    for _ in range(2):
        session = make_session(chips_setup(["bot", "bot"], seed=11), autosave=False)
        with qtbot.waitSignal(session.finished, timeout=10000):
            session.start()
        logs.append(list(session.log))
    assert logs[0] == logs[1]
    assert bot_seed(11, 3, 1) == bot_seed(11, 3, 1) != bot_seed(11, 3, 0)


def test_a_failing_bot_is_reported_and_the_game_goes_on(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]), autosave=False)
    session.start()
    session.submit(first_legal(session, 0))
    expected = first_legal(session, 1)
    session.bots.invalidate()  # the real bot's answer must not race the reported failure
    with qtbot.waitSignal(session.actionApplied, timeout=2000) as blocker:
        session.bots.failed.emit(1, "Traceback: ZeroDivisionError")
    assert blocker.args[0] == expected
    assert "Bo (bot) had a problem" in session.log[-2]


def test_pass_and_play_asks_for_a_handover_when_the_person_changes(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot", "person"]), autosave=False)
    assert session.persons_share_screen()
    handovers = []
    session.handoverNeeded.connect(handovers.append)
    session.start()
    assert handovers == [0]
    session.submit(first_legal(session, 0))
    qtbot.waitUntil(lambda: session.state.pending() == (2,), timeout=3000)
    assert handovers == [0, 2]
    session.submit(first_legal(session, 2))
    assert handovers == [0, 2, 0]


def test_one_person_against_bots_needs_no_handover(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]), autosave=False)
    handovers = []
    session.handoverNeeded.connect(handovers.append)
    session.start()
    session.submit(first_legal(session, 0))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)
    assert not session.persons_share_screen() and handovers == []
