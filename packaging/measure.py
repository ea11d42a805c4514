"""Figures of the Linux package, printed as JSON: .deb size, installed size, frozen start-up time.

    python packaging/measure.py --deb dist/tabletop-desktop_0.1.0_amd64.deb [--root DIR]
                                [--runs 5] [--build bundle=SECONDS --build deb=SECONDS]

The .deb is unpacked with `dpkg -x` (into --root if given and empty, else a temporary folder).
Start-up is timed from launching the installed executable until it prints
"first-window-shown <s>" (the app does so when TABLETOP_DESKTOP_STARTUP_PROBE is set, and quits
at once when it is "exit"), so it covers the bootloader, Python and Qt start-up and the first
paint of the main window. The app's own figure (from its first Python line) is reported too.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGETS = {"deb_mb": 45.0, "installed_mb": 150.0, "start_to_first_window_s": 0.8}
PROBE_ENV = "TABLETOP_DESKTOP_STARTUP_PROBE"
APP = "opt/tabletop-desktop/tabletop-desktop"


def tree_bytes(folder: Path) -> int:
    """Total size of the regular files under `folder` (symbolic links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def installed_size_field(deb: Path) -> int:
    """The Installed-Size (KiB) recorded in the package's control file."""
    out = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Installed-Size"],
        check=True,
        capture_output=True,
        text=True,
    )
    return int(out.stdout.strip())


def time_start(command: list[str], home: Path, platform: str) -> tuple[float, float]:
    """One start: (seconds from launch to the first-window line, the app's own figure)."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform, TABLETOP_DESKTOP_HOME=str(home))
    env[PROBE_ENV] = "exit"
    began = time.perf_counter()
    proc = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if line.startswith("first-window-shown "):
                outside = time.perf_counter() - began
                return outside, float(line.split()[1])
        raise RuntimeError(f"{command} exited without showing its window (code {proc.wait()})")
    finally:
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def summary(values: list[float]) -> dict[str, float | list[float]]:
    """Median, minimum and all values, rounded to milliseconds."""
    return {
        "median": round(statistics.median(values), 3),
        "min": round(min(values), 3),
        "runs": [round(v, 3) for v in values],
    }


def time_starts(command: list[str], runs: int, platform: str) -> tuple[list[float], list[float]]:
    """`runs` timed starts after one warm-up start (so the file cache is warm for all)."""
    outside, inside = [], []
    with tempfile.TemporaryDirectory(prefix="tabletop-measure-") as home:
        time_start(command, Path(home), platform)
        for _ in range(runs):
            a, b = time_start(command, Path(home), platform)
            outside.append(a)
            inside.append(b)
    return outside, inside


def measure(deb: Path, root: Path, runs: int, platform: str, source: str | None) -> dict:
    """Unpack `deb` into `root` (unless already there) and take every figure; with `source` (a
    Python interpreter) also time `python -m tabletop_desktop` for comparison."""
    if not (root / APP).exists():
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    outside, inside = time_starts([str(root / APP)], runs, platform)
    figures = {
        "deb": deb.name,
        "deb_mb": round(deb.stat().st_size / 1e6, 1),
        "installed_mb": round(tree_bytes(root) / 1e6, 1),
        "installed_size_field_mb": round(installed_size_field(deb) * 1024 / 1e6, 1),
        "platform": platform,
        "start_to_first_window_s": summary(outside),
        "start_to_first_window_reported_by_app_s": summary(inside),
    }
    if source:
        from_source, _ = time_starts([source, "-m", "tabletop_desktop"], runs, platform)
        figures["source_start_to_first_window_s"] = summary(from_source)
    figures["within_targets"] = {
        "deb_mb": figures["deb_mb"] <= TARGETS["deb_mb"],
        "installed_mb": figures["installed_mb"] <= TARGETS["installed_mb"],
        "start_to_first_window_s": figures["start_to_first_window_s"]["median"]
        <= TARGETS["start_to_first_window_s"],
    }
    figures["targets"] = TARGETS
    return figures


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: print the figures as JSON."""
    parser = argparse.ArgumentParser(description="Figures of the Linux package, as JSON.")
    parser.add_argument("--deb", type=Path, required=True)
    parser.add_argument("--root", type=Path, help="unpacked package (made if missing)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default="offscreen")
    parser.add_argument(
        "--source", metavar="PYTHON", help="also time `PYTHON -m tabletop_desktop` from source"
    )
    parser.add_argument(
        "--build",
        action="append",
        default=[],
        metavar="NAME=SECONDS",
        help="a build time to include in the output, e.g. bundle=35",
    )
    args = parser.parse_args(argv)
    if args.root:
        args.root.mkdir(parents=True, exist_ok=True)
        figures = measure(args.deb, args.root, args.runs, args.platform, args.source)
    else:
        with tempfile.TemporaryDirectory(prefix="tabletop-deb-") as root:
            figures = measure(args.deb, Path(root), args.runs, args.platform, args.source)
    if args.build:
        figures["build_s"] = {k: float(v) for k, v in (item.split("=", 1) for item in args.build)}
    json.dump(figures, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
