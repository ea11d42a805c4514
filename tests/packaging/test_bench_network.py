"""`python -m tabletop_desktop.bench network`: a few rooms of each game played to the end by
scripted clients on real loopback sockets, and the figures it promises. Small and quick: the
figures themselves are for the benchmark's own runs, not for a test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_desktop import bench
from tabletop_desktop.server_procs import haproxy_binary

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(
    not (ROOT / "tabletop_desktop" / "server" / "__main__.py").exists(),
    reason="the server package (h/server) is not merged yet")

PROMISED = {"rooms", "clients", "actions", "errors", "latency_ms", "server_rss_mb",
            "memory_per_room_mb", "rooms_per_core_at_p99_50ms", "server_cpu_cores"}


def _run(tmp_path: Path, *args: str) -> dict:
    out = tmp_path / "figures.json"
    code = bench.main(["network", "--think-ms", "10", "--max-seconds", "60", "--json", str(out),
                       *args])
    figures = json.loads(out.read_text("utf-8"))
    assert code == 0, figures
    return figures


def test_three_rooms_one_of_each_game_play_to_the_end(tmp_path):
    figures = _run(tmp_path, "--rooms", "3")
    assert PROMISED <= set(figures)
    assert figures["rooms"] == figures["rooms_finished"] == 3
    assert figures["games"] == {"qwirkle": 1, "qwixx": 1, "quiddler": 1}
    assert figures["clients"] == 7 and figures["errors"] == 0, figures["error_examples"]
    assert figures["actions"] > 30
    assert figures["moves_timed"] + figures["refused_after_another_move"] == figures["actions"]
    assert 0 < figures["latency_ms"]["p50"] <= figures["latency_ms"]["p99"]
    assert figures["server_rss_mb"] > 0
    # The bots thought in the thinking processes, not on the loop that measures.
    assert figures["think_processes"] == 1 and figures["thinking_cpu_s"] > 0
    assert 0 < figures["machine_cpu_busy"] <= 1


@pytest.mark.skipif(haproxy_binary() is None, reason="HAProxy is not installed here "
                    "(packaging/server/install-haproxy.sh installs it when run as root)")
def test_two_processes_behind_the_proxy(tmp_path):
    figures = _run(tmp_path, "--rooms", "2", "--processes", "2")
    assert figures["processes"] == 2 and figures["rooms_finished"] == 2
    assert figures["errors"] == 0, figures["error_examples"]
    assert figures["proxy_cpu_s"] is not None
