"""Word-list settings: importing a person's list (bad lines reported, not fatal), house lists,
the level, the dialog, and the hidden options a new game gets from them."""

from __future__ import annotations

import pytest

from tabletop_desktop.engine.quiddler.packed_words import unpack_words
from tabletop_desktop.engine.registry import game
from tabletop_desktop.storage import word_list_import
from tabletop_desktop.storage import word_lists as store
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.storage.word_list_import import ImportRefused, import_word_list
from tabletop_desktop.storage.word_lists import prepare
from tabletop_desktop.windows.word_lists_dialog import WordListsDialog
from tests.windows.word_list_steps import import_and_confirm, import_refused

LINES = [
    "quiz",
    "Zebra",
    "",
    "# a comment",
    "ice-cream",
    "don't",
    "two words",
    "r2d2",
    "café",
    "a",
    "quiz",
    "zzzzz",
    "xylophone",
]


def _write(tmp_path, lines, name="mine.txt"):
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_import_keeps_the_words_and_reports_every_bad_line(tmp_path):
    report = import_word_list(_write(tmp_path, LINES))
    assert report.count == 3  # quiz, zebra, xylophone
    assert report.duplicates == 1
    bad = {b.number: b.reason for b in report.bad}
    assert report.bad_count == len(bad) == 7
    assert "hyphen" in bad[5]
    assert "apostrophe" in bad[6]
    assert "space" in bad[7]
    assert "digit" in bad[8]
    assert "'é'" in bad[9]
    assert "at least 2 letters" in bad[10]
    assert "'z' cards" in bad[12]
    assert store.custom_words() == ["quiz", "xylophone", "zebra"]
    stored, warnings = store.load_word_list_settings()
    assert warnings == []
    assert (stored.custom_name, stored.custom_count) == ("mine.txt", 3)
    assert "7 lines are skipped" in " ".join(report.sentences())


def test_a_word_needing_more_than_ten_cards_is_reported():
    # No hand ever lays down more than 10 cards in one word (11 after the draw, one discarded).
    assert store.fewest_cards("thinner") == 4  # TH, IN, N, ER
    assert store.word_problem("inclinations") is None  # 12 letters on 9 cards (IN, CL, IN)
    assert "at least 15 cards" in store.word_problem("uncopyrightable")



def test_a_line_that_is_not_text_is_reported_line_by_line(tmp_path):
    path = tmp_path / "odd.txt"
    path.write_bytes(b"hello\n\xff\xfejunk\nworld\n")
    report = import_word_list(path)
    assert report.count == 2
    assert report.bad[0].reason == "it is not UTF-8 text"


def test_a_file_without_words_changes_nothing(tmp_path):
    import_word_list(_write(tmp_path, ["alpha", "beta"]))
    with pytest.raises(ImportRefused, match="no word"):
        import_word_list(_write(tmp_path, ["1", "2"], "bad.txt"))
    assert store.custom_words() == ["alpha", "beta"]


def test_house_words_are_cleaned_and_stored(tmp_path):
    words, problems = store.parse_house_words("Qi, za\nqi x-ray")
    assert words == ["qi", "za"]
    assert problems == ["x-ray: it has a hyphen (hyphenated words don't count)"]
    store.save_word_list_settings(store.WordListSettings("full", ["qi"], ["ok"]))
    stored, _ = store.load_word_list_settings()
    assert (stored.level, stored.allow, stored.deny) == ("full", ["qi"], ["ok"])


def test_a_damaged_settings_file_is_set_aside(tmp_path):
    store.folder().mkdir(parents=True, exist_ok=True)
    store.settings_path().write_text("{ not json", "utf-8")
    stored, warnings = store.load_word_list_settings()
    assert stored.level == store.DEFAULT_LEVEL
    assert warnings and "set aside" in warnings[0]


def test_prepare_fills_the_hidden_options_of_a_new_game(tmp_path):
    import_word_list(_write(tmp_path, ["quiz", "zebra"]))
    store.save_word_list_settings(store.WordListSettings(
        "custom", ["qi"], ["zebra"], "mine.txt", 2, ""))
    options = prepare({"word_list": "custom"})
    # The game's copy is packed (a large import would not fit in a save as a plain list).
    assert unpack_words(options["custom_words"]) == ["quiz", "zebra"]
    assert (options["house_allow"], options["house_deny"]) == (["qi"], ["zebra"])
    # A level chosen in the New Game dialog stands; the lists come along.
    assert prepare({"word_list": "common"})["custom_words"] == []
    # The registry hook is this function.
    info = game("quiddler")
    assert unpack_words(info.prepared_options({"word_list": "custom"})["custom_words"]) == [
        "quiz", "zebra"]


def test_custom_without_a_list_falls_back_to_a_level():
    options = prepare({"word_list": "custom"})
    assert options["word_list"] == store.DEFAULT_LEVEL
    assert options["custom_words"] == []


