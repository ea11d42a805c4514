"""The network codec (engine/wire.py, session/wire_table.py): every view and event of every golden
game crosses it unchanged, hostile data is refused with a `WireError`, and a seat's encoded view
holds nothing of what the seat may not know."""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
from collections import namedtuple
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop_desktop.engine import wire
from tabletop_desktop.engine.core import Action, Advice, Event, GameState, TurnChanged, View
from tabletop_desktop.engine.registry import BUILTIN_GAMES, game
from tabletop_desktop.engine.replay import new_state
from tabletop_desktop.engine.wire import GameWire, Limits, WireError
from tabletop_desktop.session.table_facts import Played, SeatFacts, TableFacts
from tabletop_desktop.session.wire_table import TableWire
from tests.golden.golden import load
from tests.golden.record import PLAYTHROUGHS


@dataclass
class Step:
    """One step of a golden game: its action, each seat's view and each seat's cut events."""

    action: Action | None
    views: list[View]
    events: list[tuple[Event, ...]]


@dataclass
class Replayed:
    game_id: str
    seat_count: int
    options: dict[str, Any]
    steps: list[Step]
    states: list[GameState]  # a copy of the state at a few steps (for the no-leak checks)


STATE_EVERY = 9  # keep a copy of the state every this many steps


@pytest.fixture(scope="module")
def replayed() -> dict[str, Replayed]:
    games = {}
    for playthrough in PLAYTHROUGHS:
        recording = load(playthrough.path)
        engine = game(recording["game"]).engine()
        state = new_state(
            recording["game"], recording["seat_count"], recording["seed"], recording["options"]
        )
        steps, states = [], []
        for index, step in enumerate(recording["steps"]):
            action, events = None, []
            if step["action"] is not None:
                action = engine.action_from_json(step["action"])
                events = state.apply(action)
            seats = range(state.seat_count)
            steps.append(Step(
                action,
                [state.view_for(seat) for seat in seats],
                [engine.events_for((seat,), tuple(events)) for seat in seats],
            ))
            if index % STATE_EVERY == 0:
                states.append(state.clone())
        games[playthrough.name] = Replayed(
            recording["game"], recording["seat_count"], recording["options"], steps, states
        )
    return games


def through_text(data: Any) -> Any:
    """`data` as the other end reads it: JSON text and back."""
    return wire.parse_json(json.dumps(data, allow_nan=False))


NAMES = [p.name for p in PLAYTHROUGHS]


# --- round trips --------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_every_view_and_event_of_a_golden_game_crosses_unchanged(replayed, name):
    played = replayed[name]
    codec = GameWire.for_game(played.game_id)
    for index, step in enumerate(played.steps):
        for seat in range(played.seat_count):
            view, events = step.views[seat], step.events[seat]
            sent = codec.view_to_wire(view)
            back = codec.view_from_wire(through_text(sent))
            assert back == view and type(back) is type(view), (name, index, seat)
            # The same value always makes the same text (sets and dicts in canonical order).
            assert codec.view_to_wire(back) == sent
            sent_events = codec.events_to_wire(events)
            back_events = codec.events_from_wire(through_text(sent_events))
            assert back_events == tuple(events), (name, index, seat)
            assert [type(e) for e in back_events] == [type(e) for e in events]
        if step.action is not None:
            action_json = codec.action_to_wire(step.action)
            assert codec.action_from_wire(through_text(action_json)) == step.action


def test_a_decoded_view_still_works_as_a_view(replayed):
    # Cached properties are not sent, and the decoded view computes them again.
    played = replayed["qwirkle-2-seats"]
    codec = GameWire.for_game("qwirkle")
    view = played.steps[10].views[0]
    assert view.board_dict  # type: ignore[attr-defined]  # cached now, not sent
    text = json.dumps(codec.view_to_wire(view))
    assert "board_dict" not in text
    back = codec.view_from_wire(wire.parse_json(text))
    assert back.legal_actions() == view.legal_actions()  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", BUILTIN_GAMES)
def test_advice_crosses_with_its_action(replayed, game_id):
    codec = GameWire.for_game(game_id)
    name = next(n for n in NAMES if replayed[n].game_id == game_id)
    played = replayed[name]
    step = next(s for s in played.steps[3:] if not s.views[0].is_over and s.views[0].pending)
    seat = step.views[0].pending[0]
    advice = codec.engine.advise(step.views[seat], random.Random(1), 0.02)
    samples = [advice, Advice("Pass."), Advice("Keep these together.", None, (("q", "u"), ("a",)))]
    for sample in samples:
        back = codec.advice_from_wire(through_text(codec.advice_to_wire(sample)))
        assert back == sample


