"""Child process of `python -m tabletop_desktop.bench`: plays a bots-only game in the real main
window and prints one JSON line with the worst event-loop stalls and the peak memory.

`python -m tabletop_desktop.bench_play GAME [--moves N]`: the bench starts one such process per game,
so each game's peak memory is its own. With `--moves N` the game stops after N moves (the bench's
`--quick`): the stalls are then those of the game's opening only.

Two stall figures: the worst while a bot is thinking (from the moment its request goes out to the
moment its answer arrives, the target being at most 50 ms), and the worst over the whole game,
which also counts applying each move, its animation, and the end of the game. Bots think at their
full budgets, as they do for a person, and the app runs its real event loop.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import threading
import time

TICK_MS = 5


def _worst_lateness(ticks: list[float], windows: list[tuple[float, float]]) -> tuple[float, float]:
    """Worst lateness of the tick timer overall, and inside the thinking windows (a gap that
    straddles an answer's arrival counts only up to the arrival: after it, the app is applying
    the move, not waiting for a bot)."""
    overall = inside = 0.0
    interval = TICK_MS / 1000
    for prev, now in zip(ticks, ticks[1:], strict=False):
        overall = max(overall, now - prev - interval)
        for start, end in windows:
            if start <= prev < end:
                inside = max(inside, min(now, end) - prev - interval)
    return overall * 1000, inside * 1000


def main(game_id: str, moves: int | None = None) -> int:
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    from tabletop_desktop.app import create_application, create_main_window
    from tabletop_desktop.engine.registry import game
    from tabletop_desktop.session.bot_runner import shutdown_worker_pool
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.storage.settings import Settings

    app = create_application()
    window = create_main_window(Settings(animation_speed="fast", bot_speed="fast"))
    window.resize(1280, 800)
    window.show()
    info = game(game_id)
    strongest = [level.key for level in info.bot_levels][-2:]
    seats = [SeatSetup(name, "bot", level) for name, level in zip(("Ada", "Bo"), strongest, strict=True)]
    window.start_game(GameSetup(game_id, seats, {}, seed=7))
    session = window.session

    ticks: list[float] = []
    sent: list[float] = []
    windows: list[tuple[float, float]] = []
    lock = threading.Lock()

    def request_sent(_seat: int) -> None:
        sent.append(time.perf_counter())

    def answer_arrived(*_args: object) -> None:  # runs in the thread that delivers the answer
        with lock:
            if sent:
                windows.append((sent.pop(0), time.perf_counter()))

    session.bots.thinking.connect(request_sent)
    session.bots.arrivals.connect(answer_arrived, Qt.ConnectionType.DirectConnection)

    loop = QEventLoop()
    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.setInterval(TICK_MS)
    ticker.timeout.connect(lambda: ticks.append(time.perf_counter()))
    session.finished.connect(loop.quit)
    if moves is not None:

        def stop_after_enough_moves(_change: object) -> None:  # once per move, once it is played
            if len(session.history) >= moves:
                loop.quit()

        session.tableChanged.connect(stop_after_enough_moves)
    QTimer.singleShot(3600 * 1000, loop.quit)
    began = time.perf_counter()
    ticker.start()
    loop.exec()  # the app's real event loop until the game ends
    ticker.stop()
    played_s = time.perf_counter() - began
    worst_overall, worst_thinking = _worst_lateness(ticks, windows)

    window.close()
    app.processEvents()
    shutdown_worker_pool(wait=True)  # so the worker's peak memory is counted below
    figures = {
        "play_game": game_id,
        "play_bots": strongest,
        "play_moves": len(session.history),
        "play_whole_game": session.facts().over,
        "play_seconds": round(played_s, 1),
        "bot_requests_timed": len(windows),
        "worst_stall_while_bot_thinks_ms": round(worst_thinking, 1),
        "worst_stall_overall_ms": round(worst_overall, 1),
        "stall_target_ms": 50,
        "peak_memory_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "peak_memory_bot_worker_mb": round(
            resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1
        ),
    }
    print(json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m tabletop_desktop.bench_play")
    parser.add_argument("game", nargs="?", default="qwirkle")
    parser.add_argument("--moves", type=int, help="stop after this many moves")
    args = parser.parse_args()
    sys.exit(main(args.game, args.moves))
