"""Taking back a move: when it is allowed, how far it goes, and that late bot answers are dropped."""

from __future__ import annotations

import tests.support.toy_game as toy
from tabletop_desktop.session import undo_rule
from tabletop_desktop.session.undo_rule import undo_point
from tabletop_desktop.storage.autosaves import read_autosave
from tests.session.conftest import chips_setup


def person_turn(qtbot, session):
    """The person (seat 0) plays their first chip; wait until the bot has answered."""
    assert session.submit(session.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.state.pending() in ((0,), ()), timeout=5000)


def test_a_move_that_drew_from_the_bag_cannot_be_taken_back(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    person_turn(qtbot, session)
    assert session.can_undo() == (False, undo_rule.YOU_DREW)
    with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
        assert session.undo() is False
    assert blocker.args == [undo_rule.YOU_DREW] and len(session.history) == 2


def test_undo_takes_back_the_person_move_and_the_bot_answer(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    for _ in range(3):  # six chips are drawn: the bag is empty afterwards
        person_turn(qtbot, session)
    assert session.state.bag == [] and session.can_undo()[0] is False
    hand_before = sorted(session.state.hands[0])
    log_before, scores_before = list(session.log), session.state.scores()
    available = []
    session.undoAvailableChanged.connect(available.append)
    person_turn(qtbot, session)
    assert len(session.history) == 8 and available == [True]
    assert session.can_undo() == (True, "")
    with qtbot.waitSignal(session.reset, timeout=1000):
        assert session.undo() is True
    assert len(session.history) == 6 and session.log == log_before
    assert sorted(session.state.hands[0]) == hand_before
    assert session.state.scores() == scores_before and session.state.pending() == (0,)
    assert available == [True, False]
    assert session.flush_autosave()
    saved, warnings = read_autosave()
    assert warnings == [] and len(saved.record.actions) == 6
    # The game goes on from there as before.
    person_turn(qtbot, session)
    assert len(session.history) == 8


def test_undo_is_refused_when_the_game_turns_it_off(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"], options={"undo": False}), autosave=False)
    session.start()
    for _ in range(4):
        person_turn(qtbot, session)
    assert session.can_undo() == (False, undo_rule.UNDO_OFF)


def test_late_bot_answer_after_undo_is_dropped(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"], [None, "slow"]), autosave=False)
    session.start()
    for _ in range(3):
        person_turn(qtbot, session)
    answers = []
    session.bots.answered.connect(lambda *args: answers.append(args))
    with qtbot.waitSignal(session.botThinking, timeout=3000):
        session.submit(session.state.legal_actions(0)[0])
    generation = session.bots.generation
    assert session.undo() is True
    assert session.bots.generation == generation + 1
    qtbot.wait(700)  # the heavy bot answers after 0.2 s; its answer must not be played
    assert answers == [] and len(session.history) == 6 and session.state.pending() == (0,)


def test_late_bot_answer_after_shutdown_is_dropped(qtbot, make_session):
    session = make_session(chips_setup(["bot", "bot"], ["slow", "slow"]), autosave=False)
    with qtbot.waitSignal(session.botThinking, timeout=3000):
        session.start()
    session.shutdown()
    qtbot.wait(700)
    assert session.history == []


def test_undo_rule_names_each_reason():
    play = toy.PlayChip(0, 1)
    bot_play = toy.PlayChip(1, 2)
    drew = [toy.ChipPlayed(1, 2), toy.ChipDrawn(1)]
    assert undo_point([(play, []), (bot_play, drew)], [0], {}, False) == (None, undo_rule.BOT_DREW)
    assert undo_point([(play, []), (bot_play, [])], [0], {}, False) == (0, "")
    assert undo_point([(play, [])], [], {}, False) == (None, undo_rule.NO_PERSON)
    assert undo_point([(bot_play, [])], [0], {}, False) == (None, undo_rule.NOTHING_YET)
    assert undo_point([(play, [])], [0], {}, True) == (None, undo_rule.GAME_OVER)
    assert undo_point([(play, [])], [0], {"undo": False}, False) == (None, undo_rule.UNDO_OFF)
