"""The main window's menus and their actions, with the standard shortcuts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

Slot = Callable[[], object]
Key = QKeySequence.StandardKey | str | None

# (menu title, [(action name, text, shortcut, tooltip) or None for a separator])
MENUS: tuple[tuple[str, tuple[tuple[str, str, Key, str] | None, ...]], ...] = (
    ("&Game", (
        ("new", "&New game\u2026", QKeySequence.StandardKey.New, "Choose a game and the players"),
        ("open", "&Open saved game\u2026", QKeySequence.StandardKey.Open, "Continue a game saved to a file"),
        ("save", "&Save", QKeySequence.StandardKey.Save, "Save this game to a file"),
        ("save_as", "Save &as\u2026", QKeySequence.StandardKey.SaveAs, "Save this game to a new file"),
        None,
        ("print", "&Print summary\u2026", QKeySequence.StandardKey.Print, "Print the score summary"),
        ("export_pdf", "&Export summary as PDF\u2026", None, "Write the score summary to a PDF file"),
        None,
        ("home", "Back to &home", "Ctrl+W", "Leave the table; the game stays in Games in progress"),
        ("statistics", "S&tatistics", None, "Your results so far"),
        None,
        ("quit", "&Quit", QKeySequence.StandardKey.Quit, "Close Tabletop Desktop"),
    )),
    ("&Edit", (
        ("undo", "&Undo last move", QKeySequence.StandardKey.Undo,
         "Undo your last confirmed move, with the bot moves after it"),
        None,
        ("settings", "&Settings\u2026", QKeySequence.StandardKey.Preferences, "Speed, theme and accessibility"),
    )),
    ("&View", (
        ("full_screen", "&Full screen", QKeySequence.StandardKey.FullScreen, "Use the whole screen"),
        ("hint", "&Hint", "H", "Show a suggested move"),
    )),
    ("&Help", (
        ("rules", "&Rules", QKeySequence.StandardKey.HelpContents, "How to play"),
        ("keyboard", "&Keyboard shortcuts", "Ctrl+/", "Every key the app and the game know"),
        ("about", "&About Tabletop Desktop", None, "Version and licences"),
    )),
)

# Platforms without a standard key for these get the usual one.
FALLBACK_KEYS = {"quit": "Ctrl+Q", "full_screen": "F11", "rules": "F1", "save_as": "Ctrl+Shift+S",
                 "settings": "Ctrl+,"}


def build_menus(window: QMainWindow, slots: dict[str, Slot]) -> dict[str, QAction]:
    """Create the menu bar; returns the actions by name (object names are `action_<name>`)."""
    actions: dict[str, QAction] = {}
    for title, entries in MENUS:
        menu: QMenu = window.menuBar().addMenu(title)
        menu.setToolTipsVisible(True)  # the Undo tooltip explains why it is disabled
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            name, text, key, tip = entry
            action = QAction(text, window)
            action.setObjectName(f"action_{name}")
            action.setToolTip(tip)
            action.setStatusTip(tip)
            if isinstance(key, QKeySequence.StandardKey):
                action.setShortcuts(key)
            if (not action.shortcuts() or action.shortcut().isEmpty()) and (key or name in FALLBACK_KEYS):
                fallback = key if isinstance(key, str) else FALLBACK_KEYS.get(name)
                if fallback:
                    action.setShortcut(QKeySequence(fallback))
            if name == "full_screen":
                action.setCheckable(True)
            action.triggered.connect(slots[name])
            menu.addAction(action)
            window.addAction(action)  # shortcuts work in full screen, without the menu bar
            actions[name] = action
    return actions
