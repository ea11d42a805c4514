"""The Settings dialog (form `ui/settings.ui`): theme, colour-blind palette, animation and bot
speed, reduce motion, language. Changes apply live through a callback; Cancel restores the old
values. The language applies after a restart (windows/settings_language.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.windows.forms import child, load_form
from tabletop_desktop.windows.settings_language import fill_language_combo, show_restart_hint

SPEED_LABELS = (("slow", QT_TRANSLATE_NOOP("SettingsDialog", "Slow")),
                ("normal", QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
                ("fast", QT_TRANSLATE_NOOP("SettingsDialog", "Fast")))
THEME_LABELS = (("light", QT_TRANSLATE_NOOP("SettingsDialog", "Light (green felt)")),
                ("dark", QT_TRANSLATE_NOOP("SettingsDialog", "Dark (slate)")))


class SettingsDialog(QDialog):
    """Edits a copy of the settings; `chosen()` is the result, `apply` previews it live."""

    def __init__(self, settings: Settings, apply: Callable[[Settings], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.original = replace(settings)
        self._apply = apply
        host = QVBoxLayout(self)
        host.setContentsMargins(22, 18, 22, 16)
        form = load_form("settings.ui", self)
        self.theme = child(form, QComboBox, "themeCombo")
        self.colour_blind = child(form, QCheckBox, "colourBlindCheck")
        self.animation = child(form, QComboBox, "animationCombo")
        self.bot_speed = child(form, QComboBox, "botSpeedCombo")
        self.reduce_motion = child(form, QCheckBox, "reduceMotionCheck")
        buttons = child(form, QDialogButtonBox, "buttonBox")
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        set_role(ok, "primary")
        ok.setObjectName("okButton")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for value, label in THEME_LABELS:
            self.theme.addItem(translate("SettingsDialog", label), value)
        for combo in (self.animation, self.bot_speed):
            for value, label in SPEED_LABELS:
                combo.addItem(translate("SettingsDialog", label), value)
        self._select(self.theme, settings.theme)
        self._select(self.animation, settings.animation_speed)
        self._select(self.bot_speed, settings.bot_speed)
        self.colour_blind.setChecked(settings.colour_blind)
        self.reduce_motion.setChecked(settings.reduce_motion)
        for combo in (self.theme, self.animation, self.bot_speed):
            combo.currentIndexChanged.connect(self._changed)
        for box in (self.colour_blind, self.reduce_motion):
            box.toggled.connect(self._changed)
        # Language: named in itself, used from the next start (the hint says so when it changes).
        self.language = child(form, QComboBox, "languageCombo")
        self.language_hint = child(form, QLabel, "languageHint")
        fill_language_combo(self.language, settings.language)
        show_restart_hint(self.language_hint, settings.language)
        self.language.currentIndexChanged.connect(
            lambda: show_restart_hint(self.language_hint, self.language.currentData()))
        self.setMinimumWidth(480)

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        combo.setCurrentIndex(max(0, combo.findData(value)))

    def chosen(self) -> Settings:
        """The settings as the dialog shows them (other fields unchanged)."""
        return replace(
            self.original,
            theme=self.theme.currentData(),
            colour_blind=self.colour_blind.isChecked(),
            animation_speed=self.animation.currentData(),
            bot_speed=self.bot_speed.currentData(),
            reduce_motion=self.reduce_motion.isChecked(),
            language=self.language.currentData(),
        )

    def _changed(self) -> None:
        if self._apply is not None:
            self._apply(self.chosen())

    def reject(self) -> None:
        if self._apply is not None:
            self._apply(self.original)
        super().reject()
