"""The table as a QGraphicsScene: tile items by cell, plus the overlays a person needs while playing
(cells where the selected tile may go, the keyboard cursor, dead cells, the last move of each
opponent). The scene holds no rules: the view tells it which cells to mark."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.qwirkle.tile_item import CELL, TILE_SIDE, Cell, TileItem, cell_centre

# Stacking order on the table.
Z_MARK = -1.0
Z_TILE = 0.0
Z_CURSOR = 5.0
Z_MOVING = 10.0
Z_EFFECT = 20.0

# Dead-cell crosses: quiet, but readable on the light felt and on the dark slate alike.
DEAD_INK = {False: QColor(0, 0, 0, 95), True: QColor(255, 255, 255, 85)}
DEAD_TIP = QT_TRANSLATE_NOOP("QwirkleBoard", "Dead cell: no tile can ever go here. Its lines "
                             "allow no tile, or every copy of the tiles they allow is already on "
                             "the table.")


class CellMark(QGraphicsItem):
    """A soft marking on an empty cell: "candidate" (the selected tile may go here), "dead" (no tile
    can ever fill it), "gap" (an empty cell between this turn's tiles), "cursor" (keyboard cursor) or
    "hover" (the drop target while dragging)."""

    def __init__(self, cell: Cell, kind: str, dark: bool = False) -> None:
        super().__init__()
        self.cell = cell
        self.kind = kind
        self.dark = dark
        self.setPos(cell_centre(cell))
        self.setZValue(Z_CURSOR if kind in ("cursor", "hover") else Z_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if kind == "dead":
            self.setToolTip(translate("QwirkleBoard", DEAD_TIP))

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2, -CELL / 2, CELL, CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = TILE_SIDE
        rect = QRectF(-side / 2, -side / 2, side, side)
        if self.kind == "candidate":
            painter.setPen(QPen(QColor(255, 255, 255, 170), 3.0, Qt.PenStyle.SolidLine))
            painter.setBrush(QColor(255, 255, 255, 48))
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 12, 12)
        elif self.kind == "dead":
            painter.setPen(QPen(DEAD_INK[self.dark], 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            d = side * 0.11
            painter.drawLine(QPointF(-d, -d), QPointF(d, d))
            painter.drawLine(QPointF(-d, d), QPointF(d, -d))
        elif self.kind == "gap":
            pen = QPen(QColor("#ffd54a"), 3.0, Qt.PenStyle.DashLine)
            pen.setDashPattern([4, 3])
            painter.setPen(pen)
            painter.setBrush(QColor(255, 213, 74, 40))
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 12, 12)
        elif self.kind == "hover":
            painter.setPen(QPen(QColor("#ffd54a"), 5.0))
            painter.setBrush(QColor(255, 213, 74, 60))
            painter.drawRoundedRect(rect, 14, 14)
        else:  # cursor
            pen = QPen(QColor("#ffffff"), 5.0, Qt.PenStyle.DashLine)
            pen.setDashPattern([3, 2])
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 15, 15)


class BoardScene(QGraphicsScene):
    """Tiles on the table by cell and the overlays."""

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.tiles: dict[Cell, TileItem] = {}
        self._marks: dict[str, list[CellMark]] = {"candidate": [], "dead": [], "gap": []}
        self._cursor: CellMark | None = None
        self._hover: CellMark | None = None
        self.colour_blind = False
        self.dark = False
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # --- tiles ------------------------------------------------------------------------------
    def add_tile(self, cell: Cell, tile: int) -> TileItem:
        """Put a tile item on `cell` (replacing none: the cell must be empty in the scene)."""
        item = TileItem(tile, self.colour_blind)
        item.cell = cell
        item.setPos(cell_centre(cell))
        item.setZValue(Z_TILE)
        self.addItem(item)
        self.tiles[cell] = item
        return item

    def remove_tile(self, cell: Cell) -> None:
        item = self.tiles.pop(cell, None)
        if item is not None:
            self.removeItem(item)

    def move_tile(self, old: Cell, new: Cell) -> None:
        item = self.tiles.pop(old)
        item.cell = new
        item.setPos(cell_centre(new))
        self.tiles[new] = item

    def set_board(self, board: dict[Cell, int]) -> None:
        """Show exactly `board` (cell -> tile) as confirmed tiles, reusing items that match."""
        for cell in [c for c in self.tiles if c not in board or self.tiles[c].tile != board[c]]:
            self.remove_tile(cell)
        for cell, tile in board.items():
            item = self.tiles.get(cell) or self.add_tile(cell, tile)
            item.set_tentative(False)
            item.setPos(cell_centre(cell))
            item.setOpacity(1.0)
            item.setScale(1.0)

    def set_colour_blind(self, on: bool) -> None:
        self.colour_blind = on
        for item in self.items():
            if isinstance(item, TileItem):
                item.set_colour_blind(on)

    def board_rect(self, cells: Iterable[Cell] | None = None, margin_cells: float = 1.5) -> QRectF:
        """Scene rect around `cells` (default: every tile), with a margin for the next moves."""
        cells = list(self.tiles) if cells is None else list(cells)
        if not cells:
            cells = [(0, 0)]
        xs = [c[0] for c in cells]
        ys = [-c[1] for c in cells]
        m = margin_cells * CELL
        return QRectF(
            min(xs) * CELL - CELL / 2 - m,
            min(ys) * CELL - CELL / 2 - m,
            (max(xs) - min(xs) + 1) * CELL + 2 * m,
            (max(ys) - min(ys) + 1) * CELL + 2 * m,
        )

    def update_scene_rect(self) -> None:
        """Let the scroll bars reach well past the tiles so the table can grow in any direction."""
        self.setSceneRect(self.board_rect(margin_cells=8))

    # --- overlays ---------------------------------------------------------------------------
    def _set_marks(self, kind: str, cells: Iterable[Cell]) -> None:
        cells = list(cells)
        if [m.cell for m in self._marks[kind]] == cells:
            return  # the same marks: a redraw only of what changed
        for mark in self._marks[kind]:
            self.removeItem(mark)
        self._marks[kind] = []
        for cell in cells:
            mark = CellMark(cell, kind, self.dark)
            self.addItem(mark)
            self._marks[kind].append(mark)

    def set_candidates(self, cells: Iterable[Cell]) -> None:
        """Mark the cells where the selected tile may go."""
        self._set_marks("candidate", cells)

    def candidate_cells(self) -> set[Cell]:
        return {m.cell for m in self._marks["candidate"]}

    def set_dead(self, cells: Iterable[Cell]) -> None:
        """Mark the cells no tile can ever fill."""
        self._set_marks("dead", cells)

    def dead_cells(self) -> set[Cell]:
        return {m.cell for m in self._marks["dead"]}

    def set_gaps(self, cells: Iterable[Cell]) -> None:
        """Mark the empty cells between this turn's tiles (Confirm waits for them)."""
        self._set_marks("gap", cells)

    def gap_cells(self) -> set[Cell]:
        return {m.cell for m in self._marks["gap"]}

    def set_dark(self, dark: bool) -> None:
        """Theme for the marks drawn on the table."""
        self.dark = dark
        for marks in self._marks.values():
            for mark in marks:
                mark.dark = dark
                mark.update()

    def set_cursor(self, cell: Cell | None) -> None:
        """Show the keyboard cursor on `cell` (None hides it)."""
        if self._cursor is not None:
            self.removeItem(self._cursor)
            self._cursor = None
        if cell is not None:
            self._cursor = CellMark(cell, "cursor")
            self.addItem(self._cursor)

    def set_hover(self, cell: Cell | None) -> None:
        """Show where a dragged tile would land."""
        if self._hover is not None and (cell is None or self._hover.cell != cell):
            self.removeItem(self._hover)
            self._hover = None
        if cell is not None and self._hover is None:
            self._hover = CellMark(cell, "hover")
            self.addItem(self._hover)

    def outline_cells(self, cells: Iterable[Cell], seat: int | None) -> None:
        """Ring the tiles on `cells` in the seat's colour (None clears the rings on those cells)."""
        colour = None if seat is None else seat_colour(seat, self.colour_blind).lighter(125)
        for cell in cells:
            item = self.tiles.get(cell)
            if item is not None:
                item.set_outline(colour)

    def clear_outlines(self) -> None:
        for item in self.tiles.values():
            item.set_outline(None)
