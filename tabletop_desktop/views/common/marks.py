"""`QT_TRANSLATE_NOOP` with types: marks an English text for the catalogue where it is defined (a
module-level constant or table) and gives it back unchanged; the place that shows it translates
it then with `translate(context, value)`. `pyside6-lupdate` finds the calls by their name, so this
is PySide6's `QT_TRANSLATE_NOOP` (typed `object` in its stubs) with `str` in and out."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate knows
    """`source`, marked for translation in `context`."""
    return source
