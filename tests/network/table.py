"""Computers at a network table, for the tests: each a `RemoteSession` against the real server,
whose seats may be scripted (a bot of the game chooses from this computer's own views, as a person
there would: it knows nothing else)."""

from __future__ import annotations

import random
import secrets
from typing import Any

from PySide6.QtCore import QTimer

from tabletop_desktop.engine.registry import game
from tabletop_desktop.session.remote_link import Backoff
from tabletop_desktop.session.remote_session import RemoteSession

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
FAST = Backoff(first_s=0.05, most_s=0.5)
WAIT_MS = 15000


def room_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(10))


class Computer:
    """One computer at the table. `scripted` seats play by themselves whenever they must act."""

    def __init__(self, url: str, game_id: str, scripted: bool = True, seed: int = 0) -> None:
        self.session = RemoteSession(url, backoff=FAST)
        self.game_id = game_id
        self.scripted = scripted
        self.rng = random.Random(seed)
        info = game(game_id)
        self.bot = info.engine().make_bot(info.bot_levels[0].key)
        self.refusals: list[str] = []
        self.changes: list[Any] = []
        self.session.refused.connect(self.refusals.append)
        self.session.tableChanged.connect(self._on_change)
        self.moves_sent = 0

    def _on_change(self, change: Any) -> None:
        self.changes.append(change)
        if self.scripted:
            QTimer.singleShot(0, self._play_if_still_scripted)

    def _play_if_still_scripted(self) -> None:
        # A test may hand this computer to a person between the change and this call.
        if self.scripted:
            self.play_if_due()

    def play_if_due(self) -> None:
        """Play every seat of this computer that must act now (once per position)."""
        session = self.session
        if not session.is_started() or not session.online:
            return
        facts = session.facts()
        if facts.over:
            return
        for seat in session.seats_here:
            if seat in facts.pending and seat not in session._moving:
                action = self.bot.choose(session.view_for(seat), self.rng, 0.02)
                if session.submit(action):
                    self.moves_sent += 1

    def close(self) -> None:
        self.session.close()


def open_table(qtbot, server, game_id: str, joiners: int = 1, bots: int = 0,
               host_scripted: bool = True, options: dict | None = None,
               seed: int = 1, joiners_scripted: bool = True) -> tuple[Computer, list[Computer]]:
    """A room on `server`: the host's computer with one seat here, `joiners` computers that
    join from elsewhere (scripted), `bots` server bots; started, every computer synced."""
    url = server.url(room_code())
    host = Computer(url, game_id, host_scripted, seed)
    seats = [{"name": "Ada", "kind": "here", "level": None}]
    names = ["Bo", "Cy", "Di"]
    seats += [{"name": names[i], "kind": "remote", "level": None} for i in range(joiners)]
    level = game(game_id).bot_levels[0].key
    seats += [{"name": f"Bot {i + 1}", "kind": "bot", "level": level} for i in range(bots)]
    with qtbot.waitSignal(host.session.lobbyChanged, timeout=WAIT_MS):
        host.session.host(game_id, options or {}, seats)
    others = []
    for i in range(joiners):
        other = Computer(url, game_id, joiners_scripted, seed + 1 + i)
        with qtbot.waitSignal(other.session.lobbyChanged, timeout=WAIT_MS):
            other.session.join(names[i])
        others.append(other)
    qtbot.waitUntil(lambda: host.session.lobby is not None and host.session.lobby.can_start,
                    timeout=WAIT_MS)
    assert host.session.start_game()
    qtbot.waitUntil(lambda: all(c.session.is_started() for c in [host, *others]),
                    timeout=WAIT_MS)
    return host, others


def close_all(*computers: Computer) -> None:
    for computer in computers:
        computer.close()
