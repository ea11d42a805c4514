"""The hint as the person sees it: faint "ghost" tiles where the suggested move would go, and the
words that say what it is (the engine's, from `advise`). Showing a hint never touches the person's
own move (the tiles they laid stay where they are) nor the zoom; laying it out is the person's
choice ("Place the hint")."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from tabletop_desktop.engine.core import Action, Advice
from tabletop_desktop.engine.qwirkle.actions import Place
from tabletop_desktop.i18n import fill, text, translate
from tabletop_desktop.views.qwirkle.board_scene import Z_TILE, BoardScene
from tabletop_desktop.views.qwirkle.tile_item import Cell, TileItem, cell_centre

GHOST_OPACITY = 0.5
Z_GHOST = Z_TILE - 0.5  # under the tiles (a tile laid on a ghost's cell covers it), over the marks


class HintDisplay:
    """Shows the advice on the table as ghost tiles; `action` is the hint on show (None: none),
    `running` says a hint is being looked for (the session answers through the table model)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.action: Action | None = None
        self.words = ""
        self.running = False
        self.ghosts: dict[Cell, TileItem] = {}

    def cancel(self) -> None:
        """Forget a hint in flight and take the one on show off the table (the turn changed)."""
        self.running = False
        self.clear()

    def show(self, advice: Advice) -> None:
        """Put the hint on show: ghost tiles for a placement (an exchange or pass has none)."""
        self.clear()
        self.action = advice.action
        self.words = text(advice.words)  # the engine's words, in the person's language
        action = advice.action
        if not isinstance(action, Place):
            return
        for cell, tile in action.placements:
            ghost = TileItem(tile, self.scene.colour_blind)
            ghost.cell = cell
            ghost.setPos(cell_centre(cell))
            ghost.setOpacity(GHOST_OPACITY)
            ghost.setZValue(Z_GHOST)
            ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the board view takes clicks
            ghost.setToolTip(translate("HintDisplay", "Hint: click to lay out this move."))
            self.scene.addItem(ghost)
            self.ghosts[cell] = ghost

    def clear(self) -> None:
        for ghost in self.ghosts.values():
            self.scene.removeItem(ghost)
        self.ghosts = {}
        self.action = None
        self.words = ""

    def status(self, own_tiles_laid: bool) -> str:
        """What the hint on show says, and that the person's own tiles stay until it is laid out."""
        if isinstance(self.action, Place) and own_tiles_laid:
            return fill(translate("HintDisplay", "{hint} Your own tiles stay until then.",
                                  "{hint}: what the hint advises, a whole sentence"),
                        {"hint": self.words})
        return self.words

    def rect(self) -> QRectF | None:
        """The scene rect around the ghost tiles, or None."""
        return self.scene.board_rect(list(self.ghosts), 0.2) if self.ghosts else None
