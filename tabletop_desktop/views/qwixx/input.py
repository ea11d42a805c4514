"""Keyboard play on the deciding person's sheet: 1-4 pick a row's highlighted box (red, yellow,
green, blue; again for the row's other box), the arrows move between highlighted boxes (left and
right along them all, up and down between rows), Enter crosses the picked box, S skips, R or Space
rolls, H asks for a hint, Esc lets go of the picked box. The picked box shows its cross and the boxes
it would skip, as the pointer does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from tabletop_desktop.views.qwixx.engine_link import NUMBERS, ROWS

Box = tuple[str, int]

QWIXX_KEYS: tuple[tuple[str, str], ...] = (
    ("R or Space", "Roll the dice (on your roll)"),
    ("1, 2, 3, 4", "Pick the highlighted box in the red, yellow, green or blue row (again: its other box)"),
    ("Left / Right", "Move between the highlighted boxes"),
    ("Up / Down", "Move to the row above or below"),
    ("Enter", "Cross the picked box"),
    ("S", "Skip: cross nothing this time"),
    ("Esc", "Let go of the picked box"),
    ("H", "Hint: a suggested choice"),
)

_ROW_KEYS = {Qt.Key.Key_1: "red", Qt.Key.Key_2: "yellow", Qt.Key.Key_3: "green", Qt.Key.Key_4: "blue"}


def _order(boxes: frozenset[Box]) -> list[Box]:
    """Highlighted boxes top row first, left to right."""
    return sorted(boxes, key=lambda b: (ROWS.index(b[0]), NUMBERS[b[0]].index(b[1])))


class KeyboardInput:
    """Mixed into the game view: the picked box (`cursor`) and the keys."""

    cursor: Box | None

    def init_keyboard(self) -> None:
        self.cursor = None

    def set_cursor(self, box: Box | None) -> None:
        if box != self.cursor:
            self.cursor = box
            if hasattr(self, "_moment"):
                self.refresh()

    def _legal_boxes(self) -> list[Box]:
        return _order(self._moment.legal) if self.my_turn() else []

    def pick_row(self, row: str) -> None:
        boxes = [b for b in self._legal_boxes() if b[0] == row]
        if not boxes:
            view = self._engine_view(self._moment.seat) if self._moment.seat is not None else None
            if view is not None and self._moment.phase in ("white", "colour"):
                self.say(f"Nothing can be crossed in the {row} row now.")
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
        current = self.cursor[0] if self.cursor in boxes else None
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
                self.say("Pick a box first: 1-4 choose a row, the arrows move; or Skip (S).")
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
