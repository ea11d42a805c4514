"""`Message`: a sentence for a person, kept as its English template and its values until a
layer that knows the person's language renders it.

The engine never imports Qt, yet its refusal reasons, log lines and descriptions must reach each
person in their language. So the engine says `translate("qwirkle", "The tile {tile} does not fit
there.", tile=...)`: the same call shape as Qt's `QCoreApplication.translate`, which lets
`pyside6-lupdate` find every template in the engine's sources (it looks for calls named
`translate`), but here the call only builds a `Message`. `str(message)` is the English sentence,
so everything that printed English before (the conformance APIs' `ValueError`s, the CLI, the
tests) still does; tabletop_desktop/i18n renders a message in the chosen language.

Placeholders are `{name}` only, filled by `fill`, never by `str.format`: a template can come
from the network (a server's refusal), and `str.format` would let "{x.__class__}" reach into an
object. A value may itself be a `Message` (a tile's name inside a refusal), rendered the same way.
A `Message` is a `str` (its English sentence), so code that reads text as strings keeps working
and reads English until it renders the message in the person's language.
`%n` in a template is the count `n`, for sentences with plural forms (Icelandic has its own).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Union

Value = Union[str, int, float, "Message"]
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Message(str):
    """One sentence: `context` (the catalogue's group, such as "qwirkle"), `source` (the English
    template), `args` (the values of its placeholders) and `n` (the count for `%n`, or -1).

    A `Message` is a `str` whose value is its English sentence (what `str()` gave before), so
    everything that reads text as a string (comparisons, `in`, `startswith`, f-strings, JSON,
    a Qt label) reads the English, unchanged; a layer that knows the person's language renders
    it with `render` (tabletop_desktop.i18n.text). Immutable; equal to the same English text;
    pickled with its parts (hints cross to the bots' worker process and back)."""

    context: str
    source: str
    args: Mapping[str, Value]
    n: int
    disambiguation: str | None

    def __new__(cls, context: str, source: str, args: Mapping[str, Value] | None = None,
                n: int = -1, disambiguation: str | None = None) -> Message:
        values: dict[str, Value] = dict(args or {})
        english_text = fill(english_template(source, n),
                            {key: _plain(value) for key, value in values.items()})
        self = super().__new__(cls, english_text)
        for key, value in (("context", context), ("source", source), ("args", values), ("n", n),
                           ("disambiguation", disambiguation)):
            object.__setattr__(self, key, value)
        return self

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("a Message cannot be changed")

    def __reduce__(self) -> tuple[object, ...]:
        return (Message, (self.context, self.source, dict(self.args), self.n,
                          self.disambiguation))

    def __repr__(self) -> str:
        return (f"Message({self.context!r}, {self.source!r}, {dict(self.args)!r}, {self.n!r}, "
                f"{self.disambiguation!r})")

    def render(self, lookup: Callable[[Message], str]) -> str:
        """The sentence with `lookup(self)` as its template (the translated one, or `source`) and
        every value rendered with the same lookup."""
        values = {key: value.render(lookup) if isinstance(value, Message) else _plain(value)
                  for key, value in self.args.items()}
        return fill(lookup(self), values)

    def __str__(self) -> str:
        return str.__str__(self)


def english_template(source: str, n: int) -> str:
    """The English template with `%n` filled in."""
    return source.replace("%n", str(n)) if n >= 0 else source


def english(message: Message) -> str:
    """The English template with `%n` filled in (what Qt does when nothing is translated)."""
    return english_template(message.source, message.n)


def _plain(value: object) -> str:
    return str.__str__(value) if isinstance(value, str) else str(value)


def fill(template: str, values: Mapping[str, str]) -> str:
    """`template` with each `{name}` replaced by `values[name]`; a placeholder without a value is
    left as it is (a missing value shows, it does not raise)."""
    return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1,
              **args: Value) -> Message:
    """A `Message` to be translated later (named like Qt's call so that lupdate finds it)."""
    return Message(context, source, dict(args), n, disambiguation)


def with_args(message: Message, **args: Value) -> Message:
    """`message` with more (or other) values for its placeholders."""
    return Message(message.context, message.source, {**message.args, **args}, message.n,
                   message.disambiguation)


Text = str | Message


def as_english(text: Text) -> str:
    """English text from either a plain string or a `Message`."""
    return str(text)
