"""The JSON codec for everything that crosses the network: views, events, advice, and the plain
data they hold.

A network game sends one seat's view and the events cut for it from the server to that seat's
computer. Both ends are this program, but the bytes between them are not to be trusted: the
decoder builds only frozen dataclasses named on an explicit allow-list (each game's
`wire_classes()`), checks that every field is there and no other and that each holds what its
annotation says (a seat is a whole number, a hand a tuple of them), and bounds depth and size.
Nothing is evaluated, imported by name or unpickled. Anything else is a `WireError` (a
`ValueError`) with a sentence that says what was wrong.

The encoding (JSON data, ready for `json.dumps`):

- None, bool, int (within 64 bits), finite float and str stand for themselves;
- a tuple is a JSON array (tuples are by far the most common container in views and events, and
  an array decodes back to a tuple, so decoded values stay hashable);
- a list is `{"$": "list", "items": [...]}`;
- a frozenset (or set) is `{"$": "frozenset" | "set", "items": [...]}`, the items sorted by
  their encoded JSON text, so equal sets always encode to equal text whatever their history;
- a dict whose keys are all strings (and none is "$") is a JSON object with its keys sorted; any
  other dict is `{"$": "dict", "items": [[key, value], ...]}`, the pairs sorted by key;
- a frozen dataclass is `{"$": "ClassName", "field": value, ...}` with every field it declares
  (only its dataclass fields: cached properties and class variables are not sent);
- an action is `{"$": "action", "json": ...}` with the game's own `action_to_json` inside, decoded
  by its own `action_from_json` (the same checks that guard a saved game guard a network game);
- a `Message` (engine/message.py: a sentence for a person, to be translated by the receiver) is
  `{"$": "message", "context", "source", "args", "n"}` (and "disambiguation" when it has one),
  the form `message_to_json` writes for the protocol's plain fields too; its values are texts,
  whole numbers or messages (plain `{"context", ...}` objects inside), checked by
  `message_from_json` (short texts, few values, nested a few levels at most).

The tags of the containers are lower case; a class on an allow-list is named in CapWords, and
`AllowList` refuses a class whose name would clash.

Encoding checks the same bounds as decoding, so what one end sends the other end accepts; a
value with no encoding (a `GameState`, a mutable dataclass, an object) is a `WireError` on the
sending side, before anything leaves.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
import types
import typing
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from tabletop_desktop.engine.core import (
    Action,
    Advice,
    Event,
    GameOver,
    JSONDict,
    ScoreChanged,
    TurnChanged,
    View,
    message_of,
)
from tabletop_desktop.engine.message import Message, Text, Value

if TYPE_CHECKING:
    from tabletop_desktop.engine.module import GameModule

TAG = "$"
ITEMS = "items"
ACTION_JSON = "json"
LIST_TAG = "list"
SET_TAG = "set"
FROZENSET_TAG = "frozenset"
DICT_TAG = "dict"
ACTION_TAG = "action"
MESSAGE_TAG = "message"
RESERVED_TAGS = frozenset({LIST_TAG, SET_TAG, FROZENSET_TAG, DICT_TAG, ACTION_TAG, MESSAGE_TAG})

T = TypeVar("T")
W = TypeVar("W", bound="GameWire")

# The core's events and advice, which every game's `wire_classes()` names beside its own.
CORE_CLASSES: tuple[type, ...] = (TurnChanged, ScoreChanged, GameOver, Advice)


class WireError(ValueError):
    """Data that may not cross the network, or that arrived in a shape this program never sends.
    The message is a sentence that names what was wrong (and where, for a field)."""


class ActionCodec(Protocol):
    """A game's own action JSON (every `GameModule` is one)."""

    def action_to_json(self, action: Action) -> JSONDict: ...

    def action_from_json(self, data: Any) -> Action: ...


@dataclass(frozen=True)
class Limits:
    """The bounds a message's data must keep, on both ends. Generous for every view, event list
    and move history of a real game (a view holds a few hundred values, a whole game's history a
    few thousand), small enough that a hostile message cannot make the decoder work for long
    (a fraction of a second at the most)."""

    max_depth: int = 32  # nested containers and objects
    max_items: int = 20_000  # in one array, object, set or dict
    max_nodes: int = 200_000  # values in the whole message
    max_string: int = 20_000  # characters in one string
    max_int_bits: int = 63  # |n| < 2**63


