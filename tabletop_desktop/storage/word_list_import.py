"""Reading a person's file as their own Quiddler word list, without storing anything yet.

`read_word_list(path)` returns an `ImportPreview` (the words, a sample, every skipped line with
its reason) for the person to confirm; only then `storage.word_lists.store_word_list` replaces
the list. Reading is bounded and may run on a worker thread: it follows `progress` and stops
when `cancelled()` says so.

Refused with a reason (`ImportRefused`), nothing changed: a file that is not an ordinary file (a
pipe, /dev/zero, a folder), one larger than MAX_IMPORT_BYTES or longer than MAX_IMPORT_LINES,
one that is not text (a NUL character, more than MAX_UNREADABLE_LINES lines that are not valid
text, most of its lines not words), one without a single word, and one with more than
MAX_CUSTOM_WORDS words (a new game with more would take over a second to start).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from tabletop_desktop.engine.quiddler.packed_words import pack_words
from tabletop_desktop.storage.bounded_file import FileRefused, read_chunks
from tabletop_desktop.storage.said import Sentence, inner, translate, with_values
from tabletop_desktop.storage.said import counted as counted_sentence
from tabletop_desktop.storage.word_list_text import UNREADABLE, encoding_of, text_lines, visible
from tabletop_desktop.storage.word_lists import (
    MAX_CUSTOM_WORDS,
    store_word_list,
    word_problem,
)

# A real list of MAX_CUSTOM_WORDS words with comments and skipped lines is a few megabytes.
MAX_IMPORT_BYTES = 16 * 1024 * 1024
MAX_IMPORT_LINES = 1_000_000
MAX_UNREADABLE_LINES = 3  # a few odd lines in a text file are reported; more means not text
MAX_REPORTED = 200  # skipped lines kept for the report; the count covers them all
SAMPLE_WORDS = 12
# The packed list a game carries (engine/quiddler/packed_words.py) at most: held twice in a save
# with the moves, it stays under the 2 MB cap. All of SCOWL (306,000 words) packs to 670 kB.
MAX_PACKED_CHARS = 800_000
_CHECK_EVERY = 4096  # lines between looks at `cancelled()`
# A file where most lines are not words is not a word list, once it is long enough to say so.
_MOSTLY_BAD_MIN_LINES = 20


class ImportRefused(ValueError):
    """The file cannot be imported; the message says why. `preview` holds the lines read so far
    (with their reasons) when showing them helps."""

    def __init__(self, message: str, preview: ImportPreview | None = None) -> None:
        super().__init__(message)
        self.preview = preview


class ImportCancelled(Exception):
    """The person cancelled the import: nothing was changed."""


def counted(count: int, one: str, many: str, **values: object) -> str:
    """The sentence `one` when `count` is 1, else `many`, with {count} and `values` filled in (a
    whole sentence each, so a translation can say either its own way). Plain English text; this
    module's own sentences are made with storage/said.counted, to be translated."""
    return (one if count == 1 else many).format(count=f"{count:,}", **values)


@dataclass(frozen=True)
class BadLine:
    number: int  # 1-based line number in the imported file
    text: str  # the line as read, made visible (control characters as symbols) and shortened
    reason: str

    def describe(self) -> str:
        return Sentence(with_values(translate("storage", "Line {number}: \u201c{line}\u201d \u2014 {reason}"), number=f"{self.number:,}", line=self.text, reason=inner(self.reason)))


@dataclass
class ImportPreview:
    """What importing a file would do: the words it holds and the lines it skips."""

    name: str  # the file's name
    encoding: str = "UTF-8"
    words: list[str] = field(default_factory=list)  # sorted, distinct
    duplicates: int = 0
    bad: list[BadLine] = field(default_factory=list)  # the first MAX_REPORTED
    bad_count: int = 0
    lines: int = 0  # lines that are neither blank nor comments

    @property
    def count(self) -> int:
        return len(self.words)

    def sample(self) -> list[str]:
        """A few words spread over the list (first, last and between), for the person to see."""
        if len(self.words) <= SAMPLE_WORDS:
            return list(self.words)
        step = (len(self.words) - 1) / (SAMPLE_WORDS - 1)
        return [self.words[round(i * step)] for i in range(SAMPLE_WORDS)]

    def sentences(self) -> list[str]:
        """What the file holds, in whole sentences for the person."""
        words, duplicates, bad = self.count, self.duplicates, self.bad_count  # plain names for lupdate
        out: list[str] = [counted_sentence(
            self.count, translate("storage", "{name} holds one word the cards can spell."),
            translate("storage", "{name} holds {count} words the cards can spell.", "", words),
            name=self.name)]
        if self.duplicates:
            out.append(counted_sentence(
                self.duplicates, translate("storage", "One word is listed twice; it counts once."),
                translate("storage", "{count} words are listed more than once; each counts once.", "",
                          duplicates)))
        if self.bad_count:
            out.append(counted_sentence(
                self.bad_count,
                translate("storage", "One line is skipped: it is not a word the cards can spell."),
                translate("storage", "{count} lines are skipped: they are not words the cards can "
                          "spell.", "", bad)))
        return out

    def imported_sentence(self) -> str:
        """The sentence after the list was stored."""
        count = self.count  # a plain name, for pyside6-lupdate
        return counted_sentence(
            self.count, translate("storage", "One word was imported from {name}."),
            translate("storage", "{count} words were imported from {name}.", "", count),
            name=self.name)

    def skipped_lines(self) -> list[str]:
        """One entry per skipped line shown, and how many more there are."""
        shown = [bad.describe() for bad in self.bad]
        rest = self.bad_count - len(self.bad)
        if rest > 0:
            shown.append(counted_sentence(
                rest, translate("storage", "One more line is skipped."),
                translate("storage", "{count} more lines are skipped.", "", rest)))
        return shown

    def _skip(self, number: int, text: str, reason: str) -> None:
        self.bad_count += 1
        if len(self.bad) < MAX_REPORTED:
            self.bad.append(BadLine(number, visible(text), reason))


