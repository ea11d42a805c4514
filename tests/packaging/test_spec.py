"""The PyInstaller spec, run with stand-ins for PyInstaller's build steps as it would run on Linux,
Windows and macOS: what it bundles, what it trims, the icon per OS, and the macOS Info.plist."""

from __future__ import annotations

import plistlib
import sys
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "tabletop-desktop.spec"

# Paths inside the bundle as each platform's PySide6 wheel lays them out.
KEPT = {
    "linux": [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
        "PySide6/Qt/lib/libQt6UiTools.so.6",
        "PySide6/Qt/lib/libQt6OpenGLWidgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/translations/qtbase_it.qm",
    ],
    "win32": [
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/plugins/platforms/qoffscreen.dll",
        "PySide6/plugins/imageformats/qsvg.dll",
        "PySide6/plugins/iconengines/qsvgicon.dll",
        "PySide6/Qt6UiTools.dll",
        "PySide6/Qt6OpenGLWidgets.dll",
        "PySide6/Qt6PrintSupport.dll",
        "PySide6/Qt6Svg.dll",
        "PySide6/translations/qtbase_it.qm",
    ],
    "darwin": [
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/platforms/libqoffscreen.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.dylib",
        "PySide6/Qt/lib/QtUiTools.framework/Versions/A/QtUiTools",
        "PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg",
        "PySide6/Qt/translations/qtbase_it.qm",
    ],
}
DROPPED = {
    "linux": [
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/qml/QtQuick/Controls/qmldir",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libqt-shell.so",
        "PySide6/Qt/lib/libcups.so.2",
    ],
    "win32": [
        "PySide6/translations/qtbase_fr.qm",
        "PySide6/opengl32sw.dll",
        "PySide6/Qt6Quick.dll",
        "PySide6/Qt6Pdf.dll",
        "PySide6/plugins/platforms/qdirect2d.dll",
        "PySide6/plugins/imageformats/qtiff.dll",
        "PySide6/plugins/tls/qschannelbackend.dll",
    ],
    "darwin": [
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        "PySide6/Qt/plugins/platforms/libqminimal.dylib",
    ],
}


