"""The app's own word-list files when a Quiddler game starts: custom.txt replaced by a pipe or a
link to a device, and a damaged or newer settings.json, are reported (never silent, never a
hang); a damaged file is set aside, a newer one stays where it is."""

from __future__ import annotations

import json

import pytest

from tabletop_desktop.engine.registry import game
from tabletop_desktop.storage import word_lists as store
from tabletop_desktop.storage.jsonfile import envelope
from tabletop_desktop.storage.word_lists import prepare_with_warnings
from tests.storage.hostile_files import finishes_in_time, link_to, make_fifo


@pytest.fixture
def own_list():
    store.store_word_list(["quiz", "zebra"], "mine.txt")
    settings, _ = store.load_word_list_settings()
    settings.level, settings.allow = "custom", ["qi"]
    store.save_word_list_settings(settings)


def _start_a_game(fifo=None):
    result, error = finishes_in_time(lambda: prepare_with_warnings({}), fifo)
    assert error is None, f"starting a game raised {error!r}"
    return result


def test_a_custom_list_replaced_by_a_fifo_is_set_aside_on_new_game(own_list):
    path = store.custom_path()
    path.unlink()
    make_fifo(path)
    options, warnings = _start_a_game(fifo=path)
    assert options["word_list"] == store.DEFAULT_LEVEL and options["custom_words"] == []
    assert options["house_allow"] == ["qi"]  # the house words still count
    assert warnings[0].startswith("Your imported word list cannot be used: custom.txt is not an "
                                  "ordinary file")
    assert "set aside as custom.txt.damaged-" in warnings[0]
    assert not path.exists() and list(path.parent.glob("custom.txt.damaged-*"))


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_custom_list_replaced_by_a_link_to_a_device_is_reported(own_list, device):
    path = store.custom_path()
    path.unlink()
    link_to(path, device)
    options, warnings = _start_a_game()
    assert options["custom_words"] == [] and "not an ordinary file" in warnings[0]


def test_a_custom_list_grown_past_any_list_we_write_is_reported(own_list):
    with open(store.custom_path(), "ab") as handle:
        handle.truncate(store.MAX_CUSTOM_BYTES + 1)
    options, warnings = _start_a_game()
    assert options["custom_words"] == [] and "larger than any list" in warnings[0]


def test_a_hand_edited_custom_list_keeps_its_words(own_list):
    store.custom_path().write_text("Quiz\nzebra\ndon't\n\n", "utf-8")
    assert store.read_custom_words() == (["quiz", "zebra"], [])


def test_a_damaged_settings_file_is_reported_when_a_game_starts(own_list):
    store.settings_path().write_text("{ not json", "utf-8")
    options, warnings = _start_a_game()
    assert len(warnings) == 1
    assert "word-list settings file" in warnings[0] and "set aside" in warnings[0]
    assert "without house words" in warnings[0]
    assert list(store.folder().glob("settings.json.damaged-*"))
    # The registry hook a new game goes through hands the same warnings on.
    _, via_hook = game("quiddler").prepared_options_with_warnings({})
    assert via_hook == []  # already set aside: reported once


def test_a_newer_settings_file_is_reported_and_left_in_place(own_list):
    newer = json.dumps(envelope(store.KIND, store.VERSION + 1, {"level": "full", "allow": ["qi"]}))
    store.settings_path().write_text(newer, "utf-8")
    options, warnings = _start_a_game()
    assert "newer version" in warnings[0] and "left as it is" in warnings[0]
    assert store.settings_path().read_text("utf-8") == newer
    assert not list(store.folder().glob("settings.json.damaged-*"))
    assert options["word_list"] == store.DEFAULT_LEVEL
