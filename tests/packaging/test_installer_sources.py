"""The installers' source files: the Linux desktop entry, AppStream metadata and MIME type agree
with each other and with the app, pass the freedesktop validators, and the NSIS script compiles."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop_desktop import APP_ID, __version__

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / "io.github.tabletopdesktop.TabletopDesktop.metainfo.xml"
MIME = LINUX / "tabletop-desktop-mime.xml"
MIME_TYPE = "application/x-tabletop-desktop-save"
SHARED_MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.RawConfigParser()
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_opens_saved_games_with_the_app() -> None:
    entry = _desktop_entry()
    assert entry["Exec"] == "tabletop-desktop %f"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert (ROOT / "resources" / "icons" / f"{entry['Icon']}.svg").is_file()


def test_mime_type_matches_the_saved_game_extension_and_has_an_icon() -> None:
    mime_type = ET.parse(MIME).getroot().find(f"{SHARED_MIME}mime-type")
    assert mime_type is not None and mime_type.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime_type.iter(f"{SHARED_MIME}glob")] == ["*.tabletop"]
    icon = mime_type.find(f"{SHARED_MIME}icon").get("name")
    assert (ROOT / "resources/icons/hicolor/48x48/mimetypes" / f"{icon}.png").is_file()


def test_metainfo_names_the_desktop_entry_and_this_version() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("launchable") == DESKTOP.name
    assert component.find("provides/mediatype").text == MIME_TYPE
    versions = [r.get("version") for r in component.iter("release")]
    assert __version__ in versions, "add a <release> for this version to the metainfo"
    assert component.find("content_rating").get("type") == "oars-1.1"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils absent")
def test_desktop_file_validate_passes() -> None:
    run = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream absent")
def test_appstreamcli_validate_passes() -> None:
    run = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.skipif(not shutil.which("makensis"), reason="nsis absent")
def test_nsis_script_compiles_with_warnings_as_errors(tmp_path: Path) -> None:
    # The real app is frozen on Windows; a stand-in folder of the same shape checks the script.
    app = tmp_path / "tabletop-desktop"
    (app / "_internal").mkdir(parents=True)
    (app / "tabletop-desktop.exe").write_bytes(b"MZ")
    setup = tmp_path / "TabletopDesktop-setup.exe"
    run = subprocess.run(
        [
            "makensis",
            "-V2",
            "-WX",
            f"-DVERSION={__version__}",
            f"-DSOURCE_DIR={app}",
            f"-DOUTFILE={setup}",
            str(ROOT / "packaging" / "windows" / "tabletop-desktop.nsi"),
        ],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert setup.read_bytes()[:2] == b"MZ"


def test_shell_scripts_parse() -> None:
    for script in ["linux/build-deb.sh", "macos/make-dmg.sh", "ci-check.sh", "measure.sh"]:
        path = ROOT / "packaging" / script
        assert path.stat().st_mode & 0o111, f"{script} is not executable"
        run = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr


def _nsis_section(script: str, name: str) -> str:
    start = script.index(name)
    return script[start : script.index("End", start)]


def test_nsis_finish_page_starts_the_app_without_administrator_rights() -> None:
    # The installer runs elevated; MUI_FINISHPAGE_RUN with a path would start the app elevated too
    # (its settings in the administrator's profile). Explorer starts it as the signed-in person.
    script = (ROOT / "packaging/windows/tabletop-desktop.nsi").read_text(encoding="utf-8")
    assert "!define MUI_FINISHPAGE_RUN_FUNCTION StartAsSignedInUser" in script
    assert '!define MUI_FINISHPAGE_RUN "' not in script
    assert "explorer.exe" in _nsis_section(script, "Function StartAsSignedInUser")


def test_nsis_upgrade_removes_the_old_bundle_before_copying_the_new_one() -> None:
    script = (ROOT / "packaging/windows/tabletop-desktop.nsi").read_text(encoding="utf-8")
    section = _nsis_section(script, 'Section "${APP_NAME} (required)"')
    assert section.index('RMDir /r "$INSTDIR\\_internal"') < section.index("File /r")


def test_third_party_notices_parse_debian_licence_names() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("third_party", ROOT / "packaging/third_party.py")
    module = importlib.util.module_from_spec(spec)
    import sys

    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    text = "Format: x\n\nFiles: *\nCopyright: A\nLicense: LGPL-2.1+\n\nFiles: b/*\nLicense: GPL-3+\n"
    assert module.dep5_licences(text) == ["GPL-3+", "LGPL-2.1+"]
    assert module.dep5_licences("no machine-readable fields here") == ["other"]


def test_metainfo_describes_every_playable_game_as_playable() -> None:
    from tabletop_desktop.engine.registry import BUILTIN_GAMES, game

    component = ET.parse(METAINFO).getroot()
    described = " ".join(" ".join(p.itertext()) for p in component.iter("p"))
    playable = [game(g).name for g in BUILTIN_GAMES if game(g).available]
    assert all(name in described for name in playable), playable
    coming = [s for s in described.split(".") if "coming" in s.lower()]
    assert not [s for s in coming if any(name in s for name in playable)], coming