LIMITS = Limits()


# --- what a field may hold ------------------------------------------------------------------------

Check = Callable[[Any], bool]


@dataclass(frozen=True)
class FieldCheck:
    """One field of an allowed class: its name, the check of a decoded value against the field's
    annotation, and that annotation in words for a refusal."""

    name: str
    check: Check
    wanted: str


def _anything(value: Any) -> bool:
    return True


def _exactly(kind: type) -> Check:
    # Exact types: a bool is not a seat number, even though Python would let it be an int.
    return lambda value: type(value) is kind


def _number(value: Any) -> bool:
    return type(value) is int or type(value) is float


def _items(kind: type, item: Check) -> Check:
    exact = _EXACT.get(item)
    if exact is not None:  # tuple[int, ...] and its like, the most common fields, in one loop
        return lambda value: type(value) is kind and all(
            type(v) is exact for v in typing.cast(Iterable[Any], value)
        )

    def check(value: Any) -> bool:
        # The decoder makes only tuples, lists, sets and frozensets of this shape: iterables.
        return type(value) is kind and all(item(v) for v in typing.cast(Iterable[Any], value))

    return check


def _fixed_tuple(checks: tuple[Check, ...]) -> Check:
    def check(value: Any) -> bool:
        return (type(value) is tuple and len(value) == len(checks)
                and all(c(v) for c, v in zip(checks, value, strict=True)))

    return check


def _mapping(key: Check, item: Check) -> Check:
    return lambda value: type(value) is dict and all(key(k) and item(v) for k, v in value.items())


def _any_of(checks: tuple[Check, ...]) -> Check:
    return lambda value: any(c(value) for c in checks)


def _literal(choices: tuple[Any, ...]) -> Check:
    return lambda value: any(type(value) is type(c) and value == c for c in choices)


def _instance(kind: type) -> Check:
    return lambda value: isinstance(value, kind)


_IS_NONE, _IS_BOOL, _IS_INT, _IS_STR = (_exactly(k) for k in (type(None), bool, int, str))
_EXACT: dict[Check, type] = {_IS_NONE: type(None), _IS_BOOL: bool, _IS_INT: int, _IS_STR: str}
_SCALARS: dict[Any, Check] = {
    Any: _anything, object: _anything, None: _IS_NONE, type(None): _IS_NONE, bool: _IS_BOOL,
    int: _IS_INT, str: _IS_STR, float: _number,
}
_CONTAINERS = (tuple, list, frozenset, set, dict)


def compile_check(hint: Any) -> Check:
    """The check of a decoded value against a field's annotation: the scalars, unions, Literal,
    tuples (of any length or fixed), lists, sets, frozensets, dicts, and classes (an instance of
    it, as the decoder built it). Any other annotation is a `TypeError` when the allow-list is
    made, so that no field goes unchecked by accident."""
    if hint in _SCALARS:
        return _SCALARS[hint]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Union or origin is types.UnionType:
        return _any_of(tuple(compile_check(a) for a in args))
    if origin is typing.Literal:
        return _literal(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _items(tuple, compile_check(args[0]))
        if args == ((),):
            return _fixed_tuple(())
        return _fixed_tuple(tuple(compile_check(a) for a in args))
    if origin in (list, frozenset, set) and len(args) == 1:
        return _items(origin, compile_check(args[0]))
    if origin is dict and len(args) == 2:
        return _mapping(compile_check(args[0]), compile_check(args[1]))
    if hint in _CONTAINERS:
        return _exactly(hint)
    if isinstance(hint, type) and origin is None:
        return _instance(hint)
    raise TypeError(f"The annotation {hint!r} has no check on the wire.")


def _hint_text(hint: Any) -> str:
    """An annotation as a person reads it: `tuple[int, ...]`, `TilesPlaced | None`."""
    if isinstance(hint, type) and not typing.get_args(hint):
        return hint.__name__
    return re.sub(r"\b[A-Za-z_][\w]*\.", "", repr(hint).replace("NoneType", "None"))


_FIELD_CHECKS: dict[type, tuple[FieldCheck, ...]] = {}


def field_checks(cls: type) -> tuple[FieldCheck, ...]:
    """The fields of dataclass `cls`, each with its check (made once per class)."""
    known = _FIELD_CHECKS.get(cls)
    if known is not None:
        return known
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields):
        raise TypeError(f"{cls.__name__} has a field its constructor does not take.")
    try:
        hints = typing.get_type_hints(cls)
    except Exception as exc:  # noqa: BLE001 - a name the annotations use cannot be found
        raise TypeError(f"The annotations of {cls.__name__} cannot be read: {exc}") from exc
    checks = tuple(
        FieldCheck(f.name, compile_check(hints[f.name]), _hint_text(hints[f.name]))
        for f in fields
    )
    _FIELD_CHECKS[cls] = checks
    return checks


