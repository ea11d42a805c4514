"""Settings > Language: the choice of language in the Settings dialog and, once a new one is
chosen, the offer to restart (a language applies from the start of the app, i18n/install.py)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QMessageBox, QWidget

from tabletop_desktop import APP_NAME
from tabletop_desktop.i18n import translate
from tabletop_desktop.i18n.install import current_language, system_languages
from tabletop_desktop.i18n.languages import CHOICES, SYSTEM, resolve
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.windows.restart import request_restart

# "System" is the one choice not named in its own language: it is shown in the app's language.
SYSTEM_NAME = QT_TRANSLATE_NOOP("LanguageSettings", "System")


def language_label(value: str, name: str) -> str:
    return translate("LanguageSettings", SYSTEM_NAME) if value == SYSTEM else name


def fill_language_combo(combo: QComboBox, chosen: str) -> None:
    """The languages, each named in itself (and "System"), with `chosen` selected."""
    for value, name in CHOICES:
        combo.addItem(language_label(value, name), value)
    combo.setCurrentIndex(max(0, combo.findData(chosen)))


def needs_restart(language: str) -> bool:
    """Whether the setting `language` means another language than the one running now."""
    return resolve(language, system_languages()) != current_language()


def restart_hint(language: str) -> str:
    """What the Settings dialog says under the language, or "" when nothing changes."""
    if not needs_restart(language):
        return ""
    return translate("LanguageSettings",
                     "The new language is used when {app} starts again; after OK you can "
                     "restart it at once.").format(app=APP_NAME)


def show_restart_hint(label: QLabel, language: str) -> None:
    hint = restart_hint(language)
    label.setText(hint)
    label.setVisible(bool(hint))


def offer_restart(window: QWidget, before: Settings, after: Settings) -> QMessageBox | None:
    """After Settings > OK with a new language: ask whether to restart now (window-modal, not
    blocking). "Restart now" closes the window as quitting does and starts the app again."""
    if before.language == after.language or not needs_restart(after.language):
        return None
    box = QMessageBox(QMessageBox.Icon.Question,
                      translate("LanguageSettings", "Restart {app}").format(app=APP_NAME),
                      translate("LanguageSettings",
                                "{app} speaks the new language from its next start. Restart it "
                                "now?").format(app=APP_NAME),
                      QMessageBox.StandardButton.NoButton, window)
    box.setObjectName("restartBox")
    box.setInformativeText(translate(
        "LanguageSettings", "A game in progress is kept: it waits under Continue on the home "
        "screen."))
    restart = box.addButton(translate("LanguageSettings", "Restart now"),
                            QMessageBox.ButtonRole.AcceptRole)
    restart.setObjectName("restartNowButton")
    later = box.addButton(translate("LanguageSettings", "Later"), QMessageBox.ButtonRole.RejectRole)
    later.setObjectName("restartLaterButton")
    box.setDefaultButton(restart)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered(button: object) -> None:
        if button is restart:
            request_restart()
            if window.close():  # as quitting does: the game in progress is autosaved
                QApplication.quit()

    box.buttonClicked.connect(answered)
    box.open()
    return box
