"""The home screen lists the games; the New Game dialog builds the set-up the person chose."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox

from tabletop_desktop.engine.registry import all_games
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.home_screen import HomeScreen
from tabletop_desktop.windows.new_game_dialog import NewGameDialog


def test_home_lists_every_game_and_disables_unavailable_ones(app, qtbot):
    home = HomeScreen()
    qtbot.addWidget(home)
    assert list(home.cards) == [g.id for g in all_games()]
    assert {"qwirkle", "qwixx", "quiddler", "chips"} <= set(home.cards)
    for info in all_games():
        button = home.cards[info.id].play_button
        assert button.isEnabled() == info.available
        assert button.text() == ("Play" if info.available else "Coming soon")
    with qtbot.waitSignal(home.playRequested) as blocker:
        qtbot.mouseClick(home.cards["qwirkle"].play_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["qwirkle"]


def test_new_game_dialog_builds_the_setup_from_clicks(app, qtbot):
    settings = Settings()
    dialog = NewGameDialog(settings, "qwirkle")
    qtbot.addWidget(dialog)
    assert dialog.seat_count.minimum() == 2 and dialog.seat_count.maximum() == 6
    dialog.seat_count.setValue(3)
    assert len(dialog.seats) == 3
    assert [e.name.text() for e in dialog.seats] == ["You", "Ada", "Bo"]
    dialog.seats[1].kind.setCurrentIndex(dialog.seats[1].kind.findData("person"))
    dialog.seats[1].name.setText("  Grace   Hopper ")
    expert = dialog.seats[2].level.findData("expert")
    dialog.seats[2].level.setCurrentIndex(expert)
    assert "Looks ahead" in dialog.seats[2].level.itemData(expert, Qt.ItemDataRole.ToolTipRole)
    first_move = dialog.option_widgets["first_move"]
    assert isinstance(first_move, QComboBox)
    first_move.setCurrentIndex(first_move.findData("free"))
    starter = dialog.option_widgets["starter"]
    assert [starter.itemText(i) for i in range(starter.count())] == [
        "By the rules", "You", "Grace Hopper", "Bo"]
    starter.setCurrentIndex(2)
    undo = dialog.option_widgets["undo"]
    assert isinstance(undo, QCheckBox)
    undo.setChecked(False)
    qtbot.keyClicks(dialog.seed_edit, "12345x")  # the validator keeps digits only

    setup = dialog.game_setup()
    assert setup.game_id == "qwirkle"
    assert [(s.name, s.kind, s.level) for s in setup.seats] == [
        ("You", "person", None), ("Grace Hopper", "person", None), ("Bo", "bot", "expert")]
    assert setup.options == {"first_move": "free", "starter": 1, "undo": False}
    assert setup.seed == 12345

    dialog.remember(setup)
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.game_combo.currentData() == "qwirkle"
    assert again.game_setup().seats == setup.seats
    assert {k: v for k, v in again.options().items()} == setup.options


def test_new_game_dialog_blank_seed_is_random_and_unavailable_games_cannot_be_picked(app, qtbot):
    dialog = NewGameDialog(Settings(), "chips")
    qtbot.addWidget(dialog)
    assert dialog.seat_count.minimum() == 1  # chips allow one player
    seeds = {dialog.game_setup().seed for _ in range(5)}
    assert len(seeds) > 1
    model = dialog.game_combo.model()
    for row in range(dialog.game_combo.count()):
        game_id = dialog.game_combo.itemData(row)
        enabled = bool(model.item(row).flags() & Qt.ItemFlag.ItemIsEnabled)
        from tabletop_desktop.engine.registry import game

        assert enabled == game(game_id).available


def test_when_text_reads_like_a_person_would_say_it():
    from datetime import UTC, datetime, timedelta

    from tabletop_desktop.windows.home_screen import when_text

    now = datetime(2026, 3, 3, 15, 0, tzinfo=UTC)
    assert when_text(now - timedelta(seconds=30), now) == "just now"
    assert when_text(now - timedelta(seconds=100), now) == "1 minute ago"
    assert when_text(now - timedelta(minutes=12), now) == "12 minutes ago"
    assert when_text(datetime(2026, 1, 5, 9, 0, tzinfo=UTC), now) == "on 5 January 2026"


def test_new_game_says_how_each_bot_level_plays(app, qtbot):
    from tabletop_desktop.engine.registry import game

    dialog = NewGameDialog(Settings(), "qwirkle")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    levels = {level.key: level for level in game("qwirkle").bot_levels}
    notes = dialog.level_notes
    assert notes.isVisible() and notes.text() == f"Casual: {levels['casual'].description}"
    bot = dialog.seats[1]
    bot.level.setCurrentIndex(bot.level.findData("expert"))
    assert notes.text() == f"Expert: {levels['expert'].description}"
    bot.kind.setCurrentIndex(bot.kind.findData("person"))
    assert not notes.isVisible()  # no bots, nothing to describe
