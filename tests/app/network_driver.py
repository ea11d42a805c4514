"""Run by test_network_xvfb in a child process: the real main window of one computer at a network
table, host or joiner, driven step by step as a person would (New Game or Home > Join a game,
the lobby, a few moves), saving a screenshot at each step into a folder.

    python network_driver.py host SHOTS
    python network_driver.py join SHOTS ADDRESS CODE

It tells the test where it is by one JSON line per step on stdout ({"step": ...}, {"lobby":
{"address", "code"}}, {"shot": name}, {"error": sentence}); it closes its window (the host's
server stops with it) once the file SHOTS/quit exists. Every wait is bounded: past DEADLINE_S
it says what it was waiting for and exits with 1.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

DEADLINE_S = 40.0
MOVES_BEFORE_THE_DROP = 4  # moves of the game (both seats) before the joiner's network goes
MOVES_AFTER = 2  # moves once the joiner is back

Wait = tuple[str, Callable[[], bool]]


def say(**what: Any) -> None:
    print(json.dumps(what), flush=True)


class Driver:
    """Runs a script of steps: each step yields (what it waits for, a test of it); a timer on the
    GUI thread checks the test, so the window stays alive while it waits."""

    def __init__(self, app: Any, window: Any, role: str, shots: Path) -> None:
        from PySide6.QtCore import QTimer

        self.app, self.window, self.role, self.shots = app, window, role, shots
        self.started = time.monotonic()
        self.waiting: Wait | None = None
        self.busy = False
        self.script: Iterator[Wait] = iter(())
        self.timer = QTimer()
        self.timer.setInterval(50)
        self.timer.timeout.connect(self.tick)

    def run(self, script: Iterator[Wait]) -> None:
        self.script = script
        self.timer.start()

    def tick(self) -> None:
        if self.busy:  # a screenshot lets events through: never run two steps at once
            return
        self.busy = True
        try:
            self._tick()
        finally:
            self.busy = False

    def _tick(self) -> None:
        if (self.shots / "quit").exists():
            self.finish(0)
            return
        if time.monotonic() - self.started > DEADLINE_S:
            say(error=f"The {self.role} gave up waiting for: "
                      f"{self.waiting[0] if self.waiting else 'the quit file'}")
            self.finish(1)
            return
        try:
            while self.waiting is None or self.waiting[1]():
                self.waiting = next(self.script)
        except StopIteration:
            self.waiting = ("the quit file", lambda: False)
        except Exception as exc:  # noqa: BLE001 - said to the test, which fails with it
            say(error=f"The {self.role}'s script failed: {exc!r}")
            self.finish(1)

    def finish(self, code: int) -> None:
        self.timer.stop()
        self.window.close()  # the host's server saves its room and stops
        self.app.exit(code)

    def shot(self, widget: Any, name: str) -> None:
        for _ in range(10):
            self.app.processEvents()
        path = self.shots / f"{self.role}_{name}.png"
        widget.grab().save(str(path))
        say(shot=path.name)

    def pause(self, seconds: float) -> Wait:
        until = time.monotonic() + seconds
        return f"a pause of {seconds} s", lambda: time.monotonic() >= until

    def play_until(self, moves: int) -> Iterator[Wait]:
        """Play this computer's seat whenever it is to act (its first legal move), until the game
        has `moves` moves."""
        session = self.window.network.session
        while session.facts().move_count < moves:
            yield (f"move {moves} of the game, or this seat's turn",
                   lambda: session.facts().move_count >= moves or self.my_turn(session))
            if session.facts().move_count >= moves:
                break
            count = session.facts().move_count
            seat = next(s for s in session.facts().pending if s in session.seats_here)
            assert session.submit(session.view_for(seat).legal_actions()[0]), "a move was refused"
            yield "the table to take the move", lambda c=count: session.facts().move_count > c
        yield "the move's animation", lambda: not session.animating
        say(step="moves", count=session.facts().move_count)

    @staticmethod
    def my_turn(session: Any) -> bool:
        return any(seat in session.seats_here for seat in session.facts().pending) \
            and not session.animating


def host_script(d: Driver) -> Iterator[Wait]:
    window = d.window
    window.new_game("qwirkle")
    dialog = window.dialog
    dialog.seat_count.setValue(2)
    dialog.seats[0].name.setText("Ada")
    dialog.seats[1].kind.setCurrentIndex(dialog.seats[1].kind.findData("remote"))
    # This computer only: the test's table listens on the loopback, nowhere else.
    dialog.reach_combo.setCurrentIndex(dialog.reach_combo.findData("this_computer"))
    yield d.pause(0.3)
    d.shot(dialog, "new_game")
    dialog.button_box.button(dialog.button_box.StandardButton.Ok).click()
    hosted = window.network.pending
    yield "the lobby", lambda: (hosted.lobby_dialog is not None and hosted.lobby_dialog.state is not None
                                and bool(hosted.lobby_dialog.state.seats))
    lobby = hosted.lobby_dialog
    d.shot(lobby, "lobby_waiting")
    say(lobby={"address": lobby.addresses_label.text(), "code": lobby.code_label.text()})
    yield "the joining player", lambda: lobby.start_button.isEnabled()
    yield d.pause(1.0)  # the joiner's lobby is seen (and its screenshot taken) before the start
    d.shot(lobby, "lobby_ready")
    lobby.start_button.click()
    yield "the table", lambda: window.network.at_table()
    say(step="table")
    yield from d.play_until(MOVES_BEFORE_THE_DROP)
    d.shot(window, "game")
    row = window.game_screen.scoreboard.rows[1]
    yield "the joiner's seat reconnecting", lambda: "reconnecting" in row.kind_label.text()
    yield d.pause(0.3)
    d.shot(window, "seat_reconnecting")
    say(step="seat_reconnecting")
    yield "the joiner's seat online again", lambda: row.kind_label.text() == "Person \u00b7 online"
    say(step="back")
    yield from d.play_until(MOVES_BEFORE_THE_DROP + MOVES_AFTER)
    d.shot(window, "game_after")
    say(step="done")


def join_script(d: Driver, address: str, code: str) -> Iterator[Wait]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = d.window
    yield d.pause(0.3)
    d.shot(window, "home")
    QTest.mouseClick(window.home.join_button, Qt.MouseButton.LeftButton)
    joined = window.network.pending
    join = joined.join_dialog
    QTest.keyClicks(join.address_edit, address)
    QTest.keyClicks(join.code_edit, code)
    QTest.keyClicks(join.name_edit, "Bo")
    yield d.pause(0.2)
    d.shot(join, "join_dialog")
    QTest.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    yield "the lobby", lambda: joined.lobby_dialog is not None and joined.lobby_dialog.state is not None
    d.shot(joined.lobby_dialog, "lobby")
    yield "the table", lambda: window.network.at_table()
    say(step="table")
    session = window.network.session
    yield from d.play_until(MOVES_BEFORE_THE_DROP)
    d.shot(window, "game")
    banner = window.game_screen.banner
    yield "this computer's connection lost", lambda: not session.online and bool(banner.messages())
    yield d.pause(0.3)
    d.shot(window, "reconnecting")
    say(step="reconnecting", banner=banner.messages())
    yield "this computer back at the table", lambda: session.online and not banner.isVisible()
    say(step="back")
    yield from d.play_until(MOVES_BEFORE_THE_DROP + MOVES_AFTER)
    d.shot(window, "game_after")
    say(step="done")


def main() -> int:
    role, shots = sys.argv[1], Path(sys.argv[2])
    from tabletop_desktop.app import create_application, create_main_window
    from tabletop_desktop.storage.settings import Settings

    app = create_application()
    window = create_main_window(Settings(animation_speed="fast", bot_speed="fast", reduce_motion=True))
    window.network.server_args = ["--bot-pause", "0"]
    window.resize(1280, 800)
    window.show()
    driver = Driver(app, window, role, shots)
    driver.run(host_script(driver) if role == "host" else join_script(driver, *sys.argv[3:5]))
    say(step="started", platform=app.platformName())
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
