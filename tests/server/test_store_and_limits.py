"""The room files (a damaged one is left aside, the others load) and the limits' arithmetic."""

from __future__ import annotations

import json

from tabletop_desktop.server.limits import AttemptLimiter, TokenBucket
from tabletop_desktop.server.room_store import RoomStore
from tests.server.harness import Client, ServerThread, create_room


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_token_bucket_allows_bursts_and_the_rate_and_no_more():
    clock = Clock()
    bucket = TokenBucket(10, 5, clock)
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    clock.now = 0.5  # five more at ten a second
    assert sum(bucket.take() for _ in range(10)) == 5
    clock.now = 100.0  # never more than the burst
    assert sum(bucket.take() for _ in range(10)) == 5


def test_failed_attempts_block_an_address_for_the_window_only():
    clock = Clock()
    limiter = AttemptLimiter(3, 60.0, clock)
    assert [limiter.failed("10.0.0.1") for _ in range(3)] == [False, False, True]
    assert limiter.blocked("10.0.0.1") and not limiter.blocked("10.0.0.2")
    clock.now = 61.0
    assert not limiter.blocked("10.0.0.1")


def test_a_damaged_room_file_is_left_aside_and_the_other_rooms_load(tmp_path):
    data = tmp_path / "data"
    running = ServerThread(data)
    try:
        host, created = create_room(running.base, "quiddler", [
            {"name": "Ada", "kind": "here", "level": None},
            {"name": "Bo", "kind": "bot", "level": None}])
    finally:
        running.stop()
    rooms = data / "rooms"
    (rooms / "ABCDEFGHJK.json").write_text("{not json", "utf-8")
    (rooms / "notacode.json").write_text("{}", "utf-8")
    good = json.loads((rooms / f"{host.code}.json").read_text("utf-8"))
    bad_record = dict(good, code="BCDEFGHJKM")
    bad_record["record"] = dict(good["record"], actions=[{"type": "fly", "seat": 0}])
    (rooms / "BCDEFGHJKM.json").write_text(json.dumps(bad_record), "utf-8")
    assert sorted(r["code"] for r in RoomStore(data).load_all()) == sorted(["BCDEFGHJKM", host.code])
    again = ServerThread(data)
    try:
        assert set(again.server.lobby.rooms) == {host.code}
        back = Client(again.base, host.code)
        back.send({"type": "rejoin", "token": created["host_token"]})
        assert back.expect("lobby")["host"] is True
    finally:
        again.stop()


def test_the_server_caps_its_rooms_and_each_rooms_connections(tmp_path):
    from tabletop_desktop.server.limits import Limits

    running = ServerThread(tmp_path / "data", limits=Limits(max_rooms=1, connections_per_room=2))
    try:
        host, created = create_room(running.base, "qwixx", [
            {"name": "Ada", "kind": "here", "level": None},
            {"name": "Seat 2", "kind": "remote", "level": None}])
        from tabletop_desktop.server.codes import new_room_code

        second = Client(running.base, new_room_code())
        second.send({"type": "create", "game_id": "qwixx", "options": {},
                     "seats": [{"name": "Bo", "kind": "here", "level": None}]})
        assert second.expect("refused")["code"] == "server_full"
        assert second.closed(timeout=5)
        guest = Client(running.base, host.code)
        guest.send({"type": "join", "name": "Bo"})
        guest.expect("joined")
        third = Client(running.base, host.code)
        third.send({"type": "rejoin", "token": created["host_token"]})
        assert third.expect("refused")["code"] == "server_full"
    finally:
        running.stop()


def test_behind_a_proxy_the_forwarded_address_is_limited_not_the_proxys(tmp_path):
    running = ServerThread(tmp_path / "data", behind_proxy=True)
    try:
        host, created = create_room(running.base, "qwixx", [
            {"name": "Ada", "kind": "here", "level": None}])
        guesser = Client(running.base, host.code, headers={"X-Forwarded-For": "10.0.0.9"})
        for _ in range(10):
            guesser.send({"type": "rejoin", "token": "wrong" * 6})
        assert guesser.closed(timeout=5)
        assert json.loads(guesser.received[-1])["code"] == "too_many_attempts"
        friend = Client(running.base, host.code,
                        headers={"X-Forwarded-For": "10.0.0.9, 10.0.0.10"})
        friend.send({"type": "rejoin", "token": created["host_token"]})
        assert friend.expect("joined")["seats"][0]["seat"] == 0
    finally:
        running.stop()


def test_a_saved_room_is_whole_at_once_and_forced_to_the_disk_within_a_second(tmp_path,
                                                                               monkeypatch):
    """A save returns with the file complete (what a SIGKILL leaves); the fsyncs come after, one
    pass for every room written meanwhile, and stopping the store forces the rest."""
    import asyncio

    from tabletop_desktop.server import room_store

    flushed: list[list[str]] = []
    monkeypatch.setattr(room_store, "FLUSH_S", 0.05)
    monkeypatch.setattr(room_store, "flush_to_disk",
                        lambda paths: flushed.append(sorted(p.stem for p in paths)))
    store = RoomStore(tmp_path)

    async def play() -> None:
        await store.save("BCDEFGHJKM", {"record": {}, "seats": []})
        await store.save("CDEFGHJKMN", {"record": {}, "seats": []})
        assert {r["code"] for r in store.load_all()} == {"BCDEFGHJKM", "CDEFGHJKMN"}
        assert flushed == []  # nobody waited for the disk
        await asyncio.sleep(0.2)
        assert flushed == [["BCDEFGHJKM", "CDEFGHJKMN"]]
        await store.save("DEFGHJKMNP", {"record": {}, "seats": []})
        await store.stop()  # before the next pass is due

    asyncio.run(play())
    assert flushed[-1] == ["DEFGHJKMNP"]


def test_flush_to_disk_skips_a_file_removed_meanwhile(tmp_path):
    from tabletop_desktop.storage.jsonfile import flush_to_disk

    kept = tmp_path / "kept.json"
    kept.write_text("{}", "utf-8")
    flush_to_disk([kept, tmp_path / "gone.json"])


def test_saves_of_one_room_asked_for_at_once_land_in_order_and_whole(tmp_path):
    """A save after a dropped connection does not hold the room's lock and may meet a move's
    save: they share one temporary file, so the store writes them one after the other."""
    import asyncio

    store = RoomStore(tmp_path)

    async def play() -> None:
        await asyncio.gather(*(store.save("BCDEFGHJKM", {"seats": [], "n": n},
                                          json.dumps({"actions": list(range(n * 200))}))
                               for n in range(12)))
        await store.stop()

    asyncio.run(play())
    saved = json.loads((tmp_path / "rooms" / "BCDEFGHJKM.json").read_text("utf-8"))
    assert saved["n"] == 11 and len(saved["record"]["actions"]) == 11 * 200
    assert [p.name for p in (tmp_path / "rooms").iterdir()] == ["BCDEFGHJKM.json"]
