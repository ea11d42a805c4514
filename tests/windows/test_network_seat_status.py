"""During a network game each joining seat shows online / reconnecting / left on the scoreboard,
and the host is offered to give the seat of a player gone a while to a bot (or to wait)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.windows.conftest import chips_setup

LEVELS = (("first", "First chip"),)


def kind_text(window, seat: int) -> str:
    return window.game_screen.scoreboard.rows[seat].kind_label.text()


def test_the_scoreboard_follows_each_seat_and_the_host_may_hand_a_gone_seat_to_a_bot(window, qtbot):
    window.start_game(chips_setup("person", "person", "person"))
    screen = window.game_screen
    screen.follow_seat_status(host=True, bot_levels=LEVELS)
    keeper, bar = screen.seat_status, screen.seat_gone_bar
    assert keeper is not None and bar is not None
    now = [100.0]
    keeper.clock = lambda: now[0]

    screen.set_seat_status(1, "online")
    screen.set_seat_status(2, "online")
    assert kind_text(window, 1) == "Person \u00b7 online"
    screen.set_seat_status(1, "reconnecting")
    assert kind_text(window, 1) == "Person \u00b7 reconnecting\u2026"
    assert "reconnecting" in screen.scoreboard.rows[1].kind_label.toolTip()
    assert not bar.isVisible()  # a short drop is no reason to offer the seat to a bot
    screen.set_seat_status(1, "online")
    assert not bar.isVisible()

    screen.set_seat_status(2, "reconnecting")
    now[0] += 61
    keeper.check_gone()
    assert bar.isVisible() and bar.seat == 2
    assert bar.words.text() == "Cy has been away for a while. You may give the seat to a bot, or wait for Cy to come back."
    qtbot.mouseClick(bar.wait_button, Qt.MouseButton.LeftButton)
    assert not bar.isVisible()
    keeper.check_gone()
    assert not bar.isVisible()  # waiting starts the while again

    screen.set_seat_status(2, "left")
    assert bar.isVisible() and "Cy has left the table." in bar.words.text()
    with qtbot.waitSignal(screen.giveSeatToBot, timeout=1000) as given:
        qtbot.mouseClick(bar.bot_button, Qt.MouseButton.LeftButton)
    assert given.args == [2, "first"]
    screen.set_seat_status(2, "bot")
    assert kind_text(window, 2) == "Bot" and not bar.isVisible()


def test_a_joining_computer_shows_the_status_but_offers_nothing(window):
    window.start_game(chips_setup("person", "person"))
    screen = window.game_screen
    screen.follow_seat_status(host=False)
    assert screen.seat_gone_bar is None
    screen.set_seat_status(0, "left")
    assert kind_text(window, 0) == "Person \u00b7 left"
    screen.set_seat_status(7, "left")  # no such seat: nothing happens
    window.show_home()
    assert screen.seat_status is None
