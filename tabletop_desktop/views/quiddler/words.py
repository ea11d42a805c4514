"""Quiddler's view in the person's language: a typed `QT_TRANSLATE_NOOP` for module-level tables
and a stored seat name as it is shown. The cards' letters and the words are English (the deck is
an English deck); the sentences around them are translated."""

from __future__ import annotations

from tabletop_desktop.i18n import translate


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """`source` as it is: marks an English text of a module-level table for `pyside6-lupdate`
    (Qt's own QT_TRANSLATE_NOOP, typed: PySide6's stub returns `object`). Shown with
    `translate(context, source)`."""
    return source


def shown_name(name: str) -> str:
    """A seat's stored name as shown: the stored "You" in the person's language.
    (A stand-in for views/common's `seat_name_shown`, to be pointed there once it is merged.)"""
    return translate("Names", "You") if name == "You" else name
