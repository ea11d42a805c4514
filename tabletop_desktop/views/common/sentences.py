"""The views' sentences that name a player: status lines, banners, titles and tooltips.

Each is a `Said`: one whole template for the person at the screen, who is called "You" ("It is
your turn."), and one for anyone else ("It is {name}'s turn."), with named placeholders only. A
view never splices a name into a sentence of its own: it calls one of these, e.g.
`TURN_OF(name)`, or `WAITING_TO_CHOOSE.about(names)` for several players.

The templates are English (marked for the catalogue with `QT_TRANSLATE_NOOP` in the context
"Sentences") and are translated when a sentence is said, so each is said in the person's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tabletop_desktop.engine.sentences import is_you
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, Message, fill, text, translate
from tabletop_desktop.views.common.numbers import shown_number

__all__ = ["Said", "names_in_words"]


def names_in_words(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bo", "Ada, Bo and Cy"; the person at the screen comes last: "Ada and
    you" (or "You" alone). Each list is made with whole templates a language may reorder."""
    others = [name for name in names if not is_you(name)]
    if len(others) < len(names):
        if not others:
            return translate("Names", "You")
        others.append(translate("Names", "you", "the person at the screen, last in a list of "
                                "names: \"Ada and you\""))
    if len(others) <= 1:
        return "".join(others)
    joined = others[0]
    for name in others[1:-1]:
        joined = fill(translate("Names", "{first}, {next}", "a list of names, not yet at its "
                                "last name"), {"first": joined, "next": name})
    return fill(translate("Names", "{first} and {last}", "a list of names and its last name"),
                {"first": joined, "last": others[-1]})


def _shown(value: object) -> str:
    """A placeholder's value as shown: a message in the person's language, a count in the
    person's numbers, anything else as it is."""
    if isinstance(value, Message):
        return text(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return shown_number(value)
    return str(value)


def _say(template: str, values: Mapping[str, object]) -> str:
    return fill(translate("Sentences", template), {key: _shown(v) for key, v in values.items()})


@dataclass(frozen=True)
class Said:
    """One sentence about one player (or several), as whole English templates translated when
    said. `you`: for the person at the screen; `other`: for anyone else, with {name}; `many`
    (optional): for several players at once, with {names} ("{names} share the win.")."""

    you: str
    other: str
    many: str = ""

    def __call__(self, name: str, **values: object) -> str:
        """The sentence about the player called `name`, with `values` for its placeholders."""
        if is_you(name):
            return _say(self.you, values)
        return _say(self.other, dict(values, name=name))

    def for_you(self, **values: object) -> str:
        """The sentence for the person at the screen, whatever their name (the only person at
        the table is always "you")."""
        return _say(self.you, values)

    def about(self, names: Sequence[str], **values: object) -> str:
        """The sentence about every player in `names`: the one-player sentence for a single name,
        else `many`, with {names} in words ("Ada and you")."""
        if len(names) == 1:
            return self(names[0], **values)
        return _say(self.many, dict(values, names=names_in_words(names)))


# --- whose turn ---------------------------------------------------------------------------------
TURN_OF = Said(
    QT_TRANSLATE_NOOP("Sentences", "It is your turn."),
    QT_TRANSLATE_NOOP("Sentences", "It is {name}'s turn."))
TURN_SHORT = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn."),
    QT_TRANSLATE_NOOP("Sentences", "{name}'s turn."))
THINKING = Said(
    QT_TRANSLATE_NOOP("Sentences", "You are thinking\u2026"),
    QT_TRANSLATE_NOOP("Sentences", "{name} is thinking\u2026"))
BOT_THINKING = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your bot is thinking\u2026"),
    QT_TRANSLATE_NOOP("Sentences", "Bot {name} is thinking\u2026"))
WAITING_TO_PLAY = Said(
    QT_TRANSLATE_NOOP("Sentences", "Waiting for you to play."),
    QT_TRANSLATE_NOOP("Sentences", "Waiting for {name} to play."))
WAITING_TO_MOVE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Waiting for you to move."),
    QT_TRANSLATE_NOOP("Sentences", "Waiting for {name} to move."))
