"""Renders the app and saved-game icons from their SVG masters with Qt's QSvgRenderer.

Writes, under resources/icons/:
- hicolor/<n>x<n>/apps/tabletop-desktop.png and
  hicolor/<n>x<n>/mimetypes/application-x-tabletop-desktop-save.png for every size in SIZES
  (the freedesktop icon-theme layout, so the Linux package copies the tree as it is);
- tabletop-desktop.ico / tabletop-desktop-save.ico (Windows) and .icns (macOS), written by the
  pure-Python writer in iconfile.py.

Run after changing an SVG master, then commit the results:
    .venv/bin/python packaging/render_icons.py
`--preview DIR` also renders the home-screen card art of resources/art/ into DIR for a look.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from iconfile import ICNS_TYPES, ICO_SIZES, write_icns, write_ico  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# master SVG stem -> (hicolor context, icon name)
MASTERS = {
    "tabletop-desktop": ("apps", "tabletop-desktop"),
    "tabletop-desktop-save": ("mimetypes", "application-x-tabletop-desktop-save"),
}


def render_png(svg: Path, width: int, height: int | None = None) -> bytes:
    """The SVG drawn into a transparent width x height image, as PNG bytes."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG file")
    image = QImage(width, height or width, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def render_master(stem: str) -> list[Path]:
    """Render one master SVG to every PNG size, an .ico and an .icns; return the files written."""
    context, name = MASTERS[stem]
    svg = ICONS / f"{stem}.svg"
    needed = set(SIZES) | set(ICO_SIZES) | set(ICNS_TYPES.values())
    pngs = {size: render_png(svg, size) for size in sorted(needed)}
    written: list[Path] = []
    for size in SIZES:
        target = ICONS / "hicolor" / f"{size}x{size}" / context / f"{name}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
        written.append(target)
    write_ico(ICONS / f"{stem}.ico", {s: pngs[s] for s in ICO_SIZES})
    write_icns(ICONS / f"{stem}.icns", pngs)
    written += [ICONS / f"{stem}.ico", ICONS / f"{stem}.icns"]
    return written


def preview_art(out_dir: Path) -> list[Path]:
    """Render each card art SVG at 400x300 and 800x600 into out_dir."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for svg in sorted((ROOT / "resources" / "art").glob("*.svg")):
        for width in (400, 800):
            target = out_dir / f"{svg.stem}-{width}.png"
            target.write_bytes(render_png(svg, width, width * 3 // 4))
            written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: render all icons (and optionally preview the art)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preview", type=Path, help="also render the card art into this folder")
    args = parser.parse_args(argv)
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for stem in MASTERS:
        for path in render_master(stem):
            print(path.relative_to(ROOT))
    if args.preview:
        for path in preview_art(args.preview):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