def test_the_tables_records_cross_unchanged(replayed):
    played = replayed["quiddler-3-seats-house-words"]
    codec = TableWire.for_game("quiddler")
    seats = (SeatFacts("Ada", None, True), SeatFacts("Bo", "Strong", False),
             SeatFacts("Cy", None, False))
    last = played.steps[-1].views[0]
    facts = TableFacts(
        game_id="quiddler", seats=seats, pending=last.pending, scores=last.scores, over=True,
        winners=(1,), end_reason="After 8 rounds Bo has the most points.", move_count=12,
        can_undo=False, undo_words="A new round was dealt after your move.", practice=False,
        options=tuple(sorted(played.options.items())), hints=(0, 2, 0),
    )
    assert codec.facts_from_wire(through_text(codec.facts_to_wire(facts))) == facts
    history = tuple(
        Played(step.action, step.events[0], f"Move {i}.")
        for i, step in enumerate(played.steps) if step.action is not None
    )
    sent = codec.history_to_wire(history)
    assert codec.history_from_wire(through_text(sent)) == history
    assert codec.played_from_wire(through_text(codec.played_to_wire(history[5]))) == history[5]
    # A whole game's history is well inside the bounds.
    assert len(json.dumps(sent)) < 1_000_000


def test_plain_values_cross_as_they_are():
    allowed = wire.AllowList(wire.CORE_CLASSES)
    values = [
        None, True, 0, -7, 2.5, "é ☃", (), (1, (2, 3)), [1, [2]], frozenset({(1, 2), (0, 5)}),
        {3, 1, 2}, {"b": 1, "a": (2,)}, {(1, 2): "p", (0, 5): "q"}, {1: "one", "1": "text"},
        {"$": "not a tag"}, {frozenset({1}): [None]}, TurnChanged((0, 2)),
    ]
    for value in values:
        back = wire.from_wire(through_text(wire.to_wire(value)), allowed)
        assert back == value and type(back) is type(value), value
    # Canonical: equal sets and dicts make equal text whatever their order of insertion.
    assert wire.dumps({"b": 1, "a": 2}) == wire.dumps({"a": 2, "b": 1}) == '{"a":2,"b":1}'
    assert wire.dumps(frozenset(range(30))) == wire.dumps(frozenset(reversed(range(30))))
    assert wire.dumps({(2,): 1, (1,): 2}) == wire.dumps({(1,): 2, (2,): 1})


def test_every_event_and_view_class_of_a_game_is_on_its_list():
    # A new event class that is not on the game's list would fail only in a network game: here.
    import importlib
    import pkgutil

    for game_id in BUILTIN_GAMES:
        engine = game(game_id).engine()
        listed = set(engine.wire_classes())
        package = importlib.import_module(f"tabletop_desktop.engine.{game_id}")
        for module in pkgutil.iter_modules(package.__path__):
            loaded = importlib.import_module(f"{package.__name__}.{module.name}")
            for value in vars(loaded).values():
                if (isinstance(value, type) and issubclass(value, Event | View)
                        and value.__module__ == loaded.__name__):
                    assert value in listed, (game_id, value.__name__)
        assert wire.AllowList(listed)  # and the list is a valid one


# --- hostile data ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def qwirkle_view_json(replayed) -> dict[str, Any]:
    view = replayed["qwirkle-2-seats"].steps[12].views[1]
    return through_text(GameWire.for_game("qwirkle").view_to_wire(view))


def refused(codec: GameWire, data: Any, words: str) -> None:
    with pytest.raises(WireError) as caught:
        codec.decode(data)
    assert words in str(caught.value), str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_an_unknown_class_or_one_not_on_the_games_list_is_refused(qwirkle_view_json):
    codec = GameWire.for_game("qwirkle")
    refused(codec, {"$": "Nothing"}, "'Nothing' is not a kind of data this game sends")
    for name in ("QwirkleState", "GameState", "Board", "Place", "object", "type", "os.system"):
        refused(codec, {"$": name}, "is not a kind of data this game sends")
    # Another game's view is not Qwirkle's.
    qwixx = GameWire.for_game("qwixx")
    refused(qwixx, qwirkle_view_json, "'QwirkleView' is not a kind of data")
    refused(codec, {"$": "QwixxView"}, "'QwixxView' is not a kind of data")
    refused(codec, {"$": 5}, "A tag is not a text")
    refused(codec, {"$": "x" * 1000}, "xxx... is not a kind")  # a long name is shortened


