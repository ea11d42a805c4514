"""Hints at the Qwixx table: asked through the table model (`ask_hint`: the session's hint runner
runs the engine's `advise` in the worker process), answered by `hintReady`. The advice's box is
ringed on the sheet (the engine says which box its action crosses), a skip makes Skip the button
to press, and the words stand in the message area until the choice is made."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tabletop_desktop.engine.core import Advice, Seat
from tabletop_desktop.engine.qwixx.actions import ColourChoice, WhiteChoice
from tabletop_desktop.engine.qwixx.legal import Box, box_of
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, text, translate
from tabletop_desktop.views.common.status_part import StatusPart
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.qwixx.moment import QwixxMoment

LOOKING = QT_TRANSLATE_NOOP("QwixxHint", "Looking for a good choice…")


class HintPart(QObject):
    """The hint for the deciding person: asked, shown, and cleared by the next choice."""

    shown = Signal()  # a hint arrived and is shown (boxes ringed, or Skip marked)
    asked = Signal()  # a hint is being looked for (the Hint button says so)

    def __init__(self, model: TableModel, status: StatusPart, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.status = status
        self.boxes: frozenset[Box] = frozenset()
        self.skip = False  # the hint says: skip (the Skip button is then the one to press)
        self.words = ""
        model.hintReady.connect(self._on_ready)

    @property
    def running(self) -> bool:
        seat = self.model.moment.deciding
        return seat is not None and self.model.asking_hint(seat)

    def ask(self, moment: QwixxMoment) -> None:
        if moment.seat is None or not moment.can_hint or self.running:
            return
        if self.model.ask_hint(moment.seat):
            self.status.say(translate("QwixxHint", LOOKING))
            self.asked.emit()

    def clear(self) -> None:
        self.boxes, self.skip, self.words = frozenset(), False, ""

    def _on_ready(self, seat: Seat, advice: Advice) -> None:
        moment = self.model.moment
        if not isinstance(moment, QwixxMoment) or moment.seat != seat or moment.view is None:
            return
        box = box_of(moment.view, advice.action)
        self.boxes = frozenset({box}) if box is not None else frozenset()
        action = advice.action
        self.skip = isinstance(action, WhiteChoice | ColourChoice) and action.row is None
        words = text(advice.words)
        if self.boxes:
            self.words = translate("QwixxHint", "Hint: {advice} Press Enter to cross the ringed box.") \
                .format(advice=words)
        elif self.skip:
            self.words = translate("QwixxHint", "Hint: {advice} Press Skip (S).").format(advice=words)
        else:
            self.words = translate("QwixxHint", "Hint: {advice}").format(advice=words)
        self.status.say(self.words)
        self.shown.emit()
