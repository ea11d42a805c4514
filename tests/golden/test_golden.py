"""Golden playthroughs: every recorded whole game under tests/golden/ replays step by step to the
same views and events for every seat.

When a rule or what a seat may see changes on purpose, record them again and review the diff:

    .venv/bin/python -m tests.golden.record [--game GAME]

(tests/golden/README.md says more). A failure names the first differing step, its action, the seat,
and which field of the view or which event differs, with both sides where the recording has them.
"""

from __future__ import annotations

import copy
import json

import pytest

from tabletop_desktop.engine.registry import game
from tests.golden.golden import (
    EVENTS_FOR,
    GOLDEN_DIR,
    RAW,
    canonical,
    canonical_json,
    compare,
    dumps,
    events_mode,
    load,
    recorded_events,
    recorded_fields,
)
from tests.golden.record import PLAYTHROUGHS

NAMES = [p.name for p in PLAYTHROUGHS]


@pytest.fixture(scope="module")
def recordings() -> dict[str, dict]:
    return {p.name: load(p.path) for p in PLAYTHROUGHS}


def test_every_playthrough_has_its_file_and_no_file_is_left_over():
    on_disk = sorted(path.stem for path in GOLDEN_DIR.glob("*.json"))
    assert on_disk == sorted(NAMES)
    # A few per game, with different seat counts.
    for game_id in ("qwirkle", "qwixx", "quiddler"):
        seats = {len(p.bots) for p in PLAYTHROUGHS if p.game_id == game_id}
        assert len(seats) >= 2, game_id


@pytest.mark.parametrize("name", NAMES)
def test_the_recorded_game_replays_to_the_same_views_and_events(recordings, name):
    recording = recordings[name]
    assert recording["steps"][0]["action"] is None and len(recording["steps"]) > 20
    difference = compare(recording)
    assert difference is None, (
        f"{name}.json no longer replays as recorded:\n{difference}\n\n"
        "If this change is on purpose, record again with "
        "`.venv/bin/python -m tests.golden.record` and review the diff."
    )


@pytest.mark.parametrize("name", NAMES)
def test_the_events_were_cut_for_each_seat_when_the_engine_can(recordings, name):
    recording = recordings[name]
    engine = game(recording["game"]).engine()
    if recording["events_from"] == RAW and events_mode(engine) == EVENTS_FOR:
        pytest.fail(
            f"{name}.json holds the events as apply returned them, but the engine now has "
            "events_for: record again with `.venv/bin/python -m tests.golden.record` and review "
            "what each seat now sees."
        )


def test_the_files_are_as_the_recorder_writes_them(recordings):
    # A hand edit (or a merge) that the recorder would not write shows here, not as a puzzle later.
    for p in PLAYTHROUGHS:
        assert dumps(recordings[p.name]) == p.path.read_text(encoding="ascii"), p.name


def test_a_replay_depends_on_nothing_but_the_file(recordings):
    # The person's own word-list settings (in the test's fresh app folder) would change a new
    # Quiddler game, but a recording replays with the options it stores, whole.
    from tabletop_desktop.storage.word_lists import WordListSettings, save_word_list_settings

    save_word_list_settings(
        WordListSettings(level="common", allow=["qi", "za"], deny=["in", "on", "at", "it"])
    )
    info = game("quiddler")
    prepared = info.prepared_options_with_warnings({})[0]
    assert sorted(prepared["house_deny"]) == ["at", "in", "it", "on"]
    recording = recordings["quiddler-2-seats"]
    assert recording["options"]["house_deny"] == [] != prepared["house_deny"]
    assert compare(recording) is None
    # Had the replay taken the person's settings, it would have differed.
    assert compare(dict(recording, options=prepared)) is not None
    # Every option is stored, as the engine fills them in.
    for p in PLAYTHROUGHS:
        options = recordings[p.name]["options"]
        engine = game(p.game_id).engine()
        assert options == canonical(engine.new_game(len(p.bots), 1, options).options)
    house = recordings["quiddler-3-seats-house-words"]["options"]
    assert house["house_allow"] and house["house_deny"] and house["word_list"] == "common"


# --- the comparison can fail, and says how ------------------------------------------------------


def tampered(recordings, name):
    return copy.deepcopy(recordings[name])


def test_a_changed_view_digest_is_reported_with_its_step_action_and_seat(recordings):
    recording = tampered(recordings, "qwirkle-2-seats")
    step = recording["steps"][7]
    step["views"][1] = "0" * 64
    difference = compare(recording)
    assert difference is not None
    assert (difference.step, difference.seat, difference.what) == (7, 1, "view")
    text = str(difference)
    assert text.startswith("step 7 (action {") and "seat 1: the view differs" in text
    assert json.dumps(step["action"], sort_keys=True) in text


