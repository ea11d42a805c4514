"""Qwirkle's moment, made from a Table alone (no session, no widget): whose rack, which moves,
what the message area says and why the person waits."""

from __future__ import annotations

import tabletop_desktop.engine.qwirkle as qwirkle
from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.actions import Exchange, Pass, Place
from tabletop_desktop.session.table import Played, SeatFacts, TableFacts
from tabletop_desktop.views.common.table_model import Table
from tabletop_desktop.views.qwirkle import moment as m
from tabletop_desktop.views.qwirkle.moment import LayingRules, QwirkleMoment, qwirkle_moment

FREE = {"first_move": "free", "starter": 0}
NAMES = ("Ada", "Bo", "Cy")


def _table(state, kinds, played=()) -> Table:
    seats = tuple(SeatFacts(NAMES[i], None if k == "person" else "Casual", k == "person")
                  for i, k in enumerate(kinds))
    facts = TableFacts("qwirkle", seats, state.pending(), state.scores(), state.is_over(), (), "",
                       len(played), False, "Nothing to undo yet.", False, ())
    shown = facts.screen_seats or tuple(range(len(seats)))
    return Table(facts, {s: state.view_for(s) for s in shown}, tuple(played))


def _moment(state, kinds, played=()) -> QwirkleMoment:
    return qwirkle_moment(_table(state, kinds, played))


def _play(state, played: list[Played]) -> None:
    """The seat to move lays its best-scoring placement."""
    seat = state.pending()[0]
    view = state.view_for(seat)
    action = max((a for a in view.legal_actions() if isinstance(a, Place)),
                 key=lambda a: rules.score(view.board_dict, list(a.placements)))
    events = state.apply(action)
    played.append(Played(action, tuple(events), ""))


def test_the_person_to_move_gets_their_rack_their_moves_and_the_words():
    state = qwirkle.new_game(2, 5, FREE)
    moment = _moment(state, ("person", "bot"))
    view = state.view_for(0)
    assert moment.deciding == 0 and moment.seat == 0 and moment.my_turn
    assert moment.hand == tuple(view.hand)
    assert moment.status == "Your turn: place tiles in one line, then press Confirm (Enter)."
    assert moment.waiting == "" and moment.can_hint and moment.exchange_problem == ""
    assert set(moment.moves.values()) == set(view.legal_actions())
    assert moment.can_place and not moment.can_pass
    assert moment.tracker_caption == m.CAPTION_MINE and not moment.watching


def test_a_placement_is_legal_in_whatever_order_its_tiles_were_laid():
    state = qwirkle.new_game(2, 5, FREE)
    moment = _moment(state, ("person", "bot"))
    move = next(a for a in moment.moves.values() if isinstance(a, Place) and len(a.placements) > 1)
    assert moment.is_legal(Place(0, tuple(reversed(move.placements))))
    assert not moment.is_legal(Place(1, move.placements))  # not Bo's to play
    assert not moment.is_legal(Pass(0))  # the bag is full


def test_the_laying_rules_say_where_a_rack_tile_may_go_after_the_tiles_laid():
    state = qwirkle.new_game(2, 5, FREE)
    played: list[Played] = []
    _play(state, played)
    _play(state, played)
    moment = _moment(state, ("person", "bot"), played)
    laying = moment.laying
    board = rules.as_board(dict(moment.board))
    for tile in moment.hand:
        assert laying.open_cells([], tile, []) == rules.candidate_cells(board, [], tile)
    cell, tile = next((c, t) for t in moment.hand for c in sorted(laying.open_cells([], t, [])))
    assert laying.problem_at([], cell, tile, []) is None
    assert laying.points([(cell, tile)]) == rules.score(board, [(cell, tile)])
    assert laying.problem_at([], next(iter(laying.cells)), tile, []) is not None  # a taken cell


