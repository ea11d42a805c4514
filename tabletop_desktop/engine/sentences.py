"""Sentences that name a player, each written whole for the person at the screen and for others.

The New Game dialog calls the person at the screen "You", so a sentence written for a third person
("{name} has made a choice.") reads "You has made a choice." for them. Every sentence that names a
seat is therefore a `Said`: one whole template for "you" ("You have made a choice.") and one for
anyone else ("{name} has made a choice."), never a name spliced into the other's sentence and never
pieces glued together. Each template has named placeholders only, so a later translation can
replace the templates one by one.

`Said` chooses the template from the name: a seat named "You" (in any case) is spoken to. Lists of
names ("Ada and you") put the person at the screen last, in lower case, as English does; a
sentence about several players has its own template (`Said.many`).

Translation: the engine's templates are `Message`s (`translate("qwixx", "You rolled.")`, see
engine/message.py), one per template, so a translator sees "You rolled." and "{name} rolled." as
two sentences. A `Said` of messages says a `Message` (its English `str()` is the sentence as
before), rendered in the person's language by the session (tabletop_desktop.i18n.text). A `Said`
of plain strings (the views' own, until they are translated in the Qt layers) says a `str`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar, overload

from tabletop_desktop.engine.message import Message, Text, Value, translate

YOU = "You"  # the New Game dialog's name for the first seat: the person at the screen

T = TypeVar("T", str, Message)


def is_you(name: str) -> bool:
    """True when `name` is how the person at the screen is called ("You", any case)."""
    return name.strip().casefold() == YOU.casefold()


def names_in_words(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bo", "Ada, Bo and Cy"; the person at the screen comes last: "Ada and
    you" (or "You" alone). English only: `names_message` is the same list to be translated."""
    return str(names_message(names))


def names_message(names: Sequence[str]) -> Text:
    """The list of `names` in words, as a `Message` to be translated ("{first} and {last}",
    "{first}, {rest}", and "you" for the person at the screen); a single other name as it is."""
    others: list[Text] = [n for n in names if not is_you(n)]
    if len(others) < len(names):
        if not others:
            return translate("Names", "You")
        others.append(translate("engine", "you", "the person at the screen, last in a list of "
                                                 "names: Ada and you"))
    if not others:
        return ""
    return _listed(others)


def _listed(names: Sequence[Text]) -> Text:
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return translate("engine", "{first} and {last}", first=names[0], last=names[1])
    return translate("engine", "{first}, {rest}", "a list of three or more names",
                     first=names[0], rest=_listed(names[1:]))


def _source(template: Text) -> str:
    return template.source if isinstance(template, Message) else template


class Said(Generic[T]):
    """One sentence about one player (or several), as whole templates.

    `you`: for the person at the screen ("You drew from the draw pile."); `other`: for anyone else,
    with the placeholder {name} ("{name} drew from the draw pile."); `many` (optional): for
    several players at once, with {names} ("{names} share the win.").

    Each template is a `Message` (`translate("quiddler", "You drew ...")`: the sentence says a
    `Message`) or a plain `str` (the sentence says a `str`, filled by `str.format`). The
    attributes `you`, `other` and `many` are the English templates; `you_template`, ... the
    templates as given."""

    __slots__ = ("you_template", "other_template", "many_template")

    def __init__(self, you: T, other: T, many: T | None = None) -> None:
        self.you_template: T = you
        self.other_template: T = other
        self.many_template: T | None = many

    @property
    def you(self) -> str:
        return _source(self.you_template)

    @property
    def other(self) -> str:
        return _source(self.other_template)

    @property
    def many(self) -> str:
        return "" if self.many_template is None else _source(self.many_template)

    def __repr__(self) -> str:
        return f"Said({self.you!r}, {self.other!r}, {self.many!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Said) and (
            (self.you_template, self.other_template, self.many_template)
            == (other.you_template, other.other_template, other.many_template))

    def __hash__(self) -> int:
        return hash((self.you, self.other, self.many))

    @overload
    def __call__(self: Said[str], name: str, **values: object) -> str: ...

    @overload
    def __call__(self: Said[Message], name: str, **values: Value) -> Message: ...

    def __call__(self, name: str, **values: object) -> Text:
        """The sentence about the player called `name`, with `values` for its placeholders."""
        if is_you(name):
            return _said(self.you_template, values)
        return _said(self.other_template, {"name": name, **values})

    @overload
    def for_you(self: Said[str], **values: object) -> str: ...

    @overload
    def for_you(self: Said[Message], **values: Value) -> Message: ...

    def for_you(self, **values: object) -> Text:
        """The sentence for the person at the screen, whatever their name (the only person at
        the table is always "you")."""
        return _said(self.you_template, values)

    @overload
    def about(self: Said[str], names: Sequence[str], **values: object) -> str: ...

    @overload
    def about(self: Said[Message], names: Sequence[str], **values: Value) -> Message: ...

    def about(self, names: Sequence[str], **values: object) -> Text:
        """The sentence about every player in `names`: the one-player sentence for a single name,
        else `many`, with {names} in words ("Ada and you")."""
        if len(names) == 1:
            return self(names[0], **values)  # type: ignore[arg-type]
        many, you = self.many_template, self.you_template
        if isinstance(many, Message) or (many is None and isinstance(you, Message)):
            template = many if isinstance(many, Message) else Message(getattr(you, "context", ""), "")
            return _said(template, {"names": names_message(names), **values})
        return (many or "").format(names=names_in_words(names), **values)


def _said(template: Text, values: dict[str, object]) -> Text:
    if isinstance(template, Message):
        args: dict[str, Value] = {**template.args, **values}  # type: ignore[dict-item]
        return Message(template.context, template.source, args, template.n,
                       template.disambiguation)
    return template.format(**values)


def counted(count: int, one: Said[T], more: Said[T]) -> Said[T]:
    """The sentence for `count` things: `one` for exactly one, else `more` (whose templates say
    {count}). A translation can give each its own plural forms."""
    return one if count == 1 else more
