"""The round summary after each round and the score sheet at any time, laid over the table, and
the holds they put on the bots: a person reads the summary before the next round starts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QPushButton, QWidget

from tabletop_desktop.engine.quiddler.events import RoundResult
from tabletop_desktop.session.table import TableSession
from tabletop_desktop.views.quiddler.moment import QuiddlerMoment
from tabletop_desktop.views.quiddler.summary import RoundPanel, SheetPanel

ROUND_SUMMARY_MS = 6000  # how long a bots-only game shows each round's summary
HOLD = "round summary"


class RoundPanels(QObject):
    """Shows `round_panel` and `sheet_panel` over `area`; `moment()` is the latest moment."""

    def __init__(self, round_panel: RoundPanel, sheet_panel: SheetPanel, sheet_button: QPushButton,
                 area: QWidget, session: TableSession, moment: Callable[[], QuiddlerMoment],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.round_panel = round_panel
        self.sheet_panel = sheet_panel
        self.sheet_button = sheet_button
        self.area = area
        self.session = session
        self.moment = moment
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(ROUND_SUMMARY_MS)
        self.timer.timeout.connect(round_panel.dismiss)
        round_panel.extra.clicked.connect(lambda: sheet_button.setChecked(True))
        # With a person at the table the next round waits while the round summary covers it: a
        # bot that starts the round would otherwise play its first turn unseen. (A bots-only
        # game goes on behind the summary, which steps aside by itself.)
        round_panel.shownChanged.connect(self._hold)
        sheet_panel.closed.connect(lambda: sheet_button.setChecked(False))
        sheet_button.toggled.connect(self.show_sheet)

    def show_round(self, result: RoundResult) -> None:
        moment = self.moment()
        ending = moment.status if moment.over else ""
        panel = self.round_panel
        panel.show_result(result, moment.names, ending)
        panel.place_over(self.area)
        panel.show()
        panel.raise_()
        if not moment.holds_next_round and not moment.over:
            self.timer.start()  # nobody to press Continue: the summary steps aside by itself

    def _hold(self, shown: bool) -> None:
        self.session.hold_bots(HOLD, shown and self.moment().holds_next_round)

    def show_sheet(self, shown: bool = True) -> None:
        if shown:
            self.fill_sheet()
            self.sheet_panel.place_over(self.area)
            self.sheet_panel.show()
            self.sheet_panel.raise_()
        else:
            self.sheet_panel.hide()
        if self.sheet_button.isChecked() != shown:
            self.sheet_button.setChecked(shown)

    def fill_sheet(self) -> None:
        moment = self.moment()
        view = moment.view
        assert view is not None
        self.sheet_panel.show_sheet(view.round_results, moment.names, view.round, view.is_over)

    def refill(self) -> None:
        """After a change: the sheet on show follows the game."""
        if self.sheet_panel.isVisible():
            self.fill_sheet()

    def place(self) -> None:
        """After a resize: the panels on show cover the table again."""
        for panel in (self.round_panel, self.sheet_panel):
            if panel.isVisible():
                panel.place_over(self.area)

    def shutdown(self) -> None:
        # The panel hides as the view goes: that is no reason to wake the bots of a closed game.
        try:
            self.round_panel.shownChanged.disconnect(self._hold)
        except (RuntimeError, TypeError):
            pass  # shut down before
