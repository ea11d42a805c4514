"""Words and figures as the person at the screen reads them, in the app's language.

A seat stored as "You" (the person at the screen, see engine/sentences.py) is shown as the word
for "you" in the app's language; New Game stores "You" again when its field still holds that
word. Numbers, dates and times go through `QLocale()` (the app sets its default locale to the
chosen language; English shows exactly what it always did).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QLocale, QTime

from tabletop_desktop.i18n import Message, text, translate

YOU = "You"  # the stored name of the person at the screen


def stored_name(shown: str) -> str:
    """The name to store for what a name field shows: the translated "You" is stored as "You"."""
    return YOU if shown == translate("Names", "You") else shown


def _locale() -> QLocale:
    locale = QLocale()
    # Plain figures, as the app always showed them ("1234", not "1,234").
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale


def number(value: int | float, decimals: int = 0) -> str:
    """A figure in the app's language: an int as it is, a float rounded to `decimals`."""
    if isinstance(value, int):
        return _locale().toString(value)
    if decimals == 0:  # rounded as Python rounds ("12" for 12.5), as the app always showed it
        return _locale().toString(int(f"{value:.0f}"))
    return _locale().toString(float(value), "f", decimals)


def local(moment: datetime) -> datetime:
    """`moment` on the person's own clock (files keep UTC)."""
    return moment.astimezone() if moment.tzinfo else moment


def date_text(moment: datetime, pattern: str) -> str:
    """The date of `moment` in the app's language, by a QLocale date `pattern` ("d MMM yyyy")."""
    return QLocale().toString(QDate(moment.year, moment.month, moment.day), pattern)


def time_text(moment: datetime) -> str:
    """The time of day of `moment`, such as "14:05"."""
    return QLocale().toString(QTime(moment.hour, moment.minute), "HH:mm")


def points_text(score: int) -> str:
    """ "12 points" in the app's language (a negative score, as Qwixx may have, too)."""
    if score >= 0:  # Qt fills %n only for a count of 0 or more
        return translate("Points", "%n points", "", score)
    return translate("Points", "{score} points", "a score below zero").format(score=number(score))


def listed(names: list[str]) -> str:
    """"Qwirkle, Qwixx and Quiddler" (in the app's language)."""
    if len(names) < 2:
        return names[0] if names else ""
    return translate("Lists", "{first} and {last}", "the end of a list of names").format(
        first=translate("Lists", ", ", "between the names of a list").join(names[:-1]), last=names[-1])


def grouped(count: int) -> str:
    """A count with thousands grouped: "12,500" in English (as the word lists always said it),
    the app's language's own way otherwise."""
    locale = QLocale()
    if locale.language() in (QLocale.Language.C, QLocale.Language.English):
        return f"{count:,}"
    return locale.toString(count)


def counted(count: int, one: str, many: str, **values: object) -> str:
    """`one` (already translated) when `count` is 1, else `many` (translated with the count, for
    its plural form), with {count} and `values` filled in."""
    return (one if count == 1 else many).format(count=grouped(count), **values)


def said(value: object) -> str:
    """A sentence from the storage layer (English text carrying its `Message`, see
    storage/said.py), an engine `Message` or plain text, in the app's language."""
    message = getattr(value, "message", None)
    if isinstance(message, Message):
        return text(message)
    return text(value) if isinstance(value, str | Message) else str(value)
