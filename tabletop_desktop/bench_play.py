"""Child process of `python -m tabletop_desktop.bench`: plays a bots-only game in the real main
window and prints one JSON line with the worst event-loop stalls and the peak memory.

Two stall figures: the worst while a bot is thinking (its request in flight, the window idle
otherwise: the target is at most 50 ms), and the worst over the whole game, animations and
repaints included. Bots think at their full budgets, as they do for a person.
"""

from __future__ import annotations

import json
import resource
import sys
import time

from tabletop_desktop.selftest import wait_until


def main(game_id: str) -> int:
    from tabletop_desktop.app import create_application, create_main_window
    from tabletop_desktop.engine.registry import game
    from tabletop_desktop.session.stall_probe import StallProbe
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

    thinking = StallProbe()
    overall = StallProbe()
    overall.start()
    worst_thinking = 0.0
    began = time.perf_counter()

    def sample() -> bool:
        # The thinking probe runs only while a request is out and nothing animates.
        nonlocal worst_thinking
        busy = bool(session.bots.in_flight()) and not session.bots.is_animating()
        if busy and not thinking.is_running():
            thinking.start()
        elif not busy and thinking.is_running():
            worst_thinking = max(worst_thinking, thinking.stop())
        return session.state.is_over()

    wait_until(sample, 3600, "the game to end")
    if thinking.is_running():
        worst_thinking = max(worst_thinking, thinking.stop())
    window.close()
    app.processEvents()
    from tabletop_desktop.session.bot_runner import shutdown_worker_pool

    shutdown_worker_pool(wait=True)  # so the worker's peak memory is counted below
    figures = {
        "play_game": game_id,
        "play_bots": strongest,
        "play_moves": len(session.history),
        "play_seconds": round(time.perf_counter() - began, 1),
        "worst_stall_while_bot_thinks_ms": round(worst_thinking, 1),
        "worst_stall_overall_ms": round(overall.stop(), 1),
        "stall_target_ms": 50,
        "peak_memory_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "peak_memory_bot_worker_mb": round(
            resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1
        ),
    }
    print(json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "qwirkle"))