# --- the allow-list --------------------------------------------------------------------------------


class AllowList:
    """The classes one game's data may be decoded into, by name, with each one's fields.

    Only frozen dataclasses (values, never objects with behaviour that could be driven into a bad
    state) whose every field is set by `__init__`; actions are not on it, since they travel as the
    game's own action JSON. Two classes of one name would make a name ambiguous: refused.
    """

    def __init__(self, classes: Iterable[type]) -> None:
        self._by_name: dict[str, type] = {}
        self._fields: dict[type, tuple[FieldCheck, ...]] = {}
        for cls in classes:
            self._add(cls)

    def _add(self, cls: type) -> None:
        if not isinstance(cls, type) or not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls!r} is not a dataclass and cannot be on a wire allow-list.")
        name = cls.__name__
        if not _is_frozen(cls):
            raise TypeError(f"{name} is not frozen and cannot be on a wire allow-list.")
        if issubclass(cls, Action):
            raise TypeError(f"{name} is an action: actions travel as the game's action JSON.")
        if name in RESERVED_TAGS or name == TAG:
            raise TypeError(f"The class name {name} is a tag of the wire format.")
        known = self._by_name.get(name)
        if known is cls:
            return
        if known is not None:
            raise TypeError(f"Two classes are named {name} on one wire allow-list.")
        checks = field_checks(cls)
        self._by_name[name] = cls
        self._fields[cls] = checks

    def plus(self, classes: Iterable[type]) -> AllowList:
        """This list with more classes (e.g. the session's records beside a game's)."""
        more = AllowList(self._by_name.values())
        for cls in classes:
            more._add(cls)
        return more

    @classmethod
    def of(cls, allowed: AllowList | Iterable[type]) -> AllowList:
        return allowed if isinstance(allowed, AllowList) else cls(allowed)

    def lookup(self, name: str) -> type | None:
        return self._by_name.get(name)

    def fields(self, cls: type) -> tuple[FieldCheck, ...]:
        """Each field of `cls` with the check of what it may hold."""
        return self._fields[cls]

    def __contains__(self, cls: object) -> bool:
        return cls in self._fields

    def __iter__(self) -> Iterator[type]:
        return iter(self._by_name.values())

    def __len__(self) -> int:
        return len(self._by_name)


def _is_frozen(cls: type) -> bool:
    params = getattr(cls, "__dataclass_params__", None)
    return bool(getattr(params, "frozen", False))


def _canonical_text(data: Any) -> str:
    """The sort key of an encoded item: its JSON text, keys sorted."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class _Budget:
    """What one message may still hold: counts values and checks the bounds as they are read or
    written."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.nodes = 0

    def count(self, depth: int) -> None:
        self.nodes += 1
        if self.nodes > self.limits.max_nodes:
            raise WireError(f"The data holds more than {self.limits.max_nodes} values.")
        if depth > self.limits.max_depth:
            raise WireError(f"The data is nested deeper than {self.limits.max_depth} levels.")

    def length(self, size: int) -> None:
        if size > self.limits.max_items:
            raise WireError(f"A container holds more than {self.limits.max_items} items.")

    def leaves(self, count: int, depth: int) -> None:
        """`count` plain values at `depth`, checked by `sequence` (the same bounds as `count`)."""
        self.nodes += count
        if self.nodes > self.limits.max_nodes:
            raise WireError(f"The data holds more than {self.limits.max_nodes} values.")
        if depth > self.limits.max_depth:
            raise WireError(f"The data is nested deeper than {self.limits.max_depth} levels.")

    def sequence(self, values: Iterable[Any], size: int, depth: int,
                 nested: Callable[[Any, int], Any]) -> list[Any]:
        """The items of an array (in either direction): the plain ones (whole numbers, texts,
        booleans, None: most of a view) checked here, in one loop, the others by `nested`.
        Views are mostly tuples of small numbers, so this is where the codec spends its time."""
        self.length(size)
        bits, longest = self.limits.max_int_bits, self.limits.max_string
        out: list[Any] = []
        append = out.append
        plain = 0
        for value in values:
            kind = type(value)
            if kind is int:
                if value.bit_length() > bits:
                    _check_int(value, self.limits)
            elif kind is str:
                if len(value) > longest or not value.isascii():
                    _check_string(value, self.limits)
            elif value is not None and kind is not bool:
                append(nested(value, depth))
                continue
            plain += 1
            append(value)
        if plain:
            self.leaves(plain, depth)
        return out


