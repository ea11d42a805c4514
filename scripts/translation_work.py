#!/usr/bin/env python3
"""Hand a catalogue's unfinished messages to a translator as JSON, and take the translations back.

    .venv/bin/python scripts/translation_work.py export CODE FILE.json   # what is left to do
    .venv/bin/python scripts/translation_work.py import CODE FILE.json   # put translations in

`export` writes a list of {"context", "source", "comment", "plural_forms"} (plural_forms: 0 for
a plain message, else how many forms the language has; Qt picks one by the count, in the order
of the language's rules, e.g. Icelandic: [one (1, 21, 31, ... but not 11), other]). `import`
reads the same objects with "translation": a string, or a list of plural_forms strings. A
translation must keep every {placeholder}, %n, %1, HTML tag and &entity; of the source; an entry
that does not is reported and left unfinished. Run scripts/update_translations.py first, so the
catalogue holds every message of the sources.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop_desktop.i18n.catalogues import (  # noqa: E402
    placeholders,
    read_ts,
    ts_path,
    write_ts,
)
from tabletop_desktop.i18n.languages import BY_CODE, TRANSLATED  # noqa: E402


def export(code: str, out: Path) -> int:
    catalogue = read_ts(ts_path(code))
    forms = BY_CODE[code].plural_forms
    todo = [{"context": e.context, "source": e.source, "comment": e.comment,
             "plural_forms": forms if e.numerus else 0}
            for e in catalogue.entries if e.current and not e.finished]
    out.write_text(json.dumps(todo, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"{code}: {len(todo)} messages to translate written to {out}")
    return 0


def take(code: str, given: Path) -> int:
    path = ts_path(code)
    catalogue = read_ts(path)
    by_key = catalogue.by_key()
    done = bad = 0
    for item in json.loads(given.read_text("utf-8")):
        key = (item["context"], item["source"], item.get("comment", ""))
        entry = by_key.get(key)
        text = item.get("translation")
        if entry is None or text in (None, "", []):
            continue
        forms = list(text) if isinstance(text, list) else [text]
        if entry.numerus and len(forms) != len(entry.forms):
            print(f"wrong number of plural forms: {key}", file=sys.stderr)
            bad += 1
            continue
        want = sorted(placeholders(entry.source))
        if any(sorted(placeholders(f)) != want for f in forms):
            print(f"placeholders differ: {key} -> {forms}", file=sys.stderr)
            bad += 1
            continue
        entry.forms = forms if entry.numerus else forms[:1]
        entry.kind = ""
        done += 1
    write_ts(catalogue, path)
    left = sum(1 for e in catalogue.entries if e.current and not e.finished)
    print(f"{code}: {done} translations taken, {bad} refused, {left} still to do")
    return 1 if bad else 0


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] not in ("export", "import") or argv[1] not in TRANSLATED:
        print(__doc__, file=sys.stderr)
        return 2
    action, code, file = argv[0], argv[1], Path(argv[2])
    return export(code, file) if action == "export" else take(code, file)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
