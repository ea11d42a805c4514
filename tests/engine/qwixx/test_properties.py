"""Properties over random legal play (hypothesis picks seeds, seat counts and options): crosses
only move right, a locked row never changes, the score always equals the table, every game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_desktop.engine.qwixx.api import new_game, score_sheet
from tabletop_desktop.engine.qwixx.sheet import MAX_PENALTIES, POINTS, ROWS, index_of, last_number
from tabletop_desktop.engine.qwixx.state import QwixxState

games = st.tuples(
    st.integers(1, 5),  # seats
    st.integers(0, 2**32),  # game seed
    st.integers(0, 2**16),  # play seed
    st.booleans(),  # lock for everyone
    st.booleans(),  # until all locked
    st.floats(0.0, 1.0),  # how keen the random players are to cross
)


def _random_action(state: QwixxState, seat: int, rng: random.Random, keen: float):
    actions = state.legal_actions(seat)
    crosses = [a for a in actions if getattr(a, "row", None) is not None]
    if crosses and rng.random() < keen:
        return rng.choice(crosses)
    return rng.choice(actions)


def _table_score(state: QwixxState, seat: int) -> int:
    sheet = state.sheets[seat]
    total = 0
    for row in ROWS:
        marks = sheet.row(row)
        total += POINTS[len(marks.crossed) + (1 if marks.lock else 0)]
    return total - 5 * sheet.penalties


def _check_step(before: QwixxState, after: QwixxState) -> None:
    for seat in range(after.seat_count):
        old, new = before.sheets[seat], after.sheets[seat]
        assert new.penalties in (old.penalties, old.penalties + 1)
        for row in ROWS:
            o, n = old.row(row), new.row(row)
            # Crosses only move right: the old crosses are kept, new ones lie to their right.
            assert n.crossed[: len(o.crossed)] == o.crossed
            idx = [index_of(row, x) for x in n.crossed]
            assert idx == sorted(set(idx))
            assert o.lock <= n.lock
            if row in before.locked:
                assert n == o  # a locked row never changes
        assert after.scores()[seat] == _table_score(after, seat)
        # The conformance scorer agrees, unless a lock cross came from the lock-for-everyone
        # option (plain crosses cannot say that).
        crosses = {row: list(new.row(row).crossed) for row in ROWS}
        bonus = any(new.row(r).lock and last_number(r) not in crosses[r] for r in ROWS)
        if not bonus:
            assert score_sheet(crosses, new.penalties) == after.scores()[seat]
    assert before.locked <= after.locked
    if after.dice is not None:
        assert not {r for r, _ in after.dice.colours} & after.locked


@settings(max_examples=60, deadline=None)
@given(games)
def test_random_legal_play_keeps_the_rules_and_ends(params):
    seats, seed, play_seed, everyone, until_all, keen = params
    options = {"lock_for_everyone": everyone, "until_all_locked": until_all}
    state = new_game(seats, seed, options)
    rng = random.Random(play_seed)
    steps = 0
    while not state.is_over():
        before = state.clone()
        chosen = [_random_action(state, seat, rng, keen) for seat in state.pending()]
        for action in chosen:
            state.apply(action)
        _check_step(before, state)
        steps += 1
        # Every turn the active seat crosses something or takes a penalty, so it must end.
        assert state.rolls <= seats * (4 * 11 + MAX_PENALTIES) + 1
    assert steps > 0 and state.pending() == () and state.legal_actions(0) == []
    over_by_penalty = any(s.penalties >= MAX_PENALTIES for s in state.sheets)
    need = 4 if until_all else 2
    assert over_by_penalty or len(state.locked) >= need
    if not until_all:
        assert len(state.locked) <= 3


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 2**16))
def test_no_view_depends_on_another_seats_secret_choice(seats, seed, play_seed):
    import pickle

    state = new_game(seats, seed, {})
    rng = random.Random(play_seed)
    checked = 0
    while not state.is_over() and state.rolls < 15:
        if state.phase == "white":
            for seat in state.pending():
                action = _random_action(state, seat, rng, 0.7)
                if len(state.pending()) > 1:
                    state.apply(action)
                    # Another choice in that seat's place: no other seat's view may change.
                    other = state.clone()
                    other.committed[seat] = None if action.row is not None else "red"
                    for viewer in range(seats):
                        if viewer != seat:
                            assert pickle.dumps(state.view_for(viewer)) == pickle.dumps(
                                other.view_for(viewer)
                            )
                            checked += 1
                else:
                    state.apply(action)
                    break
        else:
            state.apply(_random_action(state, state.pending()[0], rng, 0.7))
    assert checked > 0
