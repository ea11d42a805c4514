"""Malformed actions reach `GameSession.submit` only through a bug, but they must never crash the
window: every one is refused with a reason, and the game stays exactly as it was."""

from __future__ import annotations

import dataclasses
import importlib

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut
from tabletop_desktop.session.game_session import NO_SUCH_SEAT, GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup

OPTIONS = {"quiddler": {"word_list": "common"}, "qwirkle": {}, "qwixx": {}}

# Values of every type a field could wrongly get, with a few the games do use ("pile", "qu",
# "red", small whole numbers), so some actions get past the first checks.
PLAIN = (st.none() | st.booleans() | st.integers(-2, 8) | st.integers()
         | st.floats(allow_nan=True) | st.text(max_size=3)
         | st.sampled_from(["0", "1", "pile", "discard", "a", "qu", "red", "blue", ""]))
JUNK = st.recursive(
    PLAIN,
    lambda inner: (st.lists(inner, max_size=3) | st.lists(inner, max_size=3).map(tuple)
                   | st.dictionaries(st.text(max_size=2), inner, max_size=2)),
    max_leaves=8,
)


def _action_classes(game_id: str) -> list[type[Action]]:
    module = importlib.import_module(f"tabletop_desktop.engine.{game_id}.actions")
    return sorted((value for value in vars(module).values()
                   if isinstance(value, type) and issubclass(value, Action) and value is not Action
                   and value.__module__ == module.__name__), key=lambda cls: cls.__name__)


def _session(game_id: str, moves: int = 0) -> GameSession:
    seats = [SeatSetup(name, "person", None) for name in ("Ada", "Bo", "Cy")]
    session = GameSession(GameSetup(game_id, seats, dict(OPTIONS[game_id]), 11), autosave=False)
    for _ in range(moves):  # a few ordinary moves, so the property also runs mid-turn
        seat = session.state.pending()[0]
        assert session.submit(session.state.legal_actions(seat)[0])
    return session


def _fingerprint(session: GameSession) -> tuple:
    state = session.state
    views = tuple(state.view_for(seat) for seat in range(state.seat_count))
    return state.snapshot(), views, len(session.history), tuple(session.log)


@st.composite
def _actions(draw, classes: list[type[Action]]) -> Action:
    cls = draw(st.sampled_from(classes))
    values = {}
    for field in dataclasses.fields(cls):
        values[field.name] = draw(st.integers(0, 2) | JUNK) if field.name == "seat" else draw(JUNK)
    return cls(**values)


@pytest.mark.parametrize("moves", [0, 1])
@pytest.mark.parametrize("game_id", ["quiddler", "qwirkle", "qwixx"])
def test_random_field_values_are_refused_with_a_reason_and_change_nothing(qtbot, game_id, moves):
    session = _session(game_id, moves)
    refused: list[str] = []
    session.refused.connect(refused.append)

    # This game's actions, and other games' too (as from a view wired to the wrong game).
    others = [cls for other in OPTIONS if other != game_id for cls in _action_classes(other)]
    ours = _action_classes(game_id)

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(action=_actions(ours) | _actions(others))
    def refused_and_unchanged(action: Action) -> None:
        reason = session.check(action)
        assume(reason is not None)  # a well-formed legal move may come up now and then
        before = _fingerprint(session)
        count = len(refused)
        assert session.submit(action) is False
        assert refused[count:] == [reason] and reason.strip()
        assert _fingerprint(session) == before

    try:
        refused_and_unchanged()
    finally:
        session.shutdown()


@pytest.mark.parametrize("seat", [None, "0", True, 0.0, 3, -1])
def test_a_seat_that_is_not_a_seat_at_the_table_is_refused(qtbot, seat):
    session = _session("quiddler")
    with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
        assert session.submit(Draw(seat, "pile")) is False
    assert blocker.args == [NO_SUCH_SEAT]
    assert session.history == [] and session.note_hint(seat) is False
    session.shutdown()


def test_a_quiddler_discard_that_is_not_a_card_is_refused(qtbot):
    session = _session("quiddler", moves=1)  # the first player has drawn: discard or go out next
    seat = session.state.pending()[0]
    hand = session.state.hands[seat]
    before = _fingerprint(session)
    for action in (GoOut(seat, (), ["a"]), GoOut(seat, ((hand[0], hand[1]),), 5),
                   Discard(seat, ["a"]), Discard(seat, {"a": 1}), Discard(seat, 5)):
        with qtbot.waitSignal(session.refused, timeout=1000) as blocker:
            assert session.submit(action) is False
        assert blocker.args[0].strip()
    assert _fingerprint(session) == before
    session.shutdown()
