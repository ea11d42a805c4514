"""Run by test_worker_exit in a child process: the real main window with two heavy bots, so
the bots' worker process is running when the test kills this process."""

import sys


def main() -> int:
    from tabletop_desktop.app import create_application, create_main_window
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.storage.settings import Settings

    app = create_application()
    window = create_main_window(
        Settings(animation_speed="fast", bot_speed="fast", reduce_motion=True)
    )
    window.bot_pause_scale = 0.0
    window.show()
    seats = [SeatSetup("Ada", "bot", "strong"), SeatSetup("Bo", "bot", "strong")]
    window.start_game(GameSetup("qwirkle", seats, {}, seed=int(sys.argv[1])))
    print("playing", flush=True)
    return app.exec()


if __name__ == "__main__":  # the worker process imports this module again under spawn
    sys.exit(main())
