"""Qwixx's words for people as `Message`s (engine/message.py): the rows' colours, lists of rows,
and `IllegalMove`, the refusal that carries its sentence as a `Message`.

Every sentence is a whole template with named placeholders in the catalogue group "qwixx"; a
row's colour is a word of the game and is a `Message` of its own, put into the sentences as a
value. `str(message)` is the English sentence the engine has always said.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tabletop_desktop.engine.core import IllegalAction
from tabletop_desktop.engine.message import Message, Text, translate

ROW_ORDER: tuple[str, ...] = ("red", "yellow", "green", "blue")  # sheet.ROWS (no import cycle)

# A row's colour inside a sentence ("the red row", "red 7").
ROW_NAMES: dict[str, Message] = {
    "red": translate("qwixx", "red", "a row's colour"),
    "yellow": translate("qwixx", "yellow", "a row's colour"),
    "green": translate("qwixx", "green", "a row's colour"),
    "blue": translate("qwixx", "blue", "a row's colour"),
}
# A row's colour at the start of a sentence ("Red 7 is already crossed.").
ROW_TITLES: dict[str, Message] = {
    "red": translate("qwixx", "Red", "a row's colour at the start of a sentence"),
    "yellow": translate("qwixx", "Yellow", "a row's colour at the start of a sentence"),
    "green": translate("qwixx", "Green", "a row's colour at the start of a sentence"),
    "blue": translate("qwixx", "Blue", "a row's colour at the start of a sentence"),
}


def row_name(row: str) -> Message | str:
    """The row's colour as a word of a sentence ("red"); an unknown row as it was given."""
    return ROW_NAMES.get(row, row)


def row_title(row: str) -> Message | str:
    """The row's colour at the start of a sentence ("Red")."""
    return ROW_TITLES.get(row, row.capitalize())


def rows_are_locked(rows: Iterable[str]) -> Message:
    """"Red and blue are locked.", "Red, yellow and blue are locked." (in the sheet's order)."""
    ordered = [r for r in ROW_ORDER if r in set(rows)]
    if len(ordered) == 1:
        return translate("qwixx", "{row} is locked.", row=row_title(ordered[0]))
    if len(ordered) == 2:
        return translate("qwixx", "{first} and {second} are locked.",
                         first=row_title(ordered[0]), second=row_name(ordered[1]))
    if len(ordered) == 3:
        return translate("qwixx", "{first}, {second} and {third} are locked.",
                         first=row_title(ordered[0]), second=row_name(ordered[1]),
                         third=row_name(ordered[2]))
    return translate("qwixx", "{first}, {second}, {third} and {fourth} are locked.",
                     first=row_title(ordered[0]), second=row_name(ordered[1]),
                     third=row_name(ordered[2]), fourth=row_name(ordered[3]))


def one_after_another(sentences: Sequence[Text]) -> Text:
    """Whole sentences one after another, with a space between them ("Ada crossed red 7. Bo
    declined."), as one `Message` whose values are the sentences. Each sentence is translated on
    its own; the joint is no sentence (context "", nothing to translate) and stays flat, so a long
    log line nests no deeper than its deepest sentence."""
    if len(sentences) == 1:
        return sentences[0]
    template = " ".join(f"{{s{i}}}" for i in range(len(sentences)))
    return Message("", template, {f"s{i}": sentence for i, sentence in enumerate(sentences)})


class IllegalMove(IllegalAction):
    """A decision or position the rules refuse. `str(exc)` is the reason in English (the
    conformance API's `ValueError` text); `exc.message` is the same reason as a `Message`, for a
    layer that speaks the person's language."""

    message: Message

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message

