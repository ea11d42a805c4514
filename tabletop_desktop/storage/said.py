"""Sentences of the storage layer for the person, in any language, without Qt.

The storage layer's messages (a damaged file, a folder that cannot be used, a word list that
cannot be imported) were English strings, and every caller and test reads them as strings. A
`Sentence` still is that English string, and carries the `Message` it was made from
(engine/message.py), so a window can say it in the person's language (windows/shown.said). A
sentence built around another one puts the other's `Message` inside its own (`inner`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop_desktop.engine.message import Message, Value, translate

__all__ = ["Message", "Sentence", "inner", "translate", "without_full_stop"]


class Sentence(str):
    """English text (as `str`) made from `message`, which says it in other languages."""

    message: Message

    def __new__(cls, message: Message) -> Sentence:
        made = super().__new__(cls, str(message))
        made.message = message
        return made


def inner(value: object) -> Value:
    """A value for a placeholder: a `Sentence`'s own `Message` (translated with the sentence
    around it), a `Message` or number as it is, anything else as its text."""
    if isinstance(value, Sentence):
        return value.message
    if isinstance(value, Message | int | float):
        return value
    return str(value)


@dataclass(frozen=True)
class _WithoutFullStop(Message):
    """A sentence with its last full stop left off, in whichever language it is said (for a
    template that goes on after it: "{problem}; it could not be set aside")."""

    def render(self, lookup: Callable[[Message], str]) -> str:
        return super().render(lookup).rstrip(".")

    def __str__(self) -> str:
        return super().__str__().rstrip(".")


def without_full_stop(sentence: object) -> Value:
    """`sentence` (a `Sentence`, a `Message` or plain text) without its last full stop."""
    message = sentence.message if isinstance(sentence, Sentence) else sentence
    if isinstance(message, Message):
        return _WithoutFullStop(message.context, message.source, message.args, message.n,
                                message.disambiguation)
    return str(sentence).rstrip(".")
