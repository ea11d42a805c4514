"""The hint as the person sees it: faint "ghost" tiles where the suggested move would go, and the
words that say what it is. Showing a hint never touches the person's own move (the tiles they laid
stay where they are) nor the zoom; laying it out is the person's choice ("Place the hint")."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, Signal

from tabletop_desktop.engine.core import Action
from tabletop_desktop.engine.qwirkle import rules
from tabletop_desktop.engine.qwirkle.actions import Exchange, Place
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.view import QwirkleView
from tabletop_desktop.views.qwirkle.board_scene import Z_TILE, BoardScene
from tabletop_desktop.views.qwirkle.hint import HintFinder
from tabletop_desktop.views.qwirkle.tile_art import tile_words
from tabletop_desktop.views.qwirkle.tile_item import Cell, TileItem, cell_centre

GHOST_OPACITY = 0.5
Z_GHOST = Z_TILE - 0.5  # under the tiles (a tile laid on a ghost's cell covers it), over the marks
GHOST_TIP = "Hint: click to lay out this move."


def points_words(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def _tile_list(tiles: list[int]) -> str:
    return ", ".join(tile_words(t) for t in tiles)


def hint_words(action: Action, table: Board, own_tiles_laid: bool) -> str:
    """What the hint says on the status line, in whole sentences."""
    if isinstance(action, Place):
        points = rules.score(table, list(action.placements))
        tiles = _tile_list([tile for _, tile in action.placements])
        text = (f"Hint: {tiles} for {points_words(points)}, shown faintly on the table. Press "
                "Place the hint (H) or click a faint tile to lay it out.")
        if own_tiles_laid:
            text += " Your own tiles stay until then."
        return text
    if isinstance(action, Exchange):
        return (f"Hint: no placement is worth much; exchange {_tile_list(list(action.tiles))}. "
                "Press Place the hint (H) to mark them for the exchange.")
    return "Hint: no tile fits and the bag is empty, so pass (P)."


class HintDisplay(QObject):
    """Asks for a hint (through `HintFinder`) and shows it as ghost tiles; `action` is the hint
    on show (None: none)."""

    found = Signal(object)  # the suggested action, or None (passed on from the finder)

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.finder = HintFinder(self)
        self.finder.found.connect(self.found)
        self.action: Action | None = None
        self.ghosts: dict[Cell, TileItem] = {}

    @property
    def running(self) -> bool:
        return self.finder.running

    @property
    def used_worker(self) -> bool:
        return self.finder.used_worker

    def request(self, view: QwirkleView, seed: int) -> None:
        self.finder.request(view, seed)

    def cancel(self) -> None:
        """Forget a hint in flight and take the one on show off the table (the turn changed)."""
        self.finder.cancel()
        self.clear()

    def show(self, action: Action) -> None:
        """Put the hint on show: ghost tiles for a placement (an exchange or pass has none)."""
        self.clear()
        self.action = action
        if not isinstance(action, Place):
            return
        for cell, tile in action.placements:
            ghost = TileItem(tile, self.scene.colour_blind)
            ghost.cell = cell
            ghost.setPos(cell_centre(cell))
            ghost.setOpacity(GHOST_OPACITY)
            ghost.setZValue(Z_GHOST)
            ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the board view takes clicks
            ghost.setToolTip(GHOST_TIP)
            self.scene.addItem(ghost)
            self.ghosts[cell] = ghost

    def clear(self) -> None:
        for ghost in self.ghosts.values():
            self.scene.removeItem(ghost)
        self.ghosts = {}
        self.action = None

    def rect(self) -> QRectF | None:
        """The scene rect around the ghost tiles, or None."""
        return self.scene.board_rect(list(self.ghosts), 0.2) if self.ghosts else None