# --- encoding ----------------------------------------------------------------------------------------


# A dataclass that may be sent: its tag and its fields' names, made once per class, the first time
# one is sent (its checks and `dataclasses.fields` cost more than the encoding of most values).
_SENDABLE: dict[type, tuple[str, tuple[str, ...]]] = {}


def _sendable(cls: type) -> tuple[str, tuple[str, ...]]:
    known = _SENDABLE.get(cls)
    if known is not None:
        return known
    name = cls.__name__
    if not _is_frozen(cls):
        raise WireError(f"{_a(name, True)} is not a frozen dataclass and cannot be sent.")
    if name in RESERVED_TAGS:
        raise WireError(f"The class name {name} is a tag of the wire format.")
    plan = (name, tuple(f.name for f in dataclasses.fields(cls)))
    _SENDABLE[cls] = plan
    return plan


class _Encoder:
    """One value's encoding (counts what it has written, to keep the bounds)."""

    def __init__(
        self, actions: ActionCodec | None, allowed: AllowList | None, limits: Limits
    ) -> None:
        self.actions = actions
        self.allowed = allowed
        self.limits = limits
        self.budget = _Budget(limits)

    def encode(self, value: Any, depth: int = 0) -> Any:
        self.budget.count(depth)
        kind = type(value)
        if value is None or kind is bool:
            return value
        if kind is int:
            _check_int(value, self.limits)
            return value
        if kind is float:
            _check_float(value)
            return value
        if kind is str:
            _check_string(value, self.limits)
            return value
        inner = depth + 1
        if kind is tuple:
            return self.budget.sequence(value, len(value), inner, self.encode)
        if kind is list:
            return {TAG: LIST_TAG, ITEMS: self.budget.sequence(value, len(value), inner,
                                                              self.encode)}
        if kind is frozenset or kind is set:
            self.budget.length(len(value))
            items = sorted((self.encode(v, inner) for v in value), key=_canonical_text)
            return {TAG: FROZENSET_TAG if kind is frozenset else SET_TAG, ITEMS: items}
        if kind is dict:
            return self._dict(value, inner)
        if kind in _SENDABLE:  # (never an action: those are sent as their game's JSON)
            return self._dataclass(value, inner)
        if isinstance(value, Action):
            return {TAG: ACTION_TAG, ACTION_JSON: self.action(value, inner)}
        if kind is Message:
            return {TAG: MESSAGE_TAG, **message_to_json(value)}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return self._dataclass(value, inner)
        raise WireError(f"{_a(kind.__name__, True)} cannot be sent over the network.")

    def _dict(self, value: dict[Any, Any], inner: int) -> Any:
        self.budget.length(len(value))
        if all(type(k) is str for k in value) and TAG not in value:
            for k in value:
                _check_string(k, self.limits)
            return {k: self.encode(value[k], inner) for k in sorted(value)}
        pairs = [[self.encode(k, inner + 1), self.encode(v, inner + 1)] for k, v in value.items()]
        pairs.sort(key=lambda pair: _canonical_text(pair[0]))
        return {TAG: DICT_TAG, ITEMS: pairs}

    def _dataclass(self, value: Any, inner: int) -> JSONDict:
        cls = type(value)
        if self.allowed is not None and cls not in self.allowed:
            raise WireError(f"{_a(cls.__name__, True)} is not among the classes this game sends.")
        name, names = _sendable(cls)
        encode = self.encode
        encoded: JSONDict = {TAG: name}
        for field in names:
            encoded[field] = encode(getattr(value, field), inner)
        return encoded

    def action(self, action: Action, depth: int) -> JSONDict:
        if self.actions is None:
            raise WireError("An action can be sent only with its game's action JSON.")
        try:
            data = self.actions.action_to_json(action)
        except (ValueError, TypeError, KeyError) as exc:
            raise WireError(f"The action cannot be sent: {exc}") from exc
        if type(data) is not dict:
            raise WireError("The game's action JSON is not an object.")
        _PlainChecker(self.budget).check(data, depth)
        return data


