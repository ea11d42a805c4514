"""Qwixx's view: the score sheets and the dice on the table, and the end-of-game summary."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_game_view(session, settings, parent: QWidget | None = None):
    """Build the Qwixx view for a session (see views/common/game_view.py)."""
    from tabletop_desktop.views.qwixx.game_view import QwixxGameView

    return QwixxGameView(session, settings, parent)
