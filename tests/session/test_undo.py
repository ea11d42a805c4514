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


def play_pending_person(session):
    """The person whose turn it is plays their first chip (no bots at this table)."""
    seat = session.state.pending()[0]
    assert session.submit(session.state.legal_actions(seat)[0])


def test_with_two_people_a_move_that_drew_from_the_bag_cannot_be_taken_back(qtbot, make_session):
    session = make_session(chips_setup(["person", "person"]))
    session.start()
    play_pending_person(session)
    assert session.can_undo() == (False, undo_rule.YOU_DREW)
    assert session.undo_description() == undo_rule.YOU_DREW
    with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
        assert session.undo() is False
    assert blocker.args == [undo_rule.YOU_DREW] and len(session.history) == 1
    assert session.practice is False


def test_with_two_people_undo_waits_until_nothing_is_drawn_after_the_move(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot", "person"]))
    session.start()
    while session.state.bag:  # every play draws: nothing can be taken back yet
        play_pending_person(session)
        qtbot.waitUntil(lambda: session.state.pending()[0] != 1, timeout=5000)
        assert session.can_undo()[0] is False
    hand_before = sorted(session.state.hands[session.state.pending()[0]])
    moves, log_before, scores_before = len(session.history), list(session.log), session.state.scores()
    seat = session.state.pending()[0]
    play_pending_person(session)  # no draw now: it may be taken back
    assert session.can_undo() == (True, "")
    assert "practice" not in session.undo_description()
    with qtbot.waitSignal(session.reset, timeout=1000):
        assert session.undo() is True
    assert len(session.history) == moves and session.log == log_before
    assert sorted(session.state.hands[seat]) == hand_before
    assert session.state.scores() == scores_before and session.state.pending() == (seat,)
    assert session.practice is False  # nothing was seen that the other person did not


def test_alone_with_a_bot_the_last_move_is_undone_even_after_draws(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    start_hand, start_snapshot = list(session.state.hands[0]), session.state.snapshot()
    person_turn(qtbot, session)  # Ada plays and draws; the bot answers and draws
    chip, drawn = session.history[0][0].chip, session.state.hands[0][-1]
    assert len(session.history) == 2 and session.state.bag
    assert session.can_undo() == (True, "")
    tip = session.undo_description()
    assert tip.startswith(f"Undo your last move (Ada: played a {chip}) and the bots' moves after it.")
    assert "this game then becomes a practice game" in tip
    practice = []
    session.practiceChanged.connect(practice.append)
    with qtbot.waitSignal(session.reset, timeout=1000):
        assert session.undo() is True
    assert session.history == [] and session.state.hands[0] == start_hand
    assert session.state.snapshot() == start_snapshot and session.state.pending() == (0,)
    assert session.practice is True and practice == [True]
    assert session.flush_autosave()
    saved, warnings = read_autosave()
    assert warnings == [] and saved.practice is True and saved.record.actions == []
    assert make_session(saved.setup, record=saved.record, practice=saved.practice).practice
    # The same play draws the same chip again: the record replays from its seed (undo is no
    # way to fish for better luck).
    assert session.submit(toy.PlayChip(0, chip))
    assert session.state.hands[0][-1] == drawn
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=5000)


def test_a_practice_game_says_so_in_its_record(qtbot, make_session):
    from tabletop_desktop.storage.records import load_records

    session = make_session(chips_setup(["person", "bot"]))
    session.start()
    person_turn(qtbot, session)
    assert session.undo()
    while not session.state.is_over():
        person_turn(qtbot, session)
    assert session.flush_autosave()
    records, warnings = load_records("chips")
    assert warnings == [] and [r.summary.practice for r in records] == [True]


def test_a_strict_undo_alone_with_a_bot_does_not_make_practice(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]), autosave=False)
    session.start()
    for _ in range(3):  # six chips are drawn: the bag is empty afterwards
        person_turn(qtbot, session)
    assert session.state.bag == []
    person_turn(qtbot, session)
    assert "practice" not in session.undo_description()
    assert session.undo() and session.practice is False


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


# --- the real games ------------------------------------------------------------------------------
def real_setup(game_id, kinds, levels, options=None, seed=11):
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup

    seats = [SeatSetup(("Ada", "Bo", "Cy")[i], k, lv)
             for i, (k, lv) in enumerate(zip(kinds, levels, strict=True))]
    return GameSetup(game_id, seats, dict(options or {}), seed)


def test_qwirkle_alone_with_a_bot_undoes_a_move_that_drew_tiles(qtbot, make_session):
    from tabletop_desktop.engine.qwirkle.actions import Place

    session = make_session(real_setup("qwirkle", ["person", "bot"], [None, "casual"],
                                      {"first_move": "free", "starter": 0}), autosave=False)
    session.start()
    hand = list(session.state.hands[0])
    move = max((a for a in session.state.legal_actions(0) if isinstance(a, Place)),
               key=lambda a: len(a.placements))
    assert session.submit(move)  # Ada lays tiles and draws from the bag
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=5000)  # the bot answered
    assert len(session.history) == 2 and session.can_undo() == (True, "")
    assert "practice game" in session.undo_description()
    assert session.undo()
    assert session.history == [] and session.state.hands[0] == hand and session.practice
    assert session.state.board.is_empty()


