"""Writes and reads Windows `.ico` and macOS `.icns` icon files that hold PNG images.

Pure Python, so building the icons needs nothing beyond Qt (which renders the PNGs). Both formats
may store PNG data directly: Windows Vista and later read PNG entries in `.ico` files, and macOS
10.7 and later read the PNG-based `icns` types listed in `ICNS_TYPES`.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# icns element type -> pixel size of the PNG it holds. The "@2x" types repeat a size for Retina
# screens; macOS picks by type, so every slot is filled from the PNG of the matching pixel size.
ICNS_TYPES: dict[bytes, int] = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,  # 512@2x
    b"ic11": 32,  # 16@2x
    b"ic12": 64,  # 32@2x
    b"ic13": 256,  # 128@2x
    b"ic14": 512,  # 256@2x
}

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (raises ValueError if `data` is not a PNG)."""
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", data[16:24])


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An `.ico` file holding one PNG entry per size in `pngs` (sizes 1..256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, images = b"", b""
    for size in sizes:
        data = pngs[size]
        if png_size(data) != (size, size):
            raise ValueError(f"the {size} px image is {png_size(data)}")
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is at most 256 px, not {size}")
        side = 0 if size == 256 else size  # 0 means 256 in the one-byte field
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + directory + images


def read_ico(data: bytes) -> dict[int, bytes]:
    """The PNG entries of an `.ico` file by size (used by the tests to check what was written)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an .ico file")
    found: dict[int, bytes] = {}
    for i in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        found[side or 256] = data[offset : offset + length]
    return found


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An `.icns` file with every type of `ICNS_TYPES` whose pixel size is in `pngs`."""
    body = b""
    for kind, size in ICNS_TYPES.items():
        if size not in pngs:
            continue
        data = pngs[size]
        if png_size(data) != (size, size):
            raise ValueError(f"the {size} px image is {png_size(data)}")
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """The elements of an `.icns` file by type."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an .icns file")
    found: dict[bytes, bytes] = {}
    pos = 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        if length < 8 or pos + length > len(data):
            raise ValueError("damaged .icns element")
        found[kind] = data[pos + 8 : pos + length]
        pos += length
    return found


def write_ico(path: Path, pngs: Mapping[int, bytes]) -> None:
    """Write `ico_bytes(pngs)` to `path`."""
    Path(path).write_bytes(ico_bytes(pngs))


def write_icns(path: Path, pngs: Mapping[int, bytes]) -> None:
    """Write `icns_bytes(pngs)` to `path`."""
    Path(path).write_bytes(icns_bytes(pngs))
