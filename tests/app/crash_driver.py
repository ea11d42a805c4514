"""Run by test_crash_recovery in a child process: the real main window playing a bots-only
Qwirkle game at full speed until the test kills the process. With "continue" as the second
argument it continues the game in progress instead of starting one."""

import sys

from tabletop_desktop.app import create_application, create_main_window
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings

app = create_application()
window = create_main_window(Settings(animation_speed="fast", bot_speed="fast", reduce_motion=True))
window.bot_pause_scale = 0.0
window.show()
if sys.argv[2:] == ["continue"]:
    assert window.continue_game(), "nothing to continue"
else:
    seats = [SeatSetup("Ada", "bot", "casual"), SeatSetup("Bo", "bot", "beginner")]
    window.start_game(GameSetup("qwirkle", seats, {}, seed=int(sys.argv[1])))
print("playing", flush=True)
sys.exit(app.exec())
