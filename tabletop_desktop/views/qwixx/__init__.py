"""Qwixx's view: the score sheets and the dice on the table, and the end-of-game summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from tabletop_desktop.session.table import TableSession
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.views.qwixx.game_view import QwixxGameView


def create_game_view(session: TableSession, settings: Settings | None,
                     parent: QWidget | None = None) -> QwixxGameView:
    """Build the Qwixx view for a session (see views/common/game_view.py)."""
    from tabletop_desktop.views.qwixx.game_view import QwixxGameView

    return QwixxGameView(session, settings, parent)