Progress = Callable[[float], None]


def read_word_list(
    source: Path | str,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> ImportPreview:
    """Read and check the file at `source`; nothing is stored. Raises ImportRefused (the reason
    in words), ImportCancelled, or OSError when the file cannot be opened or read."""
    source = Path(source)
    preview = ImportPreview(source.name)
    too_large = Sentence(with_values(translate("storage", "{name} is too large for a word list: it is over "
                                   "{size} MB."), name=source.name, size=MAX_IMPORT_BYTES // (1024 * 1024)))
    report = None if progress is None else (lambda done, total: progress(done / max(total, 1)))
    try:
        with closing(read_chunks(source, MAX_IMPORT_BYTES, too_large, report)) as chunks:
            first = next(chunks, b"")
            preview.encoding = encoding_of(first)[1]
            _read_lines(preview, text_lines(itertools.chain([first], chunks)), cancelled)
    except FileRefused as exc:
        raise ImportRefused(exc.args[0] if exc.args else str(exc)) from None
    _check_whole(preview)
    return preview


def _read_lines(preview: ImportPreview, lines, cancelled: Callable[[], bool] | None) -> None:
    words: set[str] = set()
    unreadable = 0
    name = preview.name
    for number, raw in enumerate(lines, 1):
        if number % _CHECK_EVERY == 0 and cancelled is not None and cancelled():
            raise ImportCancelled()
        if number > MAX_IMPORT_LINES:
            raise ImportRefused(Sentence(with_values(translate("storage", "{name} has more than {lines} lines; a word list may hold at most {words} "
                "words."), name=name, lines=f"{MAX_IMPORT_LINES:,}", words=f"{MAX_CUSTOM_WORDS:,}")))
        if "\0" in raw:
            raise ImportRefused(Sentence(with_values(translate("storage", "{name} is not a text file: it holds NUL characters (line {line}). A list "
                "saved as UTF-16 needs its byte-order mark; saving it as UTF-8 text always works."), name=name, line=f"{number:,}")))
        text = raw.strip().lower()
        if not text or text.startswith("#"):
            continue  # blank lines and comments are not mistakes
        preview.lines += 1
        if UNREADABLE in raw:
            unreadable += 1
            if unreadable > MAX_UNREADABLE_LINES:
                raise ImportRefused(Sentence(with_values(translate("storage", "{name} is not {encoding} text: more than {most} of its lines cannot "
                    "be read as text (line {line} is one). Save it as UTF-8 text and import it again."), name=name, encoding=preview.encoding, most=MAX_UNREADABLE_LINES, line=f"{number:,}")), preview)
            preview._skip(number, raw.strip(), Sentence(with_values(translate("storage", "it is not {encoding} text"), encoding=preview.encoding)))
            continue
        problem = word_problem(text)
        if problem is not None:
            preview._skip(number, raw.strip(), problem)
            continue
        if text in words:
            preview.duplicates += 1
            continue
        words.add(text)
        if len(words) > MAX_CUSTOM_WORDS:
            raise ImportRefused(Sentence(with_values(translate("storage", "{name} holds more than {words} words, the most a list may hold (a new "
                "game with more would be slow to start)."), name=name, words=f"{MAX_CUSTOM_WORDS:,}")))
    preview.words = sorted(words)


def _check_whole(preview: ImportPreview) -> None:
    name, bad = preview.name, preview.bad_count
    if not preview.words:
        if not preview.bad_count:
            raise ImportRefused(Sentence(with_values(translate("storage", "{name} holds no word: it is empty, or holds only blank lines and "
                "comments."), name=name)))
        raise ImportRefused(counted_sentence(
            preview.bad_count,
            translate("storage", "{name} holds no word the cards can spell: its one line is skipped "
                      "(see why below)."),
            translate("storage", "{name} holds no word the cards can spell: all its {count} lines are "
                      "skipped (see why below).", "", bad), name=name), preview)
    if preview.lines >= _MOSTLY_BAD_MIN_LINES and preview.bad_count * 2 > preview.lines:
        raise ImportRefused(Sentence(with_values(translate("storage", "{name} does not look like a word list: {bad} of its {lines} lines are not "
            "words the cards can spell (see why below)."), name=name, bad=f"{preview.bad_count:,}", lines=f"{preview.lines:,}")), preview)
    if len(pack_words(preview.words)["data"]) > MAX_PACKED_CHARS:
        # A game carries its list (packed) in its options, twice in a save: a bigger list would
        # make saves too large to read back (storage's 2 MB cap).
        raise ImportRefused(Sentence(with_values(translate("storage", "{name} is too large to play with: its {words} words would not fit in a saved "
            "game."), name=name, words=f"{preview.count:,}")))


def import_word_list(source: Path | str) -> ImportPreview:
    """Read `source` and store it as the person's list at once (scripts and tests; the window
    shows the preview and asks first)."""
    preview = read_word_list(source)
    store_word_list(preview.words, preview.name)
    return preview
