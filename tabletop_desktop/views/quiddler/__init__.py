"""Quiddler's view: card fans on a table, word rows, the word check, round summaries and the
score sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from tabletop_desktop.session.table import TableSession
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.views.quiddler.game_view import QuiddlerGameView


def create_game_view(session: TableSession, settings: Settings | None,
                     parent: QWidget | None = None) -> QuiddlerGameView:
    """Build the Quiddler view for a session (see views/common/game_view.py)."""
    from tabletop_desktop.views.quiddler.game_view import QuiddlerGameView

    return QuiddlerGameView(session, settings, parent)
