"""Quiddler's metadata: what the home screen and the New Game dialog show. Imports nothing heavy."""

from tabletop_desktop.engine.bots import BotLevel
from tabletop_desktop.engine.core import OptionSpec
from tabletop_desktop.engine.message import translate
from tabletop_desktop.engine.registry import GameInfo, register

OPTIONS = (
    OptionSpec(
        "word_list",
        translate("quiddler", "Word list"),
        "choice",
        "standard",
        help=translate("quiddler", "Which words count. A smaller list makes a gentler game; people and bots are judged "
        "by the same list."),
        choices=(
            ("common", translate("quiddler", "Common words (smaller list)")),
            ("standard", translate("quiddler", "Standard English words")),
            ("full", translate("quiddler", "Full list, with rare words")),
            ("custom", translate("quiddler", "My own imported list")),
        ),
    ),
    OptionSpec(
        "no_go_out_first_turn",
        translate("quiddler", "No going out on the first turn"),
        "bool",
        False,
        help=translate("quiddler", "Nobody may go out on their first turn of a round."),
    ),
    OptionSpec(
        "bonuses",
        translate("quiddler", "Bonuses with 2 players"),
        "choice",
        "both",
        help=translate("quiddler", "With 2 players only: play with both 10-point bonuses or only one of them. With 3 or "
        "more players both bonuses always count."),
        choices=(
            ("both", translate("quiddler", "Longest word and most words")),
            ("longest", translate("quiddler", "Longest word only")),
            ("most", translate("quiddler", "Most words only")),
        ),
        seat_counts=(2, 2),
    ),
    # Filled in when a game starts (storage/word_lists.prepare_with_warnings) from the person's word-list settings, so the
    # game's record carries exactly the words it was played with.
    OptionSpec("custom_words", translate("quiddler", "Imported word list"), "hidden", []),
    OptionSpec("house_allow", translate("quiddler", "House words allowed"), "hidden", []),
    OptionSpec("house_deny", translate("quiddler", "House words refused"), "hidden", []),
)

BOT_LEVELS = (
    BotLevel(
        "easy",
        translate("quiddler", "Easy", "a bot level"),
        translate("quiddler", "Knows only everyday words and plays what it sees, like a new player."),
        0.3,
    ),
    BotLevel(
        "medium",
        translate("quiddler", "Medium", "a bot level"),
        translate("quiddler", "Knows the whole word list; goes out as soon as it can and keeps the cards that score."),
        0.5,
    ),
    BotLevel(
        "hard",
        translate("quiddler", "Hard", "a bot level"),
        translate("quiddler", "Counts cards, watches what its discard gives away, waits for a better go-out and "
        "chases the bonuses."),
        1.0,
        heavy=True,
    ),
)

INFO = register(
    GameInfo(
        id="quiddler",
        name="Quiddler",
        pitch=translate("quiddler",
                        "Turn your hand of letter cards into words and go out first."),
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