class _PlainChecker:
    """Checks that data is plain JSON (objects with string keys, arrays, scalars) within the
    bounds: an action's JSON, in both directions. It shares the node count of the message."""

    def __init__(self, budget: _Budget) -> None:
        self.limits = budget.limits
        self.budget = budget

    def check(self, data: Any, depth: int) -> None:
        self.budget.count(depth)
        kind = type(data)
        if data is None or kind is bool:
            return
        if kind is int:
            _check_int(data, self.limits)
        elif kind is float:
            _check_float(data)
        elif kind is str:
            _check_string(data, self.limits)
        elif kind is list:
            self.budget.length(len(data))
            for item in data:
                self.check(item, depth + 1)
        elif kind is dict:
            self.budget.length(len(data))
            for key, item in data.items():
                if type(key) is not str:
                    raise WireError("An action's JSON has a key that is not a string.")
                _check_string(key, self.limits)
                self.check(item, depth + 1)
        else:
            raise WireError(f"An action's JSON holds a {kind.__name__}, which is not JSON.")


def _check_int(value: int, limits: Limits) -> None:
    if value.bit_length() > limits.max_int_bits:
        raise WireError(f"A number is larger than {limits.max_int_bits} bits.")


def _check_float(value: float) -> None:
    if not math.isfinite(value):
        raise WireError("A number is not finite.")


def _check_string(value: str, limits: Limits) -> None:
    if len(value) > limits.max_string:
        raise WireError(f"A text is longer than {limits.max_string} characters.")
    if not value.isascii():
        # JSON may carry half a surrogate pair ("\ud800"), which is no text: it could not be
        # shown, nor sent on as UTF-8.
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise WireError("A text holds a character that is not one.") from exc


# --- decoding ----------------------------------------------------------------------------------------


