"""`--self-test OUTDIR`: the app checks itself the way a person would see it.

It opens the real main window (offscreen or on a real display), visits every screen, plays a
bots-only game of every available game to the end through the session with animations sped up,
saves a PNG of every screen it passes and each game's printed summary as PDF, and writes
`OUTDIR/result.json`: {"ok": bool, "checks": [{"name", "ok", "detail"}], "timings": {...}}.
The exit code is 0 only when every check passed. The installers' tests run it on the frozen app.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_desktop import __version__
from tabletop_desktop.views.common.self_test import close_dialog, grab, settle, wait_until

# Enough actions that the board or sheet looks like a game in progress.
MID_GAME_ACTIONS = 24
GAME_TIMEOUT_S = 600.0


@dataclass
class SelfTest:
    outdir: Path
    checks: list[dict[str, Any]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)

    def check(self, name: str, ok: bool, detail: str = "") -> bool:
        self.checks.append({"name": name, "ok": bool(ok), "detail": detail})
        return ok

    def run(self, name: str, step: Callable[[], str | None]) -> None:
        """Run one step; an exception fails the check with its traceback's last lines."""
        began = time.perf_counter()
        try:
            detail = step() or ""
            self.check(name, True, detail)
        except Exception as exc:  # a self-test reports every failure instead of stopping
            tail = "".join(traceback.format_exception(exc)[-3:]).strip()
            self.check(name, False, tail)
        self.timings[name] = round(time.perf_counter() - began, 3)

    def write(self) -> bool:
        ok = bool(self.checks) and all(c["ok"] for c in self.checks)
        result = {"ok": ok, "version": __version__, "checks": self.checks, "timings": self.timings}
        (self.outdir / "result.json").write_text(json.dumps(result, indent=2) + "\n", "utf-8")
        return ok


