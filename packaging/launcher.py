"""Entry script of the frozen app (PyInstaller runs this file as `__main__`).

`multiprocessing.freeze_support()` comes before anything else: the frozen app starts itself again
for the heavy bots' worker processes (spawn), and such a child must turn into the worker here
without importing Qt or reading the app's own arguments.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from tabletop_desktop.cli import main

    sys.exit(main())
