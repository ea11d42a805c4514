"""Storage never imports Qt: tournaments and worker processes use it without a GUI."""

import subprocess
import sys


def test_importing_storage_loads_no_qt():
    code = (
        "import importlib, pkgutil, sys\n"
        "import tabletop_desktop.storage as s\n"
        "for m in pkgutil.walk_packages(s.__path__, 'tabletop_desktop.storage.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
