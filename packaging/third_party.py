"""After PyInstaller: licence notices for every bundled library, a machine-readable copyright
file, and no build-machine paths left in the binaries' RUNPATH.

    python packaging/third_party.py BUNDLE_DIR MANIFEST COPYRIGHT_OUT

- MANIFEST is `bundled-binaries.json`, written by the spec: [destination, source] per binary.
- Each binary is traced to where it came from: a Debian package (`dpkg -S`), whose
  `/usr/share/doc/<package>/copyright` is copied into `_internal/resources/licenses/third-party/`; the
  PySide6/Qt wheels (LGPL-3.0; the ICU libraries inside them under the ICU licence); or the Python
  that built the bundle (PSF). `THIRD-PARTY.md` there lists every file with its origin and licence.
- COPYRIGHT_OUT gets a DEP-5 file (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/)
  with one stanza per origin: the .deb installs it as /usr/share/doc/tabletop-desktop/copyright.
- RUNPATH/RPATH entries that point outside the bundle (the build machine's Python lib folder)
  are removed with patchelf; `$ORIGIN` entries stay, Qt's plugins need them.

Exits non-zero when a binary's origin or licence cannot be found, so a new library never ships
without its notice.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

INSTALL_ROOT = "opt/tabletop-desktop"
ROOT = Path(__file__).resolve().parent.parent
OWN_LICENCES = ROOT / "resources" / "licenses"


@dataclass
class Origin:
    key: str  # file name of its notice under third-party/ (without .txt)
    description: str
    licences: list[str]
    notice: Path | None  # a file to copy as the notice
    files: list[str] = field(default_factory=list)


def dpkg_package(path: str) -> str | None:
    real = str(Path(path).resolve())
    for candidate in dict.fromkeys([path, real, "/usr" + real, real.removeprefix("/usr")]):
        out = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if out.returncode == 0 and out.stdout:
            return out.stdout.split(":", 1)[0].strip()
    return None


def dep5_licences(text: str) -> list[str]:
    """The short licence names a Debian copyright file declares (DEP-5), or ["other"]."""
    names = [m.strip() for m in re.findall(r"^License:[ \t]*(\S[^\n]*)$", text, re.M)]
    return sorted(dict.fromkeys(n for n in names if n)) or ["other"]


def wheel_origin(real: str, origins: dict[str, Origin]) -> Origin | None:
    """A compiled module of a wheel from PyPI (websockets' speed-ups): its licence comes from
    the wheel's own metadata and licence file in `<name>-<version>.dist-info`."""
    match = re.search(r"^(.*/site-packages)/([A-Za-z0-9_]+)/", real)
    if match is None:
        return None
    site, name = Path(match.group(1)), match.group(2)
    infos = sorted(site.glob(f"{name}-*.dist-info"))
    if not infos:
        return None
    info = infos[-1]
    key = f"wheel-{name}"
    if key not in origins:
        metadata = (info / "METADATA").read_text(errors="replace") if (info / "METADATA").is_file() else ""
        found = re.search(r"^License-Expression:[ \t]*(\S[^\n]*)$", metadata, re.M) or \
            re.search(r"^License:[ \t]*(\S[^\n]*)$", metadata, re.M)
        notices = sorted((info / "licenses").glob("*")) + sorted(info.glob("LICEN[CS]E*"))
        version = info.name.removesuffix(".dist-info").partition("-")[2]
        origins[key] = Origin(key, f"{name} {version}, from its wheel on PyPI",
                              [found.group(1).strip() if found else "other"],
                              notices[0] if notices else None)
    return origins[key]


def classify(src: str, origins: dict[str, Origin]) -> Origin | None:
    real = str(Path(src).resolve())
    if "/site-packages/PySide6/" in real or "/site-packages/shiboken6/" in real:
        if re.search(r"/libicu\w*\.so", real):
            icu = Path("/usr/share/doc/libicu72/copyright")
            return origins.setdefault(
                "icu",
                Origin("icu", "ICU, as shipped in the Qt for Python wheels", ["ICU"],
                       icu if icu.is_file() else None),
            )
        return origins.setdefault(
            "qt-pyside6",
            Origin("qt-pyside6", "Qt 6 and Qt for Python (PySide6, shiboken6) wheels",
                   ["LGPL-3.0-only"], OWN_LICENCES / "qt-pyside6-LGPL-3.0.txt"),
        )
    if real.startswith(sys.base_prefix) or "/lib-dynload/" in real or "libpython" in real:
        return origins.setdefault(
            "python",
            Origin("python", f"Python {sys.version.split()[0]}", ["PSF-2.0"],
                   OWN_LICENCES / "python-PSF.txt"),
        )
    wheel = wheel_origin(real, origins)
    if wheel is not None:
        return wheel
    package = dpkg_package(src)
    if package is None:
        return None
    if package not in origins:
        notice = Path(f"/usr/share/doc/{package}/copyright")
        text = notice.read_text(errors="replace") if notice.is_file() else ""
        origins[package] = Origin(package, f"Debian package {package}",
                                  dep5_licences(text), notice if text else None)
    return origins[package]


def strip_foreign_runpaths(bundle: Path) -> int:
    """Remove RUNPATH/RPATH entries that leave the bundle; return how many files changed."""
    changed = 0
    for path in sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()):
        with path.open("rb") as f:
            if f.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["patchelf", "--print-rpath", str(path)], capture_output=True,
                             text=True)
        current = out.stdout.strip()
        if out.returncode != 0 or not current:
            continue
        kept = [e for e in current.split(":") if e.startswith("$ORIGIN")]
        if kept == current.split(":"):
            continue
        if kept:
            cmd = ["patchelf", "--set-rpath", ":".join(kept), str(path)]
        else:
            cmd = ["patchelf", "--remove-rpath", str(path)]
        subprocess.run(cmd, check=True)
        changed += 1
    return changed


