"""The lobby of a network game, driven as a person uses it: the host sees the address and the
room code, who has joined, Start once every joining seat is taken, a free seat handed to a bot;
a joining person sees their seat and waits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from tabletop_desktop.windows.lobby_dialog import LobbyDialog
from tabletop_desktop.windows.network_model import (
    CODE_ALPHABET,
    CODE_LENGTH,
    LobbySeat,
    LobbyState,
    TableAddress,
    clean_room_code,
    lobby_from_message,
    new_room_code,
    parse_address,
    spaced_code,
)

LEVELS = (("beginner", "Beginner"), ("steady", "Steady"), ("strong", "Strong"))
ADDRESSES = (TableAddress("192.168.1.20", 8765), TableAddress("127.0.0.1", 8765))


def lobby(*statuses: str, can_start: bool = False, code: str = "ACDEFGHJKM") -> LobbyState:
    seats = [LobbySeat(0, "Ada", "here", "online")]
    names = ["Bo", "Cy", "Dee"]
    for i, status in enumerate(statuses):
        seats.append(LobbySeat(i + 1, names[i], "bot" if status == "bot" else "remote", status,
                               "Steady" if status == "bot" else None))
    return LobbyState("Qwirkle", code, ADDRESSES, tuple(seats), can_start=can_start)


def test_room_codes_are_long_unguessable_and_read_back_as_typed():
    codes = {new_room_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)
    code = next(iter(codes))
    assert clean_room_code(spaced_code(code).lower()) == code
    assert clean_room_code(code[:5] + "-" + code[5:]) == code
    assert clean_room_code("O0I1L23456") is None  # look-alikes are not in the alphabet
    assert clean_room_code("ACDEF") is None


def test_addresses_are_read_as_people_type_them():
    assert parse_address("192.168.1.20:8765") == TableAddress("192.168.1.20", 8765)
    assert parse_address(" ws://game.example.org:443/room/ACDEFGHJKM ") == TableAddress("game.example.org", 443)
    assert parse_address("[::1]:9000") == TableAddress("::1", 9000)
    assert TableAddress("::1", 9000).text() == "[::1]:9000"
    assert TableAddress("::1", 9000).url("ACDEFGHJKM") == "ws://[::1]:9000/room/ACDEFGHJKM"
    for bad in ("", "host", "host:0", "host:99999", "a b:80", "[::1"):
        answer = parse_address(bad)
        assert isinstance(answer, str) and answer.endswith(".") and answer[0].isupper(), bad


def test_the_lobby_message_is_read_and_bad_entries_left_out():
    message = {"game_id": "qwirkle", "started": False, "can_start": True, "seats": [
        {"seat": 0, "name": "Ada", "kind": "here", "level": None, "status": "online"},
        {"seat": 1, "name": "Bo", "kind": "remote", "level": None, "status": "reconnecting"},
        {"seat": "2", "name": "X", "kind": "remote", "status": "online"},
        {"seat": 3, "name": "Y", "kind": "alien", "status": "online"},
        "junk"]}
    state = lobby_from_message(message, "Qwirkle", "ACDEFGHJKM", ADDRESSES)
    assert [s.name for s in state.seats] == ["Ada", "Bo"]
    assert state.can_start and not state.started


def test_the_host_sees_where_to_join_and_starts_only_when_everybody_is_there(qtbot):
    dialog = LobbyDialog(host=True, bot_levels=LEVELS)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_state(lobby("empty", "online"))
    assert "192.168.1.20:8765" in dialog.addresses_label.text()
    assert dialog.code_label.text() == "ACDEF GHJKM"
    assert not dialog.start_button.isEnabled()
    assert "seat 2" in dialog.note.text() and dialog.note.text().endswith(".")
    assert dialog.status_labels[2].text() == "This player has joined and is connected."
    assert set(dialog.bot_buttons) == {1}  # only the free joining seat may go to a bot

    asked: list[tuple[int, str]] = []
    dialog.giveToBotRequested.connect(lambda seat, level: asked.append((seat, level)))
    dialog.level_combos[1].setCurrentIndex(2)
    qtbot.mouseClick(dialog.bot_buttons[1], Qt.MouseButton.LeftButton)
    assert asked == [(1, "strong")]

    dialog.show_state(lobby("bot", "online", can_start=True))
    assert dialog.start_button.isEnabled() and not dialog.bot_buttons
    with qtbot.waitSignal(dialog.startRequested, timeout=1000):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(dialog.cancelRequested, timeout=1000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)


def test_the_invitation_on_the_clipboard_is_a_sentence_with_address_and_code(qtbot):
    dialog = LobbyDialog(host=True, bot_levels=LEVELS)
    qtbot.addWidget(dialog)
    dialog.show_state(lobby("empty"))
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert "192.168.1.20:8765" in text and "ACDEF GHJKM" in text and text.endswith(".")


def test_a_joining_person_sees_their_seat_and_no_host_controls(qtbot):
    dialog = LobbyDialog(host=False, bot_levels=LEVELS)
    qtbot.addWidget(dialog)
    dialog.show()
    state = lobby("online", "empty")
    dialog.show_state(LobbyState(state.game_name, state.code, state.addresses, state.seats,
                                 my_seats=(1,)))
    assert "You play Bo (seat 2)." in dialog.intro.text()
    assert not dialog.start_button.isVisible() and not dialog.where.isVisible()
    assert not dialog.bot_buttons
    assert dialog.cancel_button.text() == "Leave the table"
