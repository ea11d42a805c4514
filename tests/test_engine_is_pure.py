"""The engine must never import Qt: it runs in bots' worker processes and in tournaments."""

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "tabletop_desktop" / "engine"


def test_no_qt_import_in_engine_sources():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"} for n in names):
                offenders.append(str(path.relative_to(ENGINE)))
    assert offenders == []


def test_importing_every_engine_module_loads_no_qt():
    code = (
        "import importlib, pkgutil, sys\n"
        "import tabletop_desktop.engine as e\n"
        "for m in pkgutil.walk_packages(e.__path__, 'tabletop_desktop.engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
