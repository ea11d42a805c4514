"""The committed icons: PNG sizes, the .ico/.icns writer and reader, and PNGs up to date with
their SVG masters."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"
sys.path.insert(0, str(ROOT / "packaging"))

from iconfile import (  # noqa: E402
    ICNS_TYPES,
    ICO_SIZES,
    icns_bytes,
    ico_bytes,
    png_size,
    read_icns,
    read_ico,
)

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
NAMES = {"apps": "tabletop-desktop", "mimetypes": "application-x-tabletop-desktop-save"}


@pytest.mark.parametrize("context", sorted(NAMES))
@pytest.mark.parametrize("size", SIZES)
def test_hicolor_png_has_its_folders_size(context: str, size: int) -> None:
    png = ICONS / "hicolor" / f"{size}x{size}" / context / f"{NAMES[context]}.png"
    assert png_size(png.read_bytes()) == (size, size)


@pytest.mark.parametrize("stem", ["tabletop-desktop", "tabletop-desktop-save"])
def test_committed_ico_holds_every_size_as_png(stem: str) -> None:
    entries = read_ico((ICONS / f"{stem}.ico").read_bytes())
    assert sorted(entries) == list(ICO_SIZES)
    for size, data in entries.items():
        assert png_size(data) == (size, size)


@pytest.mark.parametrize("stem", ["tabletop-desktop", "tabletop-desktop-save"])
def test_committed_icns_holds_every_type_at_its_size(stem: str) -> None:
    elements = read_icns((ICONS / f"{stem}.icns").read_bytes())
    assert set(elements) == set(ICNS_TYPES)
    for kind, data in elements.items():
        side = ICNS_TYPES[kind]
        assert png_size(data) == (side, side), kind


def _fake_png(side: int) -> bytes:
    # Only the signature and IHDR are read by the writer.
    ihdr = struct.pack(">II", side, side) + b"\x08\x06\x00\x00\x00"
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + b"\0\0\0\0"


def test_ico_round_trip_and_256_written_as_zero() -> None:
    pngs = {16: _fake_png(16), 256: _fake_png(256)}
    data = ico_bytes(pngs)
    assert struct.unpack_from("<HHH", data, 0) == (0, 1, 2)
    assert data[6 + 16] == 0  # width byte of the 256 px entry
    assert read_ico(data) == pngs


def test_icns_round_trip_and_length_header() -> None:
    pngs = {16: _fake_png(16), 32: _fake_png(32)}
    data = icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    assert read_icns(data) == {b"icp4": pngs[16], b"icp5": pngs[32], b"ic11": pngs[32]}


def test_writers_refuse_an_image_of_the_wrong_size() -> None:
    with pytest.raises(ValueError):
        ico_bytes({32: _fake_png(16)})
    with pytest.raises(ValueError):
        icns_bytes({64: _fake_png(32)})
    with pytest.raises(ValueError):
        png_size(b"GIF89a" + bytes(30))


def test_damaged_icns_is_refused() -> None:
    data = icns_bytes({16: _fake_png(16)})
    with pytest.raises(ValueError):
        read_icns(data[:-3])


@pytest.mark.parametrize("stem", ["tabletop-desktop", "tabletop-desktop-save"])
def test_committed_pngs_match_their_svg_master(qapp, stem: str) -> None:
    """Guards against editing an SVG and forgetting packaging/render_icons.py."""
    from PySide6.QtGui import QImage
    from render_icons import MASTERS, render_png

    context, name = MASTERS[stem]
    for size in (32, 128):
        fresh = QImage.fromData(render_png(ICONS / f"{stem}.svg", size))
        path = ICONS / "hicolor" / f"{size}x{size}" / context / f"{name}.png"
        committed = QImage(str(path))
        assert fresh.size() == committed.size()
        differences = sum(
            abs(fresh.pixelColor(x, y).alpha() - committed.pixelColor(x, y).alpha())
            + abs(fresh.pixelColor(x, y).green() - committed.pixelColor(x, y).green())
            for x in range(0, size, 2)
            for y in range(0, size, 2)
        )
        assert differences / (size * size / 4) < 4, f"{path} is out of date: re-run render_icons.py"
