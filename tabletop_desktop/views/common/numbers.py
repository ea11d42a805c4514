"""Numbers shown to people (scores, counts, axis labels) in the person's own numbers: the default
QLocale, which the app sets to the chosen language. No group separators, so a score of 1234 reads
"1234" as it always did (and as a score sheet writes it)."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def shown_number(value: int) -> str:
    """`value` written in the current language's digits and signs ("12", "-3")."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(value)