def test_a_missing_or_unknown_field_is_refused(qwirkle_view_json):
    codec = GameWire.for_game("qwirkle")
    assert codec.decode(qwirkle_view_json)
    missing = dict(qwirkle_view_json)
    del missing["hand"]
    refused(codec, missing, "A QwirkleView lacks its field(s) hand.")
    extra = dict(qwirkle_view_json, others_hands=[[1, 2, 3]])
    refused(codec, extra, "A QwirkleView has field(s) it does not know: 'others_hands'.")
    # Deep inside too: an event in the view's last moves.
    nested = json.loads(json.dumps(qwirkle_view_json))
    move = next(m for m in nested["last_moves"] if m is not None)
    del move["points"]
    refused(codec, nested, "A TilesPlaced lacks its field(s) points.")
    # An empty object of a class with fields, and a class that refuses what it is given.
    refused(codec, {"$": "TurnChanged"}, "lacks its field(s) pending")


def test_a_field_that_holds_the_wrong_kind_of_value_is_refused(qwirkle_view_json):
    codec = GameWire.for_game("qwirkle")

    def changed(**fields: Any) -> dict[str, Any]:
        return dict(json.loads(json.dumps(qwirkle_view_json)), **fields)

    refused(codec, changed(hand="abc"), "A QwirkleView's hand is not tuple[int, ...].")
    refused(codec, changed(hand=[1, "2"]), "hand is not tuple[int, ...]")
    refused(codec, changed(seat=True), "A QwirkleView's seat is not int.")  # a bool is no seat
    refused(codec, changed(seat=1.0), "seat is not int")
    refused(codec, changed(first_move_size="6"), "first_move_size is not int | None")
    refused(codec, changed(board=[[[0, 0, 0], 5]]), "board is not tuple[tuple[tuple[int, int]")
    refused(codec, changed(hand={"$": "list", "items": [1]}), "hand is not tuple[int, ...]")
    # A class allowed in the game, but not in this field.
    refused(codec, changed(last_moves=[{"$": "TurnChanged", "pending": [0]}]),
            "last_moves is not tuple[TilesPlaced | TilesExchanged | Passed | None, ...]")
    quiddler = TableWire.for_game("quiddler")
    refused(quiddler, {"$": "Advice", "words": "x", "action": None, "cards": [1]},
            "An Advice's cards is not tuple[tuple[str, ...], ...].")
    refused(quiddler, {"$": "SeatFacts", "name": None, "bot_level": None,
                       "at_this_screen": False}, "A SeatFacts's name is not str.")


def test_a_class_with_a_field_the_wire_cannot_check_cannot_be_listed():
    @dataclass(frozen=True)
    class WithCallback:
        callback: Callable[[], None]

    with pytest.raises(TypeError, match="has no check on the wire"):
        wire.AllowList([WithCallback])


def test_nesting_too_deep_is_refused():
    codec = GameWire.for_game("qwixx")
    deep: Any = 0
    for _ in range(40):
        deep = [deep]
    refused(codec, deep, "nested deeper than 32 levels")
    deep_objects: Any = None
    for _ in range(40):
        deep_objects = {"a": deep_objects}
    refused(codec, deep_objects, "nested deeper")
    with pytest.raises(WireError, match="nested"):
        wire.loads("[" * 100_000 + "]" * 100_000, codec.allowed)
    with pytest.raises(WireError, match="nested deeper"):
        codec.encode(deep)  # nor is it sent