WAITING_PLAY_NEXT = Said(
    QT_TRANSLATE_NOOP("Sentences", "Waiting for you; you play next."),
    QT_TRANSLATE_NOOP("Sentences", "Waiting for {name}; you play next."))
WAITING_TO_CHOOSE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Waiting for you to choose."),
    QT_TRANSLATE_NOOP("Sentences", "Waiting for {name} to choose."),
    QT_TRANSLATE_NOOP("Sentences", "Waiting for {names} to choose."))
CHOSE_AND_WAITING = Said(
    QT_TRANSLATE_NOOP("Sentences", "You chose {choice}; waiting for you to choose."),
    QT_TRANSLATE_NOOP("Sentences", "You chose {choice}; waiting for {name} to choose."),
    QT_TRANSLATE_NOOP("Sentences", "You chose {choice}; waiting for {names} to choose."))

# --- pass and play ------------------------------------------------------------------------------
PASS_THE_SCREEN = Said(
    QT_TRANSLATE_NOOP("Sentences", "Pass the screen to you."),
    QT_TRANSLATE_NOOP("Sentences", "Pass the screen to {name}."))
PASS_THE_SCREEN_TITLE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Pass the screen to you"),
    QT_TRANSLATE_NOOP("Sentences", "Pass the screen to {name}"))
TURN_PASS_THE_SCREEN = Said(
    QT_TRANSLATE_NOOP("Sentences", "It is your turn: pass the screen to you."),
    QT_TRANSLATE_NOOP("Sentences", "It is {name}'s turn: pass the screen to {name}."))
PIECES_HIDDEN = Said(
    QT_TRANSLATE_NOOP("Sentences", "The pieces stay hidden until you are ready."),
    QT_TRANSLATE_NOOP("Sentences", "The pieces stay hidden until {name} is ready."))
SHOW_MY_PIECES = Said(
    QT_TRANSLATE_NOOP("Sentences", "It's me, show my pieces"),
    QT_TRANSLATE_NOOP("Sentences", "I'm {name}, show my pieces"))
SINCE_LAST_TURN = Said(
    QT_TRANSLATE_NOOP("Sentences", "Since your last turn"),
    QT_TRANSLATE_NOOP("Sentences", "Since {name}'s last turn"))
SINCE_LAST_TURN_MORE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Since your last turn ({more} earlier moves not shown)"),
    QT_TRANSLATE_NOOP("Sentences", "Since {name}'s last turn ({more} earlier moves not shown)"))
CARDS_FACE_DOWN = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your cards stay face down until you are at the screen."),
    QT_TRANSLATE_NOOP("Sentences", "{name}'s cards stay face down until {name} is at the "
                                   "screen."))
SHOW_CARDS = Said(
    QT_TRANSLATE_NOOP("Sentences", "Show your cards"),
    QT_TRANSLATE_NOOP("Sentences", "Show {name}'s cards"))

# --- the end --------------------------------------------------------------------------------------
WINS_WITH = Said(
    QT_TRANSLATE_NOOP("Sentences", "You win with {points} points."),
    QT_TRANSLATE_NOOP("Sentences", "{name} wins with {points} points."))
WINS_WITH_CHEER = Said(
    QT_TRANSLATE_NOOP("Sentences", "You win with {points} points!"),
    QT_TRANSLATE_NOOP("Sentences", "{name} wins with {points} points!"))
OVER_WINS_WITH = Said(
    QT_TRANSLATE_NOOP("Sentences", "The game is over: you win with {points} points."),
    QT_TRANSLATE_NOOP("Sentences", "The game is over: {name} wins with {points} points."))
SHARED_WIN = Said(
    QT_TRANSLATE_NOOP("Sentences", "A shared win: you, {points} points each"),
    QT_TRANSLATE_NOOP("Sentences", "A shared win: {name}, {points} points each"),
    QT_TRANSLATE_NOOP("Sentences", "A shared win: {names}, {points} points each"))
ENDED_WITH_LAST_TILE = Said(
    QT_TRANSLATE_NOOP("Sentences", "The game ended when you placed your last tile (+6)."),
    QT_TRANSLATE_NOOP("Sentences", "The game ended when {name} placed their last tile (+6)."))

