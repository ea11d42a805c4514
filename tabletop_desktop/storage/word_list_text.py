"""Turning the bytes of a person's word list into lines of text, and showing a line safely.

A list may come from any editor or system: UTF-8 with or without its byte-order mark, UTF-16 or
UTF-32 with a byte-order mark (Windows Notepad's "Unicode"), and lines ended by LF, CR LF or a
lone CR (old Macs). All of these are read. What cannot be a text file is recognised early: a NUL
character (binary data, or UTF-16 without its byte-order mark) or more than a few lines that are
not valid text.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Iterable, Iterator

# (byte-order mark, codec, name for the person); UTF-32 first: its LE mark begins with UTF-16's.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8-sig", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16", "UTF-16"),
)
_LINE_END = re.compile(r"\r\n|\r|\n")
UNREADABLE = "\ufffd"  # what the decoder puts where bytes are not valid text
SHOWN_CHARS = 60  # a skipped line is shown cut to this many characters


def encoding_of(start: bytes) -> tuple[str, str]:
    """(codec, name) for a file beginning with `start`: its byte-order mark, or UTF-8."""
    for mark, codec, name in _BOMS:
        if start.startswith(mark):
            return codec, name
    return "utf-8", "UTF-8"


def text_lines(chunks: Iterable[bytes]) -> Iterator[str]:
    """The lines of the text in `chunks` (any line ending; the ending itself left out).

    Bytes that are not valid text in the file's encoding become U+FFFD, so the caller can count
    such lines and decide; a byte-order mark is dropped."""
    decoder = None
    pending = ""
    start = b""
    for chunk in chunks:
        if decoder is None:
            start += chunk
            if len(start) < 4:
                continue  # a byte-order mark is up to 4 bytes long
            codec, _ = encoding_of(start)
            decoder = codecs.getincrementaldecoder(codec)(errors="replace")
            chunk, start = start, b""
        pending += decoder.decode(chunk)
        # A CR at the very end may be the first half of CR LF: keep it for the next chunk.
        cut = len(pending) - 1 if pending.endswith("\r") else len(pending)
        parts = _LINE_END.split(pending[:cut])
        pending = parts.pop() + pending[cut:]
        yield from parts
    if decoder is None:
        codec, _ = encoding_of(start)
        decoder = codecs.getincrementaldecoder(codec)(errors="replace")
        pending = decoder.decode(start)
    pending += decoder.decode(b"", final=True)
    parts = _LINE_END.split(pending)
    if parts and parts[-1] == "":
        parts.pop()  # the file ended with a line ending, not with an empty line
    yield from parts


_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def visible(text: str, limit: int = SHOWN_CHARS) -> str:
    """`text` as a person can read it: control and other invisible characters written as escapes
    the way Python shows them (\\x1b for ESC, \\n, \\u200b; every font has these characters,
    unlike the U+2400 control pictures), cut to `limit` characters with an ellipsis."""
    shown: list[str] = []
    for ch in text:
        code = ord(ch)
        if ch in _NAMED:
            shown.append(_NAMED[ch])
        elif code < 0x20 or 0x7F <= code < 0xA0:
            shown.append(f"\\x{code:02x}")
        elif unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Co", "Cs", "Cn"):
            shown.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            shown.append(ch)
        if len(shown) > limit:
            break  # a line may be megabytes long; only its start is shown
    joined = "".join(shown)
    if len(joined) > limit:
        return joined[: limit - 1] + "\u2026"
    return joined
