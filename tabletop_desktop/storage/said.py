"""Sentences of the storage layer for the person, in any language, without Qt.

The storage layer's messages (a damaged file, a folder that cannot be used, a word list that
cannot be imported) were English strings, and every caller and test reads them as strings. A
`Sentence` still is that English string, and carries the `Message` it was made from
(engine/message.py), so a window can say it in the person's language (windows/shown.said). A
sentence built around another one puts the other's `Message` inside its own (`inner`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from tabletop_desktop.engine.message import Message, Value, translate

__all__ = ["Message", "Sentence", "counted", "inner", "listed", "said_reason", "translate", "with_values", "without_full_stop"]


class Sentence(str):
    """English text (as `str`) made from `message`, which says it in other languages."""

    message: Message

    def __new__(cls, message: Message) -> Sentence:
        made = super().__new__(cls, str(message))
        made.message = message
        return made


def with_values(message: Message, **values: object) -> Message:
    """`message` with the values of its placeholders (a `Sentence` put in as its `Message`).
    The templates are written `with_values(translate("storage", "..."), name=...)` rather than
    with the values inside `translate(...)`: pyside6-lupdate does not extract a call that has
    keyword arguments."""
    return Message(message.context, message.source,
                   {**message.args, **{k: inner(v) for k, v in values.items()}}, message.n,
                   message.disambiguation)


def counted(count: int, one: Message, many: Message, **values: object) -> Sentence:
    """`one` when `count` is 1, else `many` (made with `n=count`, for its plural forms), with
    {count} ("12,500") and `values` filled in: a whole sentence each, so a translation can say
    either its own way."""
    chosen = one if count == 1 else many
    args = {**chosen.args, **{k: inner(v) for k, v in values.items()}, "count": f"{count:,}"}
    return Sentence(Message(chosen.context, chosen.source, args, chosen.n, chosen.disambiguation))


def listed(items: Sequence[object]) -> Value:
    """ "animation speed, theme": `items` one after another, separated as the language does."""
    values = [inner(item) for item in items]
    if not values:
        return ""
    joined = values[0]
    for value in values[1:]:
        joined = with_values(translate("storage", "{list}, {item}", "a list going on"), list=joined, item=value)
    return joined


def said_reason(exc: BaseException) -> str:
    """An exception's reason: the `Sentence` it was raised with, else its English text."""
    first = exc.args[0] if exc.args else None
    if isinstance(first, Sentence):
        return first
    if isinstance(first, Message):
        return Sentence(first)
    carried = getattr(exc, "message", None)  # the engine's errors carry their Message here
    return Sentence(carried) if isinstance(carried, Message) else str(exc)


def inner(value: object) -> Value:
    """A value for a placeholder: a `Sentence`'s own `Message` (translated with the sentence
    around it), a `Message` or number as it is, anything else as its text."""
    if isinstance(value, Sentence):
        return value.message
    if isinstance(value, Message | int | float):
        return value
    return str(value)


class _WithoutFullStop(Message):
    """A sentence with its last full stop left off, in whichever language it is said (for a
    template that goes on after it: "{problem}; it could not be set aside")."""

    def __new__(cls, context: str, source: str, args: Mapping[str, Value] | None = None,
                n: int = -1, disambiguation: str | None = None) -> _WithoutFullStop:
        whole = Message(context, source, args, n, disambiguation)
        made = str.__new__(cls, str.__str__(whole).rstrip("."))
        for key in ("context", "source", "args", "n", "disambiguation"):
            object.__setattr__(made, key, getattr(whole, key))
        return made

    def __reduce__(self) -> tuple[object, ...]:
        return (_WithoutFullStop, (self.context, self.source, dict(self.args), self.n,
                                   self.disambiguation))

    def render(self, lookup: Callable[[Message], str]) -> str:
        return super().render(lookup).rstrip(".")


def without_full_stop(sentence: object) -> Value:
    """`sentence` (a `Sentence`, a `Message` or plain text) without its last full stop."""
    message = sentence.message if isinstance(sentence, Sentence) else sentence
    if isinstance(message, Message):
        return _WithoutFullStop(message.context, message.source, message.args, message.n,
                                message.disambiguation)
    return str(sentence).rstrip(".")
