"""Text from a file or a person (seat names, game names, best moves, error messages) is shown as
plain text everywhere. Qt guesses "rich text" for anything that looks like a tag, and an HTML image
such as `<img src=/dev/zero>` in a seat name would make a label read that file forever.

Labels get `Qt.PlainText`; tooltips have no such switch, so a tooltip that Qt would take for rich
text is escaped and wrapped in a paragraph (shown literally, tags and all).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
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


# --- long names -------------------------------------------------------------------------------
# A seat name may be forty letters with no space. Qt wraps only between words and sizes a
# label to its longest word, so such a name widened panels, cards and the whole window.

ZERO_WIDTH_SPACE = "\u200b"
BREAK_EVERY = 12  # a run of letters longer than this may wrap after every 12 letters


def breakable(text: str, every: int = BREAK_EVERY) -> str:
    """`text` with a zero-width space after every `every` letters of a long unspaced run, so a
    word-wrapped label may break inside it instead of growing wider."""
    words = text.split(" ")
    for index, word in enumerate(words):
        if len(word) > every:
            words[index] = ZERO_WIDTH_SPACE.join(word[i:i + every] for i in range(0, len(word), every))
    return " ".join(words)


class WrappingLabel(QLabel):
    """A plain-text, word-wrapped label that also breaks inside very long words; `text()` gives
    back the text as set (without the hidden break points)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self.setWordWrap(True)
        self._text = ""
        self.setText(text)

    def setText(self, text: str) -> None:
        self._text = text
        super().setText(breakable(text))

    def text(self) -> str:
        return self._text


class ElidedLabel(QLabel):
    """A one-line plain-text label that shortens its text with "…" to the width it is given,
    never asks for more, and shows the whole text as a tooltip when shortened."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain(self)
        self._text = ""
        self.setMinimumWidth(1)  # the layout may narrow it to anything; it elides
        self.setText(text)

    def setText(self, text: str) -> None:
        self._text = text
        self.setAccessibleName(text)  # a screen reader reads the whole name
        self._elide()

    def text(self) -> str:
        return self._text

    def shown_text(self) -> str:
        """The text as drawn (shortened with "…" when it does not fit)."""
        return super().text()

    def is_elided(self) -> bool:
        return self.shown_text() != self._text

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._text) + 2, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("\u2026") + 2, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        room = max(1, self.contentsRect().width())
        shown = self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, room)
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(safe_tip(self._text) if shown != self._text else "")
