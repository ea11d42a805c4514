"""The home screen's "Games in progress": every unfinished game, each to continue or delete."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.registry import game
from tabletop_desktop.i18n import shown_name, text, translate
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.windows.shown import date_text, time_text


def when_text(moment: datetime, now: datetime | None = None) -> str:
    """A friendly time: "just now", "12 minutes ago", "today at 14:05", "on 3 March 2026"."""
    # Saves keep UTC; a person reads their own clock.
    moment = moment.astimezone() if moment.tzinfo else moment
    now = now.astimezone() if now is not None and now.tzinfo else (now or datetime.now(moment.tzinfo))
    seconds = (now - moment).total_seconds()
    if 0 <= seconds < 90:
        return translate("GamesInProgress", "just now")
    if 0 <= seconds < 3600:
        minutes = int(seconds // 60)
        return (translate("GamesInProgress", "1 minute ago") if minutes == 1
                else translate("GamesInProgress", "%n minutes ago", "", minutes))
    if moment.date() == now.date():
        return translate("GamesInProgress", "today at {time}").format(time=time_text(moment))
    if (now.date() - moment.date()).days == 1:
        return translate("GamesInProgress", "yesterday at {time}").format(time=time_text(moment))
    return translate("GamesInProgress", "on {date}").format(
        date=date_text(moment, translate("GamesInProgress", "d MMMM yyyy", "a date, as QLocale writes it")))


def game_name(saved: object) -> str:
    try:
        return text(game(saved.setup.game_id).name)
    except KeyError:
        return saved.setup.game_id


def players_of(saved: object) -> str:
    """ "Ada, Bo (bot), Cy (bot)": who sits at the table."""
    return translate("GamesInProgress", ", ", "between the players of a game").join(
        shown_name(s.name) if s.kind == "person"
        else translate("GamesInProgress", "{name} (bot)").format(name=s.name)
        for s in saved.setup.seats)


def moves_text(count: int) -> str:
    return (translate("GamesInProgress", "1 move played") if count == 1
            else translate("GamesInProgress", "%n moves played", "", count))


def drop_shadow(widget: QWidget) -> None:
    effect = QGraphicsDropShadowEffect(widget)
    effect.setBlurRadius(24)
    effect.setOffset(0, 4)
    effect.setColor(Qt.GlobalColor.black)
    widget.setGraphicsEffect(effect)


class GameInProgressRow(QWidget):
    """One unfinished game: its name, who plays, how far it got, when; Continue and Delete."""

    continueRequested = Signal(str)
    deleteRequested = Signal(str)

    def __init__(self, saved: object, open_elsewhere: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.autosave_id = saved.autosave_id
        self.setObjectName(f"gameInProgress_{saved.autosave_id}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(12)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.title = plain_label(game_name(saved), self)
        self.title.setObjectName("gameName")
        self.title.setProperty("role", "heading")
        moves = len(saved.record.actions)
        if open_elsewhere:
            detail = translate("GamesInProgress", "{players} \u00b7 {moves} \u00b7 open in another "
                               "window").format(players=players_of(saved), moves=moves_text(moves))
        else:
            detail = translate("GamesInProgress", "{players} \u00b7 {moves} \u00b7 last played "
                               "{when}").format(players=players_of(saved), moves=moves_text(moves),
                                                when=when_text(saved.updated))
        self.detail = plain_label(detail, self)
        self.detail.setObjectName("gameDetail")
        self.detail.setProperty("role", "muted")
        self.detail.setWordWrap(True)
        text.addWidget(self.title)
        text.addWidget(self.detail)
        layout.addLayout(text, 1)
        self.delete_button = QPushButton(translate("GamesInProgress", "Delete\u2026"), self)
        self.delete_button.setObjectName("deleteButton")
        self.delete_button.setToolTip(
            translate("GamesInProgress", "Delete this game of {game} (asks first)").format(
                game=game_name(saved)))
        self.continue_button = QPushButton(translate("GamesInProgress", "Continue"), self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setProperty("role", "primary")
        if open_elsewhere:
            for button in (self.delete_button, self.continue_button):
                button.setEnabled(False)
                button.setToolTip(translate("GamesInProgress",
                                            "This game is open in another Tabletop Desktop window."))
        else:
            self.continue_button.setToolTip(
                translate("GamesInProgress", "Sit down at this game of {game} again").format(
                    game=game_name(saved)))
        self.delete_button.clicked.connect(lambda: self.deleteRequested.emit(self.autosave_id))
        self.continue_button.clicked.connect(lambda: self.continueRequested.emit(self.autosave_id))
        layout.addWidget(self.delete_button, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignVCenter)


class GamesInProgressPanel(QFrame):
    """The list of unfinished games, last played first; hidden while there is none."""

    continueRequested = Signal(str)
    deleteRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamesInProgress")
        self.setProperty("role", "panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 10, 14, 10)
        layout.setSpacing(2)
        self.heading = QLabel(translate("GamesInProgress", "Games in progress"), self)
        self.heading.setObjectName("gamesInProgressHeading")
        self.heading.setProperty("role", "muted")
        layout.addWidget(self.heading)
        self._rows = QVBoxLayout()
        self._rows.setSpacing(0)
        layout.addLayout(self._rows)
        self.rows: list[GameInProgressRow] = []
        drop_shadow(self)
        self.hide()

    def show_games(self, games: list[object], open_elsewhere: set[str]) -> None:
        """List `games` (SavedGames, last played first); those whose id is in `open_elsewhere`
        are shown as open in another window and cannot be continued or deleted here."""
        while self._rows.count():
            widget = self._rows.takeAt(0).widget()
            widget.hide()
            widget.deleteLater()
        self.rows = []
        for index, saved in enumerate(games):
            if index:
                line = QFrame(self)  # a quiet rule between two games
                line.setFixedHeight(1)
                line.setStyleSheet("border: none; background: palette(midlight);")
                self._rows.addWidget(line)
            row = GameInProgressRow(saved, saved.autosave_id in open_elsewhere, self)
            row.continueRequested.connect(self.continueRequested.emit)
            row.deleteRequested.connect(self.deleteRequested.emit)
            self._rows.addWidget(row)
            self.rows.append(row)
        self.heading.setText(translate("GamesInProgress", "Your game in progress") if len(games) == 1
                             else translate("GamesInProgress", "Games in progress"))
        self.setVisible(bool(games))

    def row(self, autosave_id: str) -> GameInProgressRow | None:
        return next((r for r in self.rows if r.autosave_id == autosave_id), None)
