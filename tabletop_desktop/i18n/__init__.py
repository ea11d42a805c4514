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

translate = QCoreApplication.translate


def _lookup(message: Message) -> str:
    return QCoreApplication.translate(message.context, message.source, message.disambiguation,
                                      message.n)


def text(value: Text) -> str:
    """`value` in the current language: a `Message` translated (with its values), a plain string
    as it is (a name, a word, text already translated)."""
    if isinstance(value, Message):
        return value.render(_lookup)
    return value


__all__ = ["Message", "Text", "fill", "text", "translate"]
