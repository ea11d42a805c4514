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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

YOU = "You"  # the New Game dialog's name for the first seat: the person at the screen


def is_you(name: str) -> bool:
    """True when `name` is how the person at the screen is called ("You", any case)."""
    return name.strip().casefold() == YOU.casefold()


def names_in_words(names: Sequence[str]) -> str:
    """"Ada", "Ada and Bo", "Ada, Bo and Cy"; the person at the screen comes last: "Ada and
    you" (or "You" alone)."""
    others = [n for n in names if not is_you(n)]
    if len(others) < len(names):
        if not others:
            return YOU
        others.append(YOU.lower())
    if len(others) <= 1:
        return "".join(others)
    return ", ".join(others[:-1]) + " and " + others[-1]


@dataclass(frozen=True)
class Said:
    """One sentence about one player (or several), as whole templates.

    `you`: for the person at the screen ("You drew from the draw pile."); `other`: for anyone else,
    with the placeholder {name} ("{name} drew from the draw pile."); `many` (optional): for
    several players at once, with {names} ("{names} share the win.")."""

    you: str
    other: str
    many: str = ""

    def __call__(self, name: str, **values: object) -> str:
        """The sentence about the player called `name`, with `values` for its placeholders."""
        if is_you(name):
            return self.you.format(**values)
        return self.other.format(name=name, **values)

    def for_you(self, **values: object) -> str:
        """The sentence for the person at the screen, whatever their name (the only person at
        the table is always "you")."""
        return self.you.format(**values)

    def about(self, names: Sequence[str], **values: object) -> str:
        """The sentence about every player in `names`: the one-player sentence for a single name,
        else `many`, with {names} in words ("Ada and you")."""
        if len(names) == 1:
            return self(names[0], **values)
        return self.many.format(names=names_in_words(names), **values)


def counted(count: int, one: Said, more: Said) -> Said:
    """The sentence for `count` things: `one` for exactly one, else `more` (whose templates say
    {count}). A translation can give each its own plural forms."""
    return one if count == 1 else more
