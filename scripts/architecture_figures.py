"""Figures about the code's shape, for the notes of a redesign: how often the views read the
session's state, the largest game-view classes (with every mixin they are assembled from), and the
imports that point up the layers (engine < storage < session < views < windows < the app's entry
points; the network server sits beside the session layer and imports none of its Qt modules).

    .venv/bin/python scripts/architecture_figures.py [--root DIR] [--json]
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from pathlib import Path

# i18n (Qt's translation system and the rendering of engine messages) sits beside storage: the
# session renders engine text in the person's language, as the views and windows do.
LAYERS = {"engine": 0, "storage": 1, "i18n": 1, "session": 2, "server": 2, "views": 3,
          "windows": 4}
BASE = {"resources"}
TOP = 5  # app.py, selftest.py, cli.py and the other entry points
STATE_READ = re.compile(r"session\w*\.state\b")


def layer_of(module: str) -> int:
    parts = module.split(".")
    if parts[0] != "tabletop_desktop" or len(parts) < 2:
        return -1
    if parts[1] in BASE:
        return -1  # where the resource files are: plain paths every layer may ask for
    return LAYERS.get(parts[1], TOP)


def module_name(package_root: Path, path: Path) -> str:
    relative = path.relative_to(package_root.parent).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(tree: ast.AST, here: str) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[: -node.level]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name))
    return found


def upward_imports(package_root: Path) -> list[str]:
    lines = []
    for path in sorted(package_root.rglob("*.py")):
        here = module_name(package_root, path)
        own = layer_of(here)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for lineno, name in imported_modules(tree, here):
            if layer_of(name) > own >= 0:
                lines.append(f"{path.relative_to(package_root.parent)}:{lineno} imports {name}")
    return lines


def state_reads(package_root: Path) -> list[str]:
    lines = []
    for path in sorted((package_root / "views").rglob("*.py")):
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if STATE_READ.search(text):
                lines.append(f"{path.relative_to(package_root.parent)}:{number}")
    return lines


def view_classes(package_root: Path) -> dict[str, tuple[int, int, list[str]]]:
    """Every class under views/, with its own lines and methods plus those of the bases it takes
    from views/ (a mixin's lines count towards the class assembled from it)."""
    classes: dict[str, ast.ClassDef] = {}
    for path in sorted((package_root / "views").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                classes.setdefault(node.name, node)

    def assembled(name: str, seen: set[str]) -> list[ast.ClassDef]:
        node = classes.get(name)
        if node is None or name in seen or name == "GameView":
            return []
        seen.add(name)
        parts = [node]
        for base in node.bases:
            if isinstance(base, ast.Name):
                parts += assembled(base.id, seen)
        return parts

    figures = {}
    for name in classes:
        parts = assembled(name, set())
        lines = sum((part.end_lineno or part.lineno) - part.lineno + 1 for part in parts)
        methods = sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                      for part in parts for item in part.body)
        figures[name] = (lines, methods, [part.name for part in parts])
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    package_root = args.root / "tabletop_desktop"
    reads = state_reads(package_root)
    upward = upward_imports(package_root)
    classes = view_classes(package_root)
    largest = sorted(classes.items(), key=lambda item: -item[1][0])[:5]
    if args.json:
        json.dump({"state_reads": len(reads), "upward_imports": upward,
                   "largest_view_classes": [{"class": name, "lines": lines, "methods": methods,
                                             "from": parts}
                                            for name, (lines, methods, parts) in largest]},
                  sys.stdout, indent=2)
        print()
        return 0
    print(f"Reads of session.state in views: {len(reads)}")
    print(f"Upward imports: {len(upward)}")
    for line in upward:
        print(f"  {line}")
    print("Largest view classes (lines, methods, assembled from):")
    for name, (lines, methods, parts) in largest:
        print(f"  {name}: {lines} lines, {methods} methods ({', '.join(parts)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