def write_dep5(origins: list[Origin], out: Path) -> None:
    lines = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: Tabletop Desktop",
        "Comment: The application is MIT licensed. The libraries bundled under",
        f" /{INSTALL_ROOT}/_internal/ are listed below by origin; each origin's full notice is in",
        f" /{INSTALL_ROOT}/_internal/resources/licenses/third-party/.",
        "",
        "Files: *",
        "Copyright: Tabletop Desktop developers",
        "License: MIT",
        "",
    ]
    for origin in origins:
        lines.append("Files: " + "\n ".join(f"{INSTALL_ROOT}/_internal/{f}" for f in origin.files))
        lines.append(f"Copyright: see /{INSTALL_ROOT}/_internal/resources/licenses/third-party/{origin.key}.txt")
        lines.append("License: " + " and ".join(origin.licences))
        lines.append(f"Comment: {origin.description}")
        lines.append("")
    names = sorted({n for o in origins for n in o.licences} | {"MIT"})
    for name in names:
        lines.append(f"License: {name}")
        where = ("/usr/share/common-licenses/ or the notices under "
                 f"/{INSTALL_ROOT}/_internal/resources/licenses/")
        lines.append(f" The full text is in {where}.")
        lines.append("")
    out.write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str]) -> int:
    bundle, manifest, copyright_out = Path(argv[0]), Path(argv[1]), Path(argv[2])
    internal = bundle / "_internal"
    entries = json.loads(manifest.read_text(encoding="utf-8"))
    origins: dict[str, Origin] = {}
    unknown: list[str] = []
    for dest, src in entries:
        if not (internal / dest).exists():
            continue
        origin = classify(src, origins)
        if origin is None or origin.notice is None:
            unknown.append(f"{dest} (from {src})")
            continue
        origin.files.append(dest)
    target = internal / "resources" / "licenses" / "third-party"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    used = sorted((o for o in origins.values() if o.files), key=lambda o: o.key)
    index = ["# Third-party software in this bundle", "",
             "| file | origin | licence | notice |", "|---|---|---|---|"]
    for origin in used:
        assert origin.notice is not None
        shutil.copyfile(origin.notice, target / f"{origin.key}.txt")
        for f in sorted(origin.files):
            index.append(f"| {f} | {origin.description} | {' and '.join(origin.licences)} "
                         f"| third-party/{origin.key}.txt |")
    (target.parent / "THIRD-PARTY.md").write_text("\n".join(index) + "\n",
                                                          encoding="utf-8")
    write_dep5(used, copyright_out)
    changed = strip_foreign_runpaths(bundle)
    print(f"licence notices: {len(used)} origins for {sum(len(o.files) for o in used)} binaries; "
          f"RUNPATH cleaned in {changed} files")
    if unknown:
        print("no origin or licence notice found for:\n  " + "\n  ".join(unknown), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
