"""Texts on a screen that did not come through the pseudo-language: in `--language xx` every
translated text is "[...]", so a text a person reads without brackets is English left over."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtGui import QKeySequence, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QMainWindow,
    QTabBar,
    QWidget,
)

from tabletop_desktop import APP_NAME
from tabletop_desktop.i18n.catalogues import is_pseudo

_LETTER = re.compile(r"[^\W\d_]")


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return text.replace("\u2028", "\n").strip()


def _texts(root: QWidget) -> Iterable[tuple[str, str]]:
    """(where, text) of everything written on `root` a person reads."""
    if root.isWindow():
        yield "window title", root.windowTitle()
    if isinstance(root, QMainWindow) and root.menuBar() is not None:
        for action in root.menuBar().actions():
            yield "menu", action.text()
            menu = action.menu()
            for item in menu.actions() if menu is not None else ():
                if not item.isSeparator():
                    yield "menu item", item.text()
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.window() is not root.window():
            continue
        name = f"{type(widget).__name__}#{widget.objectName() or '?'}"
        if isinstance(widget, QLabel):
            yield name, widget.text()
        elif isinstance(widget, QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield f"{name} tab", widget.tabText(i)
        elif isinstance(widget, QComboBox):
            yield name, widget.currentText()


def _is_key(text: str) -> bool:
    """A shortcut as menus show it ("Ctrl+N", "F11"): key names, not a sentence."""
    native = QKeySequence.SequenceFormat.NativeText
    return " " not in text and QKeySequence.fromString(text, native).toString(native) == text


def english_left(root: QWidget, allowed: Iterable[str] = ()) -> list[str]:
    """Every text on `root` that is not bracketed, as "where: text" (names in `allowed`, the
    app's and the games' names, shortcuts and texts without letters are fine)."""
    from tabletop_desktop.engine.registry import all_games

    keep = {APP_NAME, *allowed, *(info.name for info in all_games())}
    found: list[str] = []
    for where, raw in _texts(root):
        text = _plain(raw or "")
        if (not text or not _LETTER.search(text) or text.replace("&", "") in keep
                or _is_key(text)):
            continue
        if all(is_pseudo(part) for part in text.split("\n\n") if part.strip()):
            continue
        entry = f"{where}: {text[:80]!r}"
        if entry not in found:
            found.append(entry)
    return found
