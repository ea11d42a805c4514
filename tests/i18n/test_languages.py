"""Choosing and installing a language: the system's, Qt's Italian, the app's catalogue, the
default QLocale, the Malayalam font; Icelandic plural forms; the rules window per language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication

from tabletop_desktop.i18n import catalogues as cat
from tabletop_desktop.i18n import install
from tabletop_desktop.i18n.languages import BY_CODE, CHOICES, from_system, resolve
from tabletop_desktop.storage import settings as stored


def test_settings_offer_the_languages_in_their_own_names() -> None:
    assert [name for _, name in CHOICES] == ["System", "English", "Íslenska", "Italiano",
                                            "Frysk", "മലയാളം"]
    assert tuple(code for code, _ in CHOICES) == stored.LANGUAGES


@pytest.mark.parametrize(("ui", "code"), [
    (["is-IS", "en-US"], "is"), (["de-DE", "it-IT"], "it"), (["fy_NL"], "fy"), (["ml"], "ml"),
    (["en-GB", "is"], "en"), (["de-DE"], "en"), ([], "en"), (["xx"], "en")])
def test_system_language_is_the_first_one_we_speak(ui, code) -> None:
    assert from_system(ui) == code
    assert resolve("system", ui) == code and resolve(None, ui) == code
    assert resolve("is", ui) == "is" and resolve("zz", ui) == code


def test_italian_has_qt_s_own_dialog_texts_and_italian_numbers(qapp) -> None:
    assert install.install_language("it") == "it"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"
    assert QLocale().name() == "it_IT"
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    install.uninstall_language()
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert install.current_language() == "en"


def test_pseudo_language_translates_forms_and_qt_texts(qapp) -> None:
    assert install.install_language("xx") == "xx"
    assert install.current_language() == "xx"
    assert cat.is_pseudo(QCoreApplication.translate("SettingsForm", "Theme"))
    assert cat.is_pseudo(QCoreApplication.translate("QPlatformTheme", "Cancel"))


def test_english_loads_nothing_and_keeps_python_s_numbers(qapp) -> None:
    assert install.install_language("en") == "en"
    assert QLocale().toString(12345) == "12345"
    assert QCoreApplication.translate("SettingsForm", "Theme") == "Theme"


def test_malayalam_uses_the_bundled_font(qapp) -> None:
    families = install.load_fonts("ml")
    assert families == ["Manjari"]
    assert QFontDatabase.WritingSystem.Malayalam in QFontDatabase.writingSystems("Manjari")
    install.install_language("ml")
    assert qapp.font().families()[0] == "Manjari"
    assert len(qapp.font().families()) > 1  # the usual family after it


def test_icelandic_plural_forms(qapp, tmp_path: Path) -> None:
    """Icelandic: 1, 21, 31... take the singular, 11 and the rest the plural."""
    ts = tmp_path / "tiny_is.ts"
    cat.write_ts(cat.Catalogue("is_IS", [cat.Entry(
        "Tiny", "%n tiles are left.", numerus=True,
        forms=["%n flís er eftir.", "%n flísar eru eftir."], kind="")]), ts)
    translator = QTranslator()
    assert translator.load(str(cat.compile_catalogue(ts)))
    QCoreApplication.installTranslator(translator)
    try:
        said = {n: QCoreApplication.translate("Tiny", "%n tiles are left.", "", n)
                for n in (0, 1, 2, 11, 21, 101, 111)}
    finally:
        QCoreApplication.removeTranslator(translator)
    assert said == {0: "0 flísar eru eftir.", 1: "1 flís er eftir.", 2: "2 flísar eru eftir.",
                    11: "11 flísar eru eftir.", 21: "21 flís er eftir.",
                    101: "101 flís er eftir.", 111: "111 flísar eru eftir."}
    assert BY_CODE["is"].plural_forms == 2


def test_rules_open_in_the_current_language(qapp, tmp_path, monkeypatch) -> None:
    from tabletop_desktop.windows import rules_dialog

    (tmp_path / "rules" / "is").mkdir(parents=True)
    (tmp_path / "rules" / "qwirkle.md").write_text("# Qwirkle rules", "utf-8")
    (tmp_path / "rules" / "is" / "qwirkle.md").write_text("# Reglur Qwirkle", "utf-8")
    monkeypatch.setattr(rules_dialog, "resource_path", lambda *p: tmp_path.joinpath(*p))
    assert rules_dialog.rules_markdown("qwirkle", "is") == "# Reglur Qwirkle"
    assert rules_dialog.rules_markdown("qwirkle", "it") == "# Qwirkle rules"  # none yet: English
    assert rules_dialog.rules_markdown("qwirkle", "en") == "# Qwirkle rules"
    assert rules_dialog.rules_markdown("qwixx", "is") is None
    monkeypatch.setattr(install, "_installed", install.Installed("is"))
    assert rules_dialog.rules_markdown("qwirkle") == "# Reglur Qwirkle"


def test_about_lists_the_malayalam_font_s_licence() -> None:
    from tabletop_desktop.windows.about_dialog import licence_files

    labels = {label: path for label, path in licence_files()}
    path = labels["Malayalam font: Manjari (OFL-1.1)"]
    assert "SIL Open Font License" in path.read_text("utf-8")
