#!/usr/bin/env python3
"""Bring the translation catalogues up to date with the sources.

Runs pyside6-lupdate over tabletop_desktop/ and ui/*.ui into
resources/translations/tabletop_desktop_<code>.ts for each of is, it, fy and ml whose catalogue
exists, and creates those named on the command line (existing translations are kept; texts no
longer in the sources are dropped), marks every message with `%n` as a plural
one with the language's number of forms, fills empty Italian entries of Qt's own dialogs from
Qt's qtbase_it.qm, and writes the pseudo-language's catalogue (xx) anew. Then compiles them all
(as ./scripts/setup.sh does).

Usage: .venv/bin/python scripts/update_translations.py [CODE ...]   e.g. `... is it fy ml`
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop_desktop.i18n.catalogues import TS_DIR, compile_all, update_all  # noqa: E402
from tabletop_desktop.i18n.languages import TRANSLATED  # noqa: E402


def main(argv: list[str]) -> int:
    unknown = [code for code in argv if code not in TRANSLATED]
    if unknown:
        print(f"unknown language code(s) {', '.join(unknown)}; the languages are "
              f"{', '.join(TRANSLATED)}", file=sys.stderr)
        return 2
    for code, catalogue in update_all(codes=tuple(argv)).items():
        current = [e for e in catalogue.entries if e.current]
        finished = sum(e.finished for e in current)
        print(f"{code}: {len(current)} messages, {finished} translated, "
              f"{len(current) - finished} to do")
    compiled = compile_all()
    print(f"compiled {len(compiled)} catalogues in {TS_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
