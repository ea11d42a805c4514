"""The status part every game view shares: it says what the moment says in the game screen's
message area, once per change of its text, and lets the view say something now (a refusal and
why, a hint) until the next moment."""

from __future__ import annotations

from PySide6.QtCore import QObject, SignalInstance

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, fill, translate
from tabletop_desktop.session.table import TableFacts

WATCHING = QT_TRANSLATE_NOOP("StatusPart", "Watching the bots play. {status}")


def watching(status: str) -> str:
    """The moment's words while only bots play: "Watching the bots play. Bo is thinking…"."""
    return fill(translate("StatusPart", WATCHING), {"status": status}).strip()


class StatusPart(QObject):
    """Owns the words of the message area for one game view (`GameView.statusChanged`)."""

    def __init__(self, status_changed: SignalInstance, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._emit = status_changed
        self.text = ""
        self.said = ""  # something said now, standing until the next moment

    def show(self, status: str, facts: TableFacts) -> None:
        """The moment's words (prefixed when only bots play); a new moment clears what was said."""
        self.said = ""
        if not facts.screen_seats and not facts.over:
            status = watching(status)
        self._set(status)

    def say(self, message: str) -> None:
        """Tell the person something now (why a move was refused, a hint)."""
        self.said = message
        self._set(message, always=True)

    def _set(self, text: str, always: bool = False) -> None:
        if text != self.text or always:
            self.text = text
            self._emit.emit(text)