# --- Quiddler -------------------------------------------------------------------------------------
# Said to the person whose last turn it is, about the one who went out.
HAS_GONE_OUT_DISCARD = Said(
    QT_TRANSLATE_NOOP("Sentences", "You have gone out: discard to end your last turn (your "
                                   "words in the rows are laid down with it)."),
    QT_TRANSLATE_NOOP("Sentences", "{name} has gone out: discard to end your last turn (your "
                                   "words in the rows are laid down with it)."))
HAS_ALREADY_GONE_OUT = Said(
    QT_TRANSLATE_NOOP("Sentences", "You have already gone out: this is your last turn. Lay "
                                   "down what words you can in the rows, then discard."),
    QT_TRANSLATE_NOOP("Sentences", "{name} has already gone out: this is your last turn. Lay "
                                   "down what words you can in the rows, then discard."))

ON_ZERO = Said(
    QT_TRANSLATE_NOOP("Sentences", "A total never goes below zero, so you are on 0."),
    QT_TRANSLATE_NOOP("Sentences", "A total never goes below zero, so {name} is on 0."),
    QT_TRANSLATE_NOOP("Sentences", "A total never goes below zero, so {names} are on 0."))

# Said to the person whose turn it is: by name when several persons share the screen
# (`spoken_to`).
DRAW_A_CARD = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn: draw a card \u2014 click the draw pile (D), or "
                                   "drag it to your hand."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your turn: draw a card \u2014 click the draw pile "
                                   "(D), or drag it to your hand."))
DRAW_OR_TAKE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn: draw a card \u2014 click the draw pile (D) or "
                                   "take the {card} from the discard pile (T), or drag it to "
                                   "your hand."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your turn: draw a card \u2014 click the draw pile "
                                   "(D) or take the {card} from the discard pile (T), or drag "
                                   "it to your hand."))
BUILD_OR_DISCARD = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn: build words in the rows and press Go out (G), "
                                   "or discard a card: drag it to the discard pile or "
                                   "double-click it."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your turn: build words in the rows and press Go "
                                   "out (G), or discard a card: drag it to the discard pile "
                                   "or double-click it."))
# Said to the person with the last turn, about the one who went out.
WENT_OUT_DRAW = Said(
    QT_TRANSLATE_NOOP("Sentences", "You went out: this is your last turn. Draw a card: click "
                                   "the draw pile (D) or the discard pile (T), or drag it to "
                                   "your hand."),
    QT_TRANSLATE_NOOP("Sentences", "{name} went out: this is your last turn. Draw a card: "
                                   "click the draw pile (D) or the discard pile (T), or drag "
                                   "it to your hand."))
WENT_OUT_DISCARD = Said(
    QT_TRANSLATE_NOOP("Sentences", "You went out: this is your last turn \u2014 lay down what "
                                   "words you can in the rows, then discard: drag a card to "
                                   "the discard pile or double-click it. Cards left in your "
                                   "hand count against you."),
    QT_TRANSLATE_NOOP("Sentences", "{name} went out: this is your last turn \u2014 lay down "
                                   "what words you can in the rows, then discard: drag a card "
                                   "to the discard pile or double-click it. Cards left in "
                                   "your hand count against you."))

# The table's banner after someone went out; {waiting}: the names of those with a last turn.
WENT_OUT_YOUR_LAST_TURN = Said(
    QT_TRANSLATE_NOOP("Sentences", "You went out with {words}: this is your last turn \u2014 "
                                   "lay down what words you can. Cards left in your hand "
                                   "count against you."),
    QT_TRANSLATE_NOOP("Sentences", "{name} went out with {words}: this is your last turn "
                                   "\u2014 lay down what words you can. Cards left in your "
                                   "hand count against you."))
WENT_OUT_LAST_TURNS = Said(
    QT_TRANSLATE_NOOP("Sentences", "You went out with {words}. Last turns: {waiting}."),
    QT_TRANSLATE_NOOP("Sentences", "{name} went out with {words}. Last turns: {waiting}."))
