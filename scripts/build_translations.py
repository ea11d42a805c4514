#!/usr/bin/env python3
"""Compile every resources/translations/*.ts to .qm with pyside6-lrelease (the .qm files are build
products, not committed). ./scripts/setup.sh runs it when a .qm is missing or older than its .ts;
`--all` compiles every catalogue whatever its age. Usage: .venv/bin/python scripts/build_translations.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop_desktop.i18n.catalogues import TS_DIR, compile_catalogue, stale  # noqa: E402


def main(argv: list[str]) -> int:
    todo = sorted(TS_DIR.glob("*.ts")) if "--all" in argv else stale()
    for ts in todo:
        compile_catalogue(ts)
    if todo:
        print(f"Compiled {len(todo)} translation catalogue(s) in {TS_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
