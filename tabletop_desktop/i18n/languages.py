"""The languages the app speaks, and which one a setting means.

English is the source language (no catalogue is loaded for it). "system" follows the computer's
preferred languages when one of them is ours, else English. `xx` is a pseudo-language for layout
checks (accented letters, text about 40 % longer, brackets at both ends): it is never offered in
Settings, only `--language xx` starts it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

SYSTEM = "system"
ENGLISH = "en"
PSEUDO = "xx"


@dataclass(frozen=True)
class Language:
    code: str  # the catalogue's code: resources/translations/tabletop_desktop_<code>.qm
    name: str  # the language's name in itself, as Settings lists it
    locale: str  # the QLocale (numbers, dates) and lupdate's -target-language (plural rules)
    plural_forms: int  # how many forms a %n message has in this language (Qt's rules)
    hidden: bool = False  # not offered in Settings


LANGUAGES: tuple[Language, ...] = (
    Language(ENGLISH, "English", "en_US", 2),
    Language("is", "Íslenska", "is_IS", 2),
    Language("it", "Italiano", "it_IT", 2),
    Language("fy", "Frysk", "fy_NL", 2),
    Language("ml", "\u0d2e\u0d32\u0d2f\u0d3e\u0d33\u0d02", "ml_IN", 2),  # മലയാളം
    Language(PSEUDO, "[Pšéûðö]", "en_US", 2, hidden=True),
)
BY_CODE = {language.code: language for language in LANGUAGES}
# The languages with a catalogue of their own that translators write (the pseudo-language's is
# generated, English has none).
TRANSLATED = tuple(lang.code for lang in LANGUAGES if lang.code != ENGLISH and not lang.hidden)
# What Settings offers, in order: (value stored in the settings, name shown).
CHOICES: tuple[tuple[str, str], ...] = (
    (SYSTEM, "System"),
    *((lang.code, lang.name) for lang in LANGUAGES if not lang.hidden),
)
# Every value `--language` takes.
CODES = (SYSTEM, *BY_CODE)


def from_system(ui_languages: Iterable[str]) -> str:
    """Our language for the computer's preferred languages (BCP 47 names such as "is-IS", "it",
    "en-GB", in order of preference): the first one we speak, else English."""
    ours = {code for code in BY_CODE if code != PSEUDO}
    for name in ui_languages:
        primary = name.replace("_", "-").split("-")[0].lower()
        if primary in ours:
            return primary
    return ENGLISH


def resolve(choice: str | None, ui_languages: Iterable[str] = ()) -> str:
    """The language code a setting or `--language` value means: "system" (or None, or a value
    this version does not know) follows `ui_languages`."""
    if choice in BY_CODE:
        return choice
    return from_system(ui_languages)
