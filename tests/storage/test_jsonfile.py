"""Atomic writes, envelope checks and clear messages for damaged files."""

from __future__ import annotations

import json
import os
import re

import pytest

from tabletop_desktop.storage import jsonfile
from tabletop_desktop.storage.jsonfile import (
    MissingFileError,
    StoredFileError,
    envelope,
    move_aside,
    read_json,
    set_aside,
    write_json_atomic,
)


def test_round_trip_and_no_temporary_files(tmp_path):
    path = tmp_path / "a" / "thing.json"
    obj = envelope("save", 1, {"name": "Zoë", "moves": [{"seat": 0, "x": 1}] * 30, "n": None})
    write_json_atomic(path, obj)
    assert read_json(path, "save", 1) == obj
    assert os.listdir(path.parent) == ["thing.json"]
    assert "Zoë" in path.read_text(encoding="utf-8")  # readable, not \u-escaped
    # Many moves: one per line, not one huge line.
    assert max(len(line) for line in path.read_text(encoding="utf-8").splitlines()) <= 100


def test_failed_write_keeps_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    old = envelope("settings", 1, {"theme": "dark"})
    write_json_atomic(path, old)

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonfile.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_json_atomic(path, envelope("settings", 1, {"theme": "light", "big": "x" * 10_000}))
    monkeypatch.undo()
    assert read_json(path, "settings", 1) == old
    assert os.listdir(tmp_path) == ["settings.json"]


def test_failed_replace_and_unserialisable_objects_leave_no_trace(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    write_json_atomic(path, envelope("save", 1, {"a": 1}))
    monkeypatch.setattr(jsonfile.os, "replace", lambda *a: (_ for _ in ()).throw(OSError("boom")))
    with pytest.raises(OSError):
        write_json_atomic(path, envelope("save", 1, {"a": 2}))
    monkeypatch.undo()
    with pytest.raises(TypeError):
        write_json_atomic(path, {"a": object()})
    with pytest.raises(ValueError):
        write_json_atomic(path, {"a": float("nan")})
    assert read_json(path, "save", 1)["a"] == 1
    assert os.listdir(tmp_path) == ["save.json"]


def test_write_without_overwrite_refuses_an_existing_file(tmp_path):
    path = tmp_path / "r.json"
    write_json_atomic(path, {"a": 1}, overwrite=False)
    with pytest.raises(FileExistsError):
        write_json_atomic(path, {"a": 2}, overwrite=False)
    assert json.loads(path.read_text()) == {"a": 1}
    assert os.listdir(tmp_path) == ["r.json"]


GOOD = json.dumps(envelope("save", 1, {"moves": [1, 2, 3]}))

BAD_FILES = [
    (GOOD[:-9].encode(), "This saved game is damaged (it ends too early)."),
    (GOOD.encode()[:-1] + b"\xff", "This saved game is damaged (it is not text)."),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "This file is not a Tabletop Desktop saved game."),
    (
        '{"format": "tabletop-desktop/save", "name": "Zoë'.encode()[:-1],
        "This saved game is damaged (it ends too early).",
    ),
    (b"", "This saved game is damaged (it is empty)."),
    (b"hello, world", "This file is not a Tabletop Desktop saved game."),
    (b'{"a": 1}\n{"b": 2}', "This saved game is damaged (its contents are garbled at line 2)."),
    (
        b'{"name": "a list of things", "items": [1, 2]}',
        "This file is not a Tabletop Desktop saved game.",
    ),
    (b"[1, 2, 3]", "This file is not a Tabletop Desktop saved game."),
    (
        b'{"format": "tabletop-desktop/settings", "version": 1}',
        "This file is a Tabletop Desktop settings file, not a saved game.",
    ),
    (
        b'{"format": "tabletop-desktop/save", "version": "1"}',
        "This saved game is damaged (its version number is missing).",
    ),
    (
        b'{"format": "tabletop-desktop/save", "version": true}',
        "This saved game is damaged (its version number is missing).",
    ),
    (
        b'{"format": "tabletop-desktop/save", "version": 1, "x": NaN}',
        "This saved game is damaged (it holds an impossible number).",
    ),
    (
        b'{"format": "tabletop-desktop/save", "version": 1, "x": ' + b"9" * 5000 + b"}",
        "This saved game is damaged (it holds an impossible number).",
    ),
    (
        b'{"format": "tabletop-desktop/save", "version": 1, "x": ' + b"[" * 40 + b"]" * 40 + b"}",
        "This saved game is damaged (it is nested too deeply).",
    ),
    (b"[" * 100_000 + b"]" * 100_000, "This file is not a Tabletop Desktop saved game."),
]


