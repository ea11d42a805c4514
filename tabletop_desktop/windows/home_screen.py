"""The home screen: the games as large cards on the table, the games in progress to continue, and
the ways to the other windows."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop import APP_NAME
from tabletop_desktop.engine.registry import GameInfo, all_games
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.views.common.table_surface import TableSurface
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.windows.art import game_art
from tabletop_desktop.windows.banner import MessageBanner
from tabletop_desktop.windows.games_in_progress import GamesInProgressPanel, drop_shadow
from tabletop_desktop.windows.games_in_progress import when_text as when_text  # tests use it

ART_SIZE = QSize(290, 165)
COMPACT_ART_SIZE = QSize(240, 137)  # three cards side by side in a 1024-pixel-wide window
CARD_SPACING = 22


def players_text(info: GameInfo) -> str:
    """ "2 to 6 players", "1 to 5 players"."""
    if info.min_seats == info.max_seats:
        return translate("HomeScreen", "{count} players").format(count=info.min_seats)
    return translate("HomeScreen", "{least} to {most} players").format(least=info.min_seats,
                                                                     most=info.max_seats)


class GameCard(QFrame):
    """One game: art, name, pitch, player count and Play (or "Coming soon")."""

    playRequested = Signal(str)
    rulesRequested = Signal(str)

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setObjectName(f"gameCard_{info.id}")
        self.setProperty("role", "panel")
        self.art_size = QSize(ART_SIZE)
        self.setFixedWidth(ART_SIZE.width() + 24)
        # Cards of one row share its height (a longer pitch must not leave one card short).
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 14)
        layout.setSpacing(8)
        self.art = QLabel(self)
        self.art.setFixedSize(ART_SIZE)
        self.art.setPixmap(game_art(info, ART_SIZE, self.devicePixelRatioF()))
        layout.addWidget(self.art)
        name = plain_label(text(info.name), self)
        name.setProperty("role", "heading")
        pitch = plain_label(text(info.pitch), self)
        pitch.setWordWrap(True)
        pitch.setMinimumHeight(pitch.fontMetrics().lineSpacing() * 2 + 4)
        pitch.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        players = QLabel(players_text(info), self)
        players.setProperty("role", "muted")
        layout.addWidget(name)
        layout.addWidget(pitch)
        layout.addWidget(players)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        self.play_button = QPushButton(translate("HomeScreen", "Play") if info.available
                                       else translate("HomeScreen", "Coming soon"), self)
        self.play_button.setObjectName("playButton")
        self.play_button.setEnabled(info.available)
        if info.available:
            self.play_button.setProperty("role", "primary")
            self.play_button.setToolTip(
                translate("HomeScreen", "Start a new game of {game}").format(game=text(info.name)))
            self.play_button.clicked.connect(lambda: self.playRequested.emit(info.id))
            rules = QPushButton(translate("HomeScreen", "Rules"), self)
            rules.setObjectName("rulesButton")
            rules.setToolTip(translate("HomeScreen", "How to play {game}").format(game=text(info.name)))
            rules.clicked.connect(lambda: self.rulesRequested.emit(info.id))
            buttons.addWidget(rules)
        else:
            self.play_button.setToolTip(
                translate("HomeScreen", "{game} is coming in a later version.").format(game=text(info.name)))
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        layout.addLayout(buttons)
        drop_shadow(self)

    def set_art_size(self, size: QSize) -> None:
        """Resize the card around art of `size` (the home screen picks one that fits)."""
        if size == self.art_size:
            return
        self.art_size = QSize(size)
        self.art.setFixedSize(size)
        self.art.setPixmap(game_art(self.info, size, self.devicePixelRatioF()))
        self.setFixedWidth(size.width() + 24)


class HomeScreen(TableSurface):
    """The first screen: pick a game and sit down at the table."""

    playRequested = Signal(str)
    newGameRequested = Signal()
    continueRequested = Signal(str)  # the autosave id of a game in progress
    deleteRequested = Signal(str)
    openRequested = Signal()
    joinRequested = Signal()  # network play: a game hosted on another computer
    rulesRequested = Signal(str)
    statisticsRequested = Signal()
    settingsRequested = Signal()
    aboutRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("homeScreen")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        # The cards flow into as many columns as fit, so the page never scrolls sideways.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        outer.addWidget(scroll)
        content = QWidget()
        scroll.setWidget(content)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(36, 28, 36, 28)
        layout.setSpacing(18)

        header = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(2)
        title = QLabel(APP_NAME, content)
        title.setObjectName("homeTitle")
        title.setStyleSheet("color: #fdfbf5; font-size: 26pt; font-weight: 700;")
        subtitle = QLabel(translate("HomeScreen",
                                    "Pull up a chair: pick a game and play against friends or bots."),
                          content)
        subtitle.setStyleSheet("color: rgba(253, 251, 245, 0.82); font-size: 12pt;")
        # Wraps rather than widening the header past the window (longer languages).
        subtitle.setWordWrap(True)
        titles.addWidget(title)
        titles.addWidget(subtitle)
        header.addLayout(titles, 1)
        rules = QPushButton(translate("HomeScreen", "Rules"), content)
        rules.setObjectName("headerRulesButton")
        rules.setToolTip(translate("HomeScreen", "How to play (F1)"))
        rules.clicked.connect(lambda: self.rulesRequested.emit(""))
        header.addWidget(rules, 0, Qt.AlignmentFlag.AlignTop)
        for label, signal, name, tip in (
            (translate("HomeScreen", "Statistics"), self.statisticsRequested, "statisticsButton",
             translate("HomeScreen", "Your results so far")),
            (translate("HomeScreen", "Settings"), self.settingsRequested, "settingsButton",
             translate("HomeScreen", "Speed, theme and accessibility")),
            (translate("HomeScreen", "About"), self.aboutRequested, "aboutButton",
             translate("HomeScreen", "Version and licences")),
        ):
            button = QPushButton(label, content)
            button.setObjectName(name)
            button.setToolTip(tip)
            button.clicked.connect(signal.emit)
            header.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(header)

        self.banner = MessageBanner(content)
        layout.addWidget(self.banner)
        self.games_panel = GamesInProgressPanel(content)
        self.games_panel.continueRequested.connect(self.continueRequested.emit)
        self.games_panel.deleteRequested.connect(self.deleteRequested.emit)
        layout.addWidget(self.games_panel)
        self._content_layout = layout
        layout.addStretch(1)  # the cards sit a little above the middle of the table

        # Cards flow into as many columns as fit (three at 1280 px), centred.
        self._cards_box = QGridLayout()
        self._cards_box.setSpacing(CARD_SPACING)
        cards_row = QHBoxLayout()
        cards_row.addStretch(1)
        cards_row.addLayout(self._cards_box)
        cards_row.addStretch(1)
        self.cards: dict[str, GameCard] = {}
        for info in all_games():
            card = GameCard(info, content)
            card.playRequested.connect(self.playRequested.emit)
            card.rulesRequested.connect(self.rulesRequested.emit)
            self.cards[info.id] = card
        self._columns = 0
        self._flow_cards(len(self.cards))
        layout.addLayout(cards_row)
        self._margins = layout.contentsMargins().left() + layout.contentsMargins().right()

        actions = QHBoxLayout()
        actions.addStretch(1)
        self.new_button = QPushButton(translate("HomeScreen", "New game\u2026"), content)
        self.new_button.setObjectName("newGameButton")
        self.new_button.setToolTip(translate("HomeScreen",
                                             "Choose a game, the players and the options (Ctrl+N)"))
        self.new_button.clicked.connect(self.newGameRequested.emit)
        self.open_button = QPushButton(translate("HomeScreen", "Open saved game\u2026"), content)
        self.open_button.setObjectName("openButton")
        self.open_button.setToolTip(translate("HomeScreen", "Continue a game you saved to a file (Ctrl+O)"))
        self.open_button.clicked.connect(self.openRequested.emit)
        self.join_button = QPushButton(translate("HomeScreen", "Join a game\u2026"), content)
        self.join_button.setObjectName("joinGameButton")
        self.join_button.setToolTip(translate("HomeScreen", "Join a game hosted on another computer"))
        self.join_button.clicked.connect(self.joinRequested.emit)
        self.join_button.hide()  # shown by the main window, which brings network play (network_play.py)
        actions.addWidget(self.new_button)
        actions.addWidget(self.join_button)
        actions.addWidget(self.open_button)
        actions.addStretch(1)
        layout.addLayout(actions)
        layout.addStretch(2)

    def add_panel(self, panel: QWidget) -> None:
        """Another list under Games in progress (network play's tables you host)."""
        index = self._content_layout.indexOf(self.games_panel)
        self._content_layout.insertWidget(index + 1, panel)

    def show_join_button(self, shown: bool) -> None:
        self.join_button.setVisible(shown)

    def _flow_cards(self, columns: int) -> None:
        columns = max(1, min(columns, len(self.cards)))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self._cards_box.removeWidget(card)
        for index, card in enumerate(self.cards.values()):
            self._cards_box.addWidget(card, index // columns, index % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        room = self.width() - self._margins - 20 + CARD_SPACING  # 20: a vertical scroll bar
        size = ART_SIZE
        if room // (ART_SIZE.width() + 24 + CARD_SPACING) < len(self.cards):
            size = COMPACT_ART_SIZE  # smaller cards rather than a row of one card below
        for card in self.cards.values():
            card.set_art_size(size)
        self._flow_cards(room // (size.width() + 24 + CARD_SPACING))
        super().resizeEvent(event)

    def show_games_in_progress(self, games: list[object], open_elsewhere: set[str]) -> None:
        """List the unfinished games (SavedGames, last played first), or hide the list."""
        self.games_panel.show_games(games, open_elsewhere)

    def show_messages(self, messages: list[str]) -> None:
        for message in messages:
            self.banner.add_message(message)
