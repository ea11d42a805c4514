#!/usr/bin/env python3
"""Write tabletop_desktop/i18n/qt_strings.py: the texts of Qt's own dialogs and widgets that the
app shows (button boxes, message boxes, print preview and print dialog, page set-up, the file
dialog, the context menus of text fields, key names in shortcuts), so that lupdate puts them in the
app's catalogues. Qt ships translations of them for Italian only; the app's catalogues cover
Icelandic, Frisian and Malayalam too. The texts are read from the source texts kept in the
installed Qt's qtbase_it.qm (they are Qt's exact texts, contexts and comments). Run again after a
Qt upgrade: .venv/bin/python scripts/make_qt_strings.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop_desktop.i18n.catalogues import qt_catalogue, read_qm_messages  # noqa: E402

OUT = ROOT / "tabletop_desktop" / "i18n" / "qt_strings.py"
# Whole contexts: what each of the app's Qt dialogs and widgets says.
CONTEXTS = (
    "QPlatformTheme", "QGnomeTheme", "QCocoaTheme",  # standard buttons (per desktop)
    "QMessageBox",
    "QPrintPreviewDialog", "QPrintDialog", "QPrintWidget", "QPrintSettingsOutput",
    "QPrintPropertiesDialog", "QPrintPropertiesWidget", "QCupsJobWidget", "QPageSetupWidget",
    "QFileDialog", "QFileSystemModel",
    "QLineEdit", "QWidgetTextControl", "QAbstractSpinBox", "QScrollBar",  # context menus
)
# Not the About Qt box's long texts: the app never opens it.
LEFT_OUT = ("<h3>About Qt</h3>", "<p>Qt is a C++ toolkit", "About Qt")
# Key names as menus and the keyboard help show shortcuts (QKeySequence's native text).
SHORTCUT_KEYS = (
    "Ctrl", "Shift", "Alt", "Meta", "Num", "+", "F%1", "Esc", "Tab", "Backtab", "Backspace",
    "Return", "Enter", "Ins", "Del", "Home", "End", "Left", "Up", "Right", "Down", "PgUp",
    "PgDown", "Space", "Print", "Pause", "Menu", "Help",
)

HEADER = '''"""The texts of Qt's own dialogs and widgets that the app shows, for the app's catalogues.

Written by scripts/make_qt_strings.py from Qt's qtbase_it.qm (do not edit by hand). Nothing calls
this module: `pyside6-lupdate` reads it, so these texts land in the app's catalogues, and the
app's translator (loaded after Qt's own, see i18n/install.py) then translates Qt's dialogs in every
language, also those Qt ships no translation for (Icelandic, Frisian, Malayalam).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
'''


def main() -> int:
    messages = read_qm_messages(qt_catalogue("qtbase_it.qm"))
    if not messages:
        print("qtbase_it.qm was not found in PySide6's translations", file=sys.stderr)
        return 1
    plain: dict[str, list[str]] = {}
    commented: list[tuple[str, str, str]] = []
    for context, source, comment in sorted(messages):
        wanted = (context in CONTEXTS and not source.startswith(LEFT_OUT)) or (
            context == "QShortcut" and source in SHORTCUT_KEYS)
        if not wanted or not source:
            continue
        if comment:
            commented.append((context, source, comment))
        else:
            plain.setdefault(context, []).append(source)
    q = lambda text: json.dumps(text, ensure_ascii=False)  # noqa: E731 - a literal lupdate reads
    head = HEADER + ("\nfrom tabletop_desktop.i18n import translate\n" if commented else "")
    lines = [head, "QT_TEXTS = {"]
    for context in [*CONTEXTS, "QShortcut"]:
        if context not in plain:
            continue
        lines.append(f"    {q(context)}: (")
        lines += [f"        QT_TRANSLATE_NOOP({q(context)}, {q(source)})," for source in plain[context]]
        lines.append("    ),")
    lines += ["}", "", "", "def _with_comments() -> None:",
              '    """Texts Qt translates with a comment (never called; lupdate reads it)."""']
    lines += [f"    translate({q(c)}, {q(s)}, {q(m)})" for c, s, m in commented] or ["    pass"]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {sum(map(len, plain.values())) + len(commented)} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
