"""Choosing a language: `--language` (the app and `--self-test`), Settings > Language stored and
checked, and the offer to restart that makes a new language real."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from tabletop_desktop import cli, launch, selftest
from tabletop_desktop.app import create_application
from tabletop_desktop.i18n import install
from tabletop_desktop.storage import jsonfile
from tabletop_desktop.storage.settings import Settings, load_settings, save_settings, settings_path
from tabletop_desktop.windows import restart


@pytest.fixture
def app(qapp):
    return create_application([])


def test_language_flag_reaches_the_app_and_the_self_test(monkeypatch, tmp_path) -> None:
    seen: dict[str, object] = {}
    monkeypatch.setattr(launch, "run_app", lambda **kw: seen.update(app=kw["language"]) or 0)
    monkeypatch.setattr(selftest, "run_self_test",
                        lambda out, language=None: seen.update(self=language) or 0)
    cli.main(["--language", "is"])
    assert seen["app"] == "is"
    cli.main(["--language", "xx", "--self-test", str(tmp_path)])
    assert seen["self"] == "xx"
    cli.main([])
    assert seen["app"] is None  # the setting decides


def test_unknown_language_is_refused(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--language", "de"])
    assert stop.value.code == 2
    assert "'de' is not one of system, en, is, it, fy, ml, xx" in capsys.readouterr().err


def test_run_app_installs_the_flag_s_language_over_the_setting(monkeypatch, app) -> None:
    save_settings(Settings(language="it"))
    chosen: list[object] = []
    monkeypatch.setattr(install, "install_language", lambda code: chosen.append(code) or code)
    monkeypatch.setattr(type(app), "exec", lambda self: 0)
    monkeypatch.setattr(launch, "claim_or_hand_over", lambda path: _Instance())
    assert launch.run_app(language="fy") == 0
    assert launch.run_app() == 0
    assert chosen == ["fy", "it"]
    for widget in QApplication.topLevelWidgets():
        widget.close()


class _Instance:
    class _Signal:
        def connect(self, slot):
            pass

    fileRequested = _Signal()

    def close(self):
        pass


def test_language_setting_is_stored_and_a_bad_one_reset() -> None:
    assert Settings().language == "system"
    assert save_settings(Settings(language="ml"))
    assert load_settings()[0].language == "ml"
    data = jsonfile.read_json(settings_path(), "settings", 1)
    jsonfile.write_json_atomic(settings_path(), jsonfile.envelope("settings", 1,
                                                                 {**data, "language": "de"}))
    loaded, warnings = load_settings()
    assert loaded.language == "system" and "language" in warnings[0]
    with pytest.raises(ValueError):
        save_settings(Settings(language="xx"))  # the pseudo-language is never a setting


def test_settings_dialog_chooses_a_language_and_says_when_it_applies(app, qtbot) -> None:
    from tabletop_desktop.windows.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings(language="en"))
    qtbot.addWidget(dialog)
    dialog.show()
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names == ["System", "English", "Íslenska", "Italiano", "Frysk", "മലയാളം"]
    assert dialog.language.currentText() == "English"
    assert not dialog.language_hint.isVisible()
    dialog.language.setCurrentIndex(dialog.language.findData("is"))
    assert dialog.chosen().language == "is"
    assert dialog.language_hint.isVisible()
    assert dialog.language_hint.text() == ("The new language is used when Tabletop Desktop starts "
                                           "again; after OK you can restart it at once.")


def test_a_new_language_offers_to_restart(app, qtbot, monkeypatch) -> None:
    from tabletop_desktop.windows.main_window import MainWindow

    quits: list[bool] = []
    monkeypatch.setattr(QApplication, "quit", lambda: quits.append(True))
    restart.clear_restart()
    win = MainWindow(Settings(language="en"))
    qtbot.addWidget(win)
    win.show()

    def choose(code: str) -> QMessageBox | None:
        win.show_settings()
        win.dialog.language.setCurrentIndex(win.dialog.language.findData(code))
        win.dialog.accept()
        box = win.message_box
        return box if box is not None and box.objectName() == "restartBox" else None

    assert choose("en") is None  # nothing changed: nothing to ask
    box = choose("it")
    assert box is not None and box.isVisible()
    assert box.text() == "Tabletop Desktop speaks the new language from its next start. Restart it now?"
    assert load_settings()[0].language == "it"  # stored before asking
    box.findChild(QPushButton, "restartLaterButton").click()
    assert not restart.restart_requested() and win.isVisible()
    box = choose("ml")
    box.findChild(QPushButton, "restartNowButton").click()
    assert restart.restart_requested() and quits == [True] and not win.isVisible()
    restart.clear_restart()


def test_restart_command_starts_this_app_again(monkeypatch) -> None:
    import sys

    assert restart.restart_command() == [sys.executable, "-m", "tabletop_desktop"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert restart.restart_command() == [sys.executable]
