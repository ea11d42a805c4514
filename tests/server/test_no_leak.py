"""Nothing hidden leaves the server, checked byte for byte.

For random games (a random number of moves played first), the room is copied on the server and the
copy's hidden information is changed: the other seats' hands swapped (Qwirkle, Quiddler), another
seat's secret Qwixx choice or another seat's exchanged tiles made different. The observing seat's
client then rejoins both rooms and the game goes on in both the same way as far as that seat can
tell; every byte it receives from the two rooms must be the same.
"""

from __future__ import annotations

import random
import time

import pytest

from tabletop_desktop.server.codes import new_room_code
from tabletop_desktop.server.room import Room
from tests.server.harness import Client, choose, create_room, join, play_to_end

SEATS = {
    "qwirkle": 3,
    "quiddler": 3,
    "qwixx": 3,
}


def copy_room(server, code: str, change) -> str:
    """A copy of room `code` under a new code, `change` applied to its state (in memory only)."""
    lobby = server.server.lobby
    new_code = new_room_code()

    async def copy() -> None:
        room = lobby.get(code)
        async with room.lock:
            data = dict(room.to_json(), code=new_code)
        twin = Room.load(data, lobby.store, lobby.bots, lobby.bot_pause_s, lobby.forget)
        change(twin.game.state)
        lobby.rooms[new_code] = twin

    server.call(copy())
    return new_code


def swap_hands(state) -> None:
    hands = state.hands
    if len(hands[1]) == len(hands[2]) and sorted(hands[1]) != sorted(hands[2]):
        hands[1], hands[2] = list(hands[2]), list(hands[1])


def reshuffle(state) -> None:
    """Another order of the bag (Qwirkle) or the draw pile (Quiddler): what nobody may know."""
    stack = state.bag if hasattr(state, "bag") else state.pile
    if len(stack) > 1:
        stack.reverse()


def changed(game_id: str, shuffled: bool):
    def change(state) -> None:
        if game_id in ("qwirkle", "quiddler"):
            swap_hands(state)
            if shuffled:
                reshuffle(state)
    return change


def other_step(game_id: str, state, seat: int, twin: bool, other_state=None):
    """A move of another seat that looks the same to the observer in both rooms and yet differs
    in what the observer may not know; None when there is none now."""
    legal = state.legal_actions(seat)
    if game_id == "qwirkle":
        if len(state.bag) < 2:
            return None
        from tabletop_desktop.engine.qwirkle.actions import Exchange

        hand = list(state.hands[seat])
        exchange = Exchange(seat, tuple(hand[-2:] if twin else hand[:2]))
        return exchange if state.check(exchange) is None else None
    if game_id == "quiddler":
        from tabletop_desktop.engine.quiddler.actions import Discard, Draw

        if state.phase == "draw":
            return Draw(seat, "pile")
        # A discard is public: the same card from both hands, the rest of them differing.
        both = sorted(set(state.hands[seat]) & set(other_state.hands[seat]))
        discard = next((Discard(seat, card) for card in both
                        if state.check(Discard(seat, card)) is None
                        and other_state.check(Discard(seat, card)) is None), None)
        return discard
    if game_id == "qwixx":
        from tabletop_desktop.engine.qwixx.actions import Roll, WhiteChoice

        if any(isinstance(a, Roll) for a in legal):
            return Roll(seat)  # in the open, the same dice in both rooms
        choices = [a for a in legal if isinstance(a, WhiteChoice)]
        if not choices:
            return None
        # Secret while the observer has not chosen; the last choice shows them all.
        secret = 0 not in state.committed and len(choices) > 1
        return choices[-1] if twin and secret else choices[0]
    raise AssertionError(game_id)


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_bytes_a_seat_receives_do_not_depend_on_what_it_may_not_know(server, game_id):
    rng = random.Random(f"no-leak {game_id}")
    checked = 0
    for _ in range(6):
        count = SEATS[game_id]
        seats = [{"name": "Ada", "kind": "here", "level": None}] + [
            {"name": f"Seat {i + 1}", "kind": "remote", "level": None} for i in range(1, count)]
        host, _ = create_room(server.base, game_id, seats)
        others = [join(server.base, host.code, f"P{i}") for i in range(1, count)]
        host.send({"type": "start"})
        for client in (host, *others):
            client.expect("sync")
        play_to_end(server.config.data, host.code, [host, *others], rng,
                    stop_after=rng.randrange(0, 10))
        room_a = server.server.lobby.get(host.code)
        # Every first connection goes, so both rooms see the same comings and goings from here.
        for client in (host, *others):
            client.close()
        for _ in range(200):
            if all(room_a.status(s) == "reconnecting" for s in range(count)):
                break
            time.sleep(0.01)
        # When another seat moves next, the bag or pile is reshuffled too: then that seat's draws
        # differ, and the observer does not move again (its own draw would rightly differ).
        shuffled = game_id != "qwixx" and 0 not in room_a.game.pending()
        code_b = copy_room(server, host.code, changed(game_id, shuffled))
        room_b = server.server.lobby.get(code_b)
        # The observer (seat 0) and the other seats, on fresh connections to both rooms.
        watch = {code: Client(server.base, code) for code in (host.code, code_b)}
        movers = {code: {} for code in watch}
        for code, client in watch.items():
            client.send({"type": "rejoin", "token": host.tokens[0]})
            for other in others:
                mover = Client(server.base, code)
                mover.send({"type": "rejoin", "token": other.tokens[other.seats[0]]})
                mover.expect("sync")
                movers[code][other.seats[0]] = mover
        for client in watch.values():
            client.expect("sync")
            client.drain(0.1)
        diverged = shuffled  # something the observer may not know differs since
        for step in range(8):
            state_a, state_b = room_a.game.state, room_b.game.state
            if state_a.is_over():
                break
            pending = list(state_a.pending())
            other = next((s for s in pending if s != 0), None)
            if other is not None:
                a = other_step(game_id, state_a, other, False, state_b)
                b = other_step(game_id, state_b, other, True, state_a)
                if a is None or b is None:
                    break
                diverged = diverged or a != b
                for code, action in ((host.code, a), (code_b, b)):
                    mover = movers[code][other]
                    mover.command("act", action=room_a.game.engine.action_to_json(action))
                    while mover.expect("played")["played"]["seat"] != other:
                        pass
            else:
                if diverged:
                    break  # the observer's own move would now rightly see what differs
                view = state_a.view_for(0)
                assert view == state_b.view_for(0)
                action = choose(room_a.game, 0, rng)
                for code in watch:
                    watch[code].command("act", action=action)
                    while watch[code].expect("played")["played"]["seat"] != 0:
                        pass
            for client in watch.values():
                client.drain(0.05)
            got_a, got_b = watch[host.code].received, watch[code_b].received
            assert got_a == got_b, f"{game_id}: seat 0 saw a difference at step {step}"
            checked += 1
        assert room_a.game.state is not room_b.game.state
    assert checked >= 6  # the property was looked at, not skipped
