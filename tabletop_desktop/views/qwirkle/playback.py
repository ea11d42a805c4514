"""The table follows the game: each change's placements land on the scene (another seat's tiles
glide in, the person's own tentative tiles simply become the table's), other seats' latest moves
stay ringed in their colours, and once the animations are over the scene shows exactly the
moment's tiles (with the person's tentative ones on top)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF

from tabletop_desktop.engine.qwirkle.actions import TilesPlaced
from tabletop_desktop.session.table import Played
from tabletop_desktop.views.qwirkle.animations import MoveAnimator
from tabletop_desktop.views.qwirkle.board_scene import BoardScene
from tabletop_desktop.views.qwirkle.board_view import BoardView
from tabletop_desktop.views.qwirkle.moment import QwirkleMoment
from tabletop_desktop.views.qwirkle.placement import Placement
from tabletop_desktop.views.qwirkle.tile_item import Cell

QWIRKLE = 6  # a line of six tiles


class Playback:
    """Plays the moves of each change on the scene and keeps the scene in step with the moment."""

    def __init__(self, scene: BoardScene, board_view: BoardView, animator: MoveAnimator,
                 placement: Placement) -> None:
        self.scene = scene
        self.board_view = board_view
        self.animator = animator
        self.placement = placement
        self.board: dict[Cell, int] = {}  # the table as the latest moment shows it
        self.recent: tuple[tuple[int, tuple[Cell, ...]], ...] = ()

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def reset(self, moment: QwirkleMoment) -> None:
        """Start, undo or load: no animation, the moment's table as it is."""
        self.animator.finish_all()
        for cell in list(self.scene.tiles):
            self.scene.remove_tile(cell)
        self.follow(moment)

    def follow(self, moment: QwirkleMoment) -> None:
        """A new moment: show its table now, unless moves are still landing (then `settle`)."""
        self.board = dict(moment.board)
        self.recent = moment.recent
        if not self.animator.busy:
            self.scene.set_board(self.board)
            self.mark_recent()

    def play(self, played: Played) -> None:
        """Land one move's placements on the table."""
        for event in played.events:
            if isinstance(event, TilesPlaced):
                self._land(event)

    def _land(self, event: TilesPlaced) -> None:
        tentative = self.placement.placements()
        qwirkles = [line for line in event.lines if len(line) == QWIRKLE]
        if event.seat == self.placement.seat and set(tentative) == set(event.placements):
            for cell, _ in event.placements:
                item = self.scene.tiles.get(cell)
                if item is not None:
                    item.set_tentative(False)
            self.placement.placed = []  # now the table's tiles, not the rack's
            if qwirkles:
                self.animator.celebrate(qwirkles)
            self.board_view.keep_in_sight()
            return
        cells = [c for c, _ in event.placements]
        self.scene.update_scene_rect()
        if not self.board_view.user_moved:
            self.board_view.fit_board(self.scene.board_rect(list(self.scene.tiles) + cells))
        vp = self.board_view.viewport().rect()
        start = self.board_view.mapToScene(QPoint(vp.width() // 2, -60))
        self.animator.play_placement(event.placements, event.points, qwirkles,
                                     on_done=self.mark_recent, start=QPointF(start))

    def settle(self) -> None:
        """The animations are over: the table shows exactly the game's tiles and this turn's."""
        keep = self.placement.placed_cells()
        board = dict(self.board)
        for cell, index in keep.items():
            board[cell] = self.placement.hand[index]
        self.scene.set_board(board)
        for cell in keep:
            self.scene.tiles[cell].set_tentative(True)
        self.mark_recent()
        self.board_view.keep_in_sight()

    def mark_recent(self) -> None:
        """Ring every other seat's last move in its colour until the person moves again: a bot's
        move stays easy to find however fast it came."""
        self.scene.clear_outlines()
        for seat, cells in self.recent:
            self.scene.outline_cells(cells, seat)
