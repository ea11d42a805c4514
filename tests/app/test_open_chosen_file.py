"""A file the person chose to open is never moved or changed, whatever it holds: the message says
why it cannot be opened and the file stays where it was."""

from __future__ import annotations

import json

import pytest

from tabletop_desktop.app import create_application, create_main_window
from tabletop_desktop.storage.jsonfile import envelope
from tabletop_desktop.storage.settings import Settings

PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00"
CASES = {
    "picture.png": (PNG, "not a Tabletop Desktop saved game"),
    "notes.txt": (b"Shopping: eggs, milk\n", "not a Tabletop Desktop saved game"),
    "newer.tabletop": (json.dumps(envelope("save", 99, {})).encode(), "newer version"),
    "broken.tabletop": (b'{"format": "tabletop-desktop/save", "vers', "ends too early"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_chosen_file_that_is_not_a_valid_save_is_left_alone(qapp, qtbot, tmp_path, name):
    content, reason = CASES[name]
    folder = tmp_path / "chosen"
    folder.mkdir()
    path = folder / name
    path.write_bytes(content)
    create_application([])
    window = create_main_window(Settings())
    qtbot.addWidget(window)
    window.show()
    assert not window.open_game(path)
    box = window.message_box
    assert box is not None and box.windowTitle() == "This game cannot be opened"
    assert reason in box.text()
    assert "set aside" not in box.text()
    assert sorted(p.name for p in folder.iterdir()) == [name]
    assert path.read_bytes() == content
    window.close()