def test_huge_data_is_refused():
    codec = GameWire.for_game("quiddler")
    refused(codec, [0] * 20_001, "more than 20000 items")
    refused(codec, {"$": "list", "items": [0] * 20_001}, "more than 20000 items")
    refused(codec, {str(i): i for i in range(20_001)}, "more than 20000 items")
    refused(codec, "x" * 20_001, "longer than 20000 characters")
    refused(codec, {"x" * 20_001: 1}, "longer than 20000 characters")
    refused(codec, 2**70, "larger than 63 bits")
    # Inside an array too (where the plain values are checked in one loop).
    refused(codec, [1, 2**70], "larger than 63 bits")
    refused(codec, ["a", "x" * 20_001], "longer than 20000 characters")
    refused(codec, {"$": "list", "items": [-(2**64)]}, "larger than 63 bits")
    with pytest.raises(WireError, match="larger than 63 bits"):
        codec.encode((1, 2**64))
    with pytest.raises(WireError, match="not finite"):
        codec.encode((1.5, float("-inf")))
    refused(codec, [[0] * 10_000] * 60, "more than 200000 values")
    many_objects = [{"$": "PileReshuffled", "count": 1}] * 20_000
    refused(codec, [many_objects] * 5, "more than 200000 values")
    small = Limits(max_nodes=10)
    with pytest.raises(WireError, match="more than 10 values"):
        wire.from_wire(list(range(11)), codec.allowed, limits=small)
    with pytest.raises(WireError, match="more than 20000 items"):
        codec.encode(tuple(range(20_001)))


def test_what_is_not_json_or_not_finite_is_refused():
    codec = GameWire.for_game("qwirkle")
    refused(codec, float("nan"), "not finite")
    refused(codec, float("inf"), "not finite")
    refused(codec, object(), "An object is not JSON data")
    refused(codec, (1, 2), "A tuple is not JSON data")  # parsed JSON has lists, never tuples
    refused(codec, {1: 2}, "a key that is not a string")
    refused(codec, wire.parse_json('"\\ud800"'), "a character that is not one")
    refused(codec, {wire.parse_json('"\\udfff"'): 1}, "a character that is not one")
    refused(codec, wire.parse_json('["a", "\\udfff"]'), "a character that is not one")
    assert codec.decode(wire.parse_json('"\\u00e9\\ud83d\\ude00"')) == "é😀"
    for text in ("NaN", "[Infinity]", "-Infinity", "{", "\"\\ud800", b"\xff", "[1,]", "1" * 5000):
        with pytest.raises(WireError):
            wire.loads(text, codec.allowed)


def test_malformed_containers_are_refused():
    codec = GameWire.for_game("qwirkle")
    refused(codec, {"$": "list", "items": [], "more": 1}, "must hold only its items")
    refused(codec, {"$": "list"}, "must hold only its items")
    refused(codec, {"$": "frozenset", "items": {"a": 1}}, "are not an array")
    refused(codec, {"$": "frozenset", "items": [{"a": 1}]}, "cannot be in a set")
    refused(codec, {"$": "dict", "items": [[1, 2, 3]]}, "not a [key, value] pair")
    refused(codec, {"$": "dict", "items": [[1, 2], [1, 3]]}, "the same key twice")
    refused(codec, {"$": "dict", "items": [[{"$": "list", "items": []}, 2]]}, "cannot be a key")


def test_a_malformed_action_is_refused(replayed):
    codec = GameWire.for_game("qwirkle")
    advice = codec.advice_to_wire(Advice("Pass.", replayed["qwirkle-2-seats"].steps[1].action))
    assert codec.decode(through_text(advice)).action is not None
    for bad in ({"type": "fly", "seat": 0}, {"type": "place", "seat": 9, "tiles": []}, [1], None,
                {"type": "place", "seat": 0, "tiles": [[0, 0, 500]]}):
        refused(codec, dict(advice, action={"$": "action", "json": bad}),
                "not one this game knows")
        with pytest.raises(WireError, match="not one this game knows"):
            codec.action_from_wire(bad)
    refused(codec, dict(advice, action={"$": "action", "json": {}, "x": 1}), "only its JSON")
    with pytest.raises(WireError, match="more than 20000 items"):
        codec.action_from_wire({"type": "exchange", "seat": 0, "tiles": [0] * 30_000})
    with pytest.raises(WireError, match="not JSON"):
        codec.action_from_wire({"type": "pass", "seat": 0, "x": (1, 2)})
    # An action where no game's action JSON is at hand.
    with pytest.raises(WireError, match="where none was expected"):
        wire.from_wire({"$": "action", "json": {"type": "pass", "seat": 0}}, wire.CORE_CLASSES)


