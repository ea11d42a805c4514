"""Quiddler's metadata: what the home screen and the New Game dialog show. Imports nothing heavy."""

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import OptionSpec
from tabletop_desktop.engine.registry import GameInfo, register

OPTIONS = (
    OptionSpec(
        "word_list",
        "Word list",
        "choice",
        "standard",
        help="Which words count. A smaller list makes a gentler game; people and bots are judged "
        "by the same list.",
        choices=(
            ("common", "Common words (smaller list)"),
            ("standard", "Standard English words"),
            ("full", "Full list, with rare words"),
            ("custom", "My own imported list"),
        ),
    ),
    OptionSpec(
        "no_go_out_first_turn",
        "No going out on the first turn",
        "bool",
        False,
        help="Nobody may go out on their first turn of a round.",
    ),
    OptionSpec(
        "bonuses",
        "Bonuses with 2 players",
        "choice",
        "both",
        help="With 2 players only: play with both 10-point bonuses or only one of them. With 3 or "
        "more players both bonuses always count.",
        choices=(
            ("both", "Longest word and most words"),
            ("longest", "Longest word only"),
            ("most", "Most words only"),
        ),
        seat_counts=(2, 2),
    ),
    # Filled in when a game starts (storage/word_lists.prepare_with_warnings) from the person's word-list settings, so the
    # game's record carries exactly the words it was played with.
    OptionSpec("custom_words", "Imported word list", "hidden", []),
    OptionSpec("house_allow", "House words allowed", "hidden", []),
    OptionSpec("house_deny", "House words refused", "hidden", []),
)

BOT_LEVELS = (
    BotLevel(
        "easy",
        "Easy",
        "Knows only everyday words and plays what it sees, like a new player.",
        0.3,
    ),
    BotLevel(
        "medium",
        "Medium",
        "Knows the whole word list; goes out as soon as it can and keeps the cards that score.",
        0.5,
    ),
    BotLevel(
        "hard",
        "Hard",
        "Counts cards, watches what its discard gives away, waits for a better go-out and "
        "chases the bonuses.",
        1.0,
        heavy=True,
    ),
)

INFO = register(
    GameInfo(
        id="quiddler",
        name="Quiddler",
        pitch="Turn your hand of letter cards into words and go out first.",
        min_seats=2,
        max_seats=8,
        engine_module="tabletop_desktop.engine.quiddler",
        available=True,
        options=OPTIONS,
        bot_levels=BOT_LEVELS,
        self_test="tabletop_desktop.views.quiddler.selftest:extra_steps",
        art="quiddler.svg",
        hidden_pieces=True,
        prepare_options="tabletop_desktop.storage.word_lists:prepare_with_warnings",
    )
)