def test_while_a_bot_moves_the_person_waits_and_keeps_their_rack():
    state = qwirkle.new_game(2, 5, FREE)
    played: list[Played] = []
    _play(state, played)
    moment = _moment(state, ("person", "bot"), played)
    assert moment.deciding is None and moment.seat == 0 and moment.hand
    assert moment.waiting == "Waiting for Bo; you play next."
    assert moment.status == "Bo is thinking\u2026"
    assert not moment.can_hint and not moment.moves
    assert moment.exchange_problem == moment.waiting
    # Three at the table: the person does not play next.
    state3 = qwirkle.new_game(3, 5, FREE)
    played3: list[Played] = []
    _play(state3, played3)
    assert _moment(state3, ("person", "bot", "bot"), played3).waiting == "Waiting for Bo to move."


def test_other_seats_latest_moves_are_ringed_until_the_person_moves_again():
    state = qwirkle.new_game(3, 5, FREE)
    played: list[Played] = []
    for _ in range(3):
        _play(state, played)
    moment = _moment(state, ("person", "bot", "bot"), played)
    assert [seat for seat, _ in moment.recent] == [1, 2]
    assert dict(moment.recent)[2] == tuple(c for c, _ in played[2].action.placements)


def test_pass_and_play_hides_both_racks_while_a_bot_moves():
    state = qwirkle.new_game(3, 5, FREE)
    played: list[Played] = []
    _play(state, played)
    _play(state, played)  # Cy the bot to move
    moment = _moment(state, ("person", "person", "bot"), played)
    assert moment.seat is None and moment.rack_hidden and moment.hand == ()
    assert moment.tracker_caption == m.CAPTION_PEOPLE and moment.several
    on_turn = _moment(qwirkle.new_game(2, 5, FREE), ("person", "person"))
    assert on_turn.status.startswith("Ada, your turn")


def test_a_bots_only_table_is_watched():
    moment = _moment(qwirkle.new_game(2, 5, FREE), ("bot", "bot"))
    assert moment.watching and moment.seat is None and not moment.rack_hidden
    assert moment.tracker_caption == m.CAPTION_BOTS and moment.status == "Ada is thinking\u2026"
    assert sum(moment.unseen) == 108


def test_the_first_move_of_the_largest_group_is_said_and_allows_no_exchange():
    state = qwirkle.new_game(2, 5, {"first_move": "largest_group", "starter": 0})
    moment = _moment(state, ("person", "bot"))
    size = state.view_for(moment.deciding).first_move_size
    assert moment.first_move_size == size
    assert moment.status.endswith("There is no exchange on the first move.")
    assert moment.exchange_problem == m.NO_FIRST_EXCHANGE.format(tiles=m.tiles_words(size))
    assert not any(isinstance(a, Exchange) for a in moment.moves.values())


def test_the_laying_rules_know_the_first_moves_size():
    laying = LayingRules((), first_move_size=2)
    assert laying.problem([((0, 0), 0)]) is not None  # one tile where two are due
    assert laying.problem([((0, 0), 0), ((1, 0), 1)]) is None


def test_one_move_makes_one_moment_for_the_view(qtbot):
    from tests.views.qwirkle.helpers import click_button, make_table, play_by_clicks

    session, view = make_table(qtbot)
    made = view.model.moments_made
    move = next(a for a in view.moment.moves.values() if isinstance(a, Place))
    play_by_clicks(view, move.placements)
    assert view.model.moments_made == made  # laying tiles is the person's own business
    said: list[str] = []
    view.statusChanged.connect(said.append)
    click_button(view, view.buttons.confirm)
    assert view.model.moments_made == made + 1 and view.moment.deciding == 1
    assert said[-1].startswith("Bo, your turn")


def test_p_when_a_pass_is_not_allowed_says_why_and_plays_nothing(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.views.qwirkle.helpers import make_table

    session, view = make_table(qtbot)
    said: list[str] = []
    view.statusChanged.connect(said.append)
    view.board_view.setFocus()
    QTest.keyClick(view.board_view, Qt.Key.Key_P)
    assert session.history == [] and view.model.moments_made == 1
    assert said and said[-1] == session.check(Pass(0))
