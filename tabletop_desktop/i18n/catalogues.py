"""The translation catalogues as files: extracting the sources (Python with our own reader, the
Designer forms with `pyside6-lupdate`), reading and writing Qt's `.ts` XML, marking `%n` messages as plural, the pseudo-language, compiling to `.qm`
with `pyside6-lrelease`, and checking a catalogue against the sources.

Used by scripts/update_translations.py, scripts/build_translations.py and tests/i18n/; the app
itself only loads the compiled `.qm` files (i18n/install.py). Nothing here needs a QApplication.
"""

from __future__ import annotations

import ast
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from tabletop_desktop.i18n.languages import BY_CODE, PSEUDO, TRANSLATED

ROOT = Path(__file__).resolve().parents[2]  # a source checkout (the tools are for developers)
TS_DIR = ROOT / "resources" / "translations"
TS_NAME = "tabletop_desktop_{code}.ts"
# Qt contexts whose Italian text Qt itself ships (qtbase_it.qm): an empty Italian entry of these
# is filled from there, so the app's catalogue and Qt's agree.
QT_CONTEXT = re.compile(r"^Q[A-Z]")

# What a translation must keep exactly as the source has it: {name} placeholders, %n, %1..%99
# (Qt's own), HTML tags and entities.
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%L?\d{1,2}|</?[A-Za-z][^<>]*>|&[a-z]+;")


def ts_path(code: str, folder: Path = TS_DIR) -> Path:
    return folder / TS_NAME.format(code=code)


def tool(name: str) -> str:
    """A Qt tool of PySide6 (pyside6-lupdate, pyside6-lrelease): next to this Python first."""
    here = Path(sys.executable).parent / name
    if here.is_file():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} is missing: it comes with PySide6 (run ./scripts/setup.sh).")
    return found


def source_files(root: Path = ROOT) -> list[Path]:
    """Every file lupdate reads: the package's Python and the Designer forms."""
    package = sorted(p for p in (root / "tabletop_desktop").rglob("*.py")
                     if "__pycache__" not in p.parts)
    return package + sorted((root / "ui").glob("*.ui"))


# --- the .ts format ---------------------------------------------------------------------------
@dataclass
class Entry:
    """One message of a catalogue."""

    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    forms: list[str] = field(default_factory=lambda: [""])  # one, or one per plural form
    kind: str = "unfinished"  # "" (finished), "unfinished", "vanished" or "obsolete"
    extra: dict[str, str] = field(default_factory=dict)  # translatorcomment, extracomment

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    @property
    def finished(self) -> bool:
        return self.kind == "" and all(self.forms)

    @property
    def current(self) -> bool:
        return self.kind not in ("vanished", "obsolete")


@dataclass
class Catalogue:
    language: str
    entries: list[Entry]
    source_language: str = ""

    def by_key(self) -> dict[tuple[str, str, str], Entry]:
        return {entry.key: entry for entry in self.entries}


def read_ts(path: Path) -> Catalogue:
    root = ET.parse(path).getroot()
    entries: list[Entry] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms, kind = [""], "unfinished"
            else:
                kind = translation.get("type", "")
                forms = ([f.text or "" for f in translation.iter("numerusform")] if numerus
                         else [translation.text or ""])
            extra = {tag: message.findtext(tag) or "" for tag in ("translatorcomment",
                                                                  "extracomment")
                     if message.find(tag) is not None}
            entries.append(Entry(name, message.findtext("source") or "",
                                 message.findtext("comment") or "", numerus, forms or [""], kind,
                                 extra))
    return Catalogue(root.get("language", ""), entries, root.get("sourcelanguage", ""))


def write_ts(catalogue: Catalogue, path: Path) -> None:
    """The catalogue as lupdate writes it (contexts in order of first appearance)."""
    root = ET.Element("TS", {"version": "2.1", "language": catalogue.language})
    if catalogue.source_language:
        root.set("sourcelanguage", catalogue.source_language)
    contexts: dict[str, ET.Element] = {}
    for entry in catalogue.entries:
        context = contexts.get(entry.context)
        if context is None:
            context = contexts[entry.context] = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = entry.context
        message = ET.SubElement(context, "message", {"numerus": "yes"} if entry.numerus else {})
        ET.SubElement(message, "source").text = entry.source
        if entry.comment:
            ET.SubElement(message, "comment").text = entry.comment
        for tag, value in entry.extra.items():
            ET.SubElement(message, tag).text = value
        translation = ET.SubElement(message, "translation", {"type": entry.kind} if entry.kind
                                    else {})
        if entry.numerus:
            for form in entry.forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = entry.forms[0] if entry.forms else ""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode", short_empty_elements=False)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


