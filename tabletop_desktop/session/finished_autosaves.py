"""Autosaves that hold a finished game (the app was killed after the last move, before the record
was written): they are recorded now, like any finished game, and cleared, so the home screen never
offers a game that is over."""

from __future__ import annotations

import logging

from tabletop_desktop.engine.message import translate
from tabletop_desktop.engine.registry import game
from tabletop_desktop.i18n import text
from tabletop_desktop.storage.autosaves import clear_autosave, game_lock
from tabletop_desktop.storage.records import record_finished_game
from tabletop_desktop.storage.saves import SavedGame

log = logging.getLogger(__name__)


def record_finished_autosaves(games: list[SavedGame]) -> list[str]:
    """Record each finished game and clear its autosave; a sentence for each one that could not
    be recorded (its autosave stays, and the next start tries again)."""
    from tabletop_desktop.session.game_session import GameSession

    problems = []
    for saved in games:
        lock = game_lock(saved.autosave_id)
        if not lock.acquire():
            continue  # another window plays it, and records it itself
        session = None
        try:
            session = GameSession(saved.setup, saved.record, autosave=False,
                                  created=saved.created, hints=saved.hints_used(),
                                  autosave_id=saved.autosave_id)
            record_finished_game(saved, session.summary())
            clear_autosave(saved.autosave_id)
            log.info("Recorded the finished game left in autosave %s", saved.autosave_id)
        except Exception as exc:  # noqa: BLE001 - one odd game must not stop the home screen
            log.warning("Finished autosave %s not recorded", saved.autosave_id, exc_info=True)
            reason = getattr(exc, "strerror", None) or exc
            problems.append(text(translate(
                "GameSession", "A finished game of {game} could not be recorded ({reason}); its "
                "autosave is kept and the next start tries again.",
                game=game(saved.setup.game_id).name, reason=str(reason))))
        finally:
            if session is not None:
                session.shutdown()
                session.deleteLater()
            lock.release()
    return problems
