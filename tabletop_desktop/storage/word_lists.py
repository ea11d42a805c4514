"""Quiddler's word-list settings: the person's own imported list, the house allow and deny lists,
and the list level new games use.

Everything lives in `data_dir()/word-lists/`:
- `settings.json` (envelope kind "word-lists"): the level, the allow and deny lists, and what was
  imported (file name, word count, when);
- `custom.txt`: the imported words, cleaned, one per line, sorted (plain text a person can read);
- `custom-packed.json` (kind "word-list-packed"): the same words packed as a game carries them,
  with custom.txt's size and time, so a new game need not read, check and pack the list again
  (a second at the cap); when it does not match custom.txt, custom.txt is read instead.

Importing a person's file (reading it safely, checking every line, what is skipped and why) is
`storage/word_list_import.py`; this module stores the result. Reading never raises: a damaged
settings file or imported list is set aside and the defaults are used, with a warning to show; a
settings file from a newer version is left in place.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop_desktop.engine.quiddler.packed_words import (
    MAX_WORD_LETTERS,
    MAX_WORDS,
    custom_word_count,
    is_packed,
    pack_words,
)
from tabletop_desktop.storage.bounded_file import FileRefused, read_bounded
from tabletop_desktop.storage.jsonfile import (
    MissingFileError,
    NewerVersionError,
    StoredFileError,
    envelope,
    move_aside,
    read_json,
    set_aside,
    write_json_atomic,
)
from tabletop_desktop.storage.paths import data_dir
from tabletop_desktop.storage.said import Sentence, inner, translate, with_values, without_full_stop
from tabletop_desktop.storage.word_list_text import visible

KIND = "word-lists"
VERSION = 1
PACKED_KIND = "word-list-packed"
LEVELS = ("common", "standard", "full")
DEFAULT_LEVEL = "standard"
MAX_HOUSE_WORDS = 5000  # allow and deny lists are typed by hand; more means a foreign file
MAX_LETTERS = MAX_WORD_LETTERS  # ten cards of two letters: no longer word fits in a hand
MAX_CUSTOM_WORDS = MAX_WORDS  # the most words an imported list may hold (see packed_words)
# custom.txt holds at most MAX_CUSTOM_WORDS words of MAX_LETTERS letters and their line ends.
MAX_CUSTOM_BYTES = MAX_CUSTOM_WORDS * (MAX_LETTERS + 1)
MAX_CARDS = 10  # the most cards one word can use: 11 in hand after the draw, one discarded

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
_PLAIN_WORD = re.compile(rf"[a-z]{{2,{MAX_LETTERS}}}")
_STORED_LIST = re.compile(rf"(?:[a-z]{{2,{MAX_LETTERS}}}\n)*")


def word_problem(text: str) -> str | None:
    """Why `text` (one line, already stripped and lowercased) cannot be a Quiddler word, or None."""
    if not _WORD.fullmatch(text):
        if " " in text or "\t" in text:
            return Sentence(translate("storage", "it has a space: one word per line"))
        if "-" in text:
            return Sentence(translate("storage", "it has a hyphen (hyphenated words don't count)"))
        if "'" in text or "\u2019" in text:
            return Sentence(translate("storage", "it has an apostrophe (contractions don't count)"))
        if any(ch.isdigit() for ch in text):
            return Sentence(translate("storage", "it has a digit"))
        odd = next((ch for ch in text if not ("a" <= ch <= "z")), "?")
        return Sentence(with_values(translate("storage", "it has '{letter}', which no card shows"), letter=visible(odd)))
    if len(text) < 2:
        return Sentence(translate("storage", "a word needs at least 2 letters"))
    if len(text) > MAX_LETTERS:
        return Sentence(with_values(translate("storage", "it has {count} letters; no hand can spell more than "
                                  "{most}"), count=len(text), most=MAX_LETTERS))
    letters = set(text)
    if len(letters) < len(text):  # every letter has at least 2 cards: only repeats can run out
        for letter in letters:
            count = text.count(letter)
            if count > LETTER_LIMIT[letter]:
                return Sentence(with_values(translate("storage", "it needs {count} '{letter}' cards; the deck has "
                                          "only {most}"), count=count, letter=letter, most=LETTER_LIMIT[letter]))
    if len(text) > MAX_CARDS:  # a word of at most MAX_CARDS letters never needs more cards
        cards = fewest_cards(text)
        if cards > MAX_CARDS:
            return Sentence(with_values(translate("storage", "it needs at least {count} cards; no hand lays down "
                                      "more than {most}"), count=cards, most=MAX_CARDS))
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


def packed_path() -> Path:
    return folder() / "custom-packed.json"


# --- the person's own list -------------------------------------------------------------------------


def store_word_list(words: Iterable[str], name: str) -> None:
    """Make `words` (checked already: see word_list_import) the person's own list, imported from
    a file called `name`. Raises OSError when the disk refuses; the list before stays then."""
    ordered = sorted(set(words))
    with suppress(FileNotFoundError):
        packed_path().unlink()  # never describes a list it is not
    _write_text_atomic(custom_path(), "".join(w + "\n" for w in ordered))
    write_json_atomic(packed_path(), envelope(PACKED_KIND, 1, {
        "source": _identity(custom_path()), "list": pack_words(ordered)}))
    settings, _ = load_word_list_settings()
    settings.custom_name = name
    settings.custom_count = len(ordered)
    settings.custom_imported = datetime.now(UTC).isoformat(timespec="seconds")
    save_word_list_settings(settings)


def remove_custom_list() -> None:
    """Forget the imported list (games that already use it keep their own copy)."""
    for path in (packed_path(), custom_path()):
        with suppress(FileNotFoundError):
            path.unlink()
    settings, _ = load_word_list_settings()
    settings.custom_name, settings.custom_count, settings.custom_imported = "", 0, ""
    if settings.level == "custom":
        settings.level = DEFAULT_LEVEL
    save_word_list_settings(settings)


def _identity(path: Path) -> list[int]:
    info = path.stat()
    return [info.st_size, info.st_mtime_ns]


def read_packed_custom() -> dict | None:
    """The imported list as a game carries it (packed_words), from custom-packed.json, or None
    when that file is missing, damaged or does not describe custom.txt as it is now (the caller
    reads custom.txt then). The packed words are checked when the game unpacks them."""
    try:
        data = read_json(packed_path(), PACKED_KIND, 1)
        source = _identity(custom_path())
    except (StoredFileError, OSError):
        return None
    packed = data.get("list")
    if data.get("source") != source or not is_packed(packed):
        return None
    if not 0 < custom_word_count(packed) <= MAX_CUSTOM_WORDS:
        return None
    return packed


def read_custom_words() -> tuple[list[str], list[str]]:
    """The imported words (sorted; [] when there is none) and warnings.

    custom.txt is ours but may have been edited, damaged or replaced (by a pipe, a link to a
    device, a huge file): it is read only when it is an ordinary file of a sane size, and every
    word is checked again (one that is not a word is left out). A file that cannot be used is set
    aside with a warning."""
    path = custom_path()
    too_large = Sentence(with_values(translate("storage", "{name} is larger than any list this app writes."), name=path.name))
    try:
        data = read_bounded(path, MAX_CUSTOM_BYTES, too_large)
        text = data.decode("ascii")
    except FileNotFoundError:
        return [], []
    except (FileRefused, UnicodeDecodeError) as exc:
        reason = Sentence(with_values(translate("storage", "Your imported word list cannot be used: {reason}"), reason=inner(exc.args[0] if exc.args else str(exc)))
                          ) if isinstance(exc, FileRefused) else Sentence(with_values(translate("storage", "Your imported word list ({name}) is damaged: it is not "
                              "plain text."), name=path.name))
        return [], [_set_custom_aside(path, reason)]
    except OSError as exc:
        return [], [Sentence(with_values(translate("storage", "Your imported word list cannot be read ({error})."), error=exc.strerror or str(exc)))]
    if _STORED_LIST.fullmatch(text):
        # As this module writes it, one plain word a line: one check for all of it.
        words = set(text.split("\n"))
        words.discard("")
    else:
        # Edited by hand: a line that is not a word is left out, as an import would. (A word
        # that passes the letters check but no hand can spell is harmless: nobody lays it.)
        words = {w for w in text.lower().split() if _PLAIN_WORD.fullmatch(w)}
    if len(words) > MAX_CUSTOM_WORDS:
        return [], [_set_custom_aside(
            path, Sentence(with_values(translate("storage", "Your imported word list ({name}) holds more words "
                                     "than a list may hold ({most})."), name=path.name, most=f"{MAX_CUSTOM_WORDS:,}")))]
    return sorted(words), []


def _set_custom_aside(path: Path, reason: str) -> str:
    try:
        aside = move_aside(path)
    except OSError as exc:
        return Sentence(with_values(translate("storage", "{problem} It could not be set aside ({error}); import "
                                  "your list again."), problem=inner(reason), error=exc.strerror or str(exc)))
    return Sentence(with_values(translate("storage", "{problem} It was set aside as {file}; import your list "
                              "again."), problem=inner(reason), file=aside.name))


def custom_words() -> list[str]:
    """The imported words (sorted), or [] when there is none or it cannot be used."""
    return read_custom_words()[0]


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
            problems.append(Sentence(with_values(translate("storage", "{word}: {problem}"), word=entry, problem=inner(problem))))
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
    except NewerVersionError as exc:
        # Not damaged: kept in place for the newer version that wrote it.
        return WordListSettings(), [
            Sentence(with_values(translate("storage", "{problem}; it is left as it is and the default word lists "
                               "are used (saving the word lists here replaces it).", "{problem} is a sentence without its full stop"), problem=without_full_stop(exc.message)))]
    except StoredFileError as exc:
        return WordListSettings(), [
            Sentence(with_values(translate("storage", "{problem} The default word lists are used, without house "
                               "words."), problem=inner(set_aside(exc).message)))]
    settings = WordListSettings()
    level = data.get("level")
    if level in LEVELS or level == "custom":
        settings.level = level
    settings.allow = _word_list_field(data, "allow")
    settings.deny = _word_list_field(data, "deny")
    custom = data.get("custom")
    # Anything in custom.txt's place counts here: reading it says what is wrong (a pipe, ...).
    if isinstance(custom, dict) and os.path.lexists(custom_path()):
        name, count, when = custom.get("name"), custom.get("count"), custom.get("imported")
        settings.custom_name = name[:200] if isinstance(name, str) else "your list"
        settings.custom_count = count if isinstance(count, int) and count >= 0 else 0
        settings.custom_imported = when if isinstance(when, str) else ""
    if settings.level == "custom" and not settings.custom_count:
        settings.level = DEFAULT_LEVEL
    return settings, []


def save_word_list_settings(settings: WordListSettings) -> None:
    """Write the settings atomically (raises OSError when the disk refuses)."""
    payload: dict[str, object] = {
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


# --- a new game's word options ---------------------------------------------------------------------
# (file identity, packed list) of the imported list last read: every new game and "Play again"
# would read it again otherwise.
_last: tuple[tuple[str, int, int], dict[str, Any]] | None = None


def _packed_custom_list() -> tuple[dict[str, Any] | list, list[str]]:
    """The imported list, packed ([] when there is none), read again only when its file changed,
    and warnings (a list that cannot be used)."""
    global _last
    try:
        path = custom_path()
        info = path.stat()
        identity = (str(path), info.st_mtime_ns, info.st_size)
    except OSError:
        return [], []
    if _last is not None and _last[0] == identity:
        return dict(_last[1]), []
    packed = read_packed_custom()  # written with the list: no reading, checking and packing
    warnings: list[str] = []
    if packed is None:
        words, warnings = read_custom_words()
        if not words:
            return [], warnings
        packed = pack_words(words)
    _last = (identity, packed)
    return dict(packed), warnings


def prepare_with_warnings(options: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A new Quiddler game's options with the person's word lists filled in (the engine's
    `house.word_options`: the house words and the imported list, as data), and sentences about
    the person's word-list files that could not be used (to show them). `GameInfo.prepare_options`
    points here."""
    from tabletop_desktop.engine.quiddler.house import word_options

    stored, warnings = load_word_list_settings()
    level = options.get("word_list") or stored.level
    packed: dict[str, Any] | list = []
    if level == "custom":
        packed, custom_warnings = _packed_custom_list()
        warnings += custom_warnings
    fallback = stored.level if stored.level != "custom" else DEFAULT_LEVEL
    return (word_options(options, stored.level, fallback, stored.allow, stored.deny, packed),
            warnings)


def prepare(options: dict[str, Any]) -> dict[str, Any]:
    """`prepare_with_warnings` without the warnings."""
    return prepare_with_warnings(options)[0]
