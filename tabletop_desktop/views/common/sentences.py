"""The views' sentences that name a player: status lines, banners, titles and tooltips.

Each is a `Said` (see `engine/sentences.py`): one whole template for the person at the screen,
who is called "You" ("It is your turn."), and one for anyone else ("It is {name}'s turn."), with
named placeholders only. A view never splices a name into a sentence of its own: it calls one of
these, e.g. `TURN_OF(name)`, or `WAITING_TO_CHOOSE.about(names)` for several players.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_desktop.engine.sentences import Said, names_in_words

__all__ = ["Said", "names_in_words"]

# --- whose turn ---------------------------------------------------------------------------------
TURN_OF = Said("It is your turn.", "It is {name}'s turn.")
TURN_SHORT = Said("Your turn.", "{name}'s turn.")
THINKING = Said("You are thinking\u2026", "{name} is thinking\u2026")
BOT_THINKING = Said("Your bot is thinking\u2026", "Bot {name} is thinking\u2026")
WAITING_TO_PLAY = Said("Waiting for you to play.", "Waiting for {name} to play.")
WAITING_TO_MOVE = Said("Waiting for you to move.", "Waiting for {name} to move.")
WAITING_PLAY_NEXT = Said("Waiting for you; you play next.", "Waiting for {name}; you play next.")
WAITING_TO_CHOOSE = Said("Waiting for you to choose.", "Waiting for {name} to choose.",
                         "Waiting for {names} to choose.")
CHOSE_AND_WAITING = Said("You chose {choice}; waiting for you to choose.",
                         "You chose {choice}; waiting for {name} to choose.",
                         "You chose {choice}; waiting for {names} to choose.")

# --- pass and play ------------------------------------------------------------------------------
PASS_THE_SCREEN = Said("Pass the screen to you.", "Pass the screen to {name}.")
PASS_THE_SCREEN_TITLE = Said("Pass the screen to you", "Pass the screen to {name}")
TURN_PASS_THE_SCREEN = Said("It is your turn: pass the screen to you.",
                            "It is {name}'s turn: pass the screen to {name}.")
PIECES_HIDDEN = Said("The pieces stay hidden until you are ready.",
                     "The pieces stay hidden until {name} is ready.")
SHOW_MY_PIECES = Said("It's me, show my pieces", "I'm {name}, show my pieces")
SINCE_LAST_TURN = Said("Since your last turn", "Since {name}'s last turn")
SINCE_LAST_TURN_MORE = Said("Since your last turn ({more} earlier moves not shown)",
                            "Since {name}'s last turn ({more} earlier moves not shown)")
CARDS_FACE_DOWN = Said("Your cards stay face down until you are at the screen.",
                       "{name}'s cards stay face down until {name} is at the screen.")
SHOW_CARDS = Said("Show your cards", "Show {name}'s cards")

# --- the end --------------------------------------------------------------------------------------
WINS_WITH = Said("You win with {points} points.", "{name} wins with {points} points.")
WINS_WITH_CHEER = Said("You win with {points} points!", "{name} wins with {points} points!")
OVER_WINS_WITH = Said("The game is over: you win with {points} points.",
                      "The game is over: {name} wins with {points} points.")
SHARED_WIN = Said("A shared win: you, {points} points each", "A shared win: {name}, "
                  "{points} points each", "A shared win: {names}, {points} points each")
ENDED_WITH_LAST_TILE = Said("The game ended when you placed your last tile (+6).",
                            "The game ended when {name} placed their last tile (+6).")

# --- Quiddler -------------------------------------------------------------------------------------
# Said to the person whose last turn it is, about the one who went out.
HAS_GONE_OUT_DISCARD = Said(
    "You have gone out: discard to end your last turn (your words in the rows are laid down "
    "with it).",
    "{name} has gone out: discard to end your last turn (your words in the rows are laid down "
    "with it).")
HAS_ALREADY_GONE_OUT = Said(
    "You have already gone out: this is your last turn. Lay down what words you can in the "
    "rows, then discard.",
    "{name} has already gone out: this is your last turn. Lay down what words you can in the "
    "rows, then discard.")

ON_ZERO = Said("A total never goes below zero, so you are on 0.",
               "A total never goes below zero, so {name} is on 0.",
               "A total never goes below zero, so {names} are on 0.")

# Said to the person whose turn it is: by name when several persons share the screen
# (`spoken_to`).
DRAW_A_CARD = Said(
    "Your turn: draw a card \u2014 click the draw pile (D), or drag it to your hand.",
    "{name}, your turn: draw a card \u2014 click the draw pile (D), or drag it to your hand.")
DRAW_OR_TAKE = Said(
    "Your turn: draw a card \u2014 click the draw pile (D) or take the {card} from the discard "
    "pile (T), or drag it to your hand.",
    "{name}, your turn: draw a card \u2014 click the draw pile (D) or take the {card} from the "
    "discard pile (T), or drag it to your hand.")
BUILD_OR_DISCARD = Said(
    "Your turn: build words in the rows and press Go out (G), or discard a card: drag it to the "
    "discard pile or double-click it.",
    "{name}, your turn: build words in the rows and press Go out (G), or discard a card: drag it "
    "to the discard pile or double-click it.")
# Said to the person with the last turn, about the one who went out.
WENT_OUT_DRAW = Said(
    "You went out: this is your last turn. Draw a card: click the draw pile (D) or the discard "
    "pile (T), or drag it to your hand.",
    "{name} went out: this is your last turn. Draw a card: click the draw pile (D) or the "
    "discard pile (T), or drag it to your hand.")
WENT_OUT_DISCARD = Said(
    "You went out: this is your last turn \u2014 lay down what words you can in the rows, then "
    "discard: drag a card to the discard pile or double-click it. Cards left in your hand count "
    "against you.",
    "{name} went out: this is your last turn \u2014 lay down what words you can in the rows, "
    "then discard: drag a card to the discard pile or double-click it. Cards left in your hand "
    "count against you.")

# The table's banner after someone went out; {waiting}: the names of those with a last turn.
WENT_OUT_YOUR_LAST_TURN = Said(
    "You went out with {words}: this is your last turn \u2014 lay down what words you can. "
    "Cards left in your hand count against you.",
    "{name} went out with {words}: this is your last turn \u2014 lay down what words you can. "
    "Cards left in your hand count against you.")
WENT_OUT_LAST_TURNS = Said("You went out with {words}. Last turns: {waiting}.",
                           "{name} went out with {words}. Last turns: {waiting}.")
WENT_OUT_WITH = Said("You went out with {words}.", "{name} went out with {words}.")
ROUND_OVER_WENT_OUT = Said("Round {round} of {rounds} ({cards} cards) is over: you went out.",
                           "Round {round} of {rounds} ({cards} cards) is over: {name} went out.")
ROUND_OVER_NOTHING_LEFT = "Round {round} of {rounds} ({cards} cards) is over: nothing was left to draw."

# --- Qwirkle --------------------------------------------------------------------------------------
START_THE_TABLE = Said(
    "Your turn: start the table with your largest group, {tiles} in one line, then press "
    "Confirm (Enter). There is no exchange on the first move.",
    "{name}, your turn: start the table with your largest group, {tiles} in one line, then press "
    "Confirm (Enter). There is no exchange on the first move.")
NO_TILE_FITS = Said(
    "Your turn: no tile fits, so exchange tiles (or pass when the bag is empty).",
    "{name}, your turn: no tile fits, so exchange tiles (or pass when the bag is empty).")
PLACE_TILES = Said("Your turn: place tiles in one line, then press Confirm (Enter).",
                   "{name}, your turn: place tiles in one line, then press Confirm (Enter).")

# --- Qwixx ----------------------------------------------------------------------------------------
ROLLS = Said("You roll", "{name} rolls")  # a headline
ROLL_OF = Said("Your roll", "{name}'s roll")  # a headline
ROLLS_THE_DICE = Said("You roll the dice.", "{name} rolls the dice.")
ROLLS_THE_DICE_NOW = Said("You roll the dice\u2026", "{name} rolls the dice\u2026")
COLOUR_CHOICE_OF = Said("Your colour choice", "{name}'s colour choice")  # a headline
# Said to a person at the screen; with several persons at one screen, by name.
YOUR_ROLL = Said("Your roll: press Roll (R or Space).", "{name}, your roll: press Roll (R or Space).")
YOUR_COLOUR_CHOICE = Said("Your colour choice ({mood}): {how}",
                          "{name}, your colour choice ({mood}): {how}")
MAKES_THE_COLOUR_CHOICE = Said("You make the colour choice\u2026",
                               "{name} makes the colour choice\u2026")



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


SENTENCES = tuple(value for value in list(globals().values()) if isinstance(value, Said))
