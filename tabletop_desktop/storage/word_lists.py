"""Quiddler's word-list settings: the person's own imported list, the house allow and deny lists,
and the list level new games use.

Everything lives in `data_dir()/word-lists/`:
- `settings.json` (envelope kind "word-lists"): the level, the allow and deny lists, and what was
  imported (file name, word count, when);
- `custom.txt`: the imported words, cleaned, one per line, sorted. It is plain text, not JSON, so a
  list of any size is written and read line by line.

Importing never fails on a bad line: a line that is not a word the cards can spell is skipped and
reported (line number, the text, why), so a person can fix their file. Reading never raises either:
a damaged settings file is set aside and the defaults are used, with a warning to show.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from tabletop_desktop.engine.quiddler.packed_words import pack_words
from tabletop_desktop.storage.jsonfile import (
    MissingFileError,
    StoredFileError,
    envelope,
    read_json,
    set_aside,
    write_json_atomic,
)
from tabletop_desktop.storage.paths import data_dir

KIND = "word-lists"
VERSION = 1
LEVELS = ("common", "standard", "full")
DEFAULT_LEVEL = "standard"
MAX_HOUSE_WORDS = 5000  # allow and deny lists are typed by hand; more means a foreign file
MAX_REPORTED = 200  # bad lines kept for the report; the count covers them all
MAX_LETTERS = 20  # ten cards of two letters: no longer word fits in a hand
MAX_CARDS = 10  # the most cards one word can use: 11 in hand after the draw, one discarded
# The packed list a game carries (engine/quiddler/packed_words.py) at most: held twice in a save
# with the moves, it stays under the 2 MB cap. All of SCOWL (306,000 words) packs to 670 kB.
MAX_PACKED_CHARS = 800_000

# How many of each letter the 118 cards hold, counting the letter-pair cards (ER, IN, QU, TH, CL)
# for both their letters: a word needing more of a letter than this can never be spelled.
_SINGLE = {
    "a": 10, "e": 12, "i": 8, "o": 8, "l": 4, "s": 4, "t": 6, "u": 6, "y": 4, "d": 4, "m": 2,
    "n": 6, "r": 6, "f": 2, "p": 2, "g": 4, "h": 2, "b": 2, "c": 2, "k": 2, "w": 2, "v": 2,
    "x": 2, "j": 2, "z": 2, "q": 2,
}
_PAIRS = {"er": 2, "in": 2, "qu": 2, "th": 2, "cl": 2}
LETTER_LIMIT: dict[str, int] = dict(_SINGLE)
for _pair, _copies in _PAIRS.items():
    for _letter in _pair:
        LETTER_LIMIT[_letter] += _copies

_WORD = re.compile(r"[a-z]+")


def word_problem(text: str) -> str | None:
    """Why `text` (one line, already stripped and lowercased) cannot be a Quiddler word, or None."""
    if not _WORD.fullmatch(text):
        if " " in text or "\t" in text:
            return "it has a space: one word per line"
        if "-" in text:
            return "it has a hyphen (hyphenated words don't count)"
        if "'" in text or "\u2019" in text:
            return "it has an apostrophe (contractions don't count)"
        if any(ch.isdigit() for ch in text):
            return "it has a digit"
        odd = next((ch for ch in text if not ("a" <= ch <= "z")), "?")
        return f"it has '{odd}', which no card shows"
    if len(text) < 2:
        return "a word needs at least 2 letters"
    if len(text) > MAX_LETTERS:
        return f"it has {len(text)} letters; no hand can spell more than {MAX_LETTERS}"
    for letter, count in Counter(text).items():
        if count > LETTER_LIMIT[letter]:
            return f"it needs {count} '{letter}' cards; the deck has only {LETTER_LIMIT[letter]}"
    cards = fewest_cards(text)
    if cards > MAX_CARDS:
        return f"it needs at least {cards} cards; no hand lays down more than {MAX_CARDS}"
    return None


def fewest_cards(word: str) -> int:
    """The fewest cards that spell `word`, using a letter-pair card (ER, IN, QU, TH, CL) wherever
    one fits (copies not counted: this only rules out words no hand could ever hold)."""
    best = [0] * (len(word) + 1)
    for end in range(1, len(word) + 1):
        best[end] = best[end - 1] + 1
        if end >= 2 and word[end - 2:end] in _PAIRS:
            best[end] = min(best[end], best[end - 2] + 1)
    return best[-1]


@dataclass(frozen=True)
class BadLine:
    number: int  # 1-based line number in the imported file
    text: str  # the line as read (shortened when long)
    reason: str


@dataclass
class ImportReport:
    """What an import did: the words kept, the bad lines (the first MAX_REPORTED) and their count."""

    words: int = 0
    duplicates: int = 0
    bad: list[BadLine] = field(default_factory=list)
    bad_count: int = 0

    def summary(self) -> str:
        """One or two sentences for the person."""
        kept = f"{self.words:,} words imported"
        parts = [kept]
        if self.duplicates:
            parts.append(f"{self.duplicates:,} repeated words counted once")
        if self.bad_count:
            lines = "line was" if self.bad_count == 1 else "lines were"
            parts.append(f"{self.bad_count:,} {lines} skipped (see the list)")
        return "; ".join(parts) + "."


@dataclass
class WordListSettings:
    level: str = DEFAULT_LEVEL  # "common" | "standard" | "full" | "custom"
    allow: list[str] = field(default_factory=list)  # house words that count although not listed
    deny: list[str] = field(default_factory=list)  # listed words the house does not accept
    custom_name: str = ""  # file name of the imported list, "" when none
    custom_count: int = 0
    custom_imported: str = ""  # ISO time (UTC) of the import


def folder() -> Path:
    return data_dir() / "word-lists"


def settings_path() -> Path:
    return folder() / "settings.json"


def custom_path() -> Path:
    return folder() / "custom.txt"


# --- the person's own list -------------------------------------------------------------------------


def clean_lines(lines, report: ImportReport) -> set[str]:
    """The words among `lines` (any iterable of str or bytes); bad lines go into `report`."""
    words: set[str] = set()
    for number, raw in enumerate(lines, 1):
        if isinstance(raw, bytes):
            try:
                raw = raw.decode("utf-8")
            except UnicodeDecodeError:
                _bad(report, number, raw.decode("utf-8", "replace"), "it is not UTF-8 text")
                continue
        text = raw.strip().lstrip("\ufeff").lower()
        if not text or text.startswith("#"):
            continue  # blank lines and comments are not mistakes
        problem = word_problem(text)
        if problem is not None:
            _bad(report, number, raw.strip(), problem)
            continue
        if text in words:
            report.duplicates += 1
        words.add(text)
    return words


def _bad(report: ImportReport, number: int, text: str, reason: str) -> None:
    report.bad_count += 1
    if len(report.bad) < MAX_REPORTED:
        shown = text if len(text) <= 60 else text[:57] + "..."
        report.bad.append(BadLine(number, shown, reason))


def import_word_list(source: Path | str) -> ImportReport:
    """Import a text file (one word per line, any size) as the person's own list.

    The file is read line by line; bad lines are reported, not fatal. Raises OSError (with the
    reason) only when the file itself cannot be read, and ValueError when it holds no word at all;
    in both cases the list stored before stays as it was.
    """
    source = Path(source)
    report = ImportReport()
    with open(source, "rb") as handle:
        words = clean_lines(handle, report)
    if not words:
        raise ValueError(
            f"{source.name} holds no word the cards can spell"
            + (f" ({report.bad_count:,} lines skipped)." if report.bad_count else ".")
        )
    packed = len(pack_words(words)["data"])
    if packed > MAX_PACKED_CHARS:
        # A game carries its list (packed) in its options, twice in a save: a bigger list would
        # make saves too large to read back (storage's 2 MB cap).
        raise ValueError(
            f"{source.name} is too large to play with: its {len(words):,} words would not fit in "
            "a saved game. Real English lists (even all of SCOWL, about 300,000 words) fit."
        )
    report.words = len(words)
    _write_text_atomic(custom_path(), "".join(w + "\n" for w in sorted(words)))
    settings, _ = load_word_list_settings()
    settings.custom_name = source.name
    settings.custom_count = len(words)
    settings.custom_imported = datetime.now(UTC).isoformat(timespec="seconds")
    save_word_list_settings(settings)
    return report


def remove_custom_list() -> None:
    """Forget the imported list (games that already use it keep their own copy)."""
    with suppress(FileNotFoundError):
        custom_path().unlink()
    settings, _ = load_word_list_settings()
    settings.custom_name, settings.custom_count, settings.custom_imported = "", 0, ""
    if settings.level == "custom":
        settings.level = DEFAULT_LEVEL
    save_word_list_settings(settings)


def custom_words() -> list[str]:
    """The imported words (sorted), or [] when there is none or it cannot be read.

    The file is ours but may have been edited or damaged: every line is checked again.
    """
    try:
        with open(custom_path(), "rb") as handle:
            return sorted(clean_lines(handle, ImportReport()))
    except OSError:
        return []


def _write_text_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise


# --- house lists and the level -----------------------------------------------------------------------


def parse_house_words(text: str) -> tuple[list[str], list[str]]:
    """Words typed into a house list (separated by spaces, commas or new lines) and the problems
    ("qx1: it has a digit") of the entries that were left out."""
    words: list[str] = []
    problems: list[str] = []
    for entry in re.split(r"[\s,;]+", text):
        entry = entry.strip().lower()
        if not entry:
            continue
        problem = word_problem(entry)
        if problem:
            problems.append(f"{entry}: {problem}")
        elif entry not in words:
            words.append(entry)
    return sorted(words), problems


def _word_list_field(data: dict, key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or len(value) > MAX_HOUSE_WORDS:
        return []
    return sorted({w for w in value if isinstance(w, str) and word_problem(w) is None})


def load_word_list_settings() -> tuple[WordListSettings, list[str]]:
    """The stored settings and warnings (a damaged file is set aside; defaults are used)."""
    try:
        data = read_json(settings_path(), KIND, VERSION, what="word-list settings file")
    except MissingFileError:
        return WordListSettings(), []
    except StoredFileError as exc:
        return WordListSettings(), [set_aside(exc).message]
    settings = WordListSettings()
    level = data.get("level")
    if level in LEVELS or level == "custom":
        settings.level = level
    settings.allow = _word_list_field(data, "allow")
    settings.deny = _word_list_field(data, "deny")
    custom = data.get("custom")
    if isinstance(custom, dict) and custom_path().is_file():
        name, count, when = custom.get("name"), custom.get("count"), custom.get("imported")
        settings.custom_name = name[:200] if isinstance(name, str) else "your list"
        settings.custom_count = count if isinstance(count, int) and count >= 0 else 0
        settings.custom_imported = when if isinstance(when, str) else ""
    if settings.level == "custom" and not settings.custom_count:
        settings.level = DEFAULT_LEVEL
    return settings, []


def save_word_list_settings(settings: WordListSettings) -> None:
    """Write the settings atomically (raises OSError when the disk refuses)."""
    payload = {
        "level": settings.level,
        "allow": sorted(set(settings.allow)),
        "deny": sorted(set(settings.deny)),
    }
    if settings.custom_count:
        payload["custom"] = {
            "name": settings.custom_name,
            "count": settings.custom_count,
            "imported": settings.custom_imported,
        }
    write_json_atomic(settings_path(), envelope(KIND, VERSION, payload))