@pytest.mark.parametrize(("content", "message"), BAD_FILES)
def test_bad_files_give_a_clear_message(tmp_path, content, message):
    path = tmp_path / "game.tabletop"
    path.write_bytes(content)
    with pytest.raises(StoredFileError) as caught:
        read_json(path, "save", 1)
    assert caught.value.message == message
    assert caught.value.path == path


def test_future_version_says_so(tmp_path):
    path = tmp_path / "game.tabletop"
    path.write_text(json.dumps(envelope("save", 3, {})))
    with pytest.raises(StoredFileError, match="made by a newer version of Tabletop Desktop"):
        read_json(path, "save", 1)
    assert read_json(path, "save", 3)["version"] == 3


def test_absurd_size_is_refused_before_parsing(tmp_path, monkeypatch):
    monkeypatch.setitem(jsonfile.MAX_BYTES_BY_KIND, "save", 1000)
    path = tmp_path / "huge.tabletop"
    path.write_text(json.dumps(envelope("save", 1, {"pad": "x" * 2000})))
    with pytest.raises(StoredFileError, match="far too large"):
        read_json(path, "save", 1)


def test_missing_and_unreadable(tmp_path):
    with pytest.raises(MissingFileError, match="cannot be found"):
        read_json(tmp_path / "nope.json", "settings", 1)
    with pytest.raises(StoredFileError, match=r"cannot be read \(it is a folder\)"):
        read_json(tmp_path, "settings", 1)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_is_refused_rather_than_read(tmp_path):
    path = tmp_path / "pipe.tabletop"
    os.mkfifo(path)
    with pytest.raises(StoredFileError, match=r"cannot be read \(it is not an ordinary file\)"):
        read_json(path, "save", 1)


def test_move_aside_never_overwrites(tmp_path):
    names = []
    for n in range(3):
        path = tmp_path / "autosave.tabletop"
        path.write_text(f"broken {n}")
        aside = move_aside(path)
        assert not path.exists()
        assert re.fullmatch(r"autosave\.tabletop\.damaged-\d{8}-\d{6}(-\d+)?", aside.name)
        names.append(aside.name)
    assert len(set(names)) == 3
    contents = sorted((tmp_path / name).read_text() for name in names)
    assert contents == ["broken 0", "broken 1", "broken 2"]


