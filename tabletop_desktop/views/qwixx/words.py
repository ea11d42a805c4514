"""Qwixx's words of the game in the person's language: the row names (in a sentence, at the start
of one, and on the sheet's bands) and a stored seat name as it is shown.

The engine names rows "red", "yellow", "green" and "blue"; those ids never reach a person
untranslated: `row_name("red")` is "red" in English, the word of the game in another language.
"""

from __future__ import annotations

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate

# A row's name inside a sentence ("the red row", "red 7").
ROW_WORDS = {
    "red": QT_TRANSLATE_NOOP("QwixxRows", "red"),
    "yellow": QT_TRANSLATE_NOOP("QwixxRows", "yellow"),
    "green": QT_TRANSLATE_NOOP("QwixxRows", "green"),
    "blue": QT_TRANSLATE_NOOP("QwixxRows", "blue"),
}
# A row's name at the start of a sentence or as a heading ("Red 7 can't be crossed now.").
ROW_TITLES = {
    "red": QT_TRANSLATE_NOOP("QwixxRows", "Red"),
    "yellow": QT_TRANSLATE_NOOP("QwixxRows", "Yellow"),
    "green": QT_TRANSLATE_NOOP("QwixxRows", "Green"),
    "blue": QT_TRANSLATE_NOOP("QwixxRows", "Blue"),
}


def row_name(row: str) -> str:
    """The row's name inside a sentence: "red"."""
    return translate("QwixxRows", ROW_WORDS[row]) if row in ROW_WORDS else row


def row_title(row: str) -> str:
    """The row's name at the start of a sentence: "Red"."""
    return translate("QwixxRows", ROW_TITLES[row]) if row in ROW_TITLES else row.capitalize()