def test_the_typed_helpers_want_what_they_name(replayed):
    codec = TableWire.for_game("qwixx")
    event = codec.events_to_wire([TurnChanged((0,))])
    with pytest.raises(WireError, match="Expected a View, but a tuple arrived"):
        codec.view_from_wire(event)
    with pytest.raises(WireError, match="not an event"):
        codec.events_from_wire([codec.view_to_wire(replayed["qwixx-solo"].steps[0].views[0])])
    with pytest.raises(WireError, match="Expected an Advice"):
        codec.advice_from_wire(event[0])
    with pytest.raises(WireError, match="Expected a TableFacts"):
        codec.facts_from_wire(event[0])
    with pytest.raises(WireError, match="not a move"):
        codec.history_from_wire(event)
    with pytest.raises(WireError, match="A Played's action is not Action."):
        codec.played_from_wire({"$": "Played", "action": None, "events": [], "line": ""})
    with pytest.raises(WireError, match=r"A Played's events is not tuple\[Event, \.\.\.\]."):
        codec.played_from_wire({"$": "Played", "action": {"$": "action", "json": {
            "type": "roll", "seat": 0}}, "events": [{"$": "list", "items": []}], "line": ""})


def test_what_has_no_encoding_is_refused_before_it_is_sent(replayed):
    codec = GameWire.for_game("qwirkle")
    state = replayed["qwirkle-2-seats"].states[1]

    @dataclass
    class Mutable:
        x: int

    @dataclass(frozen=True)
    class Unlisted:
        x: int

    Pair = namedtuple("Pair", "a b")
    for value, words in ((state, "A QwirkleState cannot be sent"),
                         (Mutable(1), "not among the classes"),
                         (Unlisted(1), "not among the classes"),
                         (Pair(1, 2), "A Pair cannot be sent"),
                         (float("nan"), "not finite"),
                         (b"bytes", "A bytes cannot be sent")):
        with pytest.raises(WireError, match=words):
            codec.encode(value)
    with pytest.raises(WireError, match="not a frozen dataclass"):
        wire.to_wire(Mutable(1))
    with pytest.raises(WireError, match="only with its game's action JSON"):
        wire.to_wire(replayed["qwirkle-2-seats"].steps[1].action)


def test_an_allow_list_takes_only_frozen_dataclasses_with_unique_names():
    @dataclass
    class Mutable:
        x: int

    @dataclass(frozen=True)
    class TurnChangedAgain:
        x: int

    @dataclass(frozen=True)
    class Late:
        x: int
        y: int = dataclasses.field(init=False, default=0)

    with pytest.raises(TypeError, match="not frozen"):
        wire.AllowList([Mutable])
    with pytest.raises(TypeError, match="not a dataclass"):
        wire.AllowList([int])
    with pytest.raises(TypeError, match="is an action"):
        wire.AllowList([game("qwixx").engine().Roll])
    with pytest.raises(TypeError, match="constructor does not take"):
        wire.AllowList([Late])
    TurnChangedAgain.__name__ = "TurnChanged"
    with pytest.raises(TypeError, match="Two classes are named TurnChanged"):
        wire.AllowList([TurnChanged, TurnChangedAgain])
    TurnChangedAgain.__name__ = "list"
    with pytest.raises(TypeError, match="a tag of the wire format"):
        wire.AllowList([TurnChangedAgain])


# --- nothing hidden in a seat's encoding --------------------------------------------------------------

# Each view's fields, named here so that a new field is a decision someone takes: what a seat may
# know. A hand is the seat's own; of the others only counts.
VIEW_FIELDS = {
    "qwirkle": {"hand", "hand_sizes", "bag_count", "board", "turn_number", "first_move",
                "first_move_size", "starter", "last_moves", "unseen"},
    "qwixx": {"sheets", "locked", "dice", "phase", "active", "rolls", "committed_seats",
              "my_white_choice", "crossed_in_action1", "options", "last_choices", "end_reason"},
    "quiddler": {"hand", "hand_counts", "round", "hand_size", "dealer", "turn", "phase",
                 "pile_count", "discard_pile", "discards_seen", "taken_from_discard",
                 "turns_taken", "went_out", "last_turns_left", "laid", "left", "totals",
                 "round_results", "options", "word_list_key"},
}
BASE_FIELDS = {"seat", "seat_count", "pending", "scores", "is_over"}