def test_set_aside_says_where_the_file_went(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"format": "tabletop-desktop/settings", "vers')
    with pytest.raises(StoredFileError) as caught:
        read_json(path, "settings", 1)
    error = set_aside(caught.value)
    assert error.aside is not None and error.aside.exists() and not path.exists()
    assert error.message == (
        "This settings file is damaged (it ends too early) and was set aside as "
        f"{error.aside.name}."
    )


# --- hostile sizes: reading is linear and cheap ---------------------------------------------------


def _tiny_lists(path, size: int) -> None:
    head = '{"format": "tabletop-desktop/save", "version": 1, "x": ['
    count = (size - len(head) - 2) // 3
    path.write_text(head + ",".join(["[]"] * count) + "]}", encoding="utf-8")


def test_a_huge_file_of_tiny_lists_is_refused_at_once(tmp_path):
    import time

    path = tmp_path / "hostile.tabletop"
    _tiny_lists(path, 19 * 1024 * 1024)
    start = time.process_time()  # processor time: other tests share the cores
    with pytest.raises(StoredFileError) as caught:
        read_json(path, "save", 1)
    assert time.process_time() - start < 1.0
    assert "too large" in caught.value.message


def test_the_largest_allowed_file_of_tiny_lists_reads_quickly_and_small(tmp_path):
    import time
    import tracemalloc

    from tabletop_desktop.storage.jsonfile import MAX_BYTES_BY_KIND

    path = tmp_path / "hostile.tabletop"
    _tiny_lists(path, MAX_BYTES_BY_KIND["save"] - 10)
    # Processor time, not wall time: other tests and programs share the cores.
    start = time.process_time()
    tracemalloc.start()
    try:
        read_json(path, "save", 1)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert time.process_time() - start < 3.0
    assert peak < 120 * 1024 * 1024


def test_deep_nesting_is_refused_before_parsing(tmp_path):
    import time

    path = tmp_path / "deep.tabletop"
    depth = 900_000
    path.write_text('{"format": "tabletop-desktop/save", "version": 1, "x": '
                    + "[" * depth + "]" * depth + "}", encoding="utf-8")
    start = time.process_time()  # processor time: other tests share the cores
    with pytest.raises(StoredFileError) as caught:
        read_json(path, "save", 1)
    assert time.process_time() - start < 1.0
    assert "nested too deeply" in caught.value.message


def test_settings_have_a_lower_cap_than_saves(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"format": "tabletop-desktop/settings", "version": 1, "x": "'
                    + "a" * (1024 * 1024 + 10) + '"}', encoding="utf-8")
    with pytest.raises(StoredFileError, match="too large"):
        read_json(path, "settings", 1)


# --- temporary files left by a kill -------------------------------------------------------------


def _stale(path, days: float = 1.0) -> None:
    old = path.stat().st_mtime - days * 86400
    os.utime(path, (old, old))


def test_a_complete_temporary_file_that_may_be_the_only_copy_is_kept(tmp_path):
    from tabletop_desktop.storage.jsonfile import remove_stale_temporaries

    # Killed after the record was written to its temporary file, before it got its name.
    only_copy = tmp_path / ".chips-20260101-record.json.abc123.tmp"
    only_copy.write_text(json.dumps(envelope("record", 1, {"x": 1})))
    _stale(only_copy)
    # Killed in the middle of writing: half a file, the old file is intact.
    half = tmp_path / ".autosave.tabletop.def456.tmp"
    half.write_text('{"format": "tabletop-desktop/save", "vers')
    _stale(half)
    remove_stale_temporaries(tmp_path)
    recovered = tmp_path / "chips-20260101-record.json"
    assert recovered.exists() and json.loads(recovered.read_text())["x"] == 1
    assert not only_copy.exists() and not half.exists()


def test_a_complete_temporary_file_older_than_its_target_goes(tmp_path):
    from tabletop_desktop.storage.jsonfile import remove_stale_temporaries

    older = tmp_path / ".autosave.tabletop.abc.tmp"
    older.write_text(json.dumps(envelope("save", 1, {"old": True})))
    _stale(older, 2)
    target = tmp_path / "autosave.tabletop"
    target.write_text(json.dumps(envelope("save", 1, {"new": True})))
    _stale(target, 1)
    newer = tmp_path / ".autosave.tabletop.def.tmp"
    newer.write_text(json.dumps(envelope("save", 1, {"newest": True})))
    _stale(newer, 0.5)
    remove_stale_temporaries(tmp_path)
    assert json.loads(target.read_text()).get("newest") is True
    assert not older.exists() and not newer.exists()


def test_replace_file_swaps_the_whole_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "BCDEFGHJKM.json"
    jsonfile.replace_file(path, b'{"moves": 1}', durable=False)
    jsonfile.replace_file(path, b'{"moves": 2}')
    assert json.loads(path.read_bytes()) == {"moves": 2}
    assert os.listdir(tmp_path) == ["BCDEFGHJKM.json"]


def test_a_failed_replace_keeps_the_old_file_and_removes_its_temporary(tmp_path, monkeypatch):
    path = tmp_path / "BCDEFGHJKM.json"
    jsonfile.replace_file(path, b'{"moves": 1}')

    def full_disk(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jsonfile.os, "write", full_disk)
    with pytest.raises(OSError):
        jsonfile.replace_file(path, b'{"moves": 2}')
    assert json.loads(path.read_bytes()) == {"moves": 1}
    assert os.listdir(tmp_path) == ["BCDEFGHJKM.json"]