class _Decoder:
    """One message's decoding into the allowed classes (counts what it has read)."""

    def __init__(self, allowed: AllowList, actions: ActionCodec | None, limits: Limits) -> None:
        self.allowed = allowed
        self.actions = actions
        self.limits = limits
        self.budget = _Budget(limits)

    def decode(self, data: Any, depth: int = 0) -> Any:
        self.budget.count(depth)
        kind = type(data)
        if data is None or kind is bool:
            return data
        if kind is int:
            _check_int(data, self.limits)
            return data
        if kind is float:
            _check_float(data)
            return data
        if kind is str:
            _check_string(data, self.limits)
            return data
        inner = depth + 1
        if kind is list:
            return tuple(self.budget.sequence(data, len(data), inner, self.decode))
        if kind is dict:
            self.budget.length(len(data))
            if TAG not in data:
                return self._plain_dict(data, inner)
            return self._tagged(data, inner)
        raise WireError(f"{_a(kind.__name__, True)} is not JSON data.")

    def _plain_dict(self, data: dict[Any, Any], inner: int) -> dict[str, Any]:
        decoded: dict[str, Any] = {}
        for key, item in data.items():
            if type(key) is not str:
                raise WireError("An object has a key that is not a string.")
            _check_string(key, self.limits)
            decoded[key] = self.decode(item, inner)
        return decoded

    def _items(self, data: dict[Any, Any], tag: str) -> list[Any]:
        if set(data) != {TAG, ITEMS}:
            raise WireError(f"A tagged {tag} must hold only its items.")
        items = data[ITEMS]
        if type(items) is not list:
            raise WireError(f"The items of {_a(tag)} are not an array.")
        self.budget.length(len(items))
        return items

    def _tagged(self, data: dict[Any, Any], inner: int) -> Any:
        tag = data[TAG]
        if type(tag) is not str:
            raise WireError("A tag is not a text.")
        if tag == LIST_TAG:
            items = self._items(data, tag)
            return self.budget.sequence(items, len(items), inner, self.decode)
        if tag in (SET_TAG, FROZENSET_TAG):
            items = [self.decode(item, inner) for item in self._items(data, tag)]
            try:
                return frozenset(items) if tag == FROZENSET_TAG else set(items)
            except TypeError as exc:
                raise WireError(f"{_a(tag, True)} holds an item that cannot be in a set.") from exc
        if tag == DICT_TAG:
            return self._pairs(self._items(data, tag), inner)
        if tag == ACTION_TAG:
            return self._action(data, inner)
        if tag == MESSAGE_TAG:
            return message_from_json({k: v for k, v in data.items() if k != TAG})
        return self._dataclass(tag, data, inner)

    def _pairs(self, pairs: list[Any], inner: int) -> dict[Any, Any]:
        decoded: dict[Any, Any] = {}
        for pair in pairs:
            self.budget.count(inner)
            if type(pair) is not list or len(pair) != 2:
                raise WireError("An item of a dict is not a [key, value] pair.")
            key = self.decode(pair[0], inner + 1)
            try:
                if key in decoded:
                    raise WireError("A dict names the same key twice.")
            except TypeError as exc:
                raise WireError("A dict has a key that cannot be a key.") from exc
            decoded[key] = self.decode(pair[1], inner + 1)
        return decoded

    def _action(self, data: dict[Any, Any], inner: int) -> Action:
        if set(data) != {TAG, ACTION_JSON}:
            raise WireError("A tagged action must hold only its JSON.")
        if self.actions is None:
            raise WireError("An action arrived where none was expected.")
        return _action_from_json(self.actions, data[ACTION_JSON], self.budget, inner)

    def _dataclass(self, name: str, data: dict[Any, Any], inner: int) -> Any:
        cls = self.allowed.lookup(name)
        if cls is None:
            raise WireError(f"{_shown(name)} is not a kind of data this game sends.")
        fields = self.allowed.fields(cls)
        names = [f.name for f in fields]
        given = set(data) - {TAG}
        missing = [n for n in names if n not in given]
        if missing:
            raise WireError(f"{_a(name, True)} lacks its field(s) {', '.join(missing)}.")
        extra = given - set(names)
        if extra:
            shown = ", ".join(sorted(_shown(k) for k in extra))
            raise WireError(f"{_a(name, True)} has field(s) it does not know: {shown}.")
        values = {}
        for f in fields:
            value = self.decode(data[f.name], inner)
            if not f.check(value):
                raise WireError(f"{_a(name, True)}'s {f.name} is not {f.wanted}.")
            values[f.name] = value
        try:
            return cls(**values)
        except Exception as exc:  # noqa: BLE001 - a class's own checks refuse bad values
            raise WireError(f"{_a(name, True)} cannot be made from what arrived: {exc}") from exc


def _a(word: str, capital: bool = False) -> str:
    """`word` with its article: "a TurnChanged", "an Advice"."""
    article = "an" if word[:1].lower() in "aeiou" else "a"
    return f"{article.capitalize() if capital else article} {word}"


