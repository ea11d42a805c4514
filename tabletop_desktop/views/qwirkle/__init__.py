"""Qwirkle's view: the table of tiles, the person's rack, and the end-of-game summary."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_game_view(session, settings, parent: QWidget | None = None):
    """Build the Qwirkle view for a session (see views/common/game_view.py)."""
    from tabletop_desktop.views.qwirkle.game_view import QwirkleGameView

    return QwirkleGameView(session, settings, parent)