def test_a_changed_field_is_named_with_both_values(recordings):
    recording = tampered(recordings, "qwixx-2-seats")
    # Pretend the recording had kept the scores unchanged at the first step that changed them.
    index = next(
        i for i, s in enumerate(recording["steps"]) if i and "scores" in recorded_fields(s, 0)
    )
    step = recording["steps"][index]
    for fields in (step["fields"]["every_seat"], *step["fields"]["by_seat"]):
        fields.pop("scores", None)
    step["views"][0] = "f" * 64
    difference = compare(recording)
    assert difference is not None and (difference.step, difference.seat) == (index, 0)
    assert "field 'scores'" in difference.details
    assert "recorded: unchanged from the step before: [0, 0]" in difference.details
    assert "replayed: [" in difference.details


def test_changed_events_are_shown_readably_on_both_sides(recordings):
    recording = tampered(recordings, "quiddler-2-seats")
    step = recording["steps"][3]
    seat_count = recording["seat_count"]
    events = copy.deepcopy(recorded_events(step, seat_count))
    events[1].append({"_type": "CardDrawn", "card": "q", "seat": 1, "source": "pile"})
    step.pop("events", None)
    step["events_by_seat"] = events
    difference = compare(recording)
    assert difference is not None
    assert (difference.step, difference.seat, difference.what) == (3, 1, "events")
    assert '"card": "q"' in difference.details and "replayed: (none)" in difference.details


def test_a_changed_action_is_reported_at_its_step(recordings):
    recording = tampered(recordings, "qwixx-4-seats-house-rules")
    step = recording["steps"][1]
    assert step["action"]["type"] == "roll"
    step["action"] = dict(step["action"], seat=(step["action"]["seat"] + 1) % 4)
    difference = compare(recording)
    assert difference is not None and (difference.step, difference.what) == (1, "action")
    assert "cannot be applied" in difference.details


def test_a_recording_cut_short_is_reported_at_its_end(recordings):
    recording = tampered(recordings, "quiddler-3-seats-house-words")
    del recording["steps"][-1]
    difference = compare(recording)
    assert difference is not None and difference.what == "end"


def test_canonical_json_is_plain_and_ordered():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Thing:
        b: tuple
        a: frozenset

    text = canonical_json(Thing((1, (2, 3)), frozenset({"y", "x"})))
    assert text == '{"_type":"Thing","a":["x","y"],"b":[1,[2,3]]}'
    assert canonical_json({(1, 2): "p", (0, 5): "q"}) == '[[[0,5],"q"],[[1,2],"p"]]'
    with pytest.raises(TypeError):
        canonical(object())


def test_events_cut_by_events_for_are_recorded_per_seat_and_compared(monkeypatch):
    # As once a game's engine has `events_for`: each seat's events as it may see them.
    from tabletop_desktop.engine.qwixx import events as qwixx_events
    from tests.golden.golden import record

    engine = game("qwixx").engine()

    def events_for(seats, events):  # a stand-in that hides other seats' crosses
        return tuple(
            e for e in events if not isinstance(e, qwixx_events.Crossed) or e.seat in seats
        )

    monkeypatch.setattr(engine, "events_for", events_for, raising=False)
    playthrough = next(p for p in PLAYTHROUGHS if p.name == "qwixx-2-seats")
    recording, kept = record(
        playthrough, [s["action"] for s in load(playthrough.path)["steps"][1:]]
    )
    assert recording["events_from"] == EVENTS_FOR and kept == recording["moves"]
    assert any("events_by_seat" in step for step in recording["steps"])
    assert compare(recording) is None
    # A seat that now sees another's cross is a difference in that seat's events.
    monkeypatch.setattr(engine, "events_for", lambda seats, events: tuple(events))
    difference = compare(recording)
    assert difference is not None and difference.what == "events"
    assert '"_type": "Crossed"' in difference.details and "recorded: (none)" in difference.details


def test_the_recorder_keeps_the_moves_that_still_apply(monkeypatch, tmp_path, capsys):
    from tests.golden import golden, record

    playthrough = next(p for p in PLAYTHROUGHS if p.name == "qwixx-2-seats")
    monkeypatch.setattr(golden, "GOLDEN_DIR", tmp_path)
    monkeypatch.setattr(record, "PLAYTHROUGHS", (playthrough,))
    # The recorded game, its last move dropped: the bots play it to the end again.
    original = load(GOLDEN_DIR / "qwixx-2-seats.json")
    cut = dict(original, steps=original["steps"][:-1])
    (tmp_path / "qwixx-2-seats.json").write_text(dumps(cut), encoding="ascii")
    assert record.main(["--game", "qwixx"]) == 0
    said = capsys.readouterr().out
    assert f"{original['moves'] - 1} kept from before" in said
    again = load(tmp_path / "qwixx-2-seats.json")
    kept = again["steps"][: len(cut["steps"])]
    assert [s["action"] for s in kept] == [s["action"] for s in cut["steps"]]
    assert again["steps"][-1]["views"] and compare(again) is None
    assert (tmp_path / "qwixx-2-seats.json").read_text(encoding="ascii") == dumps(again)
