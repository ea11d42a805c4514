"""The app in the players' languages: Qt's translation system for the Qt layers.

Qt code writes `translate("Context", "Whole sentence with {name}.")` (this module's `translate`
is Qt's `QCoreApplication.translate`, so `pyside6-lupdate` finds every call) and fills the
placeholders with `fill(...)` (or `.format(...)` for text the app wrote itself). Plural forms
use `%n`: `translate("Context", "%n tiles left.", "", count)`. Engine messages (Qt-free, see
engine/message.py) become text in the person's language with `text(...)`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tabletop_desktop.engine.message import Message, Text, fill
from tabletop_desktop.engine.sentences import YOU, is_you

translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name Qt's tools know
    """`source` as it is, marked for the catalogue in `context`: for module-level texts and
    tables, translated where they are shown with `translate(context, value)`. (PySide6's own is
    typed to return `object`.)"""
    return source


def shown_name(name: str) -> str:
    """A seat's name as shown: a seat stored as "You" (the person at the screen) is called by
    the word of the person's language; any other name is shown as it is. In English the stored
    spelling stays ("you" stays "you")."""
    if not is_you(name):
        return name
    word = translate("Names", "You")
    return name if word == YOU else word


def _lookup(message: Message) -> str:
    return QCoreApplication.translate(message.context, message.source, message.disambiguation,
                                      message.n)


def text(value: Text) -> str:
    """`value` in the current language: a `Message` translated (with its values), a plain string
    as it is (a name, a word, text already translated)."""
    if isinstance(value, Message):
        return value.render(_lookup)
    return value


__all__ = ["Message", "QT_TRANSLATE_NOOP", "Text", "fill", "shown_name", "text", "translate"]
