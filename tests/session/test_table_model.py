"""The per-seat table model: one moment per change of the table, facts that say only what every
seat may know, and hints asked through the session and answered by its hint runner."""

from __future__ import annotations

from tabletop_desktop.engine.core import Advice
from tabletop_desktop.session.table import TableChange
from tabletop_desktop.views.common.table_model import Moment, Table, TableModel
from tabletop_desktop.views.common.waiting import wait_reason
from tests.session.conftest import chips_setup
from tests.support.toy_game import PlayChip


def chips_moment(table: Table) -> Moment:
    seat = table.deciding_person()
    view = table.view(seat)
    moves = {chip: PlayChip(seat, chip) for chip in view.hand} if seat is not None else {}
    return Moment(seat, "Play a chip." if seat is not None else wait_reason(table.facts),
                  waiting=wait_reason(table.facts), moves=moves, over=table.facts.over,
                  can_undo=table.facts.can_undo, undo_words=table.facts.undo_words,
                  can_hint=seat is not None)


def test_one_moment_per_move_and_per_undo(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"], options={"undo": True}))
    model = TableModel(session, chips_moment)
    seen: list[tuple[TableChange, Moment]] = []
    model.changed.connect(lambda change, moment: seen.append((change, moment)))
    session.start()
    assert model.moment.deciding == 0 and model.moment.waiting == ""
    made = model.moments_made
    assert session.submit(session.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: model.facts.pending == (0,) or model.facts.over, timeout=5000)
    # The person's move and the bot's answer: two changes, two moments, nothing in between.
    assert [change.kind for change, _ in seen] == ["played", "played"]
    assert model.moments_made == made + 2
    assert seen[0][1].deciding is None and seen[0][1].waiting == "Waiting for Bo to play."
    assert seen[0][0].played is not None and seen[0][0].played.line
    assert model.facts.can_undo
    assert session.undo()
    assert seen[-1][0].kind == "reset" and model.moments_made == made + 3
    assert model.moment.deciding == 0 and not model.facts.can_undo


def test_facts_name_the_seats_without_a_state(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    facts = session.facts()
    assert facts.names == ["Ada", "Bo"] and facts.screen_seats == (0,)
    assert facts.seats[1].is_bot and facts.seats[1].bot_level and not facts.seats[0].is_bot
    assert not facts.over and facts.winners == () and facts.end_reason == ""


def test_a_hint_is_asked_through_the_session_and_counted_when_it_arrives(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    model = TableModel(session, chips_moment)
    session.start()
    with qtbot.waitSignal(model.hintReady, timeout=20000) as blocker:
        assert model.ask_hint(0)
        assert model.asking_hint(0) and not model.ask_hint(0)  # one at a time
    seat, advice = blocker.args
    assert seat == 0 and isinstance(advice, Advice) and advice.action is not None
    assert advice.words.startswith("Play the ")
    assert session.hints_used()[0] == 1 and not model.asking_hint(0)
    assert session.submit(advice.action)


def test_a_hint_for_a_bot_or_out_of_turn_is_refused_with_the_reason(qtbot, make_session):
    session = make_session(chips_setup(["person", "bot"]))
    refusals: list[str] = []
    session.refused.connect(refusals.append)
    assert not session.ask_hint(1)
    assert not session.ask_hint(9)
    assert refusals and "person at this screen" in refusals[0]
    assert session.hints_used() == [0, 0]


def test_advice_for_a_position_that_has_gone_is_dropped(qtbot, make_session):
    session = make_session(chips_setup(["person", "person"]))
    session.start()
    answers: list[object] = []
    session.hintReady.connect(lambda seat, advice: answers.append(advice))
    assert session.ask_hint(0)
    session.submit(session.state.legal_actions(0)[0])  # the position moves on at once
    qtbot.wait(1500)
    assert answers == [] and session.hints_used() == [0, 0]
