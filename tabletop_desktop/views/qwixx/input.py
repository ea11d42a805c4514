"""The person's input at the Qwixx table: a box clicked or picked by key, Roll, Skip, Undo and
Hint; and, when a box can't be crossed, the reason in words with what can be done instead.

Keys: 1-4 pick a row's highlighted box (red, yellow, green, blue; again for the row's other box),
the arrows move between highlighted boxes (left and right along them all, up and down between
rows), Enter crosses the picked box, S skips, R or Space rolls, H asks for a hint, Esc lets go of
the picked box. The picked box shows its cross and the boxes it would skip, as the pointer does.

Everything it submits is an action the moment named (`moment.moves`, `roll`, `skip`); it never
asks the engine what is legal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwixx.legal import Box
from tabletop_desktop.engine.qwixx.sheet import ROWS, index_of
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.session.table import TableSession
from tabletop_desktop.views.common.status_part import StatusPart
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.qwixx.controls import busy_words
from tabletop_desktop.views.qwixx.drawing import Pointer
from tabletop_desktop.views.qwixx.hint import HintPart
from tabletop_desktop.views.qwixx.moment import QwixxMoment, refusal
from tabletop_desktop.views.qwixx.words import row_name

# The keys and what they do, in English; shown translated (context "QwixxKeys", see `qwixx_keys`).
QWIXX_KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("QwixxKeys", "R or Space"),
     QT_TRANSLATE_NOOP("QwixxKeys", "Roll the dice (on your roll)")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "1, 2, 3, 4"),
     QT_TRANSLATE_NOOP("QwixxKeys", "Pick the highlighted box in the red, yellow, green or blue row "
                                    "(again: its other box)")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "Left / Right"),
     QT_TRANSLATE_NOOP("QwixxKeys", "Move between the highlighted boxes")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "Up / Down"),
     QT_TRANSLATE_NOOP("QwixxKeys", "Move to the row above or below")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "Enter"), QT_TRANSLATE_NOOP("QwixxKeys", "Cross the picked box")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "S"), QT_TRANSLATE_NOOP("QwixxKeys", "Skip: cross nothing this time")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "Esc"), QT_TRANSLATE_NOOP("QwixxKeys", "Let go of the picked box")),
    (QT_TRANSLATE_NOOP("QwixxKeys", "H"), QT_TRANSLATE_NOOP("QwixxKeys", "Hint: a suggested choice")),
)


def qwixx_keys() -> list[tuple[str, str]]:
    """Qwixx's keys and what they do, in the person's language."""
    return [(translate("QwixxKeys", key), translate("QwixxKeys", what)) for key, what in QWIXX_KEYS]

_ROW_KEYS = {Qt.Key.Key_1: "red", Qt.Key.Key_2: "yellow", Qt.Key.Key_3: "green", Qt.Key.Key_4: "blue"}


def in_order(boxes: frozenset[Box]) -> list[Box]:
    """Highlighted boxes top row first, left to right."""
    return sorted(boxes, key=lambda b: (ROWS.index(b[0]), index_of(*b)))


class QwixxInput:
    """Turns clicks, keys and the bar's buttons into the moment's actions, submitted to the
    session; keeps the pointer (the box under the mouse, the box the keys picked)."""

    def __init__(self, session: TableSession, model: TableModel, status: StatusPart,
                 hints: HintPart, busy: Callable[[], bool],
                 pointer_moved: Callable[[Pointer], None]) -> None:
        self.session = session
        self.model = model
        self.status = status
        self.hints = hints
        self._busy = busy
        self._pointer_moved = pointer_moved
        self.hover: Box | None = None
        self.cursor: Box | None = None

    @property
    def moment(self) -> QwixxMoment:
        moment = self.model.moment
        assert isinstance(moment, QwixxMoment)
        return moment

    def my_turn(self) -> bool:
        """True when the person whose sheet is large must decide now and the table is still."""
        return self.moment.seat is not None and not self._busy()

    def wait_reason(self) -> str:
        if self.moment.over:
            return self.moment.waiting
        if self._busy():
            return busy_words()
        return self.moment.waiting or translate("QwixxInput", "Wait for your turn.")

    # --- the pointer ---------------------------------------------------------------------------
    def pointer(self) -> Pointer:
        return Pointer(self.hover, self.cursor, self.hints.boxes)

    def on_hover(self, box: Box | None) -> None:
        if box != self.hover:
            self.hover = box
            self._pointer_moved(self.pointer())

    def set_cursor(self, box: Box | None) -> None:
        if box != self.cursor:
            self.cursor = box
            self._pointer_moved(self.pointer())

    def let_go(self) -> None:
        """A new moment: the old boxes mean nothing now."""
        self.hover = None
        self.cursor = None

    # --- choices -------------------------------------------------------------------------------
    def cross_box(self, box: Box) -> None:
        """Cross `box` on the deciding person's sheet (a click or Enter), or say why not."""
        if not self.my_turn():
            self.status.say(self.wait_reason())
            return
        action = self.moment.moves.get(tuple(box))  # type: ignore[call-overload]
        if action is None:
            self.status.say(refusal(self.moment, (box[0], box[1])))
            return
        self._submit(action)

    def roll(self) -> None:
        m = self.moment
        if not self.my_turn() or m.roll is None:
            self.status.say(translate("QwixxInput", "It is not your roll.") if self.my_turn()
                            else self.wait_reason())
            return
        self._submit(m.roll)

    def skip(self) -> None:
        m = self.moment
        if not self.my_turn() or m.skip is None:
            self.status.say(translate("QwixxInput", "There is nothing to skip now.") if self.my_turn()
                            else self.wait_reason())
            return
        self._submit(m.skip)

    def take_back(self) -> None:
        if not self.moment.can_undo:
            self.status.say(self.moment.undo_words)
            return
        self.session.undo()

    def hint(self) -> None:
        if self.my_turn():
            self.hints.ask(self.moment)

    def _submit(self, action: Action) -> None:
        self.let_go()
        self.hints.clear()
        self.session.submit(action)  # a refusal is said by the session's `refused`

    # --- keys ----------------------------------------------------------------------------------
    def _legal_boxes(self) -> list[Box]:
        return in_order(self.moment.legal) if self.my_turn() else []

    def pick_row(self, row: str) -> None:
        boxes = [b for b in self._legal_boxes() if b[0] == row]
        if not boxes:
            if self.moment.seat is not None and self.moment.phase in ("white", "colour"):
                self.status.say(translate("QwixxInput", "Nothing can be crossed in the {row} row now.")
                                .format(row=row_name(row)))
            return
        if self.cursor in boxes:
            self.set_cursor(boxes[(boxes.index(self.cursor) + 1) % len(boxes)])
        else:
            self.set_cursor(boxes[0])

    def move_cursor(self, step: int) -> None:
        boxes = self._legal_boxes()
        if not boxes:
            return
        if self.cursor not in boxes:
            self.set_cursor(boxes[0] if step > 0 else boxes[-1])
            return
        self.set_cursor(boxes[(boxes.index(self.cursor) + step) % len(boxes)])

    def move_row(self, step: int) -> None:
        boxes = self._legal_boxes()
        if not boxes:
            return
        rows = [r for r in ROWS if any(b[0] == r for b in boxes)]
        current = self.cursor[0] if self.cursor in boxes and self.cursor is not None else None
        if current is None:
            row = rows[0] if step > 0 else rows[-1]
        else:
            row = rows[(rows.index(current) + step) % len(rows)]
        self.set_cursor(next(b for b in boxes if b[0] == row))

    def handle_key(self, event: QKeyEvent) -> bool:
        """Act on a key; False lets it pass on (menus, focus)."""
        key = event.key()
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if key in _ROW_KEYS:
            self.pick_row(_ROW_KEYS[key])
        elif key == Qt.Key.Key_Right:
            self.move_cursor(1)
        elif key == Qt.Key.Key_Left:
            self.move_cursor(-1)
        elif key == Qt.Key.Key_Down:
            self.move_row(1)
        elif key == Qt.Key.Key_Up:
            self.move_row(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.cursor is None:
                self.status.say(translate("QwixxInput", "Pick a box first: 1-4 choose a row, the "
                                          "arrows move; or Skip (S)."))
            else:
                self.cross_box(self.cursor)
        elif key == Qt.Key.Key_S:
            self.skip()
        elif key in (Qt.Key.Key_R, Qt.Key.Key_Space):
            self.roll()
        elif key == Qt.Key.Key_H:
            self.hint()
        elif key == Qt.Key.Key_Escape:
            self.set_cursor(None)
        else:
            return False
        return True
