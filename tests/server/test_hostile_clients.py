"""Hostile clients on real sockets: each bad message is refused with its reason (or the connection
closed), the room's state is unchanged, and another room is still served."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from tabletop_desktop.server.codes import new_room_code
from tests.server.harness import Client, create_room, game_from_file, join

SEATS = [{"name": "Ada", "kind": "here", "level": None},
         {"name": "Seat 2", "kind": "remote", "level": None},
         {"name": "Seat 3", "kind": "remote", "level": None}]


@pytest.fixture
def table(server):
    """A started Qwirkle game: the host at seat 0, two joining computers at seats 1 and 2, and a
    second room that must never notice."""
    host, _ = create_room(server.base, "qwirkle", SEATS)
    bo, cy = join(server.base, host.code, "Bo"), join(server.base, host.code, "Cy")
    host.send({"type": "start"})
    for client in (host, bo, cy):
        client.expect("sync")
    other, _ = create_room(server.base, "qwixx", [{"name": "Di", "kind": "here", "level": None},
                                                 {"name": "Ed", "kind": "bot", "level": None}])
    other.send({"type": "start"})
    other.expect("sync")
    return host, bo, cy, other


def state_of(server, code):
    data = server.room_json(code)
    data.pop("updated")
    return data


def still_served(client: Client) -> None:
    client.send({"type": "ping"})
    client.expect("pong", timeout=5)


def refused(client: Client, code: str) -> dict:
    answer = client.expect("refused")
    assert answer["code"] == code, answer
    assert answer["reason"].endswith((".", "!")) and answer["reason"][0].isupper()
    return answer


def test_malformed_json_and_wrong_types_are_refused_and_change_nothing(server, table):
    host, bo, cy, other = table
    before = state_of(server, host.code)
    bad_frames = ["{", "[1, 2]", "null", '"act"', "[" * 60000, '{"type": "act", "n": ' +
                  "9" * 60000 + "}", json.dumps({"no": "type"}), json.dumps({"type": "fly"}),
                  json.dumps({"type": 7})]
    expected = ["bad_json"] * 6 + ["unknown_type"] * 3
    for frame, code in zip(bad_frames, expected, strict=True):
        bo.send_text(frame)
        refused(bo, code)
    for message in [{"type": "act", "n": "1", "action": {}},
                    {"type": "act", "n": True, "action": {}},
                    {"type": "act", "n": 1, "action": []},
                    {"type": "act", "n": 1},
                    {"type": "act", "n": 1, "action": {}, "extra": 1},
                    {"type": "hint", "n": 2, "seat": 1.5},
                    {"type": "join", "name": ["Bo"]},
                    {"type": "give_to_bot", "seat": "1", "level": "beginner"}]:
        bo.send(message)
        refused(bo, "bad_field")
    bo.send_text(b"\x00\x01binary")
    refused(bo, "bad_json")
    bo.command("act", action={"type": "place", "seat": 1, "placements": "everywhere"})
    refused(bo, "not_an_action")
    bo.command("act", action={"type": "teleport", "seat": 1})
    refused(bo, "not_an_action")
    assert state_of(server, host.code) == before
    still_served(bo)
    still_served(other)


def test_a_10_mb_message_closes_the_connection_and_the_server_serves_on(server, table):
    host, bo, cy, other = table
    before = state_of(server, host.code)
    big = json.dumps({"type": "join", "name": "x" * (10 * 1024 * 1024)})
    try:
        bo.send_text(big)
    except ConnectionClosed:
        pass
    assert bo.closed(timeout=5)
    assert bo.socket.close_code == 1009
    assert state_of(server, host.code) == before
    still_served(host)
    still_served(other)
    # The seat is only reconnecting: its token brings it back.
    again = Client(server.base, host.code)
    again.send({"type": "rejoin", "token": bo.tokens[1]})
    assert again.expect("joined")["seats"][0]["seat"] == 1
    assert again.expect("sync")["seats_here"] == [1]


def test_a_message_over_64_kib_is_refused_unless_it_creates_a_table(server, table):
    """Only `create` may be long (a Quiddler game's own word list travels with it); any other
    message over 64 KiB is refused and changes nothing, and the connection goes on."""
    host, bo, cy, other = table
    before = state_of(server, host.code)
    bo.send_text(json.dumps({"type": "hint", "n": 1, "seat": 1, "x": "y" * (100 * 1024)}))
    assert refused(bo, "too_big")["reason"].startswith("That message is too long")
    assert state_of(server, host.code) == before
    still_served(bo)
    still_served(other)


def test_a_quiddler_table_with_a_big_imported_word_list_is_created_and_played(server):
    """A 100,000-word list (about 240 kB packed) with full house lists: over 64 KiB, under the
    1 MiB a `create` may take; the joiner gets the list once, with the sync, not with each move."""
    from tabletop_desktop.engine.quiddler.packed_words import pack_words

    words = sorted({"".join(chr(97 + (i * 7 + k * 3) % 26) for k in range(3 + i % 8))
                    for i in range(140_000)})[:100_000]
    options = {"custom_words": pack_words(words), "word_list": "custom",
               "house_allow": [f"zz{i:04d}" for i in range(5000)],
               "house_deny": [f"qq{i:04d}" for i in range(5000)]}
    assert 64 * 1024 < len(json.dumps(options)) < 1024 * 1024
    host, _ = create_room(server.base, "quiddler", [
        {"name": "Ada", "kind": "here", "level": None},
        {"name": "Seat 2", "kind": "remote", "level": None}], options=options)
    bo = join(server.base, host.code, "Bo")
    host.send({"type": "start"})
    sync = bo.expect("sync")
    assert dict(map(tuple, sync["facts"]["options"]))["house_allow"][:1] == ["zz0000"]
    import random

    from tests.server.harness import play_to_end

    game = play_to_end(server.config.data, host.code, [host, bo], random.Random(3), stop_after=6)
    assert len(game.history) >= 6
    played = [json.loads(t) for t in bo.received if '"type":"played"' in t]
    assert played and all("options" not in m["facts"] for m in played)
    biggest = max((t for t in bo.received if '"type":"played"' in t), key=len)
    assert len(biggest) < 64 * 1024, {k: len(json.dumps(v)) for k, v in json.loads(biggest).items()} | {"v": {k: len(json.dumps(v)) for k, v in json.loads(biggest)["views"]["1"].items()}}


def test_a_flood_is_refused_then_closed_and_other_rooms_never_notice(server, table):
    host, bo, cy, other = table
    before = state_of(server, host.code)
    sent = 0
    try:
        for _ in range(2000):
            bo.send({"type": "ping"})
            sent += 1
    except ConnectionClosed:
        pass
    assert bo.closed(timeout=5)
    kinds = [json.loads(t)["type"] for t in bo.received]
    codes = [json.loads(t).get("code") for t in bo.received]
    assert "pong" in kinds and "rate_limited" in codes
    last = json.loads(bo.received[-1])
    assert last.pop("message")["source"] == last["reason"]
    assert last == {
        "type": "closed", "code": "rate_limited",
        "reason": "Too many messages too fast: the connection was closed."}
    assert kinds.count("pong") < 200  # the bucket, not the flood, decided
    assert state_of(server, host.code) == before
    still_served(host)
    still_served(other)


def test_another_seats_moves_and_out_of_turn_moves_are_refused(server, table):
    host, bo, cy, other = table
    game = game_from_file(server.config.data, host.code)
    turn = game.pending()[0]
    owner = {0: host, 1: bo, 2: cy}
    idle = next(s for s in (1, 2) if s != turn)
    before = state_of(server, host.code)
    legal = game.engine.action_to_json(game.state.legal_actions(turn)[0])
    # A move for a seat held by another connection.
    thief = owner[idle]
    thief.command("act", action=legal)
    refused(thief, "not_your_seat")
    # A move for one's own seat out of turn.
    mine = dict(legal, seat=idle)
    thief.command("act", action=mine)
    assert thief.expect("refused")["code"] in ("not_your_turn", "not_an_action")
    # A seat that does not exist, a hint for another seat, host controls from a guest.
    thief.command("act", action=dict(legal, seat=9))
    assert thief.expect("refused")["code"] in ("no_such_seat", "not_an_action")
    thief.command("hint", seat=turn)
    refused(thief, "not_your_seat")
    thief.send({"type": "give_to_bot", "seat": turn, "level": "beginner"})
    refused(thief, "not_host")
    thief.send({"type": "cancel"})
    refused(thief, "not_host")
    # Undo of somebody else's move (nothing of this seat's was played).
    thief.command("undo")
    refused(thief, "undo_refused")
    assert state_of(server, host.code) == before
    still_served(other)


def test_a_replayed_n_is_refused_and_the_move_is_not_played_twice(server, table):
    host, bo, cy, other = table
    game = game_from_file(server.config.data, host.code)
    turn = game.pending()[0]
    owner = {0: host, 1: bo, 2: cy}[turn]
    action = game.engine.action_to_json(game.state.legal_actions(turn)[0])
    owner.n = 41
    owner.send({"type": "act", "n": 42, "action": action})
    owner.expect("played")
    after_one = state_of(server, host.code)
    owner.send({"type": "act", "n": 42, "action": action})
    assert refused(owner, "replayed")["n"] == 42
    owner.send({"type": "act", "n": 7, "action": action})
    refused(owner, "replayed")
    assert state_of(server, host.code) == after_one
    assert len(after_one["record"]["actions"]) == 1


def test_tokens_of_another_room_and_made_up_tokens_are_refused(server, table):
    host, bo, cy, other = table
    stranger = Client(server.base, host.code)
    stranger.send({"type": "rejoin", "token": other.tokens[0]})
    refused(stranger, "bad_token")
    stranger.send({"type": "rejoin", "token": "x" * 32})
    refused(stranger, "bad_token")
    stranger.command("act", action={"type": "pass", "seat": 1})
    refused(stranger, "not_joined")
    stranger.send({"type": "join", "name": "Eve"})
    refused(stranger, "already_started")
    nowhere = Client(server.base, new_room_code())
    nowhere.send({"type": "join", "name": "Eve"})
    refused(nowhere, "no_such_room")
    still_served(other)


def test_guessing_tokens_is_stopped_per_address(server, table):
    host, bo, cy, other = table
    guesser = Client(server.base, host.code)
    for _ in range(9):
        guesser.send({"type": "rejoin", "token": "guess" * 6})
        refused(guesser, "bad_token")
    guesser.send({"type": "rejoin", "token": "guess" * 6})
    refused(guesser, "too_many_attempts")
    assert guesser.closed(timeout=5)
    # Even the right token now waits out the minute from that address; the seated play on.
    late = Client(server.base, host.code)
    late.send({"type": "rejoin", "token": bo.tokens[1]})
    refused(late, "too_many_attempts")
    still_served(bo)
    still_served(other)


def test_a_wrong_protocol_version_or_no_hello_is_refused_and_closed(server, table):
    host, bo, cy, other = table
    old = Client(server.base, host.code, hello=False)
    old.send({"type": "hello", "protocol": 1, "client": "from the past"})
    answer = refused(old, "protocol_version")
    assert "version 1" in answer["reason"] and "version 2" in answer["reason"]
    assert old.closed(timeout=5)
    rude = Client(server.base, host.code, hello=False)
    rude.send({"type": "join", "name": "Eve"})
    refused(rude, "hello_first")
    assert rude.closed(timeout=5)
    still_served(other)


def test_paths_that_are_no_room_are_refused_before_the_upgrade(server):
    for path in ("/", "/room/", "/room/short", "/room/ABCDEFGHI0", "/other/ABCDEFGHJK"):
        with pytest.raises(InvalidStatus) as error, connect(server.base + path, open_timeout=5):
            pass
        assert error.value.response.status_code == 404


def test_a_client_that_keeps_sending_garbage_is_closed(server, table):
    host, bo, cy, other = table
    noisy = Client(server.base, host.code)
    for _ in range(25):
        try:
            noisy.send_text("}{")
        except ConnectionClosed:
            break
    assert noisy.closed(timeout=5)
    last = json.loads(noisy.received[-1])
    assert last["type"] == "closed" and last["code"] == "bad_json"
    still_served(bo)