WENT_OUT_WITH = Said(
    QT_TRANSLATE_NOOP("Sentences", "You went out with {words}."),
    QT_TRANSLATE_NOOP("Sentences", "{name} went out with {words}."))
ROUND_OVER_WENT_OUT = Said(
    QT_TRANSLATE_NOOP("Sentences", "Round {round} of {rounds} ({cards} cards) is over: you "
                                   "went out."),
    QT_TRANSLATE_NOOP("Sentences", "Round {round} of {rounds} ({cards} cards) is over: {name} "
                                   "went out."))
ROUND_OVER_NOTHING_LEFT = QT_TRANSLATE_NOOP(
    "Sentences", "Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw.")

# --- Qwirkle --------------------------------------------------------------------------------------
START_THE_TABLE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn: start the table with your largest group, "
                                   "{tiles} in one line, then press Confirm (Enter). There is "
                                   "no exchange on the first move."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your turn: start the table with your largest "
                                   "group, {tiles} in one line, then press Confirm (Enter). "
                                   "There is no exchange on the first move."))
NO_TILE_FITS = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn: no tile fits, so exchange tiles (or pass when "
                                   "the bag is empty)."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your turn: no tile fits, so exchange tiles (or "
                                   "pass when the bag is empty)."))
PLACE_TILES = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your turn: place tiles in one line, then press Confirm "
                                   "(Enter)."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your turn: place tiles in one line, then press "
                                   "Confirm (Enter)."))

# --- Qwixx ----------------------------------------------------------------------------------------
ROLLS = Said(
    QT_TRANSLATE_NOOP("Sentences", "You roll"),
    QT_TRANSLATE_NOOP("Sentences", "{name} rolls"))  # a headline
ROLL_OF = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your roll"),
    QT_TRANSLATE_NOOP("Sentences", "{name}'s roll"))  # a headline
ROLLS_THE_DICE = Said(
    QT_TRANSLATE_NOOP("Sentences", "You roll the dice."),
    QT_TRANSLATE_NOOP("Sentences", "{name} rolls the dice."))
ROLLS_THE_DICE_NOW = Said(
    QT_TRANSLATE_NOOP("Sentences", "You roll the dice\u2026"),
    QT_TRANSLATE_NOOP("Sentences", "{name} rolls the dice\u2026"))
COLOUR_CHOICE_OF = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your colour choice"),
    QT_TRANSLATE_NOOP("Sentences", "{name}'s colour choice"))  # a headline
# Said to a person at the screen; with several persons at one screen, by name.
YOUR_ROLL = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your roll: press Roll (R or Space)."),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your roll: press Roll (R or Space)."))
YOUR_COLOUR_CHOICE = Said(
    QT_TRANSLATE_NOOP("Sentences", "Your colour choice ({mood}): {how}"),
    QT_TRANSLATE_NOOP("Sentences", "{name}, your colour choice ({mood}): {how}"))
MAKES_THE_COLOUR_CHOICE = Said(
    QT_TRANSLATE_NOOP("Sentences", "You make the colour choice\u2026"),
    QT_TRANSLATE_NOOP("Sentences", "{name} makes the colour choice\u2026"))


def spoken_to(said: Said, name: str, several: bool, **values: object) -> str:
    """`said` to the person at the screen: by `name` when several persons share it (pass and
    play), else simply to "you", whatever their name."""
    return said(name, **values) if several else said.for_you(**values)


def win_title(names: Sequence[str], winners: Sequence[int], scores: Sequence[int]) -> str:
    """The end-of-game title: "You win with 40 points!", "Ada wins with ...", or "A shared win:
    Ada and you, 40 points each" (`winners` is not empty)."""
    if len(winners) == 1:
        return WINS_WITH_CHEER(names[winners[0]], points=scores[winners[0]])
    return SHARED_WIN.about([names[w] for w in winners], points=scores[winners[0]])


def round_over_nothing_left(**values: object) -> str:
    """`ROUND_OVER_NOTHING_LEFT` in the person's language, with {round}, {rounds} and {cards}."""
    return _say(ROUND_OVER_NOTHING_LEFT, values)


SENTENCES = tuple(value for value in list(globals().values()) if isinstance(value, Said))