def _shown(text: Any, limit: int = 40) -> str:
    """A name from the network, shortened and quoted for a message."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def _action_from_json(actions: ActionCodec, data: Any, budget: _Budget, depth: int = 0) -> Action:
    _PlainChecker(budget).check(data, depth)
    try:
        action = actions.action_from_json(data)
    except Exception as exc:  # noqa: BLE001 - whatever the game's reader trips on, it refuses
        raise WireError(f"The action is not one this game knows: {exc}") from exc
    if not isinstance(action, Action):
        raise WireError("The action is not one this game knows.")
    return action


# --- messages: sentences for people, translated by whoever reads them ------------------------------


@dataclass(frozen=True)
class MessageLimits:
    """The bounds of one message from the network: a sentence and a few values, not a document."""

    max_context: int = 80
    max_source: int = 2000
    max_args: int = 16
    max_key: int = 40
    max_value: int = 2000  # characters of a text value
    max_depth: int = 4  # messages inside messages (a tile's name inside a refusal is 1)


MESSAGE_LIMITS = MessageLimits()
MESSAGE_KEYS = frozenset({"context", "source", "args", "n"})
_ARG_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def message_to_json(message: Message, limits: MessageLimits = MESSAGE_LIMITS,
                    depth: int = 0) -> JSONDict:
    """`message` as plain JSON, `{"context", "source", "args", "n"}` (and "disambiguation" when it
    has one); a value that is a message is such an object too, a number that is not whole is sent
    as its text. Checked with the bounds `message_from_json` reads it with."""
    args: JSONDict = {}
    for key, value in message.args.items():
        if isinstance(value, Message):
            args[key] = message_to_json(value, limits, depth + 1)
        elif type(value) is int or type(value) is str:
            args[key] = value
        else:  # a float or a bool: its English text
            args[key] = str(value)
    data: JSONDict = {"context": message.context, "source": message.source, "args": args,
                      "n": message.n}
    if message.disambiguation is not None:
        data["disambiguation"] = message.disambiguation
    _read_message(data, limits, depth, build=False)  # what the other end refuses is never sent
    return data


def message_from_json(data: Any, limits: MessageLimits = MESSAGE_LIMITS,
                      depth: int = 0) -> Message:
    """The `Message` that `data` (parsed JSON) holds, every part checked: the four fields (and
    an optional "disambiguation") and no other, short texts, values that are texts, whole numbers
    or messages, nested `limits.max_depth` levels at most. `WireError` for anything else."""
    message = _read_message(data, limits, depth, build=True)
    assert message is not None
    return message


def _read_message(data: Any, limits: MessageLimits, depth: int, build: bool) -> Message | None:
    """`message_from_json`'s checks, and the `Message` when `build` (a sender checking what it
    sends needs only the checks, and makes no objects for them)."""
    if depth > limits.max_depth:
        raise WireError(f"A message is nested deeper than {limits.max_depth} levels.")
    if type(data) is not dict:
        raise WireError("A message is not an object.")
    keys = set(data)
    if not MESSAGE_KEYS <= keys or keys - MESSAGE_KEYS - {"disambiguation"}:
        raise WireError("A message must hold context, source, args and n, and nothing else.")
    context, source, args, n = data["context"], data["source"], data["args"], data["n"]
    _message_text(context, limits.max_context, "context")
    _message_text(source, limits.max_source, "text")
    disambiguation = data.get("disambiguation")
    if disambiguation is not None:
        _message_text(disambiguation, limits.max_context * 4, "note")
    if type(n) is not int or not -1 <= n < 2**31:
        raise WireError("A message's count is not a whole number.")
    if type(args) is not dict or len(args) > limits.max_args:
        raise WireError(f"A message's values are not an object of at most {limits.max_args}.")
    values: dict[str, Value] = {}
    for key, value in args.items():
        if type(key) is not str or len(key) > limits.max_key or not _ARG_KEY.match(key):
            raise WireError("A message's value has a name that is not a placeholder's.")
        if type(value) is str:
            _message_text(value, limits.max_value, "value")
            values[key] = value
        elif type(value) is int:
            if value.bit_length() > LIMITS.max_int_bits:
                raise WireError(f"A number is larger than {LIMITS.max_int_bits} bits.")
            values[key] = value
        elif type(value) is dict:
            inner = _read_message(value, limits, depth + 1, build)
            if inner is not None:
                values[key] = inner
        else:
            raise WireError("A message's value is not a text, a whole number or a message.")
    return Message(context, source, values, n, disambiguation) if build else None


def _message_text(value: Any, most: int, what: str) -> None:
    if type(value) is not str:
        raise WireError(f"A message's {what} is not a text.")
    if len(value) > most:
        raise WireError(f"A message's {what} is longer than {most} characters.")
    _check_string(value, LIMITS)


def text_to_json(text: Text, limits: MessageLimits = MESSAGE_LIMITS) -> JSONDict:
    """A text for a person as message JSON: a `Message` as it is, a plain string as a message
    with nothing to translate (context "")."""
    return message_to_json(message_of(text), limits)


def text_from_json(data: Any, limits: MessageLimits = MESSAGE_LIMITS) -> Text:
    """A text for a person from message JSON (or a plain string, shown as it is)."""
    if isinstance(data, str):  # a plain text (or a Message already, handed over in-process)
        if len(data) > limits.max_source:
            raise WireError(f"A text is longer than {limits.max_source} characters.")
        _check_string(data, LIMITS)
        return data
    return message_from_json(data, limits)


# --- the functions everybody calls ---------------------------------------------------------------


def to_wire(
    obj: Any,
    *,
    actions: ActionCodec | None = None,
    allowed: AllowList | Iterable[type] | None = None,
    limits: Limits = LIMITS,
) -> Any:
    """`obj` as JSON data (see the module docstring). With `allowed`, every dataclass in it must be
    on that list (so the sender refuses what the receiver would); actions need `actions`."""
    allow = None if allowed is None else AllowList.of(allowed)
    return _Encoder(actions, allow, limits).encode(obj)


def from_wire(
    data: Any,
    allowed: AllowList | Iterable[type],
    *,
    actions: ActionCodec | None = None,
    limits: Limits = LIMITS,
    expect: type[T] | None = None,
) -> Any:
    """The value `data` (parsed JSON) encodes, built only from the `allowed` classes (and the
    game's actions, with `actions`); with `expect`, it must be an instance of that type."""
    value = _Decoder(AllowList.of(allowed), actions, limits).decode(data)
    if expect is not None and not isinstance(value, expect):
        raise WireError(f"Expected {_a(expect.__name__)}, but {_a(type(value).__name__)} arrived.")
    return value


def dumps(obj: Any, **kwargs: Any) -> str:
    """`obj` encoded, as compact JSON text (the keyword arguments as for `to_wire`)."""
    return json.dumps(to_wire(obj, **kwargs), separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def _refuse_constant(name: str) -> Any:
    raise WireError(f"{name} is not a number this program sends.")


def parse_json(text: str | bytes) -> Any:
    """JSON text as data, refusing NaN and infinities; nesting too deep for the parser is a
    `WireError`, not a crash."""
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError as exc:
        raise WireError("The data is nested too deeply.") from exc
    except WireError:
        raise
    except ValueError as exc:  # malformed JSON, bytes that are not UTF-8, a number too long
        raise WireError(f"The data is not JSON: {exc}") from exc


def loads(text: str | bytes, allowed: AllowList | Iterable[type], **kwargs: Any) -> Any:
    """JSON text decoded as by `from_wire` (the keyword arguments as for it)."""
    return from_wire(parse_json(text), allowed, **kwargs)


def action_to_wire(engine: ActionCodec, action: Action, limits: Limits = LIMITS) -> JSONDict:
    """`action` as its game's own action JSON, checked to be plain JSON within the bounds."""
    return _Encoder(engine, None, limits).action(action, 0)


def action_from_wire(engine: ActionCodec, data: Any, limits: Limits = LIMITS) -> Action:
    """The action that `data` describes in its game's action JSON; `WireError` for anything
    else (malformed, too large, or no action of this game)."""
    return _action_from_json(engine, data, _Budget(limits))


# --- one game's codec ----------------------------------------------------------------------------


class GameWire:
    """The codec of one game: its allow-list (`wire_classes()`, plus the class's `EXTRA` classes,
    such as the session's records in session/wire_table.py) and its own action JSON. The typed
    helpers check that what arrives is the kind of thing the message says (a view where a view
    belongs)."""

    EXTRA: tuple[type, ...] = ()

    def __init__(self, engine: GameModule, limits: Limits = LIMITS) -> None:
        self.engine = engine
        self.allowed = AllowList(engine.wire_classes()).plus(self.EXTRA)
        self.limits = limits

    @classmethod
    def for_game(cls: type[W], game_id: str, limits: Limits = LIMITS) -> W:
        from tabletop_desktop.engine.registry import game

        return cls(game(game_id).engine(), limits)

    def encode(self, obj: Any) -> Any:
        return to_wire(obj, actions=self.engine, allowed=self.allowed, limits=self.limits)

    def decode(self, data: Any, expect: type[T] | None = None) -> Any:
        return from_wire(
            data, self.allowed, actions=self.engine, limits=self.limits, expect=expect
        )

    def decode_as(self, data: Any, expect: type[T]) -> T:
        value: T = self.decode(data, expect)
        return value

    def action_to_wire(self, action: Action) -> JSONDict:
        return action_to_wire(self.engine, action, self.limits)

    def action_from_wire(self, data: Any) -> Action:
        return action_from_wire(self.engine, data, self.limits)

    def view_to_wire(self, view: View) -> Any:
        return self.encode(view)

    def view_from_wire(self, data: Any) -> View:
        return self.decode_as(data, View)

    def events_to_wire(self, events: Iterable[Event]) -> Any:
        return self.encode(tuple(events))

    def events_from_wire(self, data: Any) -> tuple[Event, ...]:
        events = self.decode_as(data, tuple)
        if not all(isinstance(e, Event) for e in events):
            raise WireError("Something that is not an event arrived among the events.")
        return events

    def advice_to_wire(self, advice: Advice) -> Any:
        return self.encode(advice)

    def advice_from_wire(self, data: Any) -> Advice:
        return self.decode_as(data, Advice)

