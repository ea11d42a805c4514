"""Qwirkle's metadata: what the home screen and the New Game dialog show. Imports nothing heavy."""

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import OptionSpec
from tabletop_desktop.engine.message import translate
from tabletop_desktop.engine.registry import GameInfo, register

OPTIONS = (
    OptionSpec(
        "first_move",
        translate("qwirkle", "First move"),
        "choice",
        "largest_group",
        help=translate("qwirkle", "Who starts, and what they must play."),
        choices=(
            ("largest_group", translate("qwirkle", "By the rules: the largest group starts and must play it")),
            ("free", translate("qwirkle", "Random starter, free first move")),
        ),
    ),
    OptionSpec(
        "starter",
        translate("qwirkle", "Starting player"),
        "seat",
        -1,
        help=translate("qwirkle", "Pick who starts, or let the rules decide (-1)."),
    ),
    OptionSpec(
        "undo",
        translate("qwirkle", "Allow undoing a move"),
        "bool",
        True,
        help=translate(
            "qwirkle",
            "Playing alone against bots, you may undo your last move at any time; if tiles were "
            "drawn since, the game then counts as practice. With another person at the table, a "
            "move can be undone only while no tile was drawn from the bag after it."),
    ),
)

BOT_LEVELS = (
    BotLevel("beginner", translate("qwirkle", "Beginner", "a bot level"),
             translate("qwirkle", "Plays sensible single tiles, like a new player."), 0.2),
    BotLevel("casual", translate("qwirkle", "Casual", "a bot level"),
             translate("qwirkle", "Always takes the highest score available this turn."), 0.5),
    BotLevel(
        "strong",
        translate("qwirkle", "Strong", "a bot level"),
        translate("qwirkle",
                  "Scores well and thinks about the tiles it keeps and the lines it leaves open."),
        1.0,
        heavy=True,  # its look-ahead is pure-Python search: keep it off the GUI process's GIL
    ),
    BotLevel(
        "expert",
        translate("qwirkle", "Expert", "a bot level"),
        translate("qwirkle", "Looks ahead over the tiles it cannot see before choosing its move."),
        2.0,
        heavy=True,
    ),
)

INFO = register(
    GameInfo(
        id="qwirkle",
        name="Qwirkle",
        pitch=translate("qwirkle", "Match colours and shapes in lines of tiles; complete a line of "
                        "six for a Qwirkle."),
        min_seats=2,
        max_seats=6,
        engine_module="tabletop_desktop.engine.qwirkle",
        available=True,
        options=OPTIONS,
        bot_levels=BOT_LEVELS,
        art="qwirkle.svg",
    )
)