# --- extraction and updating ------------------------------------------------------------------
def run_lupdate(ts: Path, locale: str, files: list[Path]) -> None:
    """Extract the source texts of `files` into `ts` (made anew)."""
    done = subprocess.run([tool("pyside6-lupdate"), *map(str, files), "-ts", str(ts),
                           "-target-language", locale, "-source-language", "en", "-locations",
                           "none", "-no-obsolete", "-silent"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"pyside6-lupdate failed: {done.stderr.strip() or done.stdout.strip()}")


# The calls whose first two arguments are a context and an English text: Qt's own and the
# engine's `translate` (engine/message.py), and the markers of texts translated later.
MARKERS = frozenset({"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"})


class UnreadableCall(ValueError):
    """A translate call whose context or text is not written out, so no catalogue can hold it."""


def _literal(node: ast.expr | None) -> str | None:
    """A string written in the source: a literal, or literals joined with `+`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def python_messages(path: Path) -> list[Entry]:
    """The messages of one Python file, in the order they are written.

    pyside6-lupdate's Python reader drops a call with keyword arguments (every engine message,
    `translate("qwirkle", "...", tile=...)`) or with a count that is not a literal, so the Python
    sources are read here with `ast`: a call named `translate` or `QT_TRANSLATE_NOOP` whose
    context and text are literals is a message (its third argument, when a literal, the
    disambiguation; `%n` in its text makes it plural). A call whose text is a literal but whose
    context is not raises `UnreadableCall` (it could never be translated); a call with a
    variable text translates a text marked elsewhere and is skipped."""
    tree = ast.parse(path.read_text("utf-8"), str(path))
    found: list[tuple[int, int, Entry]] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else "")
        if name not in MARKERS or len(node.args) < 2:
            continue
        context, source = _literal(node.args[0]), _literal(node.args[1])
        if source is None:
            continue
        if context is None:
            raise UnreadableCall(f"{path}:{node.lineno}: the context of {source!r} is not a "
                                 "literal, so no catalogue can hold it")
        comment = _literal(node.args[2]) if len(node.args) > 2 else None
        if comment is None:
            comment = next((_literal(k.value) for k in node.keywords
                            if k.arg == "disambiguation"), None) or ""
        found.append((node.lineno, node.col_offset,
                      Entry(context, source, comment, numerus=is_plural(source))))
    return [entry for _, _, entry in sorted(found, key=lambda f: (f[0], f[1]))]


def extract(root: Path = ROOT) -> list[Entry]:
    """The messages in the sources now: every Python file's, then the Designer forms' (through
    lupdate, which reads .ui files well), each (context, text, comment) once."""
    entries: list[Entry] = []
    seen: set[tuple[str, str, str]] = set()
    files = source_files(root)
    for path in (p for p in files if p.suffix == ".py"):
        for entry in python_messages(path):
            if entry.key not in seen:
                seen.add(entry.key)
                entries.append(entry)
    forms = [p for p in files if p.suffix == ".ui"]
    if forms:
        with tempfile.TemporaryDirectory() as folder:
            ts = Path(folder) / "forms.ts"
            run_lupdate(ts, "en_US", forms)
            for entry in read_ts(ts).entries:
                if entry.key not in seen:
                    seen.add(entry.key)
                    entries.append(Entry(entry.context, entry.source, entry.comment,
                                         numerus=is_plural(entry.source)))
    return mark_numerus(Catalogue("en_US", entries), 2).entries


def is_plural(source: str) -> bool:
    return "%n" in source


def mark_numerus(catalogue: Catalogue, forms: int) -> Catalogue:
    """Every message whose source has `%n` as a plural one with `forms` forms. (lupdate's Python
    parser marks only `self.tr(text, "", n)`; `translate(ctx, text, "", n)` comes out plain.)"""
    for entry in catalogue.entries:
        if is_plural(entry.source):
            if not entry.numerus:
                entry.numerus = True
                entry.forms = [entry.forms[0]] if entry.forms[0] else []
            entry.forms = (entry.forms + [""] * forms)[:forms]
            if not all(entry.forms) and entry.kind == "":
                entry.kind = "unfinished"
    return catalogue


def merge_old(catalogue: Catalogue, old: Catalogue | None) -> Catalogue:
    """The old catalogue's translation of every message still in the sources, as it was:
    lupdate's merge loses a plural message's forms (its parser sees `translate(..., n)` as a
    plain message) and marks it unfinished."""
    if old is None:
        return catalogue
    before = old.by_key()
    for entry in catalogue.entries:
        was = before.get(entry.key)
        if was is not None and any(was.forms) and entry.current:
            entry.forms, entry.kind, entry.extra = list(was.forms), was.kind, dict(was.extra)
            entry.numerus = entry.numerus or was.numerus
    return catalogue


def fill_from_qt(catalogue: Catalogue, qt_messages: dict[tuple[str, str, str], list[str]]) -> int:
    """Empty entries of Qt's own contexts filled with Qt's translation (finished); how many."""
    filled = 0
    for entry in catalogue.entries:
        found = qt_messages.get(entry.key)
        if (QT_CONTEXT.match(entry.context) and not any(entry.forms) and found
                and all(found) and (len(found) == len(entry.forms) or not entry.numerus)):
            entry.forms = list(found[:len(entry.forms)]) if entry.numerus else [found[0]]
            entry.kind = ""
            filled += 1
    return filled


def update_catalogue(code: str, folder: Path = TS_DIR, root: Path = ROOT) -> Catalogue:
    """Bring `tabletop_desktop_<code>.ts` up to date with the sources, keeping its translations
    (texts no longer in the sources are dropped)."""
    language = BY_CODE[code]
    path = ts_path(code, folder)
    old = read_ts(path) if path.is_file() else None
    fresh = [Entry(e.context, e.source, e.comment, e.numerus) for e in extract(root)]
    catalogue = merge_old(mark_numerus(Catalogue(language.locale, fresh),
                                       language.plural_forms), old)
    mark_numerus(catalogue, language.plural_forms)  # a kept translation has the right forms
    catalogue.language = language.locale
    catalogue.source_language = "en"
    if code == "it":
        fill_from_qt(catalogue, read_qm_messages(qt_catalogue("qtbase_it.qm")))
    write_ts(catalogue, path)
    return catalogue


def write_pseudo(folder: Path = TS_DIR, root: Path = ROOT) -> Catalogue:
    """The pseudo-language's catalogue, generated from the sources: every text translated."""
    entries = extract(root)
    for entry in entries:
        # Key names stay as they are: "Ctrl+N" is read as a key, not as a sentence.
        text = entry.source if entry.context == "QShortcut" else pseudo(entry.source)
        entry.forms = [text] * (len(entry.forms) if entry.numerus else 1)
        entry.kind = ""
    catalogue = Catalogue(BY_CODE[PSEUDO].locale, entries, "en")
    write_ts(catalogue, ts_path(PSEUDO, folder))
    return catalogue


