"""New Game offers a seat "joins from another computer" and who may join."""

from __future__ import annotations

from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.network_model import HostChoices
from tabletop_desktop.windows.new_game_dialog import NewGameDialog


def test_a_game_of_people_and_bots_here_is_not_a_network_game(app, qtbot):
    dialog = NewGameDialog(Settings(), "qwirkle")
    qtbot.addWidget(dialog)
    assert dialog.seats[1].kind.findData("remote") >= 0
    assert dialog.host_choices() is None


def test_a_seat_joining_from_another_computer_opens_a_table(app, qtbot, monkeypatch):
    dialog = NewGameDialog(Settings(), "qwirkle")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.reach_row.isVisible()
    dialog.seat_count.setValue(3)
    seat = dialog.seats[2]
    seat.kind.setCurrentIndex(seat.kind.findData("remote"))
    assert dialog.reach_row.isVisible()
    assert not seat.name.isEnabled() and seat.name.placeholderText() == "Picked by the player"
    assert not seat.level.isVisible()
    assert dialog.button_box.button(dialog.button_box.StandardButton.Ok).text() == "Open the table"
    assert dialog.host_choices() == HostChoices((2,), "local_network")
    dialog.reach_combo.setCurrentIndex(dialog.reach_combo.findData("this_computer"))
    choices = dialog.host_choices()
    assert choices == HostChoices((2,), "this_computer") and choices.bind_host == "127.0.0.1"
    assert HostChoices((2,), "local_network").bind_host == "0.0.0.0"
    setup = dialog.game_setup()
    assert [s.kind for s in setup.seats] == ["person", "bot", "person"]
    # What is remembered stays readable by a version without network play.
    dialog.remember(setup)
    assert {s["kind"] for s in dialog.settings.new_game_defaults["qwirkle"]["seats"]} <= {"person", "bot"}
    seat.kind.setCurrentIndex(seat.kind.findData("bot"))
    assert dialog.host_choices() is None and not dialog.reach_row.isVisible()