def test_the_dialog_imports_shows_bad_lines_and_saves(qtbot, tmp_path, monkeypatch):
    settings = Settings()
    dialog = WordListsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.remove_button.isEnabled()
    report = import_and_confirm(qtbot, monkeypatch, dialog, _write(tmp_path, LINES))
    assert report.count == 3
    assert dialog.bad_lines.count() == 7
    assert dialog.bad_lines.item(0).text().startswith("Line 5:")
    assert dialog.report_label.text().startswith("3 words were imported from mine.txt.")
    assert dialog.level.currentData() == "custom"
    dialog.allow.setPlainText("qi za 9x")
    assert "9x" in dialog.house_problems.text()
    dialog.save_and_close()
    stored, _ = store.load_word_list_settings()
    assert (stored.level, stored.allow, stored.custom_count) == ("custom", ["qi", "za"], 3)
    assert settings.new_game_defaults["quiddler"]["options"]["word_list"] == "custom"


def test_the_dialog_says_when_nothing_could_be_imported(qtbot, tmp_path, monkeypatch):
    dialog = WordListsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    said = import_refused(qtbot, monkeypatch, dialog, tmp_path / "missing.txt")
    assert said.startswith("Nothing was imported: missing.txt cannot be read")
    # After an import with bad lines, a failed one does not leave those lines on show as if
    # they were the new file's.
    import_and_confirm(qtbot, monkeypatch, dialog, _write(tmp_path, LINES))
    assert dialog.bad_lines.isVisible() and dialog.bad_lines.count() == 7
    said = import_refused(qtbot, monkeypatch, dialog, _write(tmp_path, ["", "# nothing"], "empty.txt"))
    assert "empty.txt holds no word" in said
    assert not dialog.bad_lines.isVisible() and dialog.bad_lines.count() == 0


def test_the_dialog_opens_from_the_view_and_names_this_games_list(qtbot):
    from tests.views.quiddler.helpers import make_table

    session, view = make_table(qtbot, options={"word_list": "common", "house_allow": ["qi"]})
    with qtbot.waitSignal(view.wordListsWanted, timeout=1000) as asked:
        view.actions_bar.word_lists.click()
    # The window answers the view's request (windows/main_window.py: open_word_lists).
    dialog = WordListsDialog(None, view, asked.args[0])
    dialog.open()
    assert dialog.isVisible()
    assert dialog.this_game.text() == ("This game is played with: Common words (a gentler game). "
                                       "House words: 1 allowed, 0 refused.")
    dialog.reject()


def test_the_dialog_counts_the_words_of_a_games_packed_list():
    from tabletop_desktop.engine.quiddler.packed_words import pack_words
    from tabletop_desktop.windows.word_lists_dialog import this_game_words

    text = this_game_words({"word_list": "custom", "custom_words": pack_words(["qi", "za", "ox"]),
                            "house_allow": [], "house_deny": ["ox"]})
    assert text == ("This game is played with: Your own list. Its list holds 3 words. "
                    "House words: 0 allowed, 1 refused.")
    one = this_game_words({"word_list": "custom", "custom_words": pack_words(["qi"])})
    assert one == "This game is played with: Your own list. Its list holds one word."


def test_a_list_too_large_for_a_saved_game_is_refused_and_the_old_one_stays(tmp_path, monkeypatch):
    import random

    import_word_list(_write(tmp_path, ["quiz", "zebra"]))
    rng = random.Random(5)
    letters = "abcdefghijklmnopqrstuvwxyz"
    junk = {"".join(rng.choice(letters) for _ in range(rng.randint(6, 10))) for _ in range(2000)}
    # The real cap is 800,000 packed characters (about 400,000 random strings): scaled down here.
    monkeypatch.setattr(word_list_import, "MAX_PACKED_CHARS", 5000)
    with pytest.raises(ImportRefused, match="too large to play with"):
        import_word_list(_write(tmp_path, sorted(junk), "junk.txt"))
    assert store.custom_words() == ["quiz", "zebra"]


def test_a_new_game_reads_the_imported_list_again_only_when_it_changed(tmp_path, monkeypatch):
    house = store  # the module that reads the files
    import_word_list(_write(tmp_path, ["quiz", "zebra"]))
    reads: list[str] = []
    packed, plain = house.read_packed_custom, house.read_custom_words
    monkeypatch.setattr(house, "read_packed_custom", lambda: reads.append("packed") or packed())
    monkeypatch.setattr(house, "read_custom_words", lambda: reads.append("text") or plain())
    first = prepare({"word_list": "custom"})["custom_words"]
    second = prepare({"word_list": "custom"})["custom_words"]
    # The packed copy written with the list is used as it is: no reading, checking and packing.
    assert first == second and reads == ["packed"]
    import_word_list(_write(tmp_path, ["quiz", "zebra", "ox"], "more.txt"))
    assert unpack_words(prepare({"word_list": "custom"})["custom_words"]) == ["ox", "quiz", "zebra"]
    assert reads == ["packed", "packed"]


def test_a_custom_list_edited_by_hand_is_read_instead_of_its_stale_packed_copy(tmp_path):
    import_word_list(_write(tmp_path, ["quiz", "zebra"]))
    store.custom_path().write_text("quiz\nzebra\njump\n", "utf-8")
    assert store.read_packed_custom() is None  # it describes the file as it was
    assert unpack_words(prepare({"word_list": "custom"})["custom_words"]) == [
        "jump", "quiz", "zebra"]