def update_all(folder: Path = TS_DIR, root: Path = ROOT,
               codes: tuple[str, ...] = ()) -> dict[str, Catalogue]:
    """Update the catalogues that exist and create those of `codes`; the pseudo-language's anew."""
    folder.mkdir(parents=True, exist_ok=True)
    todo = [code for code in TRANSLATED if code in codes or ts_path(code, folder).is_file()]
    done = {code: update_catalogue(code, folder, root) for code in todo}
    done[PSEUDO] = write_pseudo(folder, root)
    return done


# --- compiling ----------------------------------------------------------------------------------
def compile_catalogue(ts: Path, qm: Path | None = None) -> Path:
    """`ts` compiled to `.qm` next to it (or to `qm`). Unfinished texts are left out, so Qt shows
    the English source for them rather than a draft."""
    qm = qm or ts.with_suffix(".qm")
    done = subprocess.run([tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts),
                           "-qm", str(qm)], capture_output=True, text=True)
    if done.returncode != 0 or not qm.is_file():
        raise RuntimeError(f"pyside6-lrelease failed on {ts.name}: "
                           f"{done.stderr.strip() or done.stdout.strip()}")
    return qm


def compile_all(folder: Path = TS_DIR) -> list[Path]:
    return [compile_catalogue(ts) for ts in sorted(folder.glob("*.ts"))]


