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
`%n` in a template is the count `n`, for sentences with plural forms (Icelandic has its own).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Union

Value = Union[str, int, float, "Message"]
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class Message:
    """One sentence: `context` (the catalogue's group, such as "qwirkle"), `source` (the English
    template), `args` (the values of its placeholders) and `n` (the count for `%n`, or -1)."""

    context: str
    source: str
    args: Mapping[str, Value] = field(default_factory=dict)
    n: int = -1
    disambiguation: str | None = None

    def render(self, lookup: Callable[[Message], str]) -> str:
        """The sentence with `lookup(self)` as its template (the translated one, or `source`) and
        every value rendered with the same lookup."""
        values = {key: value.render(lookup) if isinstance(value, Message) else _plain(value)
                  for key, value in self.args.items()}
        return fill(lookup(self), values)

    def __str__(self) -> str:
        return self.render(english)


def english(message: Message) -> str:
    """The English template with `%n` filled in (what Qt does when nothing is translated)."""
    return message.source.replace("%n", str(message.n)) if message.n >= 0 else message.source


def _plain(value: object) -> str:
    return str(value)


def fill(template: str, values: Mapping[str, str]) -> str:
    """`template` with each `{name}` replaced by `values[name]`; a placeholder without a value is
    left as it is (a missing value shows, it does not raise)."""
    return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1,
              **args: Value) -> Message:
    """A `Message` to be translated later (named like Qt's call so that lupdate finds it)."""
    return Message(context, source, dict(args), n, disambiguation)


Text = Union[str, Message]


def as_english(text: Text) -> str:
    """English text from either a plain string or a `Message`."""
    return str(text)
