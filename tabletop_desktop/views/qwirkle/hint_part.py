"""The hint, from the button to the table: ask the session (through the table model) for the
deciding person, show the advice as faint tiles, and lay it out when the person chooses to."""

from __future__ import annotations

from PySide6.QtCore import QObject

from tabletop_desktop.engine.core import Advice
from tabletop_desktop.engine.qwirkle.actions import Exchange, Place
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.views.common.table_model import TableModel
from tabletop_desktop.views.qwirkle.board_view import BoardView
from tabletop_desktop.views.qwirkle.hint_display import HintDisplay
from tabletop_desktop.views.qwirkle.input import PlacingInput, TurnCommands
from tabletop_desktop.views.qwirkle.moment import QwirkleMoment


def _laid_out(points: int) -> str:
    """What the person hears when the hint is laid out: what it scores."""
    if points == 1:
        return translate("QwirkleHint", "Hint laid out: this move scores 1 point. Press Confirm (Enter) "
                         "to play it, or Return tiles (Esc).")
    return translate("QwirkleHint", "Hint laid out: this move scores %n points. Press Confirm (Enter) "
                     "to play it, or Return tiles (Esc).", "", points)


class HintPart(QObject):
    """Asks for one hint at a time for the person who decides now, and shows or lays it out."""

    def __init__(self, model: TableModel, display: HintDisplay, placing: PlacingInput,
                 board_view: BoardView, commands: TurnCommands, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.display = display
        self.placing = placing
        self.board_view = board_view
        self.commands = commands
        self.moment: QwirkleMoment | None = None
        model.hintReady.connect(self._on_hint)

    def follow(self, moment: QwirkleMoment) -> None:
        """A new moment: the hint in flight or on show was for the position that has gone."""
        self.moment = moment
        self.display.cancel()

    def can_hint(self) -> bool:
        return self.moment is not None and self.moment.can_hint and not self.display.running

    def hint(self) -> None:
        """Ask for a good move and show it as faint tiles; with a hint on show, lay it out (the
        person's choice: their own tiles stay on the table until then)."""
        if not self.can_hint() or self.moment is None or self.moment.deciding is None:
            return
        if self.display.action is not None:
            self.place_hint()
            return
        if self.model.ask_hint(self.moment.deciding):
            self.display.running = True
            self.commands.refresh()
            self.commands.say(translate("QwirkleHint", "Looking for a good move..."))

    def refused(self) -> None:
        """The session would not look for one (the answer comes as words, said by the view)."""
        self.display.running = False

    def _on_hint(self, seat: int, advice: Advice) -> None:
        self.display.running = False
        if self.moment is None or seat != self.moment.deciding:
            return
        if advice.action is None:
            self.commands.refresh()
            self.commands.say(text(advice.words))
            return
        self.display.show(advice)
        rect = self.display.rect()
        if rect is not None and not self.board_view.visible_cells_rect().contains(rect):
            self.board_view.centerOn(rect.center())  # in sight, at the zoom the person chose
        self.commands.refresh()

    def place_hint(self) -> None:
        """The person chose to lay out the hint on show: this turn's tiles go back to the rack
        and the hint's tiles take their places (or its tiles are marked for an exchange)."""
        action = self.display.action
        if action is None or not self.placing.my_turn():
            return
        self.display.clear()
        self.commands.return_tiles()
        p = self.placing.placement
        if isinstance(action, Place):
            for cell, tile in action.placements:
                index = next(i for i in p.rack_indices() if p.hand[i] == tile)
                self.placing.place_at(cell, index)
            self.commands.say(_laid_out(p.points() or 0))
        elif isinstance(action, Exchange):
            p.begin_exchange()
            left = list(action.tiles)
            for i in p.rack_indices():
                if p.hand[i] in left:
                    left.remove(p.hand[i])
                    p.marked.add(i)
            self.commands.refresh()
            self.commands.say(translate("QwirkleHint", "Hint: no placement is worth much; exchange "
                                        "the marked tiles with Confirm (Enter)."))
        else:
            self.commands.say(translate("QwirkleHint", "Hint: no tile fits and the bag is empty, so "
                                        "pass (P)."))