class _Step:
    """Stand-in for a PyInstaller build step: remembers its arguments."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs


class _Analysis(_Step):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        platform = sys.platform if sys.platform in KEPT else "linux"
        paths = KEPT[platform] + DROPPED[platform]
        self.binaries = [(p, f"/src/{p}", "BINARY") for p in paths]
        self.datas = []
        self.scripts, self.pure = [], []


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str) -> dict[str, Any]:
    """Execute the spec as on `platform`; return its globals."""
    import PyInstaller.utils.hooks as hooks

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(hooks, "collect_submodules", lambda name: [f"{name}.engine.qwirkle"])
    # The Windows version resource module needs Windows-only imports; stand-ins suffice here.
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    import PyInstaller.compat as compat

    monkeypatch.setattr(compat, "win32api", types.ModuleType("win32api"), raising=False)
    import tempfile

    names: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent),
        "workpath": tempfile.mkdtemp(prefix="spec-work-"),
        "Analysis": _Analysis,
        "PYZ": _Step,
        "EXE": _Step,
        "COLLECT": _Step,
        "BUNDLE": _Step,
        "__file__": str(SPEC),
    }
    exec(compile(SPEC.read_text("utf-8"), str(SPEC), "exec"), names)
    return names


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_spec_bundles_app_resources_and_forms(monkeypatch, platform: str) -> None:
    spec = run_spec(monkeypatch, platform)
    analysis = spec["a"]
    assert analysis.args[0] == [str(ROOT / "packaging" / "launcher.py")]
    datas = dict((dest, src) for src, dest in analysis.kwargs["datas"])
    assert datas == {"resources": str(ROOT / "resources"), "ui": str(ROOT / "ui")}
    assert "tabletop_desktop.engine.qwirkle" in analysis.kwargs["hiddenimports"]
    for module in ("PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtPdf"):
        assert module in analysis.kwargs["excludes"]
    # Network play: QtNetwork finds tables on the local network, ssl reaches a wss:// table.
    for module in ("PySide6.QtSvg", "PySide6.QtUiTools", "PySide6.QtPrintSupport",
                   "PySide6.QtNetwork", "ssl", "_ssl"):
        assert module not in analysis.kwargs["excludes"]
    exe = spec["exe"]
    assert exe.kwargs["console"] is False and exe.kwargs["name"] == "tabletop-desktop"


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_spec_trims_unused_qt_and_keeps_what_the_app_needs(monkeypatch, platform: str) -> None:
    kept = {dest for dest, _, _ in run_spec(monkeypatch, platform)["a"].binaries}
    assert set(KEPT[platform]) <= kept
    assert not kept & set(DROPPED[platform])


def test_icon_per_platform(monkeypatch) -> None:
    icons = {
        p: run_spec(monkeypatch, p)["exe"].kwargs["icon"] for p in ("linux", "win32", "darwin")
    }
    assert icons["linux"] is None
    assert icons["win32"].endswith("tabletop-desktop.ico") and Path(icons["win32"]).is_file()
    assert icons["darwin"].endswith("tabletop-desktop.icns") and Path(icons["darwin"]).is_file()


def test_windows_build_has_a_version_resource(monkeypatch) -> None:
    from tabletop_desktop import __version__

    version = run_spec(monkeypatch, "win32")["exe"].kwargs["version"]
    text = str(version)
    assert "ProductName" in text and f"'{__version__}'" in text
    assert len(version.toRaw()) > 200


def test_console_variant(monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_CONSOLE", "1")
    assert run_spec(monkeypatch, "win32")["exe"].kwargs["console"] is True


def test_macos_bundle_opens_saved_games(monkeypatch) -> None:
    spec = run_spec(monkeypatch, "darwin")
    bundle = spec["app"].kwargs
    plist = bundle["info_plist"]
    plistlib.dumps(plist)  # every value is a plist type
    assert bundle["bundle_identifier"] == "io.github.tabletopdesktop.TabletopDesktop"
    (document,) = plist["CFBundleDocumentTypes"]
    (uti,) = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["tabletop"]
    # The document icon must sit directly in Contents/Resources.
    icns = [entry for entry in spec["a"].datas if entry[0] == document["CFBundleTypeIconFile"]]
    assert icns and Path(icns[0][1]).is_file()


def test_linux_bundle_leaves_out_windows_and_macos_icons(monkeypatch) -> None:
    datas = [("resources/icons/tabletop-desktop.ico", "/src/a.ico", "DATA"),
             ("resources/icons/tabletop-desktop.icns", "/src/a.icns", "DATA"),
             ("resources/icons/tabletop-desktop.svg", "/src/a.svg", "DATA")]
    monkeypatch.setattr(_Analysis, "datas", datas, raising=False)
    original = _Analysis.__init__

    def with_icons(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.datas = list(datas)

    monkeypatch.setattr(_Analysis, "__init__", with_icons)
    linux = [d for d, _, _ in run_spec(monkeypatch, "linux")["a"].datas]
    windows = [d for d, _, _ in run_spec(monkeypatch, "win32")["a"].datas]
    assert linux == ["resources/icons/tabletop-desktop.svg"]
    assert len(windows) == 3


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_bundle_has_the_compiled_catalogues_and_the_malayalam_font(monkeypatch, platform) -> None:
    """The languages: every compiled catalogue and the Malayalam font go in; the catalogues'
    .ts sources stay out (the app loads only the .qm files)."""
    datas = [("resources/translations/tabletop_desktop_is.qm", "/src/is.qm", "DATA"),
             ("resources/translations/tabletop_desktop_is.ts", "/src/is.ts", "DATA"),
             ("resources/fonts/Manjari-Regular.otf", "/src/m.otf", "DATA"),
             ("resources/licenses/manjari-OFL-1.1.txt", "/src/m.txt", "DATA")]
    original = _Analysis.__init__

    def with_languages(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.datas = list(datas)

    monkeypatch.setattr(_Analysis, "__init__", with_languages)
    kept = [d for d, _, _ in run_spec(monkeypatch, platform)["a"].datas if d.startswith("resources/")]
    assert kept == ["resources/translations/tabletop_desktop_is.qm",
                    "resources/fonts/Manjari-Regular.otf", "resources/licenses/manjari-OFL-1.1.txt"]
    for ts in (ROOT / "resources" / "translations").glob("*.ts"):  # built before the bundle
        assert ts.with_suffix(".qm").is_file(), ts
