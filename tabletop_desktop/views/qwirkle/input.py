"""How the person builds a move: drag a rack tile onto the table, click a tile then a cell, or use
the keyboard alone. `PlacingInput` turns those gestures into changes of the `Placement` and the
scene; what the buttons do (confirm, exchange, hint...) it leaves to the view, through `TurnCommands`.

Keys: 1-6 pick a rack tile; Left/Right move along the rack, Space picks the tile there; with a tile
picked, the arrows move a cursor over the table and Space or Enter lays the tile; Enter confirms,
Esc puts a tile down or takes the move back, Backspace takes back the last tile; X exchange, H hint,
P pass, U unseen tiles; +/- zoom, 0 fits the table.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Protocol

from PySide6.QtCore import QEasingCurve, QPoint, QPropertyAnimation, Qt
from PySide6.QtGui import QKeyEvent

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.views.common.waiting import wait_for_turn
from tabletop_desktop.views.qwirkle.board_scene import Z_MOVING, Z_TILE, BoardScene
from tabletop_desktop.views.qwirkle.board_view import BoardView
from tabletop_desktop.views.qwirkle.placement import Placement
from tabletop_desktop.views.qwirkle.rack import Rack
from tabletop_desktop.views.qwirkle.tile_item import Cell, TileItem, cell_at, cell_centre

# The keys and what they do, in English; `keyboard_help()` says them in the person's language
# (a key's letter or sign is the same in every language).
QWIRKLE_KEYS = (
    (QT_TRANSLATE_NOOP("QwirkleKeys", "1 to 6"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "Pick up that tile of your rack")),
    (QT_TRANSLATE_NOOP("QwirkleKeys", "Left / Right"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "Move along your rack; with a tile picked, move the cursor on the table")),
    (QT_TRANSLATE_NOOP("QwirkleKeys", "Up / Down"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "With a tile picked, move the cursor on the table")),
    (QT_TRANSLATE_NOOP("QwirkleKeys", "Space"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "Pick up the tile under the rack cursor, or lay the picked tile at the table cursor")),
    (QT_TRANSLATE_NOOP("QwirkleKeys", "Enter"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "Lay the picked tile at the cursor, or confirm this move")),
    (QT_TRANSLATE_NOOP("QwirkleKeys", "Esc"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "Put the picked tile down, or return this turn's tiles to the rack")),
    (QT_TRANSLATE_NOOP("QwirkleKeys", "Backspace"),
     QT_TRANSLATE_NOOP("QwirkleKeys", "Return the last tile laid this turn")),
    ("X",
     QT_TRANSLATE_NOOP("QwirkleKeys", "Exchange tiles (or stop picking tiles to exchange)")),
    ("H",
     QT_TRANSLATE_NOOP("QwirkleKeys", "Hint: show a good move as faint tiles; H again lays it out")),
    ("P",
     QT_TRANSLATE_NOOP("QwirkleKeys", "Pass (only when no tile fits and the bag is empty)")),
    ("U",
     QT_TRANSLATE_NOOP("QwirkleKeys", "Show or hide the unseen tiles")),
    ("+ / - / 0",
     QT_TRANSLATE_NOOP("QwirkleKeys", "Zoom in, zoom out, fit the whole table")),
)

ARROWS: dict[int, tuple[int, int]] = {  # by key code (a key event's key() is a plain int)
    Qt.Key.Key_Left.value: (-1, 0),
    Qt.Key.Key_Right.value: (1, 0),
    Qt.Key.Key_Up.value: (0, 1),
    Qt.Key.Key_Down.value: (0, -1),
}


PICK_FIRST = QT_TRANSLATE_NOOP("QwirkleInput", "Pick a tile from your rack first, then click a "
                               "cell.")
PICKING_EXCHANGE = QT_TRANSLATE_NOOP("QwirkleInput", "You are picking tiles to exchange: click "
                                     "tiles in your rack, or press Esc to cancel.")


def keys_shown() -> list[tuple[str, str]]:
    """`QWIRKLE_KEYS` in the person's language."""
    return [(translate("QwirkleKeys", keys), translate("QwirkleKeys", does))
            for keys, does in QWIRKLE_KEYS]


class TurnCommands(Protocol):
    """What the input asks of the view: the buttons' commands, and to redraw or say something."""

    def refresh(self) -> None:
        """The tentative move changed: redraw what depends on it."""

    def say(self, message: str) -> None: ...

    def waiting(self) -> str:
        """Why the person cannot act now ("" when they can)."""

    def confirm(self) -> None: ...

    def return_tiles(self) -> None: ...

    def toggle_exchange(self) -> None: ...

    def pass_turn(self) -> None: ...

    def hint(self) -> None: ...

    def place_hint(self) -> None: ...

    def toggle_tracker(self) -> None: ...

    def hint_cells(self) -> Container[Cell]:
        """The cells of the hint on show (a click there lays it out)."""