def print_preview(view: Any, path: Path) -> str:
    """The first page of `view`'s printed summary as Qt's print preview shows it, saved as PNG."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    widget = QPrintPreviewWidget(printer)
    widget.paintRequested.connect(view.print_summary)
    widget.resize(900, 1200)
    widget.setZoomMode(QPrintPreviewWidget.ZoomMode.FitInView)
    widget.show()
    widget.updatePreview()
    try:
        return grab(widget, path)
    finally:
        widget.close()
        widget.deleteLater()


def run_self_test(outdir: Path, language: str | None = None) -> int:
    """`language` (from `--language`): the self-test's language; English without it, so that
    its results compare between computers."""
    began = time.perf_counter()
    outdir = outdir.resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    # Keep the person's own settings, saves and statistics out of it.
    os.environ.setdefault("TABLETOP_DESKTOP_HOME", str(outdir / "home"))
    if sys.platform.startswith("linux") and not (
        os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY")
        or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no screen: check the app offscreen
    test = SelfTest(outdir)
    try:
        _run_steps(test, began, language)
    except Exception as exc:  # set-up itself failed: still write a result a script can read
        test.check("self-test set-up", False, "".join(traceback.format_exception(exc)[-3:]))
    ok = test.write()
    print(f"self-test {'passed' if ok else 'FAILED'}: {sum(c['ok'] for c in test.checks)}"
          f"/{len(test.checks)} checks; see {outdir / 'result.json'}", flush=True)
    return 0 if ok else 1


def _run_steps(test: SelfTest, began: float, language: str | None = None) -> None:
    from tabletop_desktop.app import create_application, create_main_window
    from tabletop_desktop.engine.registry import all_games
    from tabletop_desktop.i18n.install import install_language
    from tabletop_desktop.storage.settings import Settings

    app = create_application()
    test.check("Qt platform", True, app.platformName())
    test.check("language", True, install_language(language or "en"))
    settings = Settings(animation_speed="fast", bot_speed="fast")
    window = create_main_window(settings)
    window.bot_pause_scale = 0.0
    window.resize(1280, 800)
    window.show()
    wait_until(window.isVisible, 10, "the main window to show")
    test.timings["start_to_first_window_s"] = round(time.perf_counter() - began, 3)
    out = test.outdir

    test.run("home screen", lambda: grab(window, out / "01-home.png"))

    def dialog(opener: Callable[[], None], file_name: str, what: str) -> Callable[[], str]:
        """A step that opens a dialog, photographs it and closes it again."""

        def step() -> str:
            opener()
            wait_until(lambda: window.dialog is not None and window.dialog.isVisible(), 10, what)
            shot = grab(window.dialog, out / file_name)
            close_dialog(window)
            return shot

        return step

    test.run("new game dialog", dialog(lambda: window.new_game("qwirkle"), "02-new-game.png",
                                       "the New Game dialog"))
    for info in [g for g in all_games() if g.available]:
        _play_game(test, window, info)
        _extra_steps(test, window, info.id)
    window.show_home()
    test.run("settings dialog", dialog(window.show_settings, "20-settings.png", "Settings"))
    test.run("statistics dialog", dialog(window.show_statistics, "21-statistics.png", "Statistics"))
    test.run("rules", dialog(lambda: window.show_rules("qwirkle"), "23-rules.png", "the rules"))
    test.run("about", dialog(window.show_about, "24-about.png", "About"))
    test.run("home screen after games", lambda: grab(window, out / "22-home-after.png"))
    window.close()
    settle(50)


def _extra_steps(test: SelfTest, window: Any, game_id: str) -> None:
    """A game's own self-test steps, when its registry entry names them (`GameInfo.self_test`:
    e.g. a solo game, or the screens a bots-only game never shows)."""
    from tabletop_desktop.engine.registry import game

    steps = game(game_id).self_test_steps()
    if steps is not None:
        steps(test, window)


def _play_game(test: SelfTest, window: Any, info: Any) -> None:
    """A bots-only game with every bot level at the table, played to its end."""
    from tabletop_desktop.storage.records import load_records
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup

    out = test.outdir
    levels = [level.key for level in info.bot_levels]
    seat_count = max(info.min_seats, min(info.max_seats, len(levels)))
    seats = [SeatSetup(name, "bot", levels[i % len(levels)])
             for i, name in enumerate(["Ada", "Bo", "Cy", "Dee", "Eli", "Fay"][:seat_count])]
    setup = GameSetup(info.id, seats, {}, seed=20261129)
    name = info.name
    began = time.perf_counter()

    def start() -> str:
        window.start_game(setup)
        session = window.session
        # Search bots think a fraction of their budget: the self-test checks that they play, not
        # how well (the tournament command measures that).
        session.think_scale = 0.05
        return f"{seat_count} bots: {', '.join(levels)}"

    test.run(f"{name}: start a bots-only game", start)
    session = window.session
    if session is None:
        return

    def mid_game() -> str:
        wait_until(lambda: len(session.history) >= MID_GAME_ACTIONS or session.state.is_over(),
                   GAME_TIMEOUT_S, f"{name} to reach mid-game")
        return grab(window, out / f"10-{info.id}-mid-game.png")

    def to_the_end() -> str:
        wait_until(session.state.is_over, GAME_TIMEOUT_S, f"{name} to end")
        wait_until(lambda: window.dialog is not None and window.dialog.isVisible(), 30,
                   "the end-of-game summary")
        scores = session.state.scores()
        return f"{len(session.history)} moves, scores {list(scores)}"

    test.run(f"{name}: mid-game screen", mid_game)
    test.run(f"{name}: plays to the end", to_the_end)
    test.timings[f"{info.id}_game_s"] = round(time.perf_counter() - began, 3)
    test.run(f"{name}: end-of-game summary", lambda: grab(window.dialog, out / f"11-{info.id}-end.png"))
    close_dialog(window)
    test.run(f"{name}: game screen at the end", lambda: grab(window, out / f"12-{info.id}-final.png"))

    def pdf() -> str:
        path = window.export_summary_pdf(out / f"{info.id}-summary.pdf")
        if path is None or not path.is_file():
            raise RuntimeError("no PDF was written")
        data = path.read_bytes()
        if not data.startswith(b"%PDF") or len(data) < 2000:
            raise RuntimeError(f"the PDF looks empty ({len(data)} bytes)")
        # The printed page as a picture too (Qt's print preview draws what the printer gets),
        # to look at without a PDF viewer.
        preview = print_preview(window.view, out / f"{info.id}-summary.png")
        return f"{path.name}, {len(data)} bytes; {preview}"

    test.run(f"{name}: print summary to PDF", pdf)

    def recorded() -> str:
        # A bots-only game goes into the history, not into the people's figures.
        games, warnings = load_records(info.id)
        if not games:
            raise RuntimeError(f"the finished game was not recorded ({warnings})")
        return f"{len(games)} game(s) in the history"

    test.run(f"{name}: finished game recorded", recorded)
