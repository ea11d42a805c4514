"""Qwirkle's view: the table of tiles, the person's rack, and the end-of-game summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from tabletop_desktop.session.table import TableSession
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.views.qwirkle.game_view import QwirkleGameView


def create_game_view(session: TableSession, settings: Settings | None,
                     parent: QWidget | None = None) -> QwirkleGameView:
    """Build the Qwirkle view for a session (see views/common/game_view.py)."""
    from tabletop_desktop.views.qwirkle.game_view import QwirkleGameView

    return QwirkleGameView(session, settings, parent)