def stale(folder: Path = TS_DIR) -> list[Path]:
    """The `.ts` files whose `.qm` is missing or older."""
    return [ts for ts in sorted(folder.glob("*.ts"))
            if not ts.with_suffix(".qm").is_file()
            or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]


# --- the pseudo-language ------------------------------------------------------------------------
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
# Kept as they are: placeholders, HTML, entities, a mnemonic's & with its letter, a literal &&,
# line breaks.
_KEEP = re.compile(PLACEHOLDER.pattern + r"|&&|&\w|\n")
PADDING = 0.4


def pseudo(source: str) -> str:
    """`source` in the pseudo-language: "[" + its letters accented + about 40 % more + "]", with
    every placeholder, tag, entity, mnemonic and line break as it was."""
    parts: list[str] = []
    letters = 0
    last = 0
    for match in _KEEP.finditer(source):
        text = source[last:match.start()]
        letters += len(text)
        parts += [text.translate(_ACCENTED), match.group(0)]
        last = match.end()
    text = source[last:]
    letters += len(text)
    parts.append(text.translate(_ACCENTED))
    extra = round(letters * PADDING)
    padding = " ".join("~" * min(6, extra - i) for i in range(0, extra, 6)) if extra else ""
    body = "".join(parts)
    # The padding before trailing line breaks, so a text's last line grows, not a blank one.
    stripped = body.rstrip("\n")
    tail = body[len(stripped):]
    return f"[{stripped}{' ' + padding if padding else ''}]{tail}"


def is_pseudo(text: str) -> bool:
    """Whether a shown text came through the pseudo-language (its brackets are there)."""
    stripped = text.strip().replace("&", "")
    return stripped.startswith("[") and stripped.endswith("]")


# --- reading a .qm (Qt's own catalogues keep their source texts) --------------------------------
def qt_catalogue(name: str) -> Path:
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / name


def read_qm_messages(path: Path) -> dict[tuple[str, str, str], list[str]]:
    """(context, source, comment) -> translations of a compiled catalogue that kept its source
    texts (Qt's own do); {} when the file is missing."""
    if not path.is_file():
        return {}
    data = path.read_bytes()
    found: dict[tuple[str, str, str], list[str]] = {}
    pos = 16  # the magic number
    while pos + 5 <= len(data):
        tag, length = data[pos], struct.unpack(">I", data[pos + 1:pos + 5])[0]
        section = data[pos + 5:pos + 5 + length]
        pos += 5 + length
        if tag != 0x69:  # only the messages
            continue
        at, current, texts = 0, {}, []
        while at < len(section):
            kind = section[at]
            at += 1
            if kind == 1:  # end of a message
                key = (current.get(7, ""), current.get(6, ""), current.get(8, ""))
                found[key] = texts
                current, texts = {}, []
                continue
            if kind in (5, 9):  # obsolete markers without data
                continue
            size = struct.unpack(">I", section[at:at + 4])[0]
            at += 4
            if kind == 3:
                if size == 0xFFFFFFFF:
                    size = 0
                texts.append(section[at:at + size].decode("utf-16-be"))
            elif kind in (6, 7, 8):
                current[kind] = section[at:at + size].decode("utf-8", "replace")
            at += size
    return found


# --- checking -----------------------------------------------------------------------------------
def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def problems(catalogue: Catalogue, extracted: list[Entry], forms: int) -> list[str]:
    """What keeps `catalogue` from covering `extracted` (the sources now), in words: a missing
    or unfinished message, a placeholder or tag that differs from the source, a plural message
    with the wrong number of forms."""
    found: list[str] = []
    have = catalogue.by_key()
    for want in extracted:
        name = f"{want.context}: {want.source!r}" + (f" ({want.comment})" if want.comment else "")
        entry = have.get(want.key)
        if entry is None or not entry.current:
            found.append(f"missing: {name}")
            continue
        if not entry.finished:
            found.append(f"unfinished: {name}")
        if want.numerus and (not entry.numerus or len(entry.forms) != forms):
            found.append(f"needs {forms} plural forms, has "
                         f"{len(entry.forms) if entry.numerus else 'none'}: {name}")
        expected = placeholders(want.source)
        for form in entry.forms:
            if form and placeholders(form) != expected:
                found.append(f"placeholders {placeholders(form)} differ from the source's "
                             f"{expected}: {name}")
    return found
