"""Text from a file or a person (seat names, game names, best moves, error messages) is shown as
plain text everywhere. Qt guesses "rich text" for anything that looks like a tag, and an HTML image
such as `<img src=/dev/zero>` in a seat name would make a label read that file forever.

Labels get `Qt.PlainText`; tooltips have no such switch, so a tooltip that Qt would take for rich
text is escaped and wrapped in a paragraph (shown literally, tags and all).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel, QWidget

_might_be_rich = QtGuiNamespace.mightBeRichText


def plain(label: QLabel) -> QLabel:
    """Make `label` show its text literally, whatever it holds; returns the label."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows `text` literally."""
    label = QLabel(parent)
    plain(label)
    label.setText(text)
    return label


def safe_tip(text: str) -> str:
    """`text` as a tooltip that shows literally: unchanged when Qt would not read it as rich
    text, otherwise escaped inside a paragraph."""
    if not text or not _might_be_rich(text):
        return text
    return f"<p>{html.escape(text)}</p>"


def escape(text: str) -> str:
    """`text` for a place that is rich text on purpose (a bold caption before a name)."""
    return html.escape(text, quote=False)
