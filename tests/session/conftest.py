"""Helpers for session tests: toy-game set-ups and sessions that play at full speed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

import tests.support.toy_game  # noqa: F401 - registers the toy game "chips"
from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup

NAMES = ("Ada", "Bo", "Cy", "Di")


def chips_setup(kinds: Sequence[str], levels: Sequence[str | None] | None = None,
                seed: int = 7, options: dict[str, Any] | None = None) -> GameSetup:
    """A Chips table: `kinds` like ("person", "bot"); bots default to the light level "first"."""
    levels = levels or [None if k == "person" else "first" for k in kinds]
    seats = [SeatSetup(NAMES[i], kind, level) for i, (kind, level) in enumerate(zip(kinds, levels, strict=True))]
    return GameSetup("chips", seats, dict(options or {}), seed)


@pytest.fixture
def make_session(qtbot) -> Callable[..., GameSession]:
    """Build sessions with no pause between bot moves; each is shut down after the test."""
    sessions: list[GameSession] = []

    def make(setup: GameSetup, **kwargs: Any) -> GameSession:
        session = GameSession(setup, **kwargs)
        session.pause_scale = 0.0
        sessions.append(session)
        return session

    yield make
    for session in sessions:
        session.shutdown()
