"""Quiddler's view: card fans on a table, word rows, the word check, round summaries and the
score sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def create_game_view(session, settings, parent: QWidget | None = None):  # noqa: ANN001, ANN201
    """Build the Quiddler view for a session (see views/common/game_view.py)."""
    from tabletop_desktop.views.quiddler.game_view import QuiddlerGameView

    return QuiddlerGameView(session, settings, parent)