class PlacingInput:
    """Mouse and keyboard handling for one person's turn: picks, lays, drags and takes back tiles of
    the `Placement`, keeps the keyboard cursor and the dragged tile's ghost. No state of the game is
    kept here."""

    def __init__(self, placement: Placement, scene: BoardScene, board_view: BoardView, rack: Rack,
                 commands: TurnCommands, motion_ms: Callable[[int], int]) -> None:
        self.placement = placement
        self.scene = scene
        self.board_view = board_view
        self.rack = rack
        self.commands = commands
        self.motion_ms = motion_ms  # a base duration at the person's animation speed (0: none)
        self.rack_focus = 0
        self.keyboard_active = False
        self.cursor_cell: Cell | None = None
        self._ghost: TileItem | None = None
        self.rack.tileClicked.connect(self.rack_clicked)
        self.rack.dragStarted.connect(self._rack_drag_started)
        self.rack.dragMoved.connect(self._rack_drag_moved)
        self.rack.dragReleased.connect(self._rack_drag_released)
        self.board_view.cellClicked.connect(self.cell_clicked)
        self.board_view.draggable = lambda cell: cell in self.placement.placed_cells()
        self.board_view.tileDragMoved.connect(self._board_drag_moved)
        self.board_view.tileDragReleased.connect(self._board_drag_released)
        self.board_view.key_handler = self.handle_key

    def my_turn(self) -> bool:
        return self.placement.active

    def refresh(self) -> None:
        self.commands.refresh()

    def say(self, message: str) -> None:
        self.commands.say(message)

    def sync(self) -> None:
        """Show the tentative move on the rack and drop a cursor with nothing picked to lay."""
        p = self.placement
        placed = set(p.placed_cells().values())
        self.rack.set_tiles([None if i in placed else t for i, t in enumerate(p.hand)])
        self.rack.enabled_for_turn = self.my_turn()
        self.rack.set_state(p.selected, p.marked, self.rack_focus if self.keyboard_active else None)
        if self.cursor_cell is not None and p.selected is None:
            self.set_cursor(None)

    def clear_table(self) -> None:
        """Take this turn's tiles off the table and back to the rack."""
        for cell in self.placement.take_back_all():
            self.scene.remove_tile(cell)
        self.set_cursor(None)

    def drop_tentative(self) -> None:
        """The turn is over (a move, an undo): its tentative tiles leave the scene."""
        for cell in self.placement.placed_cells():
            item = self.scene.tiles.get(cell)
            if item is not None and item.tentative:
                self.scene.remove_tile(cell)

    # --- laying tiles --------------------------------------------------------------------------
    def place_at(self, cell: Cell, index: int | None = None, then_deselect: bool = False) -> bool:
        """Lay a rack tile on `cell`; a refusal is said in words (last, so it stays on the status
        line) and nothing changes, except that a dragged tile goes home (`then_deselect`)."""
        index = self.placement.selected if index is None else index
        problem = self.placement.place(cell, index)
        if problem is not None:
            if then_deselect:
                self.placement.select(None)
            self.refresh()
            self.say(problem)
            return False
        assert index is not None  # placed: a tile was picked
        item = self.scene.add_tile(cell, self.placement.hand[index])
        item.set_tentative(True)
        if self.motion_ms(160) > 0:
            drop = QPropertyAnimation(item, b"scale", item)
            drop.setStartValue(1.12)
            drop.setEndValue(1.0)
            drop.setDuration(self.motion_ms(160))
            drop.setEasingCurve(QEasingCurve.Type.OutCubic)
            drop.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)
        self.refresh()
        return True

    def rack_clicked(self, index: int) -> None:
        """Pick up (or put down) a rack tile; in exchange mode, mark it."""
        if not self.my_turn():
            self.say(self.commands.waiting() or wait_for_turn())
            return
        self.rack_focus = index
        self.placement.select(index)
        if self.placement.selected is not None and self.keyboard_active:
            self._cursor_to_candidate()
        self.refresh()

    def cell_clicked(self, cell: Cell) -> None:
        """A click on the table: lay the picked tile, or return one of this turn's tiles to the rack."""
        self.keyboard_active = False
        if cell in self.placement.placed_cells():
            index = self.placement.take_back(cell)
            self.scene.remove_tile(cell)
            if index is not None:
                self.placement.select(index)
            self.refresh()
            return
        if not self.my_turn() or cell in self.scene.tiles:
            return
        if cell in self.commands.hint_cells() and self.placement.selected is None:
            self.commands.place_hint()  # a click on a faint hint tile: the person chose to lay it out
            return
        if self.placement.mode == "exchange":
            self.say(translate("QwirkleInput", PICKING_EXCHANGE))
            return
        if self.placement.selected is None:
            self.say(translate("QwirkleInput", PICK_FIRST))
            return
        self.place_at(cell)

    # --- dragging ------------------------------------------------------------------------------
    def _over_table(self, global_pos: QPoint) -> Cell | None:
        vp = self.board_view.viewport()
        local = vp.mapFromGlobal(global_pos)
        if not vp.rect().contains(local):
            return None
        return cell_at(self.board_view.mapToScene(local))

    def _rack_drag_started(self, index: int) -> None:
        if not self.my_turn() or self.placement.mode != "place":
            return
        self.placement.selected = index
        self.refresh()

    def _rack_drag_moved(self, index: int, global_pos: QPoint) -> None:
        if not self.my_turn() or self.placement.mode != "place":
            return
        cell = self._over_table(global_pos)
        if cell is None:
            self._drop_ghost()
            self.scene.set_hover(None)
            return
        if self._ghost is None:
            self._ghost = TileItem(self.placement.hand[index], self.scene.colour_blind)
            self._ghost.setZValue(Z_MOVING)
            self._ghost.setOpacity(0.9)
            self.scene.addItem(self._ghost)
        local = self.board_view.viewport().mapFromGlobal(global_pos)
        self._ghost.setPos(self.board_view.mapToScene(local))
        self.scene.set_hover(cell if cell not in self.scene.tiles else None)

    def _drop_ghost(self) -> None:
        if self._ghost is not None:
            self.scene.removeItem(self._ghost)
            self._ghost = None

    def _rack_drag_released(self, index: int, global_pos: QPoint) -> None:
        self._drop_ghost()
        self.scene.set_hover(None)
        if not self.my_turn() or self.placement.mode != "place":
            return
        cell = self._over_table(global_pos)
        if cell is None:
            self.placement.select(None)  # dropped back on the rack
            self.refresh()
            return
        self.place_at(cell, index, then_deselect=True)  # refused: the tile goes home

    def _board_drag_moved(self, cell: Cell, global_pos: QPoint) -> None:
        item = self.scene.tiles.get(cell)
        if item is None:
            return
        local = self.board_view.viewport().mapFromGlobal(global_pos)
        item.setZValue(Z_MOVING)
        item.setPos(self.board_view.mapToScene(local))
        target = self._over_table(global_pos)
        self.scene.set_hover(target if target is not None and target not in self.scene.tiles else None)

    def _board_drag_released(self, cell: Cell, global_pos: QPoint) -> None:
        self.scene.set_hover(None)
        item = self.scene.tiles.get(cell)
        if item is None:
            return
        item.setZValue(Z_TILE)
        target = self._over_table(global_pos)
        if target is None or self.rack.contains_global(global_pos):
            self.placement.take_back(cell)  # dragged home to the rack
            self.scene.remove_tile(cell)
        elif target != cell:
            problem = self.placement.move(cell, target)
            if problem is None:
                self.scene.move_tile(cell, target)
            else:
                item.setPos(cell_centre(cell))
                self.refresh()
                self.say(problem)
                return
        else:
            item.setPos(cell_centre(cell))
        self.refresh()

    # --- keyboard ------------------------------------------------------------------------------
    def set_cursor(self, cell: Cell | None) -> None:
        self.cursor_cell = cell
        self.scene.set_cursor(cell)
        if cell is not None:
            self.board_view.ensureVisible(self.scene.board_rect([cell], 0.6), 10, 10)

    def _cursor_to_candidate(self) -> None:
        candidates = self.placement.candidates()
        if not candidates:
            self.set_cursor(self.cursor_cell or (0, 0))
            return
        origin = self.cursor_cell or (0, 0)
        self.set_cursor(min(candidates, key=lambda c: (abs(c[0] - origin[0]) + abs(c[1] - origin[1]), c)))

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play; True when the key was used."""
        key = event.key()
        p = self.placement
        if key == Qt.Key.Key_H:
            self.commands.hint()
            return True
        if key == Qt.Key.Key_U:
            self.commands.toggle_tracker()
            return True
        if not self.my_turn():
            return False
        self.keyboard_active = True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            index = key - Qt.Key.Key_1.value
            if p.in_rack(index):
                self.rack_clicked(index)
            return True
        if key in ARROWS:
            dx, dy = ARROWS[key]
            if p.selected is not None:
                x, y = self.cursor_cell or (0, 0)
                self.set_cursor((x + dx, y + dy))
            elif dx:
                free = p.rack_indices()
                if free:
                    pos = free.index(self.rack_focus) if self.rack_focus in free else 0
                    self.rack_focus = free[(pos + dx) % len(free)]
                self.refresh()
            else:
                return False
            return True
        if key == Qt.Key.Key_Space:
            if p.selected is not None and self.cursor_cell is not None:
                self.place_at(self.cursor_cell)
            elif p.in_rack(self.rack_focus):
                self.rack_clicked(self.rack_focus)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if p.selected is not None and self.cursor_cell is not None:
                self.place_at(self.cursor_cell)
            else:
                self.commands.confirm()
            return True
        if key == Qt.Key.Key_Escape:
            if p.selected is not None:
                p.select(None)
                self.set_cursor(None)
                self.refresh()
            else:
                self.commands.return_tiles()
            return True
        if key == Qt.Key.Key_Backspace and p.placed:
            cell = p.placed[-1][0]
            p.take_back(cell)
            self.scene.remove_tile(cell)
            self.refresh()
            return True
        if key == Qt.Key.Key_X:
            self.commands.toggle_exchange()
            return True
        if key == Qt.Key.Key_P:
            self.commands.pass_turn()
            return True
        return False
