"""Putting a language in place for the whole app, once, before its first window: the app's
catalogue (and for Italian Qt's own translations of its dialogs), the default QLocale for numbers
and dates, and for Malayalam the bundled font.

A language applies from the start of the app: Settings > Language takes effect after a restart
(windows/settings_language.py offers one). Retranslating every open widget on `LanguageChange`
would need every screen to set its texts again; starting again is simpler and always complete.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from tabletop_desktop.i18n.languages import BY_CODE, ENGLISH, resolve
from tabletop_desktop.resources import resource_path

log = logging.getLogger(__name__)

CATALOGUE = "tabletop_desktop_{code}.qm"
# Qt's own catalogues of its dialogs (button boxes, file dialog, print preview) that Qt ships for
# our languages: only Italian has one. The app's catalogue covers the others (i18n/qt_strings.py)
# and, loaded after Qt's, wins where both translate a text.
QT_CATALOGUES = {"it": ("qtbase_it.qm",)}
# The font for scripts the usual system fonts may lack, under resources/fonts/.
FONTS = {"ml": ("Manjari-Regular.otf", "Manjari-Bold.otf")}


@dataclass
class Installed:
    """What `install_language` put in place (kept so it stays alive and can be taken back)."""

    code: str = ENGLISH
    translators: list[QTranslator] = field(default_factory=list)
    catalogues: list[str] = field(default_factory=list)  # the files loaded, app's last
    font_families: list[str] = field(default_factory=list)


_installed = Installed()


def current_language() -> str:
    """The code of the language the app runs in ("en" when none was installed)."""
    return _installed.code


def translations_dir() -> Path:
    """Where the app's compiled catalogues live (resources/translations/)."""
    return resource_path("translations")


def catalogue_path(code: str) -> Path:
    return translations_dir() / CATALOGUE.format(code=code)


def qt_translations_dir() -> Path:
    """Qt's own translations: PySide6's folder (or the bundle's copy of it)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def system_languages() -> list[str]:
    return list(QLocale.system().uiLanguages())


def _load(path: Path) -> QTranslator | None:
    translator = QTranslator(QCoreApplication.instance())
    if path.is_file() and translator.load(str(path)):
        return translator
    log.warning("The translation file %s is missing or cannot be read", path)
    return None


def uninstall_language() -> None:
    """Back to English with no catalogue (tests switch languages in one process)."""
    global _installed
    for translator in _installed.translators:
        QCoreApplication.removeTranslator(translator)
    _installed = Installed()
    QLocale.setDefault(QLocale.c())


def install_language(choice: str | None) -> str:
    """Put the language `choice` (a code, "system" or None) in place for the whole app and return
    the code used. Needs the QApplication; call it before the first window. A missing catalogue
    is logged and leaves English (the app still works)."""
    uninstall_language()
    code = resolve(choice, system_languages())
    language = BY_CODE[code]
    installed = Installed(code)
    if code != ENGLISH:
        paths = [qt_translations_dir() / name for name in QT_CATALOGUES.get(code, ())]
        paths.append(catalogue_path(code))
        for path in paths:  # the last installed is asked first: the app's own catalogue
            translator = _load(path)
            if translator is not None and QCoreApplication.installTranslator(translator):
                installed.translators.append(translator)
                installed.catalogues.append(str(path))
    # English keeps today's output: numbers as Python writes them (the C locale, no grouping).
    QLocale.setDefault(QLocale.c() if code == ENGLISH else QLocale(language.locale))
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        # Every language here writes left to right, whatever a catalogue's QT_LAYOUT_DIRECTION.
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        installed.font_families = _install_fonts(app, code)
    globals()["_installed"] = installed
    log.info("Language: %s (%s)", code, ", ".join(installed.catalogues) or "no catalogue")
    return code


def load_fonts(code: str) -> list[str]:
    """Register the bundled fonts of language `code`; their family names."""
    families: list[str] = []
    for name in FONTS.get(code, ()):
        try:
            path = resource_path("fonts", name)
        except FileNotFoundError:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("The font %s is missing or cannot be read", path)
            continue
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    return families


def _install_fonts(app: QGuiApplication, code: str) -> list[str]:
    """The language's font first in the application font's families, the usual family after it
    (Latin letters, digits and symbols the language's font lacks come from there)."""
    families = load_fonts(code)
    if families:
        font = QFont(app.font())
        font.setFamilies([*families, *font.families()])
        app.setFont(font)
    return families
