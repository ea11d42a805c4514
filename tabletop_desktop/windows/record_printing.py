"""Printing the score summary of a game finished earlier, from its stored record.

The printed summaries are painted by each game's view from its session (`GameView.print_summary`,
the same call the end-of-game dialog's Print button makes). So a stored game is replayed into a
session that never plays on (no autosave, bots never started), its game's view is built off
screen, and the print preview or PDF export paints from it exactly as at the end of the game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from tabletop_desktop.i18n import text, translate
from tabletop_desktop.storage.records import FinishedGame
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.game_view import GameView, create_game_view
from tabletop_desktop.windows.shown import said

log = logging.getLogger(__name__)

ViewFactory = Callable[[str, object, object, QWidget | None], GameView]


class CannotReprint(Exception):
    """Why a stored game's summary cannot be printed, as a sentence for the person."""


def reprint_problem(finished: FinishedGame) -> str:
    """Why this record cannot be printed, known without replaying it ("" when it may be)."""
    if finished.setup is None:
        return translate("RecordPrinting", "Its summary cannot be printed: {reason}.").format(
            reason=said(finished.setup_problem))
    return ""


class RecordedTable:
    """A finished game rebuilt from its record, with its game's view, for printing only."""

    def __init__(self, finished: FinishedGame, settings: Settings | None = None,
                 view_factory: ViewFactory = create_game_view) -> None:
        from tabletop_desktop.session.game_session import GameSession

        problem = reprint_problem(finished)
        if problem:
            raise CannotReprint(problem)
        assert finished.setup is not None
        hints = [seat.hints for seat in finished.summary.seats]
        try:
            self.session = GameSession(finished.setup, finished.record, settings, autosave=False,
                                       hints=hints)
        except (ValueError, KeyError, LookupError) as exc:
            raise CannotReprint(translate("RecordPrinting", "Its summary cannot be printed: its moves "
                                          "cannot be replayed by this version ({error}).").format(
                                              error=said(getattr(exc, "message", None) or exc))
                                ) from None
        if not self.session.state.is_over():
            self.close()
            raise CannotReprint(translate("RecordPrinting", "Its summary cannot be printed: its moves "
                                          "no longer reach the end of the game in this version."))
        # The view is never shown: it only paints the summary.
        self.holder = QWidget()
        self.holder.setObjectName("reprintHolder")
        try:
            self.view = view_factory(finished.game_id, self.session, settings or Settings(),
                                     self.holder)
        except Exception as exc:  # noqa: BLE001 - a broken view must not take the app down
            log.exception("The view of %s could not be built for printing", finished.game_id)
            self.close()
            raise CannotReprint(translate("RecordPrinting", "Its summary cannot be printed: "
                                          "{error}").format(error=exc)) from None

    def close(self) -> None:
        """Stop everything the rebuilt game holds (its bots never ran, but own threads)."""
        view = getattr(self, "view", None)
        if view is not None:
            view.shutdown()
        self.session.shutdown()
        self.session.deleteLater()
        holder = getattr(self, "holder", None)
        if holder is not None:
            holder.deleteLater()


def export_record_pdf(finished: FinishedGame, path: Path | str,
                      settings: Settings | None = None,
                      view_factory: ViewFactory = create_game_view) -> Path:
    """Write a stored game's summary as PDF; raises CannotReprint or OSError."""
    from tabletop_desktop.windows.printing import export_pdf

    table = RecordedTable(finished, settings, view_factory)
    try:
        return export_pdf(table.view, path,
                          translate("MainWindow", "{game} summary", "a document's title").format(
                              game=text(table.session.info.name)))
    finally:
        table.close()


def open_record_preview(finished: FinishedGame, parent: QWidget | None,
                        settings: Settings | None = None,
                        view_factory: ViewFactory = create_game_view):
    """Open (without blocking) the print preview of a stored game's summary and return it; the
    rebuilt game lives as long as the preview. Raises CannotReprint."""
    from tabletop_desktop.windows.printing import preview_dialog

    table = RecordedTable(finished, settings, view_factory)
    preview = preview_dialog(table.view, parent)
    preview.finished.connect(lambda *_: table.close())
    preview.finished.connect(preview.deleteLater)
    preview.recorded_table = table  # kept alive with the preview
    preview.open()
    return preview
