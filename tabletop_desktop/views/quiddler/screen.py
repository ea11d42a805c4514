"""What only this screen knows about the Quiddler table, beside the moment: who confirmed at the
screen in pass and play, the card picked with the keyboard, the hint laid out, the cards just
drawn, the word list for the rows' checks. The view's parts (playback, input, status) share one
`Screen`; the moment itself comes from the `TableModel` and is never changed here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtWidgets import QWidget

from tabletop_desktop.engine.core import Seat
from tabletop_desktop.engine.quiddler.words import WordList
from tabletop_desktop.views.common.handover_cover import HandoverCover
from tabletop_desktop.views.quiddler.moment import QuiddlerMoment


@dataclass(frozen=True)
class Hint:
    """A hint laid out in the rows: its sentence, the words and the card to discard (if any)."""

    text: str
    words: tuple[tuple[str, ...], ...] = ()
    discard: str | None = None


@dataclass
class Screen:
    """The screen's own state. `moment` is the latest moment the view has drawn."""

    moment: QuiddlerMoment
    revealed: Seat | None = None  # pass and play: the person who confirmed at the screen
    word_list: WordList | None = None  # for the rows' and the word check's words (loads later)
    hint: Hint | None = None
    key_card: int | None = None  # the card picked with the keyboard
    new_cards: set[int] = field(default_factory=set)  # drawn this turn: outlined
    discard_serial: int = 0  # the discard pile's top card's key: a new top, a new card item
    finale_text: str = ""  # a bot's round-ending last turn is on the table (see finale.py)
    word_check_open: bool = False
    round_summary_up: bool = False
    cover_showing: bool = False  # the pass-and-play cover lies over the table

    @property
    def shown(self) -> Seat | None:
        return self.moment.shown

    def hand_visible(self) -> bool:
        """True when the shown seat's cards may be face up (never while the screen is handed over)."""
        moment = self.moment
        if moment.shown is None:
            return False
        if not moment.pass_and_play:
            return True
        # Pass and play: only the person acting now, once at the screen; while a bot plays, the
        # screen may already be on its way to the next person.
        return self.revealed == moment.shown and moment.deciding == moment.shown

    def my_turn(self) -> bool:
        """The person whose cards are shown decides now, and nothing holds the table."""
        moment = self.moment
        return (moment.deciding is not None and moment.deciding == moment.shown
                and not self.finale_text and self.hand_visible())

    def covered(self) -> bool:
        """The deciding person's cards are face down until they confirm at the screen."""
        moment = self.moment
        return moment.deciding is not None and moment.deciding == moment.shown \
            and not self.hand_visible()

    def between_rounds(self) -> bool:
        """The round summary is up and holds the next round until a person continues."""
        return self.round_summary_up and self.moment.holds_next_round


class CoverWatch:
    """Pass and play: the cover the game screen lays over the table between two persons (a
    sibling widget named "handoverCover"), and who confirmed at the screen. `reveal` runs when
    the person confirms on the cover."""

    def __init__(self, view: QWidget, screen: Screen, reveal: Callable[[], None]) -> None:
        self.view = view
        self.screen = screen
        self.reveal = reveal
        self._hooked: HandoverCover | None = None

    def handed_over(self) -> None:
        """The screen goes to the next person: their cards stay down until they confirm."""
        self.screen.revealed = None
        cover = self._cover()
        if cover is not None and cover is not self._hooked:
            cover.confirmed.connect(self.reveal)
            self._hooked = cover

    def _cover(self) -> HandoverCover | None:
        parent = self.view.parentWidget()
        return parent.findChild(HandoverCover, "handoverCover") if parent is not None else None

    def showing(self) -> bool:
        cover = self._cover()
        return cover is not None and cover.isVisible()
