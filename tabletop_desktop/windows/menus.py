"""The main window's menus and their actions, with the standard shortcuts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate

Slot = Callable[[], object]
Key = QKeySequence.StandardKey | str | None

# Undo's tooltip while no game is at the table (the main window sets it back to this).
UNDO_TIP = QT_TRANSLATE_NOOP("Menus", "Undo your last confirmed move, with the bot moves after it")

# (menu title, [(action name, text, shortcut, tooltip) or None for a separator]); the texts are
# translated when the menus are built.
MENUS: tuple[tuple[str, tuple[tuple[str, str, Key, str] | None, ...]], ...] = (
    (QT_TRANSLATE_NOOP("Menus", "&Game"), (
        ("new", QT_TRANSLATE_NOOP("Menus", "&New game\u2026"), QKeySequence.StandardKey.New,
         QT_TRANSLATE_NOOP("Menus", "Choose a game and the players")),
        ("open", QT_TRANSLATE_NOOP("Menus", "&Open saved game\u2026"), QKeySequence.StandardKey.Open,
         QT_TRANSLATE_NOOP("Menus", "Continue a game saved to a file")),
        ("save", QT_TRANSLATE_NOOP("Menus", "&Save"), QKeySequence.StandardKey.Save,
         QT_TRANSLATE_NOOP("Menus", "Save this game to a file")),
        ("save_as", QT_TRANSLATE_NOOP("Menus", "Save &as\u2026"), QKeySequence.StandardKey.SaveAs,
         QT_TRANSLATE_NOOP("Menus", "Save this game to a new file")),
        None,
        ("print", QT_TRANSLATE_NOOP("Menus", "&Print summary\u2026"), QKeySequence.StandardKey.Print,
         QT_TRANSLATE_NOOP("Menus", "Print the score summary")),
        ("export_pdf", QT_TRANSLATE_NOOP("Menus", "&Export summary as PDF\u2026"), None,
         QT_TRANSLATE_NOOP("Menus", "Write the score summary to a PDF file")),
        None,
        ("home", QT_TRANSLATE_NOOP("Menus", "Back to &home"), "Ctrl+W",
         QT_TRANSLATE_NOOP("Menus", "Leave the table; the game stays in Games in progress")),
        ("statistics", QT_TRANSLATE_NOOP("Menus", "S&tatistics"), None, QT_TRANSLATE_NOOP("Menus", "Your results so far")),
        None,
        ("quit", QT_TRANSLATE_NOOP("Menus", "&Quit"), QKeySequence.StandardKey.Quit,
         QT_TRANSLATE_NOOP("Menus", "Close Tabletop Desktop")),
    )),
    (QT_TRANSLATE_NOOP("Menus", "&Edit"), (
        ("undo", QT_TRANSLATE_NOOP("Menus", "&Undo last move"), QKeySequence.StandardKey.Undo, UNDO_TIP),
        None,
        ("settings", QT_TRANSLATE_NOOP("Menus", "&Settings\u2026"), QKeySequence.StandardKey.Preferences,
         QT_TRANSLATE_NOOP("Menus", "Speed, theme and accessibility")),
    )),
    (QT_TRANSLATE_NOOP("Menus", "&View"), (
        ("full_screen", QT_TRANSLATE_NOOP("Menus", "&Full screen"), QKeySequence.StandardKey.FullScreen,
         QT_TRANSLATE_NOOP("Menus", "Use the whole screen")),
        ("hint", QT_TRANSLATE_NOOP("Menus", "&Hint"), "H", QT_TRANSLATE_NOOP("Menus", "Show a suggested move")),
    )),
    (QT_TRANSLATE_NOOP("Menus", "&Help"), (
        ("rules", QT_TRANSLATE_NOOP("Menus", "&Rules"), QKeySequence.StandardKey.HelpContents,
         QT_TRANSLATE_NOOP("Menus", "How to play")),
        ("keyboard", QT_TRANSLATE_NOOP("Menus", "&Keyboard shortcuts"), "Ctrl+/",
         QT_TRANSLATE_NOOP("Menus", "Every key the app and the game know")),
        ("about", QT_TRANSLATE_NOOP("Menus", "&About Tabletop Desktop"), None, QT_TRANSLATE_NOOP("Menus", "Version and licences")),
    )),
)

# Platforms without a standard key for these get the usual one.
FALLBACK_KEYS = {"quit": "Ctrl+Q", "full_screen": "F11", "rules": "F1", "save_as": "Ctrl+Shift+S",
                 "settings": "Ctrl+,"}


def build_menus(window: QMainWindow, slots: dict[str, Slot]) -> dict[str, QAction]:
    """Create the menu bar; returns the actions by name (object names are `action_<name>`)."""
    actions: dict[str, QAction] = {}
    for title, entries in MENUS:
        menu: QMenu = window.menuBar().addMenu(translate("Menus", title))
        menu.setToolTipsVisible(True)  # the Undo tooltip explains why it is disabled
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            name, source, key, source_tip = entry
            text, tip = translate("Menus", source), translate("Menus", source_tip)
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