def mirrors(encoded: Any, value: Any) -> None:
    """The encoding holds exactly the value's parts: a dataclass only its fields, a container only
    its items (the encoding adds nothing of its own)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert isinstance(encoded, dict) and encoded["$"] == type(value).__name__
        names = [f.name for f in dataclasses.fields(value)]
        assert sorted(encoded) == sorted(["$", *names])
        for name in names:
            mirrors(encoded[name], getattr(value, name))
    elif isinstance(value, tuple):
        assert isinstance(encoded, list) and len(encoded) == len(value)
        for e, v in zip(encoded, value, strict=True):
            mirrors(e, v)
    elif isinstance(value, list | set | frozenset):
        assert sorted(encoded) == ["$", "items"] and len(encoded["items"]) == len(value)
    elif isinstance(value, dict):
        items = encoded["items"] if "$" in encoded else list(encoded.items())
        assert len(items) == len(value)
    else:
        assert encoded == value


@pytest.mark.parametrize("game_id", BUILTIN_GAMES)
def test_a_views_encoding_holds_its_fields_and_nothing_else(replayed, game_id):
    view_class = type(next(r for r in replayed.values() if r.game_id == game_id).steps[0].views[0])
    assert {f.name for f in dataclasses.fields(view_class)} == BASE_FIELDS | VIEW_FIELDS[game_id]
    codec = GameWire.for_game(game_id)
    for played in (r for r in replayed.values() if r.game_id == game_id):
        for step in played.steps[::5]:
            for seat, view in enumerate(step.views):
                mirrors(codec.view_to_wire(view), view)
                mirrors(codec.events_to_wire(step.events[seat]), step.events[seat])


def swap_hidden(state: GameState, seat: int, rng: random.Random) -> bool:
    """Deal what `seat` may not know (the others' hands, the bag or pile, the others' secret
    choices, the future dice) anew in `state`; False when there is nothing hidden to change."""
    if state.game_id in ("qwirkle", "quiddler"):
        hands: list[list[Any]] = state.hands  # type: ignore[attr-defined]
        pile_name = "bag" if state.game_id == "qwirkle" else "pile"
        pool = [card for s, hand in enumerate(hands) if s != seat for card in hand]
        pool += getattr(state, pile_name)
        before = [list(h) for h in hands], list(getattr(state, pile_name))
        rng.shuffle(pool)
        for s, hand in enumerate(hands):
            if s != seat:
                hand[:] = [pool.pop() for _ in hand]
        getattr(state, pile_name)[:] = pool
        changed = (hands, getattr(state, pile_name)) != before
    else:
        committed: dict[int, str | None] = state.committed  # type: ignore[attr-defined]
        changed = False
        for s in committed:
            if s != seat:
                committed[s] = "red" if committed[s] is None else None
                changed = True
    state.rng = random.Random(rng.random())
    return changed


@pytest.mark.parametrize("name", NAMES)
def test_a_seats_encoded_view_is_the_same_whatever_it_may_not_know(replayed, name):
    played = replayed[name]
    codec = GameWire.for_game(played.game_id)
    rng = random.Random(16)
    swapped = 0
    for state in played.states:
        for seat in range(played.seat_count):
            before = wire.dumps(state.view_for(seat), actions=codec.engine)
            other = state.clone()
            if swap_hidden(other, seat, rng):
                swapped += 1
            assert wire.dumps(other.view_for(seat), actions=codec.engine) == before, (name, seat)
    assert swapped or name == "qwixx-solo"


def test_other_seats_draws_reach_a_seat_only_as_counts(replayed):
    for played in replayed.values():
        codec = GameWire.for_game(played.game_id)
        for step in played.steps:
            for seat in range(played.seat_count):
                for event in codec.decode(through_text(codec.events_to_wire(step.events[seat]))):
                    if type(event).__name__ == "TilesDrawn":
                        assert event.seat == seat
                    if type(event).__name__ == "CardDrawn" and event.source == "pile":
                        assert event.card is None or event.seat == seat


def test_the_test_game_crosses_too():
    # Tests of the network machinery play the small test game; its codec works like a real one's.
    import tests.support.toy_game  # noqa: F401 - registers "chips"

    codec = TableWire.for_game("chips")
    state = codec.engine.new_game(3, 5)
    while not state.is_over():
        seat = state.pending()[0]
        action = state.legal_actions(seat)[0]
        events = tuple(state.apply(action))
        for viewer in range(3):
            view = state.view_for(viewer)
            assert codec.view_from_wire(through_text(codec.view_to_wire(view))) == view
        played = Played(action, codec.engine.events_for((0,), events), "A move.")
        assert codec.played_from_wire(through_text(codec.played_to_wire(played))) == played
    # Its action reader trips on a list (AttributeError): a refusal all the same.
    with pytest.raises(WireError, match="not one this game knows"):
        codec.action_from_wire([1])


def test_the_codecs_load_no_qt():
    code = (
        "import sys\n"
        "import tabletop_desktop.engine.wire, tabletop_desktop.session.wire_table\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
