"""What each seat's piece on the table shows: its sheet (or strip in brief) drawn from the moment
and from what the playback shows now, with the deciding person's legal boxes, the cross under the
pointer or the keyboard cursor, and a hint's ringed box.

`draw` redraws every seat once per change; `draw_seats` only the seats a step of the playback
touched; `draw_pointer` only the large sheet, when the pointer or the cursor moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tabletop_desktop.engine.core import Seat
from tabletop_desktop.engine.qwixx.legal import Box
from tabletop_desktop.i18n import shown_name, translate
from tabletop_desktop.views.qwixx.moment import QwixxMoment
from tabletop_desktop.views.qwixx.playback import Playback
from tabletop_desktop.views.qwixx.sheet_art import SheetLook
from tabletop_desktop.views.qwixx.table_scene import TableScene


@dataclass(frozen=True)
class Pointer:
    """The deciding person's pointer on the large sheet: the box under the mouse, the box the
    keys picked, and the hint's boxes."""

    hover: Box | None = None
    cursor: Box | None = None
    hint: frozenset[Box] = frozenset()

    def preview(self, legal: frozenset[Box]) -> Box | None:
        """The cross to preview: the picked box, else the one under the pointer (legal ones)."""
        box = self.cursor if self.cursor in legal else self.hover
        return box if box in legal else None


class TableDrawing:
    """Gives every seat piece in the scene its marks and look."""

    def __init__(self, scene: TableScene, playback: Playback, names: Sequence[str],
                 labels: Sequence[str]) -> None:
        self.scene = scene
        self.playback = playback
        self.names = list(names)
        self.labels = list(labels)
        self.moment: QwixxMoment | None = None
        self.busy = False
        self.pointer = Pointer()
        self.redraws = 0  # whole-table redraws (tests count them)

    @property
    def main_seat(self) -> Seat:
        return self.scene.main_seat

    def deciding_here(self) -> bool:
        """The large sheet is the deciding person's, and the table is still (no steps run)."""
        m = self.moment
        return m is not None and m.seat is not None and m.seat == self.main_seat and not self.busy

    def draw(self, moment: QwixxMoment, busy: bool, pointer: Pointer) -> None:
        """Every seat, for a new moment (or the end of the steps)."""
        self.moment, self.busy, self.pointer = moment, busy, pointer
        self.redraws += 1
        self.draw_seats(range(len(self.names)))

    def draw_seats(self, seats: Iterable[Seat]) -> None:
        for seat in seats:
            self._draw_seat(seat)

    def draw_pointer(self, pointer: Pointer) -> None:
        """Only the large sheet's preview and hint rings, when the pointer or cursor moved."""
        self.pointer = pointer
        item = self.scene.sheets[self.main_seat]
        if self.moment is None or not self.deciding_here():
            return
        legal = self.moment.legal
        preview, hint = pointer.preview(legal), pointer.hint
        if preview != item.look.preview or hint != item.look.hint:
            item.look.preview, item.look.hint = preview, hint
            item.update()

    def _draw_seat(self, seat: Seat) -> None:
        m = self.moment
        if m is None:
            return
        shown = self.playback.shown
        deciding = seat == m.seat and self.deciding_here()
        look = SheetLook(
            name=shown_name(self.names[seat]), kind=self.labels[seat], note=self._note(m, seat),
            active=seat == m.active and not m.over, locked=shown.locked,
            fresh=shown.fresh[seat], fresh_penalty=shown.fresh_penalty[seat],
            lock_glow=shown.lock_glow[seat], winner=seat in m.winners,
            compact=seat != self.main_seat,
        )
        if deciding:
            look.legal = m.legal
            look.preview = self.pointer.preview(m.legal)
            look.hint = self.pointer.hint
        look.pencilled = m.pencilled.get(seat)
        item = self.scene.sheets[seat]
        item.look = look
        item.set_interactive(deciding)
        item.show_marks(shown.sheets[seat])
        self.scene.strips[seat].show_seat(shown.sheets[seat], look)

    def _note(self, m: QwixxMoment, seat: Seat) -> str:
        """What a seat did with this roll, or where it stands in the white sum."""
        parts = self.playback.shown.notes[seat]
        if m.phase == "white" and not parts:
            return (translate("QwixxSheet", "has chosen", "a seat's note: its white-sum choice is made")
                    if seat in m.committed
                    else translate("QwixxSheet", "choosing…", "a seat's note: in the white sum"))
        if not parts and m.phase == "roll" and seat == m.active:
            return translate("QwixxSheet", "rolls next", "a seat's note")
        return ", ".join(parts)
