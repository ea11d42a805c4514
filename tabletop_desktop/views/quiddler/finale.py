"""The last turn that ends a round, played on the table before the round summary covers it.

When a bot's last turn ends the round (always so with two players), the game has already scored
the round and dealt the next one by the time the view hears of it: the summary would open at once
and the bot's words would only ever be text in it. The finale keeps the table as it was, lays the
bot's words (and the cards it is left with) face up on its plate one card after another at a pace
a person can follow, holds the bots, and only then lets the view take in the round's end."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from tabletop_desktop.engine.quiddler.actions import LastTurn
from tabletop_desktop.engine.quiddler.events import LastTurnPlayed, RoundScored
from tabletop_desktop.engine.sentences import is_you
from tabletop_desktop.i18n import shown_name, translate
from tabletop_desktop.session.table import Played, TableSession
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.quiddler.card_art import card_label
from tabletop_desktop.views.quiddler.card_item import GLIDE_MS
from tabletop_desktop.views.quiddler.moment import QuiddlerMoment
from tabletop_desktop.views.quiddler.playback import TablePlayback, words_text
from tabletop_desktop.views.quiddler.screen import Screen
from tabletop_desktop.views.quiddler.table_scene import TableScene

CARD_STEP_MS = 260  # between two cards laid down, at normal speed
READ_MS = 1500  # the words stay in view this long before the summary (also with reduced motion)
HOLD = "last words"


class RoundFinale(QObject):
    """Shows the round-ending last turn of another seat, then calls `done(played)`. Meanwhile
    `screen.finale_text` says what happens (the status line shows it) and the table keeps the
    moment before the move."""

    def __init__(self, scene: TableScene, playback: TablePlayback, screen: Screen,
                 session: TableSession, say: Callable[[str], None],
                 done: Callable[[Played], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.playback = playback
        self.screen = screen
        self.session = session
        self.say = say
        self._done = done
        self._pending: Played | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.finish)

    @property
    def active(self) -> bool:
        return self._pending is not None

    @property
    def text(self) -> str:
        return self.screen.finale_text

    def wants(self, played: Played, moment: QuiddlerMoment) -> bool:
        """A bot's last turn that ends a round of a game going on, with a person to watch it
        (`moment`: the one the move led to)."""
        action = played.action
        return (isinstance(action, LastTurn) and moment.is_bot(action.seat)
                and moment.holds_next_round
                and any(isinstance(e, RoundScored) for e in played.events)
                and action.seat != self.screen.shown)

    def play(self, played_move: Played) -> None:
        """Lay the words down on the seat's plate; the round's end follows after `READ_MS`."""
        played = next(e for e in played_move.events if isinstance(e, LastTurnPlayed))
        scene, screen = self.scene, self.screen
        self._pending = played_move
        self.session.hold_bots(HOLD, True)
        seat = played.seat
        groups = [*played.words, played.left] if played.left else list(played.words)
        spots = scene.laid_spots(seat, groups)
        for key in [k for k in scene.cards if isinstance(k, tuple) and k[:2] == ("o", seat)]:
            scene.take(key)
        factor = scene.mover.factor
        k = 0
        for w, group in enumerate(groups):
            for i, card in enumerate(group):
                scene.put(("l", seat, w, i), card, True, spots[w][i], source=scene.seat_spot(seat),
                          delay_ms=round(k * CARD_STEP_MS * factor))
                k += 1
        screen.discard_serial += 1
        scene.put(("d", screen.discard_serial), played.discard, True, scene.discard_spot_at(),
                  source=scene.seat_spot(seat), delay_ms=round(k * CARD_STEP_MS * factor))
        scene.discard_spot.caption = translate("QuiddlerTable", "Discard: {card}", "a caption: the "
                                               "discard pile and its top card").format(
            card=card_label(played.discard))
        scene.discard_spot.update()
        words = words_text(played.words)
        left = len(played.left)
        name = shown_name(screen.moment.names[seat])
        if is_you(screen.moment.names[seat]):  # the person at the screen: a whole sentence for you
            if left == 1:
                text = translate("QuiddlerFinale", "Your last turn: you lay down {words} and keep "
                                 "1 card.", "{words}: English words").format(words=words)
            elif left:
                text = translate("QuiddlerFinale", "Your last turn: you lay down {words} and keep "
                                 "%n cards.", "{words}: English words", left).format(words=words)
            else:
                text = translate("QuiddlerFinale", "Your last turn: you lay down {words}.",
                                 "{words}: English words").format(words=words)
        elif left == 1:
            text = translate("QuiddlerFinale", "{name}'s last turn: {name} lays down {words} and "
                             "keeps 1 card.", "{words}: English words").format(name=name, words=words)
        elif left:
            text = translate("QuiddlerFinale", "{name}'s last turn: {name} lays down {words} and "
                             "keeps %n cards.", "{words}: English words", left).format(
                name=name, words=words)
        else:
            text = translate("QuiddlerFinale", "{name}'s last turn: {name} lays down {words}.",
                             "{words}: English words").format(name=name, words=words)
        scene.set_plate(seat, name, translate("QuiddlerTable", "last turn", "a seat's plate"),
                        translate("QuiddlerTable", "lays down its words", "a seat's plate"), True,
                        seat_colour(seat, self.playback.colour_blind))
        screen.finale_text = text
        self.say(text)
        self._timer.start(round((k + 1) * CARD_STEP_MS * factor + GLIDE_MS * factor) + READ_MS)

    def finish(self) -> None:
        """The round's end goes on: the summary opens (and holds the bots while a person reads)."""
        if self._pending is None:
            return
        self._timer.stop()
        played = self._pending
        self._pending = None
        self.screen.finale_text = ""
        self._done(played)
        self.session.hold_bots(HOLD, False)

    def cancel(self) -> None:
        """Undo, a loaded game or a closed view: the table is redrawn from the game anyway."""
        if self._pending is None:
            return
        self._timer.stop()
        self._pending = None
        self.screen.finale_text = ""
        self.session.hold_bots(HOLD, False)
