"""Command-line entry point: `tabletop-desktop` and `python -m tabletop_desktop`.

Qt is imported only after the arguments are read, so `--version` and `--help` answer at once.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from tabletop_desktop import APP_NAME, __version__

# Read as early as possible: the start-up figure runs from here to the first shown window.
PROCESS_START = time.perf_counter()

# When set, the app prints "first-window-shown <seconds>" once its main window is on screen and,
# if the value is "exit", quits right away. `python -m tabletop_desktop.bench` uses it.
STARTUP_PROBE_ENV = "TABLETOP_DESKTOP_STARTUP_PROBE"

# `tabletop-desktop --server ARGS` runs the table server instead of the window: the frozen app has
# no Python to run `-m tabletop_desktop.server` with, so the host's app starts itself this way
# (windows/server_process.py). The arguments after the flag are the server's own.
SERVER_FLAG = "--server"


def _run_server(args: list[str]) -> int:
    # Called, not run with runpy: in a process that has already imported the server's module (a
    # test), runpy would run a second copy of it as __main__, and warns that it does.
    from tabletop_desktop.server.__main__ import main

    sys.argv = ["tabletop-desktop-server", *args]
    try:
        return main(args)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop-desktop",
        description=f"{APP_NAME}: Qwirkle, Qwixx and Quiddler against local bots.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument(
        "--self-test",
        metavar="OUTDIR",
        type=Path,
        help="play a bots-only game of every game in the real window, save screenshots and PDFs "
        "in OUTDIR, write OUTDIR/result.json and exit 0 only if every check passed",
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        help="start in this language: en, is, it, fy, ml or system (xx: the pseudo-language "
        "for layout checks); without it, the language chosen in Settings",
    )
    parser.add_argument(
        "saved_game",
        nargs="?",
        type=Path,
        help="a saved game (.tabletop) to open",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # A frozen app starts itself again for the bots' worker processes; this must come
        # first. (From source, workers start through Python itself and need no hook.)
        import multiprocessing

        multiprocessing.freeze_support()
    given = sys.argv[1:] if argv is None else list(argv)
    if given[:1] == [SERVER_FLAG]:
        return _run_server(given[1:])  # no Qt: the server never imports it
    parser = _parser()
    args = parser.parse_args(argv)
    if args.language is not None:
        from tabletop_desktop.i18n.languages import CODES

        if args.language not in CODES:
            parser.error(f"argument --language: {args.language!r} is not one of "
                         f"{', '.join(CODES)}")

    if args.self_test is not None:
        from tabletop_desktop.selftest import run_self_test

        return run_self_test(args.self_test, language=args.language)

    from tabletop_desktop.launch import run_app

    probe = os.environ.get(STARTUP_PROBE_ENV)
    return run_app(
        saved_game=args.saved_game,
        on_first_show=(lambda: _report_startup(probe)) if probe else None,
        language=args.language,
    )


def _report_startup(probe: str) -> None:
    elapsed = time.perf_counter() - PROCESS_START
    print(f"first-window-shown {elapsed:.3f}", flush=True)
    if probe == "exit":
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        QTimer.singleShot(0, QApplication.quit)


if __name__ == "__main__":
    sys.exit(main())
