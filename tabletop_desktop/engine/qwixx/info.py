"""Qwixx's metadata: what the home screen and the New Game dialog show. Imports nothing heavy."""

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import OptionSpec
from tabletop_desktop.engine.message import translate
from tabletop_desktop.engine.registry import GameInfo, register

OPTIONS = (
    OptionSpec(
        "lock_for_everyone",
        translate("qwixx", "Lock cross for everyone with 5 crosses"),
        "bool",
        False,
        help=translate("qwixx", "When a row is locked, every player with at least 5 crosses in it "
                       "also gets the lock cross (one more cross in that row)."),
        seat_counts=(2, 5),  # alone, nobody else is there to get it
    ),
    OptionSpec(
        "until_all_locked",
        translate("qwixx", "Play until all four rows are locked"),
        "bool",
        False,
        help=translate("qwixx", "The game goes on after the second lock and ends only when all "
                       "four rows are locked, or when someone takes a fourth penalty."),
    ),
)

BOT_LEVELS = (
    BotLevel(
        "beginner",
        translate("qwixx", "Beginner", "a bot level"),
        translate("qwixx", "Crosses whatever it sees, skipping too many boxes, like a new player."),
        0.2,
    ),
    BotLevel(
        "casual",
        translate("qwixx", "Casual", "a bot level"),
        translate("qwixx", "Takes crosses that skip at most one box and avoids penalties when it "
                  "can."),
        0.3,
    ),
    BotLevel(
        "strong",
        translate("qwixx", "Strong", "a bot level"),
        translate("qwixx", "Plans its rows and watches the other sheets: who can lock, and how "
                  "near the end is."),
        0.5,
        heavy=True,  # it loads a value table (the duel table): keep that in the worker process
    ),
    BotLevel(
        "expert",
        translate("qwixx", "Expert", "a bot level"),
        translate("qwixx", "Plays from a table of the best choice in every position, and reads "
                  "the race to the end."),
        1.0,
        heavy=True,  # it loads a large value table: keep that in the worker process
    ),
)

INFO = register(
    GameInfo(
        id="qwixx",
        name="Qwixx",
        pitch=translate("qwixx",
                        "Roll the dice, cross the numbers, lock the rows before the others do."),
        min_seats=1,
        max_seats=5,
        engine_module="tabletop_desktop.engine.qwixx",
        available=True,
        options=OPTIONS,
        bot_levels=BOT_LEVELS,
        self_test="tabletop_desktop.views.qwixx.selftest:extra_steps",
        art="qwixx.svg",
        hidden_pieces=False,  # score sheets are public: pass and play needs no cover
    )
)