def test_qwirkle_undo_stays_off_when_the_option_is_off_even_alone(qtbot, make_session):
    session = make_session(real_setup("qwirkle", ["person", "bot"], [None, "casual"],
                                      {"first_move": "free", "starter": 0, "undo": False}),
                           autosave=False)
    session.start()
    assert session.submit(session.state.legal_actions(0)[0])
    assert session.can_undo() == (False, undo_rule.UNDO_OFF)


def test_qwirkle_with_two_people_keeps_the_strict_rule(qtbot, make_session):
    session = make_session(real_setup("qwirkle", ["person", "person"], [None, None],
                                      {"first_move": "free", "starter": 0}), autosave=False)
    session.start()
    assert session.submit(session.state.legal_actions(0)[0])  # any first move draws
    assert session.can_undo() == (False, undo_rule.YOU_DREW)
    with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
        assert session.undo() is False
    assert blocker.args == [undo_rule.YOU_DREW] and len(session.history) == 1


def _qwixx_cross(session, seat, white):
    """A legal WhiteChoice / ColourChoice that crosses something, else the first legal one."""
    from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice

    kind = WhiteChoice if white else ColourChoice
    legal = [a for a in session.state.legal_actions(seat) if isinstance(a, kind)]
    return next((a for a in legal if a.row is not None), legal[0])


def test_qwixx_solo_undoes_a_white_sum_cross_and_a_colour_cross_after_the_next_roll(
        qtbot, make_session):
    from tabletop_desktop.engine.qwixx.actions import Roll

    session = make_session(real_setup("qwixx", ["person"], [None]), autosave=False)
    session.start()
    assert session.submit(Roll(0))
    assert session.can_undo() == (False, undo_rule.NOTHING_YET)  # a roll is no choice
    white = _qwixx_cross(session, 0, white=True)
    assert white.row is not None and session.submit(white)  # the white sum is crossed
    assert session.can_undo() == (True, "")  # solo: nobody else's choice was secret
    assert session.undo_description().startswith("Undo your last move (")
    assert "bots" not in session.undo_description() and "practice" not in session.undo_description()
    assert session.undo() and session.state.phase == "white" and not session.practice
    assert session.submit(white)
    colour = _qwixx_cross(session, 0, white=False)
    assert session.submit(colour) and session.submit(Roll(0))  # the next roll is out
    assert session.can_undo() == (True, "")
    assert "practice game" in session.undo_description()
    dice = session.state.dice
    assert session.undo()
    assert session.state.phase == "colour" and len(session.history) == 2 and session.practice
    assert session.submit(colour) and session.submit(Roll(0))
    assert session.state.dice == dice  # the same dice come up again: no fishing for luck


def test_qwixx_with_bots_undoes_a_colour_cross_after_the_bots_rolled(qtbot, make_session):
    from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll

    session = make_session(real_setup("qwixx", ["person", "bot"], [None, "casual"]),
                           autosave=False)
    session.start()
    assert session.submit(Roll(0))
    assert session.submit(_qwixx_cross(session, 0, white=True))
    qtbot.waitUntil(lambda: session.state.phase == "colour", timeout=5000)
    sheet = session.state.sheets[0]
    assert session.submit(_qwixx_cross(session, 0, white=False))
    # Bo rolls and everyone chooses again: Ada's colour choice is still hers to take back.
    qtbot.waitUntil(lambda: session.state.rolls == 2 and 0 in session.state.pending(),
                    timeout=5000)
    assert session.can_undo() == (True, "")
    assert session.undo()
    assert session.state.phase == "colour" and session.state.sheets[0] == sheet
    assert not any(isinstance(a, ColourChoice) for a, _ in session.history)
    assert session.practice


def test_qwixx_with_two_people_keeps_the_strict_rule(qtbot, make_session):
    from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice

    session = make_session(real_setup("qwixx", ["person", "person"], [None, None]),
                           autosave=False)
    session.start()
    assert session.submit(Roll(0))
    assert session.submit(WhiteChoice(0, None)) and session.submit(WhiteChoice(1, None))
    allowed, reason = session.can_undo()
    assert not allowed and reason.startswith("Your choice revealed everyone's white-sum choices")
    assert session.submit(ColourChoice(0, None)) and session.submit(Roll(1))
    assert session.can_undo() == (False, "You rolled the dice, so it can't be undone: a choice "
                                  "can be undone until the next roll.")  # Bo rolled


def test_quiddler_alone_with_a_bot_undoes_a_discard_after_the_bot_drew(qtbot, make_session):
    from tabletop_desktop.engine.quiddler.actions import Discard, Draw

    session = make_session(real_setup("quiddler", ["person", "bot"], [None, "easy"],
                                      {"word_list": "common"}), autosave=False)
    session.start()
    qtbot.waitUntil(lambda: session.state.pending() == (0,), timeout=10000)
    moves = len(session.history)
    assert session.submit(Draw(0, "pile"))
    hand = session.view_for(0).hand
    assert session.submit(Discard(0, hand[-1]))
    qtbot.waitUntil(lambda: len(session.history) >= moves + 4 or session.state.is_over(),
                    timeout=10000)
    assert session.can_undo() == (True, "") and "practice game" in session.undo_description()
    assert session.undo()
    assert len(session.history) == moves + 1 and session.view_for(0).hand == hand
    assert session.practice
